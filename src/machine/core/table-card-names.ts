/**
 * The printed names a table may give the cards our text does not name (an Asset, six Crises, four
 * Panic! cards): how one is checked, and the check that no two cards of a family share a name.
 * A name is shown in logs, reasons and on the table, and travels in share links, so it is kept
 * short and to the characters a printed card title uses.
 */
import { ASSETS } from '../data/assets.ts';
import { ASSET_NAMES, CRISIS_NAMES, type Face, PANIC_NAMES, STATED_ASSET_NAMES, STATED_CRISIS_NAMES, STATED_PANIC_NAMES } from '../data/card-faces.ts';
import { CRISIS_CARDS, type CrisisCardId } from '../data/cards.ts';
import { PANIC_CARDS, type PanicId } from '../data/panic.ts';
import type { AssetId } from '../data/assets.ts';
import type { Cards, NamedFamily } from './cards-of.ts';
import { Refused, stated } from './table-cards-refused.ts';

/** Longest printed name, in characters (a share link carries each one). */
export const MOST_NAME_LENGTH = 32;

/** Letters and digits of any script, spaces, and the marks card titles use. */
const NAME_CHARACTERS = /^[\p{L}\p{M}\p{Nd} '\-!&.,]+$/u;
export const NAME_CHARACTERS_IN_WORDS = "letters, digits, spaces and ' - ! & . ,";

const OURS: Readonly<Record<NamedFamily, Readonly<Record<string, Face<string> | undefined>>>> = { assets: ASSET_NAMES, crises: CRISIS_NAMES, panic: PANIC_NAMES };
const STATED: Readonly<Record<NamedFamily, Readonly<Record<string, string | undefined>>>> = {
  assets: STATED_ASSET_NAMES,
  crises: STATED_CRISIS_NAMES,
  panic: STATED_PANIC_NAMES,
};
const IDS: Readonly<Record<NamedFamily, readonly string[]>> = {
  assets: ASSETS.map((a) => a.id),
  crises: CRISIS_CARDS.map((c) => c.id),
  panic: PANIC_CARDS.map((p) => p.id),
};
const FAMILY_WORDS: Readonly<Record<NamedFamily, string>> = { assets: 'Assets', crises: 'Crisis cards', panic: 'Panic! cards' };

/** Our name of a card (the rulebook's, or our stand-in or inference): for reasons about the record itself. */
export function ourName(family: NamedFamily, id: string): string {
  return STATED[family][id] ?? OURS[family][id]!.value;
}

/** One printed name, trimmed; undefined when it is ours (so the record leaves it out). */
export function readName(value: unknown, family: NamedFamily, id: string, field: string): string | undefined {
  if (typeof value !== 'string') throw new Refused(field, `A card's printed name is text, such as "Bank Run", not ${JSON.stringify(value) ?? String(value)}.`);
  const name = value.trim();
  const length = [...name].length;
  if (length === 0) throw new Refused(field, 'The printed name is empty: give the name on the card, or leave the name out to keep ours.');
  if (length > MOST_NAME_LENGTH) throw new Refused(field, `"${name}" is ${length} characters long: a printed name here has at most ${MOST_NAME_LENGTH}.`);
  if (!NAME_CHARACTERS.test(name)) {
    const odd = [...name].find((ch) => !NAME_CHARACTERS.test(ch));
    throw new Refused(field, `"${name}" has the character ${JSON.stringify(odd)}: a printed name here uses ${NAME_CHARACTERS_IN_WORDS} only.`);
  }
  const fixed = STATED[family][id];
  if (fixed !== undefined) return name === fixed ? undefined : stated(field, `this card's name, ${fixed}`);
  return name === OURS[family][id]!.value ? undefined : name;
}

const key = (name: string) => name.normalize('NFC').toLowerCase();

/** No two cards of one family share a name (whatever the case), with the table's names over ours. */
export function checkNames(cards: Cards): void {
  const nameOf: Readonly<Record<NamedFamily, (id: string) => string>> = {
    assets: (id) => cards.assetName(id as AssetId),
    crises: (id) => cards.cardName(id as CrisisCardId),
    panic: (id) => cards.panicName(id as PanicId),
  };
  for (const family of ['assets', 'crises', 'panic'] as const) {
    const seen = new Map<string, string>();
    for (const id of IDS[family]) {
      const name = nameOf[family](id);
      const other = seen.get(key(name));
      if (other !== undefined) {
        // Point at the name the table gave (ours never clash with each other).
        const at = cards.nameSource(family, id) === 'table' ? id : other;
        throw new Refused(
          `cards.${family}.${at}.name`,
          `${name} would name two of the ${FAMILY_WORDS[family]} (${nameOf[family](other)} and ${name}): each card of a family has its own name.`,
        );
      }
      seen.set(key(name), id);
    }
  }
}
