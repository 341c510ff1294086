/**
 * Moves: what a player (or, for table adjustments, the people at the table) can do. A move is plain
 * data. `legalMoves` lists the decisions available now; `play` applies one or explains why not.
 */
import type { AssetId } from './data/assets.ts';
import type { CardId } from './data/cards.ts';
import type { MarketId } from './data/markets.ts';
import type { PanicId } from './data/panic.ts';
import type { PlayerIndex } from './state.ts';

export type Move =
  /** Optional draw at the start of a turn; `card` chooses which card was drawn (dispute mode). */
  | { readonly type: 'draw'; readonly card?: CardId }
  /** Buy at an open Market with one or two cards (after Game the Market: that card and up to one more). */
  | { readonly type: 'buy'; readonly market: MarketId; readonly cards: readonly CardId[] }
  /** After a won Buy: take one of the Market's Assets. */
  | { readonly type: 'claim'; readonly asset: AssetId }
  /** After a won Buy: take nothing. */
  | { readonly type: 'declineClaim' }
  /** Invest a hand card face-down; `draw` chooses the card drawn after it (dispute mode). */
  | { readonly type: 'invest'; readonly card: CardId; readonly market: MarketId; readonly draw?: CardId }
  | { readonly type: 'exchangeHand'; readonly card: CardId; readonly market: MarketId }
  | { readonly type: 'exchangeMarkets'; readonly markets: readonly [MarketId, MarketId] }
  | { readonly type: 'audit'; readonly card: CardId; readonly player: PlayerIndex; readonly asset: AssetId }
  | { readonly type: 'scam'; readonly card: CardId; readonly player: PlayerIndex; readonly take: AssetId; readonly give: AssetId }
  /** `deal` chooses the shuffled order of the gathered cards (dispute mode). */
  | { readonly type: 'gameTheMarket'; readonly card: CardId; readonly deal?: readonly CardId[] }
  /** After Game the Market: end the turn without the optional Buy. */
  | { readonly type: 'skipBuy' }
  /** Only when no Action is possible at all. */
  | { readonly type: 'pass' }
  /** Emergency Measures: the next player in line gives back one Asset. */
  | { readonly type: 'returnAsset'; readonly asset: AssetId }
  /** With one or no open Market, the table agrees to end the Round now. */
  | { readonly type: 'endRoundEarly' }
  /** Table adjustment: these cards are the next to come off the Draw deck, in this order. */
  | { readonly type: 'stack'; readonly cards: readonly CardId[] }
  /** Table adjustment: the winner of the next random tie-break. */
  | { readonly type: 'nextTieBreak'; readonly player: PlayerIndex }
  // Level 2: the Panic!
  /** A player offers one of their Assets for the sacrifice (one per type the card names). */
  | { readonly type: 'panicOffer'; readonly player: PlayerIndex; readonly asset: AssetId }
  /** An offered Asset is taken back. */
  | { readonly type: 'panicWithdraw'; readonly asset: AssetId }
  /** Two players swap one Asset each, by agreement. */
  | { readonly type: 'panicTrade'; readonly player: PlayerIndex; readonly give: AssetId; readonly partner: PlayerIndex; readonly take: AssetId }
  /** The table agrees to the offered sacrifice (all three types covered). */
  | { readonly type: 'panicAgree' }
  /** The table cannot agree: the Panic! fails. */
  | { readonly type: 'panicRefuse' }
  /** After the die roll: take one Rebel off this Activated Crisis. */
  | { readonly type: 'removeRebel'; readonly crisis: CardId }
  /** Table adjustment: the next die roll. */
  | { readonly type: 'nextRoll'; readonly value: number }
  /** Table adjustment: the next Crisis drawn from those set aside. */
  | { readonly type: 'nextCrisis'; readonly crisis: CardId }
  /** Table adjustment: the Panic! card that will be drawn. */
  | { readonly type: 'nextPanic'; readonly panic: PanicId };

export type MoveType = Move['type'];

/** Moves that set up chosen outcomes rather than play the game; never listed by `legalMoves`. */
export const TABLE_MOVES: ReadonlySet<MoveType> = new Set<MoveType>(['stack', 'nextTieBreak', 'nextRoll', 'nextCrisis', 'nextPanic']);
