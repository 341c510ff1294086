/** The optional draw at the start of a turn (`turn.draw`, `turn.hand-limit`). */
import type { CardId } from '../data/cards.ts';
import { illegal, type IllegalMove } from '../illegal.ts';
import type { Move } from '../moves.ts';
import type { GameState } from '../state.ts';
import type { Outcome } from './outcome.ts';
import { addToHand, handLimit, takeFromDeck } from './zones.ts';

type Draw = Extract<Move, { type: 'draw' }>;

/** A chosen card must still be somewhere in the Draw deck: the table cannot draw a card it can see. */
export function checkChosenDraw(state: GameState, card: CardId | undefined): IllegalMove | null {
  if (card === undefined || state.deck.includes(card)) return null;
  return illegal('chosen.not-in-deck', 'table.chosen-outcome', `${card} is not in the Draw deck, so it cannot be the card drawn.`);
}

export function checkDraw(state: GameState, move: Draw): IllegalMove | null {
  const player = state.players[state.current]!;
  const limit = handLimit(state, state.current);
  if (player.hand.length >= limit)
    return illegal('draw.hand-full', 'turn.hand-limit', `Your hand already holds ${limit} cards, the most allowed, so you cannot draw.`);
  if (state.deck.length === 0) return illegal('draw.deck-empty', 'round.end', 'The Draw deck is empty.');
  return checkChosenDraw(state, move.card);
}

/** Takes one card into the current player's hand, a chosen one if given. */
export function drawInto(state: GameState, chosen: CardId | undefined): { state: GameState; card: CardId | null } {
  const forcedFirst = chosen === undefined ? state : { ...state, forced: { ...state.forced, draws: [chosen, ...state.forced.draws] } };
  const taken = takeFromDeck(forcedFirst, 1);
  const card = taken.cards[0] ?? null;
  return { state: card === null ? taken.state : addToHand(taken.state, state.current, [card]), card };
}

export function applyDraw(state: GameState, move: Draw): Outcome {
  const drawn = drawInto(state, move.card);
  return {
    state: drawn.state,
    events: [{ type: 'drew', rule: 'turn.draw', player: state.current, card: drawn.card!, secret: true, count: drawn.state.deck.length }],
  };
}
