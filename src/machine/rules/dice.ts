/** The six-sided die: a roll the table has chosen (`nextRoll`) if any, otherwise the seeded random. */
import type { GameState } from '../state.ts';
import { nextInt } from './rng.ts';

export function rollDie(state: GameState): { state: GameState; value: number } {
  const [chosen, ...rest] = state.forced.rolls;
  if (chosen !== undefined) return { state: { ...state, forced: { ...state.forced, rolls: rest } }, value: chosen };
  const [i, rng] = nextInt(state.rng, 6);
  return { state: { ...state, rng }, value: i + 1 };
}
