/** The Space Program's widgets (the engine's `spaceProgram` module): its envelope and the seats' marks on the table, its steps and its zones in the editor. */
import type { ModuleWidgets } from '../types.ts';
import { SpaceProgram } from './Space.tsx';

export const widgets: ModuleWidgets = {
  id: 'spaceProgram',
  table: {
    middle: ({ view, edit }) => <SpaceProgram view={view} edit={edit} />,
    tag: ({ view, player }) => <SpaceProgram view={view} seat={player.seat} />,
  },
  step: () => import('./SpaceStep.tsx').then((m) => m.SpaceStep),
  zones: () => import('./zones.ts').then((m) => m.spaceZones),
};
