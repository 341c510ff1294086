/**
 * A sampled state's listed moves, checked by the random-game tests that keep their own invariants
 * (two-player games, the Troublemakers): each seat that does not decide has none, and each listed
 * move plays and leaves a state that `assertSound` accepts.
 */
import {} from 'vitest';
import { deciders, type GameState, legalMoves, play, stepOf } from '../../src/machine/index.ts';
import { check } from './check.ts';

export function checkListed(state: GameState, assertSound: (state: GameState, where: string) => void): void {
  const who = deciders(state);
  state.players.forEach((_, seat) => {
    if (!who.includes(seat)) check(legalMoves(state, seat), `seat ${seat} has moves in ${stepOf(state)}`).toEqual([]);
  });
  for (const move of who.flatMap((seat) => legalMoves(state, seat))) {
    const result = play(state, structuredClone(move));
    if (!result.ok) throw new Error(`listed move ${JSON.stringify(move)} refused: ${result.illegal.reason}`);
    assertSound(result.game, `after listed move ${JSON.stringify(move)}`);
  }
}
