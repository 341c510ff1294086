/**
 * The values of the nine Resource cards of each Suit, in card order (`bombs-1` … `bombs-9`).
 *
 * The rulebook says there are 45 Resource cards in five Suits and that values 1, 2 and 3 occur,
 * but not how they are spread. Stand-in: nine per Suit, three each of 1, 2 and 3. The values live
 * here only: a card's id names its identity (the nth card of its Suit), never its value, so
 * replacing a stand-in with the printed value changes no id and no share link.
 */
export const RESOURCE_VALUES: readonly number[] = [1, 1, 1, 2, 2, 2, 3, 3, 3];
