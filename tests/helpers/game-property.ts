/**
 * The random-games property shared by the two game files (with and without the Special Action
 * cards, so that vitest runs them side by side on two cores).
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import { createGame, type GameState, replay } from '../../src/machine/index.ts';
import { assertInvariants } from './invariants.ts';
import { checkStep, playRandomly } from './random-play.ts';

/** Moves per game at most. */
export const MAX_MOVES = 150;
/** Every SAMPLE-th position gets the expensive checks (each listed move played; frozen input). */
export const SAMPLE = 40;

/** Two fast-check numbers per move: see `chooseMove`. */
export const choices = fc.array(fc.noBias(fc.nat({ max: 0xffff })), { minLength: 2 * MAX_MOVES, maxLength: 2 * MAX_MOVES });

export function newGame(players: number, specialActions: boolean, seed: number): GameState {
  const made = createGame({ players, specialActions, seed });
  if (!made.ok) throw new Error(`setup refused: ${made.error.reason}`);
  return made.game;
}

export interface Tally {
  games: number;
  finished: number;
  rounds: number;
  moves: number;
}

/** Runs `numRuns` random games from new setups and returns what they reached. */
export function randomGames(specialActions: boolean, numRuns: number): Tally {
  const tally: Tally = { games: 0, finished: 0, rounds: 0, moves: 0 };
  fc.assert(
    fc.property(fc.integer({ min: 3, max: 5 }), fc.nat(), fc.nat({ max: SAMPLE - 1 }), choices, (players, seed, offset, picks) => {
      const start = newGame(players, specialActions, seed);
      assertInvariants(start, 'at setup');
      const run = playRandomly(start, picks, MAX_MOVES, (step) => checkStep(step, SAMPLE, offset));

      // Determinism: the same options and moves give the same game.
      expect(newGame(players, specialActions, seed)).toEqual(start);
      const replayed = replay(newGame(players, specialActions, seed), run.moves);
      expect(replayed.ok).toBe(true);
      expect(replayed.states[replayed.states.length - 1]).toEqual(run.final);

      tally.games++;
      tally.moves += run.moves.length;
      tally.rounds += run.final.round - 1;
      if (run.final.phase === 'gameOver') tally.finished++;
    }),
    { numRuns },
  );
  return tally;
}
