/** Level 4's widgets (the engine's `policy` module): the Government Policy and a bid under way, each seat's Bribe envelope, and their zones in the editor. */
import type { ModuleWidgets } from '../types.ts';
import { Level4 } from './Policy.tsx';

export const widgets: ModuleWidgets = {
  id: 'policy',
  table: {
    afterGuillotine: ({ view, edit }) => (
      <>
        <Level4 view={view} />
        {edit?.('policy')}
      </>
    ),
    envelope: ({ view, player }) => <Level4 view={view} player={player} />,
  },
  zones: () => import('./zones.ts').then((m) => m.policyZones),
};
