/**
 * The lazy legal-move list a share link is read with gives the same moves, in the same order, as
 * `legalMoves`, on every state of random Level 1 and Level 2 games (a fresh copy of each state, so
 * neither reads the other's cache).
 */
import { describe, expect, it } from 'vitest';
import { legalMoveList } from '../../../src/machine/core/legal.ts';
import { nextInt } from '../../../src/machine/core/rng.ts';
import { createGame, deciders, type GameState, legalMoves, play } from '../../../src/machine/index.ts';

describe('legalMoveList', () => {
  for (const level of [1, 2] as const)
    it(`matches legalMoves on every state of random Level ${level} games`, { timeout: 60_000 }, () => {
      let compared = 0;
      for (let g = 0; g < 8; g++) {
        const made = createGame({ players: 3 + (g % 3), level, seed: 300 + g });
        if (!made.ok) throw new Error(made.error.reason);
        let state: GameState = made.game;
        let rng = g + 1;
        for (let step = 0; step < 400 && state.phase !== 'gameOver'; step++) {
          for (const seat of deciders(state)) {
            const lazy = legalMoveList({ ...state }, seat);
            const full = legalMoves({ ...state }, seat);
            expect(lazy.length).toBe(full.length);
            for (let i = 0; i < full.length; i++) expect(lazy.at(i)).toEqual(full[i]);
            expect(lazy.at(full.length)).toBeUndefined();
            compared++;
          }
          const seats = deciders(state);
          let i: number;
          [i, rng] = nextInt(rng, seats.length);
          const list = legalMoves(state, seats[i]!);
          [i, rng] = nextInt(rng, list.length);
          const out = play(state, list[i]);
          if (!out.ok) throw new Error(out.illegal.reason);
          state = out.game;
        }
      }
      expect(compared).toBeGreaterThan(1000);
    });
});
