/**
 * Which steps of a projected worked example are busy, and which part of one is shown (see
 * useStepState.ts): a busy step's table is below the room's full size beside its whole caption, and
 * it is shown in two parts, its text and then its table. What is busy is learnt from the
 * projector's fits on this screen (`fitted`) and forgotten with the screen (`forget`).
 */
import { useRef, useState } from 'preact/hooks';

/** The part of a busy step shown in projector mode; null: the whole step. */
export type StepPart = 'text' | 'table';

/** How much larger a busy step's table must get alone for the split to be kept (when still below full size). */
const SPLIT_GAIN = 1.15;

export function useStepParts() {
  const [part, setPart] = useState<StepPart | null>(null);
  /** The steps found busy on this screen in projector mode, and those a split did not help. */
  const busy = useRef(new Set<number>());
  const whole = useRef(new Set<number>());
  /** The step whose table part is being tried, and its zoom when whole (see `fitted`). */
  const trying = useRef<number | null>(null);
  const wholeZoom = useRef(1);
  /** While a step's table part is tried: the zoom that would make the split worth it (the projector stops short of it). */
  const wanted = useRef<number | null>(null);
  /** The step shown was reached going back (a busy one then opens on its table). */
  const cameBack = useRef(false);

  /** A step is shown: a busy one opens on its text, or on its table when reached going back. */
  const arrive = (step: number, back: boolean) => {
    cameBack.current = back;
    trying.current = null;
    wanted.current = null;
    setPart(busy.current.has(step) ? (back ? 'table' : 'text') : null);
  };
  /**
   * The projector's fit of `step` as shown (its table's zoom; null: it scrolls, as on a phone; 0:
   * short of `wanted`). A step whose table is below full size beside its whole caption may be busy:
   * its table part is tried (fitted before it is painted, see useProjectorMode.ts), and the step is
   * shown in parts only if the table alone gets to full size or a good deal larger (SPLIT_GAIN);
   * otherwise a second press would buy nothing, and the step stays whole. The start position is
   * never split: its text is a line.
   */
  const fitted = (step: number, zoom: number | null) => {
    wanted.current = null;
    if (zoom === null || step === 0) return;
    if (part === null && zoom < 1 && !whole.current.has(step) && !busy.current.has(step)) {
      wholeZoom.current = zoom;
      wanted.current = Math.min(1, zoom * SPLIT_GAIN);
      trying.current = step;
      setPart('table');
      return;
    }
    if (part !== 'table' || trying.current !== step) return;
    trying.current = null;
    if (zoom >= 1 || zoom >= wholeZoom.current * SPLIT_GAIN) {
      busy.current.add(step);
      if (!cameBack.current) setPart('text');
    } else {
      whole.current.add(step);
      setPart(null);
    }
  };
  /** Out of projector mode, or on another screen: every step whole again until measured. */
  const forget = () => {
    busy.current.clear();
    whole.current.clear();
    trying.current = null;
    wanted.current = null;
    setPart(null);
  };
  return { part, setPart, arrive, fitted, forget, wanted: () => wanted.current };
}
