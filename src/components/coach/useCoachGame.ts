/**
 * The coached game on the page: the game (coachGame.ts), the computer seats' moves played at a
 * reader's pace, what is said aloud, and the address kept a link to the game.
 *
 * Pacing: a computer's move waits `PACE[speed]` after the last move, so a reader can follow each one;
 * Pause stops the computers, Step plays one computer move at once. The learner's own decisions never
 * wait on a timer. The address is rewritten (not pushed) after every move: Back leaves the coach
 * rather than walking through every computer move, and the address is always the resume link.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { Move } from '../../machine/index.ts';
import { type CoachGame, fragmentOf, moveWords, now, playIn, turnOf } from './coachGame.ts';
import { narrationOf } from './narration.ts';

export type Speed = 'slow' | 'normal' | 'fast';

/** The wait before each computer move, in milliseconds: time to read one or two sentences. */
export const PACE: Readonly<Record<Speed, number>> = { slow: 4000, normal: 2000, fast: 700 };

/** At most this many computer moves at once: far more than a Round's worth, so only a fault would reach it. */
const SKIP_CAP = 400;

export function useCoachGame(initial: CoachGame) {
  const [game, setGame] = useState(initial);
  const [running, setRunning] = useState(true);
  const [speed, setSpeed] = useState<Speed>('normal');
  const [said, setSaid] = useState('');
  const [refused, setRefused] = useState<string | null>(null);
  const turn = useMemo(() => turnOf(game), [game]);
  const link = useMemo(() => fragmentOf(game), [game]);

  const apply = (move: Move) => {
    const next = playIn(game, move);
    if (!next.ok) {
      // Only a malformed move can get here (every button is a legal move): say so rather than fail.
      setRefused(next.message);
      return;
    }
    setRefused(null);
    setGame(next.game);
    const last = next.game.played[next.game.played.length - 1]!;
    setSaid(narrationOf(last, next.game.learner, moveWords(last, next.game.learner)).spoken);
  };

  // The computers' moves, one at a time at the chosen pace.
  useEffect(() => {
    if (turn.kind !== 'computer' || !running) return;
    const timer = setTimeout(() => apply(turn.move), PACE[speed]);
    return () => clearTimeout(timer);
  }, [turn, running, speed]);

  // The address is the resume link.
  useEffect(() => {
    if (link) history.replaceState(history.state, '', `#${link}`);
  }, [link]);

  return {
    game,
    state: now(game),
    turn,
    link,
    running,
    speed,
    said,
    refused,
    setRunning,
    setSpeed,
    play: apply,
    /** Plays the computer's move now, without waiting. */
    step: () => turn.kind === 'computer' && apply(turn.move),
    /** Plays every computer move up to the learner's next decision (or the end), at once. */
    skip: () => {
      let g = game;
      for (let n = 0; n < SKIP_CAP; n++) {
        const t = turnOf(g);
        if (t.kind !== 'computer') break;
        const next = playIn(g, t.move);
        if (!next.ok) break;
        g = next.game;
      }
      const skipped = g.played.length - game.played.length;
      if (skipped === 0) return;
      setGame(g);
      const last = g.played[g.played.length - 1]!;
      setSaid(`${skipped} ${skipped === 1 ? 'move' : 'moves'} played. The last: ${narrationOf(last, g.learner, moveWords(last, g.learner)).spoken}`);
    },
  };
}
