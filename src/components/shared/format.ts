/**
 * Presentation helpers shared by the widgets: labels built from the engine's public data only.
 * Nothing here decides a rule; it only turns ids into words.
 */
import { BILLIONAIRES, MARKET_NAMES, type AssetId, type BillionaireId, type Cards, type MarketId } from '../../machine/api.ts';

/** A seat's Billionaire by name; a seat without one (null) is the Troublemaker's. */
export function billionaireName(id: BillionaireId | null): string {
  return id === null ? 'Troublemaker' : BILLIONAIRES[id].name;
}

/** "Seat 2: Aristocrat" */
export function seatLabel(billionaires: readonly (BillionaireId | null)[], seat: number): string {
  const b = billionaires[seat];
  return b !== undefined ? `Seat ${seat + 1}: ${billionaireName(b)}` : `Seat ${seat + 1}`;
}

export function marketName(m: MarketId): string {
  return MARKET_NAMES[m];
}

/** An Asset's name at this table (its own printed name where it gave one). */
export function assetName(a: AssetId, cards: Cards): string {
  return cards.assetName(a);
}

/** A one-line text for a card, for option lists (the engine's words: see `core/form-domains.ts`). */
export { cardLabel } from '../../machine/api.ts';

/** The sentence's first letter in capitals ("the Aristocrat…" at the start of a line). */
export function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "1 card", "3 cards": a count with its noun (a noun whose plural takes an s). */
export function plural(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}
