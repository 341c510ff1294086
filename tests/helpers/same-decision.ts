/**
 * The check behind every "players decide only from what their seat can see" test: on two tables the
 * seat cannot tell apart, each kind of computer player makes the same move, for the same reason, and
 * leaves its random generator in the same state.
 */
import {} from 'vitest';
import { type GameState, sameMove, type Seat } from '../../src/machine/index.ts';
import { chooseMove } from '../../src/players/index.ts';
import { check } from './check.ts';

export function expectSameDecision(state: GameState, other: GameState, seat: Seat, playerSeed: number): void {
  for (const kind of ['simple', 'random'] as const) {
    const a = chooseMove(kind, state, seat, playerSeed);
    const b = chooseMove(kind, other, seat, playerSeed);
    check(sameMove(a.move, b.move), `${kind} seat ${seat} (${state.phase}): ${a.reason} / ${b.reason}`).toBe(true);
    check(b.reason).toBe(a.reason);
    check(b.rng).toBe(a.rng);
  }
}
