/**
 * The stage of a worked example: what a projector shows beside the table (a plain part of the
 * column otherwise). The step controls, in projector mode a reminder of the keys, and the caption
 * of the step just played with the zones it changed.
 */
import type { WorkedExample } from '../../examples/types.ts';
import { RuleLink } from '../shared/RuleLink.tsx';
import { changedText, type ChangedZone } from '../shared/projectorZones.ts';
import { StepControls } from './StepControls.tsx';
import type { StepPart } from './useStepParts.ts';
import { PART_WORDS, START_WORDS, startHalf, type StepState } from './useStepState.ts';

interface Props {
  readonly example: WorkedExample;
  readonly steps: StepState;
  readonly zones: readonly ChangedZone[];
  readonly large: boolean;
  readonly onLarge: (large: boolean) => void;
  readonly projecting: boolean;
  readonly onProjector: () => void;
  readonly hydrated: boolean;
  readonly reduced: boolean;
}

export function StepStage({ example, steps, zones, large, onLarge, projecting, onProjector, hydrated, reduced }: Props) {
  const { step, total } = steps;
  return (
    <div class="bng-example-stage">
      <StepControls
        step={step}
        total={total}
        part={steps.part}
        parts={steps.stepParts}
        atStart={steps.atStart}
        atEnd={steps.atEnd}
        playing={steps.playing}
        pace={steps.pace}
        large={large}
        projecting={projecting}
        onStep={steps.stepTo}
        onNext={steps.next}
        onPrevious={steps.previous}
        onPlaying={steps.startPlaying}
        onPace={steps.setPace}
        onLarge={onLarge}
        onProjector={onProjector}
      />
      {projecting ? <ProjectorHint /> : null}
      <StepCaption step={step} part={steps.part} current={step > 0 ? example.steps[step - 1]! : null} zones={zones} hydrated={hydrated} reduced={reduced} />
    </div>
  );
}

/** The keys that step in projector mode, where the controls are out of reach of a presenter. */
function ProjectorHint() {
  return (
    <p class="bng-projector-hint">
      <kbd class="bng-kbd">→</kbd> <kbd class="bng-kbd">Page Down</kbd> next, <kbd class="bng-kbd">←</kbd> <kbd class="bng-kbd">Page Up</kbd> back,{' '}
      <kbd class="bng-kbd">Esc</kbd> leaves.
    </p>
  );
}

/** What the keys do next from a table part. */
const PART_HINTS: Readonly<Record<Exclude<StepPart, 'text'>, string>> = {
  table: 'Previous (Page Up) shows the text again.',
  'table-1': 'Next (Page Down) shows the second half.',
  'table-2': 'Previous (Page Up) shows the first half.',
};

/**
 * The caption of the step just played (or the start position), and the zones the step changed. A
 * busy step in projector mode shows its caption with the table hidden, then the table under a
 * one-line reminder (see useStepParts.ts).
 */
function StepCaption(props: {
  readonly step: number;
  readonly part: StepPart | null;
  readonly current: WorkedExample['steps'][number] | null;
  readonly zones: readonly ChangedZone[];
  readonly hydrated: boolean;
  readonly reduced: boolean;
}) {
  const { step, part, current, zones, hydrated, reduced } = props;
  const changes = changedText(zones);
  return (
    <div class="bng-caption bng-message" data-caption-step={step}>
      {current && part && part !== 'text' ? (
        <p>
          <strong>Step {step}:</strong> {PART_WORDS[part]}. <span class="bng-part-hint">{PART_HINTS[part]}</span>
        </p>
      ) : current ? (
        <p key={step} class={reduced ? undefined : 'bng-fade'}>
          <strong>Step {step}:</strong> {current.caption} <RuleLink rule={current.rule} />
        </p>
      ) : part ? (
        <p>
          {START_WORDS[startHalf(part)]}. <span class="bng-part-hint">{PART_HINTS[startHalf(part)]}</span>
        </p>
      ) : (
        <p>Start position. {hydrated ? 'Press Next (or the right arrow key) to play the first step.' : ''}</p>
      )}
      {part === 'text' ? <p class="bng-part-hint">Next (Page Down) shows the table.</p> : null}
      {changes && (part === null || part === 'text') ? (
        <p class="bng-changes" data-changes={zones.length}>
          {changes}
        </p>
      ) : null}
    </div>
  );
}
