/** Exchange (`exchange.*`): a hand card for a face-up card, or two face-up cards between Markets. */
import { cardName } from '../data/cards.ts';
import { MARKET_NAMES } from '../data/markets.ts';
import { illegal, type IllegalMove } from '../illegal.ts';
import type { Move } from '../moves.ts';
import type { GameState } from '../state.ts';
import type { Outcome } from './outcome.ts';
import { withMarket, withPlayer } from './zones.ts';

type ExchangeHand = Extract<Move, { type: 'exchangeHand' }>;
type ExchangeMarkets = Extract<Move, { type: 'exchangeMarkets' }>;

export function checkExchangeHand(state: GameState, move: ExchangeHand): IllegalMove | null {
  if (!state.players[state.current]!.hand.includes(move.card))
    return illegal('exchange.not-in-hand', 'exchange.hand', `${cardName(move.card)} is not in your hand.`);
  if (state.markets[move.market].faceUp === null)
    return illegal('exchange.no-face-up', 'exchange.hand', `The ${MARKET_NAMES[move.market]} Market has no face-up card to take.`);
  return null;
}

export function applyExchangeHand(state: GameState, move: ExchangeHand): Outcome {
  const taken = state.markets[move.market].faceUp!;
  let next = withPlayer(state, state.current, (p) => ({ ...p, hand: p.hand.map((c) => (c === move.card ? taken : c)) }));
  next = withMarket(next, move.market, (m) => ({ ...m, faceUp: move.card }));
  return {
    state: next,
    events: [{ type: 'exchangedHand', rule: 'exchange.hand', player: state.current, market: move.market, cards: [move.card, taken] }],
  };
}

export function checkExchangeMarkets(state: GameState, move: ExchangeMarkets): IllegalMove | null {
  const [a, b] = move.markets;
  if (a === b) return illegal('exchange.same-market', 'exchange.markets', 'Choose two different Markets to swap face-up cards between.');
  for (const m of move.markets)
    if (state.markets[m].faceUp === null)
      return illegal('exchange.no-face-up', 'exchange.markets', `The ${MARKET_NAMES[m]} Market has no face-up card to swap.`);
  return null;
}

export function applyExchangeMarkets(state: GameState, move: ExchangeMarkets): Outcome {
  const [a, b] = move.markets;
  const upA = state.markets[a].faceUp;
  const upB = state.markets[b].faceUp;
  let next = withMarket(state, a, (m) => ({ ...m, faceUp: upB }));
  next = withMarket(next, b, (m) => ({ ...m, faceUp: upA }));
  return {
    state: next,
    events: [{ type: 'exchangedMarkets', rule: 'exchange.markets', player: state.current, markets: [a, b], cards: [upA!, upB!] }],
  };
}
