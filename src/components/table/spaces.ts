/**
 * Laying a Billionaire's held Assets onto the five spaces of their board: the spaces come from
 * the game's cards (`Cards.needs`: two of one type, one each of three others), in Market order. Pure presentation of
 * public data; the count of filled spaces the engine reports (`PlayerView.needed`) is shown as is.
 */
import { MARKETS, type AssetId, type Cards, type MarketId, type PlayerView } from '../../machine/api.ts';

export const ASSETS_TO_WIN_LABEL = 5;

export interface Space {
  readonly market: MarketId;
  readonly asset: AssetId | null;
}

export function spacesOf(cards: Cards, player: Pick<PlayerView, 'billionaire' | 'assets'>): { spaces: Space[]; extra: AssetId[] } {
  // A seat without a Billionaire (the Troublemaker) has no Asset spaces.
  if (player.billionaire === null) return { spaces: [], extra: [...player.assets] };
  const needs = cards.needs(player.billionaire);
  const left = [...player.assets];
  const spaces: Space[] = [];
  for (const m of MARKETS) {
    const n = needs[m] ?? 0;
    for (let i = 0; i < n; i++) {
      const at = left.findIndex((a) => cards.assetType(a) === m);
      const asset = at >= 0 ? left.splice(at, 1)[0]! : null;
      spaces.push({ market: m, asset });
    }
  }
  return { spaces, extra: left };
}
