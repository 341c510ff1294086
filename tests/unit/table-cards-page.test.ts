/**
 * "Your table's cards": the record kept in this browser (checked again when read back) and the
 * link that carries it (section f alone), including a damaged link refused with a clear reason.
 */
import { describe, expect, it } from 'vitest';
import { readTableCardsLink, tableCardsLink, type TableCards } from '../../src/machine/api.ts';
import {
  type CardStore,
  clearTableCards,
  factCount,
  loadTableCards,
  sameTable,
  saveTableCards,
  savedOptions,
  TABLE_CARDS_KEY,
} from '../../src/components/shared/tableCardsStore.ts';
import { check, draftOf, recordOf } from '../../src/components/table-cards/model.ts';
import { emptyDraft } from '../../src/machine/draft/draft.ts';

function fakeStore(initial: Record<string, string> = {}): CardStore & { readonly data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (k) => (Object.hasOwn(data, k) ? data[k]! : null),
    setItem: (k, v) => {
      data[k] = v;
    },
    removeItem: (k) => {
      delete data[k];
    },
  };
}

// The Scam at a value that is not ours.
const OTHER_SCAM = draftOf(undefined).scam === 3 ? 2 : 3;
const TABLE: TableCards = { crises: { floods: { rebels: 3 } }, markets: { influence: 2, legacy: 1 }, scam: OTHER_SCAM as 2 | 3 };

describe('the saved record', () => {
  it('is written as { v: 2, cards } in canonical form and read back', () => {
    const store = fakeStore();
    // Facts equal to ours are dropped when saved.
    const done = saveTableCards(store, { ...TABLE, markets: { ...TABLE.markets, power: draftOf(undefined).markets.power } });
    expect(done).toEqual({ ok: true, facts: 4 });
    const saved = JSON.parse(store.data[TABLE_CARDS_KEY]!);
    expect(saved.v).toBe(2);
    expect(saved.cards).toEqual(TABLE);
    expect(saved).not.toHaveProperty('values');
    expect(loadTableCards(store)).toEqual({ kind: 'ok', cards: TABLE, facts: 4 });
  });

  it('keeps the Resource values too, in card order, each counted as a fact', () => {
    const store = fakeStore();
    expect(saveTableCards(store, TABLE, { 'diamonds-4': 3, 'bombs-1': 3 })).toEqual({ ok: true, facts: 6 });
    const saved = JSON.parse(store.data[TABLE_CARDS_KEY]!);
    expect(saved).toEqual({ v: 2, cards: TABLE, values: { 'bombs-1': 3, 'diamonds-4': 3 } });
    expect(loadTableCards(store)).toEqual({ kind: 'ok', cards: TABLE, values: { 'bombs-1': 3, 'diamonds-4': 3 }, facts: 6 });
    expect(savedOptions(loadTableCards(store))).toEqual({ cards: TABLE, cardValues: { 'bombs-1': 3, 'diamonds-4': 3 } });
    // Values alone are a record worth keeping.
    saveTableCards(store, {}, { 'bombs-1': 2 });
    expect(loadTableCards(store)).toEqual({ kind: 'ok', cards: undefined, values: { 'bombs-1': 2 }, facts: 1 });
    expect(savedOptions(loadTableCards(store))).toEqual({ cardValues: { 'bombs-1': 2 } });
    expect(savedOptions({ kind: 'none' })).toEqual({});
  });

  it('still reads a { v: 1, cards } record saved before the values joined the page', () => {
    const store = fakeStore({ [TABLE_CARDS_KEY]: JSON.stringify({ v: 1, cards: TABLE }) });
    expect(loadTableCards(store)).toEqual({ kind: 'ok', cards: TABLE, facts: 4 });
    expect(loadTableCards(fakeStore({ [TABLE_CARDS_KEY]: JSON.stringify({ v: 1 }) })).kind).toBe('invalid');
  });

  it("refuses impossible saved values with the engine's reason", () => {
    const bad = loadTableCards(fakeStore({ [TABLE_CARDS_KEY]: JSON.stringify({ v: 2, values: { 'bombs-1': 9 } }) }));
    expect(bad.kind).toBe('invalid');
    expect(bad.kind === 'invalid' && bad.field).toBe('cardValues');
    expect(saveTableCards(fakeStore(), {}, { scam: 2 })).toMatchObject({ ok: false });
  });

  it('tells whether two tables say the same', () => {
    expect(sameTable({}, { cards: undefined })).toBe(true);
    expect(sameTable({ cards: TABLE }, { cards: TABLE })).toBe(true);
    expect(sameTable({ cards: TABLE }, { cards: TABLE, cardValues: { 'bombs-1': 2 } })).toBe(false);
  });

  it('has nothing to keep when the cards match ours, and is removed by Clear', () => {
    const store = fakeStore();
    expect(saveTableCards(store, {})).toEqual({ ok: true, facts: 0 });
    expect(store.data[TABLE_CARDS_KEY]).toBeUndefined();
    saveTableCards(store, TABLE);
    clearTableCards(store);
    expect(loadTableCards(store)).toEqual({ kind: 'none' });
    expect(loadTableCards(null)).toEqual({ kind: 'none' });
  });

  it('is checked again when read: an impossible or unreadable record is refused with its reason', () => {
    const bad = loadTableCards(fakeStore({ [TABLE_CARDS_KEY]: JSON.stringify({ v: 1, cards: { crises: { floods: { rebels: 9 } } } }) }));
    expect(bad.kind).toBe('invalid');
    expect(bad.kind === 'invalid' && bad.field).toBe('cards.crises.floods.rebels');
    expect(bad.kind === 'invalid' && bad.reason).toMatch(/1 to 3/);
    expect(loadTableCards(fakeStore({ [TABLE_CARDS_KEY]: '{not json' })).kind).toBe('invalid');
    expect(loadTableCards(fakeStore({ [TABLE_CARDS_KEY]: JSON.stringify({ v: 7, cards: {} }) })).kind).toBe('invalid');
    expect(saveTableCards(fakeStore(), { markets: { legacy: 9 } })).toMatchObject({ ok: false });
  });

  it('counts one fact per board, card, Market, Policy and the Scam', () => {
    expect(factCount(undefined)).toBe(0);
    expect(factCount(TABLE)).toBe(4);
    expect(factCount(TABLE, { 'bombs-1': 2 })).toBe(5);
  });
});

describe('the link', () => {
  it('holds only section f and opens to the same record', () => {
    const link = tableCardsLink(TABLE)!;
    expect(link).toMatch(/^g=2\.f[^.]+\.[^.]{4}$/);
    expect(readTableCardsLink(link)).toEqual({ ok: true, cards: TABLE });
    expect(readTableCardsLink(`#${link}`)).toEqual({ ok: true, cards: TABLE });
    expect(tableCardsLink(undefined)).toBeNull();
  });

  it('carries the Resource values as well (section t), or the values alone', () => {
    const values = { 'bombs-1': 3, 'diamonds-4': 3 } as const;
    const link = tableCardsLink(TABLE, values)!;
    expect(link).toMatch(/^g=2\.f[^.]+\.t[^.]+\.[^.]{4}$/);
    expect(readTableCardsLink(link)).toEqual({ ok: true, cards: TABLE, values });
    const alone = tableCardsLink(undefined, { 'bombs-1': 2 })!;
    expect(alone).toMatch(/^g=2\.t[^.]+\.[^.]{4}$/);
    expect(readTableCardsLink(alone)).toEqual({ ok: true, cards: undefined, values: { 'bombs-1': 2 } });
    // Without values the link is the one made before values existed, and reads with no values at all.
    expect(tableCardsLink(TABLE, undefined)).toBe(tableCardsLink(TABLE));
    expect(readTableCardsLink(tableCardsLink(TABLE)!)).not.toHaveProperty('values');
  });

  it('refuses a link whose values are impossible, naming the values', () => {
    // A Special Action card is no Resource card: the section reads, the engine refuses it.
    const forged = tableCardsLink(TABLE, { scam: 2 } as never);
    expect(forged).not.toBeNull();
    const r = readTableCardsLink(forged!);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error.field).toBe('cardValues');
    expect(!r.ok && r.error.reason).toMatch(/not a Resource card/);
  });

  it('refuses a damaged or cut link with a reason a person can act on', () => {
    const link = tableCardsLink(TABLE)!;
    const i = link.indexOf('.f') + 3;
    const damaged = link.slice(0, i) + (link[i] === 'A' ? 'B' : 'A') + link.slice(i + 1);
    const r = readTableCardsLink(damaged);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error.reason).toMatch(/damaged/);
    expect(!r.ok && r.error.field).toBe('cards');
    const cut = readTableCardsLink(link.slice(0, -2));
    expect(!cut.ok && cut.error.reason).toMatch(/cut short/);
    const none = readTableCardsLink('g=2.n0.AAAA');
    expect(none.ok).toBe(false);
  });
});

describe("the editor's empty table", () => {
  it('is made with the saved cards and values, which the draft keeps for the game it starts', () => {
    const d = emptyDraft(4, 1, true, 5, { cards: TABLE, cardValues: { 'bombs-1': 3 } });
    expect(d.base.cards).toEqual(TABLE);
    expect(d.base.cardValues).toEqual({ 'bombs-1': 3 });
    expect(emptyDraft(4, 1, true, 5).base.cards).toBeUndefined();
  });
});

describe('the form', () => {
  it('starts at our cards, and a changed fact gives a record the engine accepts', () => {
    const ours = draftOf(undefined);
    expect(check(ours)).toEqual({ ok: true, cards: undefined, facts: 0 });
    const swapped = { ...ours, markets: { ...ours.markets, influence: ours.markets.legacy, legacy: ours.markets.influence }, scam: ours.scam === 1 ? 2 : 1 };
    const c = check(swapped);
    expect(c.ok && c.facts).toBe(3);
    expect(c.ok && draftOf(c.cards)).toEqual(swapped);
    // Resource values ride along, checked by the engine.
    const valued = check({ ...ours, values: { 'bombs-1': 3 } });
    expect(valued).toEqual({ ok: true, cards: undefined, values: { 'bombs-1': 3 }, facts: 1 });
    const wrong = check({ ...ours, values: { 'bombs-1': 7 as never } });
    expect(!wrong.ok && wrong.field).toBe('cardValues');
    expect(recordOf(ours).scam).toBe(ours.scam);
  });

  it('names the field of a problem', () => {
    const ours = draftOf(undefined);
    const c = check({ ...ours, markets: { ...ours.markets, influence: ours.markets.legacy } });
    expect(c.ok).toBe(false);
    expect(!c.ok && c.field).toMatch(/^cards\.markets/);
  });
});
