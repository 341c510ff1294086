/**
 * Positions of random games with a Troublemaker (Level 4, four to six people, each Alignment, some
 * with the Space Program): at every resting point (between turns' moves, no window open, no Fix and
 * no Revolution card under way) the position `positionOf` reads must be set up again without a
 * refusal, read back the same, travel through a share link unchanged, and offer every seat the same
 * legal moves as the game it came from. A refusal here would mean the position checks are stricter
 * than the rules. A seat asked to act with no legal move fails the test too.
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { createFromPosition, createGame, encodeLink, type GameState, legalMoves, openLink, play, positionOf, stepOf } from '../../src/machine/index.ts';
import { type Alignment, troublemakersOf } from '../../src/machine/modules/troublemakers/index.ts';
import { choicesOf } from '../helpers/game-property.ts';
import { chooseMove, pickSeat } from '../helpers/policy.ts';
import { check } from '../helpers/check.ts';

const GAMES = 150;
const MAX_MOVES = 250;
/** Resting points checked a game at most (the checks cost far more than a move). */
const CHECKS = 6;

function newGame(players: number, seed: number, troublemaker: number, space: boolean, side: Alignment): GameState {
  const made = createGame({ players, level: 4, seed, troublemaker, modules: space ? ['troublemakers', 'space-program'] : ['troublemakers'] });
  if (!made.ok) throw new Error(made.error.reason);
  return { ...made.game, modules: { ...made.game.modules, troublemakers: { ...troublemakersOf(made.game), alignment: side } } };
}

/** A point a position can describe: a turn's start or Action, nothing open, nothing under way. */
function resting(s: GameState): boolean {
  const t = troublemakersOf(s);
  return (
    !s.result &&
    s.windows.length === 0 &&
    (s.phase === 'turn.start' || s.phase === 'turn.action') &&
    t.fix === null &&
    t.resolving === null &&
    t.activating.length === 0 &&
    !t.speculatorDue
  );
}

function checkPosition(s: GameState, where: string): void {
  const p = positionOf(s);
  const again = createFromPosition(p);
  if (!again.ok) throw new Error(`${where}: the position of a real game was refused: ${again.error.field}: ${again.error.reason}`);
  check(positionOf(again.game), where).toEqual(p);
  for (const seat of s.players.keys()) check(legalMoves(again.game, seat), `${where}, seat ${seat}`).toEqual(legalMoves(s, seat));
  const opened = openLink(encodeLink({ start: { kind: 'position', state: again.game }, moves: [] }));
  if (!opened.ok) throw new Error(`${where}: the link did not open: ${opened.error.reason}`);
  check(positionOf(opened.timeline.start), `${where}, through a link`).toEqual(p);
}

describe('Troublemakers positions of random games', () => {
  it(`${GAMES} games: every resting point’s position is set up again, the same, and through a link`, () => {
    let checked = 0;
    let declaredChecked = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 4, max: 6 }),
        fc.nat(),
        fc.nat({ max: 5 }),
        fc.boolean(),
        fc.boolean(),
        choicesOf(MAX_MOVES),
        (players, seed, at, space, rev, picks) => {
          let s = newGame(players, seed, at % players, space && players < 6, rev ? 'revolutionary' : 'reformist');
          let checks = 0;
          for (let i = 0; i < MAX_MOVES && !s.result; i++) {
            // Checked at a rest now and then, not at every one: a few a game, spread out by the picks.
            if (checks < CHECKS && resting(s) && picks[2 * i]! % 7 === 0) {
              checkPosition(s, `seed ${seed}, move ${i}`);
              checks++;
              checked++;
              if (troublemakersOf(s).declared) declaredChecked++;
            }
            const seat = pickSeat(s, picks[2 * i + 1]!);
            if (seat === null) throw new Error(`seed ${seed}, move ${i}: nobody may act in ${stepOf(s)}`);
            const listed = legalMoves(s, seat);
            if (listed.length === 0) throw new Error(`seed ${seed}, move ${i}: seat ${seat} is asked but has no move in ${stepOf(s)}`);
            const out = play(s, chooseMove(listed, picks[2 * i]!, picks[2 * i + 1]!));
            if (!out.ok) throw new Error(out.illegal.reason);
            s = out.game;
          }
        },
      ),
      { numRuns: GAMES },
    );
    check(checked).toBeGreaterThan(GAMES);
    check(declaredChecked).toBeGreaterThan(0);
  }, 240_000);
});
