/**
 * Repress the Rebels (`policy.repress-the-rebels`): the setter rolls the die; odd sends two Rebels
 * off one Activated Crisis, even sends one. Ruling: the setter picks the Crisis after the roll, among
 * those with Rebels on them; a Crisis holding fewer loses what it has; the Rebels are never split
 * across two Crises; with no Rebel on any Crisis nothing happens. The Crisis card stays.
 */
import { type CardId } from '../../../data/cards.ts';
import { rollDie } from '../../../core/dice.ts';
import { event } from '../../../core/events.ts';
import { field } from '../../../core/fields.ts';
import { illegal } from '../../../core/illegal.ts';
import { defineMove } from '../../../core/moves.ts';
import type { Outcome } from '../../../core/outcome.ts';
import type { GameState, Seat } from '../../../core/state.ts';
import { asks, openWindow, seatDone } from '../../../core/windows.ts';
import { crisesOf, guillotineCrisis, withCrises } from '../../crises/index.ts';
import { policyOf, withPolicy } from '../slice.ts';
import { asked } from '../../../core/form.ts';
import { cardsOf } from '../../../core/cards-of.ts';

declare module '../../../core/moves.ts' {
  interface MoveFields {
    /** Repress the Rebels: take the Rebels rolled for off this Activated Crisis. */
    repress: { crisis: CardId };
  }
}

declare module '../../../core/events.ts' {
  interface EventFields {
    repressRolled: { player: Seat; roll: number; count: number };
    rebelsRepressed: { player: Seat; card: CardId; count: number };
  }
}

export const REPRESS_WINDOW = 'policy.repress';

export function startRepress(state: GameState, setter: Seat): Outcome {
  const rolled = rollDie(state);
  const count = rolled.value % 2 === 1 ? 2 : 1;
  const events = [event('repressRolled', 'policy.repress-the-rebels', { player: setter, roll: rolled.value, count })];
  if (!crisesOf(rolled.state).guillotine.some((g) => g.rebels > 0)) return { state: rolled.state, events };
  const next = withPolicy(rolled.state, (p) => ({ ...p, repress: count }));
  return { state: openWindow(next, { kind: REPRESS_WINDOW, seats: [setter], mode: 'ordered' }), events };
}

const repressing = (state: GameState, seat: Seat) => asks(state, REPRESS_WINDOW, seat);

export const repressFamily = defineMove({
  type: 'repress',
  code: 'q',
  label: 'Policy: Repress the Rebels, choose the Crisis',
  rule: 'policy.repress-the-rebels',
  words: { group: 'Policy', button: 'Repress' },
  fields: { crisis: asked(field.card, guillotineCrisis({ label: 'Crisis' })) },
  candidatesAreLegal: true,
  candidates: (state, seat) =>
    repressing(state, seat) ? crisesOf(state).guillotine.flatMap((g) => (g.rebels > 0 ? [{ type: 'repress' as const, seat, crisis: g.card }] : [])) : [],
  check: (state, move) => {
    if (!repressing(state, move.seat))
      return illegal('policy.not-now', 'policy.repress-the-rebels', 'Only the setter of Repress the Rebels picks the Crisis, as it is set.');
    const g = crisesOf(state).guillotine.find((x) => x.card === move.crisis);
    if (!g || g.rebels === 0)
      return illegal('policy.repress-crisis', 'policy.repress-the-rebels', `${cardsOf(state).cardName(move.crisis)} is not an Activated Crisis with Rebels on it.`);
    return null;
  },
  apply: (state, move) => {
    const wanted = policyOf(state).repress ?? 1;
    const g = crisesOf(state).guillotine.find((x) => x.card === move.crisis)!;
    const count = Math.min(wanted, g.rebels);
    let next = withCrises(state, (c) => ({ ...c, guillotine: c.guillotine.map((x) => (x.card === move.crisis ? { ...x, rebels: x.rebels - count } : x)) }));
    next = seatDone(
      withPolicy(next, (p) => ({ ...p, repress: null })),
      move.seat,
    );
    return { state: next, events: [event('rebelsRepressed', 'policy.repress-the-rebels', { player: move.seat, card: move.crisis, count })] };
  },
  describe: (move, ctx) => `Take the Rebels off ${ctx.card(move.crisis)}`,
});
