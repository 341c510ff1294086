/**
 * Projector mode of a worked example (see shared/projector.ts): the widget fills the screen with the
 * step's text and a table scaled to fit. The projection is kept in a ref so a link to another
 * example can leave it; a widget that goes away gives the screen and the page back. Each fit is
 * reported to `fit` (the step state learns there which steps are busy, see useStepParts.ts).
 */
import { useEffect, useLayoutEffect, useRef, useState, type MutableRef } from 'preact/hooks';
import { enterProjector, type Projection } from '../shared/projector.ts';
import type { StepPart } from './useStepParts.ts';

interface FitReport {
  /** The step shown: with `part`, what a fit is remembered by (see projector.ts, Options.shown). */
  readonly step: number;
  /** The part of a busy step shown: the table is fitted again as soon as it changes, before it is painted. */
  readonly part: StepPart | null;
  /** While a busy step's table is tried alone: the zoom it must reach for the split to be kept. */
  readonly wanted: () => number | null;
  /** How many zones the halves of a step's table moved from the second to the first: a part's fit is remembered with it. */
  readonly cutShift: (step: number) => number;
  /** The table's zoom for the step as shown (null: the widget scrolls; 0: short of `wanted`). */
  readonly fitted: (zoom: number | null) => void;
  /** Projector mode ended, or the screen changed: what was learnt from the fits no longer holds. */
  readonly forgetParts: () => void;
}

export function useProjectorMode(root: MutableRef<HTMLDivElement | null>, fit: FitReport) {
  const [projecting, setProjecting] = useState(false);
  const projection = useRef<Projection | null>(null);
  // The projection outlives renders: it reports to the step state of the latest one.
  const report = useRef(fit);
  report.current = fit;
  // A part shown or put back changes what the table has room for: fit it before the browser paints.
  useLayoutEffect(() => projection.current?.refit(), [fit.part]);

  const toggleProjector = () => {
    const el = root.current;
    if (projection.current) void projection.current.leave();
    else if (el) {
      delete document.documentElement.dataset.wantsProjector; // asked before hydration (see reveal.ts): answered now
      projection.current = enterProjector(el, {
        table: () => el.querySelector<HTMLElement>('.bng-table'),
        stage: () => el.querySelector<HTMLElement>('.bng-example-stage'),
        // In landscape the controls are a row under the table, the title beside them (example.css).
        under: () => [...el.querySelectorAll<HTMLElement>('.bng-example-stage > .bng-controls, .bng-example-title')],
        // The table in one column or two, and a long caption beside it rather than over it (example.css, projector.css).
        layouts: ['', 'cols', 'side cols'],
        // Only where no layout above gets the table to full size: the caption in a narrower column,
        // or the table in three columns. Of the 310 example steps at 1280×720, 265 reached 18 px
        // without them, 275 with the narrower caption alone, 281 with all three.
        fallbackLayouts: ['side narrow cols', 'cols three', 'side cols three'],
        text: () => el.querySelector<HTMLElement>('.bng-caption'),
        atLeast: () => report.current.wanted(),
        shown: () => `${report.current.step}/${report.current.part ?? 'whole'}/${report.current.cutShift(report.current.step)}`,
        // A new screen forgets which steps were busy. The step shown whole is judged again at once;
        // one shown in a part is shown whole again first, and judged at that fit.
        onFit: (zoom, resized) => {
          if (resized) report.current.forgetParts();
          if (!resized || report.current.part === null) report.current.fitted(zoom);
        },
        onLeave: () => {
          projection.current = null;
          report.current.forgetParts();
          setProjecting(false);
        },
      });
      setProjecting(true);
    }
  };
  // F pressed on the example before it hydrated (see reveal.ts): the reader asked, so enter now.
  // A widget that goes away (the page changes) gives the screen and the page back.
  useEffect(() => {
    const id = root.current?.id;
    if (id && document.documentElement.dataset.wantsProjector === id && !projection.current) toggleProjector();
    return () => {
      void projection.current?.leave(false);
    };
  }, []);
  return { projecting, projection, toggleProjector };
}
