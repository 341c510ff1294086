/** Timing recorded games through the public surface, as a table plays them. */
import { deciders, type GameState, legalMoves, type Move, play, type Seat } from '../../src/machine/index.ts';

/** A game as played: where it started, and each move with the seat that chose it. */
export interface RecordedGame {
  readonly start: GameState;
  readonly picks: readonly (readonly [Seat, Move])[];
}

/**
 * Milliseconds to replay the games, asking at each step what a table asks (who decides, what that
 * seat may do, then the move): replayed once to warm up, then twice timed, the faster kept (a
 * collection of garbage may land on one).
 */
export function replayTime(games: readonly RecordedGame[]): number {
  const replay = () => {
    for (const g of games) {
      let s = g.start;
      for (const [seat, move] of g.picks) {
        deciders(s);
        legalMoves(s, seat);
        const out = play(s, move);
        if (!out.ok) throw new Error('replay diverged');
        s = out.game;
      }
    }
  };
  replay();
  return Math.min(
    ...[0, 1].map(() => {
      const t0 = performance.now();
      replay();
      return performance.now() - t0;
    }),
  );
}
