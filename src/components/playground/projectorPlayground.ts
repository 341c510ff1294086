/**
 * Projector mode for the playground, loaded the first time it is asked for (the "Projector mode"
 * button or F), so the playground's first download does not carry it. The playground fills the
 * screen with the table beside the step panel (the move shown, undo and redo, what the move did);
 * the moves, the history, the editors and the sharing tools are hidden (projectorPlayground.css).
 *
 * The zones the move shown changed are outlined and tagged on the table, compared in the view the
 * playground shows (so a seat's view marks nothing it could not see). A presentation clicker's
 * PageDown and PageUp (and Space on the widget itself) step like the arrow keys: they are passed on
 * as → and ←, which the playground's own shortcuts already handle (useShortcuts.ts).
 */
import { viewOf } from '../../machine/api.ts';
import { at, shown, type Session } from './session.ts';
import { isTypingTarget } from '../shared/keys.ts';
import { enterProjector, type Projection } from '../shared/projector.ts';
import { changedZones, markChangedZones } from '../shared/projectorZones.ts';
import '../shared/projector.css';
import './projectorPlayground.css';

interface Hooks {
  /** The session shown now (read at every step: the playground keeps it in a ref). */
  readonly session: () => Session | null;
  /** Told when projector mode starts and ends (the button's pressed state). */
  readonly onChange: (on: boolean) => void;
}

const projections = new WeakMap<HTMLElement, Projection>();

/** The zones the move shown changed, as the shown viewpoint sees them; none at the start. */
function markMove(root: HTMLElement, s: Session | null): void {
  const table = root.querySelector('.bng-play-table .bng-table');
  if (!table) return;
  markChangedZones(table, s && s.step > 0 ? changedZones(viewOf(at(s, s.step - 1).state, s.viewer), viewOf(shown(s), s.viewer)) : []);
}

/** Starts projector mode on the playground `root`, or ends it if it is on. */
export function toggleProjector(root: HTMLElement, { session, onChange }: Hooks): void {
  const on = projections.get(root);
  if (on) {
    void on.leave();
    return;
  }
  // Clicker keys become the playground's own step keys.
  const onKey = (e: KeyboardEvent) => {
    if (e.altKey || e.ctrlKey || e.metaKey || isTypingTarget(e.target)) return;
    const space = e.key === ' ' && e.target === root;
    const back = e.key === 'PageUp' || (space && e.shiftKey);
    const forward = e.key === 'PageDown' || (space && !e.shiftKey);
    if (!back && !forward) return;
    e.preventDefault();
    root.dispatchEvent(new KeyboardEvent('keydown', { key: back ? 'ArrowLeft' : 'ArrowRight', bubbles: true }));
  };
  // A step, another line or another viewpoint: mark what the move shown changed.
  const steps = new MutationObserver(() => markMove(root, session()));
  const projection = enterProjector(root, {
    table: () => root.querySelector<HTMLElement>('.bng-play-table .bng-table'),
    stage: () => root.querySelector<HTMLElement>('.bng-play-step'),
    onLeave: () => {
      projections.delete(root);
      root.removeEventListener('keydown', onKey);
      steps.disconnect();
      const table = root.querySelector('.bng-play-table .bng-table');
      if (table) markChangedZones(table, []);
      onChange(false);
    },
  });
  projections.set(root, projection);
  root.addEventListener('keydown', onKey);
  steps.observe(root, { attributes: true, attributeFilter: ['data-step', 'data-line', 'data-viewer'] });
  markMove(root, session());
  onChange(true);
}
