import { describe, expect, it } from 'vitest';
import { describeEvent, MARKETS, viewOf } from '../../src/machine/index.ts';
import { mustPlay, position } from '../helpers/game.ts';

const s = position({
  players: [
    { billionaire: 'aristocrat', hand: ['diamonds-4', 'bombs-4'], assets: ['corporate-enclave'] },
    { billionaire: 'media-baron', hand: ['dishes-7'] },
    { billionaire: 'war-profiteer', hand: [] },
  ],
  markets: { vanity: { faceUp: 'diamonds-1', faceDown: ['locks-4'] }, toys: { faceUp: 'bolts-1', faceDown: ['bolts-4', 'bolts-7'] } },
  deck: ['dishes-1', 'dishes-2'],
  deckSize: 2,
  discard: ['bombs-1'],
  current: 1,
});

describe('viewOf', () => {
  it('the table view shows every card', () => {
    const v = viewOf(s, 'table');
    expect(v.viewer).toBe('table');
    expect(v.players.map((p) => p.hand)).toEqual([['diamonds-4', 'bombs-4'], ['dishes-7'], []]);
    expect(v.markets.toys).toEqual({ open: true, assets: s.markets.toys.assets, faceUp: 'bolts-1', faceDown: ['bolts-4', 'bolts-7'] });
    expect(v.deckCount).toBe(s.deck.length);
    expect(v.discard).toEqual(s.discard);
    expect(v.discard[v.discard.length - 1]).toBe('bombs-1');
    expect(v.current).toBe(1);
    expect(v.deciders).toEqual([1]); // was `acting`: the seats that may act now
    expect(v.players[0]!.needed).toBe(1);
  });

  it('a player sees their own hand but not the others\u2019, and no face-down card', () => {
    const v = viewOf(s, 1);
    expect(v.players.map((p) => p.hand)).toEqual([[null, null], ['dishes-7'], []]);
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
    for (const hidden of ['diamonds-4', 'bombs-4', 'dishes-7', 'locks-4', 'bolts-4', 'bolts-7', ...s.deck]) expect(text).not.toContain(`"${hidden}"`);
    expect(text).toContain('"diamonds-1"');
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
    const { game, events } = mustPlay(s, { type: 'invest', card: 'dishes-7', market: 'vanity' });
    const invested = events.find((e) => e.type === 'invested')!;
    expect(describeEvent(game, invested, 1)).toContain('3 Satellite Dishes');
    expect(describeEvent(game, invested, 2)).toBe('The Media Baron Invests a card face-down at the Vanity Market.');
  });
});
