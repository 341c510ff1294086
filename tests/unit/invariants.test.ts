/** The invariant checker used by the property tests must itself catch broken tables. */
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../src/machine/index.ts';
import { violations } from '../helpers/invariants.ts';
import { chooseMove, deepFreeze } from '../helpers/random-play.ts';
import { position } from '../helpers/game.ts';

const s = position({
  players: [
    { billionaire: 'aristocrat', hand: ['D1a'], assets: ['art-hoard'] },
    { billionaire: 'media-baron', hand: ['S1a', 'S2a'] },
    { billionaire: 'war-profiteer' },
  ],
  markets: { toys: { faceUp: 'B1a', faceDown: ['B2a'] } },
});

const withPlayer = (i: number, change: Partial<GameState['players'][number]>): GameState => ({
  ...s,
  players: s.players.map((p, j) => (j === i ? { ...p, ...change } : p)),
});

describe('violations', () => {
  it('finds nothing wrong with a sound table', () => {
    expect(violations(s)).toEqual([]);
  });

  it('catches a card in two places, a lost card and a foreign card', () => {
    expect(violations(withPlayer(2, { hand: ['B1a'] })).join()).toMatch(/card B1a is in 2 places/);
    expect(violations({ ...s, deck: s.deck.slice(1) }).join()).toMatch(/is in 0 places/);
    expect(violations({ ...s, discard: [...s.discard, 'killer-robots'] }).join()).toMatch(/killer-robots is not part of this game/);
  });

  it('catches an Asset in two places or nowhere, and at the wrong Market', () => {
    expect(violations(withPlayer(1, { assets: ['art-hoard'] })).join()).toMatch(/asset art-hoard is in 2 places/);
    expect(violations(withPlayer(0, { assets: [] })).join()).toMatch(/asset art-hoard is in 0 places/);
    const wrong = { ...s, markets: { ...s.markets, toys: { ...s.markets.toys, assets: [...s.markets.toys.assets, 'art-hoard' as const] } } };
    expect(violations({ ...wrong, players: withPlayer(0, { assets: [] }).players }).join()).toMatch(/art-hoard sits in the wrong market toys/);
  });

  it('catches four Assets in a Market, a hand of three, and cards at a closed Market', () => {
    const four = { ...s, unusedAssets: s.unusedAssets.filter((a) => a !== 'luxury-jet'), markets: { ...s.markets, toys: { ...s.markets.toys, assets: [...s.markets.toys.assets, 'luxury-jet' as const] } } };
    expect(violations(four).join()).toMatch(/toys holds 4 assets/);
    const three = { ...withPlayer(1, { hand: ['S1a', 'S2a', s.deck[0]!] }), deck: s.deck.slice(1) };
    expect(violations(three).join()).toMatch(/player 1 holds 3 cards/);
    const closed = { ...s, players: withPlayer(2, { assets: [...s.markets.toys.assets] }).players, markets: { ...s.markets, toys: { ...s.markets.toys, assets: [] } } };
    expect(violations(closed).join()).toMatch(/closed market toys holds cards/);
  });

  it('catches leftovers of a phase: a Buy, a card aside, an Emergency queue', () => {
    expect(violations({ ...s, aside: ['D1a'], players: withPlayer(0, { hand: [] }).players }).join()).toMatch(/a card aside in turn.start/);
    expect(violations({ ...s, emergency: [1] }).join()).toMatch(/an Emergency queue in turn.start/);
  });
});

describe('random-play helpers', () => {
  it('chooseMove picks a kind first, then a move of that kind', () => {
    const moves = [{ type: 'draw' }, { type: 'pass' }, { type: 'exchangeMarkets', markets: ['toys', 'power'] }, { type: 'exchangeMarkets', markets: ['toys', 'vanity'] }] as const;
    // draw has weight 3, the others 1: kinds are draw ×3, pass, exchangeMarkets.
    expect(chooseMove(moves, 0, 0)).toEqual({ type: 'draw' });
    expect(chooseMove(moves, 3, 0)).toEqual({ type: 'pass' });
    expect(chooseMove(moves, 4, 1)).toEqual({ type: 'exchangeMarkets', markets: ['toys', 'vanity'] });
  });

  it('deepFreeze makes every write throw', () => {
    const frozen = deepFreeze({ a: { b: [1] } });
    expect(() => {
      (frozen.a.b as number[]).push(2);
    }).toThrow(TypeError);
  });
});
