/** Winning (`victory.five-assets`): holding all five needed Assets wins at once. */
import type { GameState, PlayerIndex } from '../state.ts';
import type { Outcome } from './outcome.ts';
import { hasAllNeeded } from './zones.ts';

export function winners(state: GameState): PlayerIndex[] {
  return state.players.flatMap((p, i) => (hasAllNeeded(p) ? [i] : []));
}

export function declareWinner(state: GameState): Outcome {
  const won = winners(state);
  return {
    state: { ...state, result: { kind: 'victory', winners: won, rule: 'victory.five-assets' } },
    events: won.map((player) => ({ type: 'gameWon' as const, rule: 'victory.five-assets' as const, player })),
  };
}
