/**
 * A game's cards: every card fact the rules read that a table's printed cards may set (what each
 * Billionaire needs, each Asset's type, the Crises' Rebel icons, the Panic! cards' types, the Market
 * numbers, the Suit Policies' Suits, card values), resolved once from the game's options over our
 * defaults. Rules code asks here (`cardsOf(state)`), never the default tables, so every rule, odds
 * figure and computer player follows the table's cards.
 */
import { ASSETS, type AssetId } from '../data/assets.ts';
import { BILLIONAIRE_IDS, type BillionaireId } from '../data/billionaires.ts';
import {
  ASSET_NAMES,
  ASSET_TYPES,
  BILLIONAIRE_SPACES,
  CRISIS_ICONS,
  CRISIS_NAMES,
  type Face,
  MARKET_NUMBERS,
  PANIC_NAMES,
  PANIC_TYPES,
  POLICY_SUITS,
  SCAM_VALUE,
  STATED_ASSET_NAMES,
  STATED_ASSET_TYPES,
  STATED_CRISIS_ICONS,
  STATED_CRISIS_NAMES,
  STATED_PANIC_NAMES,
} from '../data/card-faces.ts';
import { isSuitPolicy, type PolicyId } from '../data/policies.ts';
import { type CardId, type CardValues, cardInfo, CRISIS_CARDS, type CrisisCardId, DECK_CARDS, tableValue } from '../data/cards.ts';
import { byMarket, MARKETS, type MarketId } from '../data/markets.ts';
import { PANIC_CARDS, type PanicId } from '../data/panic.ts';
import { SUIT_INFO, type Suit } from '../data/suits.ts';
import type { GameOptions } from './state.ts';
import type { PanicTypes, TableCardFamily, TableCards } from './table-cards.ts';
import type { Source } from '../data/provenance.ts';

/** Where a card fact comes from: the table gave it, or our data (rulebook, inferred, stand-in). */
export type FactSource = Source | 'table';

/** The families whose cards a table may name. */
export type NamedFamily = 'assets' | 'crises' | 'panic';

/** How many Assets of each type a Billionaire needs. */
export type Needs = Readonly<Partial<Record<MarketId, number>>>;

export interface Cards {
  /** The Billionaire's needs: two of the double type, one of each single. */
  needs(b: BillionaireId): Needs;
  /** The type a Billionaire needs twice (whose starred Asset they get with 4–5 players). */
  double(b: BillionaireId): MarketId;
  /** The three types a Billionaire needs once each, in Market order. */
  singles(b: BillionaireId): readonly MarketId[];
  /** An Asset's type: the Market it is bought from and returned to. */
  assetType(a: AssetId): MarketId;
  /** The Assets of one type, in data order. */
  assetsOfType(m: MarketId): readonly AssetId[];
  /** Rebel icons on a Crisis card (0 for any other card). */
  rebels(card: CardId): number;
  /** The three types a Panic! card asks for, in Market order. */
  panicTypes(p: PanicId): PanicTypes;
  /** The number printed on a Market board. */
  marketNumber(m: MarketId): number;
  /** The Market with this printed number, if any. */
  marketNumbered(n: number): MarketId | undefined;
  /** The Suit a Suit Policy doubles; null for any other Policy. */
  policySuit(p: PolicyId): Suit | null;
  /** A Suit Policy's effect in a few words ("Bombs count double while it is in force"); null for any other Policy. */
  policyDoes(p: PolicyId): string | null;
  /** An Asset's name: the table's printed name where it gave one, else ours. */
  assetName(a: AssetId): string;
  /** A Draw-deck card in words, as its face reads at this table: "2 Bombs", "Scam", "Killer Robots!". */
  cardName(card: CardId): string;
  /** A Panic! card's name: the table's printed name where it gave one, else ours. */
  panicName(p: PanicId): string;
  /** What a card counts in a Buy before any Policy: its printed value; a Crisis counts 3. */
  value(card: CardId): number;
  /** Where a fact comes from: the table's own cards, the rulebook, or our inference or stand-in. */
  source(family: TableCardFamily, id?: string): FactSource;
  /** Where a card's name comes from: the table's own cards, the rulebook, or our inference or stand-in. */
  nameSource(family: NamedFamily, id: string): FactSource;
  /** The table's record and values these were resolved from (undefined: our defaults). */
  readonly table: TableCards | undefined;
  readonly cardValues: CardValues | undefined;
}

/** What a Crisis counts against a buyer (Level 2). */
const CRISIS_WORTH = 3;

function resolve(table: TableCards | undefined, cardValues: CardValues | undefined): Cards {
  const spaces = new Map(
    BILLIONAIRE_IDS.map((b) => {
      const given = table?.billionaires?.[b]?.spaces;
      const d = BILLIONAIRE_SPACES[b].value;
      const double = given ? given[0] : d.double;
      const singles = given ? given.slice(2) : MARKETS.filter((m) => d.singles.includes(m));
      const needs: Partial<Record<MarketId, number>> = { [double]: 2 };
      for (const s of singles) needs[s] = 1;
      return [b, { double, singles, needs: Object.freeze(needs) }] as const;
    }),
  );
  const types = new Map<AssetId, MarketId>(ASSETS.map((a) => [a.id, table?.assets?.[a.id]?.type ?? STATED_ASSET_TYPES[a.id] ?? ASSET_TYPES[a.id]!.value]));
  const ofType = byMarket((m) => ASSETS.filter((a) => types.get(a.id) === m).map((a) => a.id));
  const icons = new Map<CardId, number>(
    DECK_CARDS.filter((c) => c.kind === 'crisis').map((c) => {
      const id = c.id as CrisisCardId;
      return [id, table?.crises?.[id]?.rebels ?? STATED_CRISIS_ICONS[id] ?? CRISIS_ICONS[id]!.value];
    }),
  );
  const panic = new Map(PANIC_CARDS.map((p) => [p.id, table?.panic?.[p.id]?.types ?? PANIC_TYPES[p.id].value]));
  const names = resolveNames(table);
  const numbers = byMarket((m) => table?.markets?.[m] ?? MARKET_NUMBERS[m].value);
  const scam = table?.scam ?? SCAM_VALUE.value;
  const suitOf = (p: PolicyId): Suit | null => (isSuitPolicy(p) ? (table?.policies?.[p] ?? POLICY_SUITS[p].value) : null);
  return {
    needs: (b) => spaces.get(b)!.needs,
    double: (b) => spaces.get(b)!.double,
    singles: (b) => spaces.get(b)!.singles,
    assetType: (a) => types.get(a)!,
    assetsOfType: (m) => ofType[m],
    rebels: (card) => icons.get(card) ?? 0,
    panicTypes: (p) => panic.get(p)!,
    marketNumber: (m) => numbers[m],
    marketNumbered: (n) => MARKETS.find((m) => numbers[m] === n),
    policySuit: suitOf,
    policyDoes: (p) => {
      const suit = suitOf(p);
      return suit === null ? null : `${SUIT_INFO[suit].name} count double while it is in force`;
    },
    assetName: (a) => names.assets.get(a)!,
    cardName: (card) => {
      const c = cardInfo(card);
      if (c.kind === 'resource') return `${tableValue(card, cardValues) ?? c.value} ${SUIT_INFO[c.suit].name}`;
      return c.kind === 'special' ? c.name : names.crises.get(c.id)!;
    },
    panicName: (p) => names.panic.get(p)!,
    value: (card) => {
      const c = cardInfo(card);
      if (c.kind === 'crisis') return CRISIS_WORTH;
      if (c.kind === 'resource') return tableValue(card, cardValues) ?? c.value;
      return c.action === 'scam' ? scam : c.value!;
    },
    source: (family, id) => {
      const given = table?.[family];
      if (given !== undefined && (family === 'scam' || (id !== undefined && hasFact(family, (given as Record<string, unknown>)[id])))) return 'table';
      return defaultSource(family, id);
    },
    nameSource: (family, id) => {
      const given = (table?.[family] as Readonly<Record<string, { readonly name?: string }>> | undefined)?.[id];
      return given?.name !== undefined ? 'table' : (DEFAULT_NAMES[family][id]?.source ?? 'rulebook');
    },
    table,
    cardValues,
  };
}

/** The field of an entry that holds the family's fact (a name beside it is not that fact). */
const FACT_FIELD: Readonly<Partial<Record<TableCardFamily, string>>> = { billionaires: 'spaces', assets: 'type', crises: 'rebels', panic: 'types' };

/** Whether a family's entry gives its fact: a plain value does; a record does when its fact field is set. */
function hasFact(family: TableCardFamily, entry: unknown): boolean {
  const field = FACT_FIELD[family];
  return entry !== undefined && (field === undefined || (entry as Record<string, unknown>)[field] !== undefined);
}

/** Our names of the cards a table may name, with their sources; every other name is the rulebook's. */
const DEFAULT_NAMES: Readonly<Record<NamedFamily, Readonly<Record<string, Face<string> | undefined>>>> = {
  assets: ASSET_NAMES,
  crises: CRISIS_NAMES,
  panic: PANIC_NAMES,
};
const STATED_NAMES: Readonly<Record<NamedFamily, Readonly<Record<string, string | undefined>>>> = {
  assets: STATED_ASSET_NAMES,
  crises: STATED_CRISIS_NAMES,
  panic: STATED_PANIC_NAMES,
};

/** Every card's name in the three named families: the table's over ours over the rulebook's. */
function resolveNames(table: TableCards | undefined): Readonly<Record<NamedFamily, ReadonlyMap<string, string>>> {
  const family = (f: NamedFamily, ids: readonly string[]) => {
    const given = table?.[f] as Readonly<Record<string, { readonly name?: string }>> | undefined;
    return new Map(ids.map((id) => [id, given?.[id]?.name ?? STATED_NAMES[f][id] ?? DEFAULT_NAMES[f][id]!.value]));
  };
  return {
    assets: family(
      'assets',
      ASSETS.map((a) => a.id),
    ),
    crises: family(
      'crises',
      CRISIS_CARDS.map((c) => c.id),
    ),
    panic: family(
      'panic',
      PANIC_CARDS.map((p) => p.id),
    ),
  };
}

/** Our value of each settable fact, by family, with where it comes from (a fact not listed: the rulebook's). */
const DEFAULT_FACES: Readonly<Record<Exclude<TableCardFamily, 'scam'>, Readonly<Record<string, { readonly source: Source } | undefined>>>> = {
  billionaires: BILLIONAIRE_SPACES,
  assets: ASSET_TYPES,
  crises: CRISIS_ICONS,
  panic: PANIC_TYPES,
  markets: MARKET_NUMBERS,
  policies: POLICY_SUITS,
};

/** Where our own value of a fact comes from. */
function defaultSource(family: TableCardFamily, id: string | undefined): Source {
  if (family === 'scam') return SCAM_VALUE.source;
  return DEFAULT_FACES[family][id ?? '']?.source ?? 'rulebook';
}

/** Our defaults, shared by every game whose table gave nothing. */
const DEFAULT_CARDS = resolve(undefined, undefined);
const byTable = new WeakMap<object, WeakMap<object, Cards>>();
const byOptions = new WeakMap<GameOptions, Cards>();

/** The cards for a table's record and values (cached per record, so views and widgets share them). */
export function resolveCards(table: TableCards | undefined, cardValues: CardValues | undefined): Cards {
  if (table === undefined && cardValues === undefined) return DEFAULT_CARDS;
  const key1: object = table ?? byTable;
  const key2: object = cardValues ?? byTable;
  let inner = byTable.get(key1);
  if (!inner) byTable.set(key1, (inner = new WeakMap()));
  let cards = inner.get(key2);
  if (!cards) inner.set(key2, (cards = resolve(table, cardValues)));
  return cards;
}

/** Our own cards, names and facts: for reference tables that show the defaults, never for a game. */
export const defaultCards = (): Cards => DEFAULT_CARDS;

/** A game's cards (worked out once per game's options). */
export function cardsOf(state: { readonly options: GameOptions }): Cards {
  const o = state.options;
  if (o.cards === undefined && o.cardValues === undefined) return DEFAULT_CARDS;
  let cards = byOptions.get(o);
  if (!cards) byOptions.set(o, (cards = resolveCards(o.cards, o.cardValues)));
  return cards;
}
