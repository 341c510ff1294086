/**
 * The coach of a learner's game (issue 26): at each of the learner's decisions, what they may do
 * now, grouped the way the legal-move list groups it with each kind's rule; what a Buy would do
 * before it is made (its chances over the cards the learner cannot see); a warning before a move
 * that cannot work; and a suggestion, the simple computer player's choice in the learner's seat,
 * with its reason.
 *
 * Pure and seeded, like the computer players (src/players): plain data in and out, no DOM, no
 * Math.random. It reads only what the learner's seat may see: the legal moves (built from the
 * seat's own hand and the public table), the chances as `buyOdds` counts them (over every way the
 * unseen cards could lie), and the simple player, which decides from the seat's view. Two games
 * that differ only in what the seat cannot see get the same advice (a property test checks it).
 */
import { describeChoice, familyOf, type GameState, type Move, type MoveOf, type Seat, waitingFor } from '../machine/index.ts';
import { chooseMove } from '../players/index.ts';
import { previewBuy } from './buy-preview.ts';
import { groupsOf, type SureBuy } from './options.ts';
import type { Advice } from './types.ts';

export type { Advice } from './types.ts';

/**
 * The suggestion, when it is a Buy that cannot fail: the simple player makes one only at a Market
 * whose Asset it needs (its first rule), so the learner should not miss it.
 */
function sureBuy(state: GameState, seat: Seat, suggestion: Move, words: string): SureBuy | null {
  return suggestion.type === 'buy' && suggestion.seat === seat && previewBuy(state, suggestion as MoveOf<'buy'>).chance === 1 ? { move: suggestion, words } : null;
}

/**
 * The coach's advice to `seat`, which must be deciding now. `rng` seeds the suggestion as a computer
 * player's generator is seeded; the advice gives back its next state.
 */
export function adviceFor(state: GameState, seat: Seat, rng: number): Advice {
  const decision = chooseMove('simple', state, seat, rng);
  const info = waitingFor(state);
  const family = familyOf(decision.move.type);
  const words = describeChoice(state, decision.move, seat);
  return {
    seat,
    now: { words: info.label, rule: info.rule },
    groups: groupsOf(state, seat, sureBuy(state, seat, decision.move, words)),
    suggestion: { move: decision.move, words, reason: decision.reason, rule: family?.rule ?? info.rule },
    rng: decision.rng,
  };
}
