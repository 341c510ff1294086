/** The pace of the computers' moves: pause or play on, one move now (Step), and the speed. */
import type { Speed } from './useCoachGame.ts';

const SPEEDS: Readonly<Record<Speed, string>> = { slow: 'Slow', normal: 'Normal', fast: 'Fast' };

interface Props {
  readonly running: boolean;
  readonly speed: Speed;
  readonly computerNext: boolean;
  readonly onRunning: (running: boolean) => void;
  readonly onSpeed: (speed: Speed) => void;
  readonly onStep: () => void;
  readonly onSkip: () => void;
}

export function PaceControls({ running, speed, computerNext, onRunning, onSpeed, onStep, onSkip }: Props) {
  return (
    <>
      <div class="bng-row bng-coach-pace" role="group" aria-label="Pace of the computer players">
        {/* One button that turns into its opposite, so the focus stays on it. */}
        <button type="button" class="bng-btn" onClick={() => onRunning(!running)} data-action="pace">
          {running ? 'Pause' : 'Play on'}
        </button>
        {/* aria-disabled, not disabled: a disabled button would drop the keyboard focus. */}
        <button type="button" class="bng-btn" aria-disabled={!computerNext} onClick={onStep} data-action="coach-step">
          Next move now
        </button>
        <button type="button" class="bng-btn" aria-disabled={!computerNext} onClick={onSkip} data-action="coach-skip">
          Skip to my turn
        </button>
        <label class="bng-coach-speed">
          Speed{' '}
          <select value={speed} onChange={(e) => onSpeed((e.currentTarget as HTMLSelectElement).value as Speed)} data-field="coach-speed">
            {(Object.keys(SPEEDS) as Speed[]).map((s) => (
              <option key={s} value={s}>
                {SPEEDS[s]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p class="bng-muted bng-coach-keys">Keys: → or Page Down for the next move, End to skip to your turn, P to pause, F for projector size.</p>
    </>
  );
}
