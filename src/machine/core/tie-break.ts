/**
 * A tie settled "at random" by the rulebook (the Poorest Player, the highest bid, the richest
 * Billionaires): the seat the table has chosen (a `pick` outcome, in disputes and worked examples)
 * when it is one of the tied, otherwise the seeded random.
 */
import { takeChosen } from './chosen-queues.ts';
import { nextInt } from './rng.ts';
import type { GameState, Seat } from './state.ts';

export function pickAmong(state: GameState, tied: readonly Seat[]): { state: GameState; seat: Seat } {
  if (tied.length === 1) return { state, seat: tied[0]! };
  const chosen = takeChosen(state, 'pick');
  if (typeof chosen.value === 'number' && tied.includes(chosen.value)) return { state: chosen.state, seat: chosen.value };
  const [i, rng] = nextInt(state.rng, tied.length);
  return { state: { ...state, rng }, seat: tied[i]! };
}
