/** The six-sided die: a roll the table has chosen if any, otherwise the seeded random. */
import { takeChosen } from './chosen-queues.ts';
import type { ChosenOutcome } from './events.ts';
import { illegal, type IllegalMove } from './illegal.ts';
import { nextInt } from './rng.ts';
import type { GameState } from './state.ts';

export function rollDie(state: GameState): { state: GameState; value: number } {
  const chosen = takeChosen(state, 'roll');
  if (typeof chosen.value === 'number') return { state: chosen.state, value: chosen.value };
  const [i, rng] = nextInt(state.rng, 6);
  return { state: { ...state, rng }, value: i + 1 };
}

/** A chosen die roll must be a face of the die (for the modules that roll one: the Panic!, the Puppets). */
export function checkChosenRoll(_state: GameState, o: ChosenOutcome): IllegalMove | null {
  return o.kind === 'roll' && (o.value < 1 || o.value > 6) ? illegal('chosen.bad-roll', 'table.chosen-outcome', 'A die shows 1 to 6.') : null;
}
