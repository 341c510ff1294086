/**
 * Trading with your Puppet (`puppets.swap`) at the end of each Round: one for one, as many pairs as
 * you like, only with your own Puppet, asked only when both you and your Puppet hold an Asset.
 * Rulings: the very last step of the Round, before the Poorest Player is found; the person who
 * ended the Round trades first; a trade completing either set wins at once.
 */
import { describe, expect, it } from 'vitest';
import { legalMoves, stepOf } from '../../../src/machine/index.ts';
import { eventOf, mustPlay, playAll, refusal, typesOf } from '../../helpers/game.ts';
import { ANNA, endTurn, MEDIA, RODRIGO, TECH, twoPlayers, type TwoPlayerTable } from './table.ts';

/** The deck holds one card: the Puppet's roll after the current person's turn takes it, and the Round ends. */
function roundEnds(table: TwoPlayerTable = {}) {
  return endTurn(twoPlayers({ deck: ['bombs-5'], deckSize: 1, ...table }), [2]);
}

describe('puppets.swap', () => {
  it('asks each person in turn, from the one who ended the Round, after everything else in the Round', () => {
    const { game, events } = roundEnds();
    expect(stepOf(game)).toBe('puppets.swap');
    expect(game.phase).toBe('endOfRound.close');
    expect(game.windows.at(-1)).toMatchObject({ kind: 'puppets.swap', seats: [RODRIGO, ANNA] });
    expect(typesOf(events)).toContain('refilled');
    expect(typesOf(events)).not.toContain('firstPlayer');
    const annaEnds = roundEnds({ current: ANNA }).game;
    expect(annaEnds.windows.at(-1)).toMatchObject({ kind: 'puppets.swap', seats: [ANNA, RODRIGO] });
  });

  it('trades one for one with one’s own Puppet, as often as wanted, then the Poorest Player is found', () => {
    const { game } = roundEnds({ seats: [{ assets: ['cult-of-personality', 'think-tank'] }, { assets: ['luxury-jet', 'private-island'] }] });
    expect(legalMoves(game, RODRIGO)).toContainEqual({ type: 'puppetSwap', seat: RODRIGO, give: 'think-tank', take: 'private-island' });
    const one = mustPlay(game, { type: 'puppetSwap', seat: RODRIGO, give: 'think-tank', take: 'private-island' });
    expect(eventOf(one.events, 'puppetSwapped')).toMatchObject({ player: RODRIGO, other: TECH, give: 'think-tank', take: 'private-island' });
    expect([...one.game.players[RODRIGO]!.assets].sort()).toEqual(['cult-of-personality', 'private-island']);
    expect([...one.game.players[TECH]!.assets].sort()).toEqual(['luxury-jet', 'think-tank']);
    // Still Rodrigo's say: another pair, then done.
    expect(stepOf(one.game)).toBe('puppets.swap');
    const two = mustPlay(one.game, { type: 'puppetSwap', seat: RODRIGO, give: 'cult-of-personality', take: 'luxury-jet' });
    expect([...two.game.players[RODRIGO]!.assets].sort()).toEqual(['luxury-jet', 'private-island']);
    const done = playAll(two.game, [
      { type: 'endSwaps', seat: RODRIGO },
      { type: 'endSwaps', seat: ANNA },
    ]);
    expect(eventOf(done.events, 'firstPlayer').players.every((s) => s === RODRIGO || s === ANNA)).toBe(true);
    expect(done.game.round).toBe(2);
    expect(done.game.phase).toBe('turn.start');
  });

  it('never trades with the opponent’s Puppet, nor an Asset one does not hold', () => {
    const { game } = roundEnds();
    expect(refusal(game, { type: 'puppetSwap', seat: RODRIGO, give: 'cult-of-personality', take: 'gang-of-lawyers' }).code).toBe('puppets.not-held');
    expect(refusal(game, { type: 'puppetSwap', seat: RODRIGO, give: 'cryogenic-lab', take: 'luxury-jet' }).code).toBe('puppets.not-held');
    expect(legalMoves(game, RODRIGO).some((m) => m.type === 'puppetSwap' && m.take === 'gang-of-lawyers')).toBe(false);
    expect(refusal(twoPlayers(), { type: 'endSwaps', seat: RODRIGO }).rule).toBeDefined();
  });

  it('asks only the people who, with their Puppet, both hold an Asset', () => {
    const onlyAnna = roundEnds({ seats: [{}, { assets: [] }] }).game;
    expect(onlyAnna.windows.at(-1)).toMatchObject({ kind: 'puppets.swap', seats: [ANNA] });
    const nobody = roundEnds({ seats: [{ assets: [] }, {}, {}, { assets: [] }] });
    expect(typesOf(nobody.events)).toContain('firstPlayer');
    expect(nobody.game.round).toBe(2);
  });

  it('wins at once when a trade completes the person’s set', () => {
    // The Property Speculator needs Vanity twice, Influence, Power and Toys; the Corporate Enclave is spare.
    const { game } = roundEnds({
      seats: [{ assets: ['cult-of-personality', 'noble-estate', 'think-tank', 'mercenary-army', 'corporate-enclave'] }, { assets: ['luxury-jet', 'private-island'] }],
    });
    const won = mustPlay(game, { type: 'puppetSwap', seat: RODRIGO, give: 'corporate-enclave', take: 'private-island' }).game;
    expect(won.phase).toBe('gameOver');
    expect(won.result).toMatchObject({ kind: 'victory', winners: [RODRIGO] });
  });

  it('wins for the controller when a trade completes the Puppet’s set', () => {
    // The Tech Overlord needs Toys twice, Legacy, Power and Vanity; the Think Tank is spare.
    const { game } = roundEnds({
      seats: [{ assets: ['cult-of-personality', 'corporate-enclave'] }, { assets: ['luxury-jet', 'private-island', 'tabloid-empire', 'golf-plantation', 'think-tank'] }],
    });
    const won = mustPlay(game, { type: 'puppetSwap', seat: RODRIGO, give: 'corporate-enclave', take: 'think-tank' }).game;
    expect(won.phase).toBe('gameOver');
    expect(won.result).toMatchObject({ kind: 'victory', winners: [RODRIGO] });
    expect(won.result?.winners).not.toContain(TECH);
    expect(won.result?.winners).not.toContain(MEDIA);
  });
});
