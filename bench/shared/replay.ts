/** Timing recorded games through the public surface, as a table plays them. */
import { deciders, type GameState, legalMoves, type Move, play, type Seat } from '../../src/machine/index.ts';

/** A game as played: where it started, and each move with the seat that chose it. */
export interface RecordedGame {
  readonly start: GameState;
  readonly picks: readonly (readonly [Seat, Move])[];
}

/** Replays the games once, asking at each step what a table asks (who decides, what that seat may do, then the move). */
export function replayGames(games: readonly RecordedGame[]): void {
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
}

/**
 * Milliseconds to replay the games: replayed once to warm up (unless the caller has warmed the
 * engine up already), then twice timed, the faster kept (a collection of garbage may land on one).
 */
export function replayTime(games: readonly RecordedGame[], warmUp = true): number {
  if (warmUp) replayGames(games);
  return Math.min(
    ...[0, 1].map(() => {
      const t0 = performance.now();
      replayGames(games);
      return performance.now() - t0;
    }),
  );
}
