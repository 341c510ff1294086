/**
 * Where to set a table's own printed card for a fact we only stand in for or infer, and the words
 * for it. Shared by the card reference page (static HTML), the table widget and the editor, so
 * every "set yours" link opens the same family of the table cards page.
 */
import type { FactSource, TableCardFamily } from '../../machine/api.ts';

/** A family of the table cards page: the engine's settable families, plus the Resource values. */
export type StandInFamily = TableCardFamily | 'values';

const WHAT: Readonly<Record<StandInFamily, string>> = {
  billionaires: "your printed Billionaire boards' spaces",
  assets: "your printed Assets' types",
  crises: "your printed Crises' Rebel icons",
  panic: "your printed Panic! cards' types",
  markets: 'your printed Market numbers',
  policies: "your printed Suit Policies' Suits",
  scam: "your printed Scam's value",
  values: 'your printed Resource card values',
};

/** The table cards page, opened at one family. */
export function setYoursHref(family: StandInFamily): string {
  return `/table-cards/#${family}`;
}

/** What a "set yours" link sets, for screen readers ("your printed Market numbers"). */
export function setYoursWhat(family: StandInFamily): string {
  return WHAT[family];
}

/** Whether a fact shown is only ours (a stand-in or an inference), so a table may set its own. */
export function isStandIn(source: FactSource): boolean {
  return source === 'stand-in' || source === 'inferred';
}
