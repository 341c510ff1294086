/**
 * What a seat still needs, read from public facts only: its Billionaire's needs (printed on the
 * board everyone sees, or on the table's own cards) and the Assets it holds (face-up on the table).
 */
import { type AssetId, type Cards, type MarketId, MARKETS, type PlayerView } from '../machine/index.ts';
import { billionaireOf } from './sides.ts';

/** How many more Assets of each type the player needs (0 for a type it does not need). */
export function missing(cards: Cards, player: PlayerView): Record<MarketId, number> {
  const needs = cards.needs(billionaireOf(player));
  const out = {} as Record<MarketId, number>;
  for (const m of MARKETS) {
    const held = player.assets.filter((a) => cards.assetType(a) === m).length;
    out[m] = Math.max(0, (needs[m] ?? 0) - held);
  }
  return out;
}

/** The player's Assets it could lose without losing a filled space: beyond what its board needs. */
export function spareAssets(cards: Cards, player: PlayerView): AssetId[] {
  const needs = cards.needs(billionaireOf(player));
  const count: Partial<Record<MarketId, number>> = {};
  const spare: AssetId[] = [];
  for (const a of player.assets) {
    const m = cards.assetType(a);
    count[m] = (count[m] ?? 0) + 1;
    if (count[m] > (needs[m] ?? 0)) spare.push(a);
  }
  return spare;
}
