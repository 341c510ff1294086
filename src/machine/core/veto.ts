/**
 * Modules' vetoes (`GameModule.veto`): a move one module's rules allow that another's forbid (the
 * Troublemaker never Buys). Asked when moves are listed and when one is played.
 */
import type { IllegalMove } from './illegal.ts';
import { type GameModule, modulesOf } from './module.ts';
import type { Move } from './moves.ts';
import type { GameState } from './state.ts';

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
