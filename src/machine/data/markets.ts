/**
 * The five Markets, each trading one Asset type. Their order is the order of the numbers
 * 1–5 printed on the Market boards (used by the two-player Puppet rules); which type carries
 * which number is not in our text, so that order is a stand-in.
 */
export const MARKETS = ['influence', 'legacy', 'power', 'toys', 'vanity'] as const;
export type MarketId = (typeof MARKETS)[number];

export const MARKET_NAMES: Readonly<Record<MarketId, string>> = {
  influence: 'Influence',
  legacy: 'Legacy',
  power: 'Power',
  toys: 'Toys',
  vanity: 'Vanity',
};

export function isMarketId(value: unknown): value is MarketId {
  return typeof value === 'string' && (MARKETS as readonly string[]).includes(value);
}

/** A record with one entry per Market. */
export function byMarket<T>(make: (m: MarketId) => T): Record<MarketId, T> {
  return Object.fromEntries(MARKETS.map((m) => [m, make(m)])) as Record<MarketId, T>;
}
