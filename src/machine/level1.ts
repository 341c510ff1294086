/**
 * The engine for a page's first download: the public surface (`api.ts`) with only the modules a
 * Level 1 game uses installed. The other levels' rules (the Crises, the Panic!, the Roles…) are
 * most of the engine, and a page that starts with a Level 1 game (the playground) need not wait for
 * them: it loads `all-levels.ts`, which installs every module, before it shows a game of a higher level.
 * Until then a higher level's game is refused with an error (see `modulesOf`), never played with
 * missing rules.
 *
 * Importing this file installs Level 1's modules only when nothing is installed yet, so it never
 * takes away what `index.ts` or `all-levels.ts` (or a test) installed before it.
 */
import { type GameModule, installedModules, installModules } from './core/module.ts';
import { level1 } from './modules/level1/index.ts';
import { table } from './modules/table/index.ts';

/**
 * What a Level 1 game uses; every other module is enabled only at higher levels. Not taken from
 * modules/registry.ts: a first download that used that file would also carry every module it lists.
 */
export const LEVEL_1_MODULES: readonly GameModule[] = [table, level1];

if (installedModules().length === 0) installModules(LEVEL_1_MODULES, 1);
