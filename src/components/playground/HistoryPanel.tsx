/**
 * Undo, redo and the whole history: a slider and the list of moves. Choosing a past move shows the
 * game after it; playing a move from there drops the later ones.
 */
import type { Session } from './session.ts';
import { moveLabel } from './session.ts';

interface Props {
  readonly session: Session;
  readonly onGo: (step: number) => void;
}

export function HistoryPanel({ session, onGo }: Props) {
  const { step, moves } = session;
  return (
    <div class="bng-history">
      <div class="bng-row" role="group" aria-label="Undo and redo">
        <button type="button" class="bng-btn" onClick={() => onGo(step - 1)} disabled={step === 0} data-action="undo">
          <span aria-hidden="true">↶</span> Undo
        </button>
        <button type="button" class="bng-btn" onClick={() => onGo(step + 1)} disabled={step === moves.length} data-action="redo">
          Redo <span aria-hidden="true">↷</span>
        </button>
        <span class="bng-step-counter" data-history-step={step}>
          Move {step} of {moves.length}
        </span>
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
            onInput={(e) => onGo(Number((e.currentTarget as HTMLInputElement).value))}
            data-field="history"
          />
        </label>
      ) : null}
      <ol class="bng-history-list" start={0}>
        <li>
          <button type="button" class="bng-btn bng-btn--plain" aria-current={step === 0 ? 'step' : undefined} onClick={() => onGo(0)} data-history={0}>
            Start of the game
          </button>
        </li>
        {moves.map((m, i) => (
          <li key={i} class={i + 1 > step ? 'bng-history-future' : undefined}>
            <button type="button" class="bng-btn bng-btn--plain" aria-current={step === i + 1 ? 'step' : undefined} onClick={() => onGo(i + 1)} data-history={i + 1}>
              {i + 1}. {moveLabel(session.timeline.start, m, session.viewer)}
              {i + 1 > step ? <span class="bng-sr"> (undone: redo to play it again)</span> : null}
            </button>
          </li>
        ))}
      </ol>
    </div>
  );
}
