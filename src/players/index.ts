/**
 * Computer players for any seat, at Levels 1 to 4. Pure and seeded: plain data in and out, no DOM,
 * no Math.random; every random choice comes from a generator state the caller threads through
 * (mulberry32, as the engine's own), so the same seed always gives the same game.
 *
 * Each player sees only what its seat could see (see simple.ts for the exact list); a decision is
 * `{ move, reason, rng }`, the reason a short sentence in plain words.
 *
 *   - `random`: a kind of move uniformly, then a move of that kind (random.ts);
 *   - `simple`: a few explainable rules (simple.ts; the Roles' in roles.ts, the Policy's in policy.ts,
 *     the two-player rules in puppets.ts, the Space Program's in space.ts, the Troublemaker's in
 *     troublemaker.ts and troublemaker-windows.ts).
 */
import { deciders, type GameState, type Move, play, type Seat } from '../machine/index.ts';
import { nextInt, toSeed } from '../machine/core/rng.ts';
import { randomMove } from './random.ts';
import { simpleMove } from './simple.ts';
import type { Decision } from './types.ts';

export type PlayerKind = 'random' | 'simple';
export { replaySeed } from './replay-seed.ts';
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

/** A seat's player: a kind of computer player, or null for a person. */
export type SeatPlayer = PlayerKind | null;

/** A computer seat's decision, with the seat that makes it. */
export type SeatDecision = Decision & { readonly seat: Seat };

/**
 * The next move a computer seat makes now, or null when none will: the game is over, or only
 * people decide, or (in the Panic! negotiation, where several seats may act at once) every computer
 * would refuse while a person may still act: a refusal ends the negotiation, so the computers let
 * the people have their say first. `refuseAnyway` lets the computers refuse even so (a "Step" the
 * teacher asks for). The computer seats that may act are asked in an order drawn at random, and the
 * first that does not refuse acts: everyone has their say before the table gives up.
 */
export function nextComputerMove(state: GameState, players: readonly SeatPlayer[], rng: number, refuseAnyway = false): { decision: SeatDecision | null; rng: number } {
  if (state.phase === 'gameOver') return { decision: null, rng };
  const who = deciders(state);
  const computers = who.filter((seat) => players[seat]);
  if (computers.length === 0) return { decision: null, rng };
  const [first, afterPick] = nextInt(rng, computers.length);
  let next = afterPick;
  let refusal: SeatDecision | null = null;
  for (let k = 0; k < computers.length; k++) {
    const seat = computers[(first + k) % computers.length]!;
    const decision = chooseMove(players[seat]!, state, seat, next);
    next = decision.rng;
    if (decision.move.type !== 'panicRefuse' || who.length === 1) return { decision: { ...decision, seat }, rng: next };
    refusal ??= { ...decision, seat };
  }
  const peopleMayAct = computers.length < who.length;
  return { decision: peopleMayAct && !refuseAnyway ? null : refusal, rng: next };
}

/**
 * Plays from `start` with one kind of player per seat until the game is over or `cap` moves were
 * played (see `nextComputerMove` for who acts when several seats may). `onStep` sees each decision
 * before it is played. A refused move throws (a player bug).
 */
export function playGame(start: GameState, kinds: readonly PlayerKind[], seed: number, cap: number, onStep?: (step: Step) => void): PlayedGame {
  let state = start;
  let rng = toSeed(seed);
  let moves = 0;
  const players = state.players.map((_, seat) => kinds[seat] ?? 'random');
  while (state.phase !== 'gameOver' && moves < cap) {
    const next = nextComputerMove(state, players, rng);
    rng = next.rng;
    const pick = next.decision;
    if (!pick) throw new Error('Nobody may act, yet the game is not over.');
    onStep?.({ state, seat: pick.seat, move: pick.move, reason: pick.reason });
    const result = play(state, pick.move);
    if (!result.ok) throw new Error(`Seat ${pick.seat + 1} chose an illegal move ${JSON.stringify(pick.move)}: ${result.illegal.reason}`);
    state = result.game;
    moves++;
  }
  return { final: state, moves, over: state.phase === 'gameOver' };
}
