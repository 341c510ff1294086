/**
 * Moves as indices, on a toy game: round trips, one spelling per game, and errors that name the
 * move and keep the moves before it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeMoves, encodeMoves, MAX_LINK_MOVES, type MoveSource, RadixWriter } from '../../../src/machine/core/link/index.ts';
import { LIMIT, toyGame, type ToyMove, toySource, type ToyState, toyStart } from './toy-game.ts';

function encode(moves: readonly ToyMove[], start = toyStart()) {
  const e = encodeMoves(toySource, start, moves);
  if (!e.ok) throw new Error(e.error.detail);
  return e.value;
}

/** Replays moves directly, to compare states with. */
function statesOf(moves: readonly ToyMove[], start = toyStart()): ToyState[] {
  const out = [start];
  for (const m of moves) {
    const r = toySource.play(out[out.length - 1]!, m);
    if (!r.ok) throw new Error(r.reason);
    out.push(r.game);
  }
  return out;
}

/** A stream written by hand: a move count, then (value, radix) pairs. */
function stream(count: number, pairs: readonly (readonly [number, number])[]): string {
  const w = new RadixWriter().writeNat(count);
  for (const [v, r] of pairs) w.write(v, r);
  const t = w.finish();
  if (!t.ok) throw new Error(t.error.detail);
  return t.value;
}

/**
 * The stream format written out independently of moves.ts, from its documentation: per move, the
 * seat's position among the deciders (if several), then the index in its list, radix length + 1,
 * the value `length` standing for an extra move filed under the first decider.
 */
function pairsOf(moves: readonly ToyMove[], start = toyStart()): [number, number][] {
  const pairs: [number, number][] = [];
  let s = start;
  for (const m of moves) {
    const ds = toySource.deciders(s);
    const lists = ds.map((d) => toySource.legalMoves(s, d));
    const p = lists.findIndex((l) => l.some((x) => toySource.sameMove(x, m)));
    const seat = Math.max(p, 0);
    const list = lists[seat] ?? [];
    if (ds.length > 1) pairs.push([seat, ds.length]);
    pairs.push([p < 0 ? list.length : list.findIndex((x) => toySource.sameMove(x, m)), list.length + 1]);
    s = statesOf([m], s)[1]!;
  }
  return pairs;
}

describe('round trips', () => {
  it('gives back any toy game, states included, with one or two deciders, extras and the game over', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 }), fc.integer({ min: 0, max: 300 }), fc.integer({ min: 2, max: 5 }), (seed, count, seats) => {
        const start = toyStart(seats);
        const moves = toyGame(seed, count, start);
        const { packed, extras, final } = encode(moves, start);
        const back = decodeMoves(toySource, start, packed, extras);
        const states = statesOf(moves, start);
        expect(back).toEqual({ ok: true, moves, states, last: states[states.length - 1] });
        expect(final).toEqual(statesOf(moves, start).at(-1));
      }),
      { numRuns: 200 },
    );
  });

  it('covers the interesting cases in the games it plays', () => {
    const moves = toyGame(42, 400);
    const states = statesOf(moves);
    expect(states.some((s) => toySource.deciders(s).length === 2)).toBe(true);
    expect(states.some((s) => toySource.deciders(s).length === 0)).toBe(true);
    expect(moves.some((m) => m.kind === 'set')).toBe(true);
    expect(moves.some((m) => m.kind === 'bonus')).toBe(true);
    expect(states.some((s) => s.counter < LIMIT && toySource.legalMoves(s, toySource.deciders(s)[0]!).length === 1)).toBe(true);
  });

  it('can keep no states along the way, showing each one once to the caller instead', () => {
    const moves = toyGame(7, 60);
    const states = statesOf(moves);
    const { packed, extras } = encode(moves);
    const seen: unknown[] = [];
    const back = decodeMoves(toySource, toyStart(), packed, extras, { keepStates: false, onState: (s, n) => seen.push([n, s]) });
    expect(back).toEqual({ ok: true, moves, states: [toyStart()], last: states[states.length - 1] });
    expect(seen).toEqual(states.slice(1).map((s, i) => [i + 1, s]));
  });

  it('writes no moves in two characters', () => {
    const none = encode([]);
    expect(none.packed.length).toBe(2);
    expect(none.extras).toBe('');
    expect(decodeMoves(toySource, toyStart(), none.packed, '')).toEqual({ ok: true, moves: [], states: [toyStart()], last: toyStart() });
    // The empty text holds no move count at all.
    expect(decodeMoves(toySource, toyStart(), '', '')).toMatchObject({ ok: false, error: { code: 'link.truncated', moveIndex: 0 } });
  });

  it('keeps extras out of the packed stream', () => {
    const moves: ToyMove[] = [{ kind: 'set', value: 1000 }, { kind: 'bonus' }, { kind: 'set', value: 3 }];
    const { extras } = encode(moves);
    expect(extras).toBe('sofbsD'); // 's' + varint 1000 ('o' = 32 + 1000 % 32, 'f' = 31), 'b', 's' + varint 3 ('D')
  });

  it('writes the documented stream', () => {
    for (const seed of [1, 2, 3]) {
      const moves = toyGame(seed, 200);
      expect(encode(moves).packed).toBe(stream(moves.length, pairsOf(moves)));
    }
  });

  it('costs about log2(list length + 1) bits a move', () => {
    const game = toyGame(7, 1000);
    const states = statesOf(game);
    let bits = 0;
    game.forEach((_, i) => {
      const s = states[i]!;
      const ds = toySource.deciders(s);
      bits += Math.log2(Math.max(1, ds.length)) + Math.log2((ds.length === 0 ? 0 : toySource.legalMoves(s, ds[0]!).length) + 1);
    });
    const { packed } = encode(game);
    console.info(`1,000 toy moves: ${packed.length} characters (${packed.length * 6} bits) for an estimated ${bits.toFixed(0)} bits of choices`);
    expect(packed.length * 6).toBeLessThan(bits * 1.15 + 40);
  });
});

describe('errors name the move and keep what came before', () => {
  const game = toyGame(5, 40);
  const { packed, extras } = encode(game);
  const states = statesOf(game);

  it('link.illegal-move: an extra move the game refuses', () => {
    // Find a move played on an odd counter and replace it by a bonus, which needs an even one.
    const at = game.findIndex((_, i) => states[i]!.counter % 2 === 1);
    const bad = [...game];
    bad[at] = { kind: 'bonus' };
    // Encode up to the bad move by hand: the encoder itself refuses it.
    const refused = encodeMoves(toySource, toyStart(), bad);
    expect(refused).toMatchObject({ ok: false, error: { code: 'link.illegal-move', moveIndex: at } });
    const head = encode(game.slice(0, at));
    const len = toySource.legalMoves(states[at]!, toySource.deciders(states[at]!)[0]!).length;
    const seat: [number, number][] = toySource.deciders(states[at]!).length > 1 ? [[0, 2]] : [];
    const text = stream(at + 1, [...pairsOf(game.slice(0, at)), ...seat, [len, len + 1]]);
    const back = decodeMoves(toySource, toyStart(), text, `${head.extras}b`);
    expect(back.ok).toBe(false);
    if (back.ok) return;
    expect(back.error).toMatchObject({ code: 'link.illegal-move', moveIndex: at });
    expect(back.error.reason).toMatch(new RegExp(`^Move ${at + 1} of this link is not allowed: a bonus needs an even counter`));
    expect(back.moves).toEqual(game.slice(0, at));
    expect(back.states).toEqual(states.slice(0, at + 1));
  });

  it('link.corrupt: an extra move that cannot be read, or extras left over', () => {
    // Move 0 as an extra (escape value = list length), but the side string holds no readable code.
    const len = toySource.legalMoves(toyStart(), 0).length;
    const escape = stream(1, [[len, len + 1]]);
    for (const side of ['', 'Z', 's', 'sg', 's\t']) {
      expect(decodeMoves(toySource, toyStart(), escape, side)).toMatchObject({ ok: false, error: { code: 'link.corrupt', moveIndex: 0 }, moves: [] });
    }
    expect(decodeMoves(toySource, toyStart(), packed, `${extras}b`)).toMatchObject({ ok: false, error: { code: 'link.corrupt', moveIndex: game.length } });
  });

  it('link.corrupt: an extra filed under a decider other than the first', () => {
    let s = toyStart();
    const moves: ToyMove[] = [];
    while (toySource.deciders(s).length !== 2) {
      const m = toySource.legalMoves(s, toySource.deciders(s)[0]!).at(-1)!;
      moves.push(m);
      s = statesOf([m], s)[1]!;
    }
    const len = toySource.legalMoves(s, toySource.deciders(s)[1]!).length;
    const text = stream(moves.length + 1, [...pairsOf(moves), [1, 2], [len, len + 1]]);
    expect(decodeMoves(toySource, toyStart(), text, 'b')).toMatchObject({ ok: false, error: { code: 'link.corrupt', moveIndex: moves.length }, moves });
  });

  it('link.truncated: the stream ends before the moves it announces', () => {
    // Claims 41 moves but holds 40.
    const back = decodeMoves(toySource, toyStart(), stream(game.length + 1, pairsOf(game)), extras);
    expect(back).toMatchObject({ ok: false, error: { code: 'link.truncated', moveIndex: game.length } });
    expect(back.moves).toEqual(game);
  });

  it('link.corrupt: a stream with values left over, foreign characters, or an impossible value', () => {
    expect(decodeMoves(toySource, toyStart(), stream(0, [[1, 2]]), '')).toMatchObject({ ok: false, error: { code: 'link.corrupt', moveIndex: 0 } });
    expect(decodeMoves(toySource, toyStart(), `${packed.slice(0, 3)} ${packed.slice(3)}`, extras)).toMatchObject({
      ok: false,
      error: { code: 'link.corrupt', moveIndex: 0 },
    });
    expect(decodeMoves(toySource, toyStart(), '________', '')).toMatchObject({ ok: false, error: { code: 'link.corrupt', moveIndex: 0 } });
    expect(decodeMoves(toySource, toyStart(), `${packed}B`, extras).ok).toBe(false);
  });

  it('a damaged stream stops at a move and keeps the ones before it, which are a true prefix of some game', () => {
    for (let i = 0; i < packed.length; i++) {
      for (const c of ['A', 'z', '_']) {
        if (packed[i] === c) continue;
        const back = decodeMoves(toySource, toyStart(), packed.slice(0, i) + c + packed.slice(i + 1), extras);
        expect(back.states).toEqual(statesOf(back.moves));
        if (!back.ok && back.error.code !== 'link.too-many-moves') expect(back.error.moveIndex).toBe(back.moves.length);
      }
    }
  });

  it('link.too-many-moves: refused before any replay, on both sides', () => {
    expect(MAX_LINK_MOVES).toBe(5000);
    const big = toyGame(9, 30);
    expect(encodeMoves(toySource, toyStart(), big, { maxMoves: 29 })).toMatchObject({ ok: false, error: { code: 'link.too-many-moves' } });
    const { packed: p, extras: x } = encode(big);
    expect(decodeMoves(toySource, toyStart(), p, x, { maxMoves: 29 })).toMatchObject({ ok: false, error: { code: 'link.too-many-moves' }, moves: [] });
    expect(decodeMoves(toySource, toyStart(), p, x, { maxMoves: 30 }).ok).toBe(true);
    // A stream announcing a million moves is refused without touching the game.
    let calls = 0;
    const counting: MoveSource<ToyState, ToyMove> = { ...toySource, deciders: (s) => (calls++, toySource.deciders(s)) };
    expect(decodeMoves(counting, toyStart(), stream(1_000_000, []), '')).toMatchObject({ ok: false, error: { code: 'link.too-many-moves' } });
    expect(calls).toBe(0);
  });

  it('link.too-long: moves text over the link limit is refused unread', () => {
    expect(decodeMoves(toySource, toyStart(), 'A'.repeat(1e6), '')).toMatchObject({ ok: false, error: { code: 'link.too-long' } });
  });

  it('encodeMoves refuses a move that is neither legal nor an extra, or an extra the game refuses', () => {
    const bad: ToyMove = { kind: 'add', seat: 1, amount: 0 }; // not seat 1's turn
    expect(encodeMoves(toySource, toyStart(), [bad])).toMatchObject({ ok: false, error: { code: 'link.illegal-move', moveIndex: 0 } });
    const odd = encode([{ kind: 'set', value: 3 }]);
    expect(odd.extras).toBe('sD');
    expect(encodeMoves(toySource, toyStart(), [{ kind: 'set', value: 3 }, { kind: 'bonus' }])).toMatchObject({
      ok: false,
      error: { code: 'link.illegal-move', moveIndex: 1 },
    });
  });

  it('a misbehaving source gives values, not exceptions', () => {
    const throwing: MoveSource<ToyState, ToyMove> = {
      ...toySource,
      play: () => {
        throw new Error('boom');
      },
    };
    expect(encodeMoves(throwing, toyStart(), game)).toMatchObject({ ok: false, error: { code: 'link.corrupt' } });
    expect(decodeMoves(throwing, toyStart(), packed, extras)).toMatchObject({ ok: false, error: { code: 'link.corrupt', moveIndex: 0 } });
    const stuck: MoveSource<ToyState, ToyMove> = { ...toySource, decodeExtra: (_s, _t, at) => ({ move: { kind: 'bonus' }, next: at }) };
    const len = toySource.legalMoves(toyStart(), 0).length;
    expect(decodeMoves(stuck, toyStart(), stream(1, [[len, len + 1]]), 'b')).toMatchObject({ ok: false, error: { code: 'link.corrupt', moveIndex: 0 } });
    const foreign: MoveSource<ToyState, ToyMove> = { ...toySource, encodeExtra: () => 'a.b' };
    expect(encodeMoves(foreign, toyStart(), [{ kind: 'set', value: 1 }])).toMatchObject({ ok: false, error: { code: 'link.corrupt', moveIndex: 0 } });
  });
});
