/**
 * A table's own printed cards, kept in this browser: the page "Your table's cards" writes them,
 * the playground reads them (new games, the first game when the page opens without a link, the
 * editor's empty table). Stored under `bng.table-cards` as
 * `{ "v": 2, "cards"?: <canonical record>, "values"?: <Resource values> }`; a `{ "v": 1, "cards" }`
 * saved before the values joined the page is still read. Whatever is read back is checked again by
 * the engine (`readTableCards`, `readCardValues`), so a record edited by hand or saved by an older
 * version is refused with its reason instead of being played.
 */
import { type CardValues, readCardValues, readTableCards, TABLE_CARD_FAMILIES, type TableCards } from '../../machine/api.ts';

import { TABLE_CARDS_KEY } from './tableCardsPeek.ts';

export { TABLE_CARDS_KEY };
const STORE_VERSION = 2;
/** Versions this code can still read: 1 held the printed faces only. */
const READABLE = [1, 2];

/** The part of `localStorage` used here (a test passes a plain object). */
export interface CardStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** A table's cards as a game's options hold them: the printed faces and the Resource values, each only when given. */
export interface TableSet {
  readonly cards?: TableCards;
  readonly cardValues?: CardValues;
}

export type SavedCards =
  | { readonly kind: 'none' }
  | { readonly kind: 'ok'; readonly cards: TableCards | undefined; readonly values?: CardValues; readonly facts: number }
  | { readonly kind: 'invalid'; readonly reason: string; readonly field?: string; readonly raw: unknown };

/** This browser's storage, or null where there is none (the server, a locked-down browser). */
export function browserStore(): CardStore | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** How many facts a record gives (one per board, card, Market, Policy; the Scam counts one; one per Resource value). */
export function factCount(cards: TableCards | undefined, values?: CardValues): number {
  const faces = TABLE_CARD_FAMILIES.reduce((n, family) => {
    const given = cards?.[family];
    if (given === undefined) return n;
    return n + (typeof given === 'object' ? Object.keys(given).length : 1);
  }, 0);
  return faces + Object.keys(values ?? {}).length;
}

/** The saved cards as game options (none saved, or refused: our cards). */
export function savedOptions(saved: SavedCards): TableSet {
  if (saved.kind !== 'ok') return {};
  return { ...(saved.cards === undefined ? {} : { cards: saved.cards }), ...(saved.values === undefined ? {} : { cardValues: saved.values }) };
}

/** Do two sets of cards say the same (both canonical, as the engine keeps them)? */
export function sameTable(a: TableSet, b: TableSet): boolean {
  return JSON.stringify(a.cards ?? {}) === JSON.stringify(b.cards ?? {}) && JSON.stringify(a.cardValues ?? {}) === JSON.stringify(b.cardValues ?? {});
}

const invalid = (reason: string, raw: unknown, field?: string): SavedCards => ({ kind: 'invalid', reason, raw, ...(field === undefined ? {} : { field }) });

/** The saved record, checked again. */
export function loadTableCards(store: CardStore | null): SavedCards {
  let text: string | null = null;
  try {
    text = store?.getItem(TABLE_CARDS_KEY) ?? null;
  } catch {
    return { kind: 'none' };
  }
  if (text === null) return { kind: 'none' };
  let saved: unknown;
  try {
    saved = JSON.parse(text);
  } catch {
    return invalid('The saved cards cannot be read: they are not a record. Clear them and choose your cards again.', text);
  }
  const box = saved !== null && typeof saved === 'object' ? (saved as Record<string, unknown>) : null;
  if (!box || !READABLE.includes(box['v'] as number) || (box['v'] === 1 && !('cards' in box)))
    return invalid('The saved cards were written in a form this page does not know. Clear them and choose your cards again.', saved);
  const checked = readTableCards(box['cards']);
  if (!checked.ok) return invalid(checked.error.reason, box['cards'], checked.error.field);
  const values = readCardValues(box['values']);
  if (!values.ok) return invalid(values.error.reason, box['values'], 'cardValues');
  if (checked.cards === undefined && values.values === undefined) return { kind: 'none' };
  return { kind: 'ok', cards: checked.cards, ...(values.values === undefined ? {} : { values: values.values }), facts: factCount(checked.cards, values.values) };
}

/**
 * Saves a record and values (each checked first); nothing that differs from ours removes the key.
 * Returns the engine's reason when refused.
 */
export function saveTableCards(
  store: CardStore,
  cards: unknown,
  values?: unknown,
): { readonly ok: true; readonly facts: number } | { readonly ok: false; readonly reason: string } {
  const checked = readTableCards(cards);
  if (!checked.ok) return { ok: false, reason: checked.error.reason };
  const worth = readCardValues(values);
  if (!worth.ok) return { ok: false, reason: worth.error.reason };
  if (checked.cards === undefined && worth.values === undefined) store.removeItem(TABLE_CARDS_KEY);
  else
    store.setItem(
      TABLE_CARDS_KEY,
      JSON.stringify({
        v: STORE_VERSION,
        ...(checked.cards === undefined ? {} : { cards: checked.cards }),
        ...(worth.values === undefined ? {} : { values: worth.values }),
      }),
    );
  return { ok: true, facts: factCount(checked.cards, worth.values) };
}

export function clearTableCards(store: CardStore): void {
  store.removeItem(TABLE_CARDS_KEY);
}
