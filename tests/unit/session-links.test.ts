/**
 * The playground's links, kept written as each line grows (linkDrafts.ts), are the links
 * `encodeLink` writes from the start, whatever the session went through: moves played at the end of
 * a line, undo and redo, variations started, joined and followed, lines switched, viewpoints
 * changed, a game reopened from its own link (new move objects: nothing to pick up from). And a
 * ruling's link and the search for the line of a link (Back, Forward) agree with them too.
 */
import { describe, expect, it } from 'vitest';
import { createGame, decodeLink, deciders, encodeLink, legalMoves, type Move, type NewGameOptions } from '../../src/machine/index.ts';
import { goTo, playMove, type Session, sessionFrom, sessionFromLink, shown, switchLine, withViewer } from '../../src/components/playground/session.ts';
import { linkHoldsEveryMove, linkOf, rulingLinkOf, sessionWithLink } from '../../src/components/playground/links.ts';
import { chooseTableMove, nextPicks, pickMove, seededRandom } from '../helpers/policy.ts';

/** The link of the shown line as `encodeLink` writes it from the start. */
const fromScratch = (s: Session, attempt?: Move) => encodeLink({ start: s.start, moves: s.moves, step: s.step, viewer: s.viewer, ...(attempt ? { attempt } : {}) });

/** A move for the state shown: a listed one, or now and then a chosen outcome (written as an extra move). */
function aMove(s: Session, next: () => number): Move | null {
  const state = shown(s);
  const [kind, which] = nextPicks(next);
  const table = chooseTableMove(state, kind, which);
  if (table) return table;
  const seats = deciders(state);
  if (seats.length === 0) return null;
  return pickMove(state, legalMoves(state, seats[which % seats.length]!), kind, which);
}

function sessionOf(options: NewGameOptions): Session {
  const made = createGame(options);
  if (!made.ok) throw new Error(made.error.reason);
  return sessionFrom({ kind: 'new', options: made.game.options }, made.game);
}

/** Back and Forward: each line's link finds that line again. */
function findEachLine(s: Session): void {
  for (const [line, l] of s.lines.entries()) {
    const link = linkOf(switchLine(s, line, l.timeline.moves.length));
    const decoded = decodeLink(link);
    if (!decoded.ok) throw new Error(decoded.error.reason);
    const found = sessionWithLink([s], link, decoded);
    expect(found && linkOf(found)).toBe(link);
  }
}

describe('playground links written as lines grow', () => {
  for (const options of [
    { players: 4, level: 2, seed: 11 },
    { players: 3, level: 4, seed: 12 },
    { players: 2, level: 3, seed: 13 },
  ] as const satisfies readonly NewGameOptions[])
    it(`are encodeLink's links through play, undo, variations, lines and views (Level ${options.level}, ${options.players} players)`, () => {
      const next = seededRandom(options.seed);
      let s = sessionOf(options);
      const changes = new Set<string>();
      let most = { lines: 0, moves: 0 };
      for (let i = 0; i < 120; i++) {
        const roll = next();
        if (roll < 0.8) {
          const move = aMove(s, next);
          const out = move ? playMove(s, move) : null;
          if (out?.ok) {
            s = out.session;
            changes.add(out.change);
          }
        } else if (roll < 0.88) s = goTo(s, Math.floor(next() * (s.moves.length + 1)));
        else if (roll < 0.94) s = switchLine(s, Math.floor(next() * s.lines.length));
        else if (roll < 0.98) s = withViewer(s, next() < 0.5 ? 'table' : Math.floor(next() * s.timeline.start.players.length));
        else {
          // The game reopened from its own link: the same moves, as new objects.
          findEachLine(s);
          const opened = decodeLink(linkOf(s));
          if (!opened.ok) throw new Error(opened.error.reason);
          s = sessionFromLink(opened);
        }
        most = { lines: Math.max(most.lines, s.lines.length), moves: Math.max(most.moves, s.moves.length) };
        expect(linkOf(s)).toBe(fromScratch(s));
        expect(linkHoldsEveryMove(s)).toBe(true);
        if (s.step > 0) {
          // A ruling on the move played at the step shown: the game before it, that move tried there.
          const move = s.moves[s.step - 1]!;
          expect(rulingLinkOf(s, s.step - 1, move)).toBe(
            encodeLink({ start: s.start, moves: s.moves.slice(0, s.step - 1), step: s.step - 1, viewer: s.viewer, attempt: move }),
          );
        }
      }
      // The session went through the changes that write links on (a line grown, a variation started), at length.
      expect([...changes]).toEqual(expect.arrayContaining(['branched', 'extended']));
      expect(most.lines).toBeGreaterThan(2);
      expect(most.moves).toBeGreaterThan(25);
      findEachLine(s);
      // Each step writes the link from the start too, to compare: seconds on two busy cores.
    }, 30_000);
});
