/**
 * "Fill the rest at random": a table sets the few cards that matter and leaves the rest unknown
 * (`null`, or left out). From 1,000 such partial positions, cut out of real games at random, the
 * engine must always complete a legal position (every invariant holds, play can go on), keeping
 * every card the table did name where the table put it.
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { createFromPosition, createGame, type GameState, legalMoves, type PositionInput, positionOf, type Slot } from '../../src/machine/index.ts';
import { choicesOf, midgame } from '../helpers/game-property.ts';
import { assertInvariants } from '../helpers/invariants.ts';
import { check } from '../helpers/check.ts';

const POSITIONS = 1000;

/** Keeps a slot's card or makes it unknown, by one bit of `mask` each. */
function blur(slots: readonly Slot[], mask: number, shift: number): Slot[] {
  return slots.map((c, i) => ((mask >>> ((shift + i) % 30)) & 1 ? c : null));
}

function partialOf(state: GameState, mask: number, dropDeck: boolean): PositionInput {
  const p = positionOf(state);
  return {
    ...p,
    // Invested cards must stay named where they lie, so the cut never blurs a player's own knowledge.
    players: p.players.map((pl, i) => (pl.invested ? pl : { ...pl, hand: blur(pl.hand ?? [], mask, i * 3) })),
    markets: Object.fromEntries(
      Object.entries(p.markets ?? {}).map(([m, mk], i) => [
        m,
        p.players.some((pl) => pl.invested?.some((c) => mk?.faceDown?.includes(c))) ? mk : { ...mk, faceDown: blur(mk?.faceDown ?? [], mask, 15 + i * 2) },
      ]),
    ),
    ...(dropDeck ? { deck: [] } : {}),
  };
}

describe('filling the rest of a position at random', () => {
  it(`completes ${POSITIONS} partial positions legally, keeping every named card in place`, () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 5 }),
        fc.constantFrom<1 | 2>(1, 2),
        fc.nat(),
        fc.integer({ min: 0, max: 60 }),
        choicesOf(80),
        fc.nat({ max: 2 ** 30 - 1 }),
        fc.boolean(),
        (players, level, seed, prefix, picks, mask, dropDeck) => {
          const made = createGame({ players, level, seed });
          if (!made.ok) throw new Error(made.error.reason);
          const mid = midgame(made.game, picks, Math.min(prefix, 39));
          if (mid === null || mid.phase !== 'turn.start') return;
          const partial = partialOf(mid, mask, dropDeck);
          const filled = createFromPosition({ ...partial, seed: seed + 1 });
          if (!filled.ok) throw new Error(`${filled.error.code} (${filled.error.field}): ${filled.error.reason}`);
          assertInvariants(filled.game, 'a filled position');
          // Every card the table named is where the table put it.
          partial.players.forEach((pl, i) => (pl.hand ?? []).forEach((c, j) => c !== null && check(filled.game.players[i]!.hand[j]).toBe(c)));
          for (const [m, mk] of Object.entries(partial.markets ?? {}))
            (mk?.faceDown ?? []).forEach((c, j) => c !== null && check(filled.game.markets[m as keyof GameState['markets']].faceDown[j]).toBe(c));
          // And play goes on from it.
          check(legalMoves(filled.game).length).toBeGreaterThan(0);
        },
      ),
      { numRuns: POSITIONS },
    );
  }, 120_000);
});
