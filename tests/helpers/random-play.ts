/**
 * Random play through the public surface only: list the legal moves, pick one, play it. The picks
 * come from numbers the caller supplies (fast-check in the property tests), so a failing game can be
 * replayed and shrunk. The player itself (which move for which numbers) is `policy.ts`, shared with
 * the benchmark.
 */
import {} from 'vitest';
import { checkMove, deciders, type GameEvent, type GameState, legalMoves, type Move, play, stepOf } from '../../src/machine/index.ts';
import { assertInvariants, assertStep } from './invariants.ts';
import { pickMove, pickSeat, type PolicyOptions } from './policy.ts';
import { check } from './check.ts';

export { chooseMove } from './policy.ts';

export interface StepInfo {
  readonly index: number;
  readonly before: GameState;
  readonly move: Move;
  readonly after: GameState;
  readonly listed: readonly Move[];
  readonly events: readonly GameEvent[];
}

export interface RandomRun {
  readonly final: GameState;
  readonly moves: readonly Move[];
}

/**
 * Plays until the game is over, `maxMoves` moves were played, or the choices run out (two per
 * move). Each move: a deciding seat is picked (`deciders`), then one of that seat's legal moves
 * (a kind of move first, then a move of that kind, so a Panic! negotiation with its many trades
 * still ends). `onStep` sees every step. A refused listed move (or chosen outcome), or no legal
 * move for a deciding seat while the game goes on, throws.
 */
export function playRandomly(start: GameState, choices: readonly number[], maxMoves: number, onStep?: (step: StepInfo) => void, policy: PolicyOptions = {}): RandomRun {
  let state = start;
  const moves: Move[] = [];
  for (let i = 0; i < maxMoves && state.phase !== 'gameOver' && 2 * i + 1 < choices.length; i++) {
    const seat = pickSeat(state, choices[2 * i + 1]!);
    if (seat === null) throw new Error(`nobody may act in ${stepOf(state)} after ${i} moves`);
    const listed = legalMoves(state, seat);
    if (listed.length === 0) throw new Error(`no legal move for seat ${seat} in ${stepOf(state)} after ${i} moves`);
    const move = pickMove(state, listed, choices[2 * i]!, choices[2 * i + 1]!, policy);
    const result = play(state, move);
    if (!result.ok) throw new Error(`listed move ${JSON.stringify(move)} refused after ${i} moves: ${result.illegal.code} ${result.illegal.reason}`);
    onStep?.({ index: i, before: state, move, after: result.game, listed, events: result.events });
    moves.push(move);
    state = result.game;
  }
  return { final: state, moves };
}

/** Freezes an object and everything reachable from it, so any later write throws (in strict code). */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object') {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}

/**
 * The checks made after each step of a random game: the table is sound; and on every `sample`-th
 * step (from `offset`) exactly the deciding seats have moves, every listed move is accepted by
 * `checkMove` and by `play`, and `play` leaves its deep-frozen input untouched and gives the same
 * result again.
 */
export function checkStep(step: StepInfo, sample: number, offset: number): void {
  assertInvariants(step.after, () => `after move ${step.index} ${JSON.stringify(step.move)}`);
  assertStep(step.before, step.move, step.after, step.events, () => `(move ${step.index} ${JSON.stringify(step.move)})`);
  if (step.index % sample !== offset) return;

  // Only deciding seats have moves, each at least one (or the game would wait on them for ever); every listed move is playable.
  const who = deciders(step.before);
  step.before.players.forEach((_, seat) => {
    const count = legalMoves(step.before, seat).length;
    if (!who.includes(seat) && count > 0) throw new Error(`seat ${seat} has legal moves but may not act in ${stepOf(step.before)}`);
    if (who.includes(seat) && count === 0) throw new Error(`seat ${seat} is asked to act but has no legal move in ${stepOf(step.before)}`);
  });
  for (const listed of who.flatMap((seat) => legalMoves(step.before, seat))) {
    // A copy, not the listed object itself: `play` trusts an object it listed, and this checks the move in full.
    const move = structuredClone(listed);
    const problem = checkMove(step.before, move);
    if (problem) throw new Error(`listed move ${JSON.stringify(move)} refused by checkMove: ${problem.reason}`);
    const result = play(step.before, move);
    if (!result.ok) throw new Error(`listed move ${JSON.stringify(move)} refused by play: ${result.illegal.reason}`);
    assertInvariants(result.game, () => `after listed move ${JSON.stringify(move)}`);
  }

  const text = JSON.stringify(step.before);
  deepFreeze(step.before);
  const again = play(step.before, step.move);
  if (!again.ok) throw new Error(`move refused on the frozen state: ${again.illegal.reason}`);
  check(JSON.stringify(step.before)).toBe(text);
  check(JSON.stringify(again.game)).toBe(JSON.stringify(step.after));
}
