/**
 * "Computer players": hand any seat to the computer (the simple, explainable player or the random
 * one), let the computers play on by themselves at a chosen speed, pause, or play one computer move
 * (Step). Taking a seat back is setting it to Human. Loaded on demand (the island is at its size
 * budget); once loaded it stays mounted, so auto-play goes on while the panel is folded. The rules
 * of auto-play (when it waits, what is said aloud) are in useAutoPlay.ts.
 */
import { deciders } from '../../machine/index.ts';
import type { SeatPlayer } from '../../players/index.ts';
import { seatLabel } from '../shared/format.ts';
import { Field } from '../form/fields.tsx';
import { shown, type Session } from './session.ts';
import { DELAYS, type ShowSession, type Speed, useAutoPlay } from './useAutoPlay.ts';

interface Props {
  readonly session: Session;
  /** The widget's `setSession`: shows a session and says `message` aloud. */
  readonly onSession: ShowSession;
}

const KINDS: readonly { readonly value: string; readonly label: string }[] = [
  { value: '', label: 'Human' },
  { value: 'simple', label: 'Computer: simple (says why)' },
  { value: 'random', label: 'Computer: random' },
];

const SPEEDS: Readonly<Record<Speed, string>> = { slow: 'Slow', normal: 'Normal', fast: 'Fast', instant: 'Instant' };

const value = (e: Event) => (e.currentTarget as HTMLSelectElement).value;

export function ComputerPlayers({ session, onSession }: Props) {
  const auto = useAutoPlay(session, onSession);
  const state = shown(session);
  const names = state.players.map((p) => p.billionaire);
  const over = state.phase === 'gameOver';
  const who = deciders(state);
  const computerDecides = who.some((seat) => auto.players[seat]);
  const anyComputer = auto.players.some((p) => p);
  const atEnd = session.step === session.moves.length;
  const byName = (seats: readonly number[]) => seats.map((s) => seatLabel(names, s)).join(', ');

  const status = over
    ? 'The game is over.'
    : !anyComputer
      ? 'Every seat is played by a person. Hand a seat to the computer above.'
      : !computerDecides
        ? `A person decides now (${byName(who)}): the computers wait for them.`
        : !auto.running
          ? `Paused. A computer decides next (${byName(who.filter((s) => auto.players[s]))}): Step plays its move.`
          : !atEnd
            ? 'An earlier move is shown, so auto-play waits: go to the last move to let it play on, or Step to play a computer move from here.'
            : `Playing (${SPEEDS[auto.speed].toLowerCase()}).`;

  return (
    <div class="bng-computers" data-running={String(auto.running)}>
      <fieldset class="bng-fieldset">
        <legend>Who plays each seat</legend>
        <div class="bng-computer-seats">
          {names.map((_, seat) => (
            <Field key={seat} label={seatLabel(names, seat)}>
              <select value={auto.players[seat] ?? ''} onChange={(e) => auto.setPlayer(seat, (value(e) || null) as SeatPlayer)} data-seat-player={seat}>
                {KINDS.map((k) => (
                  <option key={k.value} value={k.value}>
                    {k.label}
                  </option>
                ))}
              </select>
            </Field>
          ))}
        </div>
        <div class="bng-row" role="group" aria-label="Every seat at once">
          <button type="button" class="bng-btn bng-btn--small" onClick={() => auto.setPlayer('all', 'simple')} data-all="simple">
            All simple
          </button>
          <button type="button" class="bng-btn bng-btn--small" onClick={() => auto.setPlayer('all', 'random')} data-all="random">
            All random
          </button>
          <button type="button" class="bng-btn bng-btn--small" onClick={() => auto.setPlayer('all', null)} data-all="human">
            All human
          </button>
        </div>
      </fieldset>
      <div class="bng-row bng-computer-controls">
        <Field label="Speed">
          <select value={auto.speed} onChange={(e) => auto.setSpeed(value(e) as Speed)} data-field="speed">
            {(Object.keys(DELAYS) as Speed[]).map((s) => (
              <option key={s} value={s}>
                {SPEEDS[s]}
              </option>
            ))}
          </select>
        </Field>
        {/* One button that turns into Pause, so the focus stays on it when auto-play starts or stops. */}
        <button type="button" class="bng-btn bng-btn--primary" onClick={() => auto.setRunning(!auto.running)} data-action="autoplay">
          {auto.running ? 'Pause' : 'Auto-play'}
        </button>
        {/* aria-disabled, not disabled: a disabled button would drop the keyboard focus. */}
        <button type="button" class="bng-btn" aria-disabled={!computerDecides || over} onClick={() => auto.step()} data-action="computer-step">
          Step: one computer move
        </button>
      </div>
      <p class="bng-muted" data-computer-status>
        {status}
      </p>
    </div>
  );
}
