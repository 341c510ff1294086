/**
 * What a move caused, step by step, each step citing the rule that made it happen. Widgets show
 * these in the log and link each to its rule's paragraph.
 *
 * `GameEvent` is a discriminated union built from `EventFields`: each event type names exactly the
 * fields it carries, so reading one needs no guesswork and no non-null assertions. Modules add
 * their own event types by extending `EventFields` (`declare module` merging).
 */
import type { AssetId } from '../data/assets.ts';
import type { CardId } from '../data/cards.ts';
import type { MarketId } from '../data/markets.ts';
import type { PanicId } from '../data/panic.ts';
import type { RuleId } from './rule-ids.ts';
import type { Seat } from './state.ts';

/** Fields of each event type. `secret: true` marks a card only `player` may see. */
export interface EventFields {
  drew: { player: Seat; card: CardId; count: number; secret: true };
  buyAnnounced: { player: Seat; market: MarketId; cards: readonly CardId[] };
  marketRevealed: { player: Seat; market: MarketId; cards: readonly CardId[] };
  suitBonus: { player: Seat; cards: readonly CardId[] };
  buyWon: { player: Seat; market: MarketId; score: number; against: number };
  buyFailed: { player: Seat; market: MarketId; score: number; against: number };
  assetClaimed: { player: Seat; asset: AssetId; market: MarketId };
  claimDeclined: { player: Seat };
  cardsDiscarded: { player: Seat; cards: readonly CardId[] };
  /** Inflation dealt `count` of the `wanted` cards; `card` is the new face-up card, if any. */
  inflation: { market: MarketId; count: number; wanted: number; card: CardId | null };
  marketClosed: { market: MarketId };
  marketReopened: { market: MarketId };
  invested: { player: Seat; market: MarketId; card: CardId; secret: true };
  drewAfterInvest: { player: Seat; card: CardId; count: number; secret: true };
  noCardToDraw: { player: Seat };
  /** A module stopped a draw (a General Strike); the event's rule says which. */
  drawStopped: { player: Seat };
  /** `cards`: the card given from hand, then the card taken from the Market. */
  exchangedHand: { player: Seat; market: MarketId; cards: readonly [CardId, CardId] };
  exchangedMarkets: { player: Seat; markets: readonly [MarketId, MarketId]; cards: readonly [CardId, CardId] };
  audited: { player: Seat; other: Seat; asset: AssetId; card: CardId };
  assetReturned: { player: Seat; asset: AssetId; market: MarketId };
  assetRemoved: { player: Seat; asset: AssetId; market: MarketId };
  /** `assets`: the Asset taken, then the Asset given. */
  scammed: { player: Seat; other: Seat; assets: readonly [AssetId, AssetId]; card: CardId };
  /** `cards` are the left-over cards that went to the Discard pile. */
  marketsGamed: { player: Seat; markets: readonly MarketId[]; count: number; cards: readonly CardId[]; card: CardId };
  passed: { player: Seat };
  turnEnded: { player: Seat };
  roundEnded: { player: Seat };
  gathered: { player: Seat; count: number };
  emergencyMeasures: { players: readonly Seat[]; count: number };
  refilled: { markets: readonly MarketId[] };
  firstPlayer: { player: Seat; players: readonly Seat[]; count: number };
  gameWon: { player: Seat };
  /** A chosen outcome was set for the table (what, in words the describer understands). */
  outcomeChosen: { outcome: ChosenOutcome };
}

/** An outcome fixed in advance by the table: the next cards drawn, a die roll, a tie-break, … */
export type ChosenOutcome =
  | { readonly kind: 'draw'; readonly cards: readonly CardId[] }
  | { readonly kind: 'roll'; readonly value: number }
  | { readonly kind: 'pick'; readonly seat: Seat }
  | { readonly kind: 'crisis'; readonly card: CardId }
  | { readonly kind: 'panic'; readonly panic: PanicId };

export type GameEventType = keyof EventFields;

/**
 * One event type's event as a single flat object type. (As an intersection, every check of an
 * event against the union of all events cost the type checker about half a second.)
 */
export type EventShape<T extends GameEventType> = Flat<{ type: T; rule: RuleId } & EventFields[T]>;

/** An object type's properties as one object type, read-only (optional ones stay optional). */
type Flat<X> = { readonly [K in keyof X]: X[K] };

export type GameEvent = { [T in GameEventType]: EventShape<T> }[GameEventType];

/** The event of one type, to name it in a signature. */
export type EventOf<T extends GameEventType> = Extract<GameEvent, { type: T }>;

/**
 * Builds an event; the type checks its fields against its type. It returns the event's own shape,
 * the same type as `EventOf<T>` once `T` is known: picking it out of the union at each of the
 * engine's two hundred calls doubled the whole type check.
 */
export function event<T extends GameEventType>(type: T, rule: RuleId, fields: EventFields[T]): EventShape<T> {
  return { type, rule, ...fields } as unknown as EventShape<T>;
}
