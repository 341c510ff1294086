/**
 * The step a worked example shows, and what goes with it: auto-play, the polite announcement of the
 * step just played, the link status, and whether the reader has stepped at all (the page's phase
 * map lights up only from then on). The table views are worked out once per step shown.
 *
 * In projector mode a busy step (its table below the room's full size beside its whole caption) is
 * shown in two parts, the way a slide builds: first its text, then its table with the caption cut to
 * a reminder, so that each can be read at the room's size. Forward goes through the parts in that
 * order, back in the other; a step reached going back opens on its table. Which steps are busy is
 * learnt from the projector's fit (`fitted`) and forgotten with the screen (`forgetParts`).
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { viewOf, type TableView } from '../../machine/index.ts';
import type { WorkedExample } from '../../examples/types.ts';
import { changedText, changedZones, type ChangedZone } from '../shared/projectorZones.ts';
import type { PreparedExample } from './prepare.ts';
import { stepFragment } from './stepLink.ts';

/** The part of a busy step shown in projector mode (see above); null: the whole step. */
export type StepPart = 'text' | 'table';

/** How much larger a busy step's table must get alone for the split to be kept (when still below full size). */
const SPLIT_GAIN = 1.15;

/** Rewrites the address to a link to this step, without a new history entry. */
function writeFragment(example: string, step: number): void {
  const fragment = stepFragment(example, step);
  if (location.hash === fragment) return;
  try {
    history.replaceState(history.state, '', fragment);
  } catch {
    // A sandboxed frame may refuse: the widget works the same without the address.
  }
}

export function useStepState(example: WorkedExample, prepared: PreparedExample) {
  const total = example.steps.length;
  const [step, setStepRaw] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [pace, setPace] = useState(3000);
  /** Whether the reader has stepped this example: from then on it lights the page's phase map. */
  const [touched, setTouched] = useState(false);
  const [announce, setAnnounce] = useState('');
  const [linkStatus, setLinkStatus] = useState('');
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
  /** Table views (every card open), worked out once per step shown. */
  const views = useRef(new Map<number, TableView>());
  const viewAt = (s: number): TableView => {
    let v = views.current.get(s);
    if (!v) views.current.set(s, (v = viewOf(prepared.states[s]!, 'table')));
    return v;
  };
  const zonesAt = (s: number): ChangedZone[] => (s === 0 ? [] : changedZones(viewAt(s - 1), viewAt(s)));
  /**
   * The zones a step that changed nothing on the table may be about (the start, a die set for a roll
   * to come, a refused move, the game over), best first: what each later step that changes something
   * will change, nearest first, then what each earlier one changed. A projected example keeps whole
   * the first of these that is on the table now (a zone the next step creates is not there yet).
   */
  const zonesKept = (s: number): ChangedZone[][] => {
    const later = Array.from({ length: total - s }, (_, i) => zonesAt(s + 1 + i));
    const earlier = Array.from({ length: s }, (_, i) => zonesAt(s - i));
    return [...later, ...earlier].filter((zones) => zones.length > 0);
  };

  const setStep = (next: number, write = true, back = false) => {
    const s = Math.max(0, Math.min(total, next));
    setStepRaw(s);
    cameBack.current = back;
    trying.current = null;
    wanted.current = null;
    setPart(busy.current.has(s) ? (back ? 'table' : 'text') : null);
    setTouched(true);
    setLinkStatus('');
    const changes = changedText(zonesAt(s));
    setAnnounce(s === 0 ? 'Back at the start position.' : `Step ${s} of ${total}: ${example.steps[s - 1]!.caption}${changes ? ` ${changes}` : ''}`);
    if (write) writeFragment(example.id, s);
  };

  /** Shows one part of the busy step shown, and says so. */
  const showPart = (p: StepPart) => {
    setPart(p);
    const changes = changedText(zonesAt(step));
    setAnnounce(`Step ${step} of ${total}: ${p === 'table' ? 'the table after it.' : example.steps[step - 1]!.caption}${changes ? ` ${changes}` : ''}`);
  };
  /** One step forward, or from a busy step's text to its table. */
  const forward = () => (part === 'text' ? showPart('table') : setStep(step + 1));
  /** One step back, or from a busy step's table to its text. */
  const backward = () => (part === 'table' ? showPart('text') : setStep(step - 1, true, true));
  /**
   * The projector's fit of the step as shown (its table's zoom; null: it scrolls, as on a phone). A
   * step whose table is below full size beside its whole caption may be busy: its table part is
   * tried (fitted before it is painted, see useProjectorMode.ts), and the step is shown in parts
   * only if the table alone gets to full size or a good deal larger (SPLIT_GAIN); otherwise a second
   * press would buy nothing, and the step stays whole. The start position is never split: its text
   * is a line.
   */
  const fitted = (zoom: number | null) => {
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
  const forgetParts = () => {
    busy.current.clear();
    whole.current.clear();
    trying.current = null;
    wanted.current = null;
    setPart(null);
  };

  // Auto-play: one step (or part) per `pace` milliseconds, stopping at the last step.
  useEffect(() => {
    if (!playing) return;
    if (step >= total && part !== 'text') {
      setPlaying(false);
      return;
    }
    const timer = setTimeout(forward, pace);
    return () => clearTimeout(timer);
  }, [playing, step, part, pace, total]);

  /** A step chosen by the reader stops auto-play first. */
  const stepTo = (s: number) => {
    setPlaying(false);
    setStep(s, true, s < step);
  };
  /** Next and Previous (buttons and keys), through the parts of a busy step; they stop auto-play too. */
  const next = () => {
    setPlaying(false);
    forward();
  };
  const previous = () => {
    setPlaying(false);
    backward();
  };
  /** Play from the start again when auto-play is turned on at the last step. */
  const startPlaying = (on: boolean) => {
    if (on && step >= total && part !== 'text') setStep(0);
    setPlaying(on);
  };

  return {
    total,
    wanted: () => wanted.current,
    step,
    part,
    setStep,
    stepTo,
    next,
    previous,
    fitted,
    forgetParts,
    playing,
    setPlaying,
    startPlaying,
    pace,
    setPace,
    touched,
    announce,
    linkStatus,
    setLinkStatus,
    viewAt,
    zonesAt,
    zonesKept,
  };
}

export type StepState = ReturnType<typeof useStepState>;
