/**
 * Moves, and the one definition of each move family. A move is plain data that names the seat
 * making it. A family (`defineMove`) keeps together everything about one kind of move: its fields
 * and how to read them from untrusted input, the candidates to list, the rule check, the effect,
 * how to say it in words, its label and how a form asks for it (`core/form.ts`). Modules declare their families' fields by
 * extending `MoveFields` (`declare module` merging) and register the families with the module.
 */
import type { CardId } from '../data/cards.ts';
import type { ChosenOutcome } from './events.ts';
import type { FieldReader } from './fields.ts';
import type { MoveWords } from './form.ts';
import type { IllegalMove } from './illegal.ts';
import type { Outcome } from './outcome.ts';
import type { RuleId } from './rule-ids.ts';
import type { GameState, Seat } from './state.ts';

/** Who is looking: 'table' sees everything (teaching); a seat sees only what that player would. */
export type Viewer = 'table' | Seat;

/** The fields of each move type, besides `type` and `seat`. */
export interface MoveFields {
  /**
   * A table adjustment for disputes and worked examples: an outcome the table has seen happen
   * (the next cards drawn, a die roll, a tie-break…). Made by the table, not by a seat.
   */
  choose: { outcome: ChosenOutcome };
}

export type MoveType = keyof MoveFields;

/** The seat of a table adjustment: the people at the table, not one player. */
export const TABLE = 'table' as const;

export type Move = {
  [T in MoveType]: { readonly type: T; readonly seat: T extends 'choose' ? typeof TABLE : Seat } & Readonly<MoveFields[T]>;
}[MoveType];

export type MoveOf<T extends MoveType> = Extract<Move, { type: T }>;

/** A move as a script may write it: the seat may be left out when only one seat can act. */
export type MoveInput = { [T in MoveType]: Omit<MoveOf<T>, 'seat'> & { readonly seat?: MoveOf<T>['seat'] } }[MoveType];

/** What a move's or an event's words may use: the house style of `wording.ts`, with this game's names. */
export interface DescribeContext {
  readonly state: GameState;
  readonly viewer: Viewer;
  /** A player inside a sentence: "the War Profiteer". */
  readonly name: (seat: Seat) => string;
  /** A card, at the table's own value if it gave one: "2 Bombs", "Pandemic". */
  readonly card: (card: CardId) => string;
  /** Cards that add up (a Buy's, a Market's): "1 Bombs + 3 Locks", or "no cards". */
  readonly cards: (cards: readonly CardId[]) => string;
}

export interface MoveFamily<T extends MoveType = MoveType> {
  readonly type: T;
  /** How to read each field (besides type and seat) from untrusted input. */
  readonly fields: { readonly [K in keyof MoveFields[T]]-?: FieldReader<MoveFields[T][K]> };
  /**
   * One character naming this family in share links (a move no legal list holds is written as
   * this code, its seat and its fields). Never reuse a code: links are forever.
   */
  readonly code: string;
  /** This kind of move in a list of kinds, e.g. "Buy an Asset". */
  readonly label: string;
  /** The rule that explains this kind of move: its link among the legal moves and in a coach's advice. */
  readonly rule: RuleId;
  /**
   * Its group among the legal moves and the words on its button (see `core/form.ts`); with every
   * field `asked`, a form can put the move together. Left out for moves no person makes by hand.
   */
  readonly words?: MoveWords;
  /**
   * The seat a move of this family is made as when a person at `mover`'s seat makes it, where it
   * is not their own (a claim after their Puppet's Buy is the Puppet's). Left out: their own seat.
   */
  readonly actsAs?: (state: GameState, mover: Seat) => Seat;
  /** Whether this move is one of the turn's Actions (a player may pass only when none is legal). */
  readonly action?: boolean;
  /**
   * Its words name who acts (a Panic! trade names both sides, and a gift from the partner makes
   * the partner the subject), so a history line puts no "who moved" before them.
   */
  readonly namesPlayers?: true;
  /**
   * Moves the seat might make now, a superset of the legal ones (each is checked before it is
   * listed). Left out for moves that are never listed, such as table adjustments.
   */
  readonly candidates?: (state: GameState, seat: Seat) => readonly MoveOf<T>[];
  /**
   * Whether every candidate is legal by construction (built only from cards in the seat's hand,
   * open Markets…), so listing need not check each one. A property test plays every listed move.
   */
  readonly candidatesAreLegal?: boolean;
  /**
   * How many candidates there are, without building them (only with `candidatesAreLegal`): lets a
   * share link be read without building every seat's whole list at every step.
   */
  readonly count?: (state: GameState, seat: Seat) => number;
  /** Why this (well-formed) move breaks the rules now, or null if it is allowed. */
  readonly check: (state: GameState, move: MoveOf<T>) => IllegalMove | null;
  readonly apply: (state: GameState, move: MoveOf<T>) => Outcome;
  /** The move in words, as a button or a log line ("Buy at Toys with 3 Bombs"). */
  readonly describe: (move: MoveOf<T>, ctx: DescribeContext) => string;
}

/** Declares a move family; the type ties every part to the same move type. */
export function defineMove<T extends MoveType>(family: MoveFamily<T>): MoveFamily<T> {
  return family;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameValue(a[i], b[i])) return false;
    return true;
  }
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(b)) return false;
  // Field by field, without building key lists (this runs for every move written to a link).
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  let na = 0;
  for (const k in ra) {
    if (ra[k] === undefined) continue;
    na++;
    if (!sameValue(ra[k], rb[k])) return false;
  }
  let nb = 0;
  for (const k in rb) if (rb[k] !== undefined) nb++;
  return na === nb;
}

/** Whether two moves are the same decision (same type, seat and fields; field order does not matter). */
export function sameMove(a: Move, b: Move): boolean {
  return a.type === b.type && a.seat === b.seat && sameValue(a, b);
}
