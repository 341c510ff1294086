/**
 * The queues of chosen outcomes (`GameState.chosen`): outcomes the table fixed in advance, used
 * before the seeded random is asked. One queue per kind of outcome.
 */
import type { GameState } from './state.ts';

export function chosenQueue(state: GameState, kind: string): readonly (string | number)[] {
  return state.chosen[kind] ?? [];
}

export function withChosen(state: GameState, kind: string, queue: readonly (string | number)[]): GameState {
  const chosen = { ...state.chosen };
  if (queue.length === 0) delete chosen[kind];
  else chosen[kind] = queue;
  return { ...state, chosen };
}

/** Takes the first chosen outcome of a kind, if the table chose one. */
export function takeChosen(state: GameState, kind: string): { state: GameState; value: string | number | undefined } {
  const [first, ...rest] = chosenQueue(state, kind);
  if (first === undefined) return { state, value: undefined };
  return { state: withChosen(state, kind, rest), value: first };
}
