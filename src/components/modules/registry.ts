/**
 * The module widgets, keyed by the engine module's id: the one place that names the folders of
 * src/components/modules/, each loaded on demand (a dynamic import). This list is itself loaded on
 * demand (by useModules.ts, the first time a game with modules is shown), so neither it nor any
 * module's widgets are in a page's first download, and a game downloads only its own modules'
 * widgets. The generic parts (the table, the editor, the playground, the worked examples) ask
 * useModules.ts, with the ids of a game's modules, and never import a module's folder.
 *
 * Adding a module's widgets: its folder, with an index.ts(x) exporting `widgets` (types.ts), and one
 * line below. The order of the lines is the order of the modules' parts at each place of the table.
 */
import type { ModuleWidgets } from './types.ts';

export const MODULES: Readonly<Record<string, () => Promise<{ readonly widgets: ModuleWidgets }>>> = {
  roles: () => import('./roles/index.tsx'),
  policy: () => import('./policy/index.tsx'),
  puppets: () => import('./puppets/index.tsx'),
  spaceProgram: () => import('./spaceProgram/index.tsx'),
  troublemakers: () => import('./troublemakers/index.tsx'),
  panic: () => import('./panic/index.ts'),
};
