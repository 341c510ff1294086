/** The Puppets module's part of the state (two-player games): the Puppet's roll under way, if any. */
import type { GameState } from '../../core/state.ts';

/** A die rolled for a Puppet, waiting for its controller to nudge it or let it stand. */
export interface PendingRoll {
  /** `first`: what the Puppet does (1–5 a card, 6 a Buy); `market`: where it Buys (6: an Audit). */
  readonly stage: 'first' | 'market';
  readonly value: number;
}

export interface PuppetsSlice {
  readonly roll: PendingRoll | null;
}

declare module '../../core/state.ts' {
  interface ModuleSlices {
    puppets: PuppetsSlice;
  }
}

export const NO_ROLL: PuppetsSlice = { roll: null };

export function puppetsOf(state: GameState): PuppetsSlice {
  return state.modules.puppets ?? NO_ROLL;
}

export function withRoll(state: GameState, roll: PendingRoll | null): GameState {
  return { ...state, modules: { ...state.modules, puppets: { ...puppetsOf(state), roll } } };
}
