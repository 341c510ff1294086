/** The optional draw at the start of a turn (`turn.draw`, `turn.hand-limit`). */
import { type CardId } from '../../data/cards.ts';
import { event } from '../../core/events.ts';
import { field, optional } from '../../core/fields.ts';
import { illegal, type IllegalMove } from '../../core/illegal.ts';
import { defineMove } from '../../core/moves.ts';
import type { GameState, Seat } from '../../core/state.ts';
import { withChosen, chosenQueue } from '../../core/chosen-queues.ts';
import { addToHand, handLimit, takeFromDeck } from '../../core/zones.ts';
import { cardsOf } from '../../core/cards-of.ts';

declare module '../../core/moves.ts' {
  interface MoveFields {
    /** Optional draw at the start of a turn; `card` names the card drawn (dispute mode). */
    draw: { card?: CardId };
  }
}

/** A chosen card must still be somewhere in the Draw deck: the table cannot draw a card it can see. */
export function checkChosenDraw(state: GameState, card: CardId | undefined): IllegalMove | null {
  if (card === undefined || state.deck.includes(card)) return null;
  return illegal('chosen.not-in-deck', 'table.chosen-outcome', `${cardsOf(state).cardName(card)} is not in the Draw deck, so it cannot be the card drawn.`);
}

/** Takes one card into a player's hand, a chosen one if given. */
export function drawInto(state: GameState, seat: Seat, chosen: CardId | undefined): { state: GameState; card: CardId | null } {
  const forcedFirst = chosen === undefined ? state : withChosen(state, 'draw', [chosen, ...chosenQueue(state, 'draw')]);
  const taken = takeFromDeck(forcedFirst, 1);
  const card = taken.cards[0] ?? null;
  return { state: card === null ? taken.state : addToHand(taken.state, seat, [card]), card };
}

export const drawFamily = defineMove({
  type: 'draw',
  code: 'd',
  label: 'Draw a card',
  rule: 'turn.draw',
  words: { group: 'Draw', button: 'Draw' },
  fields: { card: optional(field.card) },
  candidates: (_state, seat) => [{ type: 'draw', seat }],
  check: (state, move) => {
    const limit = handLimit(state, move.seat);
    if (state.players[move.seat]!.hand.length >= limit)
      return illegal('draw.hand-full', 'turn.hand-limit', `Your hand already holds ${limit} cards, the most allowed, so you cannot draw.`);
    if (state.deck.length === 0) return illegal('draw.deck-empty', 'round.end', 'The Draw deck is empty.');
    return checkChosenDraw(state, move.card);
  },
  apply: (state, move) => {
    const drawn = drawInto(state, move.seat, move.card);
    return {
      state: drawn.state,
      events: [event('drew', 'turn.draw', { player: move.seat, card: drawn.card!, secret: true, count: drawn.state.deck.length })],
    };
  },
  describe: (move, ctx) => (move.card && (ctx.viewer === 'table' || ctx.viewer === move.seat) ? `Draw (${ctx.card(move.card)})` : 'Draw a card'),
});
