/**
 * Undo, redo and a slider over the line shown, above the table. Apart from the history's list
 * (HistoryPanel.tsx), which loads on demand: these are in the playground's first download.
 */
import type { Session } from './session.ts';
import { lineName } from './session.ts';

interface StepProps {
  readonly session: Session;
  /** Ordinary stepping (undo, redo, the slider). */
  readonly onStep: (step: number) => void;
}

export function StepControls({ session, onStep }: StepProps) {
  const { step, moves } = session;
  return (
    <div class="bng-history bng-step-controls">
      {session.lines.length > 1 ? (
        <p class="bng-step-line" aria-hidden="true">
          {lineName(session, session.line)}
        </p>
      ) : null}
      <div class="bng-step-top">
        <h3 id="bng-step-heading">
          {/* The line's name is said with the heading; on screen it stands above it, so the heading
              and the undo and redo buttons still share a row on a phone. */}
          {session.lines.length > 1 ? <span class="bng-sr">{lineName(session, session.line)}: </span> : null}
          <span class="bng-step-counter" data-history-step={step}>
            Move {step} of {moves.length}
          </span>
        </h3>
        <div class="bng-row" role="group" aria-label="Undo and redo">
          <button type="button" class="bng-btn" onClick={() => onStep(step - 1)} disabled={step === 0} data-action="undo">
            <span aria-hidden="true">↶</span> Undo
          </button>
          <button type="button" class="bng-btn" onClick={() => onStep(step + 1)} disabled={step === moves.length} data-action="redo">
            Redo <span aria-hidden="true">↷</span>
          </button>
        </div>
      </div>
      {moves.length > 0 ? (
        <label class="bng-field">
          <span>Step through the history</span>
          <input
            type="range"
            min={0}
            max={moves.length}
            step={1}
            value={step}
            aria-valuetext={`after move ${step} of ${moves.length}`}
            onInput={(e) => onStep(Number((e.currentTarget as HTMLInputElement).value))}
            data-field="history"
          />
        </label>
      ) : null}
    </div>
  );
}
