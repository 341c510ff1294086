/**
 * Checks that an unknown value is a well-formed Move (right type, known cards, Assets, Markets and
 * seats) before any rule looks at it. Moves arrive from share links, widgets and scripts, so a
 * malformed one must come back as a clear IllegalMove rather than a crash.
 */
import { isAssetId } from './data/assets.ts';
import { isCardId } from './data/cards.ts';
import { isMarketId } from './data/markets.ts';
import { isPanicId } from './data/panic.ts';
import { illegal, type IllegalMove } from './illegal.ts';
import type { Move, MoveType } from './moves.ts';

type Field =
  | 'card'
  | 'cards'
  | 'market'
  | 'markets'
  | 'asset'
  | 'player'
  | 'partner'
  | 'take'
  | 'give'
  | 'draw'
  | 'deal'
  | 'value'
  | 'crisis'
  | 'panic';
type Spec = Readonly<Partial<Record<Field, 'required' | 'optional'>>>;

const SPECS: Readonly<Record<MoveType, Spec>> = {
  draw: { card: 'optional' },
  buy: { market: 'required', cards: 'required' },
  claim: { asset: 'required' },
  declineClaim: {},
  invest: { card: 'required', market: 'required', draw: 'optional' },
  exchangeHand: { card: 'required', market: 'required' },
  exchangeMarkets: { markets: 'required' },
  audit: { card: 'required', player: 'required', asset: 'required' },
  scam: { card: 'required', player: 'required', take: 'required', give: 'required' },
  gameTheMarket: { card: 'required', deal: 'optional' },
  skipBuy: {},
  pass: {},
  returnAsset: { asset: 'required' },
  endRoundEarly: {},
  stack: { cards: 'required' },
  nextTieBreak: { player: 'required' },
  panicOffer: { player: 'required', asset: 'required' },
  panicWithdraw: { asset: 'required' },
  panicTrade: { player: 'required', give: 'required', partner: 'required', take: 'required' },
  panicAgree: {},
  panicRefuse: {},
  removeRebel: { crisis: 'required' },
  nextRoll: { value: 'required' },
  nextCrisis: { crisis: 'required' },
  nextPanic: { panic: 'required' },
};

const isSeat = (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < 8;
const isCardList = (v: unknown) => Array.isArray(v) && v.length <= 64 && v.every(isCardId);

const CHECK: Readonly<Record<Field, (v: unknown) => boolean>> = {
  card: isCardId,
  draw: isCardId,
  cards: isCardList,
  deal: isCardList,
  market: isMarketId,
  markets: (v) => Array.isArray(v) && v.length === 2 && v.every(isMarketId),
  asset: isAssetId,
  take: isAssetId,
  give: isAssetId,
  player: isSeat,
  partner: isSeat,
  value: (v) => typeof v === 'number' && Number.isInteger(v),
  crisis: isCardId,
  panic: isPanicId,
};

export function isMoveType(value: unknown): value is MoveType {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(SPECS, value);
}

export function validateMove(value: unknown): { ok: true; move: Move } | { ok: false; error: IllegalMove } {
  const bad = (reason: string) => ({ ok: false as const, error: illegal('move.malformed', 'turn.action', reason) });
  if (typeof value !== 'object' || value === null) return bad('A move must be an object with a type.');
  const record = value as Record<string, unknown>;
  if (!isMoveType(record.type)) return bad(`"${String(record.type)}" is not a kind of move.`);
  const spec = SPECS[record.type];
  for (const key of Object.keys(record)) {
    if (key === 'type') continue;
    if (!(key in spec)) return bad(`A ${record.type} move has no "${key}".`);
  }
  for (const [field, need] of Object.entries(spec) as [Field, 'required' | 'optional'][]) {
    const v = record[field];
    if (v === undefined) {
      if (need === 'required') return bad(`A ${record.type} move needs "${field}".`);
      continue;
    }
    if (!CHECK[field](v)) return bad(`The "${field}" of this ${record.type} move is not valid.`);
  }
  return { ok: true, move: value as Move };
}
