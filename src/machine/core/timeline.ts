/**
 * A game's history that scales: the start, the moves, and a checkpoint state every few moves, so
 * any step can be rebuilt by replaying at most `CHECKPOINT_EVERY - 1` moves. A state costs a few
 * kilobytes; a move a few dozen bytes; so keeping moves, not snapshots, is what keeps a long game
 * (or a teacher's auto-play left running) small. Plain data, never changed in place: adding a move
 * returns a new timeline sharing the old one's arrays' contents.
 */
import type { GameEvent } from './events.ts';
import type { IllegalMove } from './illegal.ts';
import type { Move } from './moves.ts';
import { play } from './play.ts';
import type { GameState } from './state.ts';

/** How often a full state is kept. */
export const CHECKPOINT_EVERY = 32;

export interface Timeline {
  readonly start: GameState;
  readonly moves: readonly Move[];
  /** checkpoints[k] is the state after k × CHECKPOINT_EVERY moves (checkpoints[0] is the start). */
  readonly checkpoints: readonly GameState[];
  /** The state after every move: the last one, which is asked for most. */
  readonly last: GameState;
}

export function timelineFrom(start: GameState): Timeline {
  return { start, moves: [], checkpoints: [start], last: start };
}

/** Plays one more move at the end; an illegal move comes back as the engine's refusal. */
export function extend(t: Timeline, input: unknown): { ok: true; timeline: Timeline; events: readonly GameEvent[] } | { ok: false; illegal: IllegalMove } {
  const out = play(t.last, input);
  if (!out.ok) return out;
  const moves = [...t.moves, out.move];
  const checkpoints = moves.length % CHECKPOINT_EVERY === 0 ? [...t.checkpoints, out.game] : t.checkpoints;
  return { ok: true, timeline: { start: t.start, moves, checkpoints, last: out.game }, events: out.events };
}

/** Builds a timeline from moves already known to be legal (a link just opened, say). */
export function timelineOf(start: GameState, moves: readonly Move[], states?: readonly GameState[]): Timeline {
  const checkpoints: GameState[] = [start];
  let last = start;
  for (let i = 0; i < moves.length; i++) {
    if (states) last = states[i + 1]!;
    else {
      const out = play(last, moves[i]);
      if (!out.ok) throw new Error(out.illegal.reason); // a bug: callers pass legal moves
      last = out.game;
    }
    if ((i + 1) % CHECKPOINT_EVERY === 0) checkpoints.push(last);
  }
  return { start, moves: [...moves], checkpoints, last };
}

/** The state after the first `step` moves, and the events of the move that led to it. */
export function stateAt(t: Timeline, step: number): { state: GameState; events: readonly GameEvent[] } {
  const at = Math.max(0, Math.min(step, t.moves.length));
  if (at === t.moves.length && at === 0) return { state: t.start, events: [] };
  const k = Math.floor((at - 1) / CHECKPOINT_EVERY);
  let state = at === 0 ? t.start : t.checkpoints[Math.max(0, k)]!;
  let events: readonly GameEvent[] = [];
  for (let i = Math.max(0, k) * CHECKPOINT_EVERY; i < at; i++) {
    const out = play(state, t.moves[i]);
    if (!out.ok) throw new Error(out.illegal.reason); // a bug: the moves of a timeline are legal
    state = out.game;
    events = out.events;
  }
  return { state, events };
}

/** The timeline cut back to its first `step` moves (undo, or the start of a variation). */
export function truncate(t: Timeline, step: number): Timeline {
  const at = Math.max(0, Math.min(step, t.moves.length));
  const checkpoints = t.checkpoints.slice(0, Math.floor(at / CHECKPOINT_EVERY) + 1);
  return { start: t.start, moves: t.moves.slice(0, at), checkpoints, last: stateAt(t, at).state };
}
