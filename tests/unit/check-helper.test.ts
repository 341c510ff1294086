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
  // What the fast equality of plain data leaves to Vitest (see samePlainData).
  [{ b: [1, { c: 'x' }], a: null }, 'toEqual', { a: null, b: [1, { c: 'x' }] }],
  [{ a: 0 }, 'toEqual', { a: -0 }],
  [[Number.NaN], 'toEqual', [Number.NaN]],
  [Object.assign(Object.create(null), { a: 1 }), 'toEqual', { a: 1 }],
  [
    new (class Seat {
      n = 1;
    })(),
    'toEqual',
    { n: 1 },
  ],
  [new Map([[1, 2]]), 'toEqual', new Map([[1, 3]])],
  [new Date(0), 'toEqual', new Date(1)],
  [Object.assign([1, 2], { extra: true }), 'toEqual', [1, 2]],
  [{ a: 1, [Symbol.for('s')]: 1 }, 'toEqual', { a: 1, [Symbol.for('s')]: 2 }],
  // eslint-disable-next-line no-sparse-arrays -- a hole against an undefined: toEqual passes it
  [[1, , 3], 'toEqual', [1, undefined, 3]],
  [{ a: undefined }, 'toEqual', { b: undefined }],
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
