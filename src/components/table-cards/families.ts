/**
 * The families of "Your table's cards", in the order the page steps through them. Each id is also
 * the page's address hash (`/table-cards/#assets`), so a stand-in mark elsewhere on the site can
 * open the page at the family it is about.
 */
export const FAMILIES = [
  { id: 'billionaires', name: 'Billionaire boards' },
  { id: 'assets', name: 'Asset types' },
  { id: 'crises', name: 'Rebel icons' },
  { id: 'panic', name: 'Panic! cards' },
  { id: 'markets', name: 'Market numbers' },
  { id: 'policies', name: 'Suit Policies' },
  { id: 'scam', name: 'The Scam' },
  { id: 'values', name: 'Resource cards' },
] as const;

export type FamilyId = (typeof FAMILIES)[number]['id'];

/** The family a hash names (`#crises`), or null for any other hash (a link, none). */
export function familyOfHash(hash: string): FamilyId | null {
  const id = hash.replace(/^#/, '');
  return FAMILIES.find((f) => f.id === id)?.id ?? null;
}

/** The family an error's field is about (`cards.markets.legacy` → markets, `cardValues` → values). */
export function familyOfField(field: string): FamilyId | null {
  if (field === 'cardValues' || field.startsWith('cardValues.')) return 'values';
  return familyOfHash(field.split('.')[1] ?? '');
}
