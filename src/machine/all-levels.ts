/**
 * Installs every module the engine knows: the rules of every level. A side effect and nothing else,
 * so that a page can load it on demand (a dynamic import of this file) without pulling in the rest of
 * the public surface with it: `index.ts` imports it, and the playground loads it before it shows a
 * game above Level 1 (see `level1.ts`).
 */
import { installModules } from './core/module.ts';
import { addRuleTitles } from './core/rule-links.ts';
import { MORE_RULES } from './core/rules-more.ts';
import { DEFAULT_MODULES } from './modules/registry.ts';

installModules(DEFAULT_MODULES);
// The titles of the rules only these modules cite, for links to them (the first download has Level 1's only).
addRuleTitles(MORE_RULES);
