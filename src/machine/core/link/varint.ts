/**
 * Self-delimiting numbers written straight into link text, for codes that are not range-coded
 * (the side string of extra moves, hand-written fields): 5 bits per character, least significant
 * group first, with the character's sixth bit (value 32) set on every character but the last.
 *
 * Public names: encodeVarint(n), decodeVarint(text, at).
 *
 * 0–31 take one character, up to 1023 two, any safe integer at most 11. Only the shortest spelling
 * is accepted (a last group of 0 after other groups is refused), so a number has one spelling.
 */
import { ALPHABET, digitOf } from './alphabet.ts';

const MORE = 32;
const GROUP = 32;
const MAX_CHARS = 11; // ⌈53 / 5⌉

/** The text of a safe non-negative integer, or null for anything else. */
export function encodeVarint(n: number): string | null {
  if (!Number.isSafeInteger(n) || n < 0) return null;
  let text = '';
  let rest = n;
  while (rest >= GROUP) {
    text += ALPHABET[(rest % GROUP) + MORE];
    rest = Math.floor(rest / GROUP);
  }
  return text + ALPHABET[rest];
}

/** The number starting at `at` and where the text goes on, or null if none can be read there. */
export function decodeVarint(text: string, at: number): { readonly value: number; readonly next: number } | null {
  if (!Number.isInteger(at) || at < 0) return null;
  let value = 0;
  let scale = 1;
  for (let i = 0; i < MAX_CHARS; i++) {
    if (at + i >= text.length) return null; // cut short
    const d = digitOf(text.charCodeAt(at + i));
    if (d < 0) return null;
    const group = d % GROUP;
    value += group * scale;
    if (d < MORE) {
      if (i > 0 && group === 0) return null; // a longer spelling of a shorter number
      return Number.isSafeInteger(value) ? { value, next: at + i + 1 } : null;
    }
    scale *= GROUP;
  }
  return null;
}
