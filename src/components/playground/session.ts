/**
 * The playground's game session: how the game started, its timeline (the moves played, with a
 * checkpoint state every few moves, not every state: a long game stays small), the step shown and
 * the viewpoint. Plain data and pure functions (no Preact), so undo, redo, stepping and "play from
 * a past state" are easy to reason about. States come only from the engine (`createGame`,
 * `createFromPosition`, `play`, `decodeLink`, the timeline); nothing here judges a rule.
 */
import {
  createGame,
  decodeLink,
  describeMove,
  encodeLink,
  type DecodedLink,
  type GameEvent,
  type GameState,
  type IllegalMove,
  type LinkError,
  type LinkStart,
  type Move,
  type NewGameOptions,
  type Timeline,
  extend,
  stateAt,
  timelineOf,
  truncate,
  type Viewer,
} from '../../machine/index.ts';

export interface Session {
  readonly start: LinkStart;
  /** The moves played and checkpoints to rebuild any step from. */
  readonly timeline: Timeline;
  /** The moves played, each naming its seat (the timeline's). */
  readonly moves: readonly Move[];
  /** The step shown: the game after this many moves. */
  readonly step: number;
  readonly viewer: Viewer;
}

export function sessionFrom(start: LinkStart, game: GameState, viewer: Viewer = 'table'): Session {
  const timeline = timelineOf(game, []);
  return { start, timeline, moves: timeline.moves, step: 0, viewer };
}

const rebuilt = new WeakMap<Timeline, Map<number, { state: GameState; events: readonly GameEvent[] }>>();

/** The game after `step` moves and what the last of them caused (rebuilt from a checkpoint, then kept). */
export function at(s: Session, step: number): { state: GameState; events: readonly GameEvent[] } {
  let byStep = rebuilt.get(s.timeline);
  if (!byStep) rebuilt.set(s.timeline, (byStep = new Map()));
  let found = byStep.get(step);
  if (!found) {
    found = stateAt(s.timeline, step);
    if (byStep.size > 64) byStep.clear(); // a few recent steps are enough: the checkpoints do the rest
    byStep.set(step, found);
  }
  return found;
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
  const timeline = timelineOf(decoded.states[0]!, decoded.moves, decoded.states);
  return { start: decoded.content.start, timeline, moves: timeline.moves, step: decoded.step, viewer: decoded.viewer };
}

/** The game up to the last good move of a link whose later move is illegal (`link.illegal-move`). */
export function sessionFromPartial(partial: NonNullable<LinkError['partial']>): Session {
  const moves = partial.content.moves;
  const timeline = timelineOf(partial.states[0]!, moves, partial.states);
  return {
    start: partial.content.start,
    timeline,
    moves: timeline.moves,
    step: Math.min(partial.content.step ?? moves.length, moves.length),
    viewer: partial.content.viewer ?? 'table',
  };
}

export function shown(s: Session): GameState {
  return at(s, s.step).state;
}

/**
 * Plays a move on the state shown. From a past state this drops the moves after it (like typing
 * after an undo in an editor). The history keeps the move as the engine read it (naming its seat).
 */
export function playMove(s: Session, move: Move): { ok: true; session: Session; events: readonly GameEvent[] } | { ok: false; illegal: IllegalMove } {
  const kept = s.step === s.moves.length ? s.timeline : truncate(s.timeline, s.step);
  const grown = extend(kept, move);
  if (!grown.ok) return grown;
  return { ok: true, events: grown.events, session: { ...s, timeline: grown.timeline, moves: grown.timeline.moves, step: s.step + 1 } };
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
