/**
 * Boarding together (`space.together`, Ruling 5): only in games that started with four or more seats;
 * the top scorer always boards and chooses a partner among the other players still in the game (with
 * Puppets, only their own); the partner may refuse, and then the top scorer flies alone. One
 * invitation only; nobody else may board or choose.
 */
import { describe, expect, it } from 'vitest';
import { deciders, legalMoves, partnersOf, spaceOf, stepOf } from '../../../src/machine/index.ts';
import { eventOf, mustPlay, playAll, refusal, typesOf } from '../../helpers/game.ts';
import { ARISTOCRAT, launchAfterTurn, MEDIA, PROPERTY, rolls, spaceTable, TECH, WAR } from './table.ts';

/** The War Profiteer tops the envelope with 5 (Bombs 7 + Bombs 4); the Aristocrat has 2 (Diamonds 5, the last card). */
const topWar = (count = 4) => spaceTable({ count, envelope: ['bombs-7', 'bombs-4'], deck: ['diamonds-5'] });

describe('space.together', () => {
  it('lets a three-player game’s top scorer fly alone at once: nobody is asked', () => {
    const { game, events } = launchAfterTurn(topWar(3), rolls(6));
    expect(typesOf(events)).not.toContain('rocketInvite');
    expect(eventOf(events, 'rocketBoarded')).toMatchObject({ players: [WAR], score: 5 });
    expect(spaceOf(game).launch).toBeNull();
    expect(partnersOf(topWar(3), WAR)).toEqual([]);
  });

  it.each([4, 5])('asks the top scorer of a %i-player game to board alone or with any other player', (count) => {
    const { game } = launchAfterTurn(topWar(count));
    expect(stepOf(game)).toBe('space.board');
    expect(deciders(game)).toEqual([WAR]);
    const others = [TECH, ARISTOCRAT, MEDIA, PROPERTY].slice(0, count - 1);
    expect(legalMoves(game).filter((m) => m.type === 'boardRocket')).toEqual([
      { type: 'boardRocket', seat: WAR },
      ...others.map((partner) => ({ type: 'boardRocket', seat: WAR, partner })),
    ]);
  });

  it('boards both when the partner accepts: their scores combine and both win the escape', () => {
    const { game } = launchAfterTurn(topWar());
    const invited = mustPlay(game, { type: 'boardRocket', seat: WAR, partner: ARISTOCRAT });
    expect(eventOf(invited.events, 'rocketInvite')).toMatchObject({ player: WAR, other: ARISTOCRAT });
    expect(deciders(invited.game)).toEqual([ARISTOCRAT]);
    expect(spaceOf(invited.game).launch?.invited).toBe(ARISTOCRAT);
    // Combined 5 + 2 = 7; a roll of 4 is lower.
    const { game: after, events } = playAll(invited.game, [...rolls(4), { type: 'answerRocket', seat: ARISTOCRAT, accept: true }]);
    expect(eventOf(events, 'rocketAnswered')).toMatchObject({ player: ARISTOCRAT, other: WAR, accepted: true });
    expect(eventOf(events, 'rocketBoarded')).toMatchObject({ players: [WAR, ARISTOCRAT], score: 7 });
    expect(after.result).toEqual({ kind: 'victory', winners: [WAR, ARISTOCRAT], rule: 'space.escape', billionaires: [WAR, ARISTOCRAT] });
  });

  it('lets the partner refuse: the top scorer then flies alone, with no second invitation', () => {
    const { game } = launchAfterTurn(topWar());
    const invited = mustPlay(game, { type: 'boardRocket', seat: WAR, partner: TECH }).game;
    const { game: after, events } = playAll(invited, [...rolls(1), { type: 'answerRocket', seat: TECH, accept: false }]);
    expect(eventOf(events, 'rocketAnswered')).toMatchObject({ player: TECH, accepted: false });
    expect(eventOf(events, 'rocketBoarded')).toMatchObject({ players: [WAR], score: 5 });
    expect(after.result).toMatchObject({ winners: [WAR], billionaires: [WAR] });
  });
});

describe('Ruling 5: the top scorer always boards and chooses; a partner may refuse; nobody else has a say; only own Puppets', () => {
  it('lets the top scorer fly alone by choice', () => {
    const { game } = launchAfterTurn(topWar());
    const { events } = playAll(game, [...rolls(1), { type: 'boardRocket', seat: WAR }]);
    expect(eventOf(events, 'rocketBoarded')).toMatchObject({ players: [WAR], score: 5 });
  });

  it('gives the lower scorers no say: they cannot board, choose or answer uninvited', () => {
    const { game } = launchAfterTurn(topWar());
    expect(refusal(game, { type: 'boardRocket', seat: ARISTOCRAT, partner: TECH }).code).toMatch(/not-now|not-deciding/);
    expect(refusal(game, { type: 'answerRocket', seat: TECH, accept: true }).code).toMatch(/not-now|not-deciding/);
    const invited = mustPlay(game, { type: 'boardRocket', seat: WAR, partner: ARISTOCRAT }).game;
    expect(refusal(invited, { type: 'answerRocket', seat: TECH, accept: true }).code).toMatch(/not-now|not-deciding/);
  });

  it('refuses a partner who is the top scorer, or is out of the game', () => {
    const { game } = launchAfterTurn(topWar());
    expect(refusal(game, { type: 'boardRocket', seat: WAR, partner: WAR })).toMatchObject({ code: 'space.bad-partner', rule: 'space.together' });
    expect(refusal(game, { type: 'boardRocket', seat: WAR, partner: 7 }).code).toMatch(/bad-partner|malformed|seat/);
  });

  it('with Puppets (two players), offers only one’s own Puppet and asks it nothing', () => {
    // The War Profiteer (seat 0) controls the Tech Overlord (1); the Aristocrat (2) the Media Baron (3).
    const g = spaceTable({ puppets: true, envelope: ['bombs-7', 'bombs-4'], deck: ['bolts-5'] });
    const { game } = launchAfterTurn(g);
    expect(partnersOf(game, WAR)).toEqual([TECH]);
    expect(legalMoves(game).filter((m) => m.type === 'boardRocket')).toEqual([
      { type: 'boardRocket', seat: WAR },
      { type: 'boardRocket', seat: WAR, partner: TECH },
    ]);
    expect(refusal(game, { type: 'boardRocket', seat: WAR, partner: ARISTOCRAT }).code).toBe('space.bad-partner');
    const { game: after, events } = playAll(game, [...rolls(6), { type: 'boardRocket', seat: WAR, partner: TECH }]);
    expect(typesOf(events)).not.toContain('rocketInvite');
    // 5 + 2 = 7, and a 6 always explodes: both leave the game, and the Aristocrat is the last player left.
    expect(eventOf(events, 'rocketBoarded')).toMatchObject({ players: [WAR, TECH], score: 7 });
    expect(spaceOf(after).out).toEqual([WAR, TECH]);
    expect(after.result).toMatchObject({ winners: [ARISTOCRAT], rule: 'space.out' });
  });
});
