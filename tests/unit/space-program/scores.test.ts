/**
 * Launch Scores and who boards (`space.scores`): each Billionaire scores the points of the envelope's
 * cards in their Suit; the highest score among those still in the game boards. Rulings: a tie for the
 * top is settled at random (or by the table's pick); a Billionaire tied with an unplayed Suit still
 * boards, only a strictly higher unplayed score keeps the Rocket down; a Suit Policy doubles its Suit;
 * when nobody boards the envelope's cards go to the Discard pile and the envelope stays to be filled
 * again; a Puppet with the top score boards, alone or with its controller (`spaceProgram.puppet-flies`;
 * played without it, a Puppet left alone stayed on the ground).
 */
import { describe, expect, it } from 'vitest';
import { BILLIONAIRE_IDS, deciders, describeMove, launchScores, legalMoves, spaceOf, stepOf } from '../../../src/machine/index.ts';
import { eventOf, mustPlay, typesOf } from '../../helpers/game.ts';
import { ARISTOCRAT, draws, endTurn, launchAfterTurn, MEDIA, pick, rolls, spaceTable, TECH, WAR } from './table.ts';

/** The scores of an `envelopeOpened` event by Billionaire. */
const byBillionaire = (scores: readonly number[]) => Object.fromEntries(BILLIONAIRE_IDS.map((id, i) => [id, scores[i]]));

describe('space.scores', () => {
  it('scores each of the five Billionaires by the points of the envelope’s cards in their Suit', () => {
    // Bombs 7 (3) + Bombs 4 (2); Bolts 1 (1); Diamonds 5 (2, drawn last); Dishes 9 (3); Locks 2 (1).
    const g = spaceTable({ envelope: ['bombs-7', 'bombs-4', 'bolts-1', 'dishes-9', 'locks-2'] });
    const { events } = launchAfterTurn(g, [draws('diamonds-5')]);
    const opened = eventOf(events, 'envelopeOpened');
    expect(opened.cards).toEqual(['bombs-7', 'bombs-4', 'bolts-1', 'dishes-9', 'locks-2', 'diamonds-5']);
    expect(byBillionaire(opened.scores)).toEqual({ 'war-profiteer': 5, 'tech-overlord': 1, aristocrat: 2, 'media-baron': 3, 'property-speculator': 1 });
    expect(launchScores(g, opened.cards)).toEqual(byBillionaire(opened.scores));
  });

  it('lets the highest scorer board first and asks them about a partner (a four-player game)', () => {
    const { game } = launchAfterTurn(spaceTable({ envelope: ['dishes-9', 'bombs-1'] }), [draws('bolts-1')]);
    expect(stepOf(game)).toBe('space.board');
    expect(deciders(game)).toEqual([MEDIA]);
    expect(spaceOf(game).launch).toMatchObject({ by: WAR, top: MEDIA, invited: null });
  });

  it('keeps the Rocket down when the envelope scores nothing', () => {
    const { game, events } = launchAfterTurn(spaceTable({ deck: [], deckSize: 0 }));
    expect(eventOf(events, 'nobodyBoards')).toMatchObject({ reason: 'empty', billionaire: null, cards: [] });
    expect(spaceOf(game).gone).toBe(false);
  });
});

describe('Ruling 2: a strictly higher score for a Billionaire nobody plays keeps the Rocket down; a tie with one does not', () => {
  it('grounds the Rocket when the unplayed Property Speculator’s Locks score strictly highest: the cards go to the Discard pile', () => {
    const g = spaceTable({ envelope: ['locks-7', 'bombs-4'] });
    const { game, events } = launchAfterTurn(g, [draws('bolts-1')]);
    expect(eventOf(events, 'nobodyBoards')).toMatchObject({ reason: 'unplayed', billionaire: 'property-speculator', cards: ['locks-7', 'bombs-4', 'bolts-1'] });
    expect(typesOf(events)).not.toContain('rocketBoarded');
    expect(game.discard.slice(-3)).toEqual(['locks-7', 'bombs-4', 'bolts-1']);
    expect(spaceOf(game).launch).toBeNull();
    expect(game.current).toBe(TECH);
  });

  it('lets the War Profiteer board when his Bombs tie with the unplayed Locks', () => {
    const { game, events } = launchAfterTurn(spaceTable({ count: 3, envelope: ['locks-7', 'bombs-7'] }), [draws('bolts-1'), ...rolls(6)]);
    expect(typesOf(events)).not.toContain('nobodyBoards');
    expect(typesOf(events)).not.toContain('launchTie');
    expect(eventOf(events, 'rocketBoarded')).toMatchObject({ players: [WAR], score: 3 });
    expect(spaceOf(game).out).toEqual([WAR]);
  });
});

describe('Ruling 8: after a launch where nobody boards, the envelope stays and can be filled again', () => {
  it('keeps the (empty) envelope in the game for the next contributions', () => {
    const { game } = launchAfterTurn(spaceTable({ envelope: ['locks-7'], seats: [{}, { hand: ['bolts-9'] }] }), [draws('locks-1')]);
    expect(spaceOf(game)).toMatchObject({ envelope: [], gone: false, out: [] });
    expect(game.current).toBe(TECH);
    expect(legalMoves(game, TECH)).toContainEqual({ type: 'contribute', seat: TECH, card: 'bolts-9' });
    expect(spaceOf(mustPlay(game, { type: 'contribute', seat: TECH, card: 'bolts-9' }).game).envelope).toEqual(['bolts-9']);
  });
});

describe('Ruling 1: a tie for the highest Launch Score is settled at random, or by the table’s chosen pick', () => {
  it('boards the tied Billionaire the table picked', () => {
    const g = spaceTable({ envelope: ['bombs-7', 'diamonds-7'], deck: ['dishes-1'] });
    const { game, events } = launchAfterTurn(g, [pick(ARISTOCRAT)]);
    expect(eventOf(events, 'launchTie')).toMatchObject({ players: [WAR, ARISTOCRAT], player: ARISTOCRAT, score: 3 });
    expect(spaceOf(game).launch?.top).toBe(ARISTOCRAT);
    expect(deciders(game)).toEqual([ARISTOCRAT]);
  });

  it('settles it from the seeded random otherwise, always for one of the tied', () => {
    const tops = new Set<number>();
    for (let seed = 1; seed <= 12; seed++) {
      const { game, events } = launchAfterTurn(spaceTable({ seed, envelope: ['bombs-7', 'diamonds-7'], deck: ['dishes-1'] }));
      const tie = eventOf(events, 'launchTie');
      expect([WAR, ARISTOCRAT]).toContain(tie.player);
      expect(spaceOf(game).launch?.top).toBe(tie.player);
      tops.add(tie.player);
    }
    expect(tops.size).toBe(2);
  });
});

describe('Ruling 3: a Suit Policy doubles its Suit in the Launch Scores', () => {
  it('gives the Tech Overlord 6 for one Bolts card worth 3 under Big Tech Unleashed', () => {
    const g = spaceTable({ level: 4, policy: 'big-tech-unleashed', envelope: ['bolts-7', 'bombs-9'], deck: ['dishes-1'] });
    const { game, events } = launchAfterTurn(g);
    expect(byBillionaire(eventOf(events, 'envelopeOpened').scores)).toMatchObject({ 'tech-overlord': 6, 'war-profiteer': 3, 'media-baron': 1 });
    expect(typesOf(events)).not.toContain('launchTie');
    expect(spaceOf(game).launch?.top).toBe(TECH);
  });

  it('counts them once without a Policy: the same cards tie', () => {
    const { events } = launchAfterTurn(spaceTable({ level: 4, envelope: ['bolts-7', 'bombs-9'], deck: ['dishes-1'] }), [pick(WAR)]);
    expect(eventOf(events, 'launchTie')).toMatchObject({ players: [WAR, TECH], score: 3 });
  });
});

describe('Ruling 9: a Puppet with the highest score boards; its controller may go along', () => {
  // Two players: the War Profiteer (seat 0) controls the Tech Overlord, the Aristocrat (seat 2) the Media Baron.
  const puppets = (uncorrected?: readonly string[]) => spaceTable({ puppets: true, envelope: ['dishes-7'], deck: ['bombs-1'], ...(uncorrected ? { uncorrected } : {}) });
  const OLD = ['spaceProgram.puppet-flies'];

  it('asks the controller whether to go along with the Puppet or send it up alone', () => {
    const { game } = launchAfterTurn(puppets());
    expect(spaceOf(game).launch?.top).toBe(MEDIA);
    expect(deciders(game)).toEqual([ARISTOCRAT]);
    expect(legalMoves(game).filter((m) => m.type === 'boardRocket')).toEqual([
      { type: 'boardRocket', seat: MEDIA },
      { type: 'boardRocket', seat: MEDIA, partner: ARISTOCRAT },
    ]);
    expect(describeMove(game, { type: 'boardRocket', seat: MEDIA })).toBe('Send the Media Baron up alone');
  });

  it('sends it up alone: an escape wins for its controller', () => {
    const { game } = launchAfterTurn(puppets(), rolls(2));
    const { game: after, events } = mustPlay(game, { type: 'boardRocket', seat: MEDIA });
    expect(typesOf(events)).not.toContain('nobodyBoards');
    // Media Baron 3 (Dishes 7); the roll of 2 is lower: the Puppet escapes, and the Aristocrat wins through it.
    expect(eventOf(events, 'rocketBoarded')).toMatchObject({ players: [MEDIA], score: 3 });
    expect(after.result).toMatchObject({ kind: 'victory', winners: [ARISTOCRAT], rule: 'space.escape', billionaires: [MEDIA] });
  });

  it('sends it up alone: an explosion takes only the Puppet out; its controller plays on', () => {
    const { game } = launchAfterTurn(puppets(), rolls(5));
    const { game: after, events } = mustPlay(game, { type: 'boardRocket', seat: MEDIA });
    expect(eventOf(events, 'rocketExploded')).toMatchObject({ players: [MEDIA] });
    expect(spaceOf(after)).toMatchObject({ gone: true, out: [MEDIA] });
    expect(after.result).toBeNull();
    expect(after.current).toBe(ARISTOCRAT);
    // The Aristocrat plays on without a Puppet: her turn ends with no roll for it.
    const next = endTurn(after);
    expect(next.events.filter((e) => e.type === 'puppetRolled').map((e) => e.player)).not.toContain(MEDIA);
    expect(next.game.current).toBe(WAR);
  });

  it('flies with its controller, their scores combined, no question asked', () => {
    const { game } = launchAfterTurn(puppets(), rolls(2));
    const { game: after, events } = mustPlay(game, { type: 'boardRocket', seat: MEDIA, partner: ARISTOCRAT });
    expect(typesOf(events)).not.toContain('rocketInvite');
    // Media Baron 3 (Dishes 7) + Aristocrat 0; the roll of 2 is lower: both escape, and the Aristocrat wins.
    expect(eventOf(events, 'rocketBoarded')).toMatchObject({ players: [MEDIA, ARISTOCRAT], score: 3 });
    expect(after.result).toMatchObject({ kind: 'victory', winners: [ARISTOCRAT], rule: 'space.escape', billionaires: [MEDIA, ARISTOCRAT] });
  });

  it('played without spaceProgram.puppet-flies: a Puppet left alone stays on the ground, nobody boards, the envelope stays', () => {
    const { game } = launchAfterTurn(puppets(OLD));
    expect(describeMove(game, { type: 'boardRocket', seat: MEDIA })).toBe('Keep the Media Baron on the ground: nobody boards');
    const { game: after, events } = mustPlay(game, { type: 'boardRocket', seat: MEDIA });
    expect(eventOf(events, 'nobodyBoards')).toMatchObject({ reason: 'puppet', billionaire: 'media-baron', cards: ['dishes-7', 'bombs-1'] });
    expect(typesOf(events)).not.toContain('rocketBoarded');
    expect(spaceOf(after)).toMatchObject({ envelope: [], gone: false, launch: null });
  });
});

describe('space.scores (the end of the turn)', () => {
  it('passes the turn on after a launch that nobody boards', () => {
    const { game } = launchAfterTurn(spaceTable({ envelope: ['locks-7'] }), [draws('locks-1')]);
    expect(stepOf(game)).toBe('turn.start');
    expect(game.current).toBe(TECH);
    expect(endTurn(game).game.current).toBe(ARISTOCRAT);
  });
});
