/**
 * What each kind of move changes on the table, in one sentence for a new player deciding whether to
 * make it: every module's `move-effects.ts`, gathered. Only the coach reads these, so they are not part
 * of the move families that every game loads (the playground's first download stays as it was).
 * A module that adds a move and forgets its sentence fails tests/unit/move-effects.test.ts (the type
 * cannot ask for every move type: test fixtures declare moves of their own).
 */
import type { MoveType } from './core/moves.ts';
import { POLICY_EFFECTS } from './modules/policy/move-effects.ts';
import { SPACE_PROGRAM_EFFECTS } from './modules/space-program/move-effects.ts';
import { PUPPETS_EFFECTS } from './modules/puppets/move-effects.ts';
import { PANIC_EFFECTS } from './modules/panic/move-effects.ts';
import { ROLES_EFFECTS } from './modules/roles/move-effects.ts';
import { LEVEL1_EFFECTS } from './modules/level1/move-effects.ts';
import { TROUBLEMAKERS_EFFECTS } from './modules/troublemakers/move-effects.ts';
import { TABLE_EFFECTS } from './modules/table/move-effects.ts';

const EFFECTS: Readonly<Partial<Record<MoveType, string>>> = {
  ...POLICY_EFFECTS,
  ...SPACE_PROGRAM_EFFECTS,
  ...PUPPETS_EFFECTS,
  ...PANIC_EFFECTS,
  ...ROLES_EFFECTS,
  ...LEVEL1_EFFECTS,
  ...TROUBLEMAKERS_EFFECTS,
  ...TABLE_EFFECTS,
};

/** What a move of this type changes on the table, in one sentence (null for a move no module here declares). */
export function effectOf(type: MoveType): string | null {
  return EFFECTS[type] ?? null;
}
