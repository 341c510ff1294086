/**
 * The engine with every module installed: the public surface (`api.ts`, where the exports are
 * listed and explained) and the rules of every level and module the engine knows. Tests, scripts,
 * the worked examples and any widget part that may meet a game of any level import this file.
 *
 * A page's first download can import `level1.ts` instead (only Level 1's rules) and load this file
 * when a game of a higher level is about to be shown: see `level1.ts`.
 */
import { installModules } from './core/module.ts';
import { DEFAULT_MODULES } from './modules/registry.ts';

installModules(DEFAULT_MODULES);

export * from './api.ts';
