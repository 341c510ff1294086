/**
 * The computer players in two-player games (Puppets), Levels 1 to 4:
 *   - simple players finish every game (five Assets, a Puppet's set included, or the Revolution)
 *     well within a move cap, every move they choose legal (checked afresh from a plain copy) and
 *     every move keeping the shared and the two-player invariants (`two-player-invariants.ts`), each move with a reason that is a sentence;
 *   - they decide only from what their seat can see: at random points of random two-player games, a
 *     table that differs only in what the deciding person cannot see (the opponent's hand, the deck,
 *     face-down cards they did not Invest, the set-aside Crises, hidden Roles…) gets the same
 *     decision, reason and generator state, for the simple and the random player alike;
 *   - a simple side beats a random one.
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { checkMove, createGame, deciders, type GameState, type Level, legalMoves, play, sameMove } from '../../src/machine/index.ts';
import { playGame, type PlayerKind } from '../../src/players/index.ts';
import { assertStep } from '../helpers/invariants.ts';
import { assertTwoPlayerInvariants } from '../helpers/two-player-invariants.ts';
import { lookAlike } from '../helpers/look-alike.ts';
import { expectSameDecision } from '../helpers/same-decision.ts';
import { check } from '../helpers/check.ts';

const SENTENCE = /^[A-Z].{9,}[.!]$/;
/** Moves per game at most: simple two-player games end in 30 to about 1,000 moves (Level 4 the longest). */
const CAP = 3000;
const level = fc.constantFrom<Level>(1, 2, 3, 4);

function newGame(lv: Level, seed: number): GameState {
  const made = createGame({ players: 2, level: lv, seed });
  if (!made.ok) throw new Error(made.error.reason);
  return made.game;
}

describe('computer players in two-player games', () => {
  it('simple players finish every game within the cap, every move legal and every state sound', () => {
    const ends = { victory: 0, revolution: 0 };
    let games = 0;
    fc.assert(
      fc.property(level, fc.nat(), fc.nat(), (lv, seed, playerSeed) => {
        let checked = 0;
        const run = playGame(newGame(lv, seed), ['simple', 'simple', 'simple', 'simple'], playerSeed, CAP, (step) => {
          check(deciders(step.state)).toContain(step.seat);
          check(legalMoves(step.state, step.seat).some((m) => sameMove(m, step.move))).toBe(true);
          // Every fifth move also from a plain copy, so the check cannot trust the listed object.
          if (checked++ % 5 === 0) check(checkMove(step.state, JSON.parse(JSON.stringify(step.move)) as unknown)).toBeNull();
          check(step.reason).toMatch(SENTENCE);
          const out = play(step.state, step.move);
          if (!out.ok) throw new Error(out.illegal.reason); // playGame throws too; this keeps the types simple
          const where = `after move ${step.move.type} (Level ${lv}, seed ${seed})`;
          assertTwoPlayerInvariants(out.game, where);
          assertStep(step.state, step.move, out.game, out.events, where);
        });
        check(run.over, `Level ${lv}, seed ${seed}: not over after ${run.moves} moves`).toBe(true);
        games++;
        ends[run.final.result!.kind]++;
      }),
      { numRuns: 120, endOnFailure: true },
    );
    check(games).toBe(120);
    check(ends.victory).toBeGreaterThan(0);
    check(ends.revolution).toBeGreaterThan(0);
  }, 240_000);

  it('decide only from what their seat can see', () => {
    let compared = 0;
    const kinds = fc.array(fc.constantFrom<PlayerKind>('simple', 'random'), { minLength: 4, maxLength: 4 });
    fc.assert(
      fc.property(level, fc.nat(), kinds, fc.nat(), fc.integer({ min: 0, max: 300 }), fc.nat(), (lv, seed, who, playerSeed, prefix, hidden) => {
        let state = playGame(newGame(lv, seed), who, playerSeed, prefix).final;
        if (state.phase === 'gameOver') state = newGame(lv, seed);
        for (const seat of deciders(state)) {
          const other = lookAlike(state, seat, hidden + seat);
          expectSameDecision(state, other, seat, playerSeed);
          compared++;
        }
      }),
      { numRuns: 150 },
    );
    check(compared).toBeGreaterThanOrEqual(150);
  }, 120_000);

  it('a simple side beats a random one', () => {
    let simpleWins = 0;
    let randomWins = 0;
    for (let g = 0; g < 24; g++) {
      // The simple person (with their Puppet) sits first in even games, second in odd ones.
      const kinds: PlayerKind[] = g % 2 === 0 ? ['simple', 'simple', 'random', 'random'] : ['random', 'random', 'simple', 'simple'];
      const run = playGame(newGame(((g % 4) + 1) as Level, 600 + g), kinds, g, CAP);
      for (const w of run.final.result?.kind === 'victory' ? run.final.result.winners : [])
        if (kinds[w] === 'simple') simpleWins++;
        else randomWins++;
    }
    check(simpleWins).toBeGreaterThan(3 * randomWins);
  }, 120_000);
});
