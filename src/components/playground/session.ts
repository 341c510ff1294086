/**
 * The playground's game session: how the game started, its lines of play, the line and step shown
 * and the viewpoint. Plain data and pure functions (no Preact), so undo, redo, stepping, variations
 * and links are easy to reason about. States come only from the engine (`createGame`,
 * `createFromPosition`, `play`, `decodeLink`, the timeline); nothing here judges a rule.
 *
 * Lines. A session holds a flat list of lines; `lines[0]` is the main line. Each line is a whole
 * timeline from the start of the game (the moves it shares with the line it came from included), so
 * any line can be shown, stepped and shared on its own. A variation also records the line it
 * branched from (`parent`, an index into the list) and how many moves it shares with it (`from`):
 * together they make a tree, but nothing needs to walk it. Lines are only ever added, never changed
 * behind the user's back: playing a different move at an earlier step adds a variation and keeps
 * the line it came from; playing at the end of a line extends that line.
 *
 * Each line remembers its own step, so switching lines and back returns to where you were. For the
 * readers' convenience a session also spells out the shown line (`timeline`, `moves`, `step`):
 * these always equal `lines[line]`'s, as every function here builds sessions through `make`.
 */
import {
  createGame,
  replay,
  type CardValues,
  type TableCards,
  describeMove,
  familyOf,
  extend,
  playerName,
  sameMove,
  stateAt,
  TABLE,
  timelineOf,
  truncate,
  type DecodedLink,
  type GameEvent,
  type GameState,
  type IllegalMove,
  type LinkError,
  type LinkStart,
  type Move,
  type NewGameOptions,
  type Timeline,
  type Viewer,
} from '../../machine/api.ts';

export interface Line {
  /** Every move of the line from the start of the game, with checkpoints to rebuild any step from. */
  readonly timeline: Timeline;
  /** The line this one branched from (an index into `Session.lines`); null for the main line. */
  readonly parent: number | null;
  /** How many moves it shares with its parent: it branched from the game after move `from`. */
  readonly from: number;
  /** The step last shown on this line, kept while another line is shown. */
  readonly step: number;
}

export interface Session {
  readonly start: LinkStart;
  /** Every line of play: the main line first, then the variations in the order they were started. */
  readonly lines: readonly Line[];
  /** The line shown (an index into `lines`). */
  readonly line: number;
  readonly viewer: Viewer;
  /** The shown line's timeline (`lines[line].timeline`). */
  readonly timeline: Timeline;
  /** The shown line's moves, each naming its seat (the timeline's). */
  readonly moves: readonly Move[];
  /** The step shown: the game after this many moves of the shown line (`lines[line].step`). */
  readonly step: number;
}

function make(start: LinkStart, lines: readonly Line[], line: number, viewer: Viewer): Session {
  const shownLine = lines[line]!;
  return { start, lines, line, viewer, timeline: shownLine.timeline, moves: shownLine.timeline.moves, step: shownLine.step };
}

/** The session with the shown line replaced. */
function withLine(s: Session, changed: Line): Session {
  return make(
    s.start,
    s.lines.map((l, i) => (i === s.line ? changed : l)),
    s.line,
    s.viewer,
  );
}

function single(start: LinkStart, timeline: Timeline, step: number, viewer: Viewer): Session {
  return make(start, [{ timeline, parent: null, from: 0, step }], 0, viewer);
}

export function sessionFrom(start: LinkStart, game: GameState, viewer: Viewer = 'table'): Session {
  return single(start, timelineOf(game, []), 0, viewer);
}

const rebuilt = new WeakMap<Timeline, Map<number, { state: GameState; events: readonly GameEvent[] }>>();

/** The game after `step` moves of the shown line and what the last of them caused (rebuilt from a checkpoint, then kept). */
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

/**
 * A line grown by one move: the game after it is the timeline's `last`, and its events are the
 * move's own, so both are kept as that step's without replaying from a checkpoint. That state is
 * then the one shown, listed for moves and written into the link: one object, whose legal moves the
 * engine works out once.
 */
function grownBy(grown: { readonly timeline: Timeline; readonly events: readonly GameEvent[] }): Timeline {
  rebuilt.set(grown.timeline, new Map([[grown.timeline.moves.length, { state: grown.timeline.last, events: grown.events }]]));
  return grown.timeline;
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
  const timeline = decoded.timeline;
  return single(decoded.content.start, timeline, decoded.step, decoded.viewer);
}

/** The game up to the last good move of a link whose later move is illegal (`link.illegal-move`). */
export function sessionFromPartial(partial: NonNullable<LinkError['partial']>): Session {
  const moves = partial.content.moves;
  const timeline = partial.timeline;
  return single(partial.content.start, timeline, Math.min(partial.content.step ?? moves.length, moves.length), partial.content.viewer ?? 'table');
}

export function shown(s: Session): GameState {
  return at(s, s.step).state;
}

/** How many first moves two lines have in common. */
export function sharedMoves(a: Line, b: Line): number {
  const am = a.timeline.moves;
  const bm = b.timeline.moves;
  let n = 0;
  while (n < am.length && n < bm.length && sameMove(am[n]!, bm[n]!)) n++;
  return n;
}

/**
 * What playing a move did to the lines: `extended` the shown line (played at its end), `followed`
 * it (the move is the line's own next move: one step forward), `joined` another line that already
 * goes on with this move (shown at that step), or `branched`: a new variation, now shown, while the
 * line it came from keeps all its moves.
 */
export type PlayChange = 'extended' | 'followed' | 'joined' | 'branched';

/**
 * Plays a move on the state shown. At the end of the shown line it extends the line; from an
 * earlier step it never drops a move: it follows the line, joins the line that already made this
 * move there, or starts a new variation. The history keeps the move as the engine read it (naming
 * its seat).
 */
export function playMove(s: Session, move: Move): { ok: true; session: Session; events: readonly GameEvent[]; change: PlayChange } | { ok: false; illegal: IllegalMove } {
  const current = s.lines[s.line]!;
  const step = s.step;
  if (step === s.moves.length) {
    const grown = extend(s.timeline, move);
    if (!grown.ok) return grown;
    return { ok: true, events: grown.events, change: 'extended', session: withLine(s, { ...current, timeline: grownBy(grown), step: step + 1 }) };
  }
  if (sameMove(s.moves[step]!, move)) {
    const next = goTo(s, step + 1);
    return { ok: true, events: at(next, step + 1).events, change: 'followed', session: next };
  }
  const other = s.lines.findIndex((l, i) => i !== s.line && l.timeline.moves.length > step && sharedMoves(l, current) >= step && sameMove(l.timeline.moves[step]!, move));
  if (other >= 0) {
    const next = switchLine(s, other, step + 1);
    return { ok: true, events: at(next, step + 1).events, change: 'joined', session: next };
  }
  const grown = extend(truncate(s.timeline, step), move);
  if (!grown.ok) return grown;
  const variation: Line = { timeline: grownBy(grown), parent: s.line, from: step, step: step + 1 };
  return { ok: true, events: grown.events, change: 'branched', session: make(s.start, [...s.lines, variation], s.lines.length, s.viewer) };
}

/** Shows the game after `step` moves of the shown line (clamped to the line). */
export function goTo(s: Session, step: number): Session {
  const clamped = Math.max(0, Math.min(s.moves.length, step));
  return clamped === s.step ? s : withLine(s, { ...s.lines[s.line]!, step: clamped });
}

/** Shows another line, at its own last step (or at `step`, clamped to the line). */
export function switchLine(s: Session, line: number, step?: number): Session {
  const target = s.lines[line];
  if (!target) return s;
  const clamped = step === undefined ? target.step : Math.max(0, Math.min(target.timeline.moves.length, step));
  if (line === s.line && clamped === s.step) return s;
  return make(
    s.start,
    s.lines.map((l, i) => (i === line ? { ...l, step: clamped } : l)),
    line,
    s.viewer,
  );
}

/** "Main line", "Variation 2 (after move 7)", "Variation 3 (from Variation 2, after move 9)". */
export function lineName(s: Session, line: number): string {
  const l = s.lines[line];
  if (!l || l.parent === null) return 'Main line';
  const where = l.from === 0 ? 'from the start' : `after move ${l.from}`;
  return l.parent === 0 ? `Variation ${line} (${where})` : `Variation ${line} (from Variation ${l.parent}, ${where})`;
}

/**
 * Where the other lines leave the shown line: for each, the step after which it goes its own way
 * and its first move of its own. Sorted by that step, so a history list can show each one in place.
 */
export function branchesOf(s: Session): { readonly line: number; readonly after: number; readonly move: Move }[] {
  const current = s.lines[s.line]!;
  return s.lines
    .map((l, line) => ({ line, after: sharedMoves(l, current), l }))
    .filter(({ line, after, l }) => line !== s.line && after < l.timeline.moves.length)
    .map(({ line, after, l }) => ({ line, after, move: l.timeline.moves[after]! }))
    .sort((a, b) => a.after - b.after || a.line - b.line);
}

export function withViewer(s: Session, viewer: Viewer): Session {
  return make(s.start, s.lines, s.line, viewer);
}

/** A random 32-bit seed from the browser (the engine itself never draws randomness). */
export function randomSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]!;
}

/** Who makes a move: "The War Profiteer", or "Your table" for a chosen outcome (dispute mode). */
export function moverName(state: GameState, move: Move): string {
  if (move.seat === TABLE) return 'Your table';
  const name = playerName(state, move.seat);
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/**
 * A move's label as the viewer may know it, starting with who moved: "The War Profiteer: Draw a
 * card" (the engine leaves out cards that seat could not see). Words that name who acts already (a
 * Panic! trade, where the partner may be the one giving) stand alone, so no one is wrongly credited.
 */
export function moveLabel(state: GameState, move: Move, viewer: Viewer): string {
  const words = describeMove(state, move, viewer);
  if (familyOf(move.type)?.namesPlayers) return words.charAt(0).toUpperCase() + words.slice(1);
  return `${moverName(state, move)}: ${words}`;
}

/**
 * Why a computer player made a move, in its own words (src/players), for the moves played on this
 * page: kept beside the history, never in a link. Keyed by the move as the history holds it, so
 * the reason follows the move into every line that shares it.
 */
export const reasons = new WeakMap<Move, string>();

/** A computer move's reason, in a view that may know it: it can name cards only its own seat has seen. */
export const reasonOf = (move: Move, viewer: Viewer) => (viewer === 'table' || viewer === move.seat ? reasons.get(move) : undefined);

/** A table's cards as a game's options hold them (the store's `TableSet`): printed faces and Resource values. */
export interface TableOptions {
  readonly cards?: TableCards;
  readonly cardValues?: CardValues;
}

/**
 * The same session from another start (the same game made again with other cards, see
 * tableReplay.ts): every line is replayed from it, so the history is kept. Cards decide Buys, so a
 * line can stop fitting part-way (a Buy that won now fails, and the Asset claimed after it cannot be
 * taken): such a line keeps its moves up to that point. `dropped` counts the moves lost in all lines.
 */
export function replayedFrom(s: Session, game: GameState): { session: Session; dropped: number } {
  let dropped = 0;
  const lines = s.lines.map((l): Line => {
    const again = replay(game, l.timeline.moves);
    dropped += l.timeline.moves.length - again.moves.length;
    return { ...l, timeline: timelineOf(game, again.moves, again.states), step: Math.min(l.step, again.moves.length) };
  });
  const start: LinkStart = s.start.kind === 'new' ? { kind: 'new', options: game.options } : { kind: 'position', state: game };
  return { session: make(start, lines, s.line, s.viewer), dropped };
}
