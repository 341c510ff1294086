import type { RuleId } from './rule-ids.ts';

/**
 * Why a move is not allowed: a stable code for programs, a plain-language reason for people,
 * and the rule it breaks (whose paragraph the site links to).
 */
export interface IllegalMove {
  readonly code: string;
  readonly reason: string;
  readonly rule: RuleId;
  /** For a position: the field that is wrong (`players[2].hand`, `markets.toys.faceDown`…). */
  readonly field?: string;
}

export function illegal(code: string, rule: RuleId, reason: string): IllegalMove {
  return { code, rule, reason };
}

