/**
 * Share links, version 2: `g=2.` then tagged sections, then a checksum (`sections.ts`).
 *
 *   n  a new game: players, Level, Special Actions on/off, Billionaires, Starting Player, seed
 *   p  a position set up by hand (the core part: hands, Assets, Markets, deck, discard…)
 *   c, k, …  each module's part of a position (Crises; the Panic!), only when it has one
 *   t  the table's own card values (either start), only when it gave some: card, value, …
 *   f  the table's own printed card faces (`options.cards`, either start), only when it gave
 *      some: a list of entries, each a family digit (billionaires, assets, crises, panic, markets,
 *      policies, scam: `TABLE_CARD_FAMILIES` order), the item's index in its share-link order
 *      (none for the Scam), a field digit (0: the fact below; later fields may follow), then the
 *      fact: a Billionaire's 5 spaces or a Panic! card's 3 types as Market digits, an Asset's
 *      type as a Market digit, a Crisis card's Rebel icons, a Market's number and the Scam's
 *      value as numbers, a Suit Policy's Suit as a digit (`SUITS` order). Read for its syntax,
 *      then judged by `readTableCards`, whose reason the reader sees.
 *   m  the moves, range-coded: which deciding seat, which entry of its legal-move list
 *   x  moves no legal list holds (chosen outcomes, a named draw, a large Panic! trade): the
 *      family's code, the seat, then the fields
 *   s  the step shown, when not the last;  v  the viewpoint, when not the table
 *   a  a verdict: a move someone tried at the step shown, legal or not, written like an extra move;
 *      opening the link shows that move's result, or its refusal with the rule
 *
 * Every section is optional except `n` or `p`; a module adds a section without touching the
 * others. `parseLink` reads the syntax only (no rules); `openLink` sets the game up and replays it.
 */
import { EXPANSION_IDS } from '../../data/expansions.ts';
import { BILLIONAIRE_IDS } from '../../data/billionaires.ts';
import { type CardId, cardIndex, type CardValues, type ResourceCardId } from '../../data/cards.ts';
import { readCardValueList } from '../card-values.ts';
import { readTableCards, TABLE_CARD_FAMILIES, type TableCardFamily, type TableCards, type TableCardsResult } from '../table-cards.ts';
import { SUIT_POLICY_IDS } from '../../data/policies.ts';
import { ASSETS } from '../../data/assets.ts';
import { PANIC_CARDS } from '../../data/panic.ts';
import { type Suit, SUITS } from '../../data/suits.ts';
import { type MarketId, MARKETS } from '../../data/markets.ts';
import { illegal, type IllegalMove } from '../illegal.ts';
import { deciders, legalMoveList, legalMoves } from '../legal.ts';
import { familyOf, families, installedModules } from '../module.ts';
import { type Move, type MoveType, sameMove, type Viewer } from '../moves.ts';
import { CHECKPOINT_EVERY, stateAt, type Timeline } from '../timeline.ts';
import { play } from '../play.ts';
import { createFromPosition, positionOf } from '../position.ts';
import type { PositionInput } from '../position-types.ts';
import { createGame, type NewGameOptions } from '../setup.ts';
import type { GameOptions, GameState, Level } from '../state.ts';
import type { GameEvent } from '../events.ts';
import { codec } from '../fields.ts';
import { fail, type LinkResult, type LinkSyntaxError, linkError } from './errors.ts';
import { decodeMoves, encodeMoves, type MoveSource } from './moves.ts';
import { formatSections, type LinkSection, parseSections } from './sections.ts';
import { ALPHABET } from './alphabet.ts';
import { BadText, TextReader, TextWriter } from './text.ts';
import { CODE_PREFIX } from './codes.ts';
import { CURRENT_EDITION, uncorrectedField } from '../editions.ts';
import { type EditionReport, editionOf, uncorrectedFor } from './editions.ts';

/** How a linked game starts: new from options, or from a position set up by hand. */
export type LinkStart = { readonly kind: 'new'; readonly options: GameOptions } | { readonly kind: 'position'; readonly state: GameState };

export interface LinkContent {
  readonly start: LinkStart;
  readonly moves: readonly Move[];
  /** How many moves are applied in the state shown (default: all). */
  readonly step?: number;
  readonly viewer?: Viewer;
  /**
   * A move tried at the step shown, legal or not (a verdict link: "can she do that?"). It must be
   * well-formed and name its seat; whether it is allowed is what opening the link tells.
   */
  readonly attempt?: Move;
}

/** What the rules say of a move tried at the step shown: its result, or why it is refused. */
export type Verdict =
  | { readonly ok: true; readonly move: Move; readonly game: GameState; readonly events: readonly GameEvent[] }
  | { readonly ok: false; readonly move: Move; readonly illegal: IllegalMove };

/** A link read for its syntax only: which sections it has, and their text. */
export type ParsedLink = { readonly version: 1; readonly raw: string } | { readonly version: 2; readonly sections: ReadonlyMap<string, string> };

// ---------------------------------------------------------------- the engine as a move source

/** Fields in a family's own order: the order they are written in a link. */
function fieldsOf(type: MoveType) {
  return Object.entries(familyOf(type)!.fields) as [string, { link: { write: (w: TextWriter, v: unknown) => void; read: (r: TextReader) => unknown } }][];
}

/** A move written as its family's code, its seat and its fields (an extra move, or a verdict's move tried). */
function moveCode(move: Move): string {
  const family = familyOf(move.type)!;
  const w = new TextWriter();
  for (const ch of family.code) w.digit(ALPHABET.indexOf(ch));
  if (move.type !== 'choose') codec.seat.write(w, move.seat as number);
  const record = move as unknown as Record<string, unknown>;
  for (const [name, field] of fieldsOf(move.type)) field.link.write(w, record[name]);
  return w.toString();
}

/** A move written as its family's code, its seat and its fields, read from `at`; null if none can be read. */
function readMoveCode(text: string, at: number): { move: Move; next: number } | null {
  try {
    const r = new TextReader(text.slice(at));
    let code = ALPHABET[r.digit(64)]!;
    if (code === CODE_PREFIX) code += ALPHABET[r.digit(64)]!;
    const family = [...families().values()].find((f) => f.code === code);
    if (!family) return null;
    const move: Record<string, unknown> = { type: family.type, seat: family.type === 'choose' ? 'table' : codec.seat.read(r) };
    for (const [name, field] of fieldsOf(family.type)) {
      const v = field.link.read(r);
      if (v !== undefined) move[name] = v;
    }
    return { move: move as unknown as Move, next: at + r.position() };
  } catch (e) {
    if (e instanceof BadText) return null;
    throw e;
  }
}

/** The engine as the link codec sees it; `log` collects the events of each move played, in order. */
export function sourceFor(log?: (readonly GameEvent[])[]): MoveSource<GameState, Move> {
  return {
    deciders,
    legalMoves,
    legalList: legalMoveList,
    play: (state, move) => {
      const out = play(state, move);
      if (!out.ok) return { ok: false, reason: out.illegal.reason };
      log?.push(out.events);
      return { ok: true, game: out.game };
    },
    sameMove,
    encodeExtra: (_state, move) => moveCode(move),
    decodeExtra: (_state, text, at) => readMoveCode(text, at),
  };
}

// ---------------------------------------------------------------- starts

function writeOptions(o: GameOptions): string {
  const w = new TextWriter();
  // A two-player game is written as two players (with all four seats' Billionaires): reading it back seats the Puppets again.
  w.nat(o.puppets === true ? 2 : o.players).nat(o.level);
  codec.bool.write(w, o.specialActions);
  w.list(o.billionaires, (x, b) => x.digit(BILLIONAIRE_IDS.indexOf(b)));
  w.nat(o.firstPlayer).nat(o.seed);
  // The expansion's modules, only when some are on: links written before they existed end here.
  if (o.modules !== undefined && o.modules.length > 0) w.list(o.modules, (x, id) => x.digit(EXPANSION_IDS.indexOf(id)));
  // With the Troublemakers, their seat follows the list of modules.
  if (o.troublemaker !== undefined) w.nat(o.troublemaker);
  return w.toString();
}

function readOptions(text: string): NewGameOptions {
  const r = new TextReader(text);
  const players = r.nat(8);
  const level = r.nat(9) as Level;
  const specialActions = codec.bool.read(r);
  const billionaires = r.list((x) => BILLIONAIRE_IDS[x.digit(BILLIONAIRE_IDS.length)]!);
  const firstPlayer = r.nat(8);
  const seed = r.nat(0xffffffff);
  const modules = r.done() ? [] : r.list((x) => EXPANSION_IDS[x.digit(EXPANSION_IDS.length)]!);
  const troublemaker = modules.includes('troublemakers') ? r.nat(8) : undefined;
  if (!r.done()) throw new BadText('trailing');
  return {
    players,
    level,
    specialActions,
    billionaires,
    firstPlayer,
    seed,
    ...(modules.length > 0 ? { modules } : {}),
    ...(troublemaker !== undefined ? { troublemaker } : {}),
  };
}

const card = codec.card;
const cards = codec.list(codec.card);
const assets = codec.list(codec.asset);
const PHASES_IN_LINK = ['turn.start', 'turn.action'] as const;

/** The core part of a position (every module writes its own part in its own section). */
function writePosition(p: PositionInput): string {
  const w = new TextWriter();
  w.nat(p.level ?? 1);
  codec.bool.write(w, p.specialActions ?? true);
  w.nat(p.seed ?? 1).nat(p.current ?? 0);
  w.digit(PHASES_IN_LINK.indexOf((p.phase ?? 'turn.start') as (typeof PHASES_IN_LINK)[number]));
  w.nat(p.round ?? 1).nat(p.turn ?? 1);
  cards.write(w, p.deck ?? []);
  cards.write(w, p.discard ?? []);
  assets.write(w, p.removedAssets ?? []);
  for (const m of MARKETS) {
    const mk = p.markets?.[m];
    assets.write(w, mk?.assets ?? []);
    codec.bool.write(w, mk?.faceUp != null);
    if (mk?.faceUp != null) card.write(w, mk.faceUp);
    cards.write(
      w,
      (mk?.faceDown ?? []).filter((c): c is CardId => c !== null),
    );
  }
  w.list(p.players, (x, pl) => {
    // The Troublemaker's seat (no Billionaire) is the digit past the last Billionaire.
    x.digit(pl.billionaire === null ? BILLIONAIRE_IDS.length : BILLIONAIRE_IDS.indexOf(pl.billionaire));
    cards.write(
      x,
      (pl.hand ?? []).filter((c): c is CardId => c !== null),
    );
    assets.write(x, pl.assets ?? []);
    cards.write(x, pl.invested ?? []);
  });
  return w.toString();
}

function readPosition(text: string): PositionInput {
  const r = new TextReader(text);
  const level = r.nat(9) as Level;
  const specialActions = codec.bool.read(r);
  const seed = r.nat(0xffffffff);
  const current = r.nat(8);
  const phase = PHASES_IN_LINK[r.digit(PHASES_IN_LINK.length)]!;
  const round = r.nat();
  const turn = r.nat();
  const deck = cards.read(r);
  const discard = cards.read(r);
  const removedAssets = assets.read(r);
  const markets = Object.fromEntries(
    MARKETS.map((m) => {
      const a = assets.read(r);
      const faceUp = codec.bool.read(r) ? card.read(r) : null;
      return [m, { assets: a, faceUp, faceDown: cards.read(r) }];
    }),
  );
  const players = r.list((x) => ({
    billionaire: BILLIONAIRE_IDS[x.digit(BILLIONAIRE_IDS.length + 1)] ?? null,
    hand: cards.read(x),
    assets: assets.read(x),
    invested: cards.read(x),
  }));
  if (!r.done()) throw new BadText('trailing');
  return { level, specialActions, seed, current, phase, round, turn, deck, deckSize: deck.length, discard, removedAssets, markets, players };
}

/** The table's own values (section t): a list of card and value pairs, in card order; null when there are none. */
function writeValues(values: CardValues | undefined): string | null {
  const entries = (Object.entries(values ?? {}) as [ResourceCardId, number][]).sort(([a], [b]) => cardIndex(a) - cardIndex(b));
  if (entries.length === 0) return null;
  const w = new TextWriter();
  w.list(entries, (x, [c, v]) => (card.write(x, c), x.nat(v)));
  return w.toString();
}

/**
 * Reads section t for its syntax only: any card, any small number. Whether each is a Resource
 * card with a possible value (and named once) is judged by `readCardValueList`, whose reason the
 * reader sees, rather than a bare "damaged link".
 */
function readValues(text: string): [CardId, number][] {
  const r = new TextReader(text);
  const pairs = r.list((x): [CardId, number] => [card.read(x), x.nat(MAX_VALUE_IN_LINK)]);
  if (!r.done()) throw new BadText('trailing');
  return pairs;
}

/** Larger numbers are not values at all: the section is damaged, not merely out of range. */
const MAX_VALUE_IN_LINK = 4095;

/** How a fact is written in section f, and read back for its syntax only. */
interface FactCodec {
  readonly write: (w: TextWriter, value: unknown) => void;
  readonly read: (r: TextReader) => unknown;
}

/**
 * How each family of table cards is written in section f: how an item is named (its index in a
 * share-link order, a deck card, or nothing for the Scam, a single fact) and, by field digit, the
 * fact's name in the record (null: the item's value is the fact) and its codec. Field 0 is the
 * family's fact; field 1, where a family has it, is a card's printed name (Assets, Crises, Panic!).
 */
interface FaceFamily {
  readonly items: readonly string[] | 'deck' | null;
  readonly fields: readonly { readonly name: string | null; readonly codec: FactCodec }[];
}

const marketDigits = (count: number): FactCodec => ({
  write: (w, v) => {
    for (const m of v as readonly MarketId[]) codec.market.write(w, m);
  },
  read: (r) => Array.from({ length: count }, () => codec.market.read(r)),
});
const smallNat: FactCodec = { write: (w, v) => w.nat(v as number), read: (r) => r.nat(MAX_VALUE_IN_LINK) };

/** Longest printed name a link may hold (as `readTableCards` allows); a longer one is damage. */
const MOST_NAME_IN_LINK = 32;
const MOST_CODE_POINT = 0x10ffff;

/**
 * A card's printed name: its length in code points, then each code point as a number. Bounded, so
 * a damaged link is refused as corrupt before any text is built; its sense (characters, length,
 * clashes) is checked by `readTableCards` like any other fact.
 */
const text: FactCodec = {
  write: (w, v) => {
    const points = [...(v as string)].map((ch) => ch.codePointAt(0)!);
    w.nat(points.length);
    for (const p of points) w.nat(p);
  },
  read: (r) => {
    const length = r.nat(MOST_NAME_IN_LINK);
    const points = Array.from({ length }, () => r.nat(MOST_CODE_POINT));
    // A lone surrogate is no character: the section is damaged.
    if (points.some((p) => p >= 0xd800 && p <= 0xdfff)) throw new BadText('bad character');
    return String.fromCodePoint(...points);
  },
};
const printedName = { name: 'name', codec: text } as const;

let faceFamilies: Readonly<Record<TableCardFamily, FaceFamily>> | undefined;

/**
 * How each family is written in section f. Built on first use, not when the module loads: a
 * top-level call would keep this file (and everything it imports) in every download of the engine.
 */
const FACE_FAMILIES = (): Readonly<Record<TableCardFamily, FaceFamily>> =>
  (faceFamilies ??= {
    billionaires: { items: BILLIONAIRE_IDS, fields: [{ name: 'spaces', codec: marketDigits(5) }] },
    assets: {
      items: ASSETS.map((a) => a.id),
      fields: [{ name: 'type', codec: { write: (w, v) => codec.market.write(w, v as MarketId), read: (r) => codec.market.read(r) } }, printedName],
    },
    // A Crisis card is a deck card (its index in the deck's order): any card is read, and one that is
    // not a Crisis card is refused by `readTableCards` with its reason.
    crises: { items: 'deck', fields: [{ name: 'rebels', codec: smallNat }, printedName] },
    panic: { items: PANIC_CARDS.map((p) => p.id), fields: [{ name: 'types', codec: marketDigits(3) }, printedName] },
    markets: { items: MARKETS, fields: [{ name: null, codec: smallNat }] },
    policies: {
      items: SUIT_POLICY_IDS,
      fields: [{ name: null, codec: { write: (w, v) => w.digit(SUITS.indexOf(v as Suit)), read: (r) => SUITS[r.digit(SUITS.length)]! } }],
    },
    scam: { items: null, fields: [{ name: null, codec: smallNat }] },
  });

/** One fact of section f: its family, item (null for the Scam), field digit and value. */
interface FaceEntry {
  readonly family: TableCardFamily;
  readonly item: string | null;
  readonly field: number;
  readonly value: unknown;
}

/** The position of an item in its family's share-link order. */
function itemIndex(items: FaceFamily['items'], id: string): number {
  return items === 'deck' ? cardIndex(id as CardId) : items === null ? 0 : items.indexOf(id);
}

/** The table's own card faces (section f): every fact of the canonical record, in family then item order; null when there are none. */
function writeFaces(cards: TableCards | undefined): string | null {
  if (cards === undefined) return null;
  const entries: FaceEntry[] = [];
  for (const family of TABLE_CARD_FAMILIES) {
    const given = cards[family];
    if (given === undefined) continue;
    const { items, fields } = FACE_FAMILIES()[family];
    const facts: [string | null, unknown][] =
      items === null ? [[null, given]] : Object.entries(given as Record<string, unknown>).sort(([a], [b]) => itemIndex(items, a) - itemIndex(items, b));
    for (const [item, fact] of facts)
      for (const [field, { name }] of fields.entries()) {
        const value = name === null ? fact : (fact as Record<string, unknown>)[name];
        if (value !== undefined) entries.push({ family, item, field, value });
      }
  }
  if (entries.length === 0) return null;
  const w = new TextWriter();
  w.list(entries, (x, { family, item, field, value }) => {
    const { items, fields } = FACE_FAMILIES()[family];
    x.digit(TABLE_CARD_FAMILIES.indexOf(family));
    if (items === 'deck') card.write(x, item as CardId);
    else if (items !== null) x.digit(items.indexOf(item!));
    x.digit(field);
    fields[field]!.codec.write(x, value);
  });
  return w.toString();
}

/**
 * Reads section f: its syntax here (a family, item or field digit we do not know is damage), its
 * sense in `readTableCards`, whose reason (and the fact's path) the reader sees. A fact given twice
 * is refused the same way: a card has one face.
 */
function readFaces(text: string): TableCardsResult {
  const r = new TextReader(text);
  const entries = r.list((x): FaceEntry => {
    const family = TABLE_CARD_FAMILIES[x.digit(TABLE_CARD_FAMILIES.length)]!;
    const { items, fields } = FACE_FAMILIES()[family];
    const item = items === 'deck' ? card.read(x) : items === null ? null : items[x.digit(items.length)]!;
    const field = x.digit(fields.length);
    return { family, item, field, value: fields[field]!.codec.read(x) };
  });
  if (!r.done()) throw new BadText('trailing');
  // The record as a table would give it (plain data; every key is one of our own ids).
  const record: Record<string, unknown> = {};
  for (const { family, item, field, value } of entries) {
    const { name } = FACE_FAMILIES()[family].fields[field]!;
    let holder = record;
    let key: string = family;
    for (const next of [item, name]) {
      if (next === null) continue;
      holder = (holder[key] ??= {}) as Record<string, unknown>;
      key = next;
    }
    if (Object.hasOwn(holder, key)) {
      const path = ['cards', family, item, name].filter((p) => p !== null).join('.');
      return { ok: false, error: { ...illegal('setup.table-cards', 'table.cards', `${path} is given twice; give each fact once.`), field: path } };
    }
    holder[key] = value;
  }
  return readTableCards(record);
}

/** What a link to a table's own cards holds: the printed faces (section f) and the Resource values (section t). */
export type TableCardsLinkResult =
  { readonly ok: true; readonly cards: TableCards | undefined; readonly values?: CardValues } | { readonly ok: false; readonly error: IllegalMove };

/**
 * A link holding only a table's own cards: `g=2.f<facts>.<check>`, with `t<values>` before the
 * check when the table gave Resource values too, for a page that keeps a table's cards apart from
 * any game. Null when nothing differs from our cards. A link without values is exactly the link
 * this made before values were added, so older links keep opening identically.
 */
export function tableCardsLink(cards: TableCards | undefined, values?: CardValues): string | null {
  const faces = writeFaces(cards);
  const worth = writeValues(values);
  const sections = [...(faces === null ? [] : [{ tag: 'f', payload: faces }]), ...(worth === null ? [] : [{ tag: 't', payload: worth }])];
  if (sections.length === 0) return null;
  const made = formatSections(sections);
  return made.ok ? made.value : null;
}

/**
 * Reads a link made by `tableCardsLink` (with or without `#`): the canonical record and values
 * (`values` only when the link gives some), or why they cannot be used.
 */
export function readTableCardsLink(text: unknown): TableCardsLinkResult {
  const refuse = (reason: string, field = 'cards'): TableCardsLinkResult => ({ ok: false, error: { ...illegal('setup.table-cards', 'table.cards', reason), field } });
  const parsed = parseSections(text);
  if (!parsed.ok) return refuse(parsed.error.reason);
  if (parsed.value.version !== 2) return refuse("This link holds no table's cards: it is an older game link.");
  const f = parsed.value.sections.get('f');
  const t = parsed.value.sections.get('t');
  if (f === undefined && t === undefined) return refuse("This link holds no table's cards.");
  try {
    const faces: TableCardsResult = f === undefined ? { ok: true, cards: undefined } : readFaces(f);
    if (!faces.ok) return faces;
    const values = t === undefined ? { ok: true as const, values: undefined } : readCardValueList(readValues(t));
    if (!values.ok) return { ok: false, error: { ...values.error, field: 'cardValues' } };
    return { ok: true, cards: faces.cards, ...(values.values === undefined ? {} : { values: values.values }) };
  } catch (e) {
    if (e instanceof BadText) return refuse(linkError('link.corrupt').reason);
    throw e;
  }
}

// ---------------------------------------------------------------- encoding

/** The fragment (without '#') that opens this content. */
export function encodeLink(content: LinkContent): string {
  const made = encodeLinkResult(content);
  if (!made.ok) throw new Error(`cannot encode link: ${made.error.reason}`); // the content came from the engine: a bug
  return made.value;
}

/** Like `encodeLink`, but a game too long for a link comes back as a value. */
export function encodeLinkResult(content: LinkContent): LinkResult<string> {
  const head = linkHead(content.start);
  if (!head.ok) return head;
  const sections = [...head.value.sections];
  if (content.moves.length > 0) {
    const moves = encodeMoves(sourceFor(), head.value.game, content.moves);
    if (!moves.ok) return moves;
    sections.push(...movesSections(moves.value));
  }
  sections.push(...linkTail(content.moves.length, content));
  return formatSections(sections);
}

/**
 * The sections before the moves: the rules edition, the start (new-game options, or a position and
 * each module's part of it), the table's card values and card faces; and the game they start.
 * `draft.ts` writes them once per game; `encodeLinkResult` each time.
 */
export function linkHead(start: LinkStart): LinkResult<{ readonly sections: readonly LinkSection[]; readonly game: GameState }> {
  const sections: LinkSection[] = [];
  // The rules edition it is written under: left out for edition 1, which every older link is.
  const edition = editionOf(start.kind === 'new' ? start.options : start.state.options);
  if (edition > 1) sections.push({ tag: 'e', payload: new TextWriter().nat(edition).toString() });
  let game: GameState;
  if (start.kind === 'new') {
    sections.push({ tag: 'n', payload: writeOptions(start.options) });
    const made = createGame(start.options);
    if (!made.ok) return fail('link.corrupt', made.error.reason);
    game = made.game;
  } else {
    game = start.state;
    const p = positionOf(game);
    sections.push({ tag: 'p', payload: writePosition(p) });
    for (const m of installedModules()) {
      const payload = m.link?.write(p);
      if (payload) sections.push({ tag: m.link!.tag, payload });
    }
  }
  const values = writeValues(game.options.cardValues);
  if (values !== null) sections.push({ tag: 't', payload: values });
  const faces = writeFaces(game.options.cards);
  if (faces !== null) sections.push({ tag: 'f', payload: faces });
  return { ok: true, value: { sections, game } };
}

/** The moves' sections: the packed stream, and the extras when there are any. */
export function movesSections(moves: { readonly packed: string; readonly extras: string }): LinkSection[] {
  return [{ tag: 'm', payload: moves.packed }, ...(moves.extras ? [{ tag: 'x', payload: moves.extras }] : [])];
}

/** What a link shows of its game: the step (default: the last), the viewpoint (default: the table), a move tried there. */
export type LinkShown = Pick<LinkContent, 'step' | 'viewer' | 'attempt'>;

/** The sections after the moves: the step shown when not the last, the viewpoint when not the table's, a verdict's move. */
export function linkTail(moveCount: number, shown: LinkShown): LinkSection[] {
  const sections: LinkSection[] = [];
  if (shown.step !== undefined && shown.step !== moveCount) sections.push({ tag: 's', payload: new TextWriter().nat(shown.step).toString() });
  if (shown.viewer !== undefined && shown.viewer !== 'table') sections.push({ tag: 'v', payload: new TextWriter().nat(shown.viewer).toString() });
  if (shown.attempt !== undefined) sections.push({ tag: 'a', payload: moveCode(shown.attempt) });
  return sections;
}

// ---------------------------------------------------------------- decoding

/** Reads a link's syntax only: the version and the sections. No game is set up. */
export function parseLink(fragment: unknown): LinkResult<ParsedLink> {
  return parseSections(fragment) as LinkResult<ParsedLink>;
}

export interface OpenedLink {
  readonly content: LinkContent;
  readonly step: number;
  readonly viewer: Viewer;
  /** The game's history: the moves and a checkpoint every few moves (`stateAt` gives any step). */
  readonly timeline: Timeline;
  /** Every state along the way (states[0] is the start), worked out from the timeline when first read. */
  readonly states: readonly GameState[];
  readonly events: readonly (readonly GameEvent[])[];
  readonly moves: readonly Move[];
  /** For a verdict link: the move tried at the step shown and what the rules say of it. */
  readonly verdict?: Verdict;
  /**
   * For a link written under an older rules edition: what replaying it under today's rules found.
   * The game above is today's; `asWritten` is the game exactly as the link was written.
   */
  readonly edition?: EditionReport;
  readonly asWritten?: OpenedLink;
}

/** Gives an opened link its `states`, replayed from its timeline only when first read. */
function withStates<T extends Omit<OpenedLink, 'states'>>(link: T): T & { readonly states: readonly GameState[] } {
  let states: readonly GameState[] | undefined;
  return Object.defineProperty(link, 'states', {
    enumerable: true,
    get: () => (states ??= replayAll(link.timeline)),
  }) as T & { readonly states: readonly GameState[] };
}

/** Every state of a timeline, replayed once from its start (the moves are known to be legal). */
function replayAll(t: Timeline): readonly GameState[] {
  const out: GameState[] = [t.start];
  for (const m of t.moves) {
    const next = play(out[out.length - 1]!, m);
    if (!next.ok) throw new Error(next.illegal.reason); // a bug: the moves were replayed once already
    out.push(next.game);
  }
  return out;
}

/** Judges a move tried on a state: the result, or the refusal and its rule. */
export function verdictOf(state: GameState, move: Move): Verdict {
  const out = play(state, move);
  return out.ok ? { ok: true, move: out.move, game: out.game, events: out.events } : { ok: false, move, illegal: out.illegal };
}

export type OpenResult =
  | ({ readonly ok: true } & OpenedLink)
  | {
      readonly ok: false;
      readonly error: Omit<LinkSyntaxError, 'code'> & {
        readonly code: LinkSyntaxError['code'] | 'link.setup';
        readonly illegal?: IllegalMove;
        /** The game up to the last good move, so a page can offer to open it. */
        readonly partial?: OpenedLink;
      };
    };

function corrupt(detail: string): OpenResult {
  return { ok: false, error: linkError('link.corrupt', detail) };
}

/** Sets up and replays a version-2 link already split into sections. */
export function openSections(sections: ReadonlyMap<string, string>): OpenResult {
  const known = new Set(['e', 'n', 'p', 't', 'f', 'm', 'x', 's', 'v', 'a', ...installedModules().flatMap((m) => (m.link ? [m.link.tag] : []))]);
  const unknown = [...sections.keys()].find((t) => !known.has(t));
  if (unknown !== undefined) return { ok: false, error: linkError('link.future-version', `section ${unknown}`) };
  let created;
  let start: (s: GameState) => LinkStart;
  let step: number | undefined;
  let viewer: Viewer = 'table';
  let attempt: Move | undefined;
  try {
    const e = sections.get('e');
    const edition = e === undefined ? 1 : new TextReader(e).nat();
    if (edition < 1) return corrupt('rules edition 0');
    if (edition > CURRENT_EDITION) return { ok: false, error: linkError('link.future-version', `rules edition ${edition}`) };
    // Replayed under its own edition's rules first; `open.ts` then shows it under today's.
    const rules = uncorrectedField(uncorrectedFor(edition));
    const n = sections.get('n');
    const p = sections.get('p');
    if ((n === undefined) === (p === undefined)) return corrupt('a link starts from new-game options or from a position');
    const t = sections.get('t');
    const values = t === undefined ? { ok: true as const, values: undefined } : readCardValueList(readValues(t));
    if (!values.ok)
      return { ok: false, error: { code: 'link.setup', reason: `This link gives card values that cannot be used: ${values.error.reason}`, illegal: values.error } };
    const f = sections.get('f');
    const faces = f === undefined ? { ok: true as const, cards: undefined } : readFaces(f);
    if (!faces.ok)
      return { ok: false, error: { code: 'link.setup', reason: `This link gives table cards that cannot be used: ${faces.error.reason}`, illegal: faces.error } };
    // The table's own cards, given to either start exactly as the values are.
    const table = { ...(values.values === undefined ? {} : { cardValues: values.values }), ...(faces.cards === undefined ? {} : { cards: faces.cards }) };
    if (n !== undefined) {
      created = createGame({ ...readOptions(n), ...table, ...rules });
      start = (s) => ({ kind: 'new', options: s.options });
    } else {
      let position = readPosition(p!);
      for (const m of installedModules()) {
        const text = m.link ? sections.get(m.link.tag) : undefined;
        if (text !== undefined) position = m.link!.read(text, position);
      }
      created = createFromPosition({ ...position, ...table, ...rules });
      start = (s) => ({ kind: 'position', state: s });
    }
    const s = sections.get('s');
    if (s !== undefined) step = new TextReader(s).nat();
    const v = sections.get('v');
    if (v !== undefined) viewer = new TextReader(v).nat(7);
    const a = sections.get('a');
    if (a !== undefined) {
      const read = readMoveCode(a, 0);
      if (!read || read.next !== a.length) return corrupt('the move tried cannot be read');
      attempt = read.move;
    }
  } catch (e) {
    if (e instanceof BadText) return corrupt('a section cannot be read');
    throw e;
  }
  if (!created.ok)
    return { ok: false, error: { code: 'link.setup', reason: `This link describes a game that cannot be set up: ${created.error.reason}`, illegal: created.error } };
  const game = created.game;
  if (typeof viewer === 'number' && viewer >= game.players.length) return corrupt('the view of a player who is not in the game');
  const packed = sections.get('m');
  const events: (readonly GameEvent[])[] = [];
  // The history is kept as a timeline (a checkpoint every few moves), not as every state: a long
  // link opens without holding thousands of states at once. `states` is worked out when asked for.
  const checkpoints: GameState[] = [game];
  const onState = (s: unknown, n: number) => {
    if (n % CHECKPOINT_EVERY === 0) checkpoints.push(s as GameState);
  };
  const decoded =
    packed === undefined
      ? { ok: true as const, moves: [], states: [game], last: game }
      : decodeMoves(sourceFor(events), game, packed, sections.get('x') ?? '', { keepStates: false, onState });
  const opened = (moves: readonly Move[], last: GameState, shown: number): Omit<OpenedLink, 'states'> => ({
    content: { start: start(game), moves, step: shown, viewer },
    step: shown,
    viewer,
    timeline: { start: game, moves, checkpoints: checkpoints.slice(0, Math.floor(moves.length / CHECKPOINT_EVERY) + 1), last },
    events: events.slice(0, moves.length),
    moves,
  });
  if (!decoded.ok) {
    return { ok: false, error: { ...decoded.error, partial: withStates(opened(decoded.moves, decoded.last, decoded.moves.length)) } };
  }
  const shown = step ?? decoded.moves.length;
  if (shown > decoded.moves.length) return corrupt(`step ${shown} of a game with ${decoded.moves.length} moves`);
  const result = opened(decoded.moves, decoded.last, shown);
  if (attempt === undefined) return withStates({ ok: true as const, ...result });
  return withStates({
    ok: true as const,
    ...result,
    content: { ...result.content, attempt },
    verdict: verdictOf(stateAt(result.timeline, shown).state, attempt),
  });
}
