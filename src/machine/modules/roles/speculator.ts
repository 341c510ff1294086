/**
 * The Disaster Speculator (`role.disaster-speculator`): once a Crisis is fully resolved, every
 * holder of a hidden Role is asked; the Speculator may Reveal and take two Resource cards of their
 * choice from the Discard pile (Ruling: as many as there are, if fewer than two), then discards down
 * to their hand limit. Used once: a Revealed Role has spent its power.
 */
import { type CardId, cardInfo } from '../../data/cards.ts';
import { event } from '../../core/events.ts';
import { field } from '../../core/fields.ts';
import { illegal } from '../../core/illegal.ts';
import { defineMove, type MoveOf } from '../../core/moves.ts';
import { asked } from '../../core/form.ts';
import { domain } from '../../core/form-domains.ts';
import type { Outcome } from '../../core/outcome.ts';
import type { GameState, Seat } from '../../core/state.ts';
import { openWindow, seatDone, topWindow } from '../../core/windows.ts';
import { takeFromDiscard } from './choose.ts';
import { hiddenHolders } from './reveals.ts';
import { holds, withHeld } from './slice.ts';
import { cardsOf } from '../../core/cards-of.ts';

declare module '../../core/moves.ts' {
  interface MoveFields {
    /** Reveal the Disaster Speculator and take these Resource cards from the Discard pile. */
    speculate: { take: readonly CardId[] };
  }
}

declare module '../../core/events.ts' {
  interface EventFields {
    speculated: { player: Seat; cards: readonly CardId[] };
  }
}

export const SPECULATOR_WINDOW = 'roles.speculator';

const resources = (state: GameState) => [...new Set(state.discard.filter((c) => cardInfo(c).kind === 'resource'))];

/** After a Crisis: the hidden Role holders are asked, in turn order from the current player. */
export function openSpeculatorWindow(state: GameState): Outcome {
  const seats = hiddenHolders(state);
  if (seats.length === 0) return { state, events: [] };
  return { state: openWindow(state, { kind: SPECULATOR_WINDOW, seats, mode: 'ordered' }), events: [] };
}

export const speculateFamily = defineMove({
  type: 'speculate',
  code: 'D',
  label: 'Reveal the Disaster Speculator: take cards from the Discard pile',
  rule: 'role.disaster-speculator',
  words: { group: 'Reveal a Role', button: 'Reveal and take' },
  fields: {
    take: asked(field.cards(2), domain.discardCards({ label: 'Cards to take from the Discard pile', help: 'Two Resource cards, or all there are if fewer.' })),
  },
  candidatesAreLegal: true,
  candidates: (state, seat) => {
    if (topWindow(state)?.kind !== SPECULATOR_WINDOW || !holds(state, seat, 'disaster-speculator', false)) return [];
    const pile = resources(state);
    if (pile.length <= 2) return [{ type: 'speculate', seat, take: pile }];
    const out: MoveOf<'speculate'>[] = [];
    pile.forEach((a, i) => {
      for (const b of pile.slice(i + 1)) out.push({ type: 'speculate', seat, take: [a, b] });
    });
    return out;
  },
  check: (state, move) => {
    if (topWindow(state)?.kind !== SPECULATOR_WINDOW)
      return illegal('roles.not-now', 'role.disaster-speculator', 'The Disaster Speculator is Revealed once a Crisis is resolved.');
    if (!holds(state, move.seat, 'disaster-speculator', false))
      return illegal('role.not-held', 'role.disaster-speculator', 'You do not hold the Disaster Speculator, hidden in your hand.');
    const pile = resources(state);
    const wanted = Math.min(2, pile.length);
    if (move.take.length !== wanted || new Set(move.take).size !== move.take.length)
      return illegal('role.speculate-count', 'role.disaster-speculator', `Take ${wanted} Resource card${wanted === 1 ? '' : 's'} from the Discard pile.`);
    const bad = move.take.find((c) => !pile.includes(c));
    if (bad !== undefined)
      return illegal('role.speculate-card', 'role.disaster-speculator', `${cardsOf(state).cardName(bad)} is not a Resource card in the Discard pile.`);
    return null;
  },
  apply: (state, move) => {
    const revealed = withHeld(state, move.seat, { role: 'disaster-speculator', revealed: true });
    const next = takeFromDiscard(seatDone(revealed, move.seat), move.seat, move.take);
    return {
      state: next,
      events: [
        event('roleRevealed', 'role.disaster-speculator', { player: move.seat, role: 'disaster-speculator' }),
        event('speculated', 'role.disaster-speculator', { player: move.seat, cards: move.take }),
      ],
    };
  },
  describe: (move, ctx) => `Reveal the Disaster Speculator: take ${move.take.map((c) => cardsOf(ctx.state).cardName(c)).join(' and ') || 'nothing'}`,
});
