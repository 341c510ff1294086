/**
 * Computer players for any seat, at Levels 1 and 2. Pure and seeded: plain data in and out, no DOM,
 * no Math.random; every random choice comes from a generator state the caller threads through
 * (mulberry32, as the engine's own), so the same seed always gives the same game.
 *
 * Each player sees only what its seat could see (see simple.ts for the exact list); a decision is
 * `{ move, reason, rng }`, the reason a short sentence in plain words.
 *
 *   - `random`: a kind of move uniformly, then a move of that kind (random.ts);
 *   - `simple`: a few explainable rules (simple.ts).
 */
import { deciders, type GameState, type Move, play, type Seat } from '../machine/index.ts';
import { nextInt, toSeed } from '../machine/core/rng.ts';
import { randomMove } from './random.ts';
import { simpleMove } from './simple.ts';
import type { Decision } from './types.ts';

export type PlayerKind = 'random' | 'simple';
export type { Decision } from './types.ts';

/** The move a player of this kind makes for this seat now, why, and the generator's next state. */
export function chooseMove(kind: PlayerKind, state: GameState, seat: Seat, rng: number): Decision {
  return kind === 'simple' ? simpleMove(state, seat, rng) : randomMove(state, seat, rng);
}

export interface Step {
  readonly state: GameState;
  readonly seat: Seat;
  readonly move: Move;
  readonly reason: string;
}

export interface PlayedGame {
  readonly final: GameState;
  /** Moves played. */
  readonly moves: number;
  /** Whether the game ended (rather than stopping at the cap). */
  readonly over: boolean;
}

/**
 * Plays from `start` with one kind of player per seat until the game is over or `cap` moves were
 * played. When several seats may act at once (the Panic! negotiation), they are asked in an order
 * drawn at random and the first who does not refuse acts: everyone has their say before the table
 * gives up, which is how a refusal comes "after a while". `onStep` sees each decision before it is
 * played. A refused move throws (a player bug).
 */
export function playGame(start: GameState, kinds: readonly PlayerKind[], seed: number, cap: number, onStep?: (step: Step) => void): PlayedGame {
  let state = start;
  let rng = toSeed(seed);
  let moves = 0;
  while (state.phase !== 'gameOver' && moves < cap) {
    const who = deciders(state);
    if (who.length === 0) throw new Error('Nobody may act, yet the game is not over.');
    const [first, afterPick] = nextInt(rng, who.length);
    rng = afterPick;
    let chosen: (Decision & { seat: Seat }) | null = null;
    let refusal: (Decision & { seat: Seat }) | null = null;
    for (let k = 0; k < who.length && chosen === null; k++) {
      const seat = who[(first + k) % who.length]!;
      const decision = chooseMove(kinds[seat] ?? 'random', state, seat, rng);
      rng = decision.rng;
      if (decision.move.type === 'panicRefuse' && who.length > 1) refusal ??= { ...decision, seat };
      else chosen = { ...decision, seat };
    }
    const pick = (chosen ?? refusal)!;
    onStep?.({ state, seat: pick.seat, move: pick.move, reason: pick.reason });
    const result = play(state, pick.move);
    if (!result.ok) throw new Error(`Seat ${pick.seat + 1} chose an illegal move ${JSON.stringify(pick.move)}: ${result.illegal.reason}`);
    state = result.game;
    moves++;
  }
  return { final: state, moves, over: state.phase === 'gameOver' };
}
