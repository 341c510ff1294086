/**
 * A coached game's turns: whose move it is, and what the coach or the computer seat does there.
 * The coach page (src/components/coach) plays the computer seats' turns with `coachTurn`; the
 * property tests and the bench play whole games with `playCoachedGame`, the learner following every
 * suggestion. Both draw their randomness the same way, from how many moves were played (the
 * playground's `replaySeed`: public facts only), so a link to a coached game reopens on the same
 * suggestion, and a prepared opening (openings.ts) plays out the same for every learner who follows it.
 */
import { deciders, type GameState, type Move, play, type Seat } from '../machine/index.ts';
import { nextComputerMove, replaySeed, type SeatPlayer } from '../players/index.ts';
import { adviceFor } from './index.ts';
import type { Advice } from './types.ts';

export type CoachTurn =
  | { readonly kind: 'over' }
  /** The learner decides: the coach's advice. */
  | { readonly kind: 'learner'; readonly advice: Advice }
  /** A computer seat's move, and its reason. */
  | { readonly kind: 'computer'; readonly seat: Seat; readonly move: Move; readonly reason: string };

/**
 * Who moves after `movesPlayed` moves, and how. When the learner is among those who may decide
 * (a Panic! lets several seats act), the computers wait for the learner.
 */
export function coachTurn(
  state: GameState,
  learner: Seat,
  movesPlayed: number,
  advise: (state: GameState, rng: number) => Advice = (s, r) => adviceFor(s, learner, r),
): CoachTurn {
  if (state.phase === 'gameOver') return { kind: 'over' };
  const rng = replaySeed(movesPlayed);
  if (deciders(state).includes(learner)) return { kind: 'learner', advice: advise(state, rng) };
  const players: SeatPlayer[] = state.players.map((_, i) => (i === learner ? null : 'simple'));
  // The learner is not deciding, so a computer seat is: let it act even if it refuses a Panic!.
  const next = nextComputerMove(state, players, rng, true);
  if (!next.decision) throw new Error(`No seat moves at ${state.phase}.`);
  return { kind: 'computer', seat: next.decision.seat, move: next.decision.move, reason: next.decision.reason };
}

export interface CoachedGame {
  readonly final: GameState;
  /** How many times the learner was advised (and followed the suggestion). */
  readonly decisions: number;
  /** Every move played, in order. */
  readonly moves: readonly Move[];
}

/**
 * Plays from `start` until the game is over or `cap` moves were played, the learner following every
 * suggestion. `advise` gives the advice at each of the learner's decisions (`adviceFor`, or a
 * wrapper that checks or times it); `onMove` sees each move played with the states around it.
 */
export function playCoachedGame(
  start: GameState,
  learner: Seat,
  cap: number,
  advise?: (state: GameState, rng: number) => Advice,
  onMove?: (move: Move, before: GameState, after: GameState, events: Extract<ReturnType<typeof play>, { ok: true }>['events']) => void,
): CoachedGame {
  let state = start;
  let decisions = 0;
  const moves: Move[] = [];
  while (moves.length < cap && state.phase !== 'gameOver') {
    const turn = coachTurn(state, learner, moves.length, advise);
    if (turn.kind === 'over') break;
    const move = turn.kind === 'learner' ? turn.advice.suggestion.move : turn.move;
    if (turn.kind === 'learner') decisions++;
    const out = play(state, move);
    if (!out.ok) throw new Error(`${move.type} was refused: ${out.illegal.reason}`);
    onMove?.(move, state, out.game, out.events);
    moves.push(move);
    state = out.game;
  }
  return { final: state, decisions, moves };
}
