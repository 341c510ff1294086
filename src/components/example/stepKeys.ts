/**
 * The worked example's keys, while the widget or any of its controls has focus (text fields and
 * selects keep theirs): ← and PageUp step back, → and PageDown forward (what presentation clickers
 * send), Home and End go to the start and the last step, Space steps forward (Shift+Space back)
 * except on a control that Space presses, F toggles projector mode, and `.` or `B` (a clicker's
 * "blank screen" button) only pause auto-play.
 */
import { isTypingTarget } from '../shared/keys.ts';
import { isProjectorKey } from '../shared/projector.ts';
import { isControl } from './focus.ts';

export type Move = 'back' | 'forward' | 'first' | 'last';

/** The step keys; Space is handled apart (it keeps its meaning on controls). */
const KEYS: Readonly<Record<string, Move>> = {
  ArrowLeft: 'back',
  PageUp: 'back',
  ArrowRight: 'forward',
  PageDown: 'forward',
  Home: 'first',
  End: 'last',
};

/** Keys that clickers send for "blank the screen": they pause auto-play. */
const PAUSE_KEYS = new Set(['.', 'b', 'B']);

interface KeyActions {
  readonly root: HTMLElement | null;
  readonly go: (move: Move) => void;
  readonly pause: () => void;
  readonly toggleProjector: () => void;
}

/** Handles one keydown on the widget. */
export function onStepKey(e: KeyboardEvent, { root, go, pause, toggleProjector }: KeyActions): void {
  if (e.altKey || e.ctrlKey || e.metaKey || isTypingTarget(e.target)) return;
  if (isProjectorKey(e)) {
    e.preventDefault();
    toggleProjector();
    return;
  }
  if (PAUSE_KEYS.has(e.key)) {
    pause();
    return;
  }
  if (e.key === ' ') {
    // On a button or summary Space presses it, as everywhere else.
    if (isControl(e.target, root)) return;
    e.preventDefault(); // no page scroll
    go(e.shiftKey ? 'back' : 'forward');
    return;
  }
  const move = KEYS[e.key];
  if (move === undefined) return;
  e.preventDefault();
  go(move);
}
