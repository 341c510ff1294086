/** The Troublemakers module's part of the state: the Troublemaker's secret Alignment, and what they have done. */
import type { CardId } from '../../data/cards.ts';
import type { GameState } from '../../core/state.ts';

/** The two Alignment cards: every Troublemaker plays as the Reformist until a Revolutionary Declares. */
export const ALIGNMENTS = ['reformist', 'revolutionary'] as const;
export type Alignment = (typeof ALIGNMENTS)[number];

/** A Fix under way: the Crisis chosen, the Reformist's cards put forward, and the Billionaires' offers. */
export interface FixInProgress {
  readonly crisis: CardId;
  /** The Reformist's cards, face-down (up to two). */
  readonly committed: readonly CardId[];
  /** Each asked Billionaire's answer: a face-down card, or null for none. Only its owner and the table view see the card. */
  readonly offers: readonly { readonly seat: number; readonly card: CardId | null }[];
}

export interface TroublemakersSlice {
  /** The Alignment card drawn at setup: only the Troublemaker (and the table view) may see it until Declared. */
  readonly alignment: Alignment;
  /** Whether a Revolutionary has Declared (then the Alignment is public). */
  readonly declared: boolean;
  /** Crises the Troublemaker has Fixed, in the order taken. */
  readonly fixed: readonly CardId[];
  readonly fix: FixInProgress | null;
  /** Crises a settled Fix found, waiting to be Activated one at a time (face-up, in order). */
  readonly activating: readonly CardId[];
  /** The last Crisis a Fix found has had its Policy setting: the Disaster Speculator's chance is next. */
  readonly speculatorDue: boolean;
}

declare module '../../core/state.ts' {
  interface ModuleSlices {
    troublemakers: TroublemakersSlice;
  }
}

export const NO_TROUBLEMAKER: TroublemakersSlice = { alignment: 'reformist', declared: false, fixed: [], fix: null, activating: [], speculatorDue: false };

export function withTroublemakers(state: GameState, update: (t: TroublemakersSlice) => TroublemakersSlice): GameState {
  return { ...state, modules: { ...state.modules, troublemakers: update(troublemakersOf(state)) } };
}

export function troublemakersOf(state: GameState): TroublemakersSlice {
  return state.modules.troublemakers ?? NO_TROUBLEMAKER;
}
