/**
 * The property tests' cheap `check` agrees with Vitest's `expect` on every matcher it offers:
 * it passes exactly where `expect` passes and fails (through `expect`) exactly where it fails.
 */
import { describe, expect, it } from 'vitest';
import { check } from '../helpers/check.ts';

type Case = readonly [actual: unknown, matcher: string, arg?: unknown];

const CASES: readonly Case[] = [
  [1, 'toBe', 1],
  [1, 'toBe', '1'],
  [0, 'toBe', -0],
  [Number.NaN, 'toBe', Number.NaN],
  [{ a: 1 }, 'toEqual', { a: 1 }],
  [{ a: 1, b: undefined }, 'toEqual', { a: 1 }],
  [[1, [2]], 'toEqual', [1, [3]]],
  [null, 'toBeNull'],
  [undefined, 'toBeNull'],
  [[1, 2], 'toContain', 2],
  [[1, 2], 'toContain', 3],
  ['Rebels on Crises', 'toContain', 'Crises'],
  [new Set([1]), 'toContain', 1],
  [[1, 2, 3], 'toHaveLength', 3],
  ['ab', 'toHaveLength', 3],
  ['You put forward 3', 'toMatch', /^You put forward \d+/],
  ['a warning', 'toMatch', /^This Buy/],
  ['abc', 'toMatch', 'b'],
  [3, 'toBeGreaterThan', 2],
  [2, 'toBeGreaterThan', 2],
  [2, 'toBeGreaterThanOrEqual', 2],
  [1, 'toBeLessThan', 2],
  [2, 'toBeLessThanOrEqual', 1],
];

function outcome(run: () => void): 'pass' | 'fail' {
  try {
    run();
    return 'pass';
  } catch {
    return 'fail';
  }
}

describe('check, the cheap expect of the property tests', () => {
  for (const [actual, matcher, arg] of CASES)
    for (const negated of [false, true]) {
      const name = `${negated ? 'not.' : ''}${matcher}(${String(arg)}) on ${JSON.stringify(actual) ?? String(actual)}`;
      it(`decides ${name} as expect does`, () => {
        const call = (target: object) => (target as Record<string, (x?: unknown) => void>)[matcher]!(arg);
        const want = outcome(() => call(negated ? expect(actual).not : expect(actual)));
        const got = outcome(() => call(negated ? check(actual).not : check(actual)));
        expect(got).toBe(want);
      });
    }

  it('fails with the message and diff of expect', () => {
    expect(() => check({ a: 1 }, 'seat 2 sees a hand').toEqual({ a: 2 })).toThrow(/seat 2 sees a hand/);
  });
});
