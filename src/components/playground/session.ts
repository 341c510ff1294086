/**
 * The playground's game session: how the game started, the moves played, every state along the
 * way, the step shown and the viewpoint. Plain data and pure functions (no Preact), so undo, redo,
 * stepping and "play from a past state" are easy to reason about. States come only from the
 * engine (`createGame`, `createFromPosition`, `play`, `decodeLink`); nothing here judges a rule.
 */
import {
  createGame,
  decodeLink,
  describeMove,
  encodeLink,
  play,
  type DecodedLink,
  type GameEvent,
  type GameState,
  type IllegalMove,
  type LinkError,
  type LinkStart,
  type Move,
  type NewGameOptions,
  type Viewer,
} from '../../machine/index.ts';

export interface Session {
  readonly start: LinkStart;
  readonly moves: readonly Move[];
  /** states[i]: the game after the first i moves. */
  readonly states: readonly GameState[];
  readonly events: readonly (readonly GameEvent[])[];
  /** The state shown: states[step]. */
  readonly step: number;
  readonly viewer: Viewer;
}

export function sessionFrom(start: LinkStart, game: GameState, viewer: Viewer = 'table'): Session {
  return { start, moves: [], states: [game], events: [], step: 0, viewer };
}

export function newGameSession(options: NewGameOptions): { ok: true; session: Session } | { ok: false; error: IllegalMove } {
  const created = createGame(options);
  if (!created.ok) return created;
  return { ok: true, session: sessionFrom({ kind: 'new', options: created.game.options }, created.game) };
}

export function positionSession(game: GameState): Session {
  return sessionFrom({ kind: 'position', state: game }, game);
}

export function sessionFromLink(decoded: Extract<DecodedLink, { ok: true }>): Session {
  return {
    start: decoded.content.start,
    moves: decoded.content.moves,
    states: decoded.states,
    events: decoded.events,
    step: decoded.step,
    viewer: decoded.viewer,
  };
}

/** The game up to the last good move of a link whose later move is illegal (`link.illegal-move`). */
export function sessionFromPartial(partial: NonNullable<LinkError['partial']>): Session {
  const moves = partial.content.moves;
  return {
    start: partial.content.start,
    moves,
    states: partial.states,
    events: partial.events,
    step: Math.min(partial.content.step ?? moves.length, moves.length),
    viewer: partial.content.viewer ?? 'table',
  };
}

export function shown(s: Session): GameState {
  return s.states[s.step]!;
}

/**
 * Plays a move on the state shown. From a past state this drops the moves after it (like typing
 * after an undo in an editor). The history keeps the move as the engine read it (naming its seat).
 */
export function playMove(s: Session, move: Move): { ok: true; session: Session; events: readonly GameEvent[] } | { ok: false; illegal: IllegalMove } {
  const result = play(shown(s), move);
  if (!result.ok) return result;
  return {
    ok: true,
    events: result.events,
    session: {
      ...s,
      moves: [...s.moves.slice(0, s.step), result.move],
      states: [...s.states.slice(0, s.step + 1), result.game],
      events: [...s.events.slice(0, s.step), result.events],
      step: s.step + 1,
    },
  };
}

export function goTo(s: Session, step: number): Session {
  const clamped = Math.max(0, Math.min(s.moves.length, step));
  return clamped === s.step ? s : { ...s, step: clamped };
}

export function withViewer(s: Session, viewer: Viewer): Session {
  return { ...s, viewer };
}

/** The link fragment (without '#') that reopens exactly this session. */
export function linkOf(s: Session): string {
  return encodeLink({ start: s.start, moves: s.moves, step: s.step, viewer: s.viewer });
}

/**
 * Whether the link `fragment` reopens this session's game with every one of its moves. A link format
 * that cannot say some move (version 1 cannot record a Panic! trade of several Assets, nor a gift)
 * leaves it out, and the link reopens a different game (or fails): the widget warns then.
 */
export function linkReopens(s: Session, fragment: string): boolean {
  const back = decodeLink(fragment);
  return back.ok && back.moves.length === s.moves.length;
}

/** A random 32-bit seed from the browser (the engine itself never draws randomness). */
export function randomSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]!;
}

/** A move's label as the viewer may know it (the engine leaves out cards that seat could not see). */
export function moveLabel(state: GameState, move: Move, viewer: Viewer): string {
  return describeMove(state, move, viewer);
}
