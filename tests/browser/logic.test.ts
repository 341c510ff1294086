/**
 * The widgets' own logic, without a browser: the playground session (play, undo, variations, links),
 * and labels that keep a seat's secrets (the position editor's draft has its own tests: tests/unit/draft.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { createGame, decodeLink, encodeLinkV1, legalMoves, play, resolveCards, TABLE, type Move } from '../../src/machine/index.ts';
import {
  at,
  branchesOf,
  goTo,
  lineName,
  moveLabel,
  newGameSession,
  playMove,
  positionSession,
  sessionFromLink,
  sessionFromPartial,
  shown,
  switchLine,
  withViewer,
  type Session,
} from '../../src/components/playground/session.ts';
import { linkOf, sessionWithLink } from '../../src/components/playground/links.ts';
import { spacesOf } from '../../src/components/table/spaces.ts';
import { BUY_POSITION, stateOf } from './helpers/positions.ts';

describe('playground session', () => {
  it('plays, undoes, branches and round-trips through a link', () => {
    const made = newGameSession({ players: 3, seed: 3 });
    if (!made.ok) throw new Error(made.error.reason);
    let s = made.session;
    for (let i = 0; i < 4; i++) {
      const r = playMove(s, legalMoves(shown(s))[0]!);
      if (!r.ok) throw new Error(r.illegal.reason);
      s = r.session;
    }
    expect(s.step).toBe(4);
    s = goTo(s, 2);
    const branch = legalMoves(shown(s)).at(-1)!;
    const r = playMove(s, branch);
    if (!r.ok) throw new Error(r.illegal.reason);
    expect(r.session.moves.length).toBe(3);
    expect(r.session.moves[2]).toEqual(branch);
    const back = decodeLink(linkOf(goTo(r.session, 1)));
    if (!back.ok) throw new Error(back.error.reason);
    const again = sessionFromLink(back);
    expect(again.step).toBe(1);
    expect(again.moves).toEqual(r.session.moves);
    expect(shown(again)).toEqual(at(r.session, 1).state);
  });

  it('refuses an illegal move without changing the session', () => {
    const s = positionSession(stateOf(BUY_POSITION));
    const r = playMove(s, { type: 'draw', seat: 0 });
    expect(r.ok).toBe(false);
  });

  it('hides chosen and invested cards from other seats in move labels', () => {
    const state = stateOf(BUY_POSITION);
    const invest = { type: 'invest', seat: 0, card: 'bombs-1', market: 'toys', draw: 'locks-7' } as const;
    expect(moveLabel(state, invest, 'table')).toContain('Bombs');
    expect(moveLabel(state, invest, 0)).toContain('Bombs');
    expect(moveLabel(state, invest, 1)).not.toContain('Bombs');
    expect(moveLabel(state, { type: 'choose', seat: TABLE, outcome: { kind: 'draw', cards: ['locks-7'] } }, 2)).not.toContain('Locks');
  });
});

/** A 3-player session with `n` moves played (always the first legal move), shown at its end. */
function played(n: number): Session {
  const made = newGameSession({ players: 3, seed: 3 });
  if (!made.ok) throw new Error(made.error.reason);
  let s = made.session;
  for (let i = 0; i < n; i++) s = playOk(s, legalMoves(shown(s))[0]!).session;
  return s;
}

function playOk(s: Session, move: Move) {
  const r = playMove(s, move);
  if (!r.ok) throw new Error(r.illegal.reason);
  return r;
}

/** A legal move at the step shown that is not the shown line's next move. */
function otherMove(s: Session): Move {
  const next = s.moves[s.step];
  const m = legalMoves(shown(s)).find((x) => !next || JSON.stringify(x) !== JSON.stringify(next));
  if (!m) throw new Error('only one legal move here');
  return m;
}

describe('playground session: lines of play', () => {
  it('keeps the old line when a different move is played at an earlier step', () => {
    const main = played(6);
    const back = goTo(main, 3);
    const r = playOk(back, otherMove(back));
    expect(r.change).toBe('branched');
    const s = r.session;
    expect(s.lines).toHaveLength(2);
    expect(s.line).toBe(1);
    expect(s.step).toBe(4);
    expect(s.moves).toHaveLength(4);
    expect(s.moves.slice(0, 3)).toEqual(main.moves.slice(0, 3));
    // The main line keeps every move, and the step it was left at.
    expect(s.lines[0]!.timeline.moves).toEqual(main.moves);
    expect(s.lines[0]!.step).toBe(3);
    expect(s.lines[1]).toMatchObject({ parent: 0, from: 3, step: 4 });
    expect(lineName(s, 0)).toBe('Main line');
    expect(lineName(s, 1)).toBe('Variation 1 (after move 3)');
    // The shown line is spelled out in the session.
    expect(s.timeline).toBe(s.lines[1]!.timeline);
    expect(r.events).toEqual(at(s, 4).events);
  });

  it('switches lines, each keeping its own step; undo and redo stay within the line shown', () => {
    const main = played(6);
    let s = playOk(goTo(main, 2), otherMove(goTo(main, 2))).session; // Variation 1, at step 3
    s = playOk(s, legalMoves(shown(s))[0]!).session; // step 4 on Variation 1
    s = goTo(s, 1); // undo three times on the variation
    expect(s.step).toBe(1);
    expect(s.lines[1]!.timeline.moves).toHaveLength(4); // undo keeps the moves: redo plays them again
    s = switchLine(s, 0);
    expect(s.line).toBe(0);
    expect(s.step).toBe(2);
    expect(s.moves).toEqual(main.moves);
    s = goTo(s, 99); // redo to the end, clamped to the main line
    expect(s.step).toBe(6);
    s = switchLine(s, 1);
    expect(s.step).toBe(1);
    expect(s.moves).toHaveLength(4);
    expect(goTo(s, 99).step).toBe(4);
    expect(goTo(s, -1).step).toBe(0);
    expect(shown(switchLine(s, 0))).toEqual(shown(main));
    // A line that does not exist changes nothing; nor does showing the line and step already shown.
    expect(switchLine(s, 7)).toBe(s);
    expect(switchLine(s, 1)).toBe(s);
  });

  it('plays the next move of the line, or joins a line that already made it, instead of copying a line', () => {
    const main = played(5);
    const atTwo = goTo(main, 2);
    const followed = playOk(atTwo, main.moves[2]!);
    expect(followed.change).toBe('followed');
    expect(followed.session.lines).toHaveLength(1);
    expect(followed.session.step).toBe(3);
    expect(followed.session.moves).toEqual(main.moves);
    const other = otherMove(atTwo);
    const branched = playOk(atTwo, other).session;
    // Back on the main line at step 2, the same different move joins Variation 1.
    const again = playOk(switchLine(branched, 0, 2), other);
    expect(again.change).toBe('joined');
    expect(again.session.lines).toHaveLength(2);
    expect(again.session.line).toBe(1);
    expect(again.session.step).toBe(3);
    // And from the variation, the main line's move joins the main line.
    const home = playOk(switchLine(branched, 1, 2), main.moves[2]!);
    expect(home.change).toBe('joined');
    expect(home.session.line).toBe(0);
    expect(home.session.step).toBe(3);
  });

  it('starts variations of variations, names them, and finds where each leaves the line shown', () => {
    const main = played(6);
    let s = playOk(goTo(main, 4), otherMove(goTo(main, 4))).session; // Variation 1 after move 4
    s = playOk(goTo(s, 0), otherMove(goTo(s, 0))).session; // Variation 2, from Variation 1, from the start
    expect(lineName(s, 2)).toBe('Variation 2 (from Variation 1, from the start)');
    s = switchLine(s, 1);
    expect(branchesOf(s)).toEqual([
      { line: 2, after: 0, move: s.lines[2]!.timeline.moves[0] },
      { line: 0, after: 4, move: main.moves[4] },
    ]);
    s = switchLine(s, 0);
    expect(branchesOf(s).map((b) => [b.line, b.after])).toEqual([
      [2, 0],
      [1, 4],
    ]);
  });

  it('links the line shown, and finds a line (or an earlier game) again from its link', () => {
    const main = played(6);
    const s = playOk(goTo(main, 3), otherMove(goTo(main, 3))).session;
    // The link holds just the line shown: its moves, its step and the viewpoint.
    const link = linkOf(withViewer(s, 1));
    const opened = decodeLink(link);
    if (!opened.ok) throw new Error(opened.error.reason);
    expect(opened.moves).toEqual(s.moves);
    expect(opened.step).toBe(4);
    expect(sessionFromLink(opened).lines).toHaveLength(1);
    // Back to the main line's link (as the browser's history holds it): the main line, both lines kept.
    const mainLink = linkOf(switchLine(s, 0, 5));
    const decoded = decodeLink(mainLink);
    if (!decoded.ok) throw new Error(decoded.error.reason);
    const found = sessionWithLink([s], mainLink, decoded);
    expect(found?.line).toBe(0);
    expect(found?.step).toBe(5);
    expect(found?.lines).toHaveLength(2);
    expect(found && linkOf(found)).toBe(mainLink);
    // The viewpoint comes from the link too.
    const seatLink = linkOf(withViewer(switchLine(s, 0, 1), 2));
    const seatDecoded = decodeLink(seatLink);
    if (!seatDecoded.ok) throw new Error(seatDecoded.error.reason);
    expect(sessionWithLink([s], seatLink, seatDecoded)?.viewer).toBe(2);
    // An earlier game, remembered after the one shown: found there.
    const other = played(2);
    expect(sessionWithLink([other, s], mainLink, decoded)?.lines).toHaveLength(2);
    // A link of no known line: null (it is opened afresh).
    const foreign = linkOf(other);
    const foreignDecoded = decodeLink(foreign);
    if (!foreignDecoded.ok) throw new Error(foreignDecoded.error.reason);
    expect(sessionWithLink([s], foreign, foreignDecoded)).toBeNull();
  });

  it('labels a move with who made it', () => {
    const state = stateOf(BUY_POSITION);
    expect(moveLabel(state, { type: 'buy', seat: 0, market: 'vanity', cards: ['bombs-1', 'diamonds-4'] }, 'table')).toMatch(/^The Property Speculator: Buy at Vanity/);
    expect(moveLabel(state, { type: 'choose', seat: TABLE, outcome: { kind: 'roll', value: 4 } }, 'table')).toMatch(/^Your table: Chosen outcome/);
  });
});

describe('Billionaire board spaces', () => {
  it('lays needed Assets on five spaces and lists the rest apart', () => {
    const { spaces, extra } = spacesOf(resolveCards(undefined, undefined), {
      billionaire: 'property-speculator',
      assets: ['golf-plantation', 'noble-estate', 'celebrity-spouse', 'art-hoard'],
    });
    expect(spaces.length).toBe(5);
    expect(spaces.filter((s) => s.asset !== null).map((s) => s.asset)).toEqual(['golf-plantation', 'noble-estate']);
    expect(extra).toEqual(['celebrity-spouse', 'art-hoard']);
  });
});

describe('a link with an illegal move', () => {
  it('opens as a session up to the last good move', () => {
    const made = createGame({ players: 3, level: 2, seed: 4, specialActions: true });
    if (!made.ok) throw new Error(made.error.reason);
    let s = made.game;
    const moves: Move[] = [];
    for (let i = 0; i < 5; i++) {
      const m = legalMoves(s)[0]!;
      moves.push(m);
      const r = play(s, m);
      if (!r.ok) throw new Error(r.illegal.reason);
      s = r.game;
    }
    // Written in version 1: the current link writer refuses an illegal move.
    const decoded = decodeLink(encodeLinkV1({ start: { kind: 'new', options: made.game.options }, moves: [...moves, { type: 'panicAgree', seat: 0 }], viewer: 1 }));
    if (decoded.ok || !decoded.error.partial) throw new Error('expected an illegal move with a partial game');
    const session = sessionFromPartial(decoded.error.partial);
    expect(session.moves).toEqual(moves);
    expect(session.step).toBe(5);
    expect(session.viewer).toBe(1);
    expect(shown(session)).toEqual(s);
    expect(at(session, 5).events).toEqual(decoded.error.partial.events[4]);
    // The session keeps moves and checkpoints, not every state.
    expect(session.timeline.moves).toHaveLength(5);
    expect(session.timeline.checkpoints).toHaveLength(1);
  });
});
