/**
 * The launch roll (`space.roll`) and the escape (`space.escape`): a roll lower than the Launch Score
 * escapes and wins the game at once, unless it is a six; an equal or higher roll, or any six,
 * explodes. Ruling 13: a Revealed Toady with four or more points of an escapee's Suit in their Bribe
 * envelope (counted now; a Puppet aboard: its Suit) wins with them; an explosion gives them nothing.
 */
import { describe, expect, it } from 'vitest';
import { type CardId, deciders, spaceOf, viewOf } from '../../../src/machine/index.ts';
import { eventOf, mustPlay, typesOf } from '../../helpers/game.ts';
import { ARISTOCRAT, launchAfterTurn, MEDIA, rolls, spaceTable, TECH, WAR } from './table.ts';

/** A three-player table where the War Profiteer flies alone with this envelope (the deck's top card a Bolts 1 for the Tech Overlord). */
const flyAlone = (envelope: readonly CardId[]) => spaceTable({ count: 3, envelope, deck: ['bolts-1'] });

describe('space.roll', () => {
  it.each([
    [3, 1, 'escapes'],
    [3, 2, 'escapes'],
    [3, 3, 'explodes'],
    [3, 4, 'explodes'],
    [1, 1, 'explodes'],
    [9, 5, 'escapes'],
    [9, 6, 'explodes'],
    [6, 6, 'explodes'],
  ] as const)('with a Launch Score of %i, a roll of %i %s', (score, roll, outcome) => {
    const envelope = { 1: ['bombs-1'], 3: ['bombs-7'], 6: ['bombs-7', 'bombs-8'], 9: ['bombs-7', 'bombs-8', 'bombs-9'] }[score] as CardId[];
    const { game, events } = launchAfterTurn(flyAlone(envelope), rolls(roll));
    expect(eventOf(events, 'launchRolled')).toMatchObject({ value: roll, score, rule: 'space.roll' });
    expect(typesOf(events)).toContain(outcome === 'escapes' ? 'rocketEscaped' : 'rocketExploded');
    expect(typesOf(events)).not.toContain(outcome === 'escapes' ? 'rocketExploded' : 'rocketEscaped');
    expect(game.phase === 'gameOver').toBe(outcome === 'escapes');
  });

  it('rolls from the seeded random when nobody fixed the die, the same way every time', () => {
    const once = launchAfterTurn(flyAlone(['bombs-7', 'bombs-8']));
    const again = launchAfterTurn(flyAlone(['bombs-7', 'bombs-8']));
    expect(once.game).toEqual(again.game);
    const rolled = eventOf(once.events, 'launchRolled').value;
    expect(rolled).toBeGreaterThanOrEqual(1);
    expect(rolled).toBeLessThanOrEqual(6);
  });
});

describe('space.escape', () => {
  it('wins the game at once for those aboard, naming the Billionaires who flew', () => {
    const { game, events } = launchAfterTurn(flyAlone(['bombs-7', 'bombs-8']), rolls(3));
    expect(eventOf(events, 'rocketEscaped')).toMatchObject({ players: [WAR] });
    expect(eventOf(events, 'spaceWon')).toMatchObject({ player: WAR, rule: 'space.escape' });
    expect(game.phase).toBe('gameOver');
    expect(game.result).toEqual({ kind: 'victory', winners: [WAR], rule: 'space.escape', billionaires: [WAR] });
    expect(spaceOf(game).escaped).toEqual([WAR]);
    expect(deciders(game)).toEqual([]);
    // The launch opened the envelope for everyone, and the game ended with it open.
    expect(viewOf(game, TECH).modules.spaceProgram?.envelope).toEqual(spaceOf(game).envelope);
  });

  it('shows everyone the envelope that was opened', () => {
    const { game } = launchAfterTurn(spaceTable({ envelope: ['bombs-7', 'bombs-8'], deck: ['bolts-1'] }));
    expect(viewOf(game, TECH).modules.spaceProgram?.envelope).toEqual(['bombs-7', 'bombs-8', 'bolts-1']);
  });
});

describe('Ruling 13: a Revealed Toady wins with an escapee whose Suit fills their envelope with 4 points or more', () => {
  /** Level 4, three players: the Aristocrat holds the Revealed Toady and this Bribe envelope. */
  const toadyTable = (envelope: readonly ('bombs-4' | 'bombs-7' | 'bombs-1' | 'bolts-9' | 'bolts-8')[], extra: Parameters<typeof spaceTable>[0] = {}) =>
    spaceTable({
      count: 3,
      level: 4,
      roles: [{ role: 'space-cowboy', revealed: false }, null, { role: 'toady', revealed: true }],
      envelopes: [[], [], [...envelope]],
      envelope: ['bombs-8', 'bombs-9'],
      deck: ['dishes-1'],
      ...extra,
    });

  it('wins with the War Profiteer’s escape with 4 points of Bombs (Bombs 7 and Bombs 1)', () => {
    const { game, events } = launchAfterTurn(toadyTable(['bombs-7', 'bombs-1']), rolls(2));
    expect(eventOf(events, 'toadyWins')).toMatchObject({ player: ARISTOCRAT, other: WAR, total: 4 });
    expect(game.result).toMatchObject({ winners: [WAR, ARISTOCRAT], rule: 'space.escape', billionaires: [WAR] });
  });

  it('does not win with 3 points of Bombs, nor with points of another Suit', () => {
    const short = launchAfterTurn(toadyTable(['bombs-7']), rolls(2));
    expect(typesOf(short.events)).not.toContain('toadyWins');
    expect(short.game.result?.winners).toEqual([WAR]);
    const other = launchAfterTurn(toadyTable(['bolts-9', 'bolts-8']), rolls(2));
    expect(other.game.result?.winners).toEqual([WAR]);
  });

  it('counts the points as they count now: a Suit Policy doubles them', () => {
    // Under Big Tech Unleashed the Tech Overlord escapes with Bolts 7 (3, doubled to 6), and the Toady's lone Bolts 8 counts 6 too.
    const g = toadyTable(['bolts-8'], { envelope: ['bolts-7'], policy: 'big-tech-unleashed' });
    const { game, events } = launchAfterTurn(g, rolls(2));
    expect(eventOf(events, 'rocketEscaped').players).toEqual([TECH]);
    expect(eventOf(events, 'toadyWins')).toMatchObject({ player: ARISTOCRAT, other: TECH, total: 6 });
    expect(game.result?.winners).toEqual([TECH, ARISTOCRAT]);
  });

  it('gives the Toady nothing when the Rocket explodes', () => {
    const { game, events } = launchAfterTurn(toadyTable(['bombs-7', 'bombs-1']), rolls(6));
    expect(typesOf(events)).toContain('rocketExploded');
    expect(typesOf(events)).not.toContain('toadyWins');
    expect(game.result).toBeNull();
  });

  it('counts a Puppet aboard by its own Suit (two players)', () => {
    // The War Profiteer (0) flies with his Puppet the Tech Overlord (1); the Aristocrat (2) holds the Toady with Bolts in her envelope.
    const g = spaceTable({
      puppets: true,
      level: 4,
      roles: [{ role: 'space-cowboy', revealed: false }, null, { role: 'toady', revealed: true }],
      envelopes: [[], [], ['bolts-9', 'bolts-1']],
      envelope: ['bombs-8', 'bombs-9'],
      deck: ['bolts-4'],
    });
    const { game } = launchAfterTurn(g);
    const { game: after, events } = mustPlay(mustPlay(game, rolls(3)[0]!).game, { type: 'boardRocket', seat: WAR, partner: TECH });
    expect(eventOf(events, 'rocketBoarded')).toMatchObject({ players: [WAR, TECH], score: 8 });
    expect(eventOf(events, 'toadyWins')).toMatchObject({ player: ARISTOCRAT, other: TECH, total: 4 });
    expect(after.result).toMatchObject({ winners: [WAR, ARISTOCRAT], billionaires: [WAR, TECH] });
    expect(after.result?.winners).not.toContain(MEDIA);
  });
});
