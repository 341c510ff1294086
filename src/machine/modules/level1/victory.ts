/** Winning (`victory.five-assets`): holding all five needed Assets wins at once. */
import { event } from '../../core/events.ts';
import type { Outcome } from '../../core/outcome.ts';
import type { GameState, Seat } from '../../core/state.ts';
import { controllerOf } from '../../core/seats.ts';
import { hasAllNeeded } from '../../core/zones.ts';
import { cardsOf } from '../../core/cards-of.ts';

/** The players who have won: a Puppet holding its five needed Assets wins for its controller. */
export function winners(state: GameState): Seat[] {
  const out: Seat[] = [];
  state.players.forEach((p, i) => {
    const winner = controllerOf(state, i);
    if (hasAllNeeded(cardsOf(state), p) && !out.includes(winner)) out.push(winner);
  });
  return out;
}

export function declareWinner(state: GameState): Outcome {
  const won = winners(state);
  return {
    state: { ...state, result: { kind: 'victory', winners: won, rule: 'victory.five-assets' } },
    events: won.map((player) => event('gameWon', 'victory.five-assets', { player })),
  };
}

/** The game is decided by a completed set (after a Scam or a Panic! trade, say). */
export function victoryDecided(state: GameState): Outcome | null {
  return winners(state).length > 0 ? declareWinner(state) : null;
}
