/**
 * The playground's computer players draw their randomness from the move count (replaySeed), so a
 * demo replays from its link, and the seed tells nothing of the hidden cards.
 */
import { describe, expect, it } from 'vitest';
import { createGame, play, type GameState } from '../../src/machine/index.ts';
import { nextComputerMove, replaySeed } from '../../src/players/index.ts';

/** Plays a game the way the playground does: one computer move at a time, seeded by the count. */
function demo(seed: number): string[] {
  const made = createGame({ players: 4, level: 2, seed });
  if (!made.ok) throw new Error(made.error.reason);
  let state: GameState = made.game;
  const moves: string[] = [];
  for (let n = 0; n < 400 && state.phase !== 'gameOver'; n++) {
    const d = nextComputerMove(state, ['simple', 'simple', 'simple', 'simple'], replaySeed(n), true).decision;
    if (!d) break;
    const out = play(state, d.move);
    if (!out.ok) throw new Error(out.illegal.reason);
    state = out.game;
    moves.push(JSON.stringify(d.move));
  }
  return moves;
}

describe('replaySeed', () => {
  it('is a 32-bit seed that differs from one move to the next', () => {
    const seeds = Array.from({ length: 1000 }, (_, n) => replaySeed(n));
    expect(new Set(seeds).size).toBe(1000);
    for (const s of seeds) expect(Number.isInteger(s) && s >= 0 && s < 2 ** 32).toBe(true);
  });

  it('replays the same demo game from the same start, move for move', () => {
    const first = demo(26);
    expect(first.length).toBeGreaterThan(20);
    expect(demo(26)).toEqual(first);
    expect(demo(27)).not.toEqual(first);
  });
});
