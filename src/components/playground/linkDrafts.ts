/**
 * Each line's share link, kept written as the line grows, so that a click costs the same at move
 * 10 and at move 1,000. The address holds the link of what is shown, so a link is asked for after
 * every move; writing it from the start (`encodeLink`) replays the whole game to find each move's
 * place in its legal list. Instead each timeline gets a link draft (the engine's `LinkDraft`), made
 * from the draft of the line it grew from: a move played at the end of a line adds that one move,
 * against the state it was played on, which the line already holds (its `last`).
 *
 * The session knows nothing of this (links load on demand, see useLinks.ts), so the draft a new
 * timeline grows from is found here: among the drafts written last for the same game, the one whose
 * moves are the longest run of the timeline's first moves. Moves are compared as objects (and
 * checkpoints, to skip most of them): a line's timeline shares its move objects and checkpoint
 * states with the timeline it was extended or cut from, and with the line it branched from. A line that shares fewer (undo then a new move, a line opened from a link) is
 * written on from the longest shared run: from the start at worst, never wrongly.
 */
import {
  CHECKPOINT_EVERY,
  extendLink,
  type GameState,
  type LinkDraft,
  linkMoveCount,
  type LinkStart,
  type Move,
  play,
  startLink,
  stateAt,
  type Timeline,
  truncateLink,
} from '../../machine/api.ts';

export interface WrittenLine {
  readonly timeline: Timeline;
  readonly draft: LinkDraft;
  /**
   * Whether the draft holds every move of the timeline. A move no link can say stops the draft
   * before it (the link then reopens a shorter game, and the page warns); version 2 can say every
   * move, so this is only a safety net.
   */
  readonly complete: boolean;
}

const byTimeline = new WeakMap<Timeline, WrittenLine>();
/** The lines written last for each game (keyed by how it starts), newest first: where a grown, cut or branched line picks up. */
const recentByStart = new WeakMap<LinkStart, WrittenLine[]>();
/** Lines remembered per game: enough for a few variations side by side; any other is written from its longest shared run. */
const RECENT_LINES = 8;

/** The link draft of `timeline`, a line of the game that starts as `start`. */
export function writtenLine(start: LinkStart, timeline: Timeline): WrittenLine {
  const known = byTimeline.get(timeline);
  if (known) return known;
  const recent = recentByStart.get(start) ?? [];
  const base = longestShared(recent, timeline);
  const written = writeOn(start, timeline, base);
  byTimeline.set(timeline, written);
  // A line this one contains in full is superseded: it would never be the longest shared run again.
  const kept = recent.filter((r) => !(r === base?.from && base.shared === linkMoveCount(r.draft)));
  recentByStart.set(start, [written, ...kept].slice(0, RECENT_LINES));
  return written;
}

/** The remembered line that shares the most first moves with `timeline` (as written in its draft), and how many. */
function longestShared(recent: readonly WrittenLine[], timeline: Timeline): { readonly from: WrittenLine; readonly shared: number } | null {
  let best: { from: WrittenLine; shared: number } | null = null;
  for (const from of recent) {
    if (from.timeline.start !== timeline.start) continue;
    const shared = sharedRun(from.timeline, timeline, Math.min(linkMoveCount(from.draft), timeline.moves.length));
    if (best === null || shared > best.shared) best = { from, shared };
    if (shared === timeline.moves.length) break;
  }
  return best;
}

/**
 * How many first moves (up to `limit`) two timelines of a game share as the same objects. A
 * checkpoint is the same state object in both only when both played the same moves up to it (one
 * was extended or cut from the other), so the comparison starts after the last shared checkpoint:
 * a few dozen moves, not the whole game.
 */
function sharedRun(a: Timeline, b: Timeline, limit: number): number {
  let k = Math.min(a.checkpoints.length, b.checkpoints.length) - 1;
  while (k > 0 && a.checkpoints[k] !== b.checkpoints[k]) k--;
  let shared = Math.min(k * CHECKPOINT_EVERY, limit);
  while (shared < limit && a.moves[shared] === b.moves[shared]) shared++;
  return shared;
}

/** Writes the timeline's moves after the shared run onto its draft: one move for a line grown by a click. */
function writeOn(start: LinkStart, timeline: Timeline, base: { readonly from: WrittenLine; readonly shared: number } | null): WrittenLine {
  const moves = timeline.moves;
  const shared = base?.shared ?? 0;
  let draft = base === null ? started(start) : truncateLink(base.from.draft, shared);
  if (shared === moves.length) return { timeline, draft, complete: true };
  // The state after the shared moves: the other line's last one when it shares all of that line (a
  // click at the end of a line), else rebuilt from this line's nearest checkpoint.
  let state = base !== null && shared === base.from.timeline.moves.length ? base.from.timeline.last : stateAt(timeline, shared).state;
  for (let i = shared; i < moves.length; i++) {
    const grown = extendLink(draft, state, moves[i]!);
    if (!grown.ok) return { timeline, draft, complete: false };
    draft = grown.value;
    if (i + 1 < moves.length) state = after(state, moves[i]!);
  }
  return { timeline, draft, complete: true };
}

function started(start: LinkStart): LinkDraft {
  const draft = startLink(start);
  if (!draft.ok) throw new Error(`cannot encode link: ${draft.error.reason}`); // the start came from the engine: a bug
  return draft.value;
}

function after(state: GameState, move: Move): GameState {
  const out = play(state, move);
  if (!out.ok) throw new Error(out.illegal.reason); // a bug: the moves of a timeline are legal
  return out.game;
}
