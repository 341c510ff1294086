/** Move families' link codes: one character, or `8` and one more (`core/link/codes.ts`). */
import { describe, expect, it } from 'vitest';
import '../../../src/machine/index.ts';
import { families } from '../../../src/machine/core/module.ts';
import { CODE_PREFIX, isMoveCode } from '../../../src/machine/core/link/codes.ts';

describe('move codes', () => {
  it('takes one link character other than the prefix, or the prefix and one more', () => {
    expect(isMoveCode('a')).toBe(true);
    expect(isMoveCode(`${CODE_PREFIX}a`)).toBe(true);
    expect(isMoveCode(CODE_PREFIX)).toBe(false);
    expect(isMoveCode('ab')).toBe(false);
    expect(isMoveCode(`${CODE_PREFIX}ab`)).toBe(false);
    expect(isMoveCode('.')).toBe(false);
    expect(isMoveCode('')).toBe(false);
  });

  it('gives every engine family a valid code of its own', () => {
    const codes = [...families().values()].map((f) => f.code);
    for (const code of codes) expect(isMoveCode(code), code).toBe(true);
    expect(new Set(codes).size).toBe(codes.length);
  });
});
