/**
 * Where a rule is explained and what it is called, for links to it. Only Level 1's titles are here
 * from the start (rules-level1.ts); all-levels.ts adds the rest (rules-more.ts) with the other
 * levels' modules, so the playground's first download carries no title it cannot yet cite.
 */
import { PAGES, type RuleDef } from './rule-pages.ts';
import type { RuleId } from './rule-ids.ts';
import { LEVEL_1_RULES } from './rules-level1.ts';

const known = new Map<string, RuleDef>(Object.entries(LEVEL_1_RULES));

/** Makes more rules' titles and pages known (all-levels.ts, with the modules that cite them). */
export function addRuleTitles(rules: Readonly<Record<string, RuleDef>>): void {
  for (const [id, def] of Object.entries(rules)) known.set(id, def);
}

/**
 * The site path of the paragraph that explains a rule, e.g. `/level-1/#buy.suit-bonus`. A rule whose
 * titles are not loaded yet (a page that cites it before loading all-levels.ts: a bug) keeps its
 * anchor, so the link is wrong but the page still works.
 */
export function rulePath(id: RuleId): string {
  const def = known.get(id);
  return def ? `${PAGES[def.page]}#${id}` : `#${id}`;
}

/** A rule's title (its id, for a rule whose title is not loaded yet: see rulePath). */
export function ruleTitle(id: RuleId): string {
  return known.get(id)?.title ?? id;
}
