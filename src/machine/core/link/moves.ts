/**
 * Moves as indices: a game's moves written as "which seat, which entry of that seat's legal-move
 * list", so a move costs log2(list length + 1) bits whatever its shape. The codec knows nothing
 * about the game; the engine plugs in through `MoveSource`.
 *
 * Public names (imported by the engine side; keep them stable):
 *   MoveSource<S, M>, MoveLimits, MAX_LINK_MOVES
 *   encodeMoves(source, start, moves, limits?) → LinkResult<EncodedMoves<S>>
 *   writeMove(source, state, move, index) → LinkResult<WrittenMove>   (one move, as it is played)
 *   packMoves(written, limits?) → LinkResult<{ packed, extras }>       (the moves written so far)
 *   packMoveRuns(count, runs, limits?) → LinkResult<string>             (the same stream, pairs in runs)
 *   decodeMoves(source, start, packed, extras, limits?) → DecodedMoves<S, M>
 *
 * Stream (one RadixWriter text, the `packed` section): the number of moves (writeNat), then per
 * move
 *   - the seat's position among `deciders(state)`, radix deciders.length (nothing if only one);
 *   - the move's index in that seat's legal list, radix length + 1. The value `length` is the escape
 *     "an extra move follows": a move no legal list contains (a chosen outcome, a table
 *     adjustment). Its code goes to a separate side string, `extras`, so the packed stream stays
 *     dense; an extra is always filed under the first decider, so it has one spelling.
 * With nobody to decide (deciders empty), the list is empty and only an extra can follow.
 *
 * Decoding replays as it reads, because each radix depends on the state the previous moves made.
 * It stops at the first problem and returns the moves and states read so far with an error naming
 * the move, so a page can open the game at the last good move.
 */
import { isAlphabetText } from './alphabet.ts';
import { fail, type LinkSyntaxErrorCode, type LinkResult, type LinkSyntaxError, linkError } from './errors.ts';
import { natPairs, packRuns, RadixReader } from './radix.ts';
import { MAX_LINK_CHARS } from './sections.ts';

/** Most moves a link may hold. */
export const MAX_LINK_MOVES = 5000;

/** What the codec needs to know about a game. All functions must be pure. */
export interface MoveSource<S, M> {
  /** Seats that may act now, ascending. Empty when nobody may (the game is over, or only extras fit). */
  deciders(state: S): readonly number[];
  /** That seat's legal moves, in an order that is the same every time for the same state. */
  legalMoves(state: S, seat: number): readonly M[];
  /**
   * Optional, for speed when reading: the same list as `legalMoves`, as a length and an accessor,
   * so a source can avoid building every move of every list a link passes through.
   */
  legalList?(state: S, seat: number): { readonly length: number; readonly at: (index: number) => M | undefined };
  play(state: S, move: M): { readonly ok: true; readonly game: S } | { readonly ok: false; readonly reason: string };
  sameMove(a: M, b: M): boolean;
  /** The code of a move that is in no legal list (only link-alphabet characters), or null if it is not such a move. */
  encodeExtra(state: S, move: M): string | null;
  /** The extra move whose code starts at `at` in `text`, and where the next code starts; null if none. */
  decodeExtra(state: S, text: string, at: number): { readonly move: M; readonly next: number } | null;
}

export interface MoveLimits {
  /** Default MAX_LINK_MOVES. */
  readonly maxMoves?: number;
  /**
   * Whether to keep every state along the way in `states` (default true). A caller that keeps its
   * own history (checkpoints) says false, and sees each state through `onState`: a long link then
   * opens without holding thousands of states at once.
   */
  readonly keepStates?: boolean;
  /** Called with each state after a move, and how many moves led to it. */
  readonly onState?: (state: unknown, moves: number) => void;
}

export interface EncodedMoves<S> {
  /** The range-coded stream (seat positions and list indices). */
  readonly packed: string;
  /** The codes of extra moves, one after another. */
  readonly extras: string;
  /** The state after the last move. */
  readonly final: S;
}

export type DecodedMoves<S, M> =
  | { readonly ok: true; readonly moves: readonly M[]; readonly states: readonly S[]; readonly last: S }
  /** `moves` and `states` (states[0] is the start) stop before the move the error names; `last` is the state they reach. */
  | { readonly ok: false; readonly error: LinkSyntaxError; readonly moves: readonly M[]; readonly states: readonly S[]; readonly last: S };

/** How a move is written; found by searching each decider's list in turn. */
function locate<S, M>(source: MoveSource<S, M>, state: S, deciders: readonly number[], move: M): { seat: number; index: number; length: number } | null {
  for (let seat = 0; seat < deciders.length; seat++) {
    const list = source.legalMoves(state, deciders[seat]!);
    for (let index = 0; index < list.length; index++) if (source.sameMove(list[index]!, move)) return { seat, index, length: list.length };
  }
  return null;
}

/**
 * One move as the link writes it: its (value, radix) pairs for the packed stream, flattened as
 * [value, radix, value, radix…], and its code in `extras` ('' for a listed move). A move's writing
 * depends only on the state it was played on, so a game's moves can be written one at a time, as
 * they are played, and packed together at the end (`packMoves`): that is what lets a link grow
 * with a game without replaying it (see draft.ts).
 */
export interface WrittenMove {
  readonly values: readonly number[];
  readonly extra: string;
}

/** Writes `move`, played on `state` (move number `index`, 0-based, for the messages); refuses a move that is neither listed nor an extra. */
export function writeMove<S, M>(source: MoveSource<S, M>, state: S, move: M, index: number): LinkResult<WrittenMove> {
  try {
    const deciders = source.deciders(state);
    const found = locate(source, state, deciders, move);
    if (found !== null) {
      const values = deciders.length > 1 ? [found.seat, deciders.length, found.index, found.length + 1] : [found.index, found.length + 1];
      return { ok: true, value: { values, extra: '' } };
    }
    const code = source.encodeExtra(state, move);
    if (code === null) return fail('link.illegal-move', `move ${index + 1} is in no legal list and is not an extra move`, index);
    if (code === '' || !isAlphabetText(code)) return fail('link.corrupt', `the code of extra move ${index + 1} is not link text`, index);
    // The escape value (the list's length) says "an extra follows"; it is always filed under the first decider.
    const length = deciders.length === 0 ? 0 : source.legalMoves(state, deciders[0]!).length;
    const values = deciders.length > 1 ? [0, deciders.length, length, length + 1] : [length, length + 1];
    return { ok: true, value: { values, extra: code } };
  } catch (e) {
    // The source is engine code and should not throw; if it does, say so as a value.
    return fail('link.corrupt', `the move source threw: ${String(e)}`);
  }
}

/** The packed stream and the extras of moves written one by one (`writeMove`), in the order played. */
export function packMoves(written: readonly WrittenMove[], limits: Pick<MoveLimits, 'maxMoves'> = {}): LinkResult<{ readonly packed: string; readonly extras: string }> {
  let extras = '';
  for (const { extra } of written) if (extra !== '') extras += extra;
  const packed = packMoveRuns(
    written.length,
    written.map((w) => w.values),
    limits,
  );
  return packed.ok ? { ok: true, value: { packed: packed.value, extras } } : packed;
}

/**
 * The packed stream of `count` moves whose (value, radix) pairs come flat in runs, the moves in the
 * order played (a run may hold several moves: see draft.ts). Packed straight from the runs, nothing
 * copied: a link written as a game grows is packed again on every click.
 */
export function packMoveRuns(count: number, runs: readonly (readonly number[])[], limits: Pick<MoveLimits, 'maxMoves'> = {}): LinkResult<string> {
  const maxMoves = limits.maxMoves ?? MAX_LINK_MOVES;
  if (count > maxMoves) return fail('link.too-many-moves', `${count} moves, at most ${maxMoves}`, maxMoves);
  // The stream: the number of moves, then each move's pairs.
  return packRuns([natPairs(count), ...runs]);
}

/** Writes moves played from `start`; refuses a move that is neither legal nor an extra, or that `play` refuses. */
export function encodeMoves<S, M>(source: MoveSource<S, M>, start: S, moves: readonly M[], limits: MoveLimits = {}): LinkResult<EncodedMoves<S>> {
  const maxMoves = limits.maxMoves ?? MAX_LINK_MOVES;
  if (moves.length > maxMoves) return fail('link.too-many-moves', `${moves.length} moves, at most ${maxMoves}`, maxMoves);
  const written: WrittenMove[] = [];
  let state = start;
  for (let i = 0; i < moves.length; i++) {
    const move = moves[i]!;
    const one = writeMove(source, state, move, i);
    if (!one.ok) return one;
    written.push(one.value);
    let played;
    try {
      played = source.play(state, move);
    } catch (e) {
      return fail('link.corrupt', `the move source threw: ${String(e)}`);
    }
    if (!played.ok) return fail('link.illegal-move', `move ${i + 1}: ${played.reason}`, i);
    state = played.game;
  }
  const packed = packMoves(written, { maxMoves });
  return packed.ok ? { ok: true, value: { ...packed.value, final: state } } : packed;
}

const EMPTY = { length: 0, at: () => undefined };

function arrayList<M>(list: readonly M[]): { readonly length: number; readonly at: (index: number) => M | undefined } {
  return { length: list.length, at: (i) => list[i] };
}

/** Replays the moves of `packed` and `extras` from `start`, stopping at the first problem. */
export function decodeMoves<S, M>(source: MoveSource<S, M>, start: S, packed: string, extras: string, limits: MoveLimits = {}): DecodedMoves<S, M> {
  const maxMoves = limits.maxMoves ?? MAX_LINK_MOVES;
  const keep = limits.keepStates ?? true;
  const moves: M[] = [];
  const states: S[] = [start];
  let state = start;
  const stop = (code: LinkSyntaxErrorCode, detail: string): DecodedMoves<S, M> => ({
    ok: false,
    error: linkError(code, detail, moves.length),
    moves,
    states,
    last: state,
  });
  if (typeof packed !== 'string' || typeof extras !== 'string') return stop('link.corrupt', 'moves are not text');
  // O(1), like the container's own check: a caller that skipped the container still cannot make us scan megabytes.
  if (packed.length + extras.length > MAX_LINK_CHARS) return stop('link.too-long', `${packed.length + extras.length} characters`);

  const opened = RadixReader.open(packed);
  if (!opened.ok) return { ok: false, error: { ...opened.error, moveIndex: 0 }, moves, states, last: state };
  const r = opened.value;
  const count = r.readNat();
  if (count < 0) return stop(r.error?.code ?? 'link.corrupt', r.error?.detail ?? 'unreadable move count');
  // Refused before any replay: our writer never makes such a link, so there is nothing worth showing.
  if (count > maxMoves) return { ok: false, error: linkError('link.too-many-moves', `${count} moves, at most ${maxMoves}`, maxMoves), moves, states, last: state };

  let at = 0; // next code in `extras`
  try {
    for (let i = 0; i < count; i++) {
      const deciders = source.deciders(state);
      const seat = deciders.length > 1 ? r.read(deciders.length) : 0;
      const seatId = deciders[seat];
      const list = seatId === undefined ? EMPTY : source.legalList ? source.legalList(state, seatId) : arrayList(source.legalMoves(state, seatId));
      const index = seat < 0 ? -1 : r.read(list.length + 1);
      if (index < 0) return stop(r.error?.code ?? 'link.corrupt', `move ${i + 1}: ${r.error?.detail ?? 'unreadable'}`);
      let move: M;
      if (index < list.length) move = list.at(index)!;
      else {
        if (seat !== 0) return stop('link.corrupt', `move ${i + 1}: an extra move filed under decider ${seat}, not the first`);
        const extra = source.decodeExtra(state, extras, at);
        if (extra === null) return stop('link.corrupt', `move ${i + 1}: no readable extra move at character ${at}`);
        // Guard against a source that does not move forward (or jumps out): no endless loop, no skipped text.
        if (!Number.isInteger(extra.next) || extra.next <= at || extra.next > extras.length)
          return stop('link.corrupt', `move ${i + 1}: extra move code ends at ${extra.next}`);
        at = extra.next;
        move = extra.move;
      }
      const played = source.play(state, move);
      if (!played.ok) {
        // The engine's reason is written for players, so it goes into the reason itself.
        const error = { ...linkError('link.illegal-move', `move ${i + 1}: ${played.reason}`, i), reason: `Move ${i + 1} of this link is not allowed: ${played.reason}` };
        return { ok: false, error, moves, states, last: state };
      }
      state = played.game;
      moves.push(move);
      if (keep) states.push(state);
      limits.onState?.(state, moves.length);
    }
  } catch (e) {
    return stop('link.corrupt', `the move source threw: ${String(e)}`);
  }
  if (at !== extras.length) return stop('link.corrupt', `${extras.length - at} characters of extra moves left over`);
  const problem = r.finish();
  if (problem !== null) return { ok: false, error: { ...problem, moveIndex: moves.length }, moves, states, last: state };
  return { ok: true, moves, states, last: state };
}
