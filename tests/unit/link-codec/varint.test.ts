/** Varints in link text: round trips, one spelling per number, and refusals as null. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeVarint, encodeVarint } from '../../../src/machine/core/link/index.ts';

describe('varints', () => {
  it('round-trip any safe integer, and say where the text goes on', () => {
    fc.assert(
      fc.property(fc.maxSafeNat(), fc.string({ maxLength: 3 }), (n, tail) => {
        const text = encodeVarint(n);
        expect(text).not.toBeNull();
        expect(decodeVarint(`xy${text}${tail}`, 2)).toEqual({ value: n, next: 2 + text!.length });
      }),
      { numRuns: 2000 },
    );
  });

  it('spend one character below 32, two below 1024, at most 11', () => {
    expect([0, 31, 32, 1023, 1024, Number.MAX_SAFE_INTEGER].map((n) => encodeVarint(n)?.length)).toEqual([1, 1, 2, 2, 3, 11]);
  });

  it('refuse what is not a safe non-negative integer', () => {
    for (const n of [-1, 0.5, Number.NaN, Infinity, 2 ** 53]) expect(encodeVarint(n)).toBeNull();
  });

  it('refuse cut, foreign, over-long and out-of-range text', () => {
    const big = encodeVarint(1024)!; // three characters
    expect(decodeVarint(big.slice(0, 2), 0)).toBeNull(); // cut short
    expect(decodeVarint('', 0)).toBeNull();
    expect(decodeVarint(' ', 0)).toBeNull();
    expect(decodeVarint('\t', 0)).toBeNull();
    expect(decodeVarint('gA', 0)).toBeNull(); // 'g' = 32: a continuation, then a last group of 0: a longer spelling of 0
    expect(decodeVarint('_'.repeat(11) + 'A', 0)).toBeNull(); // more than 11 characters
    expect(decodeVarint('_'.repeat(10) + 'P', 0)).toBeNull(); // above 2^53
    expect(decodeVarint('B', -1)).toBeNull();
    expect(decodeVarint('B', 0.5)).toBeNull();
    expect(decodeVarint('B', 1)).toBeNull();
  });
});
