/**
 * The sealed envelope (`space.sealed`, Ruling 14): a contribution is shown as it goes in; afterwards
 * only the table view names the envelope's cards. A player's view has a count and no cards, and a
 * player's log says a Resource card went in without naming it, until a launch opens the envelope.
 */
import { describe, expect, it } from 'vitest';
import { cardName, describeEvent, viewOf } from '../../../src/machine/index.ts';
import { unseenBy } from '../../../src/machine/modules/level1/odds.ts';
import { eventOf, mustPlay, position } from '../../helpers/game.ts';
import { ARISTOCRAT, launchAfterTurn, MEDIA, spaceTable, TECH, WAR } from './table.ts';

const table = () => spaceTable({ panicDone: false, seats: [{ hand: ['bombs-9'] }], envelope: ['dishes-4', 'locks-2'] });

describe('space.sealed', () => {
  it('gives each player a count and no cards; the table view lists them', () => {
    const g = table();
    for (const seat of [WAR, TECH, ARISTOCRAT, MEDIA]) expect(viewOf(g, seat).modules.spaceProgram).toMatchObject({ envelope: null, count: 2, gone: false, out: [] });
    expect(viewOf(g, 'table').modules.spaceProgram).toMatchObject({ envelope: ['dishes-4', 'locks-2'], count: 2 });
  });

  it('hides the envelope from the player who just contributed too', () => {
    const { game } = mustPlay(table(), { type: 'contribute', seat: WAR, card: 'bombs-9' });
    expect(viewOf(game, WAR).modules.spaceProgram).toMatchObject({ envelope: null, count: 3 });
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

describe('Ruling 14: a contribution is shown as it goes in; afterwards only the table view names the cards', () => {
  it('names the card in the table’s log, and only says “a Resource card” in each player’s', () => {
    const { game, events } = mustPlay(table(), { type: 'contribute', seat: WAR, card: 'bombs-9' });
    const e = eventOf(events, 'contributed');
    expect(describeEvent(game, e, 'table')).toContain(cardName('bombs-9'));
    for (const seat of [WAR, TECH, ARISTOCRAT, MEDIA]) {
      const said = describeEvent(game, e, seat);
      expect(said).toMatch(/a Resource card/);
      expect(said).not.toContain(cardName('bombs-9'));
    }
  });

  it('opens the envelope to everyone once a launch reveals it', () => {
    const { game } = launchAfterTurn(spaceTable({ envelope: ['bombs-7', 'bombs-4'], deck: ['diamonds-5'] }));
    for (const seat of [WAR, TECH, ARISTOCRAT, MEDIA]) expect(viewOf(game, seat).modules.spaceProgram?.envelope).toEqual(['bombs-7', 'bombs-4', 'diamonds-5']);
    expect(viewOf(game, TECH).modules.spaceProgram?.launch).toMatchObject({ by: WAR, top: WAR });
  });
});
