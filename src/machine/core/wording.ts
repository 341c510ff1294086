/**
 * The house style of every sentence the engine writes, in one place, so that the core's events,
 * the modules' events and the move labels all say things the same way:
 *
 *   - People: "the War Profiteer" inside a sentence, "The War Profiteer" at its start (`cap`); their
 *     possessive takes "'s" (`possessive`): "the War Profiteer's turn".
 *   - Markets never take a possessive. Their names are plural nouns ("Toys", "Vanity"), and both
 *     "Toys's" and "Toys'" read badly, so a sentence says "the Toys Market" or "the cards of the
 *     Toys Market".
 *   - Assets are "the Mega Yacht"; cards are named by value and Suit ("2 Bombs") or by their own
 *     name ("Killer Robots!"), with capitals as printed.
 *   - Lists: "A", "A and B", "A, B and C" (`andList`); only cards that add up (a Buy's cards, a
 *     Market's) are joined with " + ".
 *   - Ties are said as ties: "Pandemic and Debt Crisis tie for the most Rebel icons".
 *   - Move labels are button texts: imperative, no final full stop, no article before a name
 *     ("Claim Golf Plantation", "Buy at Vanity with 3 Bombs"). Event texts are whole sentences.
 */

/** A sentence starts with a capital: "The War Profiteer draws…". */
export function cap(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * A person's possessive: "the War Profiteer's". Only for people (Billionaires, seats, "your
 * table"): Markets are never put in the possessive (see above), and no Billionaire's name ends in s.
 */
export function possessive(name: string): string {
  return `${name}'s`;
}

/** "A", "A and B", "A, B and C"; `none` for an empty list. */
export function andList(items: readonly string[], none = 'none'): string {
  if (items.length === 0) return none;
  if (items.length === 1) return items[0]!;
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** The word that agrees with a count: `agree(1, 'is', 'are')` is "is". */
export function agree(count: number, one: string, many: string): string {
  return count === 1 ? one : many;
}

/** A count with its noun: "1 card", "3 cards". */
export function counted(count: number, one: string, many: string): string {
  return `${count} ${agree(count, one, many)}`;
}
