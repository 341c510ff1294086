import { describe, expect, it } from 'vitest';
import { legalMoves } from '../../src/machine/index.ts';
import { chosenOf, eventOf, mustPlay, playAll, position, refusal, typesOf } from '../helpers/game.ts';

const s = position({
  players: [
    { billionaire: 'aristocrat', hand: ['diamonds-4', 'bombs-4'] },
    { billionaire: 'media-baron', hand: [] },
    { billionaire: 'war-profiteer', hand: ['bombs-7'] },
  ],
  markets: { vanity: { faceUp: 'diamonds-1', faceDown: ['locks-4'] } },
  deck: ['dishes-1', 'dishes-2', 'dishes-3', 'dishes-4', 'dishes-5'],
});

describe('table.chosen-outcome: draw (was stack)', () => {
  it('queues chosen cards to come off the deck next, in order, without changing the phase', () => {
    const { game, events } = mustPlay(s, { type: 'choose', outcome: { kind: 'draw', cards: ['dishes-5', 'dishes-3'] } });
    expect(typesOf(events)).toEqual(['outcomeChosen']);
    expect(eventOf(events, 'outcomeChosen')).toMatchObject({ rule: 'table.chosen-outcome', outcome: { kind: 'draw', cards: ['dishes-5', 'dishes-3'] } });
    expect(game.phase).toBe(s.phase);
    expect(game.current).toBe(s.current);
    expect(game.deck).toEqual(s.deck);
    expect(chosenOf(game, 'draw')).toEqual(['dishes-5', 'dishes-3']);
    // The invest draws the first chosen card; the next player\u2019s draw gets the second.
    const played = playAll(game, [{ type: 'invest', card: 'diamonds-4', market: 'toys' }, { type: 'draw' }]);
    expect(played.game.players[0]!.hand).toEqual(['bombs-4', 'dishes-5']);
    expect(played.game.players[1]!.hand).toEqual(['dishes-3']);
    expect(chosenOf(played.game, 'draw')).toEqual([]);
    expect(played.game.chosen).not.toHaveProperty('draw'); // an empty queue leaves no key
    expect(played.game.deck.slice(0, 3)).toEqual(['dishes-1', 'dishes-2', 'dishes-4']);
  });

  it('controls inflation too, and works in the middle of a Buy', () => {
    const bought = mustPlay(s, { type: 'buy', market: 'vanity', cards: ['diamonds-4', 'bombs-4'] });
    expect(bought.game.phase).toBe('turn.claim');
    const stacked = mustPlay(bought.game, { type: 'choose', outcome: { kind: 'draw', cards: ['dishes-4', 'dishes-1', 'dishes-5'] } });
    expect(stacked.game.phase).toBe('turn.claim');
    const { game } = mustPlay(stacked.game, { type: 'claim', asset: 'celebrity-spouse' });
    expect(game.markets.vanity).toMatchObject({ faceUp: 'dishes-5', faceDown: ['dishes-1', 'dishes-4'] });
  });

  it('a card chosen again moves to the back of the queue', () => {
    const { game } = playAll(s, [
      { type: 'choose', outcome: { kind: 'draw', cards: ['dishes-5', 'dishes-3'] } },
      { type: 'choose', outcome: { kind: 'draw', cards: ['dishes-5'] } },
    ]);
    expect(chosenOf(game, 'draw')).toEqual(['dishes-3', 'dishes-5']);
  });

  it('needs one or more different cards that are still in the deck', () => {
    expect(refusal(s, { type: 'choose', outcome: { kind: 'draw', cards: [] } })).toMatchObject({ code: 'chosen.empty', rule: 'table.chosen-outcome' });
    expect(refusal(s, { type: 'choose', outcome: { kind: 'draw', cards: ['dishes-1', 'dishes-1'] } })).toMatchObject({
      code: 'chosen.repeated',
      rule: 'table.chosen-outcome',
    });
    expect(refusal(s, { type: 'choose', outcome: { kind: 'draw', cards: ['diamonds-1'] } })).toMatchObject({ code: 'chosen.not-in-deck', rule: 'table.chosen-outcome' });
  });
});

describe('table.chosen-outcome: pick (was nextTieBreak)', () => {
  it('records the winner of the next tie-break without changing the phase', () => {
    const { game, events } = mustPlay(s, { type: 'choose', outcome: { kind: 'pick', seat: 2 } });
    expect(events).toEqual([{ type: 'outcomeChosen', rule: 'table.chosen-outcome', outcome: { kind: 'pick', seat: 2 } }]);
    expect(chosenOf(game, 'pick')).toEqual([2]);
    expect(game.phase).toBe(s.phase);
  });

  it('needs a seat at the table', () => {
    expect(refusal(s, { type: 'choose', outcome: { kind: 'pick', seat: 3 } })).toMatchObject({ code: 'chosen.no-player', rule: 'table.chosen-outcome' });
    expect(refusal(s, { type: 'choose', outcome: { kind: 'pick', seat: -1 } })).toMatchObject({ code: 'move.malformed' });
  });
});

describe('table moves are never listed as legal moves', () => {
  it('legalMoves offers only the game\u2019s own decisions', () => {
    expect(legalMoves(s).some((m) => m.type === 'choose')).toBe(false);
  });
});
