/**
 * A first look at the table's cards saved in this browser, for the playground's first download: no
 * engine code, so it stays small. What it returns is unchecked on purpose: the engine checks a
 * table's cards whenever a game is made with them (`createGame`), and the full reading with reasons
 * (`tableCardsStore.ts`) loads with the parts that show them.
 */
export const TABLE_CARDS_KEY = 'bng.table-cards';

/** The saved faces and values as game options, unchecked; null when nothing (readable) is saved. */
export function peekSavedTable(): { readonly cards?: never; readonly cardValues?: never } | null {
  try {
    const box: unknown = JSON.parse(localStorage.getItem(TABLE_CARDS_KEY) ?? 'null');
    if (box === null || typeof box !== 'object') return null;
    const { v, cards, values } = box as Record<string, never>;
    if (v !== 1 && v !== 2) return null;
    return { ...(cards === undefined ? {} : { cards }), ...(values === undefined ? {} : { cardValues: values }) };
  } catch {
    return null; // no storage here (the server, a locked-down browser), or not a record
  }
}
