/**
 * Random Level 2 games from new setups, 3 to 5 players, with and without the Special Action cards,
 * played only through the public surface by a bold or a cautious player that sometimes fixes chosen
 * outcomes (die roll, set-aside Crisis, Panic! card). After every move: every invariant of Level 1,
 * Rebels on Crises + in reserve = 10 with 0 ≤ Rebels ≤ icons on each Crisis, the Panic! at most once
 * (and its cards gone once done), the game over in the Revolution exactly when ten Rebels stand on
 * Crises, every listed move playable, no input mutated, and the same game again on replay.
 * `level2-positions.test.ts` adds games from random positions.
 */
import { describe, it } from 'vitest';
import { randomGames } from '../helpers/game-property.ts';
import { check } from '../helpers/check.ts';

const GAMES = 320;

describe('random Level 2 games', () => {
  it(`${GAMES} games keep every invariant, go through the Panic! and end in a victory or the Revolution`, () => {
    const tally = randomGames({ specialActions: 'both', numRuns: GAMES, level: 2 });
    check(tally.games).toBe(GAMES);
    // The games really do get somewhere: the Panic! is agreed and refused, with trades and
    // withdrawals, Rebels come off, and games end in the Revolution and in victories.
    check(tally.panics).toBeGreaterThan(GAMES / 2);
    check(tally.panicsAgreed).toBeGreaterThan(10);
    check(tally.panicsRefused).toBeGreaterThan(10);
    check(tally.panicTrades).toBeGreaterThan(0);
    check(tally.panicWithdrawals).toBeGreaterThan(0);
    check(tally.rebelsRemoved).toBeGreaterThan(0);
    check(tally.tableMoves).toBeGreaterThan(0);
    check(tally.revolutions).toBeGreaterThan(GAMES / 4);
    check(tally.victories).toBeGreaterThan(0);
    check(tally.rounds).toBeGreaterThan(tally.games);
  }, 120_000);
});
