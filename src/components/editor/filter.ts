/**
 * Typing in an editor's list: which choices stay shown, and which one the arrows' mark lands on.
 * Every typed word must start one of the choice's words (in any order, any case), or start its
 * words in a row ("kr" for Killer Robots, "1e" for 1 Electrical Bolts), so a few letters reach a
 * card in a long list.
 */
import { ownChoiceId } from './combined.ts';
import type { Choice } from './types.ts';

const wordsOf = (filter: string) => filter.toLowerCase().split(/\s+/).filter(Boolean);

/** What typing searches: the label, and a quick list's zone name ("aside"); not a count of copies ("(3 alike)": "2 s" is not a 1 of Satellite Dishes). */
const searched = (c: Choice) => (c.also ? `${c.also} ${c.label}` : c.label).replace(/\(\d+ alike\)/, '').toLowerCase();

const wordStarts = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/**
 * Whether `typed` is the starts of words in a row, from some word on: "kr" for Killer Robots, "1eb"
 * or "1e" for 1 Electrical Bolts, "scch" for Scam Charity. The short codes a keyboard reader types.
 */
export function initials(typed: string, words: readonly string[], onlyFromFirst = false): boolean {
  const from = (i: number, j: number): boolean => {
    if (i === typed.length) return true;
    const word = words[j];
    if (word === undefined) return false;
    for (let k = Math.min(word.length, typed.length - i); k >= 1; k--) if (word.startsWith(typed.slice(i, i + k)) && from(i + k, j + 1)) return true;
    return false;
  };
  return onlyFromFirst ? from(0, 0) : words.some((_, j) => from(0, j));
}

/**
 * Whether every word typed starts a word of the text, or starts words in a row (in any order, any
 * case). Not letters inside a word: "ps" should find Property Speculator, not every "…ps…".
 */
export function matches(text: string, filter: string): boolean {
  const words = wordStarts(text);
  return wordsOf(filter).every((w) => initials(w, words));
}

/** The choices a filter leaves shown, in their list order. */
export const filterChoices = (choices: readonly Choice[], filter: string) => choices.filter((c) => matches(searched(c), filter));

/** Whether landing on a choice is worth it: not one that takes something out or leaves the zone unset. */
function useful(c: Choice): boolean {
  const own = ownChoiceId(c.id);
  return !own.startsWith('out:') && own !== 'unset' && own !== 'none';
}

/** The part of a quick list a choice belongs to (`aside` for `aside/floods`), or '' in a zone's own list. */
export const partOfChoice = (id: string) => (id.includes('/') ? id.slice(0, id.indexOf('/')) : '');

/**
 * Where the mark lands in `shown` (the filtered list): first a choice in `part` (the part of a quick
 * list typing looks in first: after a Crisis set aside, "deb" finds Debt Crisis to set aside too,
 * not to put on the Guillotine), then one of its family (another Market's Assets); among those, one
 * whose name starts with the first word typed; then the first in list order; -1 when empty.
 */
export function landing(shown: readonly Choice[], filter: string, part = ''): number {
  if (shown.length === 0) return -1;
  const pool = shown.some(useful) ? shown.filter(useful) : shown;
  // A part's family: `assets` for `assets:legacy` (after one Asset, another of any type is likely next).
  const family = (p: string) => p.split(':')[0];
  const first = wordsOf(filter)[0];
  const score = (c: Choice) => {
    const own = partOfChoice(c.id);
    const near = part === '' || own === part ? 0 : family(own) === family(part) ? 1 : 2;
    // Typing the start of a name beats the same letters further in ("2 s" for 2 Satellite Dishes, not 1 Satellite Dishes from seat 2).
    const atStart = first === undefined || initials(first, wordStarts(c.label.replace(/^[^:]*: /, '')), true) ? 0 : 1;
    return near * 2 + atStart;
  };
  let best = pool[0]!;
  let least = score(best);
  for (const c of pool.slice(1)) {
    if (least === 0) break;
    const s = score(c);
    if (s < least) [best, least] = [c, s];
  }
  return shown.indexOf(best);
}
