import { describe, expect, it } from 'vitest';
import { legalMoves, type PositionInput } from '../../src/machine/index.ts';
import { assertInvariants } from '../helpers/invariants.ts';
import { mustPlay, position, refusal, typesOf } from '../helpers/game.ts';

const PLAYERS = [
  { billionaire: 'aristocrat', hand: ['diamonds-1'] },
  { billionaire: 'media-baron', hand: ['dishes-1', 'dishes-4'] },
  { billionaire: 'war-profiteer', hand: [] },
] as const satisfies PositionInput['players'];

const start = (over: Partial<PositionInput> = {}) => position({ players: PLAYERS, deck: ['bombs-7', 'bolts-7', 'locks-7'], ...over });

describe('turn.draw', () => {
  it('takes the top card of the Draw deck into the hand, then waits for the Action', () => {
    const s = start();
    const deckBefore = s.deck.length;
    const { game, events } = mustPlay(s, { type: 'draw' });
    expect(game.players[0]!.hand).toEqual(['diamonds-1', 'bombs-7']);
    expect(game.deck).toHaveLength(deckBefore - 1);
    expect(game.deck[0]).toBe('bolts-7');
    expect(game.phase).toBe('turn.action');
    expect(game.current).toBe(0);
    expect(events).toEqual([{ type: 'drew', rule: 'turn.draw', player: 0, card: 'bombs-7', secret: true, count: deckBefore - 1 }]);
    assertInvariants(game);
  });

  it('is optional: an Action straight away skips the draw', () => {
    const s = start();
    const { game } = mustPlay(s, { type: 'exchangeMarkets', markets: ['influence', 'legacy'] });
    expect(game.players[0]!.hand).toEqual(['diamonds-1']);
    expect(game.deck).toEqual(s.deck);
    expect(game.current).toBe(1);
  });

  it('happens at most once a turn', () => {
    const { game } = mustPlay(start(), { type: 'draw' });
    expect(refusal(game, { type: 'draw' })).toMatchObject({ code: 'phase.not-now', rule: 'turn.action' });
    expect(legalMoves(game).some((m) => m.type === 'draw')).toBe(false);
  });

  it('can take a chosen card from anywhere in the deck (dispute mode)', () => {
    const s = start();
    const chosen = s.deck[s.deck.length - 1]!;
    const { game } = mustPlay(s, { type: 'draw', card: chosen });
    expect(game.players[0]!.hand).toEqual(['diamonds-1', chosen]);
    expect(game.deck).toEqual(s.deck.slice(0, -1));
  });

  it('refuses a chosen card that is not in the deck', () => {
    expect(refusal(start(), { type: 'draw', card: 'dishes-1' })).toMatchObject({ code: 'chosen.not-in-deck', rule: 'table.chosen-outcome' });
  });

  it('cannot draw from an empty deck', () => {
    const s = start({ deck: [], deckSize: 0 });
    expect(refusal(s, { type: 'draw' })).toMatchObject({ code: 'draw.deck-empty', rule: 'round.end' });
    expect(legalMoves(s).some((m) => m.type === 'draw')).toBe(false);
  });
});

describe('turn.hand-limit', () => {
  it('a player holding two cards cannot draw a third', () => {
    const s = start({ current: 1 });
    expect(refusal(s, { type: 'draw' })).toMatchObject({ code: 'draw.hand-full', rule: 'turn.hand-limit' });
    expect(legalMoves(s).some((m) => m.type === 'draw')).toBe(false);
  });

  it('a player with one card may draw up to two', () => {
    expect(legalMoves(start())).toContainEqual({ type: 'draw', seat: 0 });
  });

  it('an Invest from a full hand draws back up to two, never three', () => {
    const { game } = mustPlay(start({ current: 1 }), { type: 'invest', card: 'dishes-1', market: 'toys' });
    expect(game.players[1]!.hand).toEqual(['dishes-4', 'bombs-7']);
  });

  it('the draw leaves every card in one place', () => {
    const { game, events } = mustPlay(start({ current: 2 }), { type: 'draw' });
    expect(typesOf(events)).toEqual(['drew']);
    assertInvariants(game);
  });
});
