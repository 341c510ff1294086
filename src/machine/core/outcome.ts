import type { GameEvent } from './events.ts';
import type { GameState } from './state.ts';

/** What a rule function returns: the next state and the events it caused, in order. */
export interface Outcome {
  readonly state: GameState;
  readonly events: readonly GameEvent[];
}

/** Runs rule steps one after another, threading the state and collecting their events. */
export function chain(state: GameState, ...steps: ReadonlyArray<(s: GameState) => Outcome>): Outcome {
  let current = state;
  const events: GameEvent[] = [];
  for (const step of steps) {
    const out = step(current);
    current = out.state;
    events.push(...out.events);
  }
  return { state: current, events };
}

export function unchanged(state: GameState): Outcome {
  return { state, events: [] };
}
