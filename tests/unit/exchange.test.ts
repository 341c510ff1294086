import { describe, expect, it } from 'vitest';
import { legalMoves, type PositionInput } from '../../src/machine/index.ts';
import { assertInvariants } from '../helpers/invariants.ts';
import { eventOf, mustPlay, position, refusal, typesOf } from '../helpers/game.ts';

function table(over: Partial<PositionInput> = {}) {
  return position({
    players: [
      { billionaire: 'war-profiteer', hand: ['locks-7', 'diamonds-4'] },
      { billionaire: 'aristocrat', hand: ['diamonds-1'] },
      { billionaire: 'tech-overlord', hand: [] },
    ],
    markets: {
      toys: { faceUp: 'bombs-1', faceDown: ['diamonds-2'] },
      power: { faceUp: 'dishes-4', faceDown: ['bolts-1'] },
    },
    ...over,
  });
}

describe('exchange.hand', () => {
  it('swaps a hand card with a Market\u2019s face-up card; the face-down cards stay', () => {
    const { game, events } = mustPlay(table(), { type: 'exchangeHand', card: 'locks-7', market: 'toys' });
    expect(game.players[0]!.hand).toEqual(['bombs-1', 'diamonds-4']);
    expect(game.markets.toys).toMatchObject({ faceUp: 'locks-7', faceDown: ['diamonds-2'] });
    expect(typesOf(events)).toEqual(['exchangedHand', 'turnEnded']);
    expect(eventOf(events, 'exchangedHand')).toMatchObject({ rule: 'exchange.hand', market: 'toys', cards: ['locks-7', 'bombs-1'] });
    expect(game.current).toBe(1);
    assertInvariants(game);
  });

  it('needs the card in hand and a face-up card at the Market', () => {
    const s = table({ markets: { toys: { faceUp: 'bombs-1', faceDown: ['diamonds-2'] }, power: { faceUp: null, faceDown: [] } } });
    expect(refusal(s, { type: 'exchangeHand', card: 'diamonds-1', market: 'toys' })).toMatchObject({ code: 'exchange.not-in-hand', rule: 'exchange.hand' });
    expect(refusal(s, { type: 'exchangeHand', card: 'locks-7', market: 'power' })).toMatchObject({ code: 'exchange.no-face-up', rule: 'exchange.hand' });
    expect(legalMoves(s).filter((m) => m.type === 'exchangeHand')).toHaveLength(2 * 4);
  });
});

describe('exchange.markets', () => {
  it('swaps the face-up cards of two Markets and leaves the hand alone', () => {
    const s = table();
    const { game, events } = mustPlay(s, { type: 'exchangeMarkets', markets: ['toys', 'power'] });
    expect(game.markets.toys).toMatchObject({ faceUp: 'dishes-4', faceDown: ['diamonds-2'] });
    expect(game.markets.power).toMatchObject({ faceUp: 'bombs-1', faceDown: ['bolts-1'] });
    expect(game.players[0]!.hand).toEqual(['locks-7', 'diamonds-4']);
    expect(eventOf(events, 'exchangedMarkets')).toMatchObject({ rule: 'exchange.markets', markets: ['toys', 'power'], cards: ['bombs-1', 'dishes-4'] });
    assertInvariants(game);
  });

  it('needs two different Markets that both show a face-up card', () => {
    const s = table({ markets: { toys: { faceUp: 'bombs-1', faceDown: ['diamonds-2'] }, power: { faceUp: null, faceDown: ['bolts-1'] } } });
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
