/** Exchange (`exchange.*`): a hand card for a face-up card, or two face-up cards between Markets. */
import { type CardId } from '../../data/cards.ts';
import { MARKET_NAMES, MARKETS, type MarketId } from '../../data/markets.ts';
import { event } from '../../core/events.ts';
import { field } from '../../core/fields.ts';
import { illegal } from '../../core/illegal.ts';
import { defineMove, type MoveOf } from '../../core/moves.ts';
import type { GameState } from '../../core/state.ts';
import { withMarket, withPlayer } from '../../core/zones.ts';
import { cardsOf } from '../../core/cards-of.ts';

declare module '../../core/moves.ts' {
  interface MoveFields {
    exchangeHand: { card: CardId; market: MarketId };
    exchangeMarkets: { markets: readonly [MarketId, MarketId] };
  }
}

function withFaceUp(state: GameState): MarketId[] {
  const out: MarketId[] = [];
  for (const m of MARKETS) if (state.markets[m].faceUp !== null) out.push(m);
  return out;
}

export const exchangeHandFamily = defineMove({
  type: 'exchangeHand',
  code: 'e',
  label: 'Exchange a hand card for a face-up card',
  rule: 'exchange.hand',
  words: { group: 'Exchange', button: 'Exchange' },
  action: true,
  fields: { card: field.card, market: field.market },
  candidatesAreLegal: true,
  count: (state, seat) => withFaceUp(state).length * state.players[seat]!.hand.length,
  candidates: (state, seat) => withFaceUp(state).flatMap((market) => state.players[seat]!.hand.map((card) => ({ type: 'exchangeHand' as const, seat, card, market }))),
  check: (state, move) => {
    if (!state.players[move.seat]!.hand.includes(move.card))
      return illegal('exchange.not-in-hand', 'exchange.hand', `${cardsOf(state).cardName(move.card)} is not in your hand.`);
    if (state.markets[move.market].faceUp === null)
      return illegal('exchange.no-face-up', 'exchange.hand', `The ${MARKET_NAMES[move.market]} Market has no face-up card to take.`);
    return null;
  },
  apply: (state, move) => {
    const taken = state.markets[move.market].faceUp!;
    let next = withPlayer(state, move.seat, (p) => ({ ...p, hand: p.hand.map((c) => (c === move.card ? taken : c)) }));
    next = withMarket(next, move.market, (m) => ({ ...m, faceUp: move.card }));
    return { state: next, events: [event('exchangedHand', 'exchange.hand', { player: move.seat, market: move.market, cards: [move.card, taken] })] };
  },
  describe: (move, ctx) => `Exchange ${ctx.card(move.card)} for the face-up card at ${MARKET_NAMES[move.market]}`,
});

export const exchangeMarketsFamily = defineMove({
  type: 'exchangeMarkets',
  code: 's',
  label: 'Swap the face-up cards of two Markets',
  rule: 'exchange.markets',
  words: { group: 'Exchange', button: 'Swap' },
  action: true,
  fields: { markets: field.marketPair },
  candidatesAreLegal: true,
  count: (state) => {
    const f = withFaceUp(state).length;
    return (f * (f - 1)) / 2;
  },
  candidates: (state, seat) => {
    const up = withFaceUp(state);
    const out: MoveOf<'exchangeMarkets'>[] = [];
    for (let i = 0; i < up.length; i++) for (let j = i + 1; j < up.length; j++) out.push({ type: 'exchangeMarkets', seat, markets: [up[i]!, up[j]!] });
    return out;
  },
  check: (state, move) => {
    const [a, b] = move.markets;
    if (a === b) return illegal('exchange.same-market', 'exchange.markets', 'Choose two different Markets to swap face-up cards between.');
    for (const m of move.markets)
      if (state.markets[m].faceUp === null) return illegal('exchange.no-face-up', 'exchange.markets', `The ${MARKET_NAMES[m]} Market has no face-up card to swap.`);
    return null;
  },
  apply: (state, move) => {
    const [a, b] = move.markets;
    const upA = state.markets[a].faceUp!;
    const upB = state.markets[b].faceUp!;
    let next = withMarket(state, a, (m) => ({ ...m, faceUp: upB }));
    next = withMarket(next, b, (m) => ({ ...m, faceUp: upA }));
    return { state: next, events: [event('exchangedMarkets', 'exchange.markets', { player: move.seat, markets: [a, b], cards: [upA, upB] })] };
  },
  describe: (move) => `Swap face-up cards: ${MARKET_NAMES[move.markets[0]]} ↔ ${MARKET_NAMES[move.markets[1]]}`,
});
