/**
 * Random two-player games (Puppets) from new setups, Levels 1 to 4. After every move: every card
 * and Asset in exactly one place (module zones included, see `cardPlaces`), every shared and module
 * invariant, and the Puppets' own rules (no cards, no Role, no envelope, no Bunker, never the turn,
 * never a decider: `two-player-invariants.ts`); the Poorest Player chosen at a Round's start is a
 * person; and neither person's view shows the other's hand. The same options and moves replay to
 * the same game. On a sample of states, every listed move plays and keeps the invariants, and no
 * seat that does not decide (a Puppet) has a move.
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { createGame, type GameState, type Level, replay, viewOf } from '../../src/machine/index.ts';
import { isPuppet } from '../../src/machine/core/seats.ts';
import { choicesOf, SAMPLE } from '../helpers/game-property.ts';
import { assertStep } from '../helpers/invariants.ts';
import { playRandomly, type StepInfo } from '../helpers/random-play.ts';
import { assertTwoPlayerInvariants, checkListedMoves } from '../helpers/two-player-invariants.ts';
import { check } from '../helpers/check.ts';

const GAMES = 520;
/** Moves per game at most: sized so the file runs in well under a minute on two cores. */
const MAX_MOVES = 500;

/** What the random games reached, so the test knows they exercised the Puppets. */
const tally = { games: 0, over: 0, puppetWins: 0, rolls: 0, cards: 0, buys: 0, audits: 0, nudges: 0, purchases: 0, swaps: 0, poorest: 0 };

function newGame(level: Level, seed: number): GameState {
  const made = createGame({ players: 2, level, seed });
  if (!made.ok) throw new Error(made.error.reason);
  return made.game;
}

/** Neither person sees the other's hand (its size only). */
function checkViews(state: GameState): void {
  for (const viewer of [0, 2]) {
    const other = viewer === 0 ? 2 : 0;
    const seen = viewOf(state, viewer).players[other]!.hand;
    check(
      seen.every((c) => c === null),
      `seat ${viewer} sees seat ${other}'s hand`,
    ).toBe(true);
    check(seen).toHaveLength(state.players[other]!.hand.length);
  }
}

function checkStep(step: StepInfo): void {
  const where = `after move ${step.index} ${JSON.stringify(step.move)}`;
  if (step.index % SAMPLE === 0) checkListedMoves(step.before);
  assertTwoPlayerInvariants(step.after, where);
  assertStep(step.before, step.move, step.after, step.events, where);
  checkViews(step.after);
  for (const e of step.events) {
    if (e.type === 'firstPlayer') {
      check(isPuppet(step.after, e.player), `a Puppet chosen as the Poorest Player ${where}`).toBe(false);
      check(e.players.some((s) => isPuppet(step.after, s))).toBe(false);
      tally.poorest++;
    }
    if (e.type === 'puppetRolled') tally.rolls++;
    if (e.type === 'puppetCard') tally.cards++;
    if (e.type === 'puppetBuys') tally.buys++;
    if (e.type === 'puppetAudited') tally.audits++;
    if (e.type === 'puppetNudged') tally.nudges++;
    if (e.type === 'purchased') tally.purchases++;
    if (e.type === 'puppetSwapped') tally.swaps++;
  }
}

/** One random game from the drawn values, checked at every move, counted in the tally. */
const oneGame = fc.property(
  fc.constantFrom(1, 2, 3, 4),
  fc.nat(),
  fc.record({ style: fc.constantFrom('bold' as const, 'cautious' as const), tableMoves: fc.boolean() }),
  choicesOf(MAX_MOVES),
  (level, seed, policy, picks) => {
    const start = newGame(level as Level, seed);
    assertTwoPlayerInvariants(start, 'at setup');
    checkViews(start);
    const run = playRandomly(start, picks, MAX_MOVES, checkStep, policy);
    const replayed = replay(newGame(level as Level, seed), run.moves);
    check(replayed.ok).toBe(true);
    check(replayed.states.at(-1)).toEqual(run.final);
    tally.games++;
    if (run.final.phase === 'gameOver') {
      tally.over++;
      const completers = run.final.players.flatMap((p, seat) => (isPuppet(run.final, seat) && p.assets.length === 5 ? [seat] : []));
      if (completers.length > 0 && run.final.result?.kind === 'victory') tally.puppetWins++;
    }
  },
);

/**
 * The run of games that checks a Puppet's win: a rare end for random players (none in some runs of
 * 520 fresh games), so it is drawn from a fixed seed, where it comes up, rather than left to chance.
 */
const PUPPET_WIN_SEED = 20261202;
const PUPPET_WIN_GAMES = 200;

describe('random two-player games', () => {
  it(`${GAMES} games across Levels 1–4 keep every card, Asset and Puppet rule`, () => {
    // No shrinking: a game of hundreds of moves shrinks for minutes; the seed and picks replay it.
    fc.assert(oneGame, { numRuns: GAMES, endOnFailure: true });
    check(tally.games).toBe(GAMES);
    check(tally.over).toBeGreaterThan(GAMES / 2);
    check(tally.rolls).toBeGreaterThan(GAMES * 10);
    for (const reached of ['cards', 'buys', 'audits', 'nudges', 'purchases', 'swaps', 'poorest'] as const) check(tally[reached], reached).toBeGreaterThan(0);
  }, 300_000);

  it(`a Puppet completes its Billionaire and wins in ${PUPPET_WIN_GAMES} games from a fixed seed, every rule kept`, () => {
    const before = tally.puppetWins;
    fc.assert(oneGame, { numRuns: PUPPET_WIN_GAMES, endOnFailure: true, seed: PUPPET_WIN_SEED });
    check(tally.puppetWins - before).toBeGreaterThan(0);
  }, 300_000);
});
