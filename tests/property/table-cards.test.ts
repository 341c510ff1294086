/**
 * Random games under random valid table cards (every family a table may set: Billionaire boards,
 * Asset types, Rebel icons, Panic! types, Market numbers, Suit Policies, the Scam). After every
 * move every invariant holds (the invariants read the game's own cards); on a sample of steps the
 * computer players decide only from what their seat can see; and the game's share link reopens
 * to the same start, moves and final state, with the same cards.
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import {
  ASSETS,
  type AssetId,
  BILLIONAIRE_IDS,
  cardsOf,
  createGame,
  CRISIS_CARDS,
  deciders,
  encodeLink,
  type GameState,
  type Level,
  type MarketId,
  MARKETS,
  openLink,
  PANIC_CARDS,
  readTableCards,
  resolveCards,
  SUITS,
  type TableCards,
} from '../../src/machine/index.ts';
import { checkStep, playRandomly } from '../helpers/random-play.ts';
import { choicesOf } from '../helpers/game-property.ts';
import { lookAlike } from '../helpers/look-alike.ts';
import { expectSameDecision } from '../helpers/same-decision.ts';
import { check } from '../helpers/check.ts';

const MAX_MOVES = 150;
/** One step in SAMPLE gets the full step checks and the secrecy check. */
const SAMPLE = 25;
const SUIT_POLICIES = ['big-tech-unleashed', 'inheritance-tax-abolished', 'media-megaplex', 'real-estate-bonanza', 'weapons-galore'] as const;
/** Our cards: which Asset types the rulebook states (those never move) and where they are. */
const OURS = resolveCards(undefined, undefined);
const STATED: Partial<Record<AssetId, MarketId>> = Object.fromEntries(
  ASSETS.filter((a) => OURS.source('assets', a.id) === 'rulebook').map((a) => [a.id, OURS.assetType(a.id)]),
);
const permutation = <T>(items: readonly T[]) => fc.shuffledSubarray([...items], { minLength: items.length, maxLength: items.length });

/** Asset types with four per type, one starred each, and the stated ones in place. */
const assetTypes = fc
  .tuple(permutation(MARKETS), permutation(ASSETS.filter((a) => !a.starred && STATED[a.id] === undefined).map((a) => a.id)))
  .map(([starredTo, loose]) => {
    const types: Partial<Record<AssetId, { type: MarketId }>> = {};
    ASSETS.filter((a) => a.starred).forEach((a, i) => (types[a.id] = { type: starredTo[i]! }));
    const free = MARKETS.flatMap((m) => Array.from({ length: 3 - ASSETS.filter((a) => !a.starred && STATED[a.id] === m).length }, () => m));
    loose.forEach((a, i) => (types[a] = { type: free[i]! }));
    return types;
  });

/** Five boards whose double types all differ: a double and an unneeded type each. */
const boards = fc.tuple(permutation(MARKETS), fc.array(fc.nat({ max: 3 }), { minLength: 5, maxLength: 5 })).map(([doubles, skip]) =>
  Object.fromEntries(
    BILLIONAIRE_IDS.map((b, i) => {
      const double = doubles[i]!;
      const others = MARKETS.filter((m) => m !== double);
      const singles = others.filter((_, j) => j !== skip[i]);
      return [b, { spaces: [double, double, ...singles] }];
    }),
  ),
);

const crises = fc
  .record({
    robots: fc.integer({ min: 2, max: 3 }),
    wild: fc.integer({ min: 1, max: 2 }),
    rest: fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 9, maxLength: 9 }),
  })
  .map(({ robots, wild, rest }) => {
    const others = ['doomsday-cults', 'debt-crisis', 'floods', 'poverty', 'militias', 'crisis-9', 'crisis-10', 'crisis-11', 'crisis-12'];
    return {
      'killer-robots': { rebels: robots },
      wildfires: { rebels: Math.min(wild, robots - 1) },
      ...Object.fromEntries(others.map((c, i) => [c, { rebels: rest[i]! }])),
    };
  });

const panic = fc
  .array(fc.shuffledSubarray([...MARKETS], { minLength: 3, maxLength: 3 }), { minLength: 5, maxLength: 5 })
  .map((lists) => Object.fromEntries(PANIC_CARDS.map((p, i) => [p.id, { types: lists[i]! }])));

/** The cards a table may name (their names are ours, not the rulebook's), by family. */
const NAMEABLE = {
  assets: ASSETS.filter((a) => OURS.nameSource('assets', a.id) !== 'rulebook').map((a) => a.id as string),
  crises: CRISIS_CARDS.filter((c) => OURS.nameSource('crises', c.id) !== 'rulebook').map((c) => c.id as string),
  panic: PANIC_CARDS.filter((p) => OURS.nameSource('panic', p.id) !== 'rulebook').map((p) => p.id as string),
} as const;
/** Printed names in several scripts; each gets the card's place in its family, so no two clash. */
const WORDS = ['Bank Run', 'Крах', '飢饉', 'Ola de Calor', 'Greed & Co.', "Ruin! It's Over", 'Ξηρασία', ' Famine '] as const;
const names = fc.record(
  Object.fromEntries(
    Object.entries(NAMEABLE).map(([family, ids]) => [
      family,
      fc.array(fc.option(fc.constantFrom(...WORDS), { nil: undefined }), { minLength: ids.length, maxLength: ids.length }),
    ]),
  ) as Record<keyof typeof NAMEABLE, fc.Arbitrary<(string | undefined)[]>>,
);

/** A record with some printed names added to its entries (beside a fact or on their own). */
function withNames(record: Record<string, unknown>, given: Record<keyof typeof NAMEABLE, (string | undefined)[]>): Record<string, unknown> {
  const out = { ...record };
  for (const family of ['assets', 'crises', 'panic'] as const)
    NAMEABLE[family].forEach((id, i) => {
      const word = given[family][i];
      if (word === undefined) return;
      const entries = { ...(out[family] as Record<string, object> | undefined) };
      entries[id] = { ...entries[id], name: `${word} ${i + 1}` };
      out[family] = entries;
    });
  return out;
}

/** Any valid table record: each family given or left to our cards, and sometimes printed names. */
const tableCards: fc.Arbitrary<unknown> = fc
  .record(
    {
      billionaires: boards,
      assets: assetTypes,
      crises,
      panic,
      markets: permutation([1, 2, 3, 4, 5]).map((ns) => Object.fromEntries(MARKETS.map((m, i) => [m, ns[i]!]))),
      policies: permutation(SUITS).map((suits) => Object.fromEntries(SUIT_POLICIES.map((p, i) => [p, suits[i]!]))),
      scam: fc.integer({ min: 1, max: 3 }),
    },
    { requiredKeys: [] },
  )
  .chain((r) =>
    fc.oneof(
      fc.constant(r as Record<string, unknown>),
      names.map((n) => withNames(r, n)),
    ),
  )
  .map((r) => r as unknown);

const game = fc.record({
  cards: tableCards,
  people: fc.integer({ min: 2, max: 5 }),
  level: fc.constantFrom<Level>(1, 2, 3, 4),
  seed: fc.nat(),
  choices: choicesOf(MAX_MOVES),
  offset: fc.nat({ max: SAMPLE - 1 }),
});

function started(g: { cards: unknown; people: number; level: Level; seed: number }): GameState {
  const made = createGame({ players: g.people, level: g.level, seed: g.seed, cards: g.cards as TableCards });
  if (!made.ok) throw new Error(`setup refused ${JSON.stringify(g.cards)}: ${made.error.reason}`);
  return made.game;
}

describe("random games under a table's own cards", () => {
  it('accept every valid record', () => {
    fc.assert(
      fc.property(tableCards, (cards) => {
        const read = readTableCards(cards);
        if (!read.ok) throw new Error(`${read.error.field}: ${read.error.reason}`);
        // Canonical: reading it again changes nothing.
        check(readTableCards(read.cards)).toEqual(read);
      }),
      { numRuns: 300 },
    );
  });

  it('keep every invariant, keep secrets and reopen from their links', () => {
    let secretChecks = 0;
    fc.assert(
      fc.property(game, (g) => {
        const start = started(g);
        const read = readTableCards(g.cards);
        check(read.ok && start.options.cards).toEqual(read.ok ? read.cards : null);
        const run = playRandomly(start, g.choices, MAX_MOVES, (step) => {
          checkStep(step, SAMPLE, g.offset);
          if (step.index % SAMPLE !== g.offset) return;
          for (const seat of deciders(step.before)) {
            expectSameDecision(step.before, lookAlike(step.before, seat, g.seed + seat), seat, g.seed);
            secretChecks++;
          }
        });
        const link = encodeLink({ start: { kind: 'new', options: start.options }, moves: run.moves });
        const opened = openLink(link);
        if (!opened.ok) throw new Error(opened.error.reason);
        check(opened.timeline.start.options.cards).toEqual(start.options.cards);
        check(cardsOf(opened.timeline.start).table).toEqual(start.options.cards);
        check(opened.timeline.last).toEqual(run.final);
      }),
      { numRuns: 80 },
    );
    check(secretChecks).toBeGreaterThan(20);
  }, 240_000);
});
