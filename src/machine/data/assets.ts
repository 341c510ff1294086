import type { MarketId } from './markets.ts';
import type { Provenance } from './provenance.ts';

export interface Asset {
  readonly id: string;
  readonly name: string;
  readonly market: MarketId;
  /** Marked with the blue and white star: handed out with 4–5 players, unused with 2–3. */
  readonly starred: boolean;
  /** One of the five Assets that count towards the Luxury Bunker (Level 3). */
  readonly bunker: boolean;
  readonly provenance: Provenance<'name' | 'market' | 'starred'>;
}

const R = 'rulebook' as const;
const I = 'inferred' as const;
const S = 'stand-in' as const;

function asset<const Id extends string>(
  id: Id,
  name: string,
  market: MarketId,
  starred: boolean,
  bunker: boolean,
  provenance: Asset['provenance'],
): Asset & { readonly id: Id } {
  return { id, name, market, starred, bunker, provenance };
}

/**
 * All 20 Assets, four per Market, one of each four starred. The rulebook names the Market of the
 * five Luxury Bunker Assets, the Golf Plantation, the Personal Zoo and the Mega Yacht, and which five
 * are starred. The Panic! example makes the Cryogenic Lab, Tabloid Empire and Social Media Company
 * three different types, none of them Vanity. Everything else is a stand-in, and one Asset is not
 * named anywhere in our text. The order of this list is part of the share-link format: append, never
 * reorder.
 */
export const ASSETS = [
  asset('political-lobbyists', 'Political Lobbyists', 'influence', false, true, { name: R, market: R, starred: R }),
  asset('think-tank', 'Think Tank', 'influence', false, false, { name: R, market: S, starred: R }),
  asset('social-media-company', 'Social Media Company', 'influence', false, false, { name: R, market: S, starred: R }),
  asset('gang-of-lawyers', 'Gang of Lawyers', 'influence', true, false, { name: R, market: S, starred: R }),
  asset('corporate-enclave', 'Corporate Enclave', 'legacy', false, true, { name: R, market: R, starred: R }),
  asset('art-hoard', 'Art Hoard', 'legacy', false, false, { name: R, market: S, starred: R }),
  asset('scam-charity', 'Scam Charity', 'legacy', false, false, { name: R, market: S, starred: R }),
  asset('cryogenic-lab', 'Cryogenic Lab', 'legacy', true, false, { name: R, market: S, starred: R }),
  asset('mercenary-army', 'Mercenary Army', 'power', false, true, { name: R, market: R, starred: R }),
  asset('tabloid-empire', 'Tabloid Empire', 'power', false, false, { name: R, market: S, starred: R }),
  asset('unnamed-power-asset', 'Unnamed Power Asset', 'power', false, false, { name: S, market: S, starred: I }),
  asset('pyramid-scheme', 'Pyramid Scheme', 'power', true, false, { name: R, market: S, starred: R }),
  asset('private-island', 'Private Island', 'toys', false, true, { name: R, market: R, starred: R }),
  asset('personal-zoo', 'Personal Zoo', 'toys', false, false, { name: R, market: R, starred: R }),
  asset('mega-yacht', 'Mega Yacht', 'toys', false, false, { name: R, market: R, starred: R }),
  asset('luxury-jet', 'Luxury Jet', 'toys', true, false, { name: R, market: S, starred: R }),
  asset('noble-estate', 'Noble Estate', 'vanity', false, true, { name: R, market: R, starred: R }),
  asset('golf-plantation', 'Golf Plantation', 'vanity', false, false, { name: R, market: R, starred: R }),
  asset('celebrity-spouse', 'Celebrity Spouse', 'vanity', false, false, { name: R, market: S, starred: R }),
  asset('cult-of-personality', 'Cult of Personality', 'vanity', true, false, { name: R, market: S, starred: R }),
] as const;

export type AssetId = (typeof ASSETS)[number]['id'];

const BY_ID = new Map<string, Asset>(ASSETS.map((a) => [a.id, a]));

export function assetInfo(id: AssetId): Asset {
  const a = BY_ID.get(id);
  if (!a) throw new Error(`unknown asset ${id}`); // a bug: ids are typed
  return a;
}

export function isAssetId(value: unknown): value is AssetId {
  return typeof value === 'string' && BY_ID.has(value);
}

/** The Market an Asset belongs to. */
export function marketOf(id: AssetId): MarketId {
  return assetInfo(id).market;
}

/** Most Assets a Market can hold: a returned fourth leaves the game. */
export const MARKET_ASSET_CAPACITY = 3;
