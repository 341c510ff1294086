/**
 * The two-player table (`puppets.setup`): once the core has dealt a four-seat game (every
 * Billionaire, Puppets included, already holds its starred Asset), each Market keeps only two of its
 * three unstarred Assets, chosen at random (the third is set aside for the game), and gets a third
 * card, face-down under the other two.
 */
import type { AssetId } from '../../data/assets.ts';
import { MARKETS } from '../../data/markets.ts';
import { nextInt } from '../../core/rng.ts';
import type { GameState } from '../../core/state.ts';
import { takeFromDeck, withMarket } from '../../core/zones.ts';

export const ASSETS_PER_MARKET = 2;

export function setUpTwoPlayerTable(state: GameState): GameState {
  let next = state;
  for (const m of MARKETS) {
    const assets = next.markets[m].assets;
    let kept = assets;
    let rng = next.rng;
    const aside: AssetId[] = [];
    while (kept.length > ASSETS_PER_MARKET) {
      const [i, after] = nextInt(rng, kept.length);
      rng = after;
      aside.push(kept[i]!);
      kept = kept.filter((_, j) => j !== i);
    }
    next = { ...withMarket(next, m, (mk) => ({ ...mk, assets: kept })), rng, unusedAssets: [...next.unusedAssets, ...aside] };
    const dealt = takeFromDeck(next, 1);
    next = withMarket(dealt.state, m, (mk) => ({ ...mk, faceDown: [...mk.faceDown, ...dealt.cards] }));
  }
  return next;
}
