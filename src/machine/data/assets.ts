import type { Provenance } from './provenance.ts';

export interface Asset {
  readonly id: string;
  readonly name: string;
  /** Marked with the blue and white star: handed out with 4–5 players, unused with 2–3. */
  readonly starred: boolean;
  /** One of the five Assets that count towards the Luxury Bunker (Level 3). */
  readonly bunker: boolean;
  readonly provenance: Provenance<'name' | 'starred'>;
}

const R = 'rulebook' as const;
const I = 'inferred' as const;
const S = 'stand-in' as const;

function asset<const Id extends string>(id: Id, name: string, starred: boolean, bunker: boolean, provenance: Asset['provenance']): Asset & { readonly id: Id } {
  return { id, name, starred, bunker, provenance };
}

/**
 * All 20 Assets, four per type, one of each four starred; listed by our default types. Their
 * types are in data/card-faces.ts (most are stand-ins a table may set), read through the game
 * (`cardsOf(state).assetType`). One Asset is not named anywhere in our text. The order of this list
 * is part of the share-link format: append, never reorder.
 */
export const ASSETS = [
  asset('political-lobbyists', 'Political Lobbyists', false, true, { name: R, starred: R }),
  asset('think-tank', 'Think Tank', false, false, { name: R, starred: R }),
  asset('social-media-company', 'Social Media Company', false, false, { name: R, starred: R }),
  asset('gang-of-lawyers', 'Gang of Lawyers', true, false, { name: R, starred: R }),
  asset('corporate-enclave', 'Corporate Enclave', false, true, { name: R, starred: R }),
  asset('art-hoard', 'Art Hoard', false, false, { name: R, starred: R }),
  asset('scam-charity', 'Scam Charity', false, false, { name: R, starred: R }),
  asset('cryogenic-lab', 'Cryogenic Lab', true, false, { name: R, starred: R }),
  asset('mercenary-army', 'Mercenary Army', false, true, { name: R, starred: R }),
  asset('tabloid-empire', 'Tabloid Empire', false, false, { name: R, starred: R }),
  asset('unnamed-power-asset', 'Unnamed Power Asset', false, false, { name: S, starred: I }),
  asset('pyramid-scheme', 'Pyramid Scheme', true, false, { name: R, starred: R }),
  asset('private-island', 'Private Island', false, true, { name: R, starred: R }),
  asset('personal-zoo', 'Personal Zoo', false, false, { name: R, starred: R }),
  asset('mega-yacht', 'Mega Yacht', false, false, { name: R, starred: R }),
  asset('luxury-jet', 'Luxury Jet', true, false, { name: R, starred: R }),
  asset('noble-estate', 'Noble Estate', false, true, { name: R, starred: R }),
  asset('golf-plantation', 'Golf Plantation', false, false, { name: R, starred: R }),
  asset('celebrity-spouse', 'Celebrity Spouse', false, false, { name: R, starred: R }),
  asset('cult-of-personality', 'Cult of Personality', true, false, { name: R, starred: R }),
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

/** Most Assets a Market can hold: a returned fourth leaves the game. */
export const MARKET_ASSET_CAPACITY = 3;
