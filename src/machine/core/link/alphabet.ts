/**
 * The 64 characters a version-2 link is written in. They need no escaping in a URL fragment, and
 * none of them is `.`, `=` or `#`, so the container can use those as punctuation.
 *
 * Public names: ALPHABET, digitOf(code), toDigits(text), isAlphabetText(text).
 *
 * Unlike the version-1 reader (which ran characters through `Number()` and so read a space or a TAB
 * as the digit 0), a character is a digit here only if it is one of these 64: the lookup table has
 * -1 everywhere else, including NUL, whitespace, `%` and every code unit above 127 (so a lone
 * surrogate is simply "not a digit").
 */

export const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Code unit → digit value, or -1. Only 128 entries: anything above is outside the alphabet. */
const DIGIT = new Int8Array(128).fill(-1);
for (let i = 0; i < ALPHABET.length; i++) DIGIT[ALPHABET.charCodeAt(i)] = i;

/** The digit value of one UTF-16 code unit, or -1 if it is not in the alphabet. */
export function digitOf(code: number): number {
  return code < 128 ? DIGIT[code]! : -1;
}

/** The digits of `text`, or the index of the first character outside the alphabet. */
export function toDigits(text: string): { readonly ok: true; readonly digits: Uint8Array } | { readonly ok: false; readonly at: number } {
  const digits = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const d = digitOf(text.charCodeAt(i));
    if (d < 0) return { ok: false, at: i };
    digits[i] = d;
  }
  return { ok: true, digits };
}

export function isAlphabetText(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (digitOf(text.charCodeAt(i)) < 0) return false;
  return true;
}
