/**
 * What a position set up by hand looks like (`createFromPosition`, `positionOf`): the core's
 * fields, and the modules' own, which each module declares (`PositionFields`).
 */
import type { AssetId } from '../data/assets.ts';
import type { BillionaireId } from '../data/billionaires.ts';
import type { CardId, CardValues } from '../data/cards.ts';
import type { TableCards } from './table-cards.ts';
import type { MarketId } from '../data/markets.ts';
import type { Level } from './state.ts';
import type { ExpansionId } from '../data/expansions.ts';

/** A card slot: a known card, or null for one the table cannot see (dealt at random). */
export type Slot = CardId | null;

export interface MarketPosition {
  /** Assets still at this Market (default: those of its type not placed elsewhere). */
  readonly assets?: readonly AssetId[];
  /** The face-up card; null for a Market with no cards. Left out: an unknown card. */
  readonly faceUp?: Slot;
  /** Face-down cards, nearest the top first. Left out: the usual inflation count, unknown. */
  readonly faceDown?: readonly Slot[];
}

export interface PlayerPosition {
  /** null: the Troublemaker's seat (a position with `modules: ['troublemakers']`, one such seat). */
  readonly billionaire: BillionaireId | null;
  readonly hand?: readonly Slot[];
  /** Left out: the starred Asset the setup would give (4–5 players), or none. */
  readonly assets?: readonly AssetId[];
  /** Face-down Market cards this player Invested (and so knows); each must be named face-down in a Market. */
  readonly invested?: readonly CardId[];
}

/** The modules' own fields of a position, declared by each module (`declare module` merging). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface PositionFields {}

export interface PositionInput extends Partial<PositionFields> {
  readonly level?: Level;
  readonly specialActions?: boolean;
  readonly seed?: number;
  readonly players: readonly PlayerPosition[];
  /** A two-player game: seats 1 and 3 (counting from 0) are the Puppets of seats 0 and 2. */
  readonly puppets?: boolean;
  /** The expansion's modules in play (`['space-program']`). */
  readonly modules?: readonly ExpansionId[];
  readonly markets?: Partial<Readonly<Record<MarketId, MarketPosition>>>;
  /** The top cards of the Draw deck, top first; the rest lie shuffled beneath. */
  readonly deck?: readonly CardId[];
  /** How many cards the Draw deck holds; the unplaced rest go to the Discard pile. */
  readonly deckSize?: number;
  /** The Discard pile, bottom first. */
  readonly discard?: readonly CardId[];
  readonly removedAssets?: readonly AssetId[];
  readonly current?: number;
  readonly phase?: 'turn.start' | 'turn.action';
  readonly round?: number;
  /** Turns taken so far, counting the current one (default 1). */
  readonly turn?: number;
  /** The table's own values for some Resource cards (each 1, 2 or 3); the others keep their stand-ins. */
  readonly cardValues?: CardValues;
  /** The table's own printed card faces (`core/table-cards.ts`). */
  readonly cards?: TableCards;
  /** Rules corrections the position plays without (opened from an older link; `core/editions.ts`). */
  readonly uncorrected?: readonly string[];
}

/** Distinct codes for what can be wrong with a position, so an editor can point at the field. */
declare module './illegal.ts' {
  interface IllegalCodes {
    'position.malformed': true;
    'position.phase': true;
    'position.round': true;
    'position.turn': true;
    'position.not-a-card': true;
    'position.card-not-in-game': true;
    'position.card-twice': true;
    'position.hand-limit': true;
    'position.not-a-market': true;
    'position.not-a-crisis': true;
    'position.rebels': true;
    'position.revolution': true;
    'position.panic-due': true;
    'position.last-crisis-by': true;
    'position.level': true;
    'position.panic-deck': true;
    'position.not-an-asset': true;
    'position.asset-twice': true;
    'position.asset-wrong-market': true;
    'position.market-full': true;
    'position.too-few-cards': true;
    'position.closed-market-cards': true;
    'position.deck-size': true;
    'position.already-won': true;
    'position.options': true;
    'position.panic': true;
    'position.invested': true;
    'position.puppet-cards': true;
  }
}
