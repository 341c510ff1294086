/**
 * Games continued from random positions: a random game is stopped at a resting point, its position
 * is read with `positionOf` and set up again with `createFromPosition`, and play goes on from there.
 * The copy must be the same game (state for state, apart from the options that record where it
 * started), and every invariant must keep holding.
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { BILLIONAIRE_IDS, createFromPosition, createGame } from '../../src/machine/index.ts';
import { choices, continueFrom, midgame, SAMPLE } from '../helpers/game-property.ts';
import { assertInvariants } from '../helpers/invariants.ts';

const GAMES = 100;

const seats = fc.integer({ min: 3, max: 5 }).chain((n) => fc.shuffledSubarray([...BILLIONAIRE_IDS], { minLength: n, maxLength: n }));

describe('games continued from random positions', () => {
  it(`${GAMES} games started from a position, stopped, re-created and played on`, () => {
    fc.assert(
      fc.property(
        seats,
        fc.boolean(),
        fc.nat(),
        fc.integer({ min: 0, max: 150 }),
        fc.nat({ max: SAMPLE - 1 }),
        choices,
        choices,
        (billionaires, specialActions, seed, prefix, offset, before, after) => {
          // Every card dealt at random: one unknown card in each hand, the Markets as setup deals them.
          const made = createFromPosition({ players: billionaires.map((billionaire) => ({ billionaire, hand: [null] })), specialActions, seed });
          if (!made.ok) throw new Error(made.error.reason);
          assertInvariants(made.game, 'at the start');
          const mid = midgame(made.game, before, prefix);
          if (mid === null) return;
          continueFrom(mid, after, offset);
        },
      ),
      { numRuns: GAMES },
    );
  }, 120_000);

  it('games made by createGame, stopped, re-created and played on', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 5 }),
        fc.boolean(),
        fc.nat(),
        fc.integer({ min: 0, max: 150 }),
        choices,
        choices,
        (players, specialActions, seed, prefix, before, after) => {
          const made = createGame({ players, specialActions, seed });
          if (!made.ok) throw new Error(made.error.reason);
          const mid = midgame(made.game, before, prefix);
          if (mid !== null) continueFrom(mid, after, 0);
        },
      ),
      { numRuns: 50 },
    );
  }, 60_000);
});
