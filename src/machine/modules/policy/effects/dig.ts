/**
 * Archeological Dig (`policy.archeological-dig`): its setter may take up to two cards of their
 * choice from the Discard pile, then discards down to the hand limit. Ruling: any cards, Crises and
 * Special Action cards too (the text says cards, where the Disaster Speculator's says Resource cards).
 */
import { type CardId } from '../../../data/cards.ts';
import { event } from '../../../core/events.ts';
import { field } from '../../../core/fields.ts';
import { illegal } from '../../../core/illegal.ts';
import { defineMove, type MoveOf } from '../../../core/moves.ts';
import type { Outcome } from '../../../core/outcome.ts';
import type { GameState, Seat } from '../../../core/state.ts';
import { asks, openWindow, seatDone } from '../../../core/windows.ts';
import { takeFromDiscard } from '../../roles/index.ts';
import { asked } from '../../../core/form.ts';
import { domain } from '../../../core/form-domains.ts';

declare module '../../../core/moves.ts' {
  interface MoveFields {
    /** Archeological Dig: take these cards (none, one or two) from the Discard pile. */
    digUp: { take: readonly CardId[] };
  }
}

declare module '../../../core/events.ts' {
  interface EventFields {
    dugUp: { player: Seat; cards: readonly CardId[] };
  }
}

export const DIG_WINDOW = 'policy.dig';

export function startDig(state: GameState, setter: Seat): Outcome {
  return { state: openWindow(state, { kind: DIG_WINDOW, seats: [setter], mode: 'ordered' }), events: [] };
}

const digging = (state: GameState, seat: Seat) => asks(state, DIG_WINDOW, seat);

export const digUpFamily = defineMove({
  type: 'digUp',
  code: 'u',
  label: 'Policy: Archeological Dig, take up to two cards from the Discard pile',
  rule: 'policy.archeological-dig',
  words: { group: 'Policy', button: 'Take them' },
  fields: { take: asked(field.cards(2), domain.discardCards({ label: 'Cards to take from the Discard pile (up to two)', help: 'None, one or two cards.' })) },
  candidatesAreLegal: true,
  candidates: (state, seat) => {
    if (!digging(state, seat)) return [];
    const pile = [...new Set(state.discard)];
    const out: MoveOf<'digUp'>[] = [{ type: 'digUp', seat, take: [] }];
    pile.forEach((a, i) => {
      out.push({ type: 'digUp', seat, take: [a] });
      for (const b of pile.slice(i + 1)) out.push({ type: 'digUp', seat, take: [a, b] });
    });
    return out;
  },
  check: (state, move) => {
    if (!digging(state, move.seat)) return illegal('policy.not-now', 'policy.archeological-dig', 'Only the setter of Archeological Dig takes cards, as it is set.');
    if (new Set(move.take).size !== move.take.length) return illegal('policy.dig-card', 'policy.archeological-dig', 'Take two different cards.');
    if (move.take.some((c) => !state.discard.includes(c))) return illegal('policy.dig-card', 'policy.archeological-dig', 'Take only cards that are in the Discard pile.');
    return null;
  },
  apply: (state, move) => {
    const next = takeFromDiscard(seatDone(state, move.seat), move.seat, move.take);
    return { state: next, events: [event('dugUp', 'policy.archeological-dig', { player: move.seat, cards: move.take })] };
  },
  describe: (move, ctx) => (move.take.length === 0 ? 'Take nothing from the Discard pile' : `Take ${ctx.cards(move.take)} from the Discard pile`),
});
