import { describe, expect, it } from 'vitest';
import { type CardId, type GameState, legalMoves, MARKETS, type PositionInput } from '../../src/machine/index.ts';
import { assertInvariants } from '../helpers/invariants.ts';
import { eventOf, mustPlay, playAll, position, typesOf } from '../helpers/game.ts';

/**
 * Ruling `round.end`: the Round ends at the END of the turn in which the Draw deck ran out, whether
 * its last card was drawn, drawn after an Invest, or dealt by inflation.
 */
function table(deck: CardId[], over: Partial<PositionInput> = {}) {
  return position({
    players: [
      { billionaire: 'property-speculator', hand: ['bombs-1'] },
      { billionaire: 'aristocrat', hand: ['diamonds-7'] },
      { billionaire: 'war-profiteer', hand: [] },
    ],
    markets: { vanity: { faceUp: 'diamonds-1', faceDown: ['locks-4'] } },
    deck,
    deckSize: deck.length,
    ...over,
  });
}

const AFTER_TURN = ['turnEnded', 'roundEnded', 'gathered', 'refilled', 'firstPlayer'];

/** The table right after a Round ended: cards gathered and reshuffled, each open Market refilled by inflation. */
function expectFreshRound(game: GameState) {
  expect(game.round).toBe(2);
  expect(game.phase).toBe('turn.start');
  expect(game.discard).toEqual([]);
  let atMarkets = 0;
  for (const m of MARKETS) {
    const mk = game.markets[m];
    const count = mk.assets.length === 0 ? 0 : 5 - Math.min(mk.assets.length, 3);
    expect(mk.faceUp === null ? 0 : 1 + mk.faceDown.length).toBe(count);
    atMarkets += count;
  }
  const inHands = game.players.reduce((n, p) => n + p.hand.length, 0);
  expect(game.deck).toHaveLength(49 - inHands - atMarkets);
  assertInvariants(game);
}

describe('round.end', () => {
  it('the player who draws the last card still takes their Action, and the Round ends after it', () => {
    const drawn = mustPlay(table(['dishes-1']), { type: 'draw' });
    expect(drawn.game.deck).toEqual([]);
    expect(drawn.game.phase).toBe('turn.action');
    expect(drawn.game.round).toBe(1);
    const { game, events } = mustPlay(drawn.game, { type: 'exchangeMarkets', markets: ['vanity', 'toys'] });
    expect(typesOf(events)).toEqual(['exchangedMarkets', ...AFTER_TURN]);
    expect(eventOf(events, 'roundEnded')).toMatchObject({ rule: 'round.end', player: 0 });
    expect(eventOf(events, 'gathered')).toMatchObject({ rule: 'round.gather', count: 49 - 3 });
    expect(game.players.map((p) => p.hand)).toEqual([['bombs-1', 'dishes-1'], ['diamonds-7'], []]);
    expectFreshRound(game);
  });

  it('an Invest after drawing the last card draws nothing, then the Round ends', () => {
    const { game, events } = playAll(table(['dishes-1']), [{ type: 'draw' }, { type: 'invest', card: 'bombs-1', market: 'toys' }]);
    expect(typesOf(events)).toEqual(['drew', 'invested', 'noCardToDraw', ...AFTER_TURN]);
    expect(eventOf(events, 'noCardToDraw')).toMatchObject({ rule: 'invest.draw', player: 0 });
    expect(game.players[0]!.hand).toEqual(['dishes-1']);
    expectFreshRound(game);
  });

  it('an Invest that draws the last card ends the Round at the end of that turn', () => {
    const { game, events } = mustPlay(table(['dishes-1']), { type: 'invest', card: 'bombs-1', market: 'toys' });
    expect(typesOf(events)).toEqual(['invested', 'drewAfterInvest', ...AFTER_TURN]);
    expect(eventOf(events, 'drewAfterInvest')).toMatchObject({ card: 'dishes-1', count: 0 });
    expect(game.players[0]!.hand).toEqual(['dishes-1']);
    expectFreshRound(game);
  });

  it('a Buy whose inflation empties the deck resolves in full (partial deal), then the Round ends', () => {
    const s = table(['dishes-1', 'dishes-4'], {
      players: [
        { billionaire: 'property-speculator', hand: ['bombs-1', 'bolts-4'] },
        { billionaire: 'aristocrat', hand: ['diamonds-7'] },
        { billionaire: 'war-profiteer', hand: [] },
      ],
    });
    const bought = mustPlay(s, { type: 'buy', market: 'vanity', cards: ['bombs-1', 'bolts-4'] });
    expect(bought.game.phase).toBe('turn.claim');
    const { game, events } = mustPlay(bought.game, { type: 'claim', asset: 'golf-plantation' });
    expect(typesOf(events)).toEqual(['assetClaimed', 'cardsDiscarded', 'inflation', ...AFTER_TURN]);
    expect(eventOf(events, 'inflation')).toMatchObject({ rule: 'buy.inflation', market: 'vanity', count: 2, wanted: 3, card: 'dishes-4' });
    expect(game.players[0]!.assets).toEqual(['golf-plantation']);
    expect(game.markets.vanity.assets).toEqual(['noble-estate', 'celebrity-spouse']);
    expectFreshRound(game);
  });

  it('a Buy made after the last card was drawn deals nothing, and the Round still ends after it', () => {
    const { events, game } = playAll(table(['dishes-1']), [{ type: 'draw' }, { type: 'buy', market: 'vanity', cards: ['bombs-1', 'dishes-1'] }]);
    // 1 + 1 (the face-down 2 of Locks counts for him: 4) against 1.
    expect(eventOf(events, 'buyWon')).toMatchObject({ score: 4, against: 1 });
    const claimed = mustPlay(game, { type: 'declineClaim' });
    expect(eventOf(claimed.events, 'inflation')).toMatchObject({ count: 0, wanted: 2 });
    expect(typesOf(claimed.events).slice(-AFTER_TURN.length)).toEqual(AFTER_TURN);
    expectFreshRound(claimed.game);
  });

  it('declining to draw the last card delays the end of the Round', () => {
    const s = table(['dishes-1']);
    const { game, events } = mustPlay(s, { type: 'exchangeMarkets', markets: ['vanity', 'toys'] });
    expect(typesOf(events)).toEqual(['exchangedMarkets', 'turnEnded']);
    expect(game.round).toBe(1);
    expect(game.deck).toEqual(['dishes-1']);
    expect(game.current).toBe(1);
    // The next player takes it; their turn is the last of the Round.
    const next = playAll(game, [{ type: 'draw' }, { type: 'exchangeMarkets', markets: ['vanity', 'toys'] }]);
    expect(eventOf(next.events, 'roundEnded')).toMatchObject({ player: 1 });
    expectFreshRound(next.game);
  });

  it('does not end while cards are left', () => {
    const { game } = playAll(table(['dishes-1', 'dishes-4']), [{ type: 'draw' }, { type: 'exchangeMarkets', markets: ['vanity', 'toys'] }]);
    expect(game.round).toBe(1);
    expect(game.deck).toEqual(['dishes-4']);
  });
});

describe('round.gather, round.refill and round.poorest', () => {
  it('gathers every Market card, the Discard pile and the deck into one shuffled deck, then refills by inflation', () => {
    const s = table(['dishes-1'], {
      players: [
        { billionaire: 'property-speculator', hand: ['bombs-1'], assets: ['golf-plantation', 'noble-estate'] },
        { billionaire: 'aristocrat', hand: ['diamonds-7'], assets: ['political-lobbyists', 'think-tank', 'social-media-company', 'mercenary-army'] },
        { billionaire: 'war-profiteer', hand: [] },
      ],
      markets: { influence: { assets: [], faceUp: null, faceDown: [] } },
      discard: ['bombs-7', 'bombs-8'],
    });
    const { game, events } = playAll(s, [{ type: 'draw' }, { type: 'exchangeMarkets', markets: ['vanity', 'toys'] }]);
    expect(eventOf(events, 'refilled')).toMatchObject({ rule: 'round.refill', markets: ['legacy', 'power', 'toys', 'vanity'] });
    expect(game.markets.influence).toEqual({ assets: [], faceUp: null, faceDown: [] });
    expect(1 + game.markets.vanity.faceDown.length).toBe(4); // one Asset left: four cards
    expect(1 + game.markets.power.faceDown.length).toBe(3); // two Assets left: three cards
    expect(1 + game.markets.legacy.faceDown.length).toBe(2);
    expectFreshRound(game);
    // Empty spaces: Property Speculator 3, Aristocrat 4 (only one Influence Asset counts; Power is unneeded), War Profiteer 5.
    expect(eventOf(events, 'firstPlayer')).toMatchObject({ rule: 'round.poorest', player: 2, players: [2], count: 5 });
    expect(game.current).toBe(2);
    expect(legalMoves(game)).toContainEqual({ type: 'draw', seat: 2 });
  });

  it('counts only the Assets a Billionaire needs: unneeded ones leave them poor', () => {
    const s = table(['dishes-1'], {
      players: [
        // Three Legacy Assets, none of which the Property Speculator needs: five empty spaces.
        { billionaire: 'property-speculator', hand: ['bombs-1'], assets: ['corporate-enclave', 'art-hoard', 'scam-charity'] },
        { billionaire: 'aristocrat', hand: ['diamonds-7'], assets: ['noble-estate'] },
        { billionaire: 'war-profiteer', hand: [], assets: ['mercenary-army'] },
      ],
    });
    const { game, events } = playAll(s, [{ type: 'draw' }, { type: 'exchangeMarkets', markets: ['vanity', 'toys'] }]);
    expect(eventOf(events, 'firstPlayer')).toMatchObject({ player: 0, players: [0], count: 5 });
    expect(game.current).toBe(0);
    expect(game.turn).toBe(s.turn + 1);
  });
});
