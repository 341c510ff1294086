/** Replaying a move log from a starting state, keeping every state along the way (for undo and stepping). */
import type { GameEvent } from './events.ts';
import type { IllegalMove } from './illegal.ts';
import type { Move } from './moves.ts';
import { play } from './play.ts';
import type { GameState } from './state.ts';

export interface History {
  /** states[i] is the game after the first i moves; states[0] is the start. */
  readonly states: readonly GameState[];
  /** events[i] are what move i caused. */
  readonly events: readonly (readonly GameEvent[])[];
  /** The moves as played, each naming its seat. */
  readonly moves: readonly Move[];
}

export type ReplayResult = ({ readonly ok: true } & History) | ({ readonly ok: false; readonly index: number; readonly illegal: IllegalMove } & History);

/**
 * Replays moves in order. `prepare` may complete a move from the state it is played in (the
 * version-1 link reader uses it to name the seat of moves that did not record one).
 */
export function replay(start: GameState, moves: readonly unknown[], prepare?: (state: GameState, move: unknown) => unknown): ReplayResult {
  const states: GameState[] = [start];
  const events: (readonly GameEvent[])[] = [];
  const played: Move[] = [];
  for (const [index, move] of moves.entries()) {
    const state = states[states.length - 1]!;
    const result = play(state, prepare ? prepare(state, move) : move);
    if (!result.ok) return { ok: false, index, illegal: result.illegal, states, events, moves: played };
    states.push(result.game);
    events.push(result.events);
    played.push(result.move);
  }
  return { ok: true, states, events, moves: played };
}
