import type { GameEvent } from './events.ts';
import type { GameState } from './state.ts';

/** What a rule function returns: the next state and the events it caused, in order. */
export interface Outcome {
  readonly state: GameState;
  readonly events: readonly GameEvent[];
}
