/**
 * Modules' vetoes (`GameModule.veto`): a move one module's rules allow that another's forbid (the
 * Troublemaker never Buys). Asked when moves are listed and when one is played.
 */
import type { IllegalMove } from './illegal.ts';
import { type GameModule, modulesOf } from './module.ts';
import type { Move } from './moves.ts';
import type { RuleId } from './rule-ids.ts';
import type { GameState, Seat } from './state.ts';

/** The modules of a game that may veto, worked out once per list of modules (nearly always none). */
const vetoersOf = new WeakMap<readonly GameModule[], readonly GameModule[]>();

export function vetoers(state: GameState): readonly GameModule[] {
  const modules = modulesOf(state);
  let found = vetoersOf.get(modules);
  if (!found) vetoersOf.set(modules, (found = modules.filter((m) => m.veto)));
  return found;
}

/** Why a module forbids this move now, or null. */
export function vetoOf(state: GameState, move: Move): IllegalMove | null {
  for (const m of vetoers(state)) {
    const problem = m.veto!(state, move);
    if (problem) return problem;
  }
  return null;
}

/** The rule that stops this seat drawing into their hand now (a General Strike), or null. */
export function drawStopped(state: GameState, seat: Seat): RuleId | null {
  for (const m of modulesOf(state)) {
    const rule = m.stopsDraw?.(state, seat);
    if (rule) return rule;
  }
  return null;
}

/** Whether a module keeps this seat out of Government Policy, Roles and the Draw deck (a Declared Revolutionary). */
export function sidelined(state: GameState, seat: Seat): boolean {
  return modulesOf(state).some((m) => m.sidelined?.(state, seat) === true);
}
