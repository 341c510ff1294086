/**
 * A table's own card values survive the trip through a share link: random values on random games,
 * new or from a position, come back as the same values, and the link replays to the same states
 * (the values decide Buys, so a replay with the wrong ones would go astray or be refused).
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import {
  CARD_VALUES,
  type CardValues,
  createFromPosition,
  createGame,
  encodeLink,
  type GameState,
  openLink,
  parseLink,
  positionOf,
  RESOURCE_CARDS,
} from '../../src/machine/index.ts';
import { playRandomly } from '../helpers/random-play.ts';
import { check } from '../helpers/check.ts';

/** Any table's values: any subset of the Resource cards, each with a possible value. */
const tableValues: fc.Arbitrary<CardValues> = fc
  .subarray(
    RESOURCE_CARDS.map((c) => c.id),
    { minLength: 1 },
  )
  .chain((ids) => fc.tuple(...ids.map((id) => fc.constantFrom(...CARD_VALUES).map((v) => [id, v] as const))))
  .map((pairs) => Object.fromEntries(pairs) as CardValues);

const game = fc.record({
  values: tableValues,
  level: fc.constantFrom(1 as const, 2 as const),
  players: fc.integer({ min: 3, max: 5 }),
  seed: fc.integer({ min: 0, max: 0xffffffff }),
  choices: fc.array(fc.nat(), { minLength: 40, maxLength: 240 }),
  fromPosition: fc.boolean(),
});

function started(g: { values: CardValues; level: 1 | 2; players: number; seed: number; fromPosition: boolean }): GameState {
  const made = createGame({ players: g.players, level: g.level, seed: g.seed, cardValues: g.values });
  if (!made.ok) throw new Error(made.error.reason);
  if (!g.fromPosition) return made.game;
  const placed = createFromPosition(positionOf(made.game));
  if (!placed.ok) throw new Error(placed.error.reason);
  return placed.game;
}

describe("a table's own card values in share links", () => {
  it('come back the same, and the link replays to the same states', () => {
    fc.assert(
      fc.property(game, (g) => {
        const start = started(g);
        const run = playRandomly(start, g.choices, 120);
        const link = encodeLink({ start: g.fromPosition ? { kind: 'position', state: start } : { kind: 'new', options: start.options }, moves: run.moves });
        const parsed = parseLink(link);
        check(parsed.ok && parsed.value.version === 2 && parsed.value.sections.has('t')).toBe(true);
        const opened = openLink(link);
        if (!opened.ok) throw new Error(opened.error.reason);
        check(opened.timeline.start.options.cardValues).toEqual(g.values);
        check(opened.timeline.start).toEqual(start);
        check(opened.moves).toEqual(run.moves);
        check(opened.timeline.last).toEqual(run.final);
      }),
      { numRuns: 60 },
    );
  });
});
