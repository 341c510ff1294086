/**
 * The sealed envelope (`space.sealed`, Ruling 14): a contribution is shown to every seat as it goes
 * in (`spaceProgram.contribution-shown`): each player's view shows the card until the end of the next
 * turn, and each player's log names it. The envelope itself stays shut: a player's view has a count
 * and no cards until a launch opens it. Played without the correction, a player's log said only that
 * a Resource card went in, and no view showed it.
 */
import { describe, expect, it } from 'vitest';
import { cardsOf, defaultCards, describeEvent, viewOf } from '../../../src/machine/index.ts';
import { unseenBy } from '../../../src/machine/modules/level1/odds.ts';
import { eventOf, mustPlay, playAll, position } from '../../helpers/game.ts';
import { ARISTOCRAT, endTurn, launchAfterTurn, MEDIA, pastLastStep, spaceTable, TECH, WAR } from './table.ts';

const table = (uncorrected?: readonly string[]) =>
  spaceTable({ panicDone: false, seats: [{ hand: ['bombs-9'] }], envelope: ['dishes-4', 'locks-2'], ...(uncorrected ? { uncorrected } : {}) });
const OLD = ['spaceProgram.contribution-shown'];

describe('space.sealed', () => {
  it('gives each player a count and no cards; the table view lists them', () => {
    const g = table();
    for (const seat of [WAR, TECH, ARISTOCRAT, MEDIA])
      expect(viewOf(g, seat).modules.spaceProgram).toMatchObject({ envelope: null, count: 2, gone: false, out: [], scores: null });
    expect(viewOf(g, 'table').modules.spaceProgram).toMatchObject({ envelope: ['dishes-4', 'locks-2'], count: 2 });
    // The table view also has the Launch Scores the cards would make now: each card's value for its Suit's Billionaire.
    const scores = Object.values(viewOf(g, 'table').modules.spaceProgram!.scores ?? {});
    expect(scores.filter((n) => n > 0).sort()).toEqual([cardsOf(g).value('dishes-4'), cardsOf(g).value('locks-2')].sort());
  });

  it('shows the card just contributed to every seat, and never the rest of the envelope', () => {
    const { game } = mustPlay(table(), { type: 'contribute', seat: WAR, card: 'bombs-9' });
    for (const seat of [WAR, TECH, ARISTOCRAT, MEDIA]) {
      expect(viewOf(game, seat).modules.spaceProgram).toMatchObject({ envelope: null, count: 3, shown: 'bombs-9' });
      expect(JSON.stringify(viewOf(game, seat).modules.spaceProgram)).not.toMatch(/dishes-4|locks-2/);
    }
  });

  it('takes the card off show at the end of the next turn: then only the count is left', () => {
    const { game } = pastLastStep(mustPlay(table(), { type: 'contribute', seat: WAR, card: 'bombs-9' }));
    expect(game.current).toBe(TECH);
    const after = endTurn(game).game;
    expect(after.current).toBe(ARISTOCRAT);
    for (const seat of [WAR, TECH, ARISTOCRAT, MEDIA]) expect(viewOf(after, seat).modules.spaceProgram).toMatchObject({ envelope: null, count: 3, shown: null });
    expect(JSON.stringify(viewOf(after, TECH).modules.spaceProgram)).not.toMatch(/dishes-4|locks-2|bombs-9/);
  });

  it('counts the card on show as seen, for the odds of a Buy, and as unseen again once it is off show', () => {
    const { game } = pastLastStep(mustPlay(table(), { type: 'contribute', seat: WAR, card: 'bombs-9' }));
    expect(unseenBy(game, TECH).cards).not.toContain('bombs-9');
    expect(unseenBy(game, TECH).cards).toEqual(expect.arrayContaining(['dishes-4', 'locks-2']));
    expect(unseenBy(endTurn(game).game, TECH).cards).toEqual(expect.arrayContaining(['dishes-4', 'locks-2', 'bombs-9']));
  });

  it('played without spaceProgram.contribution-shown: no view shows the card, not even the contributor’s', () => {
    const { game } = mustPlay(table(OLD), { type: 'contribute', seat: WAR, card: 'bombs-9' });
    expect(viewOf(game, WAR).modules.spaceProgram).toMatchObject({ envelope: null, count: 3, shown: null });
    expect(JSON.stringify(viewOf(game, TECH).modules.spaceProgram)).not.toMatch(/dishes-4|locks-2|bombs-9/);
  });

  it('counts the sealed cards among those a player has not seen, for the odds of a Buy', () => {
    const g = table();
    for (const seat of [WAR, TECH]) expect(unseenBy(g, seat).cards).toEqual(expect.arrayContaining(['dishes-4', 'locks-2']));
    // Once a launch opens the envelope, its cards are seen by all.
    const { game } = launchAfterTurn(spaceTable({ envelope: ['bombs-7', 'bombs-4'], deck: ['diamonds-5'] }));
    expect(unseenBy(game, TECH).cards).not.toContain('bombs-7');
  });

  it('has no envelope view without the module', () => {
    const g = position({ level: 3, players: [{ billionaire: 'war-profiteer' }, { billionaire: 'tech-overlord' }, { billionaire: 'aristocrat' }] });
    expect(viewOf(g, WAR).modules.spaceProgram).toBeUndefined();
    expect(viewOf(g, 'table').modules.spaceProgram).toBeUndefined();
  });
});

describe('Ruling 14: a contribution is shown to everyone and named in every log; the envelope stays shut', () => {
  it('names the card in every log, the table’s and each player’s', () => {
    const { game, events } = pastLastStep(mustPlay(table(), { type: 'contribute', seat: WAR, card: 'bombs-9' }));
    const e = eventOf(events, 'contributed');
    for (const viewer of ['table', WAR, TECH, ARISTOCRAT, MEDIA] as const) expect(describeEvent(game, e, viewer)).toContain(defaultCards().cardName('bombs-9'));
    // Long after, the log line still names it; the envelope's view still does not.
    const later = endTurn(endTurn(game).game).game;
    expect(describeEvent(later, e, TECH)).toContain(defaultCards().cardName('bombs-9'));
    expect(viewOf(later, TECH).modules.spaceProgram?.envelope).toBeNull();
  });

  it('played without spaceProgram.contribution-shown: the table’s log names the card, each player’s says only “a Resource card”', () => {
    const { game, events } = mustPlay(table(OLD), { type: 'contribute', seat: WAR, card: 'bombs-9' });
    const e = eventOf(events, 'contributed');
    expect(describeEvent(game, e, 'table')).toContain(defaultCards().cardName('bombs-9'));
    for (const seat of [WAR, TECH, ARISTOCRAT, MEDIA]) {
      const said = describeEvent(game, e, seat);
      expect(said).toMatch(/a Resource card/);
      expect(said).not.toContain(defaultCards().cardName('bombs-9'));
    }
  });

  it('opens the envelope to everyone once a launch reveals it', () => {
    const { game } = launchAfterTurn(spaceTable({ envelope: ['bombs-7', 'bombs-4'], deck: ['diamonds-5'] }));
    for (const seat of [WAR, TECH, ARISTOCRAT, MEDIA]) expect(viewOf(game, seat).modules.spaceProgram?.envelope).toEqual(['bombs-7', 'bombs-4', 'diamonds-5']);
    expect(viewOf(game, TECH).modules.spaceProgram?.launch).toMatchObject({ by: WAR, top: WAR });
  });
});

describe('space.sealed when a Round ends in the middle of the next turn', () => {
  it('takes the card off show when the next player ends the Round early, so the new Round opens without it', () => {
    const CLOSED = { assets: [], faceUp: null, faceDown: [] } as const;
    const oneMarketOpen = spaceTable({
      panicDone: false,
      seats: [{ hand: ['bombs-9'] }],
      envelope: ['dishes-4', 'locks-2'],
      markets: { influence: CLOSED, legacy: CLOSED, power: CLOSED, toys: CLOSED, vanity: { faceUp: 'locks-1', faceDown: ['diamonds-1'] } },
    });
    const { game } = pastLastStep(mustPlay(oneMarketOpen, { type: 'contribute', seat: WAR, card: 'bombs-9' }));
    expect(game.current).toBe(TECH);
    expect(viewOf(game, TECH).modules.spaceProgram?.shown).toBe('bombs-9');
    // TECH's turn never reaches its end: the Round ends during it.
    const ended = playAll(game, [{ type: 'draw' }, { type: 'endRoundEarly' }]).game;
    expect(ended.phase).toMatch(/^endOfRound/);
    for (const seat of [WAR, TECH, ARISTOCRAT, MEDIA]) expect(viewOf(ended, seat).modules.spaceProgram).toMatchObject({ shown: null, count: 3 });
  });
});
