/**
 * The share-link alphabet, for the lookup tables on the share-link page. The engine's own copy is
 * private to `src/machine/link.ts`; `tests/site/share-links.test.ts` checks that this one encodes
 * every card and Asset exactly as the engine does.
 */
export const LINK_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

export function linkChar(index: number): string {
  const c = LINK_ALPHABET[index];
  if (c === undefined) throw new Error(`no share-link character for index ${index}`);
  return c;
}
