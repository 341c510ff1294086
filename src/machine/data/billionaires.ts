import type { Provenance } from './provenance.ts';
import type { Suit } from './suits.ts';

export const BILLIONAIRE_IDS = ['war-profiteer', 'tech-overlord', 'aristocrat', 'media-baron', 'property-speculator'] as const;
export type BillionaireId = (typeof BILLIONAIRE_IDS)[number];

export interface Billionaire {
  readonly id: BillionaireId;
  readonly name: string;
  readonly suit: Suit;
  readonly provenance: Provenance<'name' | 'suit'>;
  readonly note?: string;
}

/**
 * Names and Suits are stated by the rulebook. Which Asset types each one needs is not: see
 * data/card-faces.ts (a table may set them), read through the game (`cardsOf(state).needs`).
 */
export const BILLIONAIRES: Readonly<Record<BillionaireId, Billionaire>> = {
  'war-profiteer': {
    id: 'war-profiteer',
    name: 'War Profiteer',
    suit: 'bombs',
    provenance: { name: 'rulebook', suit: 'rulebook' },
    note: 'Needing Power is implied: the War Profiteer plans to buy the Mercenary Army in the Level 1 Exchange example.',
  },
  'tech-overlord': {
    id: 'tech-overlord',
    name: 'Tech Overlord',
    suit: 'bolts',
    provenance: { name: 'rulebook', suit: 'rulebook' },
    note: 'Needing Toys is implied: the Tech Overlord buys the Mega Yacht in the Level 2 example.',
  },
  aristocrat: {
    id: 'aristocrat',
    name: 'Aristocrat',
    suit: 'diamonds',
    provenance: { name: 'rulebook', suit: 'rulebook' },
    note: 'Needing Toys is implied: the Aristocrat plans to buy the Personal Zoo in the Level 1 Invest example.',
  },
  'media-baron': {
    id: 'media-baron',
    name: 'Media Baron',
    suit: 'dishes',
    provenance: { name: 'rulebook', suit: 'rulebook' },
    note: 'Not needing Toys is stated in the Level 2 example, where the Media Baron also wants the Think Tank.',
  },
  'property-speculator': {
    id: 'property-speculator',
    name: 'Property Speculator',
    suit: 'locks',
    provenance: { name: 'rulebook', suit: 'rulebook' },
    note: 'Needing Vanity is implied: the Property Speculator buys the Golf Plantation in the Level 1 Buy example.',
  },
};

export function isBillionaireId(value: unknown): value is BillionaireId {
  return typeof value === 'string' && (BILLIONAIRE_IDS as readonly string[]).includes(value);
}

export const ASSETS_TO_WIN = 5;
