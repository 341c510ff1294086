import { describe, expect, it } from 'vitest';
import { legalMoves, type PositionInput } from '../../src/machine/index.ts';
import { assertInvariants } from '../helpers/invariants.ts';
import { eventOf, mustPlay, position, refusal, typesOf } from '../helpers/game.ts';

function table(over: Partial<PositionInput> = {}) {
  return position({
    players: [
      { billionaire: 'aristocrat', hand: ['diamonds-1', 'bombs-4'] },
      { billionaire: 'war-profiteer', hand: ['locks-7'] },
      { billionaire: 'media-baron', hand: [] },
    ],
    markets: { toys: { faceUp: 'bombs-1', faceDown: ['bolts-4'] } },
    deck: ['dishes-7', 'dishes-8'],
    ...over,
  });
}

describe('invest.card and invest.draw', () => {
  it('puts the card face-down just under the face-up card, then draws one', () => {
    const { game, events } = mustPlay(table(), { type: 'invest', card: 'diamonds-1', market: 'toys' });
    expect(game.markets.toys).toMatchObject({ faceUp: 'bombs-1', faceDown: ['diamonds-1', 'bolts-4'] });
    expect(game.players[0]!.hand).toEqual(['bombs-4', 'dishes-7']);
    expect(typesOf(events)).toEqual(['invested', 'drewAfterInvest', 'turnEnded']);
    expect(eventOf(events, 'invested')).toMatchObject({ rule: 'invest.card', market: 'toys', card: 'diamonds-1', secret: true });
    expect(eventOf(events, 'drewAfterInvest')).toMatchObject({ rule: 'invest.draw', card: 'dishes-7', count: game.deck.length });
    expect(game.current).toBe(1);
    assertInvariants(game);
  });

  it('is an Action on its own: after drawing the player may still Invest', () => {
    const { game } = mustPlay(table({ current: 1 }), { type: 'draw' });
    const after = mustPlay(game, { type: 'invest', card: 'locks-7', market: 'toys' });
    expect(after.game.players[1]!.hand).toEqual(['dishes-7', 'dishes-8']);
  });

  it('only into an open Market, with a card from the hand', () => {
    const s = table({
      players: [
        { billionaire: 'aristocrat', hand: ['diamonds-1', 'bombs-4'] },
        { billionaire: 'war-profiteer', hand: ['locks-7'], assets: ['private-island', 'personal-zoo', 'mega-yacht'] },
        { billionaire: 'media-baron', hand: [] },
      ],
      markets: { toys: { assets: [], faceUp: null, faceDown: [] } },
    });
    expect(refusal(s, { type: 'invest', card: 'diamonds-1', market: 'toys' })).toMatchObject({ code: 'invest.market-closed', rule: 'market.closed' });
    expect(refusal(s, { type: 'invest', card: 'locks-7', market: 'legacy' })).toMatchObject({ code: 'invest.not-in-hand', rule: 'invest.card' });
    expect(legalMoves(s).filter((m) => m.type === 'invest')).toHaveLength(2 * 4);
  });

  it('into an open Market with no cards leaves one face-down card and no face-up card', () => {
    const s = table({ markets: { toys: { faceUp: null, faceDown: [] } } });
    expect(s.markets.toys.assets).toHaveLength(3);
    const { game } = mustPlay(s, { type: 'invest', card: 'diamonds-1', market: 'toys' });
    expect(game.markets.toys).toEqual({ assets: s.markets.toys.assets, faceUp: null, faceDown: ['diamonds-1'] });
    // There is no face-up card there to Exchange with.
    expect(refusal(game, { type: 'exchangeHand', card: 'locks-7', market: 'toys' })).toMatchObject({ code: 'exchange.no-face-up', rule: 'exchange.hand' });
    assertInvariants(game);
  });

  it('can name the card drawn afterwards (dispute mode), which must be in the deck and not the card invested', () => {
    const s = table();
    const { game } = mustPlay(s, { type: 'invest', card: 'diamonds-1', market: 'toys', draw: 'dishes-8' });
    expect(game.players[0]!.hand).toEqual(['bombs-4', 'dishes-8']);
    expect(game.deck[0]).toBe('dishes-7');
    expect(refusal(s, { type: 'invest', card: 'diamonds-1', market: 'toys', draw: 'diamonds-1' })).toMatchObject({
      code: 'chosen.not-in-deck',
      rule: 'table.chosen-outcome',
    });
    expect(refusal(s, { type: 'invest', card: 'diamonds-1', market: 'toys', draw: 'bombs-1' })).toMatchObject({
      code: 'chosen.not-in-deck',
      rule: 'table.chosen-outcome',
    });
  });
});
