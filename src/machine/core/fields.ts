/**
 * Reading a move's fields from untrusted input (links, widgets, scripts, other programs). Each
 * reader either returns a clean copy of the value or `undefined`; it never runs the input's code:
 * getters, proxies and odd prototypes are refused, not called.
 */
import { ASSETS, type AssetId, isAssetId } from '../data/assets.ts';
import { type CardId, cardIndex, DECK_CARDS, isCardId } from '../data/cards.ts';
import { isMarketId, type MarketId, MARKETS } from '../data/markets.ts';
import { isPanicId, PANIC_CARDS, type PanicId } from '../data/panic.ts';
import type { TextReader, TextWriter } from './link/text.ts';

/** How a field is written in a share link (version 2): characters of the link alphabet. */
export interface FieldCodec<T> {
  readonly write: (w: TextWriter, value: T) => void;
  readonly read: (r: TextReader) => T;
}

/** Reads one field; `undefined` means the value is not acceptable. */
export interface FieldReader<T> {
  readonly read: (value: unknown) => T | undefined;
  readonly optional: boolean;
  /** What the field holds, for messages ("a card", "one or two cards"). */
  readonly what: string;
  readonly link: FieldCodec<T>;
}

function reader<T>(what: string, read: (value: unknown) => T | undefined, link: FieldCodec<T>): FieldReader<T> {
  return { read, optional: false, what, link };
}

/** A field that may be left out; in a link, a presence digit comes first. */
export function optional<T>(field: FieldReader<T>): FieldReader<T | undefined> {
  return {
    ...field,
    optional: true,
    link: {
      write: (w, v) => {
        w.digit(v === undefined ? 0 : 1);
        if (v !== undefined) field.link.write(w, v);
      },
      read: (r) => (r.digit(2) === 1 ? field.link.read(r) : undefined),
    },
  } as FieldReader<T | undefined>;
}

/** Link codes: a card, an Asset, a Market or a Panic! card is its index in the data's order. */
export const codec = {
  card: { write: (w, c) => w.digit(cardIndex(c)), read: (r) => DECK_CARDS[r.digit(DECK_CARDS.length)]!.id } as FieldCodec<CardId>,
  asset: { write: (w, a) => w.digit(ASSETS.findIndex((x) => x.id === a)), read: (r) => ASSETS[r.digit(ASSETS.length)]!.id } as FieldCodec<AssetId>,
  market: { write: (w, m) => w.digit(MARKETS.indexOf(m)), read: (r) => MARKETS[r.digit(MARKETS.length)]! } as FieldCodec<MarketId>,
  seat: { write: (w, s) => w.digit(s), read: (r) => r.digit(MAX_SEATS_IN_LINK) } as FieldCodec<number>,
  panic: { write: (w, p) => w.digit(PANIC_CARDS.findIndex((x) => x.id === p)), read: (r) => PANIC_CARDS[r.digit(PANIC_CARDS.length)]!.id } as FieldCodec<PanicId>,
  bool: { write: (w, b) => w.digit(b ? 1 : 0), read: (r) => r.digit(2) === 1 } as FieldCodec<boolean>,
  nat: { write: (w, n) => w.nat(n), read: (r) => r.nat() } as FieldCodec<number>,
  list<T>(item: FieldCodec<T>): FieldCodec<readonly T[]> {
    return { write: (w, list) => w.list(list, (x, v) => item.write(x, v)), read: (r) => r.list((x) => item.read(x)) };
  },
};

const MAX_SEATS_IN_LINK = 8;

/** A plain array (not a proxy-wrapped or subclassed one) of at most `max` items, copied. */
function listOf<T>(value: unknown, max: number, item: (v: unknown) => T | undefined): T[] | undefined {
  if (!Array.isArray(value) || Object.getPrototypeOf(value) !== Array.prototype) return undefined;
  const length = Object.getOwnPropertyDescriptor(value, 'length')?.value;
  if (!Number.isInteger(length) || length > max) return undefined;
  const out: T[] = [];
  for (let i = 0; i < length; i++) {
    const d = Object.getOwnPropertyDescriptor(value, i);
    if (!d || !('value' in d)) return undefined; // a hole or a getter
    const v = item(d.value);
    if (v === undefined) return undefined;
    out.push(v);
  }
  return out;
}

const asCard = (v: unknown): CardId | undefined => (isCardId(v) ? v : undefined);
const asAsset = (v: unknown): AssetId | undefined => (isAssetId(v) ? v : undefined);
const asMarket = (v: unknown): MarketId | undefined => (isMarketId(v) ? v : undefined);

export const MAX_SEATS = 8;

export const field = {
  card: reader('a card', asCard, codec.card),
  cards: (max: number) => reader<readonly CardId[]>(`up to ${max} cards`, (v) => listOf(v, max, asCard), codec.list(codec.card)),
  asset: reader('an Asset', asAsset, codec.asset),
  market: reader('a Market', asMarket, codec.market),
  marketPair: reader<readonly [MarketId, MarketId]>(
    'two Markets',
    (v) => {
      const list = listOf(v, 2, asMarket);
      return list?.length === 2 ? ([list[0]!, list[1]!] as const) : undefined;
    },
    { write: (w, [a, b]) => (codec.market.write(w, a), codec.market.write(w, b)), read: (r) => [codec.market.read(r), codec.market.read(r)] as const },
  ),
  seat: reader('a seat number', (v) => (typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < MAX_SEATS ? v : undefined), codec.seat),
  seatList: (max: number) =>
    reader<readonly number[]>(
      `up to ${max} seat numbers`,
      (v) => listOf(v, max, (s) => (typeof s === 'number' && Number.isInteger(s) && s >= 0 && s < MAX_SEATS ? s : undefined)),
      codec.list(codec.seat),
    ),
  assets: (max: number) => reader<readonly AssetId[]>(`up to ${max} Assets`, (v) => listOf(v, max, asAsset), codec.list(codec.asset)),
  panic: reader('a Panic! card', (v) => (isPanicId(v) ? v : undefined), codec.panic),
  bool: reader('true or false', (v) => (typeof v === 'boolean' ? v : undefined), codec.bool),
  markets: (max: number) => reader<readonly MarketId[]>(`up to ${max} Markets`, (v) => listOf(v, max, asMarket), codec.list(codec.market)),
  /** Rows of cards (Sabotage!'s Markets, each row one Market's cards). */
  cardRows: (rows: number, each: number) =>
    reader<readonly (readonly CardId[])[]>(
      `up to ${rows} lists of up to ${each} cards`,
      (v) => listOf(v, rows, (row) => listOf(row, each, asCard)),
      codec.list(codec.list(codec.card)),
    ),
};

/** A field of one's own: how to read it from input and how to write it in a link. */
export function customField<T>(what: string, read: (value: unknown) => T | undefined, link: FieldCodec<T>): FieldReader<T> {
  return reader(what, read, link);
}

/**
 * The own, plain data properties of an object, or `undefined` for anything else: a getter, a
 * symbol key, a non-plain prototype or a proxy that throws are all refused without being run.
 */
export function plainRecord(value: unknown): Record<string, unknown> | undefined {
  try {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
    const proto = Object.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== null) return undefined;
    const out: Record<string, unknown> = Object.create(null);
    for (const key of Reflect.ownKeys(value)) {
      if (typeof key !== 'string') return undefined;
      const d = Object.getOwnPropertyDescriptor(value, key);
      if (!d || !('value' in d)) return undefined;
      out[key] = d.value;
    }
    return out;
  } catch {
    return undefined; // a proxy whose traps throw
  }
}
