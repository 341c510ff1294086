/**
 * Assets moving between Markets and boards: going back to their Market (`assets.return`, shared by
 * Audit, Emergency Measures and the Panic!), taken from a Market, or passed from player to player.
 */
import { type AssetId, MARKET_ASSET_CAPACITY } from '../data/assets.ts';
import { cardsOf } from './cards-of.ts';
import type { GameEvent } from './events.ts';
import type { GameState, PlayerIndex, Seat } from './state.ts';
import type { Outcome } from './outcome.ts';
import { withMarket, withPlayer } from './zones.ts';

/**
 * The holder gives the Asset back to its Market. The Market's cards stay as they are. A Market
 * already holding three Assets cannot take a fourth: that Asset leaves the game. A closed Market
 * that gets an Asset back is open again.
 */
export function returnAsset(state: GameState, holder: PlayerIndex, asset: AssetId): Outcome {
  const market = cardsOf(state).assetType(asset);
  const taken = withPlayer(state, holder, (p) => ({ ...p, assets: p.assets.filter((a) => a !== asset) }));
  const held = taken.markets[market].assets;
  if (held.length >= MARKET_ASSET_CAPACITY) {
    return {
      state: { ...taken, removedAssets: [...taken.removedAssets, asset] },
      events: [{ type: 'assetRemoved', rule: 'assets.return', player: holder, asset, market }],
    };
  }
  const events: GameEvent[] = [{ type: 'assetReturned', rule: 'assets.return', player: holder, asset, market }];
  if (held.length === 0) events.push({ type: 'marketReopened', rule: 'market.closed', market });
  return { state: withMarket(taken, market, (m) => ({ ...m, assets: [...m.assets, asset] })), events };
}

/** An Asset leaves its Market for a player's board (a claim, the Power Broker); closing the Market is the caller's. */
export function takeAssetFromMarket(state: GameState, seat: Seat, asset: AssetId): GameState {
  const taken = withMarket(state, cardsOf(state).assetType(asset), (m) => ({ ...m, assets: m.assets.filter((a) => a !== asset) }));
  return withPlayer(taken, seat, (p) => ({ ...p, assets: [...p.assets, asset] }));
}

/** An Asset passes from one player's board to another's. */
export function passAsset(state: GameState, from: Seat, to: Seat, asset: AssetId): GameState {
  const taken = withPlayer(state, from, (p) => ({ ...p, assets: p.assets.filter((a) => a !== asset) }));
  return withPlayer(taken, to, (p) => ({ ...p, assets: [...p.assets, asset] }));
}
