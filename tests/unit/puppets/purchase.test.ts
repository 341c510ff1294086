/**
 * Purchasing an Asset from a Puppet (`puppets.purchase`): on your turn, as your Action, take one
 * Asset from either Puppet by discarding cards worth at least 3 in that Puppet's Suit. Special
 * Action cards count their value for any Puppet; a Crisis never pays; no card beyond what is needed.
 * A Purchase that completes your set wins.
 */
import { describe, expect, it } from 'vitest';
import { legalMoves, stepOf } from '../../../src/machine/index.ts';
import { eventOf, mustPlay, playAll, refusal } from '../../helpers/game.ts';
import { ANNA, MEDIA, RODRIGO, rolls, TECH, twoPlayers } from './table.ts';

/** Rodrigo to play, holding `hand`; the Tech Overlord (Electrical Bolts) holds the Private Island too. */
const table = (hand: readonly string[], rodrigoAssets?: readonly string[]) =>
  twoPlayers({
    deck: ['bombs-5', 'bombs-6'],
    seats: [{ hand: hand as never, ...(rodrigoAssets ? { assets: rodrigoAssets as never } : {}) }, { assets: ['luxury-jet', 'private-island'] }],
  });

const buy = (cards: readonly string[], asset = 'private-island', puppet = TECH) => ({
  type: 'purchase' as const,
  seat: RODRIGO,
  puppet,
  asset: asset as never,
  cards: cards as never,
});

describe('puppets.purchase', () => {
  it('takes the Asset for 3 points in the Puppet’s Suit, as the turn’s Action', () => {
    const g = table(['bolts-7']);
    expect(legalMoves(g, RODRIGO)).toContainEqual(buy(['bolts-7']));
    const { game, events } = playAll(g, [...rolls(3), buy(['bolts-7'])]);
    expect(eventOf(events, 'purchased')).toMatchObject({ player: RODRIGO, other: TECH, asset: 'private-island', cards: ['bolts-7'], total: 3 });
    expect(game.players[RODRIGO]!.assets).toContain('private-island');
    expect(game.players[TECH]!.assets).toEqual(['luxury-jet']);
    expect(game.discard).toContain('bolts-7');
    // The Action ended the turn: the Puppet rolled, and it is Anna's turn.
    expect(eventOf(events, 'puppetRolled')).toMatchObject({ player: TECH, value: 3 });
    expect(game.current).toBe(ANNA);
  });

  it('accepts several cards that together reach 3, each of them needed', () => {
    expect(() => mustPlay(table(['bolts-4', 'bolts-5']), buy(['bolts-4', 'bolts-5']))).not.toThrow();
    expect(() => mustPlay(table(['bolts-4', 'bolts-1']), buy(['bolts-4', 'bolts-1']))).not.toThrow();
  });

  it('counts Special Action cards for any Puppet: an Audit 3, Game the Market 2, a Scam 1', () => {
    expect(() => mustPlay(table(['audit-1']), buy(['audit-1']))).not.toThrow();
    expect(() => mustPlay(table(['game-the-market', 'scam']), buy(['game-the-market', 'scam']))).not.toThrow();
    expect(() => mustPlay(table(['game-the-market', 'bolts-1']), buy(['game-the-market', 'bolts-1']))).not.toThrow();
  });

  it('refuses a card of another Suit', () => {
    const g = table(['diamonds-9']);
    expect(refusal(g, buy(['diamonds-9']))).toMatchObject({ code: 'puppets.price', rule: 'puppets.purchase' });
    expect(legalMoves(g, RODRIGO).some((m) => m.type === 'purchase')).toBe(false);
  });

  it('refuses too little, and a card not needed to reach 3', () => {
    expect(refusal(table(['bolts-4']), buy(['bolts-4'])).code).toBe('puppets.price');
    expect(refusal(table(['bolts-7', 'bolts-1']), buy(['bolts-7', 'bolts-1'])).code).toBe('puppets.price');
    expect(legalMoves(table(['bolts-7', 'bolts-1']), RODRIGO).filter((m) => m.type === 'purchase' && m.asset === 'private-island')).toEqual([buy(['bolts-7'])]);
  });

  it('refuses a Crisis card', () => {
    const g = table(['floods', 'bolts-7']);
    expect(refusal(g, buy(['floods', 'bolts-7']))).toMatchObject({ code: 'puppets.crisis-pay', rule: 'puppets.purchase' });
  });

  it('buys from the opponent’s Puppet as well as one’s own', () => {
    const { game } = mustPlay(table(['dishes-7']), buy(['dishes-7'], 'gang-of-lawyers', MEDIA));
    expect(game.players[RODRIGO]!.assets).toContain('gang-of-lawyers');
    expect(game.players[MEDIA]!.assets).toEqual([]);
  });

  it('refuses a seat that is not a Puppet, and an Asset the Puppet does not hold', () => {
    const g = table(['diamonds-9', 'bolts-7']);
    expect(refusal(g, buy(['diamonds-9'], 'cryogenic-lab', ANNA)).code).toBe('puppets.not-a-puppet');
    expect(refusal(g, buy(['bolts-7'], 'mega-yacht')).code).toBe('puppets.not-held');
  });

  it('is not possible on the other person’s turn', () => {
    const g = twoPlayers({ seats: [{}, { assets: ['luxury-jet', 'private-island'] }, { hand: ['bolts-7'] }] });
    expect(g.current).toBe(RODRIGO);
    expect(refusal(g, { type: 'purchase', seat: ANNA, puppet: TECH, asset: 'private-island', cards: ['bolts-7'] }).code).toBe('seat.not-deciding');
    expect(legalMoves(g, ANNA)).toEqual([]);
  });

  it('wins at once when it completes the set', () => {
    // The Property Speculator needs Vanity twice, Influence, Power and Toys.
    const g = table(['bolts-7'], ['cult-of-personality', 'noble-estate', 'think-tank', 'mercenary-army']);
    const { game } = mustPlay(g, buy(['bolts-7']));
    expect(game.phase).toBe('gameOver');
    expect(game.result).toMatchObject({ kind: 'victory', winners: [RODRIGO] });
    expect(stepOf(game)).toBe('gameOver');
  });
});
