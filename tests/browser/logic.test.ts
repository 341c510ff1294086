/**
 * The widgets' own logic, without a browser: the playground session (play, undo, branch, links),
 * labels that keep a seat's secrets, and the position editor's draft, which must hand the engine
 * back exactly the position it was made from.
 */
import { describe, expect, it } from 'vitest';
import { createFromPosition, createGame, decodeLink, encodeLinkV1, legalMoves, play, positionOf, TABLE, type GameState, type Move } from '../../src/machine/index.ts';
import { changeUnknown, draftOf, emptyDraft, moveAsset, moveCard, toPositionInput, unknownCount, withSpecialActions } from '../../src/components/playground/draft.ts';
import {
  at,
  goTo,
  linkOf,
  moveLabel,
  newGameSession,
  playMove,
  positionSession,
  sessionFromLink,
  sessionFromPartial,
  shown,
} from '../../src/components/playground/session.ts';
import { spacesOf } from '../../src/components/table/spaces.ts';
import { BUY_POSITION, stateOf } from './helpers/positions.ts';

function game(level: 1 | 2 = 1, moves = 6): GameState {
  const made = createGame({ players: 4, level, seed: 11, specialActions: true });
  if (!made.ok) throw new Error(made.error.reason);
  let s = made.game;
  for (let i = 0; i < moves; i++) {
    const m = legalMoves(s)[0];
    if (!m) break;
    const r = play(s, m);
    if (!r.ok) throw new Error(r.illegal.reason);
    s = r.game;
  }
  // Stop where a position can start: at the start of a turn or after the draw.
  while (s.phase !== 'turn.start' && s.phase !== 'turn.action') {
    const r = play(s, legalMoves(s)[0]!);
    if (!r.ok) throw new Error(r.illegal.reason);
    s = r.game;
  }
  return s;
}

/** The parts of a state a position describes. */
function essentials(s: GameState) {
  const p = positionOf(s);
  return { ...p, seed: undefined };
}

describe('position editor draft', () => {
  for (const [name, s] of [
    ['a new game', game(1, 0)],
    ['a game under way', game(1, 8)],
    ['a Level 2 game under way', game(2, 8)],
    ['a hand-made position', stateOf(BUY_POSITION)],
  ] as const) {
    it(`gives back ${name} unchanged`, () => {
      const back = createFromPosition(toPositionInput(draftOf(s)));
      if (!back.ok) throw new Error(back.error.reason);
      expect(essentials(back.game)).toEqual(essentials(s));
    });
  }

  it('moves cards and Assets, and the engine accepts the result', () => {
    let d = draftOf(stateOf(BUY_POSITION));
    d = moveCard(d, 'bombs-1', { kind: 'discard' });
    d = moveCard(d, 'locks-7', { kind: 'faceUp', market: 'power' });
    d = moveAsset(d, 'noble-estate', { kind: 'seat', seat: 0 });
    d = moveAsset(d, 'mega-yacht', { kind: 'out' });
    const made = createFromPosition(toPositionInput(d));
    if (!made.ok) throw new Error(made.error.reason);
    expect(made.game.discard.at(-1)).toBe('bombs-1');
    expect(made.game.players[0]!.hand).toEqual(['diamonds-4']);
    expect(made.game.markets.power.faceUp).toBe('locks-7');
    expect(made.game.players[0]!.assets).toContain('noble-estate');
    expect(made.game.removedAssets).toContain('mega-yacht');
    expect(made.game.markets.toys.assets).not.toContain('mega-yacht');
  });

  it('deals unknown cards from the deck', () => {
    let d = emptyDraft(3, true);
    d = changeUnknown(d, { kind: 'hand', seat: 1 }, true);
    d = changeUnknown(d, { kind: 'faceDown', market: 'legacy' }, true);
    expect(unknownCount(d)).toBe(2);
    const made = createFromPosition(toPositionInput(d));
    if (!made.ok) throw new Error(made.error.reason);
    expect(made.game.players[1]!.hand.length).toBe(1);
    expect(made.game.markets.legacy.faceDown.length).toBe(1);
    expect(made.game.deck.length).toBe(d.deck.length - 2);
  });

  it('takes the Special Action cards out of every zone when they are switched off', () => {
    const d = withSpecialActions(draftOf(game(1, 4)), false);
    const made = createFromPosition(toPositionInput(d));
    if (!made.ok) throw new Error(made.error.reason);
    expect(made.game.options.specialActions).toBe(false);
  });

  it('reports an impossible position through the engine', () => {
    let d = draftOf(stateOf(BUY_POSITION));
    d = moveCard(d, 'locks-7', { kind: 'hand', seat: 0 });
    const made = createFromPosition(toPositionInput(d));
    expect(made.ok).toBe(false);
    if (!made.ok) expect(made.error.rule).toBe('turn.hand-limit');
  });
});

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

describe('Billionaire board spaces', () => {
  it('lays needed Assets on five spaces and lists the rest apart', () => {
    const { spaces, extra } = spacesOf({ billionaire: 'property-speculator', assets: ['golf-plantation', 'noble-estate', 'celebrity-spouse', 'art-hoard'] });
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
