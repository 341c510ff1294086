/**
 * Random Level 1 games with the Special Action cards, 3 to 5 players, played only through the public
 * surface. Together with `games-basic.test.ts` (without them) that makes 1,000 games a run.
 */
import { describe, it } from 'vitest';
import { randomGames } from '../helpers/game-property.ts';
import { check } from '../helpers/check.ts';

describe('random Level 1 games with Special Actions', () => {
  it('500 games keep every invariant, list only playable moves, never mutate their input, and replay identically', () => {
    const tally = randomGames({ specialActions: true, numRuns: 500 });
    // The games really do get somewhere: Rounds end and some games are won.
    check(tally.games).toBe(500);
    check(tally.rounds).toBeGreaterThan(tally.games);
    check(tally.finished).toBeGreaterThan(0);
  }, 120_000);
});
