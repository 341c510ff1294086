/**
 * A whole coached game, played out: the learner follows every suggestion, simple computer players
 * take the other seats. The property tests and the bench use it to play many games; a coached page
 * plays the computer seats' turns the same way.
 */
import { deciders, type GameState, type Move, play, type Seat } from '../machine/index.ts';
import { nextComputerMove, type SeatPlayer } from '../players/index.ts';
import { adviceFor } from './index.ts';
import type { Advice } from './types.ts';

export interface CoachedGame {
  readonly final: GameState;
  /** How many times the learner was advised (and followed the suggestion). */
  readonly decisions: number;
}

/**
 * Plays from `start` until the game is over or `cap` moves were played. `seed` seeds every choice
 * (the suggestion's and the computer players'). `advise` gives the advice at each of the learner's
 * decisions (`adviceFor`, or a wrapper that checks or times it).
 */
export function playCoachedGame(
  start: GameState,
  learner: Seat,
  seed: number,
  cap: number,
  advise: (state: GameState, rng: number) => Advice = (s, r) => adviceFor(s, learner, r),
): CoachedGame {
  const players: SeatPlayer[] = start.players.map((_, i) => (i === learner ? null : 'simple'));
  let state = start;
  let rng = seed;
  let decisions = 0;
  for (let n = 0; n < cap && state.phase !== 'gameOver'; n++) {
    let move: Move;
    if (deciders(state).includes(learner)) {
      const advice = advise(state, rng);
      rng = advice.rng;
      move = advice.suggestion.move;
      decisions++;
    } else {
      // The learner is not deciding, so a computer seat is: let it act even if it refuses a Panic!.
      const next = nextComputerMove(state, players, rng, true);
      rng = next.rng;
      if (!next.decision) throw new Error(`No seat moves at ${state.phase}.`);
      move = next.decision.move;
    }
    const out = play(state, move);
    if (!out.ok) throw new Error(`${move.type} was refused: ${out.illegal.reason}`);
    state = out.game;
  }
  return { final: state, decisions };
}
