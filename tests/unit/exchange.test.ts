import { describe, expect, it } from 'vitest';
import { legalMoves, type PositionInput } from '../../src/machine/index.ts';
import { assertInvariants } from '../helpers/invariants.ts';
import { eventOf, mustPlay, position, refusal, typesOf } from '../helpers/game.ts';

function table(over: Partial<PositionInput> = {}) {
  return position({
    players: [
      { billionaire: 'war-profiteer', hand: ['L3a', 'D2a'] },
      { billionaire: 'aristocrat', hand: ['D1a'] },
      { billionaire: 'tech-overlord', hand: [] },
    ],
    markets: {
      toys: { faceUp: 'B1a', faceDown: ['D1b'] },
      power: { faceUp: 'S2a', faceDown: ['E1a'] },
    },
    ...over,
  });
}

describe('exchange.hand', () => {
  it('swaps a hand card with a Market\u2019s face-up card; the face-down cards stay', () => {
    const { game, events } = mustPlay(table(), { type: 'exchangeHand', card: 'L3a', market: 'toys' });
    expect(game.players[0]!.hand).toEqual(['B1a', 'D2a']);
    expect(game.markets.toys).toMatchObject({ faceUp: 'L3a', faceDown: ['D1b'] });
    expect(typesOf(events)).toEqual(['exchangedHand', 'turnEnded']);
    expect(eventOf(events, 'exchangedHand')).toMatchObject({ rule: 'exchange.hand', market: 'toys', cards: ['L3a', 'B1a'] });
    expect(game.current).toBe(1);
    assertInvariants(game);
  });

  it('needs the card in hand and a face-up card at the Market', () => {
    const s = table({ markets: { toys: { faceUp: 'B1a', faceDown: ['D1b'] }, power: { faceUp: null, faceDown: [] } } });
    expect(refusal(s, { type: 'exchangeHand', card: 'D1a', market: 'toys' })).toMatchObject({ code: 'exchange.not-in-hand', rule: 'exchange.hand' });
    expect(refusal(s, { type: 'exchangeHand', card: 'L3a', market: 'power' })).toMatchObject({ code: 'exchange.no-face-up', rule: 'exchange.hand' });
    expect(legalMoves(s).filter((m) => m.type === 'exchangeHand')).toHaveLength(2 * 4);
  });
});

describe('exchange.markets', () => {
  it('swaps the face-up cards of two Markets and leaves the hand alone', () => {
    const s = table();
    const { game, events } = mustPlay(s, { type: 'exchangeMarkets', markets: ['toys', 'power'] });
    expect(game.markets.toys).toMatchObject({ faceUp: 'S2a', faceDown: ['D1b'] });
    expect(game.markets.power).toMatchObject({ faceUp: 'B1a', faceDown: ['E1a'] });
    expect(game.players[0]!.hand).toEqual(['L3a', 'D2a']);
    expect(eventOf(events, 'exchangedMarkets')).toMatchObject({ rule: 'exchange.markets', markets: ['toys', 'power'], cards: ['B1a', 'S2a'] });
    assertInvariants(game);
  });

  it('needs two different Markets that both show a face-up card', () => {
    const s = table({ markets: { toys: { faceUp: 'B1a', faceDown: ['D1b'] }, power: { faceUp: null, faceDown: ['E1a'] } } });
    expect(refusal(s, { type: 'exchangeMarkets', markets: ['toys', 'toys'] })).toMatchObject({ code: 'exchange.same-market', rule: 'exchange.markets' });
    expect(refusal(s, { type: 'exchangeMarkets', markets: ['toys', 'power'] })).toMatchObject({ code: 'exchange.no-face-up', rule: 'exchange.markets' });
    // Four Markets show a card: six pairs.
    expect(legalMoves(s).filter((m) => m.type === 'exchangeMarkets')).toHaveLength(6);
  });

  it('is possible with an empty hand', () => {
    const s = table({ current: 2 });
    const moves = legalMoves(s);
    expect(moves.filter((m) => m.type === 'exchangeMarkets')).toHaveLength(10);
    expect(moves.some((m) => m.type === 'pass')).toBe(false);
  });
});
