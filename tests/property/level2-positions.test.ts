/**
 * Level 2 games from random positions. Hand-made positions put random Crises beside the Guillotine
 * with random Rebels (the Panic! done or not, a given set-aside pile or not, a chosen order of the
 * Panic! cards), so games start close to the Panic! and the Revolution; and random games are
 * stopped at a resting point, their position read with `positionOf` and set up again with
 * `createFromPosition`: the copy must be the same game, and play goes on from there under every
 * Level 2 invariant (see `level2-games.test.ts`).
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import {
  BILLIONAIRE_IDS,
  createFromPosition,
  crisesOf,
  CRISIS_CARDS,
  PANIC_CARDS,
  PANIC_THRESHOLD,
  type PositionInput,
  REBELS,
  resolveCards,
} from '../../src/machine/index.ts';
import { choicesOf, continueFrom, emptyTally, MAX_MOVES_L2, midgame, newGame, SAMPLE } from '../helpers/game-property.ts';
import { assertInvariants } from '../helpers/invariants.ts';
import type { PolicyOptions } from '../helpers/policy.ts';
import { check } from '../helpers/check.ts';

const HAND_MADE = 170;
const STOPPED = 110;

const seats = fc.integer({ min: 3, max: 5 }).chain((n) => fc.shuffledSubarray([...BILLIONAIRE_IDS], { minLength: n, maxLength: n }));

/** Some Activated Crises, each with 0 to its icons in Rebels, fewer than ten in all. */
const guillotine = fc
  .shuffledSubarray([...CRISIS_CARDS], { maxLength: 7 })
  .chain((cs) =>
    fc
      .tuple(...cs.map((c) => fc.integer({ min: 0, max: resolveCards(undefined, undefined).rebels(c.id) })))
      .map((rs) => cs.map((c, i) => ({ card: c.id, rebels: rs[i]! }))),
  )
  .filter((g) => g.reduce((t, c) => t + c.rebels, 0) < REBELS);

const level2Position = fc
  .record({
    billionaires: seats,
    specialActions: fc.boolean(),
    seed: fc.nat(),
    guillotine,
    asideKind: fc.constantFrom('default', 'given'),
    asideCut: fc.nat(),
    panicKind: fc.constantFrom('default', 'chosen', 'done'),
    panicOrder: fc.shuffledSubarray(
      PANIC_CARDS.map((p) => p.id),
      { minLength: 1 },
    ),
    lastCrisisBy: fc.option(fc.nat({ max: 4 })),
    current: fc.nat({ max: 4 }),
  })
  .map((r): PositionInput => {
    const players = r.billionaires.length;
    const onCrises = r.guillotine.reduce((t, c) => t + c.rebels, 0);
    const done = r.panicKind === 'done' || onCrises >= PANIC_THRESHOLD;
    const placed = new Set(r.guillotine.map((g) => g.card));
    const rest = CRISIS_CARDS.map((c) => c.id).filter((c) => !placed.has(c));
    return {
      level: 2,
      specialActions: r.specialActions,
      seed: r.seed,
      players: r.billionaires.map((billionaire) => ({ billionaire, hand: [null] })),
      current: r.current % players,
      guillotine: r.guillotine,
      // Given: the first few of the other Crises are set aside, the rest go into the Draw deck.
      ...(r.asideKind === 'given' ? { crisesAside: rest.slice(0, r.asideCut % (rest.length + 1)) } : {}),
      panicDone: done,
      ...(!done && r.panicKind === 'chosen' ? { panicDeck: r.panicOrder } : {}),
      lastCrisisBy: r.lastCrisisBy === null ? null : r.lastCrisisBy % players,
    };
  });

const policy: fc.Arbitrary<PolicyOptions> = fc.record({ style: fc.constantFrom('bold' as const, 'cautious' as const), tableMoves: fc.boolean() });

describe('Level 2 games from random positions', () => {
  it(`${HAND_MADE} hand-made positions near the Panic! and the Revolution, played, stopped, re-created and played on`, () => {
    const tally = emptyTally();
    fc.assert(
      fc.property(
        level2Position,
        fc.integer({ min: 0, max: 60 }),
        fc.nat({ max: SAMPLE - 1 }),
        policy,
        choicesOf(60 + 25),
        choicesOf(MAX_MOVES_L2),
        (input, prefix, offset, how, before, after) => {
          const made = createFromPosition(input);
          if (!made.ok) throw new Error(`a possible position was refused: ${made.error.rule}: ${made.error.reason}\n${JSON.stringify(input)}`);
          assertInvariants(made.game, 'at the start');
          check(crisesOf(made.game).guillotine).toEqual(input.guillotine);
          const mid = midgame(made.game, before, prefix, how);
          if (mid === null) {
            tally.games++;
            return;
          }
          continueFrom(mid, after, offset, MAX_MOVES_L2, how, tally);
        },
      ),
      { numRuns: HAND_MADE, endOnFailure: true },
    );
    check(tally.games).toBe(HAND_MADE);
    check(tally.panics).toBeGreaterThan(HAND_MADE / 4);
    check(tally.revolutions).toBeGreaterThan(HAND_MADE / 4);
    check(tally.panicsAgreed + tally.panicsRefused).toBeGreaterThan(HAND_MADE / 5);
  }, 120_000);

  it(`${STOPPED} games made by createGame at Level 2, stopped at a random point, re-created and played on`, () => {
    const tally = emptyTally();
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 5 }),
        fc.boolean(),
        fc.nat(),
        fc.integer({ min: 0, max: 120 }),
        fc.nat({ max: SAMPLE - 1 }),
        policy,
        choicesOf(120 + 25),
        choicesOf(MAX_MOVES_L2),
        (players, specialActions, seed, prefix, offset, how, before, after) => {
          const mid = midgame(newGame(players, specialActions, seed, 2), before, prefix, how);
          if (mid === null) {
            tally.games++;
            return;
          }
          continueFrom(mid, after, offset, MAX_MOVES_L2, how, tally);
        },
      ),
      { numRuns: STOPPED, endOnFailure: true },
    );
    check(tally.games).toBe(STOPPED);
    // Many stopping points fall after some Crises: those positions carry a Guillotine and Rebels.
    check(tally.revolutions).toBeGreaterThan(STOPPED / 4);
  }, 120_000);
});
