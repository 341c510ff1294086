/**
 * The Reformist's Round card (`tm.cards`): at the start of every Round, the first included, the
 * Reformist may draw one card from the Draw deck while holding fewer than two. Asked as the last
 * step of the Round's end (and before the first turn), in a window of their own.
 */
import { event } from '../../core/events.ts';
import { field } from '../../core/fields.ts';
import { illegal } from '../../core/illegal.ts';
import { defineMove } from '../../core/moves.ts';
import type { Outcome } from '../../core/outcome.ts';
import type { GameState } from '../../core/state.ts';
import { asks, closeWindow, openWindow } from '../../core/windows.ts';
import { addToHand, takeFromDeck } from '../../core/zones.ts';
import { troublemakersOf } from './slice.ts';
import { asked } from '../../core/form.ts';
import { domain } from '../../core/form-domains.ts';

declare module '../../core/moves.ts' {
  interface MoveFields {
    /** The Reformist's card at the start of a Round: draw it (`take`), or not. */
    roundCard: { take: boolean };
  }
}

declare module '../../core/events.ts' {
  interface EventFields {
    roundCardSkipped: { player: number };
  }
}

export const ROUND_CARD_WINDOW = 'tm.round-card';
/** The Reformist takes a card (the Round's, or one from a Buy) only while holding fewer than this (`tm.cards`). */
export const REFORMIST_HAND = 2;

/** Opens the Reformist's window when they may draw: not Declared, fewer than two cards, a card in the deck. */
export function offerRoundCard(state: GameState): Outcome {
  const seat = state.options.troublemaker!;
  if (troublemakersOf(state).declared || state.players[seat]!.hand.length >= REFORMIST_HAND || state.deck.length === 0) return { state, events: [] };
  return { state: openWindow(state, { kind: ROUND_CARD_WINDOW, seats: [seat], mode: 'ordered' }), events: [] };
}

export const roundCardFamily = defineMove({
  type: 'roundCard',
  code: '8a',
  label: 'The Reformist’s Round card: draw it or not',
  rule: 'tm.cards',
  words: { group: "The Reformist's cards", button: 'Decide' },
  fields: { take: asked(field.bool, domain.twoWay({ label: 'The Round card' }, ['draw', 'Draw it'], ['skip', 'Draw no card this Round'])) },
  candidatesAreLegal: true,
  candidates: (state, seat) =>
    asks(state, ROUND_CARD_WINDOW, seat)
      ? [
          { type: 'roundCard', seat, take: true },
          { type: 'roundCard', seat, take: false },
        ]
      : [],
  check: (state, move) =>
    asks(state, ROUND_CARD_WINDOW, move.seat) ? null : illegal('tm.reformist', 'tm.cards', 'The Reformist draws a card only at the start of a Round.'),
  apply: (state, move) => {
    const closed = closeWindow(state);
    if (!move.take) return { state: closed, events: [event('roundCardSkipped', 'tm.cards', { player: move.seat })] };
    const drawn = takeFromDeck(closed, 1);
    const card = drawn.cards[0]!;
    return {
      state: addToHand(drawn.state, move.seat, [card]),
      events: [event('drew', 'tm.cards', { player: move.seat, card, count: drawn.state.deck.length, secret: true })],
    };
  },
  describe: (move) => (move.take ? 'Draw the Round card' : 'Draw no card this Round'),
});
