import { describe, expect, it } from 'vitest';
import { cardsOf, checkMove, legalMoves, neededHeld, type PositionInput } from '../../src/machine/index.ts';
import { assertInvariants } from '../helpers/invariants.ts';
import { eventOf, mustPlay, playAll, position, refusal, typesOf } from '../helpers/game.ts';

/** The Property Speculator lacks only a second Vanity Asset. */
function table(over: Partial<PositionInput> = {}) {
  return position({
    players: [
      { billionaire: 'property-speculator', hand: ['locks-7', 'locks-8'], assets: ['political-lobbyists', 'mercenary-army', 'private-island', 'noble-estate'] },
      { billionaire: 'aristocrat', hand: ['diamonds-1'] },
      { billionaire: 'war-profiteer', hand: [] },
    ],
    markets: { vanity: { faceUp: 'diamonds-2', faceDown: ['bombs-1'] }, toys: { faceUp: 'diamonds-5', faceDown: ['bombs-2', 'dishes-1'] } },
    ...over,
  });
}

describe('victory.five-assets', () => {
  it('claiming the fifth needed Asset wins at once: nothing else happens that turn', () => {
    const s = table();
    expect(neededHeld(cardsOf(s), s.players[0]!)).toBe(4);
    const bought = mustPlay(s, { type: 'buy', market: 'vanity', cards: ['locks-7', 'locks-8'] });
    const { game, events } = mustPlay(bought.game, { type: 'claim', asset: 'golf-plantation' });
    expect(typesOf(events)).toEqual(['assetClaimed', 'gameWon']);
    expect(eventOf(events, 'gameWon')).toMatchObject({ rule: 'victory.five-assets', player: 0 });
    expect(game.phase).toBe('gameOver');
    expect(game.result).toEqual({ kind: 'victory', winners: [0], rule: 'victory.five-assets' });
    expect(game.current).toBe(0);
    expect(legalMoves(game)).toEqual([]);
    expect(checkMove(game, { type: 'draw' })).toMatchObject({ code: 'game.over', rule: 'victory.five-assets' });
    expect(refusal(game, { type: 'stack', cards: [game.deck[0]!] })).toMatchObject({ code: 'game.over' });
    assertInvariants(game);
  });

  it('an Asset that fills no empty space does not win', () => {
    // A Toys Asset: the Property Speculator already has the one Toys Asset he needs.
    const { game } = playAll(table(), [
      { type: 'buy', market: 'toys', cards: ['locks-7', 'locks-8'] },
      { type: 'claim', asset: 'mega-yacht' },
    ]);
    expect(game.phase).toBe('turn.start');
    expect(game.result).toBeNull();
    expect(neededHeld(cardsOf(game), game.players[0]!)).toBe(4);
  });

  it('declining the claim does not win either', () => {
    const { game } = playAll(table(), [{ type: 'buy', market: 'vanity', cards: ['locks-7', 'locks-8'] }, { type: 'declineClaim' }]);
    expect(game.phase).toBe('turn.start');
    expect(game.current).toBe(1);
  });
});
