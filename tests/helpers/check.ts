/**
 * `check(actual, message).toBe(expected)`: the assertions of the property tests, which run at every
 * move of thousands of random games. Vitest's `expect()` costs about 20 µs a call even when it
 * passes (it sets up its matcher state each time), and a file of random games makes a million of
 * them: measured, a third of the property lane. A check first tests cheaply; only when that fails
 * does it hand the same assertion to `expect`, which then fails with its usual message and diff.
 *
 * The cheap test is never looser than Vitest's matcher (`toEqual` is tried as a strict deep
 * equality first), so a check that passes here would have passed there; a check that fails here
 * is decided by `expect` itself.
 */
import { isDeepStrictEqual } from 'node:util';
import { expect } from 'vitest';

type Matcher =
  'toBe' | 'toEqual' | 'toBeNull' | 'toContain' | 'toHaveLength' | 'toMatch' | 'toBeGreaterThan' | 'toBeGreaterThanOrEqual' | 'toBeLessThan' | 'toBeLessThanOrEqual';

export interface Check {
  toBe(expected: unknown): void;
  toEqual(expected: unknown): void;
  toBeNull(): void;
  toContain(item: unknown): void;
  toHaveLength(length: number): void;
  toMatch(pattern: RegExp | string): void;
  toBeGreaterThan(n: number): void;
  toBeGreaterThanOrEqual(n: number): void;
  toBeLessThan(n: number): void;
  toBeLessThanOrEqual(n: number): void;
}

/** Whether `actual` contains `item` as Vitest's toContain decides it, or null where this cannot tell. */
function contains(actual: unknown, item: unknown): boolean | null {
  if (typeof actual === 'string' && typeof item === 'string') return actual.includes(item);
  return Array.isArray(actual) ? actual.includes(item) : null;
}

function matches(actual: unknown, pattern: RegExp | string): boolean | null {
  if (typeof actual !== 'string') return null;
  return typeof pattern === 'string' ? actual.includes(pattern) : new RegExp(pattern.source, pattern.flags.replace('g', '')).test(actual);
}

/**
 * `known` is the cheap test's verdict on the positive matcher: true, false, or null where it
 * cannot tell as surely as Vitest (then Vitest decides, pass or fail).
 */
function checker(actual: unknown, message: string | undefined, negated: boolean): Check {
  const settle = (known: boolean | null, matcher: Matcher, ...args: unknown[]) => {
    if (known !== null && known !== negated) return;
    const assertion = negated ? expect(actual, message).not : expect(actual, message);
    (assertion[matcher] as (...a: unknown[]) => void)(...args);
  };
  const number = (test: (n: number) => boolean) => (typeof actual === 'number' ? test(actual) : null);
  return {
    toBe: (expected) => settle(Object.is(actual, expected), 'toBe', expected),
    // Strictly equal is surely equal; otherwise Vitest's looser equality decides.
    toEqual: (expected) => settle(isDeepStrictEqual(actual, expected) ? true : null, 'toEqual', expected),
    toBeNull: () => settle(actual === null, 'toBeNull'),
    toContain: (item) => settle(contains(actual, item), 'toContain', item),
    toHaveLength: (length) => settle(typeof actual === 'string' || Array.isArray(actual) ? actual.length === length : null, 'toHaveLength', length),
    toMatch: (pattern) => settle(matches(actual, pattern), 'toMatch', pattern),
    toBeGreaterThan: (n) =>
      settle(
        number((a) => a > n),
        'toBeGreaterThan',
        n,
      ),
    toBeGreaterThanOrEqual: (n) =>
      settle(
        number((a) => a >= n),
        'toBeGreaterThanOrEqual',
        n,
      ),
    toBeLessThan: (n) =>
      settle(
        number((a) => a < n),
        'toBeLessThan',
        n,
      ),
    toBeLessThanOrEqual: (n) =>
      settle(
        number((a) => a <= n),
        'toBeLessThanOrEqual',
        n,
      ),
  };
}

export function check(actual: unknown, message?: string): Check & { readonly not: Check } {
  return { ...checker(actual, message, false), not: checker(actual, message, true) };
}
