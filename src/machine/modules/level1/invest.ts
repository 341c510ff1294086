/** Invest (`invest.*`): a hand card goes face-down under a Market's top card, then draw one if any are left. */
import { type CardId } from '../../data/cards.ts';
import { MARKET_NAMES, type MarketId } from '../../data/markets.ts';
import { event, type GameEvent } from '../../core/events.ts';
import { field, optional } from '../../core/fields.ts';
import { illegal } from '../../core/illegal.ts';
import { defineMove } from '../../core/moves.ts';
import { isOpen, openMarkets, removeFromHand, withMarket, withPlayer } from '../../core/zones.ts';
import { checkChosenDraw, drawInto } from './draw.ts';
import { drawStopped } from '../../core/veto.ts';
import { cardsOf } from '../../core/cards-of.ts';

declare module '../../core/moves.ts' {
  interface MoveFields {
    /** Invest a hand card face-down; `draw` names the card drawn after it (dispute mode). */
    invest: { card: CardId; market: MarketId; draw?: CardId };
  }
}

export const investFamily = defineMove({
  type: 'invest',
  code: 'i',
  label: 'Invest a card',
  rule: 'invest.card',
  words: { group: 'Invest', button: 'Invest' },
  action: true,
  fields: {
    card: field.card,
    market: field.market,
    draw: optional(field.card),
  },
  candidatesAreLegal: true,
  count: (state, seat) => openMarkets(state).length * state.players[seat]!.hand.length,
  candidates: (state, seat) => openMarkets(state).flatMap((market) => state.players[seat]!.hand.map((card) => ({ type: 'invest' as const, seat, card, market }))),
  check: (state, move) => {
    if (!state.players[move.seat]!.hand.includes(move.card))
      return illegal('invest.not-in-hand', 'invest.card', `${cardsOf(state).cardName(move.card)} is not in your hand.`);
    if (!isOpen(state, move.market))
      return illegal('invest.market-closed', 'market.closed', `The ${MARKET_NAMES[move.market]} Market is closed; you can only Invest in an open Market.`);
    if (move.draw === move.card) return illegal('chosen.not-in-deck', 'table.chosen-outcome', 'The card drawn cannot be the card you Invest.');
    return checkChosenDraw(state, move.draw);
  },
  apply: (state, move) => {
    const player = move.seat;
    let next = removeFromHand(state, player, [move.card]);
    next = withMarket(next, move.market, (m) => ({ ...m, faceDown: [move.card, ...m.faceDown] }));
    next = withPlayer(next, player, (p) => ({ ...p, invested: [...p.invested, move.card] }));
    const events: GameEvent[] = [event('invested', 'invest.card', { player, market: move.market, card: move.card, secret: true })];
    // A module may stop the draw (a General Strike): the card stays invested, and no card comes back.
    const stopped = drawStopped(next, player);
    if (stopped) return { state: next, events: [...events, event('drawStopped', stopped, { player })] };
    const drawn = drawInto(next, player, move.draw);
    if (drawn.card === null) {
      events.push(event('noCardToDraw', 'invest.draw', { player }));
      return { state: next, events };
    }
    events.push(event('drewAfterInvest', 'invest.draw', { player, card: drawn.card, secret: true, count: drawn.state.deck.length }));
    return { state: drawn.state, events };
  },
  describe: (move, ctx) => `Invest ${ctx.viewer === 'table' || ctx.viewer === move.seat ? ctx.card(move.card) : 'a card'} at ${MARKET_NAMES[move.market]}`,
});
