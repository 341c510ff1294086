/**
 * The Troublemakers' widgets (the engine's `troublemakers` module): a Fix or a Revolution card under
 * way, the Troublemaker's board and the Billionaires' marks on the table, its
 * steps (the Reformist's and the Revolutionary's) and its zones in the editor.
 */
import type { ModuleWidgets } from '../types.ts';
import { Troublemakers } from './Troublemakers.tsx';
import { TM_ZONES } from './zoneKeys.ts';

export const widgets: ModuleWidgets = {
  id: 'troublemakers',
  table: {
    middle: ({ view, edit }) => (
      <>
        <Troublemakers view={view} part="middle" />
        {edit ? TM_ZONES.map((z) => edit(z)) : null}
      </>
    ),
    tag: ({ view, player }) => <Troublemakers view={view} part="tag" seat={player.seat} />,
    board: ({ view, player }) => <Troublemakers view={view} part="board" seat={player.seat} />,
  },
  step: () => import('./TroublemakersStep.tsx').then((m) => m.TroublemakersStep),
  zones: () => import('./zones.ts').then((m) => m.troublemakerZones),
};
