/**
 * The computer players with the Space Program (Levels 3 and 4, two to five players):
 *   - simple players finish every game (an escape, the last one left, five Assets, the Revolution, a
 *     Celebrity) well within a move cap, every move they choose legal (checked afresh from a plain
 *     copy now and then) and keeping the shared invariants (and the two-player ones with Puppets),
 *     each move with a reason that is a sentence; across the games they contribute and launch;
 *   - they decide only from what their seat can see: at a random point of such a game where cards
 *     are sealed in the envelope and someone may contribute or launch, a table that differs only in
 *     what the deciding person cannot see (the sealed envelope's cards swapped with the deck's, the
 *     other hands, hidden Roles…) gets the same decision, reason and generator state, for the simple
 *     and the random player alike.
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { checkMove, createGame, deciders, type GameState, type Level, legalMoves, play, sameMove } from '../../src/machine/index.ts';
import { playGame, type PlayerKind } from '../../src/players/index.ts';
import { assertInvariants, assertStep } from '../helpers/invariants.ts';
import { lookAlike } from '../helpers/look-alike.ts';
import { expectSameDecision } from '../helpers/same-decision.ts';
import { assertTwoPlayerInvariants } from '../helpers/two-player-invariants.ts';
import { check } from '../helpers/check.ts';

const SENTENCE = /^[A-Z].{9,}[.!]$/;
/** Moves per game at most: simple games with the Space Program end in about 50 to 1,600 moves (Level 4 with five players the longest). */
const CAP = 4000;
const GAMES = 64;
const level = fc.constantFrom<Level>(3, 4);
const players = fc.integer({ min: 2, max: 5 });
const SIMPLE: readonly PlayerKind[] = ['simple', 'simple', 'simple', 'simple', 'simple'];

function newGame(lv: Level, count: number, seed: number): GameState {
  const made = createGame({ players: count, level: lv, seed, modules: ['space-program'] });
  if (!made.ok) throw new Error(made.error.reason);
  return made.game;
}

/** How a game ended: its rule, or the Revolution. */
const endOf = (final: GameState) => (final.result?.kind === 'revolution' ? 'revolution' : (final.result?.rule ?? 'cap'));

describe('computer players with the Space Program', () => {
  it('simple players finish every game within the cap, every move legal and every state sound', () => {
    const ends = new Map<string, number>();
    let contributions = 0;
    let launches = 0;
    let games = 0;
    fc.assert(
      fc.property(level, players, fc.nat(), fc.nat(), (lv, count, seed, playerSeed) => {
        let checked = 0;
        const run = playGame(newGame(lv, count, seed), SIMPLE, playerSeed, CAP, (step) => {
          check(deciders(step.state)).toContain(step.seat);
          check(legalMoves(step.state, step.seat).some((m) => sameMove(m, step.move))).toBe(true);
          // Every fifth move also from a plain copy, so the check cannot trust the listed object.
          if (checked++ % 5 === 0) check(checkMove(step.state, JSON.parse(JSON.stringify(step.move)) as unknown)).toBeNull();
          check(step.reason).toMatch(SENTENCE);
          if (step.move.type === 'contribute') contributions++;
          if (step.move.type === 'launch' && step.move.go) launches++;
          const out = play(step.state, step.move);
          if (!out.ok) throw new Error(out.illegal.reason); // playGame throws too; this keeps the types simple
          const where = `after move ${step.move.type} (Level ${lv}, ${count} players, seed ${seed})`;
          assertInvariants(out.game, where);
          if (count === 2) assertTwoPlayerInvariants(out.game, where);
          assertStep(step.state, step.move, out.game, out.events, where);
        });
        check(run.over, `Level ${lv}, ${count} players, seed ${seed}: not over after ${run.moves} moves`).toBe(true);
        games++;
        ends.set(endOf(run.final), (ends.get(endOf(run.final)) ?? 0) + 1);
      }),
      { numRuns: GAMES, endOnFailure: true },
    );
    check(games).toBe(GAMES);
    check(contributions).toBeGreaterThan(0);
    check(launches).toBeGreaterThan(0);
    // Launches end games: by an escape, or (an explosion in a two-player game) with the last one left.
    check((ends.get('space.escape') ?? 0) + (ends.get('space.out') ?? 0)).toBeGreaterThan(0);
  }, 300_000);

  it('decide only from what their seat can see, the sealed envelope included', () => {
    let compared = 0;
    let sealed = 0;
    const kinds = fc.array(fc.constantFrom<PlayerKind>('simple', 'random'), { minLength: 5, maxLength: 5 });
    fc.assert(
      fc.property(level, players, fc.nat(), kinds, fc.nat(), fc.nat(), fc.nat(), (lv, count, seed, who, playerSeed, pick, hidden) => {
        // The tables worth comparing: cards sealed in the envelope while someone may contribute or launch.
        const tables: GameState[] = [];
        const run = playGame(newGame(lv, count, seed), who, playerSeed, CAP, (step) => {
          const space = step.state.modules.spaceProgram;
          if (
            space &&
            space.launch === null &&
            space.envelope.length > 0 &&
            legalMoves(step.state, step.seat).some((m) => m.type === 'contribute' || m.type === 'launch')
          )
            tables.push(step.state);
        });
        const state = tables.length > 0 ? tables[pick % tables.length]! : run.final.phase === 'gameOver' ? newGame(lv, count, seed) : run.final;
        if (tables.length > 0) sealed++;
        for (const seat of deciders(state)) {
          const other = lookAlike(state, seat, hidden + seat);
          expectSameDecision(state, other, seat, playerSeed);
          compared++;
        }
      }),
      { numRuns: 150 },
    );
    check(compared).toBeGreaterThanOrEqual(150);
    // Most games reach a table with cards sealed while someone may contribute or launch: the swap is put to the test.
    check(sealed).toBeGreaterThan(100);
  }, 180_000);
});
