/** What the coach says at one of the learner's decisions (see index.ts). */
import type { Move, RuleId, Seat } from '../machine/index.ts';

/** One move the learner may make now, in words, with what the coach knows of it before it is made. */
export interface CoachOption {
  readonly move: Move;
  /** The move's words, as on its button among the legal moves. */
  readonly words: string;
  /** What the move would do, where the coach can tell from the learner's own view (a Buy's chances), else null. */
  readonly preview: string | null;
  /** A reason to think twice (a Buy that cannot win, a win left on the table), else null. */
  readonly warning: string | null;
  /**
   * What this kind of move changes on the table, on the first option of its kind when its group
   * holds several kinds (Claim an Asset, Claim nothing); else null, the group saying it once.
   */
  readonly effect: string | null;
}

/** The learner's moves of one kind ("Buy an Asset"), with the rule that explains that kind of move. */
export interface CoachGroup {
  readonly group: string;
  readonly rule: RuleId;
  /** What this kind of move changes on the table, when the group holds one kind (else each kind's first option says it). */
  readonly effect: string | null;
  readonly options: readonly CoachOption[];
}

export interface Advice {
  readonly seat: Seat;
  /** What the game waits for now, and its rule. */
  readonly now: { readonly words: string; readonly rule: RuleId };
  readonly groups: readonly CoachGroup[];
  /** A computer player's choice in the learner's place, from the learner's view, and why. */
  readonly suggestion: { readonly move: Move; readonly words: string; readonly reason: string; readonly rule: RuleId };
  /** The random generator's next state (the suggestion may draw on it, as a computer player does). */
  readonly rng: number;
}
