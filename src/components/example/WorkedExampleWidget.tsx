/**
 * The step-through widget of a worked example. It shows the intro, the table after the current
 * step (table view: every card open), the caption of the step just played (announced politely),
 * the log of steps so far with their rules and engine events, a link to this step and a playground
 * link at this step. Server-rendered at step 0, so the intro and the start position read fine
 * without JavaScript.
 *
 * Keyboard, while the widget or any of its controls has focus (text fields and selects keep their
 * keys): ← and PageUp step back, → and PageDown step forward (presentation clickers send PageUp and
 * PageDown), Home and End go to the start and the last step. Space steps forward (Shift+Space back)
 * without scrolling the page, except on a button, summary or other control that Space presses,
 * where it keeps that meaning (Space on Next steps once). `.` and `B` (the "blank screen" button of many clickers) pause
 * auto-play and do nothing else.
 *
 * Links: the address holds `#ex-<example id>/<step>` (see stepLink.ts). Opening it scrolls to the
 * example, shows that step and puts the focus on the widget; stepping rewrites it with
 * `history.replaceState` (no history entry per step).
 *
 * Focus is never lost: when a control that has the focus gets disabled (First at the start, Last
 * or Next at the end, also at the end of auto-play), the focus moves to the nearest enabled control
 * of the same group, or to the widget itself.
 *
 * Projector mode (the "Projector mode" button or F; see shared/projector.ts): the widget fills the
 * screen with the step's text beside a table scaled to fit, and the same keys step. Escape, F or
 * the button leave it, and the focus goes back to where it was. A link to a step of this example
 * still opens it there; a link to another example leaves projector mode so that one can be seen.
 * In both modes the zones the step changed (worked out by comparing the table before and after it)
 * are outlined and tagged on the table, and named under the caption.
 *
 * Search: the title and intro are indexed; the board and the controls are wrapped in
 * `data-pagefind-ignore`, so a search for a rule lands on the rule's own text.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { viewOf, type TableView } from '../../machine/index.ts';
import type { WorkedExample } from '../../examples/types.ts';
import { ModuleTable } from '../modules/ModuleTable.tsx';
import { RuleLink } from '../shared/RuleLink.tsx';
import { isTypingTarget } from '../shared/keys.ts';
import { enterProjector, isProjectorKey, type Projection } from '../shared/projector.ts';
import { changedText, changedZones, markChangedZones, type ChangedZone } from '../shared/projectorZones.ts';
import { usePrefersReducedMotion } from '../shared/usePrefersReducedMotion.ts';
import { playgroundHref, prepareExample, type PreparedExample } from './prepare.ts';
import { StepControls } from './StepControls.tsx';
import { StepLog } from './StepLog.tsx';
import { StepLinkControl } from './StepLinkControl.tsx';
import { exampleAnchor, parseStepFragment, stepFor, stepFragment } from './stepLink.ts';
import { focusFallback, isControl } from './focus.ts';
import '../shared/widgets.css';
import '../shared/projector.css';
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

type Move = 'back' | 'forward' | 'first' | 'last';

/** The step keys; Space is handled apart (it keeps its meaning on controls). */
const KEYS: Readonly<Record<string, Move>> = {
  ArrowLeft: 'back',
  PageUp: 'back',
  ArrowRight: 'forward',
  PageDown: 'forward',
  Home: 'first',
  End: 'last',
};

/** Keys that clickers send for "blank the screen": they pause auto-play. */
const PAUSE_KEYS = new Set(['.', 'b', 'B']);

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

function Stepper({ example, prepared }: { readonly example: WorkedExample; readonly prepared: PreparedExample }) {
  const total = example.steps.length;
  const [step, setStepRaw] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [pace, setPace] = useState(3000);
  const [large, setLarge] = useState(false);
  const [projecting, setProjecting] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  /** Whether the reader has stepped this example: from then on it lights the page's phase map. */
  const [touched, setTouched] = useState(false);
  const [announce, setAnnounce] = useState('');
  const [linkStatus, setLinkStatus] = useState('');
  const reduced = usePrefersReducedMotion();
  const root = useRef<HTMLDivElement>(null);
  /** The element of the widget that last had the focus, while the focus is (or was just lost) inside. */
  const lastFocus = useRef<HTMLElement | null>(null);
  const projection = useRef<Projection | null>(null);
  /** Table views (every card open), worked out once per step shown. */
  const views = useRef(new Map<number, TableView>());
  const viewAt = (s: number): TableView => {
    let v = views.current.get(s);
    if (!v) views.current.set(s, (v = viewOf(prepared.states[s]!, 'table')));
    return v;
  };
  const zonesAt = (s: number): ChangedZone[] => (s === 0 ? [] : changedZones(viewAt(s - 1), viewAt(s)));

  useEffect(() => setHydrated(true), []);

  const setStep = (next: number, write = true) => {
    const s = Math.max(0, Math.min(total, next));
    setStepRaw(s);
    setTouched(true);
    setLinkStatus('');
    const changes = changedText(zonesAt(s));
    setAnnounce(s === 0 ? 'Back at the start position.' : `Step ${s} of ${total}: ${example.steps[s - 1]!.caption}${changes ? ` ${changes}` : ''}`);
    if (write) writeFragment(example.id, s);
  };

  // A link to a step of this example (at load, or pasted or clicked later): show that step, bring
  // the example into view and give it the focus, so the keys work at once. Anything else is ignored.
  useEffect(() => {
    const open = () => {
      const s = stepFor(location.hash, example.id, total);
      if (s === null) {
        // A link to another example: leave the screen to it (it takes the focus itself). Leaving
        // full screen puts back the page's scroll of before, so bring that example into view again.
        const other = parseStepFragment(location.hash);
        if (other && other.example !== example.id && projection.current)
          void projection.current.leave(false).then(() => document.getElementById(exampleAnchor(other.example))?.scrollIntoView({ block: 'start' }));
        return;
      }
      setPlaying(false);
      setStep(s, false);
      const el = root.current;
      if (!el) return;
      el.scrollIntoView({ block: 'start' });
      el.focus({ preventScroll: true });
    };
    open();
    window.addEventListener('hashchange', open);
    return () => window.removeEventListener('hashchange', open);
    // Runs once: the example never changes for a mounted widget.
  }, []);

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

  // A focused control that this render disabled (or removed) would drop the focus to the page:
  // move it to the nearest enabled control instead, unless the reader has moved on elsewhere.
  useLayoutEffect(() => {
    const el = lastFocus.current;
    const r = root.current;
    if (!el || !r) return;
    const gone = !el.isConnected || (el as HTMLButtonElement).disabled === true;
    if (!gone) return;
    const active = document.activeElement;
    if (active && active !== document.body && active !== el && active !== document.documentElement) return;
    const next = focusFallback(r, el);
    lastFocus.current = next;
    next.focus({ preventScroll: true });
  });

  // Outline the zones this step changed on the table (Table knows nothing of steps; see projectorZones.ts).
  useLayoutEffect(() => {
    const table = root.current?.querySelector('.bng-table');
    if (table) markChangedZones(table, zones);
  });

  const onFocusIn = (e: FocusEvent) => {
    lastFocus.current = e.target instanceof HTMLElement ? e.target : null;
  };
  const onFocusOut = (e: FocusEvent) => {
    const to = e.relatedTarget;
    const from = e.target as HTMLButtonElement | null;
    // Focus taken away because the control was disabled: keep it, the layout effect moves it on.
    if (from?.disabled === true) return;
    if (!(to instanceof Node) || !root.current?.contains(to)) lastFocus.current = null;
  };

  const go = (move: Move) => {
    const to = { back: step - 1, forward: step + 1, first: 0, last: total }[move];
    setPlaying(false);
    setStep(to);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.altKey || e.ctrlKey || e.metaKey || isTypingTarget(e.target)) return;
    if (isProjectorKey(e)) {
      e.preventDefault();
      toggleProjector();
      return;
    }
    if (PAUSE_KEYS.has(e.key)) {
      setPlaying(false);
      return;
    }
    if (e.key === ' ') {
      // On a button or summary Space presses it, as everywhere else.
      if (isControl(e.target, root.current)) return;
      e.preventDefault(); // no page scroll
      go(e.shiftKey ? 'back' : 'forward');
      return;
    }
    const move = KEYS[e.key];
    if (move === undefined) return;
    e.preventDefault();
    go(move);
  };

  const toggleProjector = () => {
    const el = root.current;
    if (projection.current) void projection.current.leave();
    else if (el) {
      projection.current = enterProjector(el, {
        table: () => el.querySelector<HTMLElement>('.bng-table'),
        stage: () => el.querySelector<HTMLElement>('.bng-example-stage'),
        onLeave: () => {
          projection.current = null;
          setProjecting(false);
        },
      });
      setProjecting(true);
    }
  };
  // A widget that goes away (the page changes) gives the screen and the page back.
  useEffect(
    () => () => {
      void projection.current?.leave(false);
    },
    [],
  );

  const startPlaying = (on: boolean) => {
    if (on && step >= total) setStep(0);
    setPlaying(on);
  };

  const view = viewAt(step);
  const zones = zonesAt(step);
  const changes = changedText(zones);
  const current = step > 0 ? example.steps[step - 1]! : null;
  const keysHint = `${example.id}-keys`;
  return (
    <div
      ref={root}
      id={exampleAnchor(example.id)}
      class={`bng-widget bng-example not-content${large ? ' bng-large' : ''}`}
      tabIndex={0}
      role="group"
      aria-label={`Worked example: ${example.title}`}
      aria-describedby={keysHint}
      onKeyDown={onKeyDown}
      onFocusIn={onFocusIn}
      onFocusOut={onFocusOut}
      data-example={example.id}
      data-step={step}
      data-steps={total}
      data-hydrated={hydrated ? 'true' : undefined}
      data-reduced-motion={reduced ? 'true' : undefined}
      // Where the game stands and the step that led here, for the page's phase map (see phase-map/light.ts).
      data-map-phase={touched ? prepared.states[step]!.phase : undefined}
      data-map-window={touched ? prepared.states[step]!.windows.slice(-1)[0]?.kind : undefined}
      data-map-from={touched ? prepared.states[step - 1]?.phase : undefined}
      data-map-move={touched ? prepared.moves[step - 1]?.type : undefined}
      data-map-source={`${example.title}, step ${step}`}
      data-map-href={stepFragment(example.id, step)}
    >
      <h3 class="bng-example-title">{example.title}</h3>
      <p class="bng-example-intro">{example.intro}</p>
      {/* The board and the controls stay out of the site search: a search for a rule should land
          on the rule's text, not on every example board that shows the same words. */}
      <div class="bng-example-body" data-pagefind-ignore="all">
        <p class="bng-sr" id={keysHint}>
          Keys: left and right arrows, Page Up and Page Down, or Space step back and forward; Home and End go to the start and the last step; F turns projector mode (full
          screen) on and off, and Escape leaves it.
        </p>
        {/* The stage: what a projector shows beside the table (a plain part of the column otherwise). */}
        <div class="bng-example-stage">
          <StepControls
            step={step}
            total={total}
            playing={playing}
            pace={pace}
            large={large}
            projecting={projecting}
            onStep={(s) => {
              setPlaying(false);
              setStep(s);
            }}
            onPlaying={startPlaying}
            onPace={setPace}
            onLarge={setLarge}
            onProjector={toggleProjector}
          />
          {projecting ? (
            <p class="bng-projector-hint">
              <kbd class="bng-kbd">→</kbd> <kbd class="bng-kbd">Page Down</kbd> next, <kbd class="bng-kbd">←</kbd> <kbd class="bng-kbd">Page Up</kbd> back,{' '}
              <kbd class="bng-kbd">Esc</kbd> leaves.
            </p>
          ) : null}
          <div class="bng-caption bng-message" data-caption-step={step}>
            {current ? (
              <p key={step} class={reduced ? undefined : 'bng-fade'}>
                <strong>Step {step}:</strong> {current.caption} <RuleLink rule={current.rule} />
              </p>
            ) : (
              <p>Start position. {hydrated ? 'Press Next (or the right arrow key) to play the first step.' : ''}</p>
            )}
            {changes ? (
              <p class="bng-changes" data-changes={zones.length}>
                {changes}
              </p>
            ) : null}
          </div>
        </div>
        <p class="bng-sr" aria-live="polite" data-live="example">
          {announce}
        </p>
        <ModuleTable view={view} label={`Table at step ${step} of ${total}`} />
        <details class="bng-panel" open={step > 0}>
          <summary>
            Steps played ({step} of {total})
          </summary>
          <StepLog example={example} states={prepared.states} events={prepared.events} moves={prepared.moves} step={step} />
        </details>
        <div class="bng-example-links">
          {hydrated ? <StepLinkControl example={example.id} step={step} total={total} status={linkStatus} onStatus={setLinkStatus} /> : null}
          <p>
            <a href={playgroundHref(prepared, step)} data-action="open-playground">
              Open this position in the playground (step {step} of {total})
            </a>
          </p>
        </div>
      </div>
    </div>
  );
}
