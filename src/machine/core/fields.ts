/**
 * Reading a move's fields from untrusted input (links, widgets, scripts, other programs). Each
 * reader either returns a clean copy of the value or `undefined`; it never runs the input's code:
 * getters, proxies and odd prototypes are refused, not called.
 */
import { type AssetId, isAssetId } from '../data/assets.ts';
import { type CardId, isCardId } from '../data/cards.ts';
import { isMarketId, type MarketId } from '../data/markets.ts';
import { isPanicId } from '../data/panic.ts';

/** Reads one field; `undefined` means the value is not acceptable. */
export interface FieldReader<T> {
  readonly read: (value: unknown) => T | undefined;
  readonly optional: boolean;
  /** What the field holds, for messages ("a card", "one or two cards"). */
  readonly what: string;
}

function reader<T>(what: string, read: (value: unknown) => T | undefined): FieldReader<T> {
  return { read, optional: false, what };
}

export function optional<T>(field: FieldReader<T>): FieldReader<T | undefined> {
  return { ...field, optional: true };
}

/** A plain array (not a proxy-wrapped or subclassed one) of at most `max` items, copied. */
function listOf<T>(value: unknown, max: number, item: (v: unknown) => T | undefined): T[] | undefined {
  if (!Array.isArray(value) || Object.getPrototypeOf(value) !== Array.prototype) return undefined;
  const length = value.length;
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
  card: reader('a card', asCard),
  cards: (max: number) => reader(`up to ${max} cards`, (v) => listOf(v, max, asCard)),
  asset: reader('an Asset', asAsset),
  market: reader('a Market', asMarket),
  marketPair: reader('two Markets', (v) => {
    const list = listOf(v, 2, asMarket);
    return list?.length === 2 ? ([list[0]!, list[1]!] as const) : undefined;
  }),
  seat: reader('a seat number', (v) => (typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < MAX_SEATS ? v : undefined)),
  assets: (max: number) => reader(`up to ${max} Assets`, (v) => listOf(v, max, asAsset)),
  panic: reader('a Panic! card', (v) => (isPanicId(v) ? v : undefined)),
};

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
