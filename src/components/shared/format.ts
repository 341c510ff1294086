/**
 * Presentation helpers shared by the widgets: labels built from the engine's public data only.
 * Nothing here decides a rule; it only turns ids into words.
 */
import {
  assetInfo,
  BILLIONAIRES,
  cardInfo,
  MARKET_NAMES,
  SUIT_INFO,
  tableValue,
  type AssetId,
  type BillionaireId,
  type CardId,
  type CardValues,
  type MarketId,
} from '../../machine/api.ts';

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

export function assetName(a: AssetId): string {
  return assetInfo(a).name;
}

/**
 * A one-line text for a card, for option lists: "3 Bombs 💣", "Audit (counts 3)", "Pandemic (Crisis,
 * 2 Rebel icons)". With the game's own card values (`GameOptions.cardValues`), a card the table
 * valued shows that value and says so: "3 Bombs 💣 (table's value)".
 */
export function cardLabel(id: CardId, values?: CardValues): string {
  const c = cardInfo(id);
  const own = tableValue(id, values);
  if (c.kind === 'resource') return `${own ?? c.value} ${SUIT_INFO[c.suit].name} ${SUIT_INFO[c.suit].symbol}${own === undefined ? '' : " (table's value)"}`;
  if (c.kind === 'special') return `${c.name} (counts ${c.value})`;
  return `${c.name} (Crisis, ${c.rebels} Rebel ${c.rebels === 1 ? 'icon' : 'icons'})`;
}

/** The sentence's first letter in capitals ("the Aristocrat…" at the start of a line). */
export function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
