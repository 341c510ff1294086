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
 * A draft is plain data, never changed in place. Its moves are kept in chunks of up to CHUNK moves,
 * newest first, each pointing to the chunks before it: adding a move copies the last chunk only
 * (O(1)), and a line and its variations share their common chunks. Beside them the draft keeps the
 * moves' packed stream as it grows (growing.ts): adding a move codes that move only, and finishing
 * works out the first and last few characters of the stream, the rest being kept text. What is
 * left that grows with the game is copying text (the link itself, and its checksum): no rules, no
 * arithmetic per move.
 *
 * A draft cut back (`truncateLink`) keeps its stream only when cut by one move (a ruling on the last
 * move, shown beside every move played, is the game without it); cut further, its stream is packed
 * from the chunks when next needed, once.
 */
import type { Move } from '../moves.ts';
import type { GameState } from '../state.ts';
import { fail, type LinkResult } from './errors.ts';
import { growStream, type GrowingStream, streamOf, streamText, streamValues } from './growing.ts';
import { MAX_LINK_MOVES, packMoveRuns, writeMove } from './moves.ts';
import { MAX_STREAM_VALUES } from './radix.ts';
import { formatSections, type LinkSection } from './sections.ts';
import { linkHead, linkTail, type LinkShown, type LinkStart, movesSections, sourceFor } from './v2.ts';

/** Moves a chunk holds at most: adding a move copies at most this many moves' numbers. */
const CHUNK = 32;
/**
 * Numbers a move takes in a chunk: two (value, radix) pairs, the seat's position among the deciders
 * and the move's index in its list. A pair of radix 1 says nothing and is not packed, so a move
 * written with one pair (a single decider) gets (0, 1) before it, and every move the same stride.
 */
const STRIDE = 4;

/** Up to CHUNK moves, in the order played, and the chunks before them. */
export interface WrittenChunk {
  /** STRIDE numbers a move: its (value, radix) pairs for the packed stream, flat. */
  readonly pairs: readonly number[];
  /** Each move's code in the extras ('' for a listed move). */
  readonly extras: readonly string[];
  /** The extras of every move before this chunk, one after another (so finishing never reads every move). */
  readonly extrasBefore: string;
  /** How many moves this chunk and the ones before it hold. */
  readonly count: number;
  /** The chunk before (null: this one starts the game). */
  readonly before: WrittenChunk | null;
}

export interface LinkDraft {
  /** The sections before the moves (rules edition, start, card values): written once per game. */
  readonly head: readonly LinkSection[];
  /** The last chunk of moves written so far; null while there are none. */
  readonly moves: WrittenChunk | null;
  /** The moves' stream as it grows; null when it is to be packed from the chunks (a draft cut back, or a radix too large to grow). */
  readonly stream: GrowingStream | null;
  /** The stream without the last move, for the link of all moves but the last; null if not known. */
  readonly previous: GrowingStream | null;
}

/** The draft of a game with no moves yet; an error only for a start no game can be set up from. */
export function startLink(start: LinkStart): LinkResult<LinkDraft> {
  const head = linkHead(start);
  return head.ok ? { ok: true, value: { head: head.value.sections, moves: null, stream: null, previous: null } } : head;
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
  const { values, extra } = written.value;
  const pairs = values.length === STRIDE ? values : [0, 1, ...values];
  const last = draft.moves;
  const inLast = last === null ? CHUNK : movesIn(last);
  const moves: WrittenChunk =
    inLast < CHUNK
      ? { pairs: [...last!.pairs, ...pairs], extras: [...last!.extras, extra], extrasBefore: last!.extrasBefore, count: count + 1, before: last!.before }
      : { pairs: [...pairs], extras: [extra], extrasBefore: last === null ? '' : extrasUpTo(last), count: count + 1, before: last };
  // The stream coded on by this move; made again from every move when it cannot be (a count header
  // that changes at a power of two, a draft cut back): once in a while, not on every move.
  const base = draft.stream ?? (count === 0 ? streamOf([], 0) : null);
  const stream = (base && growStream(base, pairs)) ?? streamOf(runsOf(moves), count + 1);
  return { ok: true, value: { head: draft.head, moves, stream, previous: draft.stream } };
}

/** The draft of its first `count` moves (all of them, if it has fewer). */
export function truncateLink(draft: LinkDraft, count: number): LinkDraft {
  const keep = Math.max(0, count);
  if (keep >= linkMoveCount(draft)) return draft;
  let chunk = draft.moves;
  while (chunk !== null && chunk.count - movesIn(chunk) >= keep) chunk = chunk.before;
  // Cut by one move, the stream is the one kept from before that move.
  const stream = keep === linkMoveCount(draft) - 1 ? draft.previous : null;
  if (chunk === null) return { head: draft.head, moves: null, stream: null, previous: null };
  const kept = keep - (chunk.count - movesIn(chunk));
  const cut = { pairs: chunk.pairs.slice(0, kept * STRIDE), extras: chunk.extras.slice(0, kept), extrasBefore: chunk.extrasBefore, count: keep, before: chunk.before };
  return { head: draft.head, moves: cut, stream, previous: null };
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
    const packed = draft.stream ? grownText(draft.stream) : packMoveRuns(count, runsOf(draft.moves));
    if (!packed.ok) return packed;
    sections.push(...movesSections({ packed: packed.value, extras: extrasUpTo(draft.moves!) }));
  }
  sections.push(...linkTail(count, shown));
  return formatSections(sections);
}

/** A grown stream's text, refused as `packMoveRuns` refuses a stream too long for a link. */
function grownText(stream: GrowingStream): LinkResult<string> {
  if (stream.moves > MAX_LINK_MOVES) return fail('link.too-many-moves', `${stream.moves} moves, at most ${MAX_LINK_MOVES}`, MAX_LINK_MOVES);
  if (streamValues(stream) > MAX_STREAM_VALUES) return fail('link.too-long', `writer: more than ${MAX_STREAM_VALUES} values`);
  return { ok: true, value: streamText(stream) };
}

const movesIn = (chunk: WrittenChunk) => chunk.extras.length;

/** The extras of every move up to the end of this chunk. */
const extrasUpTo = (chunk: WrittenChunk) => chunk.extrasBefore + chunk.extras.join('');

/** The moves' pairs, a chunk a run, first played first. */
const runsOf = (last: WrittenChunk | null) => inOrder(last).map((c) => c.pairs);

/** The chunks, first played first. */
function inOrder(last: WrittenChunk | null): WrittenChunk[] {
  const out: WrittenChunk[] = [];
  for (let c = last; c !== null; c = c.before) out.push(c);
  return out.reverse();
}
