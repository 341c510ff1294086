/**
 * The step-through widget of a worked example. It shows the intro, the table after the current
 * step (table view: every card open), the caption of the step just played (announced politely),
 * the log of steps so far with their rules and engine events, and a playground link at this step.
 * Keyboard: ← → Home End while the widget has focus. Server-rendered at step 0, so the intro and the
 * start position read fine without JavaScript.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { viewOf } from '../../machine/index.ts';
import type { WorkedExample } from '../../examples/types.ts';
import { Table } from '../table/Table.tsx';
import { RuleLink } from '../shared/RuleLink.tsx';
import { isTypingTarget } from '../shared/keys.ts';
import { usePrefersReducedMotion } from '../shared/usePrefersReducedMotion.ts';
import { playgroundHref, prepareExample, type PreparedExample } from './prepare.ts';
import { StepControls } from './StepControls.tsx';
import { StepLog } from './StepLog.tsx';
import '../shared/widgets.css';
import './example.css';

interface Props {
  readonly example: WorkedExample;
}

export default function WorkedExampleWidget({ example }: Props) {
  const prepared = useMemo(() => prepareExample(example), [example]);
  if (!prepared.ok)
    return (
      <div class="bng-widget not-content bng-message bng-message--error" role="alert">
        {prepared.error}
      </div>
    );
  return <Stepper example={example} prepared={prepared} />;
}

function Stepper({ example, prepared }: { readonly example: WorkedExample; readonly prepared: PreparedExample }) {
  const total = example.steps.length;
  const [step, setStepRaw] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [pace, setPace] = useState(3000);
  const [large, setLarge] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  const [announce, setAnnounce] = useState('');
  const reduced = usePrefersReducedMotion();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => setHydrated(true), []);

  const setStep = (next: number) => {
    const s = Math.max(0, Math.min(total, next));
    setStepRaw(s);
    setAnnounce(s === 0 ? 'Back at the start position.' : `Step ${s} of ${total}: ${example.steps[s - 1]!.caption}`);
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

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.altKey || e.ctrlKey || e.metaKey || isTypingTarget(e.target)) return;
    const to = { ArrowRight: step + 1, ArrowLeft: step - 1, Home: 0, End: total }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    setPlaying(false);
    setStep(to);
  };

  const startPlaying = (on: boolean) => {
    if (on && step >= total) setStep(0);
    setPlaying(on);
  };

  const state = prepared.states[step]!;
  const view = viewOf(state, 'table');
  const current = step > 0 ? example.steps[step - 1]! : null;
  return (
    <div
      ref={root}
      class={`bng-widget bng-example not-content${large ? ' bng-large' : ''}`}
      tabIndex={0}
      role="group"
      aria-label={`Worked example: ${example.title}. Use the left and right arrow keys, Home and End to step.`}
      onKeyDown={onKeyDown}
      data-example={example.id}
      data-step={step}
      data-hydrated={hydrated ? 'true' : undefined}
      data-reduced-motion={reduced ? 'true' : undefined}
    >
      <h3 class="bng-example-title">{example.title}</h3>
      <p class="bng-example-intro">{example.intro}</p>
      <StepControls
        step={step}
        total={total}
        playing={playing}
        pace={pace}
        large={large}
        onStep={(s) => {
          setPlaying(false);
          setStep(s);
        }}
        onPlaying={startPlaying}
        onPace={setPace}
        onLarge={setLarge}
      />
      <div class="bng-caption bng-message" data-caption-step={step}>
        {current ? (
          <p key={step} class={reduced ? undefined : 'bng-fade'}>
            <strong>Step {step}:</strong> {current.caption} <RuleLink rule={current.rule} />
          </p>
        ) : (
          <p>Start position. {hydrated ? 'Press Next (or the right arrow key) to play the first step.' : ''}</p>
        )}
      </div>
      <p class="bng-sr" aria-live="polite" data-live="example">
        {announce}
      </p>
      <Table view={view} label={`Table at step ${step} of ${total}`} />
      <details class="bng-panel" open={step > 0}>
        <summary>
          Steps played ({step} of {total})
        </summary>
        <StepLog example={example} states={prepared.states} events={prepared.events} moves={prepared.moves} step={step} />
      </details>
      <p>
        <a href={playgroundHref(prepared, step)} data-action="open-playground">
          Open this position in the playground (step {step} of {total})
        </a>
      </p>
    </div>
  );
}
