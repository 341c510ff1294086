import { describe, expect, it } from 'vitest';
import { cardsOf, inflationCount, legalMoves, neededHeld, type PositionInput } from '../../src/machine/index.ts';
import { assertInvariants } from '../helpers/invariants.ts';
import { eventOf, mustPlay, playAll, position, refusal, typesOf } from '../helpers/game.ts';

/**
 * Seat 0 is the Property Speculator (Locks), seat 1 the Aristocrat (Diamonds), seat 2 the War
 * Profiteer (Bombs). The Vanity Market shows a face-up 1 of Diamonds over a face-down 2 of Locks.
 */
function table(over: Partial<PositionInput> = {}) {
  return position({
    players: [
      { billionaire: 'property-speculator', hand: ['bombs-1', 'bolts-4'] },
      { billionaire: 'aristocrat', hand: ['diamonds-7', 'audit-1'] },
      { billionaire: 'war-profiteer', hand: ['dishes-5'] },
    ],
    markets: {
      vanity: { faceUp: 'diamonds-1', faceDown: ['locks-4'] },
      power: { faceUp: 'game-the-market', faceDown: ['dishes-3'] },
    },
    deck: ['dishes-1', 'dishes-4', 'dishes-7', 'dishes-2', 'dishes-8'],
    ...over,
  });
}

describe('buy.reveal, buy.suit-bonus and buy.compare', () => {
  it('a revealed card of the buyer\u2019s Suit counts for the buyer instead of the Market', () => {
    const { game, events } = mustPlay(table(), { type: 'buy', market: 'vanity', cards: ['bombs-1', 'bolts-4'] });
    expect(typesOf(events)).toEqual(['buyAnnounced', 'marketRevealed', 'suitBonus', 'buyWon']);
    expect(eventOf(events, 'marketRevealed').cards).toEqual(['diamonds-1', 'locks-4']);
    expect(eventOf(events, 'suitBonus')).toMatchObject({ rule: 'buy.suit-bonus', player: 0, cards: ['locks-4'] });
    expect(eventOf(events, 'buyWon')).toMatchObject({ rule: 'buy.compare', score: 5, against: 1 });
    expect(game.phase).toBe('turn.claim');
    expect(game.buy).toMatchObject({
      market: 'vanity',
      played: ['bombs-1', 'bolts-4'],
      revealed: ['diamonds-1', 'locks-4'],
      bonus: ['locks-4'],
      buyerScore: 5,
      marketScore: 1,
      won: true,
    });
    expect(game.markets.vanity).toMatchObject({ faceUp: null, faceDown: [] });
    expect(game.players[0]!.hand).toEqual([]);
    assertInvariants(game);
  });

  it('counts the face-up card for the buyer too when it is of their Suit', () => {
    // The Aristocrat’s 3 of Diamonds against Vanity: the face-up 1 of Diamonds is hers, 4 against the 2 of Locks.
    const { game, events } = mustPlay(table({ current: 1 }), { type: 'buy', market: 'vanity', cards: ['diamonds-7'] });
    expect(eventOf(events, 'suitBonus').cards).toEqual(['diamonds-1']);
    expect(eventOf(events, 'buyWon')).toMatchObject({ score: 4, against: 2 });
    expect(game.phase).toBe('turn.claim');
  });

  it('a score equal to or below the Market fails, and the turn ends with every card discarded', () => {
    // The War Profiteer finds no Bombs at Vanity: 2 against 1 + 2.
    const low = mustPlay(table({ current: 2 }), { type: 'buy', market: 'vanity', cards: ['dishes-5'] });
    expect(eventOf(low.events, 'buyFailed')).toMatchObject({ rule: 'buy.compare', score: 2, against: 3 });
    expect(low.game.discard).toEqual(['dishes-5', 'diamonds-1', 'locks-4']);
    // 3 against 3 is a tie, and a tie fails.
    const tie = mustPlay(
      table({
        current: 2,
        players: [
          { billionaire: 'property-speculator', hand: [] },
          { billionaire: 'aristocrat', hand: [] },
          { billionaire: 'war-profiteer', hand: ['dishes-3', 'bolts-5'] },
        ],
        markets: { vanity: { faceUp: 'diamonds-1', faceDown: ['locks-4'] } },
      }),
      { type: 'buy', market: 'vanity', cards: ['dishes-3', 'bolts-5'] },
    );
    expect(eventOf(tie.events, 'buyFailed')).toMatchObject({ score: 3, against: 3 });
    expect(tie.game.players[2]!.assets).toEqual([]);
    expect(tie.game.markets.vanity.assets).toHaveLength(3);
    expect(tie.game.phase).toBe('turn.start');
    expect(tie.game.current).toBe(0);
  });

  it('Special Action cards count as suit-less values on either side', () => {
    // Aristocrat plays the Audit (3) at Power, which holds Game the Market (2) and a 1 of Dishes: 3 against 3 fails.
    const { events } = mustPlay(table({ current: 1 }), { type: 'buy', market: 'power', cards: ['audit-1'] });
    expect(eventOf(events, 'buyFailed')).toMatchObject({ score: 3, against: 3 });
    expect(events.some((e) => e.type === 'suitBonus')).toBe(false);
    // With the 3 of Diamonds as well she wins 6 to 3.
    const won = mustPlay(table({ current: 1 }), { type: 'buy', market: 'power', cards: ['audit-1', 'diamonds-7'] });
    expect(eventOf(won.events, 'buyWon')).toMatchObject({ score: 6, against: 3 });
  });
});

describe('buy.claim, buy.discard and buy.inflation', () => {
  it('after a won Buy the buyer takes the Asset they choose; all cards go to the Discard pile; inflation deals three', () => {
    const { game, events } = playAll(table(), [
      { type: 'buy', market: 'vanity', cards: ['bombs-1', 'bolts-4'] },
      { type: 'claim', asset: 'golf-plantation' },
    ]);
    expect(game.players[0]!.assets).toEqual(['golf-plantation']);
    expect(game.markets.vanity.assets).toEqual(['noble-estate', 'celebrity-spouse']);
    expect(game.discard).toEqual(['bombs-1', 'bolts-4', 'diamonds-1', 'locks-4']);
    expect(eventOf(events, 'cardsDiscarded')).toMatchObject({ rule: 'buy.discard', cards: ['bombs-1', 'bolts-4', 'diamonds-1', 'locks-4'] });
    // Three cards off the top, the last one dealt face-up.
    expect(game.markets.vanity.faceUp).toBe('dishes-7');
    expect(game.markets.vanity.faceDown).toEqual(['dishes-4', 'dishes-1']);
    expect(eventOf(events, 'inflation')).toMatchObject({ rule: 'buy.inflation', market: 'vanity', count: 3, wanted: 3, card: 'dishes-7' });
    expect(game.deck.slice(0, 2)).toEqual(['dishes-2', 'dishes-8']);
    expect(game.buy).toBeNull();
    expect(game.phase).toBe('turn.start');
    expect(game.current).toBe(1);
    expect(game.turn).toBe(2);
    assertInvariants(game);
  });

  it('offers every remaining Asset of that Market, and taking none', () => {
    const { game } = mustPlay(table(), { type: 'buy', market: 'vanity', cards: ['bombs-1', 'bolts-4'] });
    expect(legalMoves(game)).toEqual([
      { type: 'claim', seat: 0, asset: 'noble-estate' },
      { type: 'claim', seat: 0, asset: 'golf-plantation' },
      { type: 'claim', seat: 0, asset: 'celebrity-spouse' },
      { type: 'declineClaim', seat: 0 },
    ]);
    expect(refusal(game, { type: 'claim', asset: 'mercenary-army' })).toMatchObject({ code: 'claim.not-in-market', rule: 'buy.claim' });
    expect(refusal(game, { type: 'draw' })).toMatchObject({ code: 'phase.not-now', rule: 'buy.claim' });
  });

  it('declining the claim leaves three Assets, so inflation deals two', () => {
    const { game, events } = playAll(table(), [{ type: 'buy', market: 'vanity', cards: ['bombs-1', 'bolts-4'] }, { type: 'declineClaim' }]);
    expect(events.map((e) => e.type)).toContain('claimDeclined');
    expect(game.players[0]!.assets).toEqual([]);
    expect(game.markets.vanity).toEqual({ assets: ['noble-estate', 'golf-plantation', 'celebrity-spouse'], faceUp: 'dishes-4', faceDown: ['dishes-1'] });
  });

  it('a failed Buy is followed by inflation too', () => {
    const { game, events } = mustPlay(table({ current: 2 }), { type: 'buy', market: 'vanity', cards: ['dishes-5'] });
    expect(typesOf(events)).toEqual(['buyAnnounced', 'marketRevealed', 'buyFailed', 'cardsDiscarded', 'inflation', 'turnEnded']);
    expect(game.markets.vanity).toMatchObject({ faceUp: 'dishes-4', faceDown: ['dishes-1'] });
  });

  it('inflation deals 2, 3 or 4 cards for 3, 2 or 1 Assets left, and none when the Market closes', () => {
    expect([3, 2, 1, 0].map(inflationCount)).toEqual([2, 3, 4, 0]);
    // Vanity holds only the Golf Plantation and the Noble Estate; the Speculator buys one.
    const s = table({
      players: [
        { billionaire: 'property-speculator', hand: ['bombs-1', 'bolts-4'] },
        { billionaire: 'aristocrat', hand: ['diamonds-7'], assets: ['celebrity-spouse'] },
        { billionaire: 'war-profiteer', hand: ['dishes-5'] },
      ],
      markets: { vanity: { assets: ['noble-estate', 'golf-plantation'], faceUp: 'diamonds-1', faceDown: ['locks-4'] } },
    });
    const { game, events } = playAll(s, [
      { type: 'buy', market: 'vanity', cards: ['bombs-1', 'bolts-4'] },
      { type: 'claim', asset: 'golf-plantation' },
    ]);
    expect(eventOf(events, 'inflation')).toMatchObject({ count: 4, wanted: 4, card: 'dishes-2' });
    expect(game.markets.vanity).toEqual({ assets: ['noble-estate'], faceUp: 'dishes-2', faceDown: ['dishes-7', 'dishes-4', 'dishes-1'] });
  });

  it('taking a Market\u2019s last Asset closes it: no inflation, and it can no longer be used', () => {
    const s = table({
      players: [
        { billionaire: 'property-speculator', hand: ['bombs-1', 'bolts-4'] },
        { billionaire: 'aristocrat', hand: ['diamonds-7'], assets: ['celebrity-spouse', 'noble-estate'] },
        { billionaire: 'war-profiteer', hand: ['dishes-5'] },
      ],
      markets: { vanity: { assets: ['golf-plantation'], faceUp: 'diamonds-1', faceDown: ['locks-4'] } },
    });
    const deckBefore = s.deck.length;
    const { game, events } = playAll(s, [
      { type: 'buy', market: 'vanity', cards: ['bombs-1', 'bolts-4'] },
      { type: 'claim', asset: 'golf-plantation' },
    ]);
    expect(typesOf(events)).toEqual(['buyAnnounced', 'marketRevealed', 'suitBonus', 'buyWon', 'assetClaimed', 'cardsDiscarded', 'marketClosed', 'turnEnded']);
    expect(eventOf(events, 'marketClosed')).toMatchObject({ rule: 'market.closed', market: 'vanity' });
    expect(game.markets.vanity).toEqual({ assets: [], faceUp: null, faceDown: [] });
    expect(game.deck).toHaveLength(deckBefore);
    // Seat 1 now: no Buy or Invest at the closed Market, and it offers no face-up card.
    expect(refusal(game, { type: 'buy', market: 'vanity', cards: ['diamonds-7'] })).toMatchObject({ code: 'buy.market-closed', rule: 'market.closed' });
    expect(refusal(game, { type: 'invest', market: 'vanity', card: 'diamonds-7' })).toMatchObject({ code: 'invest.market-closed', rule: 'market.closed' });
    expect(refusal(game, { type: 'exchangeHand', market: 'vanity', card: 'diamonds-7' })).toMatchObject({ code: 'exchange.no-face-up' });
    expect(legalMoves(game).some((m) => 'market' in m && m.market === 'vanity')).toBe(false);
    assertInvariants(game);
  });
});

describe('buy.unneeded-assets', () => {
  it('a Billionaire may buy an Asset they do not need; it fills no space on their board', () => {
    // The War Profiteer needs no Vanity Asset.
    const s = table({
      current: 2,
      players: [
        { billionaire: 'property-speculator', hand: [] },
        { billionaire: 'aristocrat', hand: [] },
        { billionaire: 'war-profiteer', hand: ['dishes-7', 'bolts-7'] },
      ],
      deck: ['dishes-1', 'dishes-4', 'dishes-2', 'dishes-8'],
    });
    const { game } = playAll(s, [
      { type: 'buy', market: 'vanity', cards: ['dishes-7', 'bolts-7'] },
      { type: 'claim', asset: 'golf-plantation' },
    ]);
    expect(game.players[2]!.assets).toEqual(['golf-plantation']);
    expect(neededHeld(cardsOf(game), game.players[2]!)).toBe(0);
  });
});

describe('buy.cards', () => {
  it('uses one or two different cards from the buyer\u2019s hand', () => {
    const s = table();
    expect(refusal(s, { type: 'buy', market: 'vanity', cards: [] })).toMatchObject({ code: 'buy.card-count', rule: 'buy.cards' });
    expect(refusal(s, { type: 'buy', market: 'vanity', cards: ['bombs-1', 'bombs-1'] })).toMatchObject({ code: 'buy.card-count', rule: 'buy.cards' });
    expect(refusal(s, { type: 'buy', market: 'vanity', cards: ['bombs-1', 'bolts-4', 'dishes-1'] })).toMatchObject({ code: 'buy.card-count', rule: 'buy.cards' });
    expect(refusal(s, { type: 'buy', market: 'vanity', cards: ['diamonds-7'] })).toMatchObject({ code: 'buy.not-in-hand', rule: 'buy.cards' });
  });

  it('lists a Buy with every one- and two-card choice at every open Market', () => {
    const buys = legalMoves(table()).filter((m) => m.type === 'buy');
    expect(buys).toHaveLength(5 * 3);
    expect(buys).toContainEqual({ type: 'buy', seat: 0, market: 'toys', cards: ['bolts-4'] });
    expect(buys).toContainEqual({ type: 'buy', seat: 0, market: 'influence', cards: ['bombs-1', 'bolts-4'] });
  });
});
