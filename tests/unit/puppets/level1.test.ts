/**
 * The Puppets at Level 1 (`puppets.roll`): the Puppet rolls after every turn at every Level, and the
 * table may fix its die with a chosen outcome at every Level (at Level 1 no other rule rolls a die).
 */
import { describe, expect, it } from 'vitest';
import { play, TABLE } from '../../../src/machine/index.ts';
import { eventOf, playAll } from '../../helpers/game.ts';
import { RODRIGO, TECH, twoPlayers } from './table.ts';

describe('puppets.roll at Level 1', () => {
  it('rolls the seeded die for the Puppet after each turn', () => {
    const g = twoPlayers({ level: 1, deck: ['bombs-5', 'bombs-6'] });
    const { events, game } = playAll(g, [{ type: 'exchangeMarkets', seat: RODRIGO, markets: ['power', 'vanity'] }]);
    const rolled = eventOf(events, 'puppetRolled');
    expect(rolled.player).toBe(TECH);
    expect(rolled.value).toBeGreaterThanOrEqual(1);
    expect(rolled.value).toBeLessThanOrEqual(6);
    expect(game.modules.crises).toBeUndefined();
  });

  it('lets the table choose the Puppet’s die roll', () => {
    const g = twoPlayers({ level: 1, deck: ['bombs-5'] });
    const { events, game } = playAll(g, [
      { type: 'choose', seat: TABLE, outcome: { kind: 'roll', value: 3 } },
      { type: 'exchangeMarkets', seat: RODRIGO, markets: ['power', 'vanity'] },
    ]);
    expect(eventOf(events, 'puppetRolled')).toMatchObject({ player: TECH, value: 3 });
    expect(game.markets.toys.faceDown.at(-1)).toBe('bombs-5');
    expect(play(g, { type: 'choose', seat: TABLE, outcome: { kind: 'roll', value: 7 } }).ok).toBe(false);
  });
});
