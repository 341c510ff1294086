/** Invest (`invest.*`): a hand card goes face-down under a Market's top card, then draw one if any are left. */
import { cardName } from '../data/cards.ts';
import { MARKET_NAMES } from '../data/markets.ts';
import type { GameEvent } from '../events.ts';
import { illegal, type IllegalMove } from '../illegal.ts';
import type { Move } from '../moves.ts';
import type { GameState } from '../state.ts';
import { checkChosenDraw, drawInto } from './draw.ts';
import type { Outcome } from './outcome.ts';
import { isOpen, removeFromHand, withMarket } from './zones.ts';

type Invest = Extract<Move, { type: 'invest' }>;

export function checkInvest(state: GameState, move: Invest): IllegalMove | null {
  if (!state.players[state.current]!.hand.includes(move.card))
    return illegal('invest.not-in-hand', 'invest.card', `${cardName(move.card)} is not in your hand.`);
  if (!isOpen(state, move.market))
    return illegal('invest.market-closed', 'market.closed', `The ${MARKET_NAMES[move.market]} Market is closed; you can only Invest in an open Market.`);
  if (move.draw === move.card) return illegal('chosen.not-in-deck', 'table.chosen-outcome', 'The card drawn cannot be the card you Invest.');
  return checkChosenDraw(state, move.draw);
}

export function applyInvest(state: GameState, move: Invest): Outcome {
  const player = state.current;
  let next = removeFromHand(state, player, [move.card]);
  next = withMarket(next, move.market, (m) => ({ ...m, faceDown: [move.card, ...m.faceDown] }));
  const events: GameEvent[] = [{ type: 'invested', rule: 'invest.card', player, market: move.market, card: move.card, secret: true }];
  const drawn = drawInto(next, move.draw);
  if (drawn.card === null) {
    events.push({ type: 'noCardToDraw', rule: 'invest.draw', player });
    return { state: next, events };
  }
  events.push({ type: 'drewAfterInvest', rule: 'invest.draw', player, card: drawn.card, secret: true, count: drawn.state.deck.length });
  return { state: drawn.state, events };
}
