import type { Provenance } from './provenance.ts';

export interface Asset {
  readonly id: string;
  /** Marked with the blue and white star: handed out with 4–5 players, unused with 2–3. */
  readonly starred: boolean;
  /** One of the five Assets that count towards the Luxury Bunker (Level 3). */
  readonly bunker: boolean;
  readonly provenance: Provenance<'name' | 'starred'>;
}

const R = 'rulebook' as const;
const I = 'inferred' as const;
const S = 'stand-in' as const;

function asset<const Id extends string>(id: Id, starred: boolean, bunker: boolean, provenance: Asset['provenance']): Asset & { readonly id: Id } {
  return { id, starred, bunker, provenance };
}

/**
 * All 20 Assets, four per type, one of each four starred; listed by our default types. Their
 * types are in data/card-faces.ts (most are stand-ins a table may set), read through the game
 * (`cardsOf(state).assetType`), and so are their names (`cardsOf(state).assetName`): one Asset is
 * not named anywhere in our text, and a table may name it. The order of this list
 * is part of the share-link format: append, never reorder.
 */
export const ASSETS = [
  asset('political-lobbyists', false, true, { name: R, starred: R }),
  asset('think-tank', false, false, { name: R, starred: R }),
  asset('social-media-company', false, false, { name: R, starred: R }),
  asset('gang-of-lawyers', true, false, { name: R, starred: R }),
  asset('corporate-enclave', false, true, { name: R, starred: R }),
  asset('art-hoard', false, false, { name: R, starred: R }),
  asset('scam-charity', false, false, { name: R, starred: R }),
  asset('cryogenic-lab', true, false, { name: R, starred: R }),
  asset('mercenary-army', false, true, { name: R, starred: R }),
  asset('tabloid-empire', false, false, { name: R, starred: R }),
  asset('unnamed-power-asset', false, false, { name: S, starred: I }),
  asset('pyramid-scheme', true, false, { name: R, starred: R }),
  asset('private-island', false, true, { name: R, starred: R }),
  asset('personal-zoo', false, false, { name: R, starred: R }),
  asset('mega-yacht', false, false, { name: R, starred: R }),
  asset('luxury-jet', true, false, { name: R, starred: R }),
  asset('noble-estate', false, true, { name: R, starred: R }),
  asset('golf-plantation', false, false, { name: R, starred: R }),
  asset('celebrity-spouse', false, false, { name: R, starred: R }),
  asset('cult-of-personality', true, false, { name: R, starred: R }),
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
