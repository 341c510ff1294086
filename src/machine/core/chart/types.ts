/** What the statechart's named steps and guards are: plain functions of the game state. */
import type { Move } from '../moves.ts';
import type { Outcome } from '../outcome.ts';
import type { GameState } from '../state.ts';

/** A step of the chart: the state after it and the events it caused. `params` come from the chart. */
export type Step = (state: GameState, move: Move, params: Readonly<Record<string, unknown>>) => Outcome;
export type Guard = (state: GameState, move: Move) => boolean;
