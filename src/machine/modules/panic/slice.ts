/** The Panic! module's part of the state (Level 2). */
import type { AssetId } from '../../data/assets.ts';
import type { PanicId } from '../../data/panic.ts';
import type { GameState, Seat } from '../../core/state.ts';

/** The Panic! in progress. */
export interface PanicState {
  readonly card: PanicId;
  /** The player who caused the last Crisis: draws the card, rolls the die and picks the Rebels. */
  readonly by: Seat;
  /** Assets offered for the sacrifice, at most one per named type. */
  readonly offers: readonly { readonly player: Seat; readonly asset: AssetId }[];
  /** The die roll after a successful sacrifice, and how many Rebels are still to be removed. */
  readonly roll: number | null;
  readonly toRemove: number;
}

export interface PanicSlice {
  /** Face-down Panic! cards, in the order they will be drawn; emptied once the Panic! has happened. */
  readonly deck: readonly PanicId[];
  readonly done: boolean;
  readonly current: PanicState | null;
}

declare module '../../core/state.ts' {
  interface ModuleSlices {
    panic: PanicSlice;
  }
}

export const NO_PANIC: PanicSlice = { deck: [], done: false, current: null };

export function panicOf(state: GameState): PanicSlice {
  return state.modules.panic ?? NO_PANIC;
}

export function withPanicSlice(state: GameState, update: (p: PanicSlice) => PanicSlice): GameState {
  return { ...state, modules: { ...state.modules, panic: update(panicOf(state)) } };
}

/** Updates the Panic! in progress. */
export function withPanic(state: GameState, update: (p: PanicState) => PanicState): GameState {
  return withPanicSlice(state, (s) => ({ ...s, current: update(s.current!) }));
}
