/**
 * The random-games properties shared by the game files (Level 1 with and without the Special Action
 * cards, Level 2 new games and Level 2 positions, so that vitest runs them side by side on two
 * cores), and the resting-point helpers of the position properties.
 */
import fc from 'fast-check';
import {} from 'vitest';
import { createFromPosition, createGame, type GameState, type Level, panicOf, positionOf, replay } from '../../src/machine/index.ts';
import { assertInvariants } from './invariants.ts';
import type { PolicyOptions } from './policy.ts';
import { checkStep, playRandomly, type StepInfo } from './random-play.ts';
import { check } from './check.ts';

/** Moves per Level 1 game at most. */
export const MAX_MOVES = 150;
/** Moves per Level 2 game at most: enough for most cautious games to end (bold ones end in about 60). */
export const MAX_MOVES_L2 = 260;
/** Every SAMPLE-th position gets the expensive checks (each listed move played; frozen input). */
export const SAMPLE = 40;

/** Two fast-check numbers per move: see `chooseMove`. */
export const choicesOf = (moves: number) => fc.array(fc.noBias(fc.nat({ max: 0xffff })), { minLength: 2 * moves, maxLength: 2 * moves });
export const choices = choicesOf(MAX_MOVES);

export function newGame(players: number, specialActions: boolean, seed: number, level: Level = 1): GameState {
  const made = createGame({ players, specialActions, seed, level });
  if (!made.ok) throw new Error(`setup refused: ${made.error.reason}`);
  return made.game;
}

export interface Tally {
  games: number;
  finished: number;
  rounds: number;
  moves: number;
  victories: number;
  revolutions: number;
  /** Panic!s started, agreed (the sacrifice made), refused; trades and withdrawals offered in them. */
  panics: number;
  panicsAgreed: number;
  panicsRefused: number;
  panicTrades: number;
  panicWithdrawals: number;
  rebelsRemoved: number;
  /** Chosen outcomes played (a die roll, the next Crisis, the Panic! card). */
  tableMoves: number;
}

export const emptyTally = (): Tally => ({
  games: 0,
  finished: 0,
  rounds: 0,
  moves: 0,
  victories: 0,
  revolutions: 0,
  panics: 0,
  panicsAgreed: 0,
  panicsRefused: 0,
  panicTrades: 0,
  panicWithdrawals: 0,
  rebelsRemoved: 0,
  tableMoves: 0,
});

/**
 * Watches one game step by step: the per-move checks of `checkStep`, and over the whole game the
 * Panic! (at most once, never after it is done) and the end (nothing after the game is over; the
 * Revolution exactly with ten Rebels, which the state invariants check at every step).
 */
export function gameWatcher(start: GameState, tally: Tally, offset: number) {
  let panics = panicOf(start).done ? 1 : 0;
  let over = start.phase === 'gameOver';
  return (step: StepInfo) => {
    if (over) throw new Error(`a move was played after the game was over: ${JSON.stringify(step.move)}`);
    checkStep(step, SAMPLE, offset);
    for (const e of step.events) {
      if (e.type === 'panicStarted') {
        panics++;
        tally.panics++;
      }
      if (e.type === 'panicSacrificed') tally.panicsAgreed++;
      if (e.type === 'panicFailed') tally.panicsRefused++;
      if (e.type === 'panicTraded') tally.panicTrades++;
      if (e.type === 'panicWithdrawn') tally.panicWithdrawals++;
      if (e.type === 'rebelRemoved') tally.rebelsRemoved++;
    }
    if (panics > 1) throw new Error(`a second Panic! after move ${step.index} ${JSON.stringify(step.move)}`);
    if (step.move.type === 'choose') tally.tableMoves++;
    over = step.after.phase === 'gameOver';
  };
}

function count(tally: Tally, run: { final: GameState; moves: readonly unknown[] }, start: GameState) {
  tally.games++;
  tally.moves += run.moves.length;
  tally.rounds += run.final.round - start.round;
  if (run.final.phase === 'gameOver') {
    tally.finished++;
    if (run.final.result?.kind === 'victory') tally.victories++;
    if (run.final.result?.kind === 'revolution') tally.revolutions++;
  }
}

export interface RandomGamesOptions {
  readonly specialActions: boolean | 'both';
  readonly numRuns: number;
  readonly level?: Level;
  readonly maxMoves?: number;
}

/**
 * Runs `numRuns` random games from new setups (3 to 5 players) and returns what they reached.
 * Every move keeps the invariants, every listed move is playable, inputs are never mutated, the
 * same options and moves give the same game. At Level 2 the player is bold or cautious and
 * sometimes fixes chosen outcomes (see `policy.ts`).
 */
export function randomGames({ specialActions, numRuns, level = 1, maxMoves = level >= 2 ? MAX_MOVES_L2 : MAX_MOVES }: RandomGamesOptions): Tally {
  const tally = emptyTally();
  const policy: fc.Arbitrary<PolicyOptions> =
    level >= 2 ? fc.record({ style: fc.constantFrom('bold' as const, 'cautious' as const), tableMoves: fc.boolean() }) : fc.constant({});
  const special = specialActions === 'both' ? fc.boolean() : fc.constant(specialActions);
  fc.assert(
    fc.property(fc.integer({ min: 3, max: 5 }), special, fc.nat(), fc.nat({ max: SAMPLE - 1 }), policy, choicesOf(maxMoves), (players, sa, seed, offset, how, picks) => {
      const start = newGame(players, sa, seed, level);
      assertInvariants(start, 'at setup');
      const run = playRandomly(start, picks, maxMoves, gameWatcher(start, tally, offset), how);

      // Determinism: the same options and moves give the same game.
      check(newGame(players, sa, seed, level)).toEqual(start);
      const replayed = replay(newGame(players, sa, seed, level), run.moves);
      check(replayed.ok).toBe(true);
      check(replayed.states[replayed.states.length - 1]).toEqual(run.final);
      count(tally, run, start);
    }),
    // No shrinking: a game of hundreds of moves shrinks for minutes; the seed and path replay it.
    { numRuns, endOnFailure: true },
  );
  return tally;
}

export const resting = (s: GameState) => s.windows.length === 0 && (s.phase === 'turn.start' || s.phase === 'turn.action');

/** The state a re-created game must equal: its options record where (and with what seed) it starts. */
export const restarted = (s: GameState): GameState => ({ ...s, options: { ...s.options, seed: s.rng, firstPlayer: s.current } });

/**
 * Plays on from `start` until a resting phase at least `prefix` moves in (no chosen outcomes, so
 * the position says everything); null if the game ends first.
 */
export function midgame(start: GameState, picks: readonly number[], prefix: number, policy: PolicyOptions = {}, onStep?: (step: StepInfo) => void): GameState | null {
  const first = playRandomly(start, picks, prefix, onStep ?? ((step) => checkStep(step, SAMPLE, 0)), { ...policy, tableMoves: false });
  let s = first.final;
  for (let extra = 0; !resting(s); extra++) {
    if (s.phase === 'gameOver' || extra > 20) return null;
    s = playRandomly(s, picks.slice(2 * (prefix + extra)), 1, undefined, { ...policy, tableMoves: false }).final;
  }
  return s;
}

/**
 * Re-creates `mid` from its position, checks it is the same game, plays on, and checks the copy
 * keeps step with the original. Returns the copy's run.
 */
export function continueFrom(mid: GameState, picks: readonly number[], offset: number, maxMoves = MAX_MOVES, policy: PolicyOptions = {}, tally?: Tally) {
  const again = createFromPosition(positionOf(mid));
  if (!again.ok) throw new Error(`the position of a real game was refused: ${again.error.rule}: ${again.error.reason}`);
  check(again.game).toEqual(restarted(mid));
  assertInvariants(again.game, 'after createFromPosition');

  const copy = playRandomly(again.game, picks, maxMoves, tally ? gameWatcher(again.game, tally, offset) : (step) => checkStep(step, SAMPLE, offset), policy);
  const original = replay(mid, copy.moves);
  check(original.ok).toBe(true);
  const last = original.states[original.states.length - 1]!;
  check(copy.final).toEqual({ ...last, options: copy.final.options });
  if (tally) count(tally, copy, again.game);
  return copy;
}
