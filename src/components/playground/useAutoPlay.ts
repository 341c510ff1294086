/**
 * Auto-play for the computer seats of the playground: which seats the computer plays (and how),
 * the speed, whether auto-play runs, and one computer move on demand (Step).
 *
 * Every computer move goes through the session's `playMove`, like a move clicked by hand, so the
 * history, variations, undo and the share link treat it alike. Its reason is kept beside the
 * history (`reasons` in session.ts), never in the link.
 *
 * Auto-play only plays on at the last move of the line shown: a teacher who steps back to look at
 * an earlier move is not overtaken by the computers (Step still plays from there, which may start a
 * variation). At "instant" speed the moves are played in short batches between two paints, so the
 * page stays responsive and Pause acts at once; the address is then rewritten once a batch, not once
 * a move.
 *
 * What is said aloud: at slow and normal speed each computer move (with its reason, in a view
 * allowed to know it); at fast and instant speed a summary once the computers stop (a person must
 * decide, the game is over, or auto-play is paused).
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { describeMove, type GameState, viewOf } from '../../machine/index.ts';
import { nextComputerMove, replaySeed, type SeatPlayer } from '../../players/index.ts';
import { decidingText, resultText } from '../table/TableStatus.tsx';
import { moverName, playMove, reasonOf, reasons, shown, type Session } from './session.ts';

export type Speed = 'slow' | 'normal' | 'fast' | 'instant';

/** The pause before each computer move, in milliseconds. */
export const DELAYS: Readonly<Record<Speed, number>> = { slow: 2000, normal: 800, fast: 200, instant: 0 };

/** How long one batch of instant moves may compute before the page is painted again. */
const BATCH_MS = 40;

/** Shows a session, with what to say aloud and whether it is a landmark (the widget's `setSession`). */
export type ShowSession = (s: Session, message: string, landmark?: boolean) => void;

export interface AutoPlay {
  readonly players: readonly SeatPlayer[];
  /** Hands a seat (or every seat) to a player; null gives it back to a person. */
  readonly setPlayer: (seat: number | 'all', player: SeatPlayer) => void;
  readonly speed: Speed;
  readonly setSpeed: (speed: Speed) => void;
  readonly running: boolean;
  /** Starts or pauses auto-play; pausing stops the next move at once. */
  readonly setRunning: (on: boolean) => void;
  /** Plays one computer move on the step shown (a refusal in the Panic! included); false if no computer seat decides. */
  readonly step: () => boolean;
}

/** "Now: deciding now: …" or the result, as the viewer sees the table. */
function whatNow(state: GameState, s: Session): string {
  const view = viewOf(state, s.viewer);
  return resultText(view) ?? decidingText(view) ?? '';
}

/**
 * One computer move on the step shown, or null when no computer seat will move. Its randomness
 * comes from the number of moves before it (replaySeed), so a demo replays from its link.
 */
function computerMove(s: Session, players: readonly SeatPlayer[], refuseAnyway: boolean) {
  const state = shown(s);
  const d = nextComputerMove(state, players, replaySeed(s.step), refuseAnyway).decision;
  if (!d) return null;
  const out = playMove(s, d.move);
  // The players choose among the engine's own legal moves: a refusal here is a bug, shown, not thrown.
  if (!out.ok) {
    const said = `A computer player chose a move the rules refuse (${out.illegal.reason}); auto-play stops.`;
    return { session: s, label: said, said, failed: true, change: 'extended' as const };
  }
  const played = out.session.moves[out.session.step - 1]!;
  reasons.set(played, d.reason);
  const why = reasonOf(played, s.viewer);
  const label = `${moverName(state, d.move)} (computer): ${describeMove(state, d.move, s.viewer)}.`;
  return { session: out.session, label, said: why ? `${label} ${why}` : label, failed: false, change: out.change };
}

export function useAutoPlay(session: Session, show: ShowSession): AutoPlay {
  const [players, setPlayers] = useState<readonly SeatPlayer[]>([]);
  const [speed, setSpeed] = useState<Speed>('normal');
  const [running, setRunningState] = useState(false);
  // Moves played quietly (fast and instant speed) since the last summary, and the last one's words.
  const quiet = useRef({ moves: 0, last: '' });
  const seats = session.timeline.start.players.length;
  const seatPlayers = Array.from({ length: seats }, (_, seat) => players[seat] ?? null);

  /** Says what the quiet moves did, once they stop. */
  const summarise = (s: Session, why: string) => {
    const q = quiet.current;
    if (q.moves === 0) return;
    show(s, `${why} The computer players made ${q.moves === 1 ? 'one move' : `${q.moves} moves`}, the last: ${q.last} ${whatNow(shown(s), s)}`);
    quiet.current = { moves: 0, last: '' };
  };

  const setRunning = (on: boolean) => {
    setRunningState(on);
    if (!on) summarise(session, 'Auto-play is paused.');
  };

  useEffect(() => {
    if (!running) return;
    if (session.step !== session.moves.length) return; // an earlier move is shown: wait (see above)
    const loud = DELAYS[speed] >= DELAYS.normal;
    const timer = setTimeout(() => {
      let s = session;
      let landmark = false;
      let said = '';
      const started = performance.now();
      do {
        const made = computerMove(s, seatPlayers, false);
        if (!made) break;
        if (made.failed) {
          setRunningState(false);
          show(s, made.said);
          return;
        }
        s = made.session;
        landmark ||= made.change === 'branched' || made.change === 'joined';
        said = made.said;
        if (!loud) quiet.current = { moves: quiet.current.moves + 1, last: made.label };
      } while (speed === 'instant' && performance.now() - started < BATCH_MS);
      if (s !== session) {
        show(s, loud ? said : '', landmark);
        return;
      }
      // Nothing more for the computers: a person decides, or the game is over.
      const over = shown(s).phase === 'gameOver';
      if (over) setRunningState(false);
      summarise(s, over ? 'The game is over.' : 'A person decides now.');
    }, DELAYS[speed]);
    return () => clearTimeout(timer);
  }, [running, speed, session, players]);

  return {
    players: seatPlayers,
    setPlayer: (seat, player) => setPlayers(seatPlayers.map((p, i) => (seat === 'all' || i === seat ? player : p))),
    speed,
    setSpeed,
    running,
    setRunning,
    step: () => {
      const made = computerMove(session, seatPlayers, true);
      if (!made) return false;
      if (made.failed) setRunningState(false);
      show(made.session, made.said, made.change === 'branched' || made.change === 'joined');
      return true;
    },
  };
}
