/** The list of legal moves is computed once per state, frozen, and trusted by `play`. */
import { describe, expect, it } from 'vitest';
import { createGame, legalMoves, play } from '../../src/machine/index.ts';

const made = createGame({ players: 3, seed: 9 });
if (!made.ok) throw new Error(made.error.reason);
const game = made.game;

describe('legalMoves', () => {
  it('gives the same list for the same state', () => {
    expect(legalMoves(game)).toBe(legalMoves(game));
  });

  it('cannot be altered into an illegal move', () => {
    const moves = legalMoves(game);
    const buy = moves.find((m) => m.type === 'buy')!;
    expect(Object.isFrozen(moves)).toBe(true);
    expect(Object.isFrozen(buy)).toBe(true);
    expect(() => (buy as { cards: string[] }).cards.push('B1a')).toThrow();
    expect(() => ((buy as { market: string }).market = 'nowhere')).toThrow();
  });

  it('a copy of a listed move is still checked in full', () => {
    const buy = legalMoves(game).find((m) => m.type === 'buy')!;
    expect(play(game, { ...buy }).ok).toBe(true);
    expect(play(game, { ...buy, cards: ['not-a-card'] }).ok).toBe(false);
  });
});
