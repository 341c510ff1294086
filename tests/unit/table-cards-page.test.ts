/**
 * "Your table's cards": the record kept in this browser (checked again when read back) and the
 * link that carries it (section f alone), including a damaged link refused with a clear reason.
 */
import { describe, expect, it } from 'vitest';
import { readTableCardsLink, tableCardsLink, type TableCards } from '../../src/machine/api.ts';
import { type CardStore, clearTableCards, factCount, loadTableCards, saveTableCards, TABLE_CARDS_KEY } from '../../src/components/shared/tableCardsStore.ts';
import { check, draftOf, recordOf } from '../../src/components/table-cards/model.ts';

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
  it('is written as { v: 1, cards } in canonical form and read back', () => {
    const store = fakeStore();
    // Facts equal to ours are dropped when saved.
    const done = saveTableCards(store, { ...TABLE, markets: { ...TABLE.markets, power: draftOf(undefined).markets.power } });
    expect(done).toEqual({ ok: true, facts: 4 });
    const saved = JSON.parse(store.data[TABLE_CARDS_KEY]!);
    expect(saved.v).toBe(1);
    expect(saved.cards).toEqual(TABLE);
    expect(loadTableCards(store)).toEqual({ kind: 'ok', cards: TABLE, facts: 4 });
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

describe('the form', () => {
  it('starts at our cards, and a changed fact gives a record the engine accepts', () => {
    const ours = draftOf(undefined);
    expect(check(ours)).toEqual({ ok: true, cards: undefined, facts: 0 });
    const swapped = { ...ours, markets: { ...ours.markets, influence: ours.markets.legacy, legacy: ours.markets.influence }, scam: ours.scam === 1 ? 2 : 1 };
    const c = check(swapped);
    expect(c.ok && c.facts).toBe(3);
    expect(c.ok && draftOf(c.cards)).toEqual(swapped);
    expect(recordOf(ours).scam).toBe(ours.scam);
  });

  it('names the field of a problem', () => {
    const ours = draftOf(undefined);
    const c = check({ ...ours, markets: { ...ours.markets, influence: ours.markets.legacy } });
    expect(c.ok).toBe(false);
    expect(!c.ok && c.field).toMatch(/^cards\.markets/);
  });
});
