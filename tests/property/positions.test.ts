/**
 * Games continued from random positions: a random game is stopped at a resting point, its position
 * is read with `positionOf` and set up again with `createFromPosition`, and play goes on from there.
 * The copy must be the same game (state for state, apart from the options that record where it
 * started), and every invariant must keep holding.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BILLIONAIRE_IDS,
  createFromPosition,
  createGame,
  type GameState,
  positionOf,
  replay,
} from '../../src/machine/index.ts';
import { choices, MAX_MOVES, SAMPLE } from '../helpers/game-property.ts';
import { assertInvariants } from '../helpers/invariants.ts';
import { checkStep, playRandomly } from '../helpers/random-play.ts';

const GAMES = 100;

const resting = (s: GameState) => s.phase === 'turn.start' || s.phase === 'turn.action';

/** The state a re-created game must equal: its options record where (and with what seed) it starts. */
const restarted = (s: GameState): GameState => ({ ...s, options: { ...s.options, seed: s.rng, firstPlayer: s.current } });

/** Plays on from `start` until a resting phase at least `prefix` moves in; null if the game ends first. */
function midgame(start: GameState, picks: readonly number[], prefix: number): GameState | null {
  const first = playRandomly(start, picks, prefix, (step) => checkStep(step, SAMPLE, 0));
  let s = first.final;
  for (let extra = 0; !resting(s); extra++) {
    if (s.phase === 'gameOver' || extra > 20) return null;
    s = playRandomly(s, picks.slice(2 * (prefix + extra)), 1).final;
  }
  return s;
}

/** Re-creates `mid` from its position, checks it is the same game, plays on, and checks the copy keeps step with the original. */
function continueFrom(mid: GameState, picks: readonly number[], offset: number) {
  const again = createFromPosition(positionOf(mid));
  if (!again.ok) throw new Error(`the position of a real game was refused: ${again.error.rule}: ${again.error.reason}`);
  expect(again.game).toEqual(restarted(mid));
  assertInvariants(again.game, 'after createFromPosition');

  const copy = playRandomly(again.game, picks, MAX_MOVES, (step) => checkStep(step, SAMPLE, offset));
  const original = replay(mid, copy.moves);
  expect(original.ok).toBe(true);
  const last = original.states[original.states.length - 1]!;
  expect(copy.final).toEqual({ ...last, options: copy.final.options });
}

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
      fc.property(fc.integer({ min: 3, max: 5 }), fc.boolean(), fc.nat(), fc.integer({ min: 0, max: 150 }), choices, choices, (players, specialActions, seed, prefix, before, after) => {
        const made = createGame({ players, specialActions, seed });
        if (!made.ok) throw new Error(made.error.reason);
        const mid = midgame(made.game, before, prefix);
        if (mid !== null) continueFrom(mid, after, 0);
      }),
      { numRuns: 50 },
    );
  }, 60_000);
});
