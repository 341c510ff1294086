/**
 * A link written as the game is played (`startLink`, `extendLink` one move at a time, `finishLink`)
 * is byte for byte the link `encodeLink` writes from the start: over random games of every level
 * and module (Levels 1 to 4, two players with their Puppets, the Space Program, the Troublemakers),
 * new or from a position set up by hand, with the table's own card values or chosen outcomes (moves
 * no legal list holds), at any step and viewpoint, with a move tried there, and cut back to any
 * earlier move (`truncateLink`: undo, a variation, a ruling's link).
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import {
  createFromPosition,
  createGame,
  encodeLink,
  extendLink,
  finishLink,
  type GameState,
  type LinkDraft,
  linkMoveCount,
  type LinkStart,
  type Move,
  type NewGameOptions,
  positionOf,
  startLink,
  truncateLink,
  type Viewer,
  withCardValues,
} from '../../src/machine/index.ts';
import { choicesOf } from '../helpers/game-property.ts';
import { playRandomly } from '../helpers/random-play.ts';
import { check } from '../helpers/check.ts';

/** Moves per game at most: long enough for every module's moves to come up, short enough to run in seconds. */
const MAX_MOVES = 240;
/** Steps of a game at which the draft is compared with `encodeLink` (each comparison replays the game). */
const CHECKS = 4;

/** The setups compared: every level, two players, each expansion module. */
const SETUPS: readonly { readonly name: string; readonly options: (seed: number) => NewGameOptions }[] = [
  { name: 'Level 1', options: (seed) => ({ players: 3 + (seed % 3), level: 1, seed, specialActions: seed % 2 === 0 }) },
  { name: 'Level 2', options: (seed) => ({ players: 3 + (seed % 3), level: 2, seed }) },
  { name: 'Level 3', options: (seed) => ({ players: 3 + (seed % 3), level: 3, seed }) },
  { name: 'Level 4', options: (seed) => ({ players: 3 + (seed % 3), level: 4, seed }) },
  { name: 'two players (Puppets)', options: (seed) => ({ players: 2, level: (1 + (seed % 4)) as 1 | 2 | 3 | 4, seed }) },
  { name: 'Space Program', options: (seed) => ({ players: 3 + (seed % 3), level: (3 + (seed % 2)) as 3 | 4, seed, modules: ['space-program'] }) },
  { name: 'Troublemakers', options: (seed) => ({ players: 4 + (seed % 2), level: 4, seed, modules: ['troublemakers'] }) },
];

type StartKind = 'new' | 'position' | 'card values';

/** The game a link starts from, and how the link says so. */
function startOf(setup: (typeof SETUPS)[number], seed: number, kind: StartKind, choices: readonly number[]): { game: GameState; start: LinkStart } {
  const made = createGame(setup.options(seed));
  if (!made.ok) throw new Error(made.error.reason);
  if (kind === 'new') return { game: made.game, start: { kind: 'new', options: made.game.options } };
  if (kind === 'card values') {
    const valued = withCardValues(made.game, { 'bombs-1': 3, 'diamonds-4': 3 });
    if (!valued.ok) throw new Error(valued.error.reason);
    return { game: valued.game, start: { kind: 'new', options: valued.game.options } };
  }
  // A position set up by hand: the table of a game a few moves in, at a turn's start, read back as a position.
  let s = made.game;
  for (let i = 0; i < 40; i++) {
    s = playRandomly(s, choices.slice(2 * i), 1).final;
    if (i >= 6 && s.windows.length === 0 && (s.phase === 'turn.start' || s.phase === 'turn.action')) {
      const again = createFromPosition(positionOf(s));
      if (!again.ok) throw new Error(again.error.reason);
      return { game: again.game, start: { kind: 'position', state: again.game } };
    }
  }
  return { game: made.game, start: { kind: 'new', options: made.game.options } };
}

/** The draft of a whole game, move by move, kept at every step (drafts share their moves, so this is cheap). */
function draftsOf(start: LinkStart, game: GameState, choices: readonly number[]): { moves: Move[]; drafts: LinkDraft[] } {
  const first = startLink(start);
  if (!first.ok) throw new Error(first.error.reason);
  const drafts = [first.value];
  const moves: Move[] = [];
  playRandomly(
    game,
    choices,
    MAX_MOVES,
    (step) => {
      const grown = extendLink(drafts.at(-1)!, step.before, step.move);
      if (!grown.ok) throw new Error(grown.error.reason);
      drafts.push(grown.value);
      moves.push(step.move);
    },
    // Chosen outcomes (a die roll, the next Crisis, the Panic! card) are written as extra moves.
    { tableMoves: game.options.level >= 2 },
  );
  return { moves, drafts };
}

const finished = (draft: LinkDraft, shown: Parameters<typeof finishLink>[1]) => {
  const link = finishLink(draft, shown);
  if (!link.ok) throw new Error(link.error.reason);
  return link.value;
};

/** A seat of the game or the table, picked by a number. */
const viewerOf = (game: GameState, pick: number): Viewer => (pick % (game.players.length + 1) === game.players.length ? 'table' : pick % (game.players.length + 1));

describe('a link written as the game is played', () => {
  it('is the link encodeLink writes, at every level and with every module, at any step, viewpoint and cut', () => {
    const seen = new Set<string>();
    const reached = { positions: 0, cardValues: 0, extras: 0 };
    fc.assert(
      fc.property(
        fc.nat({ max: SETUPS.length - 1 }),
        fc.nat({ max: 0xffff }),
        fc.constantFrom<StartKind>('new', 'new', 'position', 'card values'),
        choicesOf(MAX_MOVES + 40),
        fc.array(fc.nat({ max: 0xffff }), { minLength: 3 * CHECKS, maxLength: 3 * CHECKS }),
        (which, seed, kind, choices, picks) => {
          const setup = SETUPS[which]!;
          seen.add(setup.name);
          const { game, start } = startOf(setup, seed, kind, choices.slice(2 * MAX_MOVES));
          const { moves, drafts } = draftsOf(start, game, choices);
          const whole = drafts.at(-1)!;
          check(linkMoveCount(whole)).toBe(moves.length);
          if (start.kind === 'position') reached.positions++;
          if (kind === 'card values') reached.cardValues++;
          if (moves.some((m) => m.type === 'choose')) reached.extras++;

          // The whole game, as it ends; and without its last move (a ruling on it), from the stream kept for that.
          check(finished(whole, {})).toBe(encodeLink({ start, moves }));
          if (moves.length > 0) check(finished(truncateLink(whole, moves.length - 1), {})).toBe(encodeLink({ start, moves: moves.slice(0, -1) }));
          for (let c = 0; c < CHECKS; c++) {
            const [a, b, d] = picks.slice(3 * c, 3 * c + 3) as [number, number, number];
            // Cut back to an earlier move (undo, a variation): the draft of that step, or the whole one cut.
            const cut = a % (moves.length + 1);
            const step = b % (cut + 1);
            const viewer = viewerOf(game, d);
            const expected = encodeLink({ start, moves: moves.slice(0, cut), step, viewer });
            check(finished(drafts[cut]!, { step, viewer })).toBe(expected);
            check(finished(truncateLink(whole, cut), { step, viewer })).toBe(expected);
            // A verdict link: a move tried at the step shown (here the move played next in the game).
            const attempt = moves[step];
            if (attempt !== undefined)
              check(finished(truncateLink(whole, step), { step, viewer, attempt })).toBe(encodeLink({ start, moves: moves.slice(0, step), step, viewer, attempt }));
          }
        },
      ),
      { numRuns: 70 },
    );
    // Every setup came up (fast-check's numbers are spread over all of them).
    check([...seen].sort()).toEqual(SETUPS.map((s) => s.name).sort());
    // And so did positions, the table's values and moves written as extras.
    check(Math.min(reached.positions, reached.cardValues, reached.extras)).toBeGreaterThan(0);
  });
});
