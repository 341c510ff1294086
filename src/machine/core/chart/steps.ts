/**
 * The statechart's steps and guards as plain functions of the game state. The chart names them;
 * both the XState machine (through `xstate.ts`) and the compiled table (`table.ts`) call these same
 * functions, so the two can only differ in how they walk the chart, which a test compares.
 *
 * The generic steps here serve every module: apply a move through its family, run the modules'
 * hooks at a named moment, and end the game when a module says it is decided.
 */
import { familyOf, modulesOf, type Moment, turnActions, turnPowers, windowKind } from '../module.ts';
import type { Guard, Step } from './types.ts';
import type { Outcome } from '../outcome.ts';
import type { GameState } from '../state.ts';
import { topWindow } from '../windows.ts';
import type { GameEvent } from '../events.ts';

export type { Guard, Step } from './types.ts';

/** Applies the move through its family's effect. */
const applyMove: Step = (state, move) => familyOf(move.type)!.apply(state, move as never);

/** Runs every module's hook for a moment of the chart, in module order. */
const moment: Step = (state, _move, params) => {
  let next = state;
  const events: GameEvent[] = [];
  for (const m of modulesOf(state)) {
    const hook = m.moments?.[params.moment as Moment];
    if (!hook) continue;
    const out = hook(next);
    next = out.state;
    events.push(...out.events);
  }
  return { state: next, events };
};

/** The first module whose rules decide the game now (a completed set, the Revolution…). */
function decision(state: GameState): Outcome | null {
  for (const m of modulesOf(state)) {
    const out = m.decided?.(state);
    if (out) return out;
  }
  return null;
}

/**
 * Ends the game as the deciding module says, after every module has had its say (`onDecision`);
 * any open windows close with it. A module that asks the table first leaves no result: the chart
 * waits in `deciding` and decides again once the table has answered.
 */
const declareDecided: Step = (state) => {
  let out = decision(state);
  if (!out) return { state, events: [] };
  for (const m of modulesOf(state)) {
    if (!m.onDecision) continue;
    out = m.onDecision(state, out);
    if (out.state.result === null) return out;
  }
  return { state: { ...out.state, windows: [] }, events: out.events };
};

/** The next step of work a module's Action left queued (see `GameModule.resume`), if any. */
function resumed(state: GameState): Outcome | null {
  if (state.windows.length > 0) return null;
  for (const m of modulesOf(state)) {
    const out = m.resume?.(state);
    if (out) return out;
  }
  return null;
}

const resume: Step = (state) => resumed(state) ?? { state, events: [] };

export const GENERIC_STEPS: Readonly<Record<string, Step>> = { applyMove, moment, declareDecided, resume };

export const GENERIC_GUARDS: Readonly<Record<string, Guard>> = {
  /** The innermost decision window takes this kind of move. */
  windowTakes: (state, move) => {
    const top = topWindow(state);
    return top !== null && (windowKind(top.kind)?.accepts.includes(move.type) ?? false);
  },
  windowsClosed: (state) => state.windows.length === 0,
  resultSet: (state) => state.result !== null,
  /** A power a module lets a seat use on its own turn (only with no window open: a window's moves come first). */
  turnPowerTakes: (state, move) => state.windows.length === 0 && turnPowers().includes(move.type),
  /** An Action a module adds to the turn's (the Gangster's Audit). */
  turnActionTakes: (state, move) => state.windows.length === 0 && turnActions().includes(move.type),
  decided: (state) => decision(state) !== null,
  /** A module's Action has queued work to take up now that the windows are closed. */
  resumes: (state) => resumed(state) !== null,
};
