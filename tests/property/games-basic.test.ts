/**
 * Random Level 1 games without the Special Action cards (as the rulebook suggests for a first game),
 * 3 to 5 players. See `games.test.ts` for the games with them.
 */
import { describe, it } from 'vitest';
import { randomGames } from '../helpers/game-property.ts';
import { check } from '../helpers/check.ts';

describe('random Level 1 games without Special Actions', () => {
  it('500 games keep every invariant, list only playable moves, never mutate their input, and replay identically', () => {
    const tally = randomGames({ specialActions: false, numRuns: 500 });
    check(tally.games).toBe(500);
    check(tally.rounds).toBeGreaterThan(tally.games);
    check(tally.finished).toBeGreaterThan(0);
  }, 120_000);
});
