/**
 * A share link written as the game is played, one move at a time, instead of from the start each
 * time. `encodeLink` must replay a whole game to write it, because each move is written as its
 * index in the legal list of the state before it. A caller that plays the game already has each of
 * those states, at the moment it plays the move: a draft keeps what the link says of the moves so
 * far, so adding a move costs that one move's lists, whatever the length of the game.
 *
 *   startLink(start)               the draft of a game with no moves yet
 *   extendLink(draft, state, move) the move played on `state` (the state after the draft's moves)
 *   truncateLink(draft, count)     its first `count` moves (undo, a variation, a ruling's link)
 *   finishLink(draft, shown?)      the link, byte for byte what `encodeLink` writes for the same game
 *
 * A draft is plain data, never changed in place. Its moves are a chain, newest first, each pointing
 * to the moves before it: adding one is O(1), and a line and its variations share their common
 * moves. Only `finishLink` walks the whole chain, to pack the moves into text (the link's own
 * length, and no rules involved: the range coder and the checksum run over the whole link, so the
 * text itself cannot be extended in place).
 */
import type { Move } from '../moves.ts';
import type { GameState } from '../state.ts';
import type { LinkResult } from './errors.ts';
import { packMoves, writeMove, type WrittenMove } from './moves.ts';
import { formatSections, type LinkSection } from './sections.ts';
import { linkHead, linkTail, type LinkShown, type LinkStart, movesSections, sourceFor } from './v2.ts';

/** The moves written so far, newest first. */
export interface WrittenMoves extends WrittenMove {
  /** How many moves the chain holds, this one included. */
  readonly count: number;
  /** The moves played before this one (null: this is the first). */
  readonly before: WrittenMoves | null;
}

export interface LinkDraft {
  /** The sections before the moves (rules edition, start, card values): written once per game. */
  readonly head: readonly LinkSection[];
  /** The moves written so far, newest first; null while there are none. */
  readonly moves: WrittenMoves | null;
}

/** The draft of a game with no moves yet; an error only for a start no game can be set up from. */
export function startLink(start: LinkStart): LinkResult<LinkDraft> {
  const head = linkHead(start);
  return head.ok ? { ok: true, value: { head: head.value.sections, moves: null } } : head;
}

/** How many moves a draft holds. */
export function linkMoveCount(draft: LinkDraft): number {
  return draft.moves?.count ?? 0;
}

/**
 * The draft with one more move: `move`, played on `before`, which must be the state after the
 * draft's moves (the caller has it: it is the state the move was played on). Only that state's
 * legal lists are read; the move itself is not played again (a move the engine already accepted).
 * A move neither listed nor an extra cannot be written, and comes back as the error `encodeLink`
 * would give.
 */
export function extendLink(draft: LinkDraft, before: GameState, move: Move): LinkResult<LinkDraft> {
  const count = linkMoveCount(draft);
  const written = writeMove(sourceFor(), before, move, count);
  if (!written.ok) return written;
  return { ok: true, value: { head: draft.head, moves: { ...written.value, count: count + 1, before: draft.moves } } };
}

/** The draft of the first `count` moves (as many as it has, if fewer): walks back over the moves dropped only. */
export function truncateLink(draft: LinkDraft, count: number): LinkDraft {
  let moves = draft.moves;
  while (moves !== null && moves.count > Math.max(0, count)) moves = moves.before;
  return moves === draft.moves ? draft : { head: draft.head, moves };
}

/**
 * The link of the draft's game, showing `shown` (the step, default the last; the viewpoint, default
 * the table; a move tried there, for a verdict link). Too long a game comes back as the error
 * `encodeLinkResult` gives.
 */
export function finishLink(draft: LinkDraft, shown: LinkShown = {}): LinkResult<string> {
  const count = linkMoveCount(draft);
  const sections = [...draft.head];
  if (count > 0) {
    const packed = packMoves(inOrder(draft.moves));
    if (!packed.ok) return packed;
    sections.push(...movesSections(packed.value));
  }
  sections.push(...linkTail(count, shown));
  return formatSections(sections);
}

/** The chain's moves, first played first. */
function inOrder(moves: WrittenMoves | null): WrittenMove[] {
  const out: WrittenMove[] = new Array<WrittenMove>(moves?.count ?? 0);
  for (let m = moves; m !== null; m = m.before) out[m.count - 1] = m;
  return out;
}
