/**
 * A table's own printed cards (`GameOptions.cards`): every card fact our rulebook text lacks,
 * given as the table's cards print it. The record arrives from outside (a form, a position pasted
 * as JSON, a share link), so it is checked here once, with a reason a person can act on, and kept
 * in one canonical form: data order, a fact equal to our default left out, no empty family, and no
 * record at all when nothing differs. Equal tables are therefore equal JSON, and links carry only
 * what differs from the defaults.
 *
 * The Resource cards' values keep their own field (`cardValues`, core/card-values.ts), which
 * shipped first and whose links must keep opening.
 */
import { ASSETS, type AssetId } from '../data/assets.ts';
import { BILLIONAIRE_IDS, BILLIONAIRES, type BillionaireId } from '../data/billionaires.ts';
import { CARD_VALUES, type CardValue, isCardValue } from '../data/card-values.ts';
import { type CrisisCardId, CRISIS_CARDS } from '../data/cards.ts';
import {
  ASSET_TYPES,
  BILLIONAIRE_SPACES,
  CRISIS_ICONS,
  MARKET_NUMBERS,
  PANIC_TYPES,
  POLICY_SUITS,
  SCAM_VALUE,
  STATED_ASSET_TYPES,
  STATED_CRISIS_ICONS,
} from '../data/card-faces.ts';
import { checkNames, ourName, readName } from './table-card-names.ts';
import { Refused, stated } from './table-cards-refused.ts';
import { isMarketId, MARKET_NAMES, MARKETS, type MarketId } from '../data/markets.ts';
import { PANIC_CARDS, type PanicId } from '../data/panic.ts';
import { POLICY_CARDS, SUIT_POLICY_IDS, type SuitPolicyId } from '../data/policies.ts';
import { isSuit, SUIT_INFO, SUITS, type Suit } from '../data/suits.ts';
import { type NamedFamily, resolveCards } from './cards-of.ts';
import { plainRecord } from './fields.ts';
import { illegal, type IllegalMove } from './illegal.ts';

declare module './illegal.ts' {
  interface IllegalCodes {
    'setup.table-cards': true;
  }
}

/** The five types on a Billionaire's board, in any order: one type twice, three others once. */
export type Spaces = readonly [MarketId, MarketId, MarketId, MarketId, MarketId];
export type PanicTypes = readonly [MarketId, MarketId, MarketId];

/** The facts a table gave, by family and id; every part is optional. Plain JSON. */
export interface TableCards {
  readonly billionaires?: Readonly<Partial<Record<BillionaireId, { readonly spaces: Spaces }>>>;
  /** An Asset's type, and its printed name where our text lacks it (each entry has at least one field). */
  readonly assets?: Readonly<Partial<Record<AssetId, { readonly type?: MarketId; readonly name?: string }>>>;
  readonly crises?: Readonly<Partial<Record<CrisisCardId, { readonly rebels?: number; readonly name?: string }>>>;
  readonly panic?: Readonly<Partial<Record<PanicId, { readonly types?: PanicTypes; readonly name?: string }>>>;
  /** The number printed on each Market board. */
  readonly markets?: Readonly<Partial<Record<MarketId, number>>>;
  /** The Suit each Suit Policy doubles. */
  readonly policies?: Readonly<Partial<Record<SuitPolicyId, Suit>>>;
  /** What the Scam counts for in a Buy. */
  readonly scam?: CardValue;
}

export const TABLE_CARD_FAMILIES = ['billionaires', 'assets', 'crises', 'panic', 'markets', 'policies', 'scam'] as const;
export type TableCardFamily = (typeof TABLE_CARD_FAMILIES)[number];

/** Most Rebel icons a Crisis card shows (Killer Robots! has three, the most in our text). */
export const MOST_REBEL_ICONS = 3;

export type TableCardsResult = { readonly ok: true; readonly cards: TableCards | undefined } | { readonly ok: false; readonly error: IllegalMove };

const EXAMPLE = '{ "crises": { "floods": { "rebels": 3 } } }';
const typeNames = (types: readonly MarketId[]) => types.map((m) => MARKET_NAMES[m]).join(', ');
const quoted = (v: unknown) => (typeof v === 'string' ? `"${v}"` : (JSON.stringify(v) ?? String(v)));

function record(value: unknown, field: string, what: string): Record<string, unknown> {
  const r = plainRecord(value);
  if (!r) throw new Refused(field, `${what} must be a record, such as ${EXAMPLE}.`);
  return r;
}

/** An entry with exactly one field, `name`. */
function onlyField(value: unknown, name: string, field: string, example: string): unknown {
  return knownFields(value, [name], field, example)[name];
}

/** An entry of known fields only, at least one of them (the first is the family's fact, e.g. `type`). */
function knownFields(value: unknown, known: readonly string[], field: string, example: string): Record<string, unknown> {
  const r = plainRecord(value);
  const keys = r ? Object.keys(r) : [];
  if (!r || keys.length === 0 || !keys.every((k) => known.includes(k))) {
    const more = known.length > 1 ? `, with ${known.slice(1).map((k) => `"${k}"`)} beside it or instead` : '';
    throw new Refused(field, `Give it as { "${known[0]}": ${example} }${more}.`);
  }
  return r;
}

/**
 * An entry of a family whose cards a table may name: the fact (read by `fact`, undefined when it is
 * ours) and the name, each where given; undefined when both are ours, so the entry is dropped.
 */
function withName(family: NamedFamily, fieldName: string, example: string, fact: (v: unknown, field: string) => unknown) {
  return (id: string, value: unknown, field: string): unknown => {
    const given = knownFields(value, [fieldName, 'name'], field, example);
    const out: Record<string, unknown> = {};
    if (given[fieldName] !== undefined) {
      const f = fact(given[fieldName], field);
      if (f !== undefined) out[fieldName] = f;
    }
    if (given.name !== undefined) {
      const name = readName(given.name, family, id, `${field}.name`);
      if (name !== undefined) out.name = name;
    }
    return Object.keys(out).length > 0 ? out : undefined;
  };
}

function marketList(value: unknown, length: number, field: string, what: string): MarketId[] {
  if (!Array.isArray(value) || value.length !== length || !value.every(isMarketId))
    throw new Refused(field, `${what} lists ${length} Asset types from ${MARKETS.join(', ')}.`);
  return [...value] as MarketId[];
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** The spaces in our order: the double type twice, then the singles in Market order. */
export function canonicalSpaces(double: MarketId, singles: readonly MarketId[]): Spaces {
  return [double, double, ...MARKETS.filter((m) => singles.includes(m))] as unknown as Spaces;
}

function readSpaces(value: unknown, id: BillionaireId, field: string): Spaces {
  const name = BILLIONAIRES[id].name;
  const list = marketList(onlyField(value, 'spaces', field, '["power", "power", "influence", "legacy", "toys"]'), 5, `${field}.spaces`, `The ${name}'s board`);
  const twice = MARKETS.filter((m) => list.filter((x) => x === m).length === 2);
  const more = MARKETS.filter((m) => list.filter((x) => x === m).length > 2);
  if (more.length > 0 || twice.length !== 1)
    throw new Refused(
      `${field}.spaces`,
      `The ${name}'s board has five Asset spaces with exactly one type twice and three others once; ${typeNames([...list].sort())} has ${more.length > 0 ? `${MARKET_NAMES[more[0]!]} more than twice` : `${twice.length === 0 ? 'no' : twice.length} types twice`}.`,
    );
  const double = twice[0]!;
  return canonicalSpaces(
    double,
    list.filter((m) => m !== double),
  );
}

function readPanicTypes(value: unknown, id: PanicId, field: string): PanicTypes {
  const name = ourName('panic', id);
  const list = marketList(value, 3, `${field}.types`, `${name}`);
  if (new Set(list).size !== 3) throw new Refused(`${field}.types`, `${name} names ${typeNames(list)}: a Panic! card asks for three different types.`);
  return MARKETS.filter((m) => list.includes(m)) as unknown as PanicTypes;
}

function readIcons(n: unknown, id: CrisisCardId, field: string): number {
  const name = ourName('crises', id);
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > MOST_REBEL_ICONS)
    throw new Refused(`${field}.rebels`, `${name} cannot show ${quoted(n)} Rebel icons: a Crisis card shows 1 to ${MOST_REBEL_ICONS}.`);
  return n;
}

/** How one family is read: its ids in data order, and each entry's fact (undefined when it is ours). */
interface FamilySpec {
  /** "a Billionaire", for an unknown id; "The Billionaires", for a family that is not a record. */
  readonly what: string;
  readonly title: string;
  readonly order: readonly string[];
  readonly read: (id: string, value: unknown, field: string) => unknown;
}

const CRISIS_IDS = CRISIS_CARDS.map((c) => c.id);

const FAMILIES: Readonly<Record<Exclude<TableCardFamily, 'scam'>, FamilySpec>> = {
  billionaires: {
    what: 'a Billionaire',
    title: 'The Billionaires',
    order: BILLIONAIRE_IDS,
    read: (id, value, field) => {
      const spaces = readSpaces(value, id as BillionaireId, field);
      const ours = BILLIONAIRE_SPACES[id as BillionaireId].value;
      return sameList(spaces, canonicalSpaces(ours.double, ours.singles)) ? undefined : { spaces };
    },
  },
  assets: {
    what: 'an Asset',
    title: 'The Assets',
    order: ASSETS.map((a) => a.id),
    read: (id, value, field) =>
      withName('assets', 'type', '"power"', (type) => {
        const name = ourName('assets', id);
        if (!isMarketId(type)) throw new Refused(`${field}.type`, `The ${name}'s type is one of ${MARKETS.join(', ')}, not ${quoted(type)}.`);
        const fixed = STATED_ASSET_TYPES[id as AssetId];
        if (fixed !== undefined) return type === fixed ? undefined : stated(`${field}.type`, `that the ${name} is a ${MARKET_NAMES[fixed]} Asset`);
        return type === ASSET_TYPES[id as AssetId]!.value ? undefined : type;
      })(id, value, field),
  },
  crises: {
    what: 'a Crisis card',
    title: 'The Crises',
    order: CRISIS_IDS,
    read: (id, value, field) =>
      withName('crises', 'rebels', '2', (n) => {
        const rebels = readIcons(n, id as CrisisCardId, field);
        const fixed = STATED_CRISIS_ICONS[id as CrisisCardId];
        if (fixed !== undefined) return rebels === fixed ? undefined : stated(`${field}.rebels`, `that ${ourName('crises', id)} shows ${fixed} Rebel icons`);
        return rebels === CRISIS_ICONS[id as CrisisCardId]!.value ? undefined : rebels;
      })(id, value, field),
  },
  panic: {
    what: 'a Panic! card',
    title: 'The Panic! cards',
    order: PANIC_CARDS.map((p) => p.id),
    read: (id, value, field) =>
      withName('panic', 'types', '["influence", "legacy", "power"]', (list) => {
        const types = readPanicTypes(list, id as PanicId, field);
        return sameList(types, PANIC_TYPES[id as PanicId].value) ? undefined : types;
      })(id, value, field),
  },
  markets: {
    what: 'a Market',
    title: 'The Market numbers',
    order: MARKETS,
    read: (id, n, field) => {
      if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > 5)
        throw new Refused(field, `The ${MARKET_NAMES[id as MarketId]} board's number is 1 to 5, not ${quoted(n)}.`);
      return n === MARKET_NUMBERS[id as MarketId].value ? undefined : n;
    },
  },
  policies: {
    what: 'a Suit Policy',
    title: 'The Suit Policies',
    order: SUIT_POLICY_IDS,
    read: (id, suit, field) => {
      if (!isSuit(suit)) throw new Refused(field, `${POLICY_CARDS[id as SuitPolicyId].name} doubles one of ${SUITS.join(', ')}, not ${quoted(suit)}.`);
      return suit === POLICY_SUITS[id as SuitPolicyId].value ? undefined : suit;
    },
  },
};

/** One family's facts that differ from ours, in data order; an unknown id is refused. */
function readFamily(value: unknown, family: string, spec: FamilySpec): [string, unknown][] {
  const field = `cards.${family}`;
  const given = record(value, field, spec.title);
  for (const k of Object.keys(given)) if (!spec.order.includes(k)) throw new Refused(`${field}.${k}`, `${quoted(k)} is not ${spec.what} (${spec.order.join(', ')}).`);
  return spec.order.flatMap((id): [string, unknown][] => {
    if (!(id in given)) return [];
    const fact = spec.read(id, given[id], `${field}.${id}`);
    return fact === undefined ? [] : [[id, fact]];
  });
}

function read(input: unknown): TableCards | undefined {
  const top = record(input, 'cards', "Your table's cards");
  for (const k of Object.keys(top))
    if (!(TABLE_CARD_FAMILIES as readonly string[]).includes(k))
      throw new Refused(`cards.${k}`, `${quoted(k)} is not a family of cards (${TABLE_CARD_FAMILIES.join(', ')}).`);
  const out: { -readonly [K in keyof TableCards]: Record<string, unknown> | CardValue } = {};
  for (const [family, spec] of Object.entries(FAMILIES) as [Exclude<TableCardFamily, 'scam'>, FamilySpec][]) {
    if (top[family] === undefined) continue;
    const entries = readFamily(top[family], family, spec);
    if (entries.length > 0) out[family] = Object.fromEntries(entries);
  }
  if (top.scam !== undefined) {
    if (!isCardValue(top.scam)) throw new Refused('cards.scam', `The Scam counts ${CARD_VALUES.join(', ')} in a Buy, not ${quoted(top.scam)}.`);
    if (top.scam !== SCAM_VALUE.value) out.scam = top.scam;
  }
  const cards = Object.keys(out).length > 0 ? (out as TableCards) : undefined;
  checkWhole(cards);
  return cards;
}

/** The checks across cards, made on the whole table (the given facts over our defaults). */
function checkWhole(record: TableCards | undefined): void {
  // The table's cards as the game would resolve them: the given facts over ours.
  const cards = resolveCards(record, undefined);
  const doubles = BILLIONAIRE_IDS.map((b) => cards.double(b));
  for (const [i, d] of doubles.entries()) {
    const j = doubles.indexOf(d);
    if (j < i)
      throw new Refused(
        `cards.billionaires.${BILLIONAIRE_IDS[i]}.spaces`,
        `The ${BILLIONAIRES[BILLIONAIRE_IDS[j]!].name} and the ${BILLIONAIRES[BILLIONAIRE_IDS[i]!].name} both need two ${MARKET_NAMES[d]} Assets, but each receives a different starred Asset: every Billionaire's double type differs.`,
      );
  }
  for (const m of MARKETS) {
    const of = ASSETS.filter((a) => cards.assetType(a.id) === m);
    const starred = of.filter((a) => a.starred).length;
    if (of.length !== 4 || starred !== 1)
      throw new Refused(
        'cards.assets',
        `With these types the ${MARKET_NAMES[m]} Market has ${of.length} Assets (${starred} starred): each type has four Assets, one of them starred.`,
      );
  }
  const icons = (c: CrisisCardId) => cards.rebels(c);
  if (icons('wildfires') >= icons('killer-robots'))
    throw new Refused(
      'cards.crises.wildfires.rebels',
      `Wildfires shows ${icons('wildfires')} Rebel icons and Killer Robots! ${icons('killer-robots')}, but the Level 2 example discards Wildfires for having fewer.`,
    );
  const numbers = MARKETS.map((m) => cards.marketNumber(m));
  for (const [i, n] of numbers.entries()) {
    const j = numbers.indexOf(n);
    if (j < i)
      throw new Refused(
        `cards.markets.${MARKETS[i]}`,
        `${MARKET_NAMES[MARKETS[j]!]} and ${MARKET_NAMES[MARKETS[i]!]} are both number ${n}: the boards are numbered 1 to 5, each once.`,
      );
  }
  checkNames(cards);
  const suits = SUIT_POLICY_IDS.map((p) => cards.policySuit(p)!);
  for (const [i, s] of suits.entries()) {
    const j = suits.indexOf(s);
    if (j < i)
      throw new Refused(
        `cards.policies.${SUIT_POLICY_IDS[i]}`,
        `${POLICY_CARDS[SUIT_POLICY_IDS[j]!].name} and ${POLICY_CARDS[SUIT_POLICY_IDS[i]!].name} both double ${SUIT_INFO[s].name}: each Suit Policy doubles a different Suit.`,
      );
  }
}

/**
 * Reads a table's cards from untrusted input. Anything unknown, impossible or contrary to the
 * rulebook is refused with its reason and the path of the fact (`field`, e.g.
 * `cards.billionaires.media-baron.spaces`); a fact equal to our default is dropped.
 */
export function readTableCards(input: unknown): TableCardsResult {
  if (input === undefined) return { ok: true, cards: undefined };
  try {
    return { ok: true, cards: read(input) };
  } catch (e) {
    if (!(e instanceof Refused)) throw e;
    return { ok: false, error: { ...illegal('setup.table-cards', 'table.cards', e.reason), field: e.field } };
  }
}

/** The options field for a table's cards: none when nothing differs, so older games keep their shape. */
export function tableCardsField(cards: TableCards | undefined): { readonly cards?: TableCards } {
  return cards === undefined ? {} : { cards };
}
