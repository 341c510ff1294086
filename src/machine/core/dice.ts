/** The six-sided die: a roll the table has chosen if any, otherwise the seeded random. */
import { takeChosen } from './chosen-queues.ts';
import { nextInt } from './rng.ts';
import type { GameState } from './state.ts';

export function rollDie(state: GameState): { state: GameState; value: number } {
  const chosen = takeChosen(state, 'roll');
  if (typeof chosen.value === 'number') return { state: chosen.state, value: chosen.value };
  const [i, rng] = nextInt(state.rng, 6);
  return { state: { ...state, rng }, value: i + 1 };
}
