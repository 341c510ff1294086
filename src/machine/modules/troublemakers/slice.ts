/** The Troublemakers module's part of the state: the Troublemaker's secret Alignment, and what they have done. */
import type { CardId } from '../../data/cards.ts';
import type { MarketId } from '../../data/markets.ts';
import type { RevolutionCardId } from '../../data/revolution.ts';
import type { GameState, Seat } from '../../core/state.ts';

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

/** A Declared Revolutionary's cards: their own deck, the face-up cards to play, the Organize! row and their discard pile. */
export interface RevolutionPiles {
  /** Face-down, in draw order (nobody knows it; only the table view sees it). */
  readonly deck: readonly RevolutionCardId[];
  /** Face-up in front of the Revolutionary: the cards to play from, open to all. */
  readonly row: readonly RevolutionCardId[];
  /** Organize! cards played and waiting, face-up. */
  readonly organized: readonly RevolutionCardId[];
  readonly discard: readonly RevolutionCardId[];
}

/** What Revolution cards have set going beyond the turn they were played in. */
export interface RevolutionEffects {
  /** General Strike: how many more ends of the Revolutionary's turns it lasts (0: no strike). */
  readonly strike: number;
  /** Propaganda of the Deed: Billionaires who miss their next turn. */
  readonly missing: readonly Seat[];
  /** Hostages: the Billionaire whose next turn `by` (who played the card) may play, and whether they are playing it now. */
  readonly hostage: { readonly seat: Seat; readonly by: Seat; readonly playing: boolean } | null;
}

/** A Revolution card waiting on a decision after it was played (a window is open for it). */
export type Resolving =
  /** Media Slander, Pacification: the Asset's owner may remove a Rebel. */
  | { readonly kind: 'remove'; readonly card: RevolutionCardId; readonly holder: Seat }
  /** Boycott: the cards drawn, seen by the player of the card alone, to place in different open Markets. */
  | { readonly kind: 'boycott'; readonly by: Seat; readonly cards: readonly CardId[] }
  /** Comrade on the Inside: the Market whose face-down cards the player of the card has picked up. */
  | { readonly kind: 'comrade'; readonly by: Seat; readonly market: MarketId }
  /** Sabotage!: the player of the card rearranges the open Markets. */
  | { readonly kind: 'sabotage'; readonly by: Seat }
  /** Fascist Thugs: the shared pile so far (face-up), then the Rebels the biggest giver removes. */
  | { readonly kind: 'thugs'; readonly by: Seat; readonly pile: readonly { readonly seat: Seat; readonly cards: readonly CardId[] }[]; readonly remove: number }
  /** Infiltrator: the leading Billionaire's two Revolution cards, once they trade their hand. */
  | { readonly kind: 'infiltrator'; readonly seat: Seat; readonly cards: readonly RevolutionCardId[] };

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
  /** The Revolution cards, once Declared (null before). */
  readonly revolution: RevolutionPiles | null;
  readonly effects: RevolutionEffects;
  /** A played Revolution card waiting on a decision, or null. */
  readonly resolving: Resolving | null;
}

declare module '../../core/state.ts' {
  interface ModuleSlices {
    troublemakers: TroublemakersSlice;
  }
}

export const NO_EFFECTS: RevolutionEffects = { strike: 0, missing: [], hostage: null };

export const NO_TROUBLEMAKER: TroublemakersSlice = {
  alignment: 'reformist',
  declared: false,
  fixed: [],
  fix: null,
  activating: [],
  speculatorDue: false,
  revolution: null,
  effects: NO_EFFECTS,
  resolving: null,
};

export function withTroublemakers(state: GameState, update: (t: TroublemakersSlice) => TroublemakersSlice): GameState {
  return { ...state, modules: { ...state.modules, troublemakers: update(troublemakersOf(state)) } };
}

export function troublemakersOf(state: GameState): TroublemakersSlice {
  return state.modules.troublemakers ?? NO_TROUBLEMAKER;
}
