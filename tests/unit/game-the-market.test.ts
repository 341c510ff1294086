import { describe, expect, it } from 'vitest';
import { type CardId, legalMoves, MARKETS, type PositionInput } from '../../src/machine/index.ts';
import { assertInvariants } from '../helpers/invariants.ts';
import { eventOf, marketCards, mustPlay, playAll, position, refusal, typesOf } from '../helpers/game.ts';

/**
 * Power is closed (its three Assets are held); the four open Markets hold nine cards between them,
 * so Game the Market deals two to each and one is left over.
 */
function table(over: Partial<PositionInput> = {}) {
  return position({
    players: [
      { billionaire: 'property-speculator', hand: ['game-the-market', 'dishes-7'] },
      { billionaire: 'war-profiteer', hand: ['bombs-7'], assets: ['mercenary-army', 'tabloid-empire'] },
      { billionaire: 'aristocrat', hand: [], assets: ['unnamed-power-asset'] },
    ],
    markets: {
      influence: { faceUp: 'bombs-1', faceDown: ['bombs-4'] },
      legacy: { faceUp: 'diamonds-1', faceDown: ['diamonds-4'] },
      power: { assets: [], faceUp: null, faceDown: [] },
      toys: { faceUp: 'bolts-1', faceDown: ['bolts-4', 'bolts-7'] },
      vanity: { faceUp: 'locks-1', faceDown: ['locks-4'] },
    },
    deck: ['dishes-1', 'dishes-2', 'dishes-3', 'dishes-4'],
    ...over,
  });
}

const GATHERED: readonly CardId[] = ['bombs-1', 'bombs-4', 'diamonds-1', 'diamonds-4', 'bolts-1', 'bolts-4', 'bolts-7', 'locks-1', 'locks-4'];
const DEAL: readonly CardId[] = ['bolts-7', 'bombs-1', 'locks-4', 'diamonds-1', 'bolts-1', 'bombs-4', 'diamonds-4', 'locks-1', 'bolts-4'];

describe('gtm.redistribute', () => {
  it('deals the gathered cards evenly to the open Markets in order, the last of each face-up, the rest to the Discard pile', () => {
    const s = table();
    const { game, events } = mustPlay(s, { type: 'gameTheMarket', card: 'game-the-market', deal: DEAL });
    expect(game.markets.influence).toMatchObject({ faceUp: 'bombs-1', faceDown: ['bolts-7'] });
    expect(game.markets.legacy).toMatchObject({ faceUp: 'diamonds-1', faceDown: ['locks-4'] });
    expect(game.markets.power).toMatchObject({ faceUp: null, faceDown: [] });
    expect(game.markets.toys).toMatchObject({ faceUp: 'bombs-4', faceDown: ['bolts-1'] });
    expect(game.markets.vanity).toMatchObject({ faceUp: 'locks-1', faceDown: ['diamonds-4'] });
    expect(game.discard).toEqual([...s.discard, 'bolts-4']);
    expect(typesOf(events)).toEqual(['marketsGamed']);
    expect(eventOf(events, 'marketsGamed')).toMatchObject({
      rule: 'gtm.redistribute',
      player: 0,
      count: 2,
      cards: ['bolts-4'],
      markets: ['influence', 'legacy', 'toys', 'vanity'],
    });
    // The card waits aside for the optional Buy; the deck is not touched.
    expect(game.phase).toBe('turn.gameTheMarket');
    expect(game.aside).toEqual(['game-the-market']);
    expect(game.players[0]!.hand).toEqual(['dishes-7']);
    expect(game.deck).toEqual(s.deck);
    expect(game.rng).toBe(s.rng);
    assertInvariants(game);
  });

  it('shuffles with the seeded generator when no deal is chosen', () => {
    const s = table();
    const { game, events } = mustPlay(s, { type: 'gameTheMarket', card: 'game-the-market' });
    const dealt: CardId[] = MARKETS.flatMap((m) => marketCards(game, m));
    const leftOver = eventOf(events, 'marketsGamed').cards ?? [];
    expect(leftOver).toHaveLength(1);
    expect([...dealt, ...leftOver].sort()).toEqual([...GATHERED].sort());
    for (const m of ['influence', 'legacy', 'toys', 'vanity'] as const) expect(marketCards(game, m)).toHaveLength(2);
    expect(game.rng).not.toBe(s.rng);
    // Same state, same shuffle.
    expect(mustPlay(s, { type: 'gameTheMarket', card: 'game-the-market' }).game).toEqual(game);
  });

  it('leaves nothing over when the cards divide evenly', () => {
    const s = table({
      markets: {
        influence: { faceUp: 'bombs-1', faceDown: ['bombs-4'] },
        legacy: { faceUp: 'diamonds-1', faceDown: ['diamonds-4'] },
        power: { assets: [], faceUp: null, faceDown: [] },
        toys: { faceUp: 'bolts-1', faceDown: ['bolts-4'] },
        vanity: { faceUp: 'locks-1', faceDown: ['locks-4'] },
      },
    });
    const { game, events } = mustPlay(s, { type: 'gameTheMarket', card: 'game-the-market' });
    expect(eventOf(events, 'marketsGamed')).toMatchObject({ count: 2, cards: [] });
    expect(game.discard).toEqual(s.discard);
  });

  it('refuses a chosen deal that does not list exactly the gathered cards', () => {
    const s = table();
    for (const deal of [DEAL.slice(1), [...DEAL.slice(1), 'dishes-1'], [...DEAL.slice(1), DEAL[1]!]])
      expect(refusal(s, { type: 'gameTheMarket', card: 'game-the-market', deal })).toMatchObject({ code: 'chosen.bad-deal', rule: 'table.chosen-outcome' });
  });

  it('needs the Game the Market card in hand', () => {
    expect(refusal(table({ current: 1 }), { type: 'gameTheMarket', card: 'game-the-market' })).toMatchObject({
      code: 'special.not-in-hand',
      rule: 'special.instead-of-action',
    });
  });
});

describe('gtm.buy', () => {
  it('offers a Buy with the card alone or with one hand card at each open Market, or ending the turn', () => {
    const { game } = mustPlay(table(), { type: 'gameTheMarket', card: 'game-the-market', deal: DEAL });
    const moves = legalMoves(game);
    expect(moves).toHaveLength(4 * 2 + 1);
    expect(moves).toContainEqual({ type: 'buy', seat: 0, market: 'vanity', cards: ['game-the-market', 'dishes-7'] });
    expect(moves).toContainEqual({ type: 'buy', seat: 0, market: 'influence', cards: ['game-the-market'] });
    expect(moves).toContainEqual({ type: 'skipBuy', seat: 0 });
  });

  it('the Buy must use the Game the Market card plus at most one card from hand', () => {
    const { game } = mustPlay(table(), { type: 'gameTheMarket', card: 'game-the-market', deal: DEAL });
    expect(refusal(game, { type: 'buy', market: 'vanity', cards: ['dishes-7'] })).toMatchObject({ code: 'gtm.buy-without-card', rule: 'gtm.buy' });
    expect(refusal(game, { type: 'buy', market: 'vanity', cards: ['game-the-market', 'bombs-7'] })).toMatchObject({ code: 'buy.not-in-hand', rule: 'gtm.buy' });
    expect(refusal(game, { type: 'buy', market: 'vanity', cards: ['game-the-market', 'dishes-7', 'bombs-7'] })).toMatchObject({
      code: 'buy.card-count',
      rule: 'buy.cards',
    });
    expect(refusal(game, { type: 'buy', market: 'power', cards: ['game-the-market'] })).toMatchObject({ code: 'buy.market-closed', rule: 'market.closed' });
    expect(refusal(game, { type: 'invest', market: 'vanity', card: 'dishes-7' })).toMatchObject({ code: 'phase.not-now', rule: 'gtm.buy' });
    expect(refusal(game, { type: 'draw' })).toMatchObject({ code: 'phase.not-now', rule: 'gtm.buy' });
  });

  it('a Buy with the card (worth 2) and one hand card resolves like any Buy; the card ends in the Discard pile', () => {
    const { game, events } = playAll(table(), [
      { type: 'gameTheMarket', card: 'game-the-market', deal: DEAL },
      { type: 'buy', market: 'vanity', cards: ['game-the-market', 'dishes-7'] },
      { type: 'claim', asset: 'golf-plantation' },
    ]);
    // Vanity held the 1 of Locks (his Suit) over the 2 of Diamonds: 2 + 3 + 1 against 2.
    expect(eventOf(events, 'buyWon')).toMatchObject({ score: 6, against: 2 });
    expect(game.players[0]!.assets).toEqual(['golf-plantation']);
    expect(game.players[0]!.hand).toEqual([]);
    expect(game.aside).toEqual([]);
    expect(game.discard).toEqual(['bolts-4', 'game-the-market', 'dishes-7', 'locks-1', 'diamonds-4']);
    expect(game.markets.vanity).toEqual({ assets: ['noble-estate', 'celebrity-spouse'], faceUp: 'dishes-3', faceDown: ['dishes-2', 'dishes-1'] });
    expect(events.filter((e) => e.rule === 'gtm.discard')).toEqual([]);
    expect(game.current).toBe(1);
    assertInvariants(game);
  });

  it('the card alone can Buy', () => {
    const { events } = playAll(table(), [
      { type: 'gameTheMarket', card: 'game-the-market', deal: DEAL },
      { type: 'buy', market: 'influence', cards: ['game-the-market'] },
    ]);
    // Influence: 1 of Bombs over the 3 of Bolts: 2 against 4.
    expect(eventOf(events, 'buyFailed')).toMatchObject({ score: 2, against: 4 });
  });
});

describe('gtm.discard', () => {
  it('an unused Game the Market card is discarded at the end of the turn', () => {
    const { game, events } = playAll(table(), [{ type: 'gameTheMarket', card: 'game-the-market', deal: DEAL }, { type: 'skipBuy' }]);
    expect(typesOf(events)).toEqual(['marketsGamed', 'cardsDiscarded', 'turnEnded']);
    expect(eventOf(events, 'cardsDiscarded')).toMatchObject({ rule: 'gtm.discard', cards: ['game-the-market'] });
    expect(game.aside).toEqual([]);
    expect(game.discard).toEqual(['bolts-4', 'game-the-market']);
    expect(game.players[0]!.hand).toEqual(['dishes-7']);
    expect(game.phase).toBe('turn.start');
    expect(game.current).toBe(1);
    assertInvariants(game);
  });
});
