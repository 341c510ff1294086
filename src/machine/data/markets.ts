/**
 * The five Markets, each trading one Asset type, in the order the engine and its links use (not
 * the numbers printed on the boards: see `cardsOf(state).marketNumber`).
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
  // A plain loop, not Object.fromEntries: every table view builds one (measured: 2 % of the random games' time).
  const record = {} as Record<MarketId, T>;
  for (const m of MARKETS) record[m] = make(m);
  return record;
}
