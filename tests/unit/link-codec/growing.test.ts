/**
 * A packed move stream grown a move at a time (growing.ts) is the text `packMoveRuns` writes for the
 * same moves, after every move: short streams (the header's digits reach the end), long ones, across
 * the powers of two where the header's radices change, with moves of one and of two values, radices
 * of 1 (nothing coded), small and up to 2^32, and values at the ends of their ranges (runs of 63s and
 * zeros in the digits, where carries and the rounded end are tested hardest).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { growStream, type GrowingStream, streamOf, streamText, streamValues } from '../../../src/machine/core/link/growing.ts';
import { packMoveRuns } from '../../../src/machine/core/link/moves.ts';

/** One move's pairs: a seat among deciders (radix 1 when only one), then an index in its list. */
const pairArb = (largest: number) =>
  fc.tuple(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: largest }), fc.constantFrom('low', 'high', 'any'), fc.nat()).map(([deciders, listed, end, pick]) => {
    const value = (radix: number) => (end === 'low' ? 0 : end === 'high' ? radix - 1 : pick % radix);
    return [value(deciders), deciders, value(listed + 1), listed + 1];
  });

function packed(runs: readonly (readonly number[])[]): string {
  const out = packMoveRuns(runs.length, runs);
  if (!out.ok) throw new Error(out.error.reason);
  return out.value;
}

/** Grows a stream over `runs`, checking its text against `packMoveRuns` after every move. */
function growAndCheck(runs: readonly (readonly number[])[]): GrowingStream {
  let stream = streamOf([], 0)!;
  for (let i = 0; i < runs.length; i++) {
    stream = growStream(stream, runs[i]!) ?? streamOf(runs.slice(0, i + 1), i + 1)!;
    expect(streamText(stream)).toBe(packed(runs.slice(0, i + 1)));
  }
  return stream;
}

describe('a packed move stream that grows', () => {
  it('is the text packMoveRuns writes, after every move', () => {
    fc.assert(
      fc.property(fc.array(pairArb(60), { minLength: 1, maxLength: 80 }), (runs) => {
        growAndCheck(runs);
      }),
      { numRuns: 150 },
    );
  });

  it('stays so past the powers of two where the count header changes, and with large radices', () => {
    fc.assert(
      fc.property(fc.array(pairArb(2 ** 31), { minLength: 1100, maxLength: 1100 }), fc.array(pairArb(3), { minLength: 1100, maxLength: 1100 }), (wide, narrow) => {
        for (const runs of [wide, narrow]) {
          const stream = growAndCheck(runs);
          expect(streamValues(stream)).toBeGreaterThan(1024);
          // Made in one go, it is the same stream.
          expect(streamText(streamOf(runs, runs.length)!)).toBe(packed(runs));
        }
      }),
      { numRuns: 2 },
    );
  });

  it('codes values of every size at the top and the bottom: all lowest, all highest', () => {
    for (const value of ['low', 'high'] as const)
      for (const radix of [2, 3, 64, 65, 4096, 2 ** 32]) {
        const runs = Array.from({ length: 600 }, () => [value === 'low' ? 0 : radix - 1, radix]);
        growAndCheck(runs);
      }
  });

  it('is not grown past a radix too large to code in one step: the caller packs such moves whole', () => {
    expect(growStream(streamOf([], 0)!, [5, 2 ** 33])).toBeNull();
    expect(streamOf([[5, 2 ** 33]], 1)).toBeNull();
  });
});
