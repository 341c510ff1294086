/** The Troublemakers module's part of the state: the Troublemaker's secret Alignment, and what they have done. */
import type { CardId } from '../../data/cards.ts';
import type { GameState } from '../../core/state.ts';

/** The two Alignment cards: every Troublemaker plays as the Reformist until a Revolutionary Declares. */
export const ALIGNMENTS = ['reformist', 'revolutionary'] as const;
export type Alignment = (typeof ALIGNMENTS)[number];

export interface TroublemakersSlice {
  /** The Alignment card drawn at setup: only the Troublemaker (and the table view) may see it until Declared. */
  readonly alignment: Alignment;
  /** Whether a Revolutionary has Declared (then the Alignment is public). */
  readonly declared: boolean;
  /** Crises the Troublemaker has Fixed, in the order taken. */
  readonly fixed: readonly CardId[];
}

declare module '../../core/state.ts' {
  interface ModuleSlices {
    troublemakers: TroublemakersSlice;
  }
}

export const NO_TROUBLEMAKER: TroublemakersSlice = { alignment: 'reformist', declared: false, fixed: [] };

export function troublemakersOf(state: GameState): TroublemakersSlice {
  return state.modules.troublemakers ?? NO_TROUBLEMAKER;
}
