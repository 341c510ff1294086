/**
 * Stuffing the Bribe envelope (`policy.bribe`): at the end of their own turn, after the Action, a
 * player moves cards one at a time between hand and envelope, keeping the hand limit at every step,
 * then says they are done. Never a Crisis in an envelope. Ruling: Special Action cards may go in.
 * The step is offered at the end of every turn, whatever the hand holds, so that taking it or not
 * tells the others nothing; a Vulture Capitalist may redraw in the same step (`vulture.ts`).
 */
import { type CardId, isCrisis } from '../../data/cards.ts';
import { event } from '../../core/events.ts';
import { field } from '../../core/fields.ts';
import { illegal } from '../../core/illegal.ts';
import { defineMove } from '../../core/moves.ts';
import type { Outcome } from '../../core/outcome.ts';
import { sidelined } from '../../core/veto.ts';
import type { GameState, Seat } from '../../core/state.ts';
import { asks, openWindow, seatDone } from '../../core/windows.ts';
import { handLimit, withPlayer } from '../../core/zones.ts';
import { envelopeOf, withEnvelope } from './slice.ts';
import { asked } from '../../core/form.ts';
import { domain } from '../../core/form-domains.ts';
import { policyDomain } from './form-domains.ts';
import { cardsOf } from '../../core/cards-of.ts';

declare module '../../core/moves.ts' {
  interface MoveFields {
    /** End of your turn: put this card from your hand into your Bribe envelope. */
    bribeIn: { card: CardId };
    /** End of your turn: take this card from your envelope back into your hand. */
    bribeOut: { card: CardId };
    /** End of your turn: leave the envelope as it is now. */
    finishBribes: object;
  }
}

declare module '../../core/events.ts' {
  interface EventFields {
    bribedIn: { player: Seat; card: CardId; count: number; secret: true };
    bribedOut: { player: Seat; card: CardId; count: number; secret: true };
    bribesDone: { player: Seat; count: number };
  }
}

export const BRIBE_WINDOW = 'policy.bribe';

/** The turn's Action is over: its player may stuff their envelope. */
export function openBribes(state: GameState): Outcome {
  // A seat kept out of Policy (a Declared Revolutionary) has no envelope to stuff.
  if (state.modules.policy === undefined || sidelined(state, state.current)) return { state, events: [] };
  return { state: openWindow(state, { kind: BRIBE_WINDOW, seats: [state.current], mode: 'ordered' }), events: [] };
}

const inStep = (state: GameState, seat: Seat) => asks(state, BRIBE_WINDOW, seat);
const notNow = () => illegal('policy.not-now', 'policy.bribe', 'Cards go into or out of a Bribe envelope only at the end of your own turn, after your Action.');

export const bribeInFamily = defineMove({
  type: 'bribeIn',
  code: 'I',
  label: 'Bribes: put a card in your envelope (end of your turn)',
  rule: 'policy.bribe',
  words: { group: 'Bribes', button: 'Put it in' },
  fields: { card: asked(field.card, domain.handCard({ label: 'Card from hand' })) },
  candidatesAreLegal: true,
  candidates: (state, seat) =>
    inStep(state, seat) ? [...new Set(state.players[seat]!.hand.filter((c) => !isCrisis(c)))].map((card) => ({ type: 'bribeIn' as const, seat, card })) : [],
  check: (state, move) => {
    if (!inStep(state, move.seat)) return notNow();
    if (!state.players[move.seat]!.hand.includes(move.card))
      return illegal('policy.not-in-hand', 'policy.bribe', `${cardsOf(state).cardName(move.card)} is not in your hand.`);
    if (isCrisis(move.card))
      return illegal('policy.crisis-bribe', 'crisis.in-hand', `${cardsOf(state).cardName(move.card)} is a Crisis: a Crisis never goes into a Bribe envelope.`);
    return null;
  },
  apply: (state, move) => {
    const envelope = [...envelopeOf(state, move.seat), move.card];
    const next = withEnvelope(
      withPlayer(state, move.seat, (p) => ({ ...p, hand: p.hand.filter((c) => c !== move.card) })),
      move.seat,
      envelope,
    );
    return { state: next, events: [event('bribedIn', 'policy.bribe', { player: move.seat, card: move.card, count: envelope.length, secret: true })] };
  },
  describe: (move, ctx) => (ctx.viewer === 'table' || ctx.viewer === move.seat ? `Put ${ctx.card(move.card)} in the envelope` : 'Put a card in the envelope'),
});

export const bribeOutFamily = defineMove({
  type: 'bribeOut',
  code: 'O',
  label: 'Bribes: take a card out of your envelope',
  rule: 'policy.bribe',
  words: { group: 'Bribes', button: 'Take it out' },
  fields: { card: asked(field.card, policyDomain.envelopeCard({ label: 'Card from your envelope' })) },
  candidatesAreLegal: true,
  candidates: (state, seat) =>
    inStep(state, seat) && state.players[seat]!.hand.length < handLimit(state, seat)
      ? [...new Set(envelopeOf(state, seat))].map((card) => ({ type: 'bribeOut' as const, seat, card }))
      : [],
  check: (state, move) => {
    if (!inStep(state, move.seat)) return notNow();
    if (!envelopeOf(state, move.seat).includes(move.card))
      return illegal('policy.not-in-envelope', 'policy.bribe', `${cardsOf(state).cardName(move.card)} is not in your envelope.`);
    const limit = handLimit(state, move.seat);
    if (state.players[move.seat]!.hand.length >= limit)
      return illegal('policy.hand-full', 'turn.hand-limit', `Your hand already holds ${limit} cards, its limit: put a card in first.`);
    return null;
  },
  apply: (state, move) => {
    const envelope = envelopeOf(state, move.seat);
    const at = envelope.indexOf(move.card);
    const left = [...envelope.slice(0, at), ...envelope.slice(at + 1)];
    const next = withEnvelope(
      withPlayer(state, move.seat, (p) => ({ ...p, hand: [...p.hand, move.card] })),
      move.seat,
      left,
    );
    return { state: next, events: [event('bribedOut', 'policy.bribe', { player: move.seat, card: move.card, count: left.length, secret: true })] };
  },
  describe: (move, ctx) => (ctx.viewer === 'table' || ctx.viewer === move.seat ? `Take ${ctx.card(move.card)} out of the envelope` : 'Take a card out of the envelope'),
});

export const finishBribesFamily = defineMove({
  type: 'finishBribes',
  code: 'F',
  label: 'Bribes: done with the envelope',
  rule: 'policy.bribe',
  words: { group: 'Bribes', button: 'Done' },
  fields: {},
  candidatesAreLegal: true,
  candidates: (state, seat) => (inStep(state, seat) ? [{ type: 'finishBribes' as const, seat }] : []),
  check: (state, move) => (inStep(state, move.seat) ? null : notNow()),
  apply: (state, move) => ({
    state: seatDone(state, move.seat),
    events: [event('bribesDone', 'policy.bribe', { player: move.seat, count: envelopeOf(state, move.seat).length })],
  }),
  describe: () => 'Done with the envelope',
});
