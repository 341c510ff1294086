import { describe, expect, it } from 'vitest';
import { legalMoves } from '../../src/machine/index.ts';
import { eventOf, mustPlay, playAll, position, refusal, typesOf } from '../helpers/game.ts';

const s = position({
  players: [
    { billionaire: 'aristocrat', hand: ['D2a', 'B2a'] },
    { billionaire: 'media-baron', hand: [] },
    { billionaire: 'war-profiteer', hand: ['B3a'] },
  ],
  markets: { vanity: { faceUp: 'D1a', faceDown: ['L2a'] } },
  deck: ['S1a', 'S1b', 'S1c', 'S2a', 'S2b'],
});

describe('table.chosen-outcome: stack', () => {
  it('queues chosen cards to come off the deck next, in order, without changing the phase', () => {
    const { game, events } = mustPlay(s, { type: 'stack', cards: ['S2b', 'S1c'] });
    expect(typesOf(events)).toEqual(['stacked']);
    expect(eventOf(events, 'stacked')).toMatchObject({ rule: 'table.chosen-outcome', cards: ['S2b', 'S1c'] });
    expect(game.phase).toBe(s.phase);
    expect(game.current).toBe(s.current);
    expect(game.deck).toEqual(s.deck);
    expect(game.forced.draws).toEqual(['S2b', 'S1c']);
    // The invest draws the first chosen card; the next player\u2019s draw gets the second.
    const played = playAll(game, [{ type: 'invest', card: 'D2a', market: 'toys' }, { type: 'draw' }]);
    expect(played.game.players[0]!.hand).toEqual(['B2a', 'S2b']);
    expect(played.game.players[1]!.hand).toEqual(['S1c']);
    expect(played.game.forced.draws).toEqual([]);
    expect(played.game.deck.slice(0, 3)).toEqual(['S1a', 'S1b', 'S2a']);
  });

  it('controls inflation too, and works in the middle of a Buy', () => {
    const bought = mustPlay(s, { type: 'buy', market: 'vanity', cards: ['D2a', 'B2a'] });
    expect(bought.game.phase).toBe('turn.claim');
    const stacked = mustPlay(bought.game, { type: 'stack', cards: ['S2a', 'S1a', 'S2b'] });
    expect(stacked.game.phase).toBe('turn.claim');
    const { game } = mustPlay(stacked.game, { type: 'claim', asset: 'celebrity-spouse' });
    expect(game.markets.vanity).toMatchObject({ faceUp: 'S2b', faceDown: ['S1a', 'S2a'] });
  });

  it('a card chosen again moves to the back of the queue', () => {
    const { game } = playAll(s, [
      { type: 'stack', cards: ['S2b', 'S1c'] },
      { type: 'stack', cards: ['S2b'] },
    ]);
    expect(game.forced.draws).toEqual(['S1c', 'S2b']);
  });

  it('needs one or more different cards that are still in the deck', () => {
    expect(refusal(s, { type: 'stack', cards: [] })).toMatchObject({ code: 'chosen.empty', rule: 'table.chosen-outcome' });
    expect(refusal(s, { type: 'stack', cards: ['S1a', 'S1a'] })).toMatchObject({ code: 'chosen.repeated', rule: 'table.chosen-outcome' });
    expect(refusal(s, { type: 'stack', cards: ['D1a'] })).toMatchObject({ code: 'chosen.not-in-deck', rule: 'table.chosen-outcome' });
  });
});

describe('table.chosen-outcome: nextTieBreak', () => {
  it('records the winner of the next tie-break without changing the phase', () => {
    const { game, events } = mustPlay(s, { type: 'nextTieBreak', player: 2 });
    expect(events).toEqual([{ type: 'tieBreakChosen', rule: 'table.chosen-outcome', player: 2 }]);
    expect(game.forced.picks).toEqual([2]);
    expect(game.phase).toBe(s.phase);
  });

  it('needs a seat at the table', () => {
    expect(refusal(s, { type: 'nextTieBreak', player: 3 })).toMatchObject({ code: 'chosen.no-player', rule: 'table.chosen-outcome' });
    expect(refusal(s, { type: 'nextTieBreak', player: -1 })).toMatchObject({ code: 'move.malformed' });
  });
});

describe('table moves are never listed as legal moves', () => {
  it('legalMoves offers only the game\u2019s own decisions', () => {
    expect(legalMoves(s).some((m) => m.type === 'stack' || m.type === 'nextTieBreak')).toBe(false);
  });
});
