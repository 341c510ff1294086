/**
 * The rulebook's two Level 1 examples of play, rebuilt as exact positions. The numbers asserted are
 * the ones the rulebook gives.
 */
import { describe, expect, it } from 'vitest';
import { BILLIONAIRES, cardInfo, type CardId, legalMoves, resolveCards } from '../../src/machine/index.ts';
import { assertInvariants } from '../helpers/invariants.ts';
import { eventOf, marketCards, mustPlay, playAll, position, typesOf } from '../helpers/game.ts';

const value = (c: CardId) => resolveCards(undefined, undefined).value(c);

describe('Donald, the Property Speculator, Buys the Golf Plantation', () => {
  // Donald holds two cards worth 3 in all, neither of them Locks. Vanity: a face-down 2 of Locks under a face-up 1.
  const start = position({
    players: [
      { billionaire: 'property-speculator', hand: ['diamonds-1', 'bolts-4'] },
      { billionaire: 'aristocrat', hand: [] },
      { billionaire: 'war-profiteer', hand: [] },
    ],
    markets: { vanity: { faceUp: 'dishes-1', faceDown: ['locks-4'] } },
    deck: ['bombs-2', 'bombs-5', 'bombs-8'],
  });

  it('sets the scene as the rulebook does', () => {
    expect(BILLIONAIRES['property-speculator'].suit).toBe('locks');
    expect(start.players[0]!.hand.map(value).reduce((a, b) => a + b)).toBe(3);
    expect(start.markets.vanity.assets).toContain('golf-plantation');
    expect(cardInfo('locks-4')).toMatchObject({ suit: 'locks', value: 2 });
    expect(value(start.markets.vanity.faceUp!)).toBe(1);
  });

  it('would tie three–three without the Suit bonus; with it he wins five–one', () => {
    const { game, events } = mustPlay(start, { type: 'buy', market: 'vanity', cards: ['diamonds-1', 'bolts-4'] });
    expect(eventOf(events, 'marketRevealed').cards).toEqual(['dishes-1', 'locks-4']);
    expect(eventOf(events, 'suitBonus').cards).toEqual(['locks-4']);
    expect(eventOf(events, 'buyWon')).toMatchObject({ score: 5, against: 1 });
    expect(game.buy).toMatchObject({ buyerScore: 5, marketScore: 1 });
    expect(value('dishes-1') + value('locks-4')).toBe(3); // the tie he would have had
  });

  it('takes the Golf Plantation; two Assets are left, so inflation deals three cards, two face-down and one face-up', () => {
    const bought = mustPlay(start, { type: 'buy', market: 'vanity', cards: ['diamonds-1', 'bolts-4'] }).game;
    const { game, events } = mustPlay(bought, { type: 'claim', asset: 'golf-plantation' });
    expect(game.players[0]!.assets).toEqual(['golf-plantation']);
    expect(game.markets.vanity.assets).toHaveLength(2);
    expect(eventOf(events, 'inflation')).toMatchObject({ count: 3 });
    expect(game.markets.vanity.faceDown).toHaveLength(2);
    expect(game.markets.vanity.faceUp).toBe('bombs-8');
    expect(marketCards(game, 'vanity').sort()).toEqual(['bombs-2', 'bombs-5', 'bombs-8']);
    // Every card of the Buy went to the Discard pile.
    expect(game.discard.slice(-4)).toEqual(['diamonds-1', 'bolts-4', 'dishes-1', 'locks-4']);
    assertInvariants(game);
  });
});

describe('Vivian Invests at Toys; Vlad swaps two face-up cards', () => {
  // Vivian (Aristocrat, Diamonds) holds a 1 of Diamonds. Vlad (War Profiteer, Bombs) holds a 3 of Locks.
  // Toys shows a 1 of Bombs on top; Power shows a 2 of Satellite Dishes.
  const start = position({
    players: [
      { billionaire: 'aristocrat', hand: ['diamonds-1'] },
      { billionaire: 'war-profiteer', hand: ['locks-7'] },
      { billionaire: 'media-baron', hand: [] },
    ],
    markets: {
      toys: { faceUp: 'bombs-1', faceDown: ['bolts-5'] },
      power: { faceUp: 'dishes-4', faceDown: ['diamonds-9'] },
    },
    deck: ['bolts-1', 'dishes-8'],
  });

  it('Vivian adds her 1 of Diamonds face-down to Toys, under the top card, and draws another card', () => {
    const { game, events } = mustPlay(start, { type: 'invest', card: 'diamonds-1', market: 'toys' });
    expect(game.markets.toys).toMatchObject({ faceUp: 'bombs-1', faceDown: ['diamonds-1', 'bolts-5'] });
    expect(game.players[0]!.hand).toEqual(['bolts-1']);
    expect(typesOf(events)).toEqual(['invested', 'drewAfterInvest', 'turnEnded']);
    expect(game.current).toBe(1);
    // Toys still offers the Personal Zoo she plans to Buy next turn.
    expect(game.markets.toys.assets).toContain('personal-zoo');
  });

  it('Vlad could swap his 3 of Locks for the 1 of Bombs on Toys, or swap that card with Power\u2019s 2 of Satellite Dishes', () => {
    const afterVivian = mustPlay(start, { type: 'invest', card: 'diamonds-1', market: 'toys' }).game;
    const options = legalMoves(afterVivian);
    expect(options).toContainEqual({ type: 'exchangeHand', seat: 1, card: 'locks-7', market: 'toys' });
    expect(options).toContainEqual({ type: 'exchangeMarkets', seat: 1, markets: ['power', 'toys'] });
  });

  it('Vlad swaps them, keeps his 3 of Locks, and now has his own Bombs card waiting at Power for the Mercenary Army', () => {
    const afterVivian = mustPlay(start, { type: 'invest', card: 'diamonds-1', market: 'toys' }).game;
    const { game } = mustPlay(afterVivian, { type: 'exchangeMarkets', markets: ['toys', 'power'] });
    expect(game.markets.toys).toMatchObject({ faceUp: 'dishes-4', faceDown: ['diamonds-1', 'bolts-5'] });
    expect(game.markets.power).toMatchObject({ faceUp: 'bombs-1', faceDown: ['diamonds-9'] });
    expect(game.players[1]!.hand).toEqual(['locks-7']);
    expect(game.markets.power.assets).toContain('mercenary-army');
    // Toys now costs Vivian one more: 2 + 1 (hers) + 2 against 1 + 1 (hers) + 2 before.
    expect(
      marketCards(game, 'toys')
        .map(value)
        .reduce((a, b) => a + b),
    ).toBe(5);
    expect(
      marketCards(afterVivian, 'toys')
        .map(value)
        .reduce((a, b) => a + b),
    ).toBe(4);
    // On his next turn (after two quiet turns elsewhere) the Bombs card counts for him at Power.
    const later = playAll(game, [
      { type: 'exchangeMarkets', markets: ['influence', 'legacy'] },
      { type: 'exchangeMarkets', markets: ['vanity', 'legacy'] },
    ]).game;
    expect(later.current).toBe(1);
    const vladBuys = mustPlay(later, { type: 'buy', market: 'power', cards: ['locks-7'] });
    expect(eventOf(vladBuys.events, 'suitBonus').cards).toEqual(['bombs-1']);
    expect(eventOf(vladBuys.events, 'buyWon')).toMatchObject({ score: 4, against: 3 });
    assertInvariants(game);
  });
});
