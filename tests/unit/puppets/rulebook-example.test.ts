/**
 * The rulebook's two-player example of play, step by step, at Level 2. Rodrigo plays the Property
 * Speculator and controls the Tech Overlord (Electrical Bolts); Anna plays the Aristocrat and
 * controls the Media Baron. The Toys Market (number 3) holds the Private Island and cards worth 5:
 * a face-up 2 and the Floods Crisis (3). The site follows the rulebook's picture: the Tech Overlord,
 * not Rodrigo, takes the Private Island (see "A slip in the rulebook" on the page).
 */
import { describe, expect, it } from 'vitest';
import { crisesOf, legalMoves, stepOf, TABLE } from '../../../src/machine/index.ts';
import { eventOf, mustPlay, playAll } from '../../helpers/game.ts';
import { assertTwoPlayerInvariants } from '../../helpers/two-player-invariants.ts';
import { ANNA, endTurn, MEDIA, RODRIGO, rolls, TECH, twoPlayers } from './table.ts';

const start = () =>
  twoPlayers({
    level: 2,
    seats: [{ assets: ['cult-of-personality', 'celebrity-spouse'] }, { assets: ['luxury-jet'] }, { assets: ['cryogenic-lab'] }, { assets: ['gang-of-lawyers'] }],
    markets: {
      toys: { assets: ['private-island', 'mega-yacht'], faceUp: 'locks-4', faceDown: ['floods'] },
      vanity: { assets: ['noble-estate', 'golf-plantation'] },
    },
    deck: ['dishes-1', 'dishes-2', 'dishes-3', 'dishes-4', 'bolts-9'],
  });

describe('The rulebook’s example of play (puppets.roll, puppets.buy, puppets.purchase, puppets.audit)', () => {
  it('1. Rodrigo’s Puppet rolls 6, then 3: it Buys at Toys with 6 against 5 and wins', () => {
    const { game, events } = endTurn(start(), [6, 3], ['influence', 'legacy']);
    const rolled = events.filter((e) => e.type === 'puppetRolled');
    expect(rolled).toEqual([expect.objectContaining({ player: TECH, value: 6, stage: 'first' }), expect.objectContaining({ player: TECH, value: 3, stage: 'market' })]);
    expect(eventOf(events, 'puppetBuys')).toMatchObject({ player: TECH, market: 'toys' });
    expect(eventOf(events, 'buyWon')).toMatchObject({ player: TECH, market: 'toys', score: 6, against: 5 });
    expect(crisesOf(game).found).toBe('floods');
    expect(stepOf(game)).toBe('turn.puppetClaim');
    expect(legalMoves(game, RODRIGO)).toContainEqual({ type: 'claim', seat: TECH, asset: 'private-island' });
    assertTwoPlayerInvariants(game);
  });

  it('…Rodrigo has it take the Private Island, then Floods is Activated', () => {
    const bought = endTurn(start(), [6, 3], ['influence', 'legacy']).game;
    const { game, events } = mustPlay(bought, { type: 'claim', seat: TECH, asset: 'private-island' });
    expect(eventOf(events, 'assetClaimed')).toMatchObject({ player: TECH, asset: 'private-island', market: 'toys' });
    expect(game.players[TECH]!.assets).toEqual(['luxury-jet', 'private-island']);
    expect(game.players[RODRIGO]!.assets).not.toContain('private-island');
    expect(eventOf(events, 'crisisActivated')).toMatchObject({ card: 'floods', player: RODRIGO, count: 2 });
    expect(crisesOf(game).guillotine).toEqual([{ card: 'floods', rebels: 2 }]);
    expect(crisesOf(game).lastBy).toBe(RODRIGO);
    expect(game.current).toBe(ANNA);
    assertTwoPlayerInvariants(game);
  });

  it('2. Anna draws a 3 of Electrical Bolts and Purchases the Private Island from the Tech Overlord: her Action', () => {
    const annasTurn = mustPlay(endTurn(start(), [6, 3], ['influence', 'legacy']).game, { type: 'claim', seat: TECH, asset: 'private-island' }).game;
    const drawn = playAll(annasTurn, [
      { type: 'choose', seat: TABLE, outcome: { kind: 'draw', cards: ['bolts-9'] } },
      { type: 'draw', seat: ANNA },
    ]).game;
    expect(drawn.players[ANNA]!.hand).toEqual(['bolts-9']);
    const purchase = { type: 'purchase' as const, seat: ANNA, puppet: TECH, asset: 'private-island' as const, cards: ['bolts-9' as const] };
    expect(legalMoves(drawn, ANNA)).toContainEqual(purchase);
    const { game, events } = playAll(drawn, [...rolls(6, 6), purchase]);
    expect(eventOf(events, 'purchased')).toMatchObject({ player: ANNA, other: TECH, asset: 'private-island', cards: ['bolts-9'], total: 3 });
    expect(game.players[ANNA]!.assets).toEqual(['cryogenic-lab', 'private-island']);
    expect(game.players[TECH]!.assets).toEqual(['luxury-jet']);
    expect(game.discard).toContain('bolts-9');

    // 3. Her Puppet rolls 6 and 6: no Buy, an Audit; she picks Rodrigo's Celebrity Spouse.
    const rolled = events.filter((e) => e.type === 'puppetRolled');
    expect(rolled).toEqual([expect.objectContaining({ player: MEDIA, value: 6, stage: 'first' }), expect.objectContaining({ player: MEDIA, value: 6, stage: 'market' })]);
    expect(stepOf(game)).toBe('puppets.audit');
    expect(game.buy).toBeNull();
    const audited = mustPlay(game, { type: 'puppetAudit', seat: ANNA, player: RODRIGO, asset: 'celebrity-spouse', keep: false });
    expect(eventOf(audited.events, 'puppetAudited')).toMatchObject({ player: ANNA, other: RODRIGO, asset: 'celebrity-spouse', kept: false });
    expect(audited.game.players[RODRIGO]!.assets).toEqual(['cult-of-personality']);
    expect(audited.game.markets.vanity.assets).toContain('celebrity-spouse');
    expect(audited.game.current).toBe(RODRIGO);
    assertTwoPlayerInvariants(audited.game);
  });
});
