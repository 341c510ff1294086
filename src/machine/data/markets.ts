/**
 * The five Markets, each trading one Asset type, in the order the engine and its links use (not
 * the numbers printed on the boards: see `MARKET_NUMBERS`).
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

/**
 * The number printed on each Market board, 1 to 5 in a circle: the two-player game's die picks a
 * Market by it. Only Toys = 3 follows from the text (the rulebook's two-player example rolls a 3
 * for a Toy); the others are stand-ins, to be corrected here when the printed boards are known.
 */
export const MARKET_NUMBERS: Readonly<Record<MarketId, { readonly number: number; readonly provenance: 'inferred' | 'stand-in' }>> = {
  influence: { number: 1, provenance: 'stand-in' },
  legacy: { number: 2, provenance: 'stand-in' },
  toys: { number: 3, provenance: 'inferred' },
  power: { number: 4, provenance: 'stand-in' },
  vanity: { number: 5, provenance: 'stand-in' },
};

/** The Market with this printed number (1–5). */
export function marketNumbered(n: number): MarketId | undefined {
  return MARKETS.find((m) => MARKET_NUMBERS[m].number === n);
}
