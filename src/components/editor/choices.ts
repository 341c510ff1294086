/**
 * The choices of a card zone, built from a small description of the zone (`CardZone`): the cards
 * in it (to take out), an unknown card where the table may not know one, the cards placed nowhere
 * yet (copies that look alike listed once: any copy will do), and the cards lying elsewhere on the
 * table (picking one moves it here).
 */
import type { CardId, Slot } from '../../machine/index.ts';
import { cardLabel } from '../shared/format.ts';
import { cardsInGame, placeOf, unplacedCards, withoutCard, type Draft } from '../../machine/draft/draft.ts';

export interface Choice {
  /** Unique within its list; for a card, its id (what tests and `data-choice` use). */
  readonly id: string;
  /** What the list shows, and what typing filters on. */
  readonly label: string;
  readonly group: string;
  /** The draft after this choice (the engine then judges it). */
  readonly apply: (d: Draft) => Draft;
  /** What a screen reader hears once the choice is kept. */
  readonly said: string;
}

export interface CardZone {
  /** "seat 1's hand", lower case: used inside sentences. */
  readonly name: string;
  /** The cards in the zone now; undefined when it is not set. */
  readonly cards: (d: Draft) => readonly Slot[] | undefined;
  /** The draft with `card` added (it has already been taken out of wherever it was). */
  readonly add: (d: Draft, card: Slot) => Draft;
  /** The draft with the `index`-th card of the zone taken out. */
  readonly remove: (d: Draft, index: number) => Draft;
  /** Which cards may be offered here (the engine still has the last word). */
  readonly accepts: (card: CardId) => boolean;
  /** Whether the table may leave a card here unknown (dealt at random). */
  readonly unknown: boolean;
}

export const UNKNOWN = 'unknown';

/** The choices of a card zone. */
export function cardChoices(d: Draft, zone: CardZone): Choice[] {
  const here = zone.cards(d) ?? [];
  const out: Choice[] = here.map((c, i) => ({
    id: `out:${c ?? UNKNOWN}:${i}`,
    label: `Take out: ${c === null ? 'unknown card' : cardLabel(c)}`,
    group: `In ${zone.name} now`,
    apply: (x) => zone.remove(x, i),
    said: `${c === null ? 'An unknown card' : cardLabel(c)} taken out of ${zone.name}.`,
  }));
  if (zone.unknown)
    out.push({
      id: UNKNOWN,
      label: 'Unknown card (dealt at random)',
      group: 'Not known',
      apply: (x) => zone.add(x, null),
      said: `An unknown card added to ${zone.name}.`,
    });
  const seen = new Map<string, { card: CardId; left: number }>();
  for (const c of unplacedCards(d)) {
    if (!zone.accepts(c)) continue;
    const label = cardLabel(c);
    const known = seen.get(label);
    if (known) known.left++;
    else seen.set(label, { card: c, left: 1 });
  }
  for (const [label, { card, left }] of seen)
    out.push({
      id: card,
      label: left > 1 ? `${label} (${left} alike)` : label,
      group: 'Not on the table yet',
      apply: (x) => zone.add(x, card),
      said: `${label} added to ${zone.name}.`,
    });
  const inZone = new Set(here);
  for (const card of cardsInGame(d)) {
    const place = inZone.has(card) || !zone.accepts(card) ? null : placeOf(d, card);
    if (place === null) continue;
    out.push({
      id: card,
      label: `${cardLabel(card)}, from ${place}`,
      group: 'Elsewhere on the table (moves it here)',
      apply: (x) => zone.add(withoutCard(x, card), card),
      said: `${cardLabel(card)} moved from ${place} to ${zone.name}.`,
    });
  }
  return out;
}
