/**
 * Coached games for the property tests (tests/property/coach*.test.ts): the learner at seat 1 plays
 * every suggestion, simple computer players the other seats, and at every decision of the learner
 * the advice is checked:
 *   - it says what the game waits for, with its rule; it lists every legal move of the seat exactly
 *     once, grouped, each group with its rule and each kind of move with what it changes on the
 *     table; every word is a sentence or a label;
 *   - the suggestion is one of the legal moves, with a reason and a rule;
 *   - a Buy comes with its chances in words, and a warning exactly when it cannot win or is unlikely.
 */
import { it } from 'vitest';
import { createGame, type GameState, isRuleId, legalMoves, type NewGameOptions, sameMove } from '../../src/machine/index.ts';
import { adviceFor } from '../../src/coach/index.ts';
import { playCoachedGame } from '../../src/coach/coached-game.ts';
import { check } from './check.ts';

export const LEARNER = 0;
/** Moves per game at most: a table of simple players ends a Level 1 game in about 100 moves, a Level 4 game in several hundred. */
const CAP = 2000;

export const TABLES: readonly { name: string; options: NewGameOptions }[] = [
  { name: 'Level 1', options: { players: 4, level: 1 } },
  { name: 'Level 2', options: { players: 4, level: 2 } },
  { name: 'Level 3', options: { players: 4, level: 3 } },
  { name: 'Level 4', options: { players: 4, level: 4 } },
  { name: 'two players', options: { players: 2, level: 2 } },
  { name: 'the Space Program', options: { players: 4, level: 3, modules: ['space-program'] } },
  { name: 'the Troublemakers', options: { players: 4, level: 4, modules: ['troublemakers'] } },
];

export function newGame(options: NewGameOptions, seed: number): GameState {
  const made = createGame({ ...options, seed });
  if (!made.ok) throw new Error(made.error.reason);
  return made.game;
}

/** Checks the advice at one of the learner's decisions and returns the suggested move. */
function checkAdvice(state: GameState, rng: number) {
  const advice = adviceFor(state, LEARNER, rng);
  check(isRuleId(advice.now.rule)).toBe(true);
  check(advice.now.words.length).toBeGreaterThan(0);
  const legal = legalMoves(state, LEARNER);
  const listed = advice.groups.flatMap((g) => g.options.map((o) => o.move));
  check(listed.length).toBe(legal.length);
  for (const m of legal) check(listed.filter((l) => sameMove(l, m)).length).toBe(1);
  for (const g of advice.groups) {
    check(isRuleId(g.rule), `${g.group}: a rule`).toBe(true);
    // Each kind of move says what it changes: once for a group of one kind, else on each kind's first option.
    const kinds = new Set(g.options.map((o) => o.move.type));
    const said = g.effect !== null ? [g.effect] : g.options.flatMap((o) => (o.effect === null ? [] : [o.effect]));
    check(said.length, `${g.group}: what each kind of move changes`).toBe(g.effect !== null ? 1 : kinds.size);
    if (g.effect !== null) check(kinds.size).toBe(1);
    for (const e of said) check(e).toMatch(/^[A-Z].{9,}\.$/);
    check(g.options.length).toBeGreaterThan(0);
    for (const o of g.options) {
      check(o.words.length).toBeGreaterThan(0);
      if (o.move.type === 'buy' && o.move.seat === LEARNER) {
        check(o.preview).toMatch(/^You put forward \d+/);
        const chance = Number(/wins in (\d+) %/.exec(o.preview!)?.[1] ?? NaN);
        if (o.preview!.includes('the Buy fails.')) check(o.warning).toMatch(/^This Buy cannot win/);
        // A likely Buy gets no warning of its own (it may still pass up a sure one).
        if (chance >= 34) check(o.warning ?? '', o.preview!).not.toMatch(/^This Buy/);
      }
      if (o.warning !== null) check(o.warning).toMatch(/^[A-Z].{9,}\.$/);
    }
  }
  const { suggestion } = advice;
  check(
    legal.some((m) => sameMove(m, suggestion.move)),
    `the suggestion ${suggestion.words} is legal`,
  ).toBe(true);
  check(isRuleId(suggestion.rule)).toBe(true);
  check(suggestion.reason).toMatch(/^[A-Z].{9,}[.!]$/);
  return advice;
}

/** Plays a coached game, checking the advice at each of the learner's decisions. */
function coachedGame(options: NewGameOptions, seed: number): { decisions: number; over: boolean } {
  const game = playCoachedGame(newGame(options, seed), LEARNER, CAP, checkAdvice);
  return { decisions: game.decisions, over: game.final.phase === 'gameOver' };
}

/**
 * A test that plays `games` coached games on a table (seeds 700 on) and checks the advice at each of
 * the learner's decisions; every game must end.
 */
export function coachedGamesTest(name: string, options: NewGameOptions, games: number): void {
  it(
    `${name}: ${games} coached games; at every decision of a learner who follows it, every legal move listed once with its rule, a legal suggestion with its reason`,
    { timeout: 240_000 },
    () => {
      let decisions = 0;
      let over = 0;
      for (let g = 0; g < games; g++) {
        const game = coachedGame(options, 700 + g);
        decisions += game.decisions;
        if (game.over) over++;
      }
      check(decisions).toBeGreaterThan(games * 5);
      check(over, 'coached games end').toBe(games);
    },
  );
}
