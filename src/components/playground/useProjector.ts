/**
 * The playground's two projector controls: "Projector size" (larger type, in place) and projector
 * mode (F or its button), which loads on first use (see projectorPlayground.ts) so the playground's
 * first download does not carry it.
 *
 * Separate from the widget: the on-demand import, the F key and the buttons' pressed states are one
 * feature, and none of it depends on the game shown.
 */
import { useState, type MutableRef } from 'preact/hooks';
import { isTypingTarget } from '../shared/keys.ts';
import type { Session } from './session.ts';

export type Projector = ReturnType<typeof useProjector>;

/** `session`: the session shown at the time of the call; `say`: announces a failure to load. */
export function useProjector(root: MutableRef<HTMLElement | null>, session: () => Session | null, say: (message: string) => void) {
  const [large, setLarge] = useState(false);
  const [projecting, setProjecting] = useState(false);
  const project = () =>
    void import('./projectorPlayground.ts').then(
      (m) => m.toggleProjector(root.current!, { session, onChange: setProjecting }),
      () => say('Projector mode could not be loaded. Check the connection and reload the page.'),
    );
  /** F on the widget, with no modifier and not while typing, toggles projector mode. */
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key.toLowerCase() === 'f' && !e.altKey && !e.ctrlKey && !e.metaKey && !isTypingTarget(e.target)) project();
  };
  return { large, toggleLarge: () => setLarge(!large), projecting, project, onKeyDown };
}
