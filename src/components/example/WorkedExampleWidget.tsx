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
 * A step whose table would be below the room's size beside its whole caption is shown in parts,
 * its text and then its table, or the two halves of its table (`data-part`; see useStepParts.ts),
 * and every way forward or back goes through them.
 * In both modes the zones the step changed (worked out by comparing the table before and after it)
 * are outlined and tagged on the table, and named under the caption.
 *
 * Search: the title and intro are indexed; the board and the controls are wrapped in
 * `data-pagefind-ignore`, so a search for a rule lands on the rule's own text.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { WorkedExample } from '../../examples/types.ts';
import { ModuleTable } from '../modules/ModuleTable.tsx';
import { markChangedZones, type ChangedZone } from '../shared/projectorZones.ts';
import { usePrefersReducedMotion } from '../shared/usePrefersReducedMotion.ts';
import { FocusSlot } from '../shared/FocusSlot.tsx';
import { prepareExample, type PreparedExample } from './prepare.ts';
import { StepLog } from './StepLog.tsx';
import { exampleAnchor, stepFragment } from './stepLink.ts';
import { onStepKey, type Move } from './stepKeys.ts';
import { useStepState } from './useStepState.ts';
import { zonesOfPart } from './useStepParts.ts';
import { useStepLink } from './useStepLink.ts';
import { useFocusKeeper } from './useFocusKeeper.ts';
import { useProjectorMode } from './useProjectorMode.ts';
import { StepStage } from './StepStage.tsx';
import { ExampleLinks } from './ExampleLinks.tsx';
import { TableCardsNote } from './TableCardsNote.tsx';
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

function Stepper({ example, prepared }: { readonly example: WorkedExample; readonly prepared: PreparedExample }) {
  const [large, setLarge] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  const reduced = usePrefersReducedMotion();
  const root = useRef<HTMLDivElement>(null);
  const steps = useStepState(example, prepared);
  const { step, total, touched } = steps;
  const zones = steps.zonesAt(step);
  // Outline the zones this step changed on the table (Table knows nothing of steps; see projectorZones.ts).
  // Before the projector's refit of a new part (useProjectorMode.ts), which must see the part's marks.
  useLayoutEffect(() => {
    const table = root.current?.querySelector('.bng-table');
    if (!table) return;
    // Where the step changed nothing on the table, the zones it is about stand out instead.
    const candidates = zones.length === 0 ? steps.zonesKept(step) : [];
    const mark = () => {
      const kept = candidates.find((list) => list.some((z) => table.querySelector(z.selector))) ?? [];
      steps.marked.current.set(step, zones.length || kept.length);
      // A half of a busy step's table shows its half of the zones whole (see useStepParts.ts).
      // A zone weighs what it holds: the length of its text, whatever its size now (a layout would cost more).
      const weight = (z: ChangedZone) => [...table.querySelectorAll(z.selector)].reduce((n, el) => n + (el.textContent?.length ?? 0), 0);
      const shift = steps.cutShift(step);
      markChangedZones(table, zonesOfPart(zones, steps.part, weight, shift), zonesOfPart(kept, steps.part, weight, shift));
    };
    mark();
    // A part of the table that renders again by itself (a module's panel loaded after hydration)
    // comes back without the marks: put them back.
    const redrawn = new MutationObserver(mark);
    redrawn.observe(table, { childList: true, subtree: true });
    return () => redrawn.disconnect();
  });

  const { projecting, projection, toggleProjector } = useProjectorMode(root, steps);

  useEffect(() => setHydrated(true), []);
  useStepLink(example.id, steps, root, projection, toggleProjector);
  const { onFocusIn, onFocusOut } = useFocusKeeper(root);

  const go = (move: Move) => {
    if (move === 'back') steps.previous();
    else if (move === 'forward') steps.next();
    else steps.stepTo(move === 'first' ? 0 : total);
  };
  const onKeyDown = (e: KeyboardEvent) => onStepKey(e, { root: root.current, go, pause: () => steps.setPlaying(false), toggleProjector });

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
      // A busy step in projector mode: its text or its table (see useStepParts.ts).
      data-part={steps.part ?? undefined}
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
      <TableCardsNote example={example} />
      {/* The board and the controls stay out of the site search: a search for a rule should land
          on the rule's text, not on every example board that shows the same words. */}
      <div class="bng-example-body" data-pagefind-ignore="all">
        <p class="bng-sr" id={keysHint}>
          Keys: left and right arrows, Page Up and Page Down, or Space step back and forward; Home and End go to the start and the last step; F turns projector mode (full
          screen) on and off, and Escape leaves it.
        </p>
        <StepStage
          example={example}
          steps={steps}
          zones={zones}
          large={large}
          onLarge={setLarge}
          projecting={projecting}
          onProjector={toggleProjector}
          hydrated={hydrated}
          reduced={reduced}
        />
        {/* The page's phase map draws the focused map here, under the step (phase-map/focusView.ts). */}
        <FocusSlot class="bng-fm-slot" />
        <p class="bng-sr" aria-live="polite" data-live="example">
          {steps.announce}
        </p>
        <ModuleTable view={steps.viewAt(step)} label={`Table at step ${step} of ${total}`} />
        <details class="bng-panel" open={step > 0}>
          <summary>
            Steps played ({step} of {total})
          </summary>
          <StepLog example={example} states={prepared.states} events={prepared.events} moves={prepared.moves} step={step} />
        </details>
        <ExampleLinks
          exampleId={example.id}
          prepared={prepared}
          step={step}
          total={total}
          hydrated={hydrated}
          linkStatus={steps.linkStatus}
          onLinkStatus={steps.setLinkStatus}
        />
      </div>
    </div>
  );
}
