/**
 * Every rule the engine can cite, in one place. An id is stable: it is the heading anchor of the
 * paragraph that explains the rule on the site (`/<page>/#<id>`), so renaming one breaks links
 * players have pasted. A test checks that each id here is an anchor in the built site.
 *
 * The list is kept in two files so that a page starting with a Level 1 game does not download the
 * other levels' titles: a rule a Level 1 game can cite (its setup, its turn, the tools) goes in
 * rules-level1.ts, any other (a higher Level's setup included) in rules-more.ts. Links get their
 * titles from rule-links.ts.
 */
import { LEVEL_1_RULES } from './rules-level1.ts';
import { MORE_RULES } from './rules-more.ts';

export const RULES = { ...LEVEL_1_RULES, ...MORE_RULES } as const;

export type RuleId = keyof typeof RULES;

export function isRuleId(value: unknown): value is RuleId {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(RULES, value);
}
