/**
 * The step a worked example shows, and what goes with it: auto-play, the polite announcement of the
 * step just played, the link status, and whether the reader has stepped at all (the page's phase
 * map lights up only from then on). The table views are worked out once per step shown.
 *
 * In projector mode a busy step (its table below the room's full size beside its whole caption) is
 * shown in parts, the way a slide builds: first its text, then its table with the caption cut to a
 * reminder (or, for the busiest, the two halves of its table in turn), so that each can be read at
 * the room's size. Forward goes through the parts in that order, back in the other; a step reached
 * going back opens on its table's last part. Which steps are busy is
 * learnt from the projector's fit (`fitted`) and forgotten with the screen (`forgetParts`): see useStepParts.ts.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { viewOf, type TableView } from '../../machine/index.ts';
import type { WorkedExample } from '../../examples/types.ts';
import { changedText, changedZones, type ChangedZone } from '../shared/projectorZones.ts';
import type { PreparedExample } from './prepare.ts';
import { stepFragment } from './stepLink.ts';
import { useStepParts, type StepPart } from './useStepParts.ts';

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

/** How a table part is said (in the live region) and shown (under the step's number). */
export const PART_WORDS: Readonly<Record<Exclude<StepPart, 'text'>, string>> = {
  table: 'the table after it',
  'table-1': 'the table after it, first half of what changed',
  'table-2': 'the table after it, second half of what changed',
};
/** The same for the start position, whose only parts are its table's halves (it has no text to split off). */
export const START_WORDS: Readonly<Record<'table-1' | 'table-2', string>> = {
  'table-1': 'Start position, first half of the table',
  'table-2': 'Start position, second half of the table',
};
/** The half of the start position's table a part names. */
export const startHalf = (part: StepPart): keyof typeof START_WORDS => (part === 'table-2' ? 'table-2' : 'table-1');

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
  /** How many zones each step shown marks on the table (the widget learns it as it marks them: a step that changed nothing marks the zones it is about). */
  const marked = useRef(new Map<number, number>());
  const parts = useStepParts((s) => marked.current.get(s) ?? zonesAt(s).length);
  const { part } = parts;
  /** The parts of the step shown (none: it is whole), and where `part` stands among them. */
  const stepParts = parts.parts(step);
  const at = part ? stepParts.indexOf(part) : -1;
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

  /** What the live region says of step `s`: its words (a caption, or a part's name) and the zones it changed. */
  const said = (s: number, words: string) => {
    const changes = changedText(zonesAt(s));
    return `Step ${s} of ${total}: ${words}${changes ? ` ${changes}` : ''}`;
  };
  /** The last step, whole or its table's last part: nothing further forward (a busy last step's text still has its table to come). */
  const atEnd = step >= total && at === stepParts.length - 1;

  const setStep = (next: number, write = true, back = false) => {
    const s = Math.max(0, Math.min(total, next));
    setStepRaw(s);
    parts.arrive(s, back);
    setTouched(true);
    setLinkStatus('');
    setAnnounce(s === 0 ? 'Back at the start position.' : said(s, example.steps[s - 1]!.caption));
    if (write) writeFragment(example.id, s);
  };

  /** Shows one part of the busy step shown, and says so. */
  const showPart = (p: StepPart) => {
    parts.setPart(p);
    setAnnounce(step === 0 ? `${START_WORDS[startHalf(p)]}.` : said(step, p === 'text' ? example.steps[step - 1]!.caption : `${PART_WORDS[p]}.`));
  };
  /** One step forward, or to the next part of a busy step. */
  const forward = () => (at >= 0 && at < stepParts.length - 1 ? showPart(stepParts[at + 1]!) : setStep(step + 1));
  /** One step back, or to the part before of a busy step. */
  const backward = () => (at > 0 ? showPart(stepParts[at - 1]!) : step > 0 && setStep(step - 1, true, true));
  // Auto-play: one step (or part) per `pace` milliseconds, stopping at the last step.
  useEffect(() => {
    if (!playing) return;
    if (atEnd) {
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
    if (on && atEnd) setStep(0);
    setPlaying(on);
  };

  return {
    total,
    wanted: parts.wanted,
    step,
    part,
    /** The parts of the step shown, in order (none: it is whole). */
    stepParts,
    /** Whether Previous leads anywhere: a step before, or a part before. */
    atStart: step === 0 && at <= 0,
    atEnd,
    marked,
    setStep,
    stepTo,
    next,
    previous,
    fitted: (zoom: number | null) => parts.fitted(step, zoom),
    /** How many zones the halves of a step's table moved from the second to the first (see useStepParts.ts). */
    cutShift: parts.shift,
    forgetParts: parts.forget,
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
