/**
 * Rules editions. When a reading of the rulebooks is corrected, the correction gets an id and the
 * edition it arrived in; a game remembers which corrections it plays without
 * (`GameOptions.uncorrected`), so a share link written before a correction still replays exactly
 * as it was written (`link/editions.ts`), and can then be shown under today's rules.
 *
 * Edition 1 is every link written before corrections were numbered (links with no `e` section).
 */
import type { RuleId } from './rule-ids.ts';
import type { MoveType } from './moves.ts';
import type { GameOptions } from './state.ts';

/** The edition of the rules this engine plays; written into every new link. */
export const CURRENT_EDITION = 2;

/** One corrected reading of the rules, declared by the module whose rule it changes. */
export interface Correction {
  /** Stable id, never reused: `<module>.<what>`, e.g. `roles.reveal-any-time`. */
  readonly id: string;
  /** The first edition that plays it. */
  readonly edition: number;
  /** The rule it corrects: the page a notice links to. */
  readonly rule: RuleId;
  /** What changed, in one plain sentence for a notice ("Roles may now be Revealed after the Action"). */
  readonly summary: string;
  /**
   * A move today's rules ask for where the old ones asked nothing (ending a turn that now has a
   * last step). Replaying an old game under today's rules plays it whenever it is the only thing
   * standing between the old moves, so the correction alone does not stop the replay.
   */
  readonly bridge?: MoveType;
}

/** Whether a game plays this correction (every game does unless it was opened from an older link). */
export function corrected(state: { readonly options: Pick<GameOptions, 'uncorrected'> }, id: string): boolean {
  const off = state.options.uncorrected;
  return off === undefined || !off.includes(id);
}

/** The options' field listing corrections a game plays without: left out when there are none. */
export function uncorrectedField(ids: readonly string[] | undefined): { readonly uncorrected?: readonly string[] } {
  return ids !== undefined && ids.length > 0 ? { uncorrected: [...ids].sort() } : {};
}
