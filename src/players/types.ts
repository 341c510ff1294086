import type { Move } from '../machine/index.ts';

/** A computer player's decision: the move, why in plain words, and the random generator's next state. */
export interface Decision {
  readonly move: Move;
  readonly reason: string;
  readonly rng: number;
}
