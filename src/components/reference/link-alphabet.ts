/**
 * The share-link alphabet, for the lookup tables on the share-link page. The engine's own copy is
 * `ALPHABET` in `src/machine/core/link/alphabet.ts`, which is not part of the engine's public
 * surface; `tests/site/share-links.test.ts` checks that the two are the same string and that every
 * card, Asset, Market, Billionaire and Panic! card is written as the character this file gives it.
 */
export const LINK_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** The character that stands for `index` (a position in one of the engine's lists). */
export function linkChar(index: number): string {
  const c = LINK_ALPHABET[index];
  if (c === undefined) throw new Error(`no share-link character for index ${index}`);
  return c;
}
