import type { MarketId } from './markets.ts';
import type { Provenance } from './provenance.ts';
import type { Suit } from './suits.ts';

export const BILLIONAIRE_IDS = ['war-profiteer', 'tech-overlord', 'aristocrat', 'media-baron', 'property-speculator'] as const;
export type BillionaireId = (typeof BILLIONAIRE_IDS)[number];

export interface Billionaire {
  readonly id: BillionaireId;
  readonly name: string;
  readonly suit: Suit;
  /** The Asset type this Billionaire needs two of (and whose starred Asset they get with 4–5 players). */
  readonly double: MarketId;
  /** The three other types they need one of each; the fifth type they do not need at all. */
  readonly singles: readonly [MarketId, MarketId, MarketId];
  readonly provenance: Provenance<'name' | 'suit' | 'double' | 'singles'>;
  readonly note?: string;
}

/**
 * Suits are stated by the rulebook. Which Asset types each Billionaire needs are not, so they are
 * stand-ins chosen to fit every worked example: the Property Speculator buys a Golf Plantation
 * (Vanity), the Aristocrat plans to buy the Personal Zoo (Toys), the War Profiteer eyes the
 * Mercenary Army (Power), the Tech Overlord buys the Mega Yacht (Toys), and the Media Baron does not
 * need Toys but wants the Think Tank. With five players every starred Asset is handed out, so the
 * five double types must all differ; we also let each type be unneeded by exactly one Billionaire.
 */
export const BILLIONAIRES: Readonly<Record<BillionaireId, Billionaire>> = {
  'war-profiteer': {
    id: 'war-profiteer',
    name: 'War Profiteer',
    suit: 'bombs',
    double: 'power',
    singles: ['influence', 'legacy', 'toys'],
    provenance: { name: 'rulebook', suit: 'rulebook', double: 'stand-in', singles: 'stand-in' },
    note: 'Needing Power is implied: the War Profiteer plans to buy the Mercenary Army in the Level 1 Exchange example.',
  },
  'tech-overlord': {
    id: 'tech-overlord',
    name: 'Tech Overlord',
    suit: 'bolts',
    double: 'toys',
    singles: ['legacy', 'power', 'vanity'],
    provenance: { name: 'rulebook', suit: 'rulebook', double: 'stand-in', singles: 'stand-in' },
    note: 'Needing Toys is implied: the Tech Overlord buys the Mega Yacht in the Level 2 example.',
  },
  aristocrat: {
    id: 'aristocrat',
    name: 'Aristocrat',
    suit: 'diamonds',
    double: 'legacy',
    singles: ['influence', 'toys', 'vanity'],
    provenance: { name: 'rulebook', suit: 'rulebook', double: 'stand-in', singles: 'stand-in' },
    note: 'Needing Toys is implied: the Aristocrat plans to buy the Personal Zoo in the Level 1 Invest example.',
  },
  'media-baron': {
    id: 'media-baron',
    name: 'Media Baron',
    suit: 'dishes',
    double: 'influence',
    singles: ['legacy', 'power', 'vanity'],
    provenance: { name: 'rulebook', suit: 'rulebook', double: 'stand-in', singles: 'stand-in' },
    note: 'Not needing Toys is stated in the Level 2 example, where the Media Baron also wants the Think Tank.',
  },
  'property-speculator': {
    id: 'property-speculator',
    name: 'Property Speculator',
    suit: 'locks',
    double: 'vanity',
    singles: ['influence', 'power', 'toys'],
    provenance: { name: 'rulebook', suit: 'rulebook', double: 'stand-in', singles: 'stand-in' },
    note: 'Needing Vanity is implied: the Property Speculator buys the Golf Plantation in the Level 1 Buy example.',
  },
};

/** How many Assets of each type a Billionaire needs: two of the double type, one of each single. */
const NEEDS = new Map<BillionaireId, Readonly<Partial<Record<MarketId, number>>>>();

/** How many Assets of each type a Billionaire needs (computed once per Billionaire). */
export function needsOf(id: BillionaireId): Readonly<Partial<Record<MarketId, number>>> {
  let needs = NEEDS.get(id);
  if (!needs) {
    const b = BILLIONAIRES[id];
    const made: Partial<Record<MarketId, number>> = { [b.double]: 2 };
    for (const t of b.singles) made[t] = 1;
    needs = Object.freeze(made);
    NEEDS.set(id, needs);
  }
  return needs;
}

export function isBillionaireId(value: unknown): value is BillionaireId {
  return typeof value === 'string' && (BILLIONAIRE_IDS as readonly string[]).includes(value);
}

export const ASSETS_TO_WIN = 5;
