/**
 * The list of legal moves is computed once per state and seat and shared, so it is frozen; `play`
 * checks every move anyway. (Lists are per seat now: `legalMoves(state, seat)`.)
 */
import { describe, expect, it } from 'vitest';
import { createGame, legalMoves, play } from '../../src/machine/index.ts';

const made = createGame({ players: 3, seed: 9 });
if (!made.ok) throw new Error(made.error.reason);
const game = made.game;

describe('legalMoves', () => {
  it('gives the same list for the same state', () => {
    expect(legalMoves(game, game.current)).toBe(legalMoves(game, game.current));
    expect(legalMoves(game)).toEqual(legalMoves(game, game.current));
  });

  it('is frozen, since every caller shares it', () => {
    expect(Object.isFrozen(legalMoves(game, game.current))).toBe(true);
  });

  it('a listed move altered by its caller is checked like any other', () => {
    const buy = { ...legalMoves(game).find((m) => m.type === 'buy')! } as { type: 'buy'; market: string; cards: readonly string[] };
    buy.cards = ['dishes-9', 'dishes-6', 'dishes-3'];
    expect(play(game, buy).ok).toBe(false);
  });

  it('a copy of a listed move is still checked in full', () => {
    const buy = legalMoves(game).find((m) => m.type === 'buy')!;
    expect(play(game, { ...buy }).ok).toBe(true);
    expect(play(game, { ...buy, cards: ['not-a-card'] }).ok).toBe(false);
  });
});
