/**
 * The words of the editor's lists: one choice, one zone, and every choice of a list of cards (the
 * cards in it, to take out; an unknown card where the table may not know one; the cards placed
 * nowhere yet, copies that look alike listed once since any copy will do; the cards lying elsewhere
 * on the table, which picking moves here). Where a list lies and what it takes is the engine's
 * (`CardList`, machine/draft/lists.ts).
 */
import type { CardId, Slot } from '../../machine/index.ts';
import { billionaireName, cardLabel } from '../shared/format.ts';
import { cardsInGame, draftCards, placeOf, unplacedCards, withoutCard, type Draft } from '../../machine/draft/draft.ts';
import type { CardList } from '../../machine/draft/lists.ts';
import type { Choice, ZoneSpec } from './types.ts';

export const choice = (id: string, label: string, group: string, apply: (d: Draft) => Draft, said: string): Choice => ({ id, label, group, apply, said });

/** A zone whose list closes after one pick (`multi` for one that stays open for the next slot). */
export const zone = (title: string, name: string, now: string, choices: readonly Choice[], more: Partial<Pick<ZoneSpec, 'multi' | 'unset'>> = {}): ZoneSpec => ({
  title,
  name,
  now,
  unset: false,
  multi: false,
  choices,
  ...more,
});

/** "seat 2 (Aristocrat)", inside a sentence. */
export const seatName = (d: Draft, i: number) => `seat ${i + 1} (${billionaireName(d.players[i]!.billionaire)})`;

export const cardsText = (d: Draft, cards: readonly Slot[]) =>
  cards.length === 0 ? 'empty' : cards.map((c) => (c === null ? 'an unknown card' : cardLabel(c, draftCards(d)))).join(', ');

export const UNKNOWN = 'unknown';

const without = <T>(list: readonly T[], index: number) => [...list.slice(0, index), ...list.slice(index + 1)];

/** The choices of a list of cards; `name` is the list in a sentence ("the Discard pile"). */
export function cardChoices(d: Draft, name: string, list: CardList): Choice[] {
  const here = list.cards(d) ?? [];
  const label = (c: CardId) => cardLabel(c, draftCards(d));
  const add = (x: Draft, c: Slot) => list.set(x, [...(list.cards(x) ?? []), c]);
  const out = here.map((c, i) => {
    const text = c === null ? 'unknown card' : label(c);
    const remove = (x: Draft) => list.set(x, without(list.cards(x) ?? [], i));
    return choice(`out:${c ?? UNKNOWN}:${i}`, `Take out: ${text}`, `In ${name} now`, remove, `${c === null ? 'An unknown card' : text} taken out of ${name}.`);
  });
  if (list.unknown) out.push(choice(UNKNOWN, 'Unknown card (dealt at random)', 'Not known', (x) => add(x, null), `An unknown card added to ${name}.`));
  const seen = new Map<string, { card: CardId; left: number }>();
  for (const c of unplacedCards(d)) {
    if (!list.accepts(c)) continue;
    const known = seen.get(label(c));
    if (known) known.left++;
    else seen.set(label(c), { card: c, left: 1 });
  }
  for (const [text, { card, left }] of seen)
    out.push(choice(card, left > 1 ? `${text} (${left} alike)` : text, 'Not on the table yet', (x) => add(x, card), `${text} added to ${name}.`));
  const inList = new Set(here);
  for (const card of cardsInGame(d)) {
    const place = inList.has(card) || !list.accepts(card) ? null : placeOf(d, card);
    if (place !== null)
      out.push(
        choice(
          card,
          `${label(card)}, from ${place}`,
          'Elsewhere on the table (moves it here)',
          (x) => add(withoutCard(x, card), card),
          `${label(card)} moved from ${place} to ${name}.`,
        ),
      );
  }
  return out;
}

/** A list of cards as a zone; `unsettable` offers "leave to chance" while it is set. */
export function cardZone(d: Draft, title: string, name: string, list: CardList, more: { now?: string; unsettable?: boolean; multi?: boolean } = {}): ZoneSpec {
  const cards = list.cards(d);
  const unset =
    more.unsettable && cards !== undefined ? [choice('unset', 'Leave to chance (not set)', 'Not set', (x) => list.set(x, undefined), `${name}: left to chance.`)] : [];
  const now = more.now ?? (cards === undefined ? 'not set: dealt at random when you fill the rest' : cardsText(d, cards));
  return zone(title, name, now, [...unset, ...cardChoices(d, name, list)], { unset: cards === undefined, multi: more.multi ?? true });
}
