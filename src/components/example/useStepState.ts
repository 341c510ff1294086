/**
 * The step a worked example shows, and what goes with it: auto-play, the polite announcement of the
 * step just played, the link status, and whether the reader has stepped at all (the page's phase
 * map lights up only from then on). The table views are worked out once per step shown.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { viewOf, type TableView } from '../../machine/index.ts';
import type { WorkedExample } from '../../examples/types.ts';
import { changedText, changedZones, type ChangedZone } from '../shared/projectorZones.ts';
import type { PreparedExample } from './prepare.ts';
import { stepFragment } from './stepLink.ts';

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

  const setStep = (next: number, write = true) => {
    const s = Math.max(0, Math.min(total, next));
    setStepRaw(s);
    setTouched(true);
    setLinkStatus('');
    const changes = changedText(zonesAt(s));
    setAnnounce(s === 0 ? 'Back at the start position.' : `Step ${s} of ${total}: ${example.steps[s - 1]!.caption}${changes ? ` ${changes}` : ''}`);
    if (write) writeFragment(example.id, s);
  };

  // Auto-play: one step per `pace` milliseconds, stopping at the last step.
  useEffect(() => {
    if (!playing) return;
    if (step >= total) {
      setPlaying(false);
      return;
    }
    const timer = setTimeout(() => setStep(step + 1), pace);
    return () => clearTimeout(timer);
  }, [playing, step, pace, total]);

  /** A step chosen by the reader stops auto-play first. */
  const stepTo = (s: number) => {
    setPlaying(false);
    setStep(s);
  };
  /** Play from the start again when auto-play is turned on at the last step. */
  const startPlaying = (on: boolean) => {
    if (on && step >= total) setStep(0);
    setPlaying(on);
  };

  return { total, step, setStep, stepTo, playing, setPlaying, startPlaying, pace, setPace, touched, announce, linkStatus, setLinkStatus, viewAt, zonesAt, zonesKept };
}

export type StepState = ReturnType<typeof useStepState>;
