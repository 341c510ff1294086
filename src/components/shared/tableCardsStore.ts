/**
 * A table's own printed cards, kept in this browser: the page "Your table's cards" writes them,
 * the playground's new-game form reads them. Stored under `bng.table-cards` as
 * `{ "v": 1, "cards": <canonical record> }`; whatever is read back is checked again by the engine
 * (`readTableCards`), so a record edited by hand or saved by an older version is refused with its
 * reason instead of being played.
 */
import { readTableCards, TABLE_CARD_FAMILIES, type TableCards } from '../../machine/api.ts';

export const TABLE_CARDS_KEY = 'bng.table-cards';
const STORE_VERSION = 1;

/** The part of `localStorage` used here (a test passes a plain object). */
export interface CardStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export type SavedCards =
  | { readonly kind: 'none' }
  | { readonly kind: 'ok'; readonly cards: TableCards; readonly facts: number }
  | { readonly kind: 'invalid'; readonly reason: string; readonly field?: string; readonly raw: unknown };

/** This browser's storage, or null where there is none (the server, a locked-down browser). */
export function browserStore(): CardStore | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** How many facts a record gives (one per board, card, Market, Policy; the Scam counts one). */
export function factCount(cards: TableCards | undefined): number {
  if (!cards) return 0;
  return TABLE_CARD_FAMILIES.reduce((n, family) => {
    const given = cards[family];
    if (given === undefined) return n;
    return n + (typeof given === 'object' ? Object.keys(given).length : 1);
  }, 0);
}

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
    return { kind: 'invalid', reason: 'The saved cards cannot be read: they are not a record. Clear them and choose your cards again.', raw: text };
  }
  const box = saved !== null && typeof saved === 'object' ? (saved as Record<string, unknown>) : null;
  if (!box || box['v'] !== STORE_VERSION || !('cards' in box))
    return { kind: 'invalid', reason: 'The saved cards were written in a form this page does not know. Clear them and choose your cards again.', raw: saved };
  const checked = readTableCards(box['cards']);
  if (!checked.ok)
    return { kind: 'invalid', reason: checked.error.reason, raw: box['cards'], ...(checked.error.field === undefined ? {} : { field: checked.error.field }) };
  return checked.cards === undefined ? { kind: 'none' } : { kind: 'ok', cards: checked.cards, facts: factCount(checked.cards) };
}

/** Saves a record (checked first); a record with nothing that differs removes the key. Returns the engine's reason when refused. */
export function saveTableCards(store: CardStore, cards: unknown): { readonly ok: true; readonly facts: number } | { readonly ok: false; readonly reason: string } {
  const checked = readTableCards(cards);
  if (!checked.ok) return { ok: false, reason: checked.error.reason };
  if (checked.cards === undefined) store.removeItem(TABLE_CARDS_KEY);
  else store.setItem(TABLE_CARDS_KEY, JSON.stringify({ v: STORE_VERSION, cards: checked.cards }));
  return { ok: true, facts: factCount(checked.cards) };
}

export function clearTableCards(store: CardStore): void {
  store.removeItem(TABLE_CARDS_KEY);
}
