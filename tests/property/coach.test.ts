/**
 * The coach (src/coach) in coached games with two players, the Space Program and the Troublemakers,
 * 25 games each (the Levels' 200 games each are in coach-levels-*.test.ts; the checks at each
 * decision are in tests/helpers/coach-games.ts); and at random decisions of random games at every
 * table, a table that differs only in what the learner cannot see gets the same advice, word for word.
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { deciders } from '../../src/machine/index.ts';
import { playGame } from '../../src/players/index.ts';
import { adviceFor } from '../../src/coach/index.ts';
import { coachedGamesTest, newGame, TABLES } from '../helpers/coach-games.ts';
import { lookAlike } from '../helpers/look-alike.ts';
import { check } from '../helpers/check.ts';

describe('the coach', () => {
  for (const { name, options } of TABLES.filter((t) => !t.name.startsWith('Level'))) coachedGamesTest(name, options, 25);

  it('says the same to the learner on tables that differ only in what the learner cannot see', { timeout: 120_000 }, () => {
    let compared = 0;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: TABLES.length - 1 }), fc.nat(), fc.integer({ min: 0, max: 150 }), fc.nat(), fc.nat(), (t, seed, prefix, hidden, rng) => {
        const options = TABLES[t]!.options;
        const start = newGame(options, seed);
        let state = playGame(
          start,
          start.players.map(() => 'simple'),
          seed,
          prefix,
        ).final;
        if (state.phase === 'gameOver') state = start;
        for (const seat of deciders(state)) {
          const other = lookAlike(state, seat, hidden + seat);
          check(JSON.stringify(adviceFor(other, seat, rng))).toBe(JSON.stringify(adviceFor(state, seat, rng)));
          compared++;
        }
      }),
      { numRuns: 120 },
    );
    check(compared).toBeGreaterThanOrEqual(120);
  });
});
