/**
 * A link to a step of this example (at load, or pasted or clicked later): show that step, bring
 * the example into view and give it the focus, so the keys work at once; a projector link (`/p`)
 * also turns projector mode on (as an overlay: the browser grants full screen only to a key or
 * click, and F then asks for it). Anything else is ignored, except a link to another example while
 * this one fills the screen: projector mode is left for it.
 */
import { useEffect, type MutableRef } from 'preact/hooks';
import type { Projection } from '../shared/projector.ts';
import { exampleAnchor, parseStepFragment, stepFor } from './stepLink.ts';
import type { StepState } from './useStepState.ts';

export function useStepLink(
  exampleId: string,
  steps: StepState,
  root: MutableRef<HTMLDivElement | null>,
  projection: MutableRef<Projection | null>,
  enterProjector: () => void,
) {
  useEffect(() => {
    const open = () => {
      const link = stepFor(location.hash, exampleId, steps.total);
      if (link === null) {
        // A link to another example: leave the screen to it (it takes the focus itself). Leaving
        // full screen puts back the page's scroll of before, so bring that example into view again.
        const other = parseStepFragment(location.hash);
        if (other && other.example !== exampleId && projection.current)
          void projection.current.leave(false).then(() => document.getElementById(exampleAnchor(other.example))?.scrollIntoView({ block: 'start' }));
        return;
      }
      steps.setPlaying(false);
      steps.setStep(link.step, false);
      const el = root.current;
      if (!el) return;
      el.scrollIntoView({ block: 'start' });
      el.focus({ preventScroll: true });
      if (link.projector && !projection.current) enterProjector();
    };
    open();
    window.addEventListener('hashchange', open);
    return () => window.removeEventListener('hashchange', open);
    // Runs once: the example never changes for a mounted widget.
  }, []);
}
