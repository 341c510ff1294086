import { ControlIcon } from '../shared/ControlIcon.tsx';
import type { StepPart } from './useStepParts.ts';

/** First / previous / next / last, the step counter, auto-play, the projector-size toggle and projector mode (full screen). */
interface Props {
  readonly step: number;
  readonly total: number;
  /** The part of a busy step shown in projector mode (Next and Previous go through the parts), and all its parts. */
  readonly part: StepPart | null;
  readonly parts: readonly StepPart[];
  /** Nothing further back: the start position, whole or its table's first half. */
  readonly atStart: boolean;
  /** Nothing further forward: the last step, whole or its table. */
  readonly atEnd: boolean;
  readonly playing: boolean;
  readonly pace: number;
  readonly large: boolean;
  readonly projecting: boolean;
  readonly onStep: (step: number) => void;
  readonly onNext: () => void;
  readonly onPrevious: () => void;
  readonly onPlaying: (playing: boolean) => void;
  readonly onPace: (ms: number) => void;
  readonly onLarge: (large: boolean) => void;
  readonly onProjector: () => void;
}

/** "text, 1 of 2", "table, 3 of 3": which part of a busy step is shown, counted among its parts. */
const partName = (part: StepPart, parts: readonly StepPart[]) => `${part === 'text' ? 'text' : 'table'}, ${parts.indexOf(part) + 1} of ${parts.length}`;

export const PACES: readonly { readonly ms: number; readonly label: string }[] = [
  { ms: 1500, label: 'fast (1.5 s)' },
  { ms: 3000, label: 'normal (3 s)' },
  { ms: 6000, label: 'slow (6 s)' },
];

export function StepControls({
  step,
  total,
  part,
  parts,
  atStart,
  atEnd,
  playing,
  pace,
  large,
  projecting,
  onStep,
  onNext,
  onPrevious,
  onPlaying,
  onPace,
  onLarge,
  onProjector,
}: Props) {
  return (
    <div class="bng-controls">
      <div class="bng-row" role="group" aria-label="Step through the example">
        <button type="button" class="bng-btn" onClick={() => onStep(0)} disabled={step === 0} data-action="first">
          <ControlIcon control="first" /> First
        </button>
        <button type="button" class="bng-btn" onClick={onPrevious} disabled={atStart} data-action="previous">
          <ControlIcon control="previous" /> Previous
        </button>
        <button type="button" class="bng-btn bng-btn--primary" onClick={onNext} disabled={atEnd} data-action="next">
          Next <ControlIcon control="next" />
        </button>
        <button type="button" class="bng-btn" onClick={() => onStep(total)} disabled={step === total} data-action="last">
          Last <ControlIcon control="last" />
        </button>
        <span class="bng-step-counter" data-step={step}>
          {step === 0 ? `Start: step 0 of ${total}` : `Step ${step} of ${total}`}
          {part && parts.includes(part) ? ` (${partName(part, parts)})` : ''}
        </span>
      </div>
      <div class="bng-row">
        <button type="button" class="bng-btn" aria-pressed={playing} onClick={() => onPlaying(!playing)} data-action="autoplay">
          <ControlIcon control={playing ? 'pause' : 'play'} /> {playing ? 'Stop auto-play' : 'Auto-play'}
        </button>
        <label class="bng-check">
          <span>Pace</span>
          <select value={pace} onChange={(e) => onPace(Number((e.currentTarget as HTMLSelectElement).value))}>
            {PACES.map((p) => (
              <option key={p.ms} value={p.ms}>
                {p.label}
              </option>
            ))}
          </select>
        </label>
        <button type="button" class="bng-btn" aria-pressed={large} onClick={() => onLarge(!large)} data-action="large">
          Projector size
        </button>
        <button type="button" class="bng-btn" aria-pressed={projecting} aria-keyshortcuts="F" onClick={onProjector} data-action="projector">
          Projector mode
        </button>
      </div>
    </div>
  );
}
