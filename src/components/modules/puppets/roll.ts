/**
 * What a Puppet's die means, in words, for the table and the move lists. The engine decides what
 * a roll does (`puppets.card`, `puppets.buy`, `puppets.audit`); this only names the Market a number
 * picks, from the numbers printed on the boards (`MARKET_NUMBERS`).
 */
import { MARKET_NAMES, type MarketId } from '../../../machine/api.ts';
import { marketNumbered } from '../../../machine/data/markets.ts';

/** `first`: the roll that says what the Puppet does; `market`: the roll after a 6, where it Buys. */
export type RollStage = 'first' | 'market';

/** The die faces ⚀ to ⚅, a picture only: the number is always written beside it. */
export const DIE_FACES = ['⚀', '⚁', '⚂', '⚃', '⚄', '⚅'] as const;

/**
 * What the die would make the Puppet do if it stands: "a card for Influence", "a Buy (it rolls
 * again for the Market)", "a Buy at Toys", "an Audit (a second six)". `open` says whether a Market
 * is open, so a roll that picks a closed one says that nothing happens there.
 */
export function rollMeaning(stage: RollStage, value: number, open?: (m: MarketId) => boolean): string {
  const market = marketNumbered(value);
  if (!market) return stage === 'first' ? 'a Buy (it rolls again for the Market)' : 'an Audit (a second six)';
  const name = MARKET_NAMES[market];
  if (stage === 'first') return open && !open(market) ? `a card for ${name} (closed: the card is discarded)` : `a card for ${name}`;
  return open && !open(market) ? `a Buy at ${name} (closed: nothing happens)` : `a Buy at ${name}`;
}
