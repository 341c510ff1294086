/**
 * The Reformist's card from a Buy (`tm.cards`): after any Billionaire wins a Buy and takes an Asset
 * (a claim declined takes none, so gives nothing: correction `troublemakers.buy-card-claimed`), before
 * the cards are discarded, the Reformist holding fewer than two cards takes the lowest-scoring of the
 * cards used (the buyer's and the Market's), as it counts now. Ruling: Crisis cards are not among
 * them (they score nothing for either side); on a tie for the lowest, the Reformist picks one.
 */
import { type CardId, cardInfo } from '../../data/cards.ts';
import { event } from '../../core/events.ts';
import { field } from '../../core/fields.ts';
import { illegal } from '../../core/illegal.ts';
import { defineMove } from '../../core/moves.ts';
import type { Outcome } from '../../core/outcome.ts';
import type { GameState, Seat } from '../../core/state.ts';
import { asks, closeWindow, openWindow } from '../../core/windows.ts';
import { addToHand, worthOf } from '../../core/zones.ts';
import { corrected } from '../../core/editions.ts';
import { BUY_CARD_CLAIMED } from './corrections.ts';
import { troublemakersOf } from './slice.ts';
import { asked } from '../../core/form.ts';
import { buyCard } from './forms.ts';
import { REFORMIST_HAND } from './round-card.ts';

declare module '../../core/moves.ts' {
  interface MoveFields {
    /** The Reformist picks which of the tied lowest cards of a Buy they take. */
    takeBuyCard: { card: CardId };
  }
}

declare module '../../core/events.ts' {
  interface EventFields {
    reformistTookCard: { player: Seat; card: CardId };
  }
}

export const BUY_CARD_WINDOW = 'tm.buy-card';

/** The lowest-scoring cards of the Buy under way that the Reformist could take (all tied), or none. */
export function lowestBuyCards(state: GameState): readonly CardId[] {
  const buy = state.buy;
  if (!buy) return [];
  const worth = worthOf(state);
  const cards = [...buy.played, ...buy.revealed].filter((c) => cardInfo(c).kind !== 'crisis');
  if (cards.length === 0) return [];
  const lowest = Math.min(...cards.map(worth));
  return [...new Set(cards.filter((c) => worth(c) === lowest))];
}

/** Takes one card of the Buy under way into the Reformist's hand (it is then not discarded). */
function take(state: GameState, seat: Seat, card: CardId): Outcome {
  const buy = state.buy!;
  const next = {
    ...state,
    buy: { ...buy, played: buy.played.filter((c) => c !== card), revealed: buy.revealed.filter((c) => c !== card), bonus: buy.bonus.filter((c) => c !== card) },
  };
  return { state: addToHand(next, seat, [card]), events: [event('reformistTookCard', 'tm.cards', { player: seat, card })] };
}

/** The moment a Buy is won and its claim made or declined: the Reformist's card, taken at once or chosen among a tie. */
export function reformistBuyCard(state: GameState): Outcome {
  const seat = state.options.troublemaker!;
  if (troublemakersOf(state).declared || !state.buy?.won || state.players[seat]!.hand.length >= REFORMIST_HAND) return { state, events: [] };
  // Only a Buy that took an Asset succeeded in Buying one (the old reading gave a card for a declined claim too).
  if (state.buy.claimed !== true && corrected(state, BUY_CARD_CLAIMED)) return { state, events: [] };
  const lowest = lowestBuyCards(state);
  if (lowest.length === 0) return { state, events: [] };
  if (lowest.length === 1) return take(state, seat, lowest[0]!);
  return { state: openWindow(state, { kind: BUY_CARD_WINDOW, seats: [seat], mode: 'ordered' }), events: [] };
}

export const takeBuyCardFamily = defineMove({
  type: 'takeBuyCard',
  code: '8b',
  label: 'The Reformist’s card from a Buy: one of the lowest',
  rule: 'tm.cards',
  words: { group: "The Reformist's cards", button: 'Take it' },
  fields: { card: asked(field.card, buyCard({ label: 'Card from the Buy', help: 'One of the lowest-scoring cards, when several tie.' })) },
  candidatesAreLegal: true,
  candidates: (state, seat) => (asks(state, BUY_CARD_WINDOW, seat) ? lowestBuyCards(state).map((card) => ({ type: 'takeBuyCard' as const, seat, card })) : []),
  check: (state, move) => {
    if (!asks(state, BUY_CARD_WINDOW, move.seat))
      return illegal('tm.reformist', 'tm.cards', 'The Reformist picks a card from a Buy only when several tie as the lowest.');
    if (!lowestBuyCards(state).includes(move.card)) return illegal('tm.reformist', 'tm.cards', 'That card is not among the lowest-scoring cards of the Buy.');
    return null;
  },
  apply: (state, move) => take(closeWindow(state), move.seat, move.card),
  describe: (move, ctx) => `Take ${ctx.card(move.card)} from the Buy`,
});
