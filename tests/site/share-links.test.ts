/**
 * The share-link page describes the format the engine really writes (version 2): its alphabet,
 * one character per card, Asset, Market, Billionaire and Panic! card, the numbers, the layout of
 * the sections it documents, the checksum code it prints, and a code for every move family. Every
 * link printed anywhere on the built site opens, and the worked examples hold what the page says.
 * Reads the built site: run `npm run build` first.
 */
import { toString } from 'hast-util-to-string';
import { transformSync } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ASSETS,
  BILLIONAIRE_IDS,
  createFromPosition,
  createGame,
  DECK_CARDS,
  encodeLink,
  installedModules,
  type LinkContent,
  MARKETS,
  type Move,
  openLink,
  PANIC_CARDS,
  parseLink,
  type PositionInput,
  defaultCards,
} from '../../src/machine/index.ts';
import { ALPHABET } from '../../src/machine/core/link/alphabet.ts';
import { encodeVarint } from '../../src/machine/core/link/varint.ts';
import { LINK_ALPHABET } from '../../src/components/reference/link-alphabet.ts';
import { withEditionSection } from '../helpers/editions.ts';
import { assertBuilt, attr, byId, page, pagePaths, select, selectAll } from './dist.ts';

beforeAll(assertBuilt);

const PAGE = '/share-links/';
const char = (i: number) => LINK_ALPHABET[i]!;

/** The sections of a version-2 link the engine writes for this content. */
function sections(content: LinkContent): ReadonlyMap<string, string> {
  const parsed = parseLink(encodeLink(content));
  if (!parsed.ok || parsed.value.version !== 2) throw new Error('not a version-2 link');
  return parsed.value.sections;
}

function position(input: PositionInput) {
  const made = createFromPosition(input);
  if (!made.ok) throw new Error(`${made.error.code}: ${made.error.reason}`);
  return made.game;
}

/** The `x` section written for one extra move played from a position. */
function extraOf(state: ReturnType<typeof position>, move: Move): string | undefined {
  return sections({ start: { kind: 'position', state }, moves: [move] }).get('x');
}

const THREE = [{ billionaire: 'aristocrat' }, { billionaire: 'media-baron' }, { billionaire: 'war-profiteer' }] as const;
const EIGHT_REBELS = [
  { card: 'killer-robots', rebels: 3 },
  { card: 'pandemic', rebels: 2 },
  { card: 'poverty', rebels: 1 },
  { card: 'doomsday-cults', rebels: 2 },
] as const;

describe('the documented alphabet is the engine’s', () => {
  it('is the engine’s string, 64 distinct characters with no dot', () => {
    expect(LINK_ALPHABET).toBe(ALPHABET);
    expect(new Set(LINK_ALPHABET).size).toBe(64);
    expect(LINK_ALPHABET).not.toContain('.');
  });

  it('writes every card as its index in DECK_CARDS (a draw naming its card: d, seat, B, card)', () => {
    for (const [i, card] of DECK_CARDS.entries()) {
      const state = position({ level: 2, players: [...THREE], deck: [card.id] });
      expect(extraOf(state, { type: 'draw', seat: 0, card: card.id }), card.id).toBe(`dAB${char(i)}`);
    }
  });

  it('writes every Asset as its index in ASSETS (a Panic! trade: t, seat, partner, give, take)', () => {
    for (const [i, asset] of ASSETS.entries()) {
      const other = ASSETS[i === 0 ? 1 : 0]!;
      const state = position({
        level: 2,
        players: [
          { billionaire: 'aristocrat', assets: [asset.id, other.id] },
          { billionaire: 'media-baron', assets: [] },
          { billionaire: 'war-profiteer', assets: [] },
        ],
        guillotine: [...EIGHT_REBELS],
        panicDeck: PANIC_CARDS.map((p) => p.id),
        panic: { card: PANIC_CARDS[0]!.id, by: 0 },
      });
      const move: Move = { type: 'panicTrade', seat: 0, partner: 2, give: [asset.id, other.id], take: [] };
      expect(extraOf(state, move), asset.id).toBe(`tACC${char(i)}${char(ASSETS.indexOf(other))}A`);
    }
  });

  it('writes every Market as its index in MARKETS (an Invest naming the card drawn: i, seat, card, Market, B, card)', () => {
    const state = position({
      players: [{ billionaire: 'aristocrat', hand: ['locks-1'] }, { billionaire: 'media-baron' }, { billionaire: 'war-profiteer' }],
      deck: ['bombs-9'],
    });
    const card = (id: string) => char(DECK_CARDS.findIndex((c) => c.id === id));
    for (const [i, market] of MARKETS.entries())
      expect(extraOf(state, { type: 'invest', seat: 0, card: 'locks-1', market, draw: 'bombs-9' }), market).toBe(`iA${card('locks-1')}${char(i)}B${card('bombs-9')}`);
  });

  it('writes every Billionaire as its index in BILLIONAIRE_IDS (n: players, level, Special Actions, the list)', () => {
    for (const [i, b] of BILLIONAIRE_IDS.entries()) {
      const others = BILLIONAIRE_IDS.filter((x) => x !== b).slice(0, 2);
      const made = createGame({ players: 3, billionaires: [b, ...others], firstPlayer: 0, seed: 1 });
      if (!made.ok) throw new Error(made.error.reason);
      expect(
        sections({ start: { kind: 'new', options: made.game.options }, moves: [] })
          .get('n')!
          .slice(0, 5),
        b,
      ).toBe(`DBBD${char(i)}`);
    }
  });

  it('writes every Panic! card as its index in PANIC_CARDS (a chosen outcome: C, kind E, card; no seat)', () => {
    const made = createGame({ players: 3, level: 2, seed: 1 });
    if (!made.ok) throw new Error(made.error.reason);
    for (const [i, p] of PANIC_CARDS.entries()) {
      const x = sections({ start: { kind: 'new', options: made.game.options }, moves: [{ type: 'choose', seat: 'table', outcome: { kind: 'panic', panic: p.id } }] }).get(
        'x',
      );
      expect(x, p.id).toBe(`CE${char(i)}`);
    }
  });

  it('prints the lookup tables with those characters', () => {
    const codes = (of: string) => {
      const table = select(`table[data-link-codes="${of}"]`, page(PAGE));
      expect(table, `table of ${of}`).toBeDefined();
      return selectAll('tbody tr', table!).map((tr) => selectAll('td', tr).map((td) => toString(td).trim()));
    };
    expect(codes('cards')).toEqual(DECK_CARDS.map((c, i) => [char(i), expect.any(String), c.id]));
    expect(codes('assets')).toEqual(ASSETS.map((a, i) => [char(i), defaultCards().assetName(a.id), a.id]));
    expect(codes('markets')).toEqual(MARKETS.map((m, i) => [char(i), expect.any(String), m]));
    expect(codes('billionaires')).toEqual(BILLIONAIRE_IDS.map((b, i) => [char(i), expect.any(String), b]));
    expect(codes('panic')).toEqual(PANIC_CARDS.map((p, i) => [char(i), defaultCards().panicName(p.id), p.id]));
  });
});

/** The cells of the first table after the heading with this id. */
function tableAfter(id: string): string[][] {
  const tree = page(PAGE);
  const heading = byId(tree, id)[0];
  expect(heading, `#${id}`).toBeDefined();
  const all = selectAll('h2, h3, h4, table', tree);
  const start = all.indexOf(heading!);
  const at = all.findIndex((el, i) => i > start && el.tagName === 'table');
  return selectAll('tbody tr', all[at]!).map((tr) => selectAll('td', tr).map((td) => toString(td).trim()));
}

describe('the documented format is the encoder’s', () => {
  it('every move family the engine knows is listed with its code', () => {
    const expected = installedModules()
      .flatMap((m) => (m.families ?? []) as readonly { code: string; type: string }[])
      .map((f) => [f.code, f.type]);
    const table = select('table[data-link-codes="families"]', page(PAGE));
    expect(table, 'the table of move families').toBeDefined();
    const listed = selectAll('tbody tr', table!).map((tr) =>
      selectAll('td', tr)
        .slice(0, 2)
        .map((td) => toString(td).trim()),
    );
    expect(listed).toEqual(expected);
    expect(new Set(listed.map(([code]) => code)).size, 'codes are unique').toBe(listed.length);
  });

  it('the table of numbers matches the varint writer', () => {
    const rows = tableAfter('numbers');
    expect(rows.length).toBeGreaterThan(3);
    for (const [number, written] of rows) expect(encodeVarint(Number(number!.replace(/,/g, ''))), number).toBe(written);
  });

  it('the checksum code printed on the page gives the check of every version-2 link on the site', () => {
    const code = selectAll('pre', page(PAGE))
      .map((pre) => toString(pre))
      .find((text) => text.includes('function check('));
    expect(code, 'the checksum snippet').toBeDefined();
    const js = transformSync(code!, { loader: 'ts' }).code;
    const check = new Function(`${js}\nreturn check;`)() as (text: string) => string;
    const links = allLinks().filter(([, link]) => link.startsWith('g=2.'));
    expect(links.length).toBeGreaterThan(3);
    for (const [, link] of links) expect(check(link.slice(0, link.lastIndexOf('.'))), link).toBe(link.slice(-4));
  });
});

/** Complete links (version 1 or 2) printed in code blocks or used as hrefs. */
function linksOn(path: string): string[] {
  const tree = page(path);
  const texts = [...selectAll('pre', tree).map((pre) => toString(pre)), ...selectAll('a[href]', tree).map((a) => attr(a, 'href')!)];
  const v1 = /g=1\.[^\s.'"`]*\.[^\s.'"`]*\.[^\s.'"`]*\.[^\s.'"`]*\.[0-9a-z]{4}(?![0-9a-z])/g;
  const v2 = /g=2(?:\.[a-z][A-Za-z0-9_-]*)+\.[A-Za-z0-9_-]{4}(?![A-Za-z0-9_-])/g;
  return texts.flatMap((t) => [...t.matchAll(v1), ...t.matchAll(v2)].map((m) => m[0]));
}

function allLinks(): (readonly [string, string])[] {
  return pagePaths().flatMap((path) => linksOn(path).map((link) => [path, link] as const));
}

const NEW_GAME = 'g=2.eC.nEBBEABCDAo_B.mMR23n.5gin';
const NAMED_DRAW = 'g=2.eC.nEBBEABCDAo_B.mMSZPe.xdABI.23aE';
const POSITION = 'g=2.eC.pBBg-vggtCBABBkBSFCAoRMaYmNvBUPheEqcIiKwrOHVsGugZLWTAADABCBkBbDEFGBlBXDIJKBdBnDMNOBjBfDQRSBDBJDDBpAABBtAACBQAA.4Uio';
const LEVEL2 =
  'g=2.eC.pCBjh4x0wBAABBkBOlJqKPgWfBsNZhVDpcuUIHEmQdTbviLXGCkjAACABBeCAYCEGBtCrMCIKBaCwRDMNOBnBoDQRSBSBFDCACHFADABCAAABJA.cI40628175ExDzC3ByCA.kAFABCDEBAABBCAA.mJdR.xtACCHFA.pEy8';
const VERSION_1 = 'g=1.n411012301k8.dik3s24...91x8';
/** The new game as the engine wrote it before rules editions: no `e` section, so edition 1. */
const EDITION_1 = 'g=2.nEBBEABCDAo_B.mMR23n.UXlX';

function open(link: string) {
  const opened = openLink(`#${link}`);
  if (!opened.ok) throw new Error(`${opened.error.code}: ${opened.error.reason}`);
  return opened;
}

describe('links printed on the site open', () => {
  it('finds the worked examples on the share-link page', () => {
    expect(linksOn(PAGE)).toEqual(expect.arrayContaining([NEW_GAME, NAMED_DRAW, POSITION, LEVEL2, VERSION_1, EDITION_1]));
  });

  for (const [path, link] of allLinks()) {
    it(`${path}: ${link.length > 60 ? `${link.slice(0, 57)}…` : link}`, () => {
      const opened = openLink(`#${link}`);
      expect(opened.ok ? 'ok' : opened.error.reason).toBe('ok');
    });
  }

  it('the engine writes the examples exactly as printed', () => {
    for (const link of [NEW_GAME, NAMED_DRAW, POSITION, LEVEL2]) {
      const opened = open(link);
      expect(encodeLink(opened.content), link).toBe(link);
    }
  });

  it('the edition-1 example still opens, and the engine writes it again with eC', () => {
    const parsed = parseLink(EDITION_1);
    expect(parsed.ok && parsed.value.version === 2 && parsed.value.sections.has('e')).toBe(false);
    const opened = open(EDITION_1);
    expect(opened.moves).toEqual(open(NEW_GAME).moves);
    expect(encodeLink(opened.content)).toBe(withEditionSection(EDITION_1));
    expect(withEditionSection(EDITION_1)).toBe(NEW_GAME);
  });
});

describe('the worked examples say what the links hold', () => {
  const game = {
    players: 4,
    level: 1,
    specialActions: true,
    billionaires: ['war-profiteer', 'tech-overlord', 'aristocrat', 'media-baron'],
    firstPlayer: 0,
    seed: 2024,
  };
  const threeMoves = [
    { type: 'draw', seat: 0 },
    { type: 'invest', seat: 0, card: 'locks-1', market: 'toys' },
    { type: 'exchangeMarkets', seat: 1, markets: ['power', 'vanity'] },
  ];

  it('the new game: its edition, its options, three moves with their seats', () => {
    const parsed = parseLink(NEW_GAME);
    expect(parsed.ok && parsed.value.version === 2 && [...parsed.value.sections]).toEqual([
      ['e', 'C'],
      ['n', 'EBBEABCDAo_B'],
      ['m', 'MR23n'],
    ]);
    const opened = open(NEW_GAME);
    expect(opened.content.start).toEqual({ kind: 'new', options: game });
    expect(opened.moves).toEqual(threeMoves);
    expect(opened.step).toBe(3);
    expect(opened.viewer).toBe('table');
    // The page names the cards drawn: a 3 Bombs, then a 2 Satellite Dishes after the Invest.
    const drew = opened.events.flat().flatMap((e) => (e.type === 'drew' || e.type === 'drewAfterInvest' ? [e.card] : []));
    expect(drew).toEqual(['bombs-9', 'dishes-4']);
  });

  it('the same game with step and view, and with the draw naming its card', () => {
    const shown = open('g=2.eC.nEBBEABCDAo_B.mMR23n.sC.vB.WW-5');
    expect([shown.step, shown.viewer]).toEqual([2, 1]);
    const named = open(NAMED_DRAW);
    expect(named.moves[0]).toEqual({ type: 'draw', seat: 0, card: 'bombs-9' });
    expect(named.moves.slice(1)).toEqual(threeMoves.slice(1));
  });

  it('the position: seat 1 to play at Round 1, and each seat’s Billionaire and hand', () => {
    const opened = open(POSITION);
    const start = opened.content.start;
    if (start.kind !== 'position') throw new Error('not a position');
    const s = start.state;
    expect([s.options.level, s.options.specialActions, s.rng, s.current, s.phase, s.round, s.turn]).toEqual([1, true, 2583707584, 1, 'turn.start', 1, 1]);
    expect(s.deck).toHaveLength(36);
    expect(s.deck[0]).toBe('diamonds-1');
    expect(s.markets.influence).toEqual({ assets: ['political-lobbyists', 'think-tank', 'social-media-company'], faceUp: 'locks-1', faceDown: ['dishes-1'] });
    expect(s.players.map((p) => [p.billionaire, p.hand, p.assets])).toEqual([
      ['media-baron', ['locks-6'], []],
      ['tech-overlord', ['audit-1'], []],
      ['aristocrat', ['bolts-8'], []],
    ]);
    // The same game as seed 7 deals.
    const dealt = createGame({ players: 3, seed: 7 });
    expect(dealt.ok && dealt.game.players.map((p) => p.billionaire)).toEqual(['media-baron', 'tech-overlord', 'aristocrat']);
  });

  it('the Level 2 position: mid-Panic!, one offer, and a two-Asset gift as an extra move', () => {
    const opened = open(LEVEL2);
    const start = opened.content.start;
    if (start.kind !== 'position') throw new Error('not a position');
    const s = start.state;
    expect(s.modules.crises?.aside).toHaveLength(8);
    expect(s.modules.crises?.guillotine).toEqual(EIGHT_REBELS);
    expect(s.modules.crises?.lastBy).toBeNull();
    expect(s.modules.panic?.deck).toEqual(PANIC_CARDS.map((p) => p.id));
    expect(s.modules.panic?.current).toMatchObject({ card: 'fascist-rule', by: 0, offers: [{ player: 1, asset: 'social-media-company' }], toRemove: 0 });
    expect(opened.moves).toEqual([{ type: 'panicTrade', seat: 0, partner: 2, give: ['cryogenic-lab', 'art-hoard'], take: [] }]);
  });

  it('the version-1 link: the same game, seats filled in as the page says', () => {
    const opened = open(VERSION_1);
    expect(opened.content.start).toEqual({ kind: 'new', options: game });
    expect(opened.moves).toEqual(threeMoves);
  });
});
