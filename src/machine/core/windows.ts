/**
 * Decision windows: "at this moment, these seats may act or pass, then play resumes where it
 * stopped". A module opens a window at one of the chart's moments (or from a move inside another
 * window); the chart waits in place until the stack of windows is empty again.
 *
 * Windows must not leak secrets: a module decides whether to open one, whom to ask and in what
 * order from public information only (ask every seat that could hold a hidden card, not only the
 * one that does).
 */
import type { DecisionWindow, GameState, Seat } from './state.ts';

export function topWindow(state: GameState): DecisionWindow | null {
  return state.windows[state.windows.length - 1] ?? null;
}

export function openWindow(state: GameState, window: Omit<DecisionWindow, 'done'>): GameState {
  return { ...state, windows: [...state.windows, { ...window, done: [] }] };
}

/** Closes the innermost window. */
export function closeWindow(state: GameState): GameState {
  return { ...state, windows: state.windows.slice(0, -1) };
}

/** Replaces the innermost window (a negotiation that turns into a choice, say). */
export function replaceWindow(state: GameState, window: Omit<DecisionWindow, 'done'>): GameState {
  return { ...state, windows: [...state.windows.slice(0, -1), { ...window, done: [] }] };
}

/** The seats the innermost window is waiting for. */
export function windowDeciders(window: DecisionWindow): readonly Seat[] {
  const waiting = window.seats.filter((s) => !window.done.includes(s));
  if (window.mode === 'ordered') return waiting.slice(0, 1);
  if (window.mode === 'together') return window.seats;
  return waiting;
}

/** Whether the innermost window is of this kind and waiting for this seat (the setter of a Policy, say). */
export function asks(state: GameState, kind: string, seat: Seat): boolean {
  const top = topWindow(state);
  return top?.kind === kind && windowDeciders(top).includes(seat);
}

/** Marks a seat as done in the innermost window; closes it when every asked seat is done. */
export function seatDone(state: GameState, seat: Seat): GameState {
  const top = topWindow(state);
  if (!top) return state;
  const done = [...top.done, seat];
  if (top.seats.every((s) => done.includes(s))) return closeWindow(state);
  return { ...state, windows: [...state.windows.slice(0, -1), { ...top, done }] };
}
