import type { RuleId } from './rule-ids.ts';

/**
 * Why a move is not allowed: a stable code for programs, a plain-language reason for people,
 * and the rule it breaks (whose paragraph the site links to).
 */
/**
 * Every refusal code, each declared by the part of the engine that refuses (modules extend this
 * with `declare module` merging), so a code is a checked name, never a free string.
 */
export interface IllegalCodes {
  'chosen.empty': true;
  'chosen.no-player': true;
  'chosen.not-in-deck': true;
  'chosen.not-in-game': true;
  'chosen.repeated': true;
  'game.over': true;
  'move.malformed': true;
  'move.no-seat': true;
  'phase.not-now': true;
  'seat.not-deciding': true;
  'setup.billionaires': true;
  'setup.first-player': true;
  'setup.level': true;
  'setup.modules': true;
  'setup.troublemaker': true;
  'setup.players': true;
}

export type IllegalCode = keyof IllegalCodes;

export interface IllegalMove {
  readonly code: IllegalCode;
  readonly reason: string;
  readonly rule: RuleId;
  /** For a position: the field that is wrong (`players[2].hand`, `markets.toys.faceDown`…). */
  readonly field?: string;
}

export function illegal(code: IllegalCode, rule: RuleId, reason: string): IllegalMove {
  return { code, rule, reason };
}
