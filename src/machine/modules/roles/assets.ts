/** A Market's Asset taken straight onto a board by a Role's power, and what that does to the Market. */
import type { AssetId } from '../../data/assets.ts';
import { event, type GameEvent } from '../../core/events.ts';
import type { Outcome } from '../../core/outcome.ts';
import type { GameState, Seat } from '../../core/state.ts';
import { takeAssetFromMarket } from '../../core/assets.ts';
import { addToDiscard, forgetInvested, marketCards, withMarket } from '../../core/zones.ts';
import { cardsOf } from '../../core/cards-of.ts';

/**
 * A player takes an Asset straight from its Market. Ruling: a Market left with no Asset closes as
 * after a Buy, and its cards go to the Discard pile (a closed Market holds no cards).
 */
export function takeFromMarket(state: GameState, seat: Seat, asset: AssetId): Outcome {
  const market = cardsOf(state).assetType(asset);
  let next = takeAssetFromMarket(state, seat, asset);
  const events: GameEvent[] = [event('assetTaken', 'role.power-broker', { player: seat, asset, market })];
  if (next.markets[market].assets.length === 0) {
    const cards = marketCards(next.markets[market]);
    next = withMarket(next, market, (m) => ({ ...m, faceUp: null, faceDown: [] }));
    next = forgetInvested(addToDiscard(next, cards), cards);
    events.push(event('marketClosed', 'market.closed', { market }));
  }
  return { state: next, events };
}

declare module '../../core/events.ts' {
  interface EventFields {
    assetTaken: { player: Seat; asset: AssetId; market: import('../../data/markets.ts').MarketId };
  }
}
