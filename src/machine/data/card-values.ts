/**
 * What a table's own card value may be (see `resource-values.ts` for our stand-ins, and
 * `core/card-values.ts` for how a table's values are read and checked).
 */

/**
 * The values a table may give one of its own Resource cards (`GameOptions.cardValues`). Every
 * single card the rulebook's examples price is worth 1, 2 or 3, and the text names no other value,
 * so a table's value is one of these three (a typo such as 22 is refused, not played).
 */
export const CARD_VALUES = [1, 2, 3] as const;
export type CardValue = (typeof CARD_VALUES)[number];

export function isCardValue(value: unknown): value is CardValue {
  return (CARD_VALUES as readonly unknown[]).includes(value);
}
