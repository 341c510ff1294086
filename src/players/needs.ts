/**
 * What a seat still needs, read from public facts only: its Billionaire's needs (printed on the
 * board everyone sees) and the Assets it holds (face-up on the table).
 */
import { type AssetId, assetInfo, type MarketId, MARKETS, needsOf, type PlayerView } from '../machine/index.ts';
import { billionaireOf } from './sides.ts';

/** How many more Assets of each type the player needs (0 for a type it does not need). */
export function missing(player: PlayerView): Record<MarketId, number> {
  const needs = needsOf(billionaireOf(player));
  const out = {} as Record<MarketId, number>;
  for (const m of MARKETS) {
    const held = player.assets.filter((a) => assetInfo(a).market === m).length;
    out[m] = Math.max(0, (needs[m] ?? 0) - held);
  }
  return out;
}

/** The player's Assets it could lose without losing a filled space: beyond what its board needs. */
export function spareAssets(player: PlayerView): AssetId[] {
  const needs = needsOf(billionaireOf(player));
  const count: Partial<Record<MarketId, number>> = {};
  const spare: AssetId[] = [];
  for (const a of player.assets) {
    const m = assetInfo(a).market;
    count[m] = (count[m] ?? 0) + 1;
    if (count[m] > (needs[m] ?? 0)) spare.push(a);
  }
  return spare;
}
