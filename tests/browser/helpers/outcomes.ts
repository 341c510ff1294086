/**
 * Dispute mode's chosen outcomes in the playground (`OutcomesPanel`): the engine's form for the
 * table's `choose` move. Pick which outcome, set its fields by their engine keys, and set it.
 */
import type { Locator } from 'playwright-core';

/** Sets one chosen outcome: `kind` (draw, pick, roll, crisis, panic), then each field's option key in order; `set` presses the button (a click unless given). */
export async function chooseOutcome(
  outcomes: Locator,
  kind: string,
  fields: readonly (readonly [field: string, option: string])[],
  set: (button: Locator) => Promise<void> = (b) => b.click(),
): Promise<void> {
  await outcomes.locator('[data-field="outcome"]').selectOption(kind);
  for (const [field, option] of fields) await outcomes.locator(`[data-field="${field}"]`).selectOption(option);
  await set(outcomes.locator('[data-action="try-move"]'));
}

/** The cards off the Draw deck, first drawn first. */
export const deckCards = (cards: readonly string[]): [string, string][] => [['count', String(cards.length)], ...cards.map((c, i): [string, string] => [`cards-${i}`, c])];
