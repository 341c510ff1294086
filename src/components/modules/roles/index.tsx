/** Level 3's widgets (the engine's `roles` module): the Role deck and the Bunker on the table, each seat's Role, and their zones in the editor. */
import type { ModuleWidgets } from '../types.ts';
import { PlayerRole, RolesMiddle } from './Roles.tsx';

export const widgets: ModuleWidgets = {
  id: 'roles',
  table: {
    // The editor's zones of the Role deck and the Bunker, among the piles.
    piles: ({ edit }) => (
      <>
        {edit?.('roleDeck')}
        {edit?.('bunker')}
      </>
    ),
    top: ({ view }) => (view.modules.roles ? <RolesMiddle view={view} roles={view.modules.roles} /> : null),
    // The Troublemaker never holds a Role (tm.reformist).
    role: ({ view, player }) => (view.modules.roles && player.billionaire !== null ? <PlayerRole roles={view.modules.roles} player={player} /> : null),
  },
  zones: () => import('./zones.ts').then((m) => m.roleZones),
};
