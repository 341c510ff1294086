/**
 * Random games with the Space Program from new setups, Levels 3 and 4, two to five players. The
 * random player contributes and launches often enough that launches happen, and the run checks that
 * escapes, explosions, boardings together and launches nobody boards all came up. After every move:
 * every shared and module invariant (every card, the Space Program envelope's included, and every
 * Asset in exactly one place; the Puppets' rules), the rules of change of a move; a Billionaire out
 * of the game never acts again (never a decider or an actor, never the seat of a move, never the
 * current player at a turn's start); the game ends exactly once; a player's view never shows another
 * player's hand, nor the envelope's cards unless a launch opened it (but for the card just contributed,
 * on show to every seat alike until the end of the next turn). The same options and moves
 * replay to the same game. On a sample of states, every listed move plays and keeps the invariants.
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { actors, createGame, deciders, type GameState, isPuppet, type Level, type MoveType, replay, seatsOut, spaceOf, viewOf } from '../../src/machine/index.ts';
import { choicesOf, SAMPLE } from '../helpers/game-property.ts';
import { assertStep } from '../helpers/invariants.ts';
import { WEIGHTS } from '../helpers/policy.ts';
import { playRandomly, type StepInfo } from '../helpers/random-play.ts';
import { assertTwoPlayerInvariants, checkListedMoves } from '../helpers/two-player-invariants.ts';
import { check } from '../helpers/check.ts';

const GAMES = 320;
/** Moves per game at most: sized so the file runs in well under a minute on two cores. */
const MAX_MOVES = 600;

/**
 * The random player's weights: the usual ones, plus contributions (one turn in a few, so envelopes
 * fill) and the launch (a kind of its own, so the Space Cowboy says yes half the time).
 */
const SPACE_WEIGHTS: Partial<Record<MoveType, number>> = { ...WEIGHTS, contribute: 4 };

/** What the random games reached, so the test knows they exercised the Space Program. */
const tally = { games: 0, over: 0, contributions: 0, launches: 0, escapes: 0, explosions: 0, together: 0, nobody: 0, refusals: 0, seatsOut: 0, lastLeft: 0 };

function newGame(players: number, level: Level, seed: number): GameState {
  const made = createGame({ players, level, seed, modules: ['space-program'] });
  if (!made.ok) throw new Error(made.error.reason);
  return made.game;
}

/** No person sees another's hand (its size only), nor the envelope's cards unless a launch opened it. */
function checkViews(state: GameState): void {
  const s = spaceOf(state);
  state.players.forEach((_, viewer) => {
    if (isPuppet(state, viewer)) return;
    const view = viewOf(state, viewer);
    view.players.forEach((p, other) => {
      if (other === viewer) return;
      check(
        p.hand.every((c) => c === null),
        `seat ${viewer} sees seat ${other}'s hand`,
      ).toBe(true);
    });
    const space = view.modules.spaceProgram!;
    check(space.count).toBe(s.envelope.length);
    if (s.launch === null && s.escaped === null) check(space.envelope, `seat ${viewer} sees inside the sealed envelope`).toBeNull();
    else check(space.envelope).toEqual(s.envelope);
    // The one card a view may name while the envelope is sealed: the last one contributed, shown to
    // every seat alike, and only until the end of the turn after its contribution.
    check(space.shown).toBe(s.shown?.card ?? null);
    if (space.shown !== null && s.launch === null && s.escaped === null) {
      check(s.envelope.at(-1), `seat ${viewer} is shown a card that is not the last one in`).toBe(space.shown);
      check(state.turn - s.shown!.turn, `a contribution still on show two turns later`).toBeLessThanOrEqual(1);
    }
  });
}

/** A Billionaire out of the game never acts again. */
function checkOut(step: StepInfo, where: string): void {
  const out = seatsOut(step.before);
  for (const seat of out) {
    check(deciders(step.before), `out seat ${seat} decides ${where}`).not.toContain(seat);
    check(actors(step.before), `out seat ${seat} acts ${where}`).not.toContain(seat);
    if (step.move.seat !== 'table') check(step.move.seat, `out seat ${seat} moved ${where}`).not.toBe(seat);
  }
  const after = seatsOut(step.after);
  // Out for good: nobody comes back.
  for (const seat of out) check(after).toContain(seat);
  if (step.after.phase === 'turn.start') check(after, `out seat has the turn ${where}`).not.toContain(step.after.current);
  for (const seat of after) check(actors(step.after)).not.toContain(seat);
}

/** The game ends once: no move after it, and its result never changes. */
function checkEnd(step: StepInfo, where: string): void {
  check(step.before.result, `a move after the game ended ${where}`).toBeNull();
  check(step.before.phase).not.toBe('gameOver');
  check(step.after.result !== null, `result and phase disagree ${where}`).toBe(step.after.phase === 'gameOver');
}

function countEvents(step: StepInfo): void {
  for (const e of step.events) {
    if (e.type === 'contributed') tally.contributions++;
    if (e.type === 'launchStarted') tally.launches++;
    if (e.type === 'rocketEscaped') tally.escapes++;
    if (e.type === 'rocketExploded') tally.explosions++;
    if (e.type === 'rocketBoarded' && e.players.length === 2) tally.together++;
    if (e.type === 'nobodyBoards') tally.nobody++;
    if (e.type === 'rocketAnswered' && !e.accepted) tally.refusals++;
    if (e.type === 'seatOut') tally.seatsOut++;
    if (e.type === 'spaceWon' && e.rule === 'space.out') tally.lastLeft++;
  }
}

function checkStep(step: StepInfo): void {
  const where = `after move ${step.index} ${JSON.stringify(step.move)}`;
  if (step.index % SAMPLE === 0) checkListedMoves(step.before);
  checkEnd(step, where);
  assertTwoPlayerInvariants(step.after, where);
  assertStep(step.before, step.move, step.after, step.events, where);
  checkOut(step, where);
  checkViews(step.after);
  countEvents(step);
}

describe('random games with the Space Program', () => {
  it(`${GAMES} games at Levels 3–4, 2 to 5 players, keep every rule and reach every kind of launch`, () => {
    fc.assert(
      fc.property(
        fc.constantFrom(3, 4),
        fc.integer({ min: 2, max: 5 }),
        fc.nat(),
        fc.constantFrom('bold' as const, 'cautious' as const),
        choicesOf(MAX_MOVES),
        (level, players, seed, style, picks) => {
          const start = newGame(players, level as Level, seed);
          assertTwoPlayerInvariants(start, 'at setup');
          checkViews(start);
          const run = playRandomly(start, picks, MAX_MOVES, checkStep, { style, weights: SPACE_WEIGHTS });
          const replayed = replay(newGame(players, level as Level, seed), run.moves);
          check(replayed.ok).toBe(true);
          check(replayed.states.at(-1)).toEqual(run.final);
          tally.games++;
          if (run.final.phase === 'gameOver') tally.over++;
        },
      ),
      // No shrinking: a game of hundreds of moves shrinks for minutes; the seed and picks replay it.
      { numRuns: GAMES, endOnFailure: true },
    );
    check(tally.games).toBe(GAMES);
    for (const reached of ['contributions', 'launches', 'escapes', 'explosions', 'together', 'nobody', 'seatsOut'] as const)
      check(tally[reached], reached).toBeGreaterThan(0);
  }, 120_000);
});
