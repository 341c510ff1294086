/**
 * A table's own card values (`GameOptions.cardValues`): the printed values of the Resource cards
 * on a real table, where they differ from (or confirm) our stand-ins. They arrive from outside (a
 * new-game form, a position pasted as JSON, a share link), so they are checked here once, with a
 * reason a person can act on, and kept in one canonical form: card order, no empty record.
 */
import { type CardId, type CardValues, cardIdentity, cardInfo, DECK_CARDS, isCardId, type ResourceCardId } from '../data/cards.ts';
import { CARD_VALUES, type CardValue, isCardValue } from '../data/card-values.ts';
import { defaultCards } from './cards-of.ts';
import { plainRecord } from './fields.ts';
import { illegal, type IllegalMove } from './illegal.ts';
import type { SetupResult } from './setup.ts';
import type { GameState } from './state.ts';

declare module './illegal.ts' {
  interface IllegalCodes {
    'setup.card-values': true;
  }
}

const refuse = (reason: string): IllegalMove => illegal('setup.card-values', 'table.card-values', reason);
const RANGE = `${CARD_VALUES.slice(0, -1).join(', ')} or ${CARD_VALUES[CARD_VALUES.length - 1]}`;

/** Why one card cannot take this value, or null. */
function entryProblem(card: unknown, value: unknown): IllegalMove | null {
  if (!isCardId(card)) return refuse(`"${String(card)}" is not a card, so it cannot be given a value.`);
  if (cardInfo(card).kind !== 'resource')
    return refuse(`${defaultCards().cardName(card)} is not a Resource card: only the 45 Resource cards can be given your table's values.`);
  if (!isCardValue(value))
    return refuse(
      `${cardIdentity(card)} cannot be worth ${typeof value === 'number' ? value : (JSON.stringify(value) ?? String(value))}: a Resource card is worth ${RANGE}.`,
    );
  return null;
}

/** The same values in card order (so equal values are equal JSON), or undefined when there are none. */
function canonical(entries: ReadonlyMap<ResourceCardId, CardValue>): CardValues | undefined {
  if (entries.size === 0) return undefined;
  const out: Partial<Record<ResourceCardId, CardValue>> = {};
  for (const c of DECK_CARDS) {
    const v = entries.get(c.id as ResourceCardId);
    if (v !== undefined) out[c.id as ResourceCardId] = v;
  }
  return out;
}

export type CardValuesResult = { readonly ok: true; readonly values: CardValues | undefined } | { readonly ok: false; readonly error: IllegalMove };

/**
 * Reads a table's values given as a record (`{ "bombs-4": 3 }`), from untrusted input: anything
 * that is not a card, not a Resource card, or not a possible value is refused with its reason.
 */
export function readCardValues(input: unknown): CardValuesResult {
  if (input === undefined) return { ok: true, values: undefined };
  const record = plainRecord(input);
  if (!record) return { ok: false, error: refuse('Your table\'s card values must list cards with their values, such as { "bombs-4": 3 }.') };
  return readCardValueList(Object.entries(record));
}

/** Reads values given as a list of card and value pairs (a share link's form), where a card may wrongly appear twice. */
export function readCardValueList(pairs: readonly (readonly [unknown, unknown])[]): CardValuesResult {
  const entries = new Map<ResourceCardId, CardValue>();
  for (const [card, value] of pairs) {
    const problem = entryProblem(card, value);
    if (problem) return { ok: false, error: problem };
    if (entries.has(card as ResourceCardId)) return { ok: false, error: refuse(`${cardIdentity(card as CardId)} is given a value twice; give each card one value.`) };
    entries.set(card as ResourceCardId, value as CardValue);
  }
  return { ok: true, values: canonical(entries) };
}

/** The options field for these values: none at all when the table gave none, so older games keep their exact shape. */
export function cardValuesField(values: CardValues | undefined): { readonly cardValues?: CardValues } {
  return values === undefined ? {} : { cardValues: values };
}

/**
 * The same starting state with the table's own values instead of its current ones (none: back to
 * the stand-ins). Values change no card's place, so the game is the same deal; only what its cards
 * are worth changes. Meant for a game's start: the moves played from it are replayed afterwards.
 */
export function withCardValues(game: GameState, input: unknown): SetupResult {
  const read = readCardValues(input);
  if (!read.ok) return { ok: false, error: { ...read.error, field: 'cardValues' } };
  const { cardValues: _old, ...options } = game.options;
  return { ok: true, game: { ...game, options: { ...options, ...cardValuesField(read.values) } } };
}
