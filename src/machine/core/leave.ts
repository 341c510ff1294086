/**
 * A seat leaves the game for good (the Rocket explodes with its Billionaire aboard). The core's
 * part: every Asset goes back to its Market under the usual fourth-Asset rule (reopening a closed
 * Market), the hand goes to the Discard pile, and what the seat knew of Invested cards is forgotten.
 * Then each module clears its own part (`leave`: a Role goes back, an envelope is discarded).
 * Whoever removes the seat records it, so `seatsOut` lists it from then on.
 */
import { returnAsset } from './assets.ts';
import type { GameEvent } from './events.ts';
import { modulesOf } from './module.ts';
import type { Outcome } from './outcome.ts';
import type { RuleId } from './rule-ids.ts';
import type { GameState, Seat } from './state.ts';
import { withPlayer } from './zones.ts';

/** Clears a leaving seat; `rule` is the rule that removes it, cited by the discard. */
export function clearSeat(state: GameState, seat: Seat, rule: RuleId): Outcome {
  const events: GameEvent[] = [];
  let next = state;
  for (const asset of state.players[seat]!.assets) {
    const back = returnAsset(next, seat, asset);
    next = back.state;
    events.push(...back.events);
  }
  const hand = next.players[seat]!.hand;
  next = withPlayer(next, seat, (p) => ({ ...p, hand: [], invested: [] }));
  if (hand.length > 0) {
    next = { ...next, discard: [...next.discard, ...hand] };
    events.push({ type: 'cardsDiscarded', rule, player: seat, cards: hand });
  }
  for (const m of modulesOf(next)) {
    if (!m.leave) continue;
    const out = m.leave(next, seat);
    next = out.state;
    events.push(...out.events);
  }
  return { state: next, events };
}
