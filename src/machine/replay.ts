/** Replaying a move log from a starting state, keeping every state along the way (for undo and stepping). */
import type { GameEvent } from './events.ts';
import { play } from './game.ts';
import type { IllegalMove } from './illegal.ts';
import type { GameState } from './state.ts';

export interface History {
  /** states[i] is the game after the first i moves; states[0] is the start. */
  readonly states: readonly GameState[];
  /** events[i] are what move i caused. */
  readonly events: readonly (readonly GameEvent[])[];
}

export type ReplayResult =
  | ({ readonly ok: true } & History)
  | ({ readonly ok: false; readonly index: number; readonly illegal: IllegalMove } & History);

export function replay(start: GameState, moves: readonly unknown[]): ReplayResult {
  const states: GameState[] = [start];
  const events: (readonly GameEvent[])[] = [];
  for (const [index, move] of moves.entries()) {
    const result = play(states[states.length - 1]!, move);
    if (!result.ok) return { ok: false, index, illegal: result.illegal, states, events };
    states.push(result.game);
    events.push(result.events);
  }
  return { ok: true, states, events };
}

