/**
 * Rule titles for links (core/rule-links.ts): a page that starts with a Level 1 game downloads only
 * the titles of the rules such a game can cite (rules-level1.ts); the others (rules-more.ts) arrive
 * with the other levels' modules (all-levels.ts). This file imports the first download's engine
 * only (api.ts and level1.ts, not index.ts), as the playground does, so what it sees before
 * loading all-levels.ts is what the playground sees.
 */
import { describe, expect, it } from 'vitest';
import '../../../src/machine/level1.ts';
import { createGame, legalMoves, play, waitingFor, type RuleId } from '../../../src/machine/api.ts';
import { PAGES } from '../../../src/machine/core/rule-pages.ts';
import { RULES } from '../../../src/machine/core/rule-ids.ts';
import { rulePath, ruleTitle } from '../../../src/machine/core/rule-links.ts';
import { LEVEL_1_RULES } from '../../../src/machine/core/rules-level1.ts';
import { MORE_RULES } from '../../../src/machine/core/rules-more.ts';

/** Every rule a seeded Level 1 game cites while it is played: each event's, and what it waits for at each step. */
function citedInLevel1Game(seed: number, players: number, moves: number): Set<RuleId> {
  const made = createGame({ players, seed, specialActions: true, level: 1 });
  if (!made.ok) throw new Error(made.error.reason);
  let state = made.game;
  const cited = new Set<RuleId>();
  for (let i = 0; i < moves && !state.result; i++) {
    cited.add(waitingFor(state).rule);
    const legal = legalMoves(state);
    // A fixed pick among the legal moves (no randomness): the same games every run.
    const move = legal[(seed * 7 + i * 13) % Math.max(1, legal.length)];
    if (!move) break;
    const r = play(state, move);
    if (!r.ok) throw new Error(r.illegal.reason);
    for (const e of r.events) cited.add(e.rule);
    state = r.game;
  }
  return cited;
}

describe('rule titles in two parts', () => {
  it('the two lists share no rule, and together they are every rule', () => {
    const first = Object.keys(LEVEL_1_RULES);
    const more = Object.keys(MORE_RULES);
    expect(first.filter((id) => more.includes(id))).toEqual([]);
    expect([...first, ...more].sort()).toEqual(Object.keys(RULES).sort());
  });

  it('a Level 1 game played with the first download cites only rules whose titles it has', () => {
    const cited = new Set<RuleId>();
    for (const [seed, players] of [
      [3, 4],
      [8, 3],
      [21, 5],
      [34, 4],
    ] as const)
      for (const rule of citedInLevel1Game(seed, players, 150)) cited.add(rule);
    expect(cited.size).toBeGreaterThan(10);
    for (const rule of cited) {
      expect(Object.hasOwn(LEVEL_1_RULES, rule), rule).toBe(true);
      expect(ruleTitle(rule), rule).toBe(RULES[rule].title);
      expect(rulePath(rule), rule).toBe(`${PAGES[RULES[rule].page]}#${rule}`);
    }
  });

  it('before the other levels load, a rule of theirs keeps its anchor and shows its id; once they load, every rule has its title and page', async () => {
    expect(ruleTitle('tm.setup')).toBe('tm.setup');
    expect(rulePath('tm.setup')).toBe('#tm.setup');
    expect(ruleTitle('buy.suit-bonus')).toBe('Suit bonus');
    expect(rulePath('buy.suit-bonus')).toBe('/level-1/#buy.suit-bonus');
    await import('../../../src/machine/all-levels.ts');
    for (const id of Object.keys(RULES) as RuleId[]) {
      expect(ruleTitle(id), id).toBe(RULES[id].title);
      expect(rulePath(id), id).toBe(`${PAGES[RULES[id].page]}#${id}`);
    }
    expect(rulePath('tm.setup')).toBe('/troublemakers/#tm.setup');
  });
});
