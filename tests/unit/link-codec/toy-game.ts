/**
 * A toy game to drive the move codec without the real engine: a counter that seats push up.
 *
 * - Normally one seat decides (turn % seats); when counter % 5 === 3 two seats decide at once
 *   (seat 0 and the last seat), and from counter ≥ LIMIT nobody does (only extras can be played).
 * - A seat's legal moves are "add 0..k" with k = (counter · 7 + seat) % 6, so lists have 1 to 6
 *   entries and change with the state, as the real engine's do.
 * - Extra moves, in no legal list: "set" (a table adjustment: counter := value, always allowed),
 *   coded `s` + varint; and "bonus" (+10, a chosen outcome allowed only on an even counter), coded `b`.
 */
import { decodeVarint, encodeVarint, type MoveSource } from '../../../src/machine/core/link/index.ts';

export const LIMIT = 60;

export interface ToyState {
  readonly counter: number;
  readonly turn: number;
  readonly seats: number;
}

export type ToyMove =
  { readonly kind: 'add'; readonly seat: number; readonly amount: number } | { readonly kind: 'set'; readonly value: number } | { readonly kind: 'bonus' };

export const toyStart = (seats = 3): ToyState => ({ counter: 0, turn: 0, seats });

function deciders(s: ToyState): readonly number[] {
  if (s.counter >= LIMIT) return [];
  if (s.counter % 5 === 3) return [0, s.seats - 1];
  return [s.turn % s.seats];
}

const maxAdd = (s: ToyState, seat: number) => (s.counter * 7 + seat) % 6;

function legalMoves(s: ToyState, seat: number): readonly ToyMove[] {
  if (!deciders(s).includes(seat)) return [];
  return Array.from({ length: maxAdd(s, seat) + 1 }, (_, amount) => ({ kind: 'add', seat, amount }) as const);
}

function play(s: ToyState, m: ToyMove): { ok: true; game: ToyState } | { ok: false; reason: string } {
  switch (m.kind) {
    case 'add':
      if (!deciders(s).includes(m.seat)) return { ok: false, reason: `seat ${m.seat} may not act now` };
      if (!Number.isInteger(m.amount) || m.amount < 0 || m.amount > maxAdd(s, m.seat)) return { ok: false, reason: `cannot add ${m.amount}` };
      return { ok: true, game: { ...s, counter: s.counter + m.amount, turn: s.turn + 1 } };
    case 'set':
      return { ok: true, game: { ...s, counter: m.value } };
    case 'bonus':
      return s.counter % 2 === 0 ? { ok: true, game: { ...s, counter: s.counter + 10 } } : { ok: false, reason: 'a bonus needs an even counter' };
  }
}

const sameMove = (a: ToyMove, b: ToyMove) => JSON.stringify(a) === JSON.stringify(b);

export const toySource: MoveSource<ToyState, ToyMove> = {
  deciders,
  legalMoves,
  play,
  sameMove,
  encodeExtra: (_s, m) => (m.kind === 'set' ? `s${encodeVarint(m.value) ?? ''}` : m.kind === 'bonus' ? 'b' : null),
  decodeExtra: (_s, text, at) => {
    const kind = text[at];
    if (kind === 'b') return { move: { kind: 'bonus' }, next: at + 1 };
    if (kind !== 's') return null;
    const n = decodeVarint(text, at + 1);
    return n === null ? null : { move: { kind: 'set', value: n.value }, next: n.next };
  },
};

/** Plays `count` moves from a seeded generator: mostly legal picks, sometimes an extra. */
export function toyGame(seed: number, count: number, start = toyStart()): ToyMove[] {
  let x = seed >>> 0 || 1;
  const next = (n: number) => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) % n;
  };
  const moves: ToyMove[] = [];
  let s = start;
  while (moves.length < count) {
    const ds = deciders(s);
    let m: ToyMove;
    const roll = next(20);
    if (ds.length === 0 || roll === 0) m = { kind: 'set', value: next(LIMIT + 5) };
    else if (roll === 1 && s.counter % 2 === 0) m = { kind: 'bonus' };
    else {
      const list = legalMoves(s, ds[next(ds.length)]!);
      m = list[next(list.length)]!;
    }
    const r = play(s, m);
    if (!r.ok) throw new Error(r.reason);
    s = r.game;
    moves.push(m);
  }
  return moves;
}
