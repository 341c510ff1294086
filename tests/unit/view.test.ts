import { describe, expect, it } from 'vitest';
import { describeEvent, MARKETS, viewOf } from '../../src/machine/index.ts';
import { mustPlay, position } from '../helpers/game.ts';

const s = position({
  players: [
    { billionaire: 'aristocrat', hand: ['D2a', 'B2a'], assets: ['corporate-enclave'] },
    { billionaire: 'media-baron', hand: ['S3a'] },
    { billionaire: 'war-profiteer', hand: [] },
  ],
  markets: { vanity: { faceUp: 'D1a', faceDown: ['L2a'] }, toys: { faceUp: 'E1a', faceDown: ['E2a', 'E3a'] } },
  deck: ['S1a', 'S1b'],
  deckSize: 2,
  discard: ['B1a'],
  current: 1,
});

describe('viewOf', () => {
  it('the table view shows every card', () => {
    const v = viewOf(s, 'table');
    expect(v.viewer).toBe('table');
    expect(v.players.map((p) => p.hand)).toEqual([['D2a', 'B2a'], ['S3a'], []]);
    expect(v.markets.toys).toEqual({ open: true, assets: s.markets.toys.assets, faceUp: 'E1a', faceDown: ['E2a', 'E3a'] });
    expect(v.deckCount).toBe(s.deck.length);
    expect(v.discard).toEqual(s.discard);
    expect(v.discard[v.discard.length - 1]).toBe('B1a');
    expect(v.current).toBe(1);
    expect(v.acting).toBe(1);
    expect(v.players[0]!.needed).toBe(1);
  });

  it('a player sees their own hand but not the others\u2019, and no face-down card', () => {
    const v = viewOf(s, 1);
    expect(v.players.map((p) => p.hand)).toEqual([[null, null], ['S3a'], []]);
    for (const m of MARKETS) {
      expect(v.markets[m].faceUp).toBe(s.markets[m].faceUp);
      expect(v.markets[m].faceDown).toEqual(s.markets[m].faceDown.map(() => null));
    }
    expect(v.markets.toys.faceDown).toEqual([null, null]);
    // Assets and the Discard pile are public.
    expect(v.players[0]!.assets).toEqual(['corporate-enclave']);
    expect(v.discard).toEqual(s.discard);
  });

  it('no card the viewer may not see appears anywhere in their view', () => {
    const v = viewOf(s, 2);
    const text = JSON.stringify(v);
    for (const hidden of ['D2a', 'B2a', 'S3a', 'L2a', 'E2a', 'E3a', ...s.deck]) expect(text).not.toContain(`"${hidden}"`);
    expect(text).toContain('"D1a"');
    expect(text).not.toContain('"deck"');
  });

  it('shows who must decide during Emergency Measures and which Markets are closed', () => {
    const closed = position({
      players: [
        { billionaire: 'aristocrat', assets: ['private-island', 'personal-zoo', 'mega-yacht'] },
        { billionaire: 'media-baron' },
        { billionaire: 'war-profiteer' },
      ],
      markets: { toys: { assets: [], faceUp: null, faceDown: [] } },
    });
    expect(viewOf(closed, 0).markets.toys.open).toBe(false);
    expect(viewOf(closed, 0).markets.vanity.open).toBe(true);
  });
});

describe('describeEvent from a viewpoint', () => {
  it('hides a drawn card from everyone but the player who drew it', () => {
    const { game, events } = mustPlay(s, { type: 'draw' });
    const drew = events[0]!;
    expect(describeEvent(game, drew, 'table')).toBe('The Media Baron draws 1 Satellite Dishes (1 left in the deck).');
    expect(describeEvent(game, drew, 1)).toContain('1 Satellite Dishes');
    expect(describeEvent(game, drew, 0)).toBe('The Media Baron draws a card (1 left in the deck).');
  });

  it('hides an invested card from the other players', () => {
    const { game, events } = mustPlay(s, { type: 'invest', card: 'S3a', market: 'vanity' });
    const invested = events.find((e) => e.type === 'invested')!;
    expect(describeEvent(game, invested, 1)).toContain('3 Satellite Dishes');
    expect(describeEvent(game, invested, 2)).toBe('The Media Baron Invests a card face-down at the Vanity Market.');
  });
});
