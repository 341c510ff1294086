/**
 * The checksum that ends a version-2 link: the 32-bit FNV-1a hash of everything before it (from
 * `g=` to the last section), folded to 24 bits and written as 4 characters of the link alphabet.
 *
 * Public names: linkChecksum(text), CHECK_CHARS.
 *
 * Why not version 1's 4 base-36 characters: that spends the same 4 characters on 20.7 bits; the
 * link alphabet gives 24, so a random change slips through once in 16.7 million rather than once in
 * 1.7 million. FNV-1a is kept because it is short, needs no table and is already documented on the
 * site. It catches mistypes and cuts, not tampering; nothing in a link is secret.
 *
 * Why the low 24 bits rather than a fold of all 32: they make one guarantee. A single changed
 * character always changes the check. After the change the two hash states differ in their low 16
 * bits (a code unit has 16); every later step XORs the same character into both and multiplies both
 * by the same odd prime, and multiplying by an odd number is a one-to-one map on the low 24 bits, so
 * the difference survives to the end. A fold that mixes the top byte back in loses that proof.
 */
import { ALPHABET } from './alphabet.ts';

export const CHECK_CHARS = 4;

export function linkChecksum(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  const c = h & 0xffffff;
  return ALPHABET[(c >>> 18) & 63]! + ALPHABET[(c >>> 12) & 63]! + ALPHABET[(c >>> 6) & 63]! + ALPHABET[c & 63]!;
}
