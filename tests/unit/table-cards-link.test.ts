/**
 * A table's own printed card faces in share links (section f of version 2): written only when a
 * table gave some, read back exactly for either start, fixed forever by a golden link, refused with
 * a reason when forged, and refused as damage when it cannot be read.
 */
import { describe, expect, it } from 'vitest';
import { linkChecksum } from '../../src/machine/core/link/checksum.ts';
import { TextWriter } from '../../src/machine/core/link/text.ts';
import { withEditionSection } from '../helpers/editions.ts';
import {
  createFromPosition,
  createGame,
  deciders,
  encodeLink,
  extendLink,
  finishLink,
  type GameState,
  legalMoves,
  type Move,
  openLink,
  parseLink,
  play,
  readTableCards,
  readTableCardsLink,
  startLink,
  tableCardsLink,
  type TableCards,
} from '../../src/machine/index.ts';

const OPTIONS = { players: 3, seed: 21, billionaires: ['war-profiteer', 'media-baron', 'aristocrat'], firstPlayer: 0 } as const;

function newGame(cards?: unknown, level: 1 | 2 = 1): GameState {
  const made = createGame({ ...OPTIONS, level, ...(cards ? { cards: cards as TableCards } : {}) });
  if (!made.ok) throw new Error(made.error.reason);
  return made.game;
}

/** Every family changed from our defaults (the five double types still all differ). */
const FULL = {
  billionaires: {
    'media-baron': { spaces: ['legacy', 'legacy', 'influence', 'power', 'vanity'] },
    aristocrat: { spaces: ['influence', 'influence', 'legacy', 'toys', 'vanity'] },
  },
  assets: { 'think-tank': { type: 'legacy' }, 'art-hoard': { type: 'influence' } },
  crises: { floods: { rebels: 3 }, 'crisis-9': { rebels: 2 } },
  panic: { 'panic-2': { types: ['legacy', 'power', 'vanity'] } },
  markets: { influence: 2, legacy: 1 },
  policies: { 'weapons-galore': 'locks', 'real-estate-bonanza': 'bombs' },
  scam: 2,
};

/** FULL in its canonical form (what `readTableCards` keeps, and what the game's options hold). */
function canonical(input: unknown): TableCards {
  const read = readTableCards(input);
  if (!read.ok || read.cards === undefined) throw new Error(read.ok ? 'no cards' : read.error.reason);
  return read.cards;
}

/** `count` moves from `start`: the first deciding seat's legal moves in turn. */
function someMoves(start: GameState, count: number): { moves: Move[]; last: GameState } {
  let state = start;
  const moves: Move[] = [];
  for (let i = 0; i < count; i++) {
    const seat = deciders(state)[0];
    if (seat === undefined) break;
    const listed = legalMoves(state, seat);
    const out = play(state, listed[i % listed.length]!);
    if (!out.ok) throw new Error(out.illegal.reason);
    moves.push(out.move);
    state = out.game;
  }
  return { moves, last: state };
}

function sectionsOf(link: string): string[] {
  const parsed = parseLink(link);
  if (!parsed.ok || parsed.value.version !== 2) throw new Error('not a version-2 link');
  return [...parsed.value.sections.keys()];
}

/** A link with one section's payload replaced (and the checksum made right again, as a forger would). */
function forged(link: string, tag: string, payload: string): string {
  const parts = link.split('.');
  const body = parts
    .slice(0, -1)
    .map((p) => (p.startsWith(tag) ? `${tag}${payload}` : p))
    .join('.');
  return `${body}.${linkChecksum(body)}`;
}

/**
 * Golden: a new 3-player game (seed 21) at which the Scam counts 2 and Floods shows 3 Rebel icons
 * (Level 2, so the Crises are in), with its first move. Links are forever: this text must keep
 * opening to this game.
 */
const GOLDEN = 'g=2.eC.nDCBDADCAV.fCC2ADGAC.mHkI.Heko';
const GOLDEN_CARDS = { crises: { floods: { rebels: 3 } }, scam: 2 } as const;

/** A golden link from before section f (card-values-link.test.ts): a game whose table gave values but no cards. */
const GOLDEN_BEFORE = 'g=2.nDBBDADCAV.tCADsB.mHkI.M00o';

describe('table cards in a share link', () => {
  it('are left out of a link when the table gave none, which stays as it was', () => {
    // The golden game of card-values-link.test.ts, written today: byte for byte as before section f.
    const made = createGame({ ...OPTIONS, cardValues: { 'bombs-1': 3, 'locks-9': 1 } });
    if (!made.ok) throw new Error(made.error.reason);
    const { moves } = someMoves(made.game, 1);
    const link = encodeLink({ start: { kind: 'new', options: made.game.options }, moves });
    expect(sectionsOf(link)).not.toContain('f');
    expect(link).toBe(withEditionSection(GOLDEN_BEFORE));
    // Cards equal to our defaults are no cards at all: no section f either.
    const same = createGame({ ...OPTIONS, cardValues: { 'bombs-1': 3, 'locks-9': 1 }, cards: { scam: 1, markets: { influence: 1 } } });
    if (!same.ok) throw new Error(same.error.reason);
    expect(same.game.options.cards).toBeUndefined();
    expect(encodeLink({ start: { kind: 'new', options: same.game.options }, moves })).toBe(withEditionSection(GOLDEN_BEFORE));
    // The golden game without its table's cards is the golden link without section f.
    const plain = newGame(undefined, 2);
    const without = encodeLink({ start: { kind: 'new', options: plain.options }, moves: someMoves(plain, 1).moves });
    expect(sectionsOf(without)).toEqual(['e', 'n', 'm']);
    expect(without.slice(0, without.lastIndexOf('.'))).toBe(GOLDEN.slice(0, GOLDEN.lastIndexOf('.')).replace(/\.f[^.]*/, ''));
  });

  it('travel in section f for a new game, and replay to the same game', () => {
    const cards = canonical(FULL);
    const start = newGame(FULL, 2);
    expect(start.options.cards).toEqual(cards);
    const { moves, last } = someMoves(start, 12);
    const link = encodeLink({ start: { kind: 'new', options: start.options }, moves });
    expect(sectionsOf(link)).toEqual(['e', 'n', 'f', 'm', ...(sectionsOf(link).includes('x') ? ['x'] : [])]);
    const opened = openLink(link);
    if (!opened.ok) throw new Error(opened.error.reason);
    expect(opened.timeline.start.options.cards).toEqual(cards);
    expect(opened.timeline.start).toEqual(start);
    expect(opened.moves).toEqual(moves);
    expect(opened.timeline.last).toEqual(last);
    // Written again, the link is the same text.
    expect(encodeLink(opened.content)).toBe(link);
  });

  it('travel beside the card values, after section t', () => {
    const made = createGame({ ...OPTIONS, cardValues: { 'bombs-1': 3 }, cards: { scam: 3 } });
    if (!made.ok) throw new Error(made.error.reason);
    const link = encodeLink({ start: { kind: 'new', options: made.game.options }, moves: [] });
    expect(sectionsOf(link)).toEqual(['e', 'n', 't', 'f']);
    const opened = openLink(link);
    if (!opened.ok) throw new Error(opened.error.reason);
    expect(opened.timeline.start).toEqual(made.game);
  });

  it('travel in section f for a position, and replay to the same game', () => {
    const cards = canonical(FULL);
    const position = createFromPosition({
      players: [{ billionaire: 'property-speculator' }, { billionaire: 'aristocrat' }, { billionaire: 'tech-overlord' }],
      seed: 5,
      cards: FULL as unknown as TableCards,
    });
    if (!position.ok) throw new Error(position.error.reason);
    expect(position.game.options.cards).toEqual(cards);
    const { moves, last } = someMoves(position.game, 8);
    const link = encodeLink({ start: { kind: 'position', state: position.game }, moves });
    expect(sectionsOf(link)).toContain('f');
    expect(sectionsOf(link).indexOf('f')).toBe(sectionsOf(link).indexOf('p') + 1);
    const opened = openLink(link);
    if (!opened.ok) throw new Error(opened.error.reason);
    expect(opened.timeline.start.options.cards).toEqual(cards);
    expect(opened.timeline.start).toEqual(position.game);
    expect(opened.timeline.last).toEqual(last);
    expect(encodeLink(opened.content)).toBe(link);
  });

  it('are written by a draft exactly as by encodeLink', () => {
    const start = newGame(FULL, 2);
    const { moves } = someMoves(start, 6);
    let draft = startLink({ kind: 'new', options: start.options });
    let state = start;
    for (const move of moves) {
      if (!draft.ok) throw new Error(draft.error.reason);
      draft = extendLink(draft.value, state, move);
      const out = play(state, move);
      if (!out.ok) throw new Error(out.illegal.reason);
      state = out.game;
    }
    if (!draft.ok) throw new Error(draft.error.reason);
    expect(finishLink(draft.value)).toEqual({ ok: true, value: encodeLink({ start: { kind: 'new', options: start.options }, moves }) });
  });

  it("are written by the table's cards page in the game link's own sections, values included", () => {
    // The page's link holds the golden game's section f, and reads back without values.
    const page = tableCardsLink(GOLDEN_CARDS)!;
    expect(page.slice(0, page.lastIndexOf('.'))).toBe('g=2.fCC2ADGAC');
    expect(readTableCardsLink(page)).toEqual({ ok: true, cards: GOLDEN_CARDS });
    // With the values of the older golden game, section t is that game's too.
    const before = openLink(GOLDEN_BEFORE);
    if (!before.ok) throw new Error(before.error.reason);
    const values = before.timeline.start.options.cardValues!;
    const both = tableCardsLink(GOLDEN_CARDS, values)!;
    expect(both.split('.').slice(1, -1)).toEqual(['fCC2ADGAC', 'tCADsB']);
    expect(readTableCardsLink(both)).toEqual({ ok: true, cards: GOLDEN_CARDS, values });
  });

  it('keep opening the golden link to the same game', () => {
    const start = newGame(GOLDEN_CARDS, 2);
    const { moves, last } = someMoves(start, 1);
    expect(encodeLink({ start: { kind: 'new', options: start.options }, moves })).toBe(GOLDEN);
    const opened = openLink(GOLDEN);
    if (!opened.ok) throw new Error(opened.error.reason);
    expect(opened.timeline.start.options.cards).toEqual(GOLDEN_CARDS);
    expect(opened.timeline.last).toEqual(last);
  });

  // Section f as a forger might write it: a count, then entries of family digit, item index, field
  // digit (A) and the fact (link characters: A = 0, B = 1, …; crises are deck cards, e.g. the
  // golden link's Floods; Markets: A = influence … E = vanity).
  const goldenFaces = () => {
    const parsed = parseLink(GOLDEN);
    if (!parsed.ok || parsed.value.version !== 2) throw new Error('golden');
    return parsed.value.sections.get('f')!;
  };
  const floods = () => goldenFaces().slice(2, 3); // the count, family C, then the card
  const BAD: readonly [string, () => string, RegExp, string][] = [
    ['a Crisis card with 9 Rebel icons', () => `BC${floods()}AJ`, /Floods cannot show 9 Rebel icons/, 'cards.crises.floods.rebels'],
    ['a card that is not a Crisis card', () => 'BCAAB', /is not a Crisis card/, 'cards.crises.bombs-1'],
    ['two Markets numbered the same', () => 'BEAAE', /Influence and Power are both number 4/, 'cards.markets.power'],
    ['a Billionaire with no type twice', () => 'BAAAABCDE', /no types twice/, 'cards.billionaires.war-profiteer.spaces'],
    ['a Panic! card naming a type twice', () => 'BDBAAAB', /three different types/, 'cards.panic.panic-2.types'],
    ['an Asset type the rulebook states', () => 'BBAAB', /The rulebook states/, 'cards.assets.political-lobbyists.type'],
    ['a Scam worth 7', () => 'BGAH', /The Scam counts/, 'cards.scam'],
    ['a fact given twice', () => 'CGACGAD', /cards\.scam is given twice/, 'cards.scam'],
  ];

  for (const [what, payload, reason, field] of BAD)
    it(`are refused with a clear reason: ${what}`, () => {
      const opened = openLink(forged(GOLDEN, 'f', payload()));
      expect(opened.ok).toBe(false);
      if (opened.ok) return;
      expect(opened.error.code).toBe('link.setup');
      expect(opened.error.reason).toMatch(/^This link gives table cards that cannot be used: /);
      expect(opened.error.reason).toMatch(reason);
      expect(opened.error.illegal).toMatchObject({ code: 'setup.table-cards', rule: 'table.cards', field });
    });

  it('are refused as damage when the section cannot be read at all', () => {
    const payload = goldenFaces();
    const damaged = [
      '', // no count
      'B', // an entry promised, none given
      'BG', // cut after the family
      'BGA', // cut before the value
      'BHAB', // a family digit we do not know
      'BGBB', // a field digit we do not know
      'BFFAA', // a Suit Policy past the last
      'BFAAF', // a Suit past the last
      'BAFA', // a Billionaire past the last
      'BAAAABC', // a Billionaire's board cut short
      'BEAA_', // a number that does not end
      `${payload}A`, // trailing text
      payload.slice(0, -1), // the golden section cut short
    ];
    for (const text of damaged) {
      const opened = openLink(forged(GOLDEN, 'f', text));
      expect(opened.ok, text).toBe(false);
      if (!opened.ok) expect(opened.error.code, text).toBe('link.corrupt');
    }
  });

  it('open with an empty list as a game with no table cards', () => {
    const opened = openLink(forged(GOLDEN, 'f', 'A'));
    if (!opened.ok) throw new Error(opened.error.reason);
    expect(opened.timeline.start.options.cards).toBeUndefined();
  });

  // Field 1 of the Asset, Crisis and Panic! families: a card's printed name.
  const NAMED = {
    assets: { 'unnamed-power-asset': { name: 'Oil Cartel' } },
    crises: { 'crisis-9': { rebels: 2, name: 'Famine' } },
    panic: { 'panic-2': { name: 'Bank Run' } },
  } as const;
  /** Golden: a new Level 2 game (seed 21) whose table named three cards. Links are forever. */
  const GOLDEN_NAMED = 'g=2.eC.nDCBDADCAV.fEBKBKvCpDsDgBjChDyD0DlDsDC5ACC5BGmChDtDpDuDlDDBBIiChDuDrDgByC1DuD.eYOV';

  it('carry printed names as field 1, and keep opening the golden link with names', () => {
    const start = newGame(NAMED, 2);
    expect(encodeLink({ start: { kind: 'new', options: start.options }, moves: [] })).toBe(GOLDEN_NAMED);
    const opened = openLink(GOLDEN_NAMED);
    if (!opened.ok) throw new Error(opened.error.reason);
    expect(opened.timeline.start.options.cards).toEqual(NAMED);
    expect(opened.timeline.last).toEqual(start);
  });

  it('carry a name in any script, and the same name back', () => {
    const cards = { panic: { 'panic-3': { name: 'Крах Банков' } }, crises: { 'crisis-10': { name: '飢饉 & Plague' } } };
    const start = newGame(cards, 2);
    const opened = openLink(encodeLink({ start: { kind: 'new', options: start.options }, moves: [] }));
    if (!opened.ok) throw new Error(opened.error.reason);
    expect(opened.timeline.start.options.cards).toEqual(canonical(cards));
  });

  /** Section f with one name entry of the Panic! family (family 3, panic-2 = item 1, field 1), its code points as given. */
  const nameEntry = (length: number, points: readonly number[]) => {
    const w = new TextWriter().nat(1).digit(3).digit(1).digit(1).nat(length);
    for (const p of points) w.nat(p);
    return w.toString();
  };
  const codes = (name: string) => [...name].map((ch) => ch.codePointAt(0)!);

  it('read a name entry written by hand as the table would give it', () => {
    const opened = openLink(forged(GOLDEN, 'f', nameEntry(8, codes('Bank Run'))));
    if (!opened.ok) throw new Error(opened.error.reason);
    expect(opened.timeline.start.options.cards).toEqual({ panic: { 'panic-2': { name: 'Bank Run' } } });
  });

  it('refuse a name that reads but cannot be used, with its reason', () => {
    const cases: readonly [string, RegExp, string][] = [
      [nameEntry(4, codes('A<B>')), /uses letters, digits, spaces/, 'cards.panic.panic-2.name'],
      [nameEntry(12, codes('Fascist Rule')), /each card of a family has its own name/, 'cards.panic.panic-2.name'],
      [new TextWriter().nat(1).digit(3).digit(0).digit(1).nat(4).nat(66).nat(97).nat(110).nat(107).toString(), /The rulebook states/, 'cards.panic.fascist-rule.name'],
      [nameEntry(0, []), /The printed name is empty/, 'cards.panic.panic-2.name'],
    ];
    for (const [payload, reason, field] of cases) {
      const opened = openLink(forged(GOLDEN, 'f', payload));
      expect(opened.ok, payload).toBe(false);
      if (opened.ok) continue;
      expect(opened.error.code).toBe('link.setup');
      expect(opened.error.reason).toMatch(reason);
      expect(opened.error.illegal).toMatchObject({ code: 'setup.table-cards', field });
    }
  });

  it('refuse a damaged name as damage, not a crash', () => {
    const damaged = [
      nameEntry(33, codes('A'.repeat(33))), // longer than any name a link may hold
      nameEntry(5, codes('Ban')), // cut short
      nameEntry(1, [0x110000]), // past the last code point
      nameEntry(1, [0xd800]), // a lone surrogate
      new TextWriter().nat(1).digit(4).digit(0).digit(1).toString(), // the Markets have no field 1
    ];
    for (const text of damaged) {
      const opened = openLink(forged(GOLDEN, 'f', text));
      expect(opened.ok, text).toBe(false);
      if (!opened.ok) expect(opened.error.code, text).toBe('link.corrupt');
    }
  });
});
