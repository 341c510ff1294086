/**
 * `check(actual, message).toBe(expected)`: the assertions of the property tests, which run at every
 * move of thousands of random games. Vitest's `expect()` costs about 20 µs a call even when it
 * passes (it sets up its matcher state each time), and a file of random games makes a million of
 * them: measured, a third of the property lane. A check first tests cheaply; only when that fails
 * does it hand the same assertion to `expect`, which then fails with its usual message and diff.
 *
 * The cheap test is never looser than Vitest's matcher (`toEqual` is tried as an equality of plain
 * data first, see `samePlainData`), so a check that passes here would have passed there; a check
 * that fails here is decided by `expect` itself.
 */
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

/**
 * Whether `a` and `b` are the same plain data: primitives the same by `Object.is`, arrays of the same
 * length and no other keys, objects of Object's prototype (or none) with the same string keys and no
 * symbol keys, each part the same again. Anything else (a class instance, a Map, a Date, -0 against
 * 0, an undefined key on one side only) is false: not surely equal, so Vitest decides. The states,
 * views and moves compared here are plain data, where this is several times faster than Node's
 * isDeepStrictEqual, which also weighs prototypes, symbols and property descriptors (measured: a
 * tenth of the Level 4 random games' time went to it).
 */
function samePlainData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length || Object.keys(a).length !== a.length || Object.keys(b).length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!samePlainData(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b) || !isPlainObject(a) || !isPlainObject(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  for (const key of keys) if (!Object.hasOwn(b, key) || !samePlainData((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key])) return false;
  return true;
}

function isPlainObject(o: object): boolean {
  const proto = Object.getPrototypeOf(o);
  return (proto === Object.prototype || proto === null) && Object.getOwnPropertySymbols(o).length === 0;
}

function matches(actual: unknown, pattern: RegExp | string): boolean | null {
  if (typeof actual !== 'string') return null;
  return typeof pattern === 'string' ? actual.includes(pattern) : new RegExp(pattern.source, pattern.flags.replace('g', '')).test(actual);
}

/**
 * One check: `actual` and what it is checked against. A class, not an object of closures: a random
 * game makes a million checks, and building twenty closures for each took about 5 % of the Level 4
 * games' time, and more in the garbage it left (measured with a CPU profile of that file).
 */
class Checker implements Check {
  constructor(
    private readonly actual: unknown,
    private readonly message: string | undefined,
    private readonly negated: boolean,
  ) {}

  get not(): Check {
    return new Checker(this.actual, this.message, !this.negated);
  }

  /**
   * `known` is the cheap test's verdict on the positive matcher: true, false, or null where it
   * cannot tell as surely as Vitest (then Vitest decides, pass or fail).
   */
  private settle(known: boolean | null, matcher: Matcher, ...args: unknown[]): void {
    if (known !== null && known !== this.negated) return;
    const assertion = this.negated ? expect(this.actual, this.message).not : expect(this.actual, this.message);
    (assertion[matcher] as (...a: unknown[]) => void)(...args);
  }

  private number(test: (n: number) => boolean): boolean | null {
    return typeof this.actual === 'number' ? test(this.actual) : null;
  }

  toBe(expected: unknown): void {
    this.settle(Object.is(this.actual, expected), 'toBe', expected);
  }
  /** The same plain data is surely equal; otherwise Vitest's looser equality decides. */
  toEqual(expected: unknown): void {
    this.settle(samePlainData(this.actual, expected) ? true : null, 'toEqual', expected);
  }
  toBeNull(): void {
    this.settle(this.actual === null, 'toBeNull');
  }
  toContain(item: unknown): void {
    this.settle(contains(this.actual, item), 'toContain', item);
  }
  toHaveLength(length: number): void {
    const a = this.actual;
    this.settle(typeof a === 'string' || Array.isArray(a) ? a.length === length : null, 'toHaveLength', length);
  }
  toMatch(pattern: RegExp | string): void {
    this.settle(matches(this.actual, pattern), 'toMatch', pattern);
  }
  toBeGreaterThan(n: number): void {
    this.settle(
      this.number((a) => a > n),
      'toBeGreaterThan',
      n,
    );
  }
  toBeGreaterThanOrEqual(n: number): void {
    this.settle(
      this.number((a) => a >= n),
      'toBeGreaterThanOrEqual',
      n,
    );
  }
  toBeLessThan(n: number): void {
    this.settle(
      this.number((a) => a < n),
      'toBeLessThan',
      n,
    );
  }
  toBeLessThanOrEqual(n: number): void {
    this.settle(
      this.number((a) => a <= n),
      'toBeLessThanOrEqual',
      n,
    );
  }
}

export function check(actual: unknown, message?: string): Check & { readonly not: Check } {
  return new Checker(actual, message, false);
}
