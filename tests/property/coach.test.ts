/**
 * The coach (src/coach) in coached games: the learner at seat 1 plays every suggestion, simple
 * computer players at the other seats, at each Level, with two players, the Space Program and the
 * Troublemakers. At every decision of the learner:
 *   - the advice says what the game waits for, with its rule; it lists every legal move of the
 *     seat exactly once, grouped, each group with its rule; every word is a sentence or a label;
 *   - the suggestion is one of the legal moves and the engine accepts it, with a reason and a rule;
 *   - a Buy comes with its chances in words, and a warning exactly when it cannot win or is unlikely;
 * and at random decisions of random games, a table that differs only in what the learner cannot
 * see gets the same advice, word for word.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createGame, deciders, type GameState, isRuleId, legalMoves, type NewGameOptions, sameMove } from '../../src/machine/index.ts';
import { playGame } from '../../src/players/index.ts';
import { adviceFor } from '../../src/coach/index.ts';
import { playCoachedGame } from '../../src/coach/coached-game.ts';
import { lookAlike } from '../helpers/look-alike.ts';

const LEARNER = 0;
/** Moves per game at most: a table of simple players ends a Level 1 game in about 100 moves, a Level 4 game in several hundred. */
const CAP = 2000;

const TABLES: readonly { name: string; options: NewGameOptions }[] = [
  { name: 'Level 1', options: { players: 4, level: 1 } },
  { name: 'Level 2', options: { players: 4, level: 2 } },
  { name: 'Level 3', options: { players: 4, level: 3 } },
  { name: 'Level 4', options: { players: 4, level: 4 } },
  { name: 'two players', options: { players: 2, level: 2 } },
  { name: 'the Space Program', options: { players: 4, level: 3, modules: ['space-program'] } },
  { name: 'the Troublemakers', options: { players: 4, level: 4, modules: ['troublemakers'] } },
];

function newGame(options: NewGameOptions, seed: number): GameState {
  const made = createGame({ ...options, seed });
  if (!made.ok) throw new Error(made.error.reason);
  return made.game;
}

/** Checks the advice at one of the learner's decisions and returns the suggested move. */
function checkAdvice(state: GameState, rng: number) {
  const advice = adviceFor(state, LEARNER, rng);
  expect(isRuleId(advice.now.rule)).toBe(true);
  expect(advice.now.words.length).toBeGreaterThan(0);
  const legal = legalMoves(state, LEARNER);
  const listed = advice.groups.flatMap((g) => g.options.map((o) => o.move));
  expect(listed.length).toBe(legal.length);
  for (const m of legal) expect(listed.filter((l) => sameMove(l, m)).length).toBe(1);
  for (const g of advice.groups) {
    expect(isRuleId(g.rule), `${g.group}: a rule`).toBe(true);
    expect(g.options.length).toBeGreaterThan(0);
    for (const o of g.options) {
      expect(o.words.length).toBeGreaterThan(0);
      if (o.move.type === 'buy' && o.move.seat === LEARNER) {
        expect(o.preview).toMatch(/^You put forward \d+/);
        const chance = Number(/wins in (\d+) %/.exec(o.preview!)?.[1] ?? NaN);
        if (o.preview!.includes('the Buy fails.')) expect(o.warning).toMatch(/^This Buy cannot win/);
        // A likely Buy gets no warning of its own (it may still pass up a sure one).
        if (chance >= 34) expect(o.warning ?? '', o.preview!).not.toMatch(/^This Buy/);
      }
      if (o.warning !== null) expect(o.warning).toMatch(/^[A-Z].{9,}\.$/);
    }
  }
  const { suggestion } = advice;
  expect(
    legal.some((m) => sameMove(m, suggestion.move)),
    `the suggestion ${suggestion.words} is legal`,
  ).toBe(true);
  expect(isRuleId(suggestion.rule)).toBe(true);
  expect(suggestion.reason).toMatch(/^[A-Z].{9,}[.!]$/);
  return advice;
}

/** Plays a coached game, checking the advice at each of the learner's decisions. */
function coachedGame(options: NewGameOptions, seed: number): { decisions: number; over: boolean } {
  const game = playCoachedGame(newGame(options, seed), LEARNER, CAP, checkAdvice);
  return { decisions: game.decisions, over: game.final.phase === 'gameOver' };
}

describe('the coach', () => {
  for (const { name, options } of TABLES)
    it(
      `${name}: at every decision of a learner who follows it, every legal move listed once with its rule, a legal suggestion with its reason`,
      { timeout: 120_000 },
      () => {
        const GAMES = 25;
        let decisions = 0;
        let over = 0;
        for (let g = 0; g < GAMES; g++) {
          const game = coachedGame(options, 700 + g);
          decisions += game.decisions;
          if (game.over) over++;
        }
        expect(decisions).toBeGreaterThan(GAMES * 5);
        expect(over, 'coached games end').toBe(GAMES);
      },
    );

  it('says the same to the learner on tables that differ only in what the learner cannot see', { timeout: 120_000 }, () => {
    let compared = 0;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: TABLES.length - 1 }), fc.nat(), fc.integer({ min: 0, max: 150 }), fc.nat(), fc.nat(), (t, seed, prefix, hidden, rng) => {
        const options = TABLES[t]!.options;
        const start = newGame(options, seed);
        let state = playGame(
          start,
          start.players.map(() => 'simple'),
          seed,
          prefix,
        ).final;
        if (state.phase === 'gameOver') state = start;
        for (const seat of deciders(state)) {
          const other = lookAlike(state, seat, hidden + seat);
          expect(JSON.stringify(adviceFor(other, seat, rng))).toBe(JSON.stringify(adviceFor(state, seat, rng)));
          compared++;
        }
      }),
      { numRuns: 120 },
    );
    expect(compared).toBeGreaterThanOrEqual(120);
  });
});
