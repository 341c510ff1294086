/**
 * Setting Government Policy (`policy.when`, `policy.hold-up`, `policy.winner`): after a Crisis is
 * Activated in a Buy, and once at the end of each Round. Every seat decides in secret whether to
 * hold up its envelope (Ruling: the count to three becomes a secret decision revealed once all are
 * in); the decisions are shown; a hidden Insider Trader may swap envelopes; the envelopes held up are
 * opened and counted under the Policy in force; the highest total sets the Policy (a tie at random),
 * or the Poorest Player when nobody held up. Everyone who held up discards their whole envelope.
 *
 * Each step that closes a window calls `advance`, which takes the setting to its next step: the
 * windows stack, so the setting finishes before anything opened beneath it (a Disaster Speculator).
 */
import { type CardId } from '../../data/cards.ts';
import { event, type GameEvent } from '../../core/events.ts';
import { field } from '../../core/fields.ts';
import { illegal } from '../../core/illegal.ts';
import { defineMove } from '../../core/moves.ts';
import type { Outcome } from '../../core/outcome.ts';
import type { GameState, Seat } from '../../core/state.ts';
import { pickAmong } from '../../core/tie-break.ts';
import { openWindow, seatDone, topWindow } from '../../core/windows.ts';
import { addToDiscard, worthOf } from '../../core/zones.ts';
import { crisesActivated, crisesOf, rebelsInReserve } from '../crises/index.ts';
import { openInsiderWindow } from './insider-trader.ts';
import { envelopeOf, policyOf, withPolicy } from './slice.ts';
import { peopleFrom } from '../../core/seats.ts';
import { poorestSeats } from '../../core/poorest.ts';
import { sidelined } from '../../core/veto.ts';
import { asked } from '../../core/form.ts';
import { domain } from '../../core/form-domains.ts';

declare module '../../core/moves.ts' {
  interface MoveFields {
    /** In secret: hold up your Bribe envelope (`hold`), or keep it down. */
    holdUp: { hold: boolean };
  }
}

declare module '../../core/events.ts' {
  interface EventFields {
    policyCalled: { player: Seat | null; at: 'crisis' | 'round' | 'riots' };
    holdUpDecided: { player: Seat; hold: boolean; secret: true };
    envelopesShown: { players: readonly Seat[] };
    envelopesOpened: { bids: readonly { readonly player: Seat; readonly cards: readonly CardId[]; readonly total: number }[]; players: readonly Seat[] };
    policySetter: { player: Seat; why: 'bid' | 'tie' | 'poorest' };
  }
}

export const HOLD_UP_WINDOW = 'policy.hold-up';
export const SET_WINDOW = 'policy.set';

/**
 * A Policy setting begins: every seat decides in secret. Never once the Revolution has come. A
 * fixed bid (Riots) joins the envelopes held up without being asked.
 */
export function startSetting(state: GameState, at: 'crisis' | 'round' | 'riots', fixedBid?: { player: Seat; total: number }): Outcome {
  if (state.modules.policy === undefined || rebelsInReserve(state) === 0) return { state, events: [] };
  // Puppets have no envelope and never bid; nor does a seat kept out of Policy (a Declared Revolutionary).
  const seats = peopleFrom(state, state.current).filter((s) => !sidelined(state, s));
  const setting = { held: state.players.map(() => null), shown: false, setter: null, bids: null, ...(fixedBid ? { fixedBid } : {}) };
  const next = withPolicy(state, (p) => ({ ...p, setting }));
  const called = event('policyCalled', 'policy.when', { player: at === 'riots' ? fixedBid!.player : crisesOf(state).lastBy, at });
  if (seats.length === 0) {
    const shown = showHoldUps(next);
    return { state: shown.state, events: [called, ...shown.events] };
  }
  return { state: openWindow(next, { kind: HOLD_UP_WINDOW, seats, mode: 'secret' }), events: [called] };
}

/** After a Buy: a Crisis it Activated calls for a setting. */
export function settingAfterBuy(state: GameState): Outcome {
  const seen = crisesActivated(state.modules.crises);
  if (state.modules.policy === undefined || seen <= policyOf(state).crisesSeen) return { state, events: [] };
  return startSetting(
    withPolicy(state, (p) => ({ ...p, crisesSeen: seen })),
    'crisis',
  );
}

/** The end of the Round's one setting, which covers the Round's Crisis. */
export function settingAtRoundEnd(state: GameState): Outcome {
  const seen = crisesActivated(state.modules.crises);
  return startSetting(
    withPolicy(state, (p) => ({ ...p, crisesSeen: seen })),
    'round',
  );
}

const inHoldUp = (state: GameState) => topWindow(state)?.kind === HOLD_UP_WINDOW;

export const holdUpFamily = defineMove({
  type: 'holdUp',
  code: 'h',
  label: 'Policy bid: hold up your envelope or keep it down (in secret)',
  rule: 'policy.hold-up',
  words: { group: 'Policy bid', button: 'Decide' },
  fields: { hold: asked(field.bool, domain.twoWay({ label: 'Your envelope (in secret)' }, ['hold', 'Hold it up (bid for the Policy)'], ['down', 'Keep it down'])) },
  candidatesAreLegal: true,
  candidates: (state, seat) =>
    inHoldUp(state) && !topWindow(state)!.done.includes(seat)
      ? [
          { type: 'holdUp' as const, seat, hold: true },
          { type: 'holdUp' as const, seat, hold: false },
        ]
      : [],
  check: (state, move) => {
    if (!inHoldUp(state)) return illegal('policy.not-now', 'policy.hold-up', 'Nobody is bidding for the Policy now.');
    if (topWindow(state)!.done.includes(move.seat)) return illegal('policy.decided', 'policy.hold-up', 'You have already decided for this bid.');
    return null;
  },
  apply: (state, move) => {
    const decided = withPolicy(state, (p) => ({ ...p, setting: { ...p.setting!, held: p.setting!.held.map((h, i) => (i === move.seat ? move.hold : h)) } }));
    const next = seatDone(decided, move.seat);
    const events: GameEvent[] = [event('holdUpDecided', 'policy.hold-up', { player: move.seat, hold: move.hold, secret: true })];
    if (inHoldUp(next)) return { state: next, events };
    const shown = showHoldUps(next);
    return { state: shown.state, events: [...events, ...shown.events] };
  },
  describe: (move, ctx) => (ctx.viewer === 'table' || ctx.viewer === move.seat ? (move.hold ? 'Hold up the envelope' : 'Keep the envelope down') : 'Decide in secret'),
});

/** Seats that held up their envelopes in the setting under way. */
export function heldUp(state: GameState): Seat[] {
  return (policyOf(state).setting?.held ?? []).flatMap((h, seat) => (h ? [seat] : []));
}

/** Three! The decisions are shown together; then the Insider Trader's moment, or the setter. */
function showHoldUps(state: GameState): Outcome {
  const players = heldUp(state);
  const next = withPolicy(state, (p) => ({ ...p, setting: { ...p.setting!, shown: true } }));
  const events: GameEvent[] = [event('envelopesShown', 'policy.hold-up', { players })];
  const asked = players.length > 0 ? openInsiderWindow(next) : null;
  const after = asked ?? openEnvelopes(next);
  return { state: after.state, events: [...events, ...after.events] };
}

/**
 * The envelopes held up are opened and counted under the Policy in force; every one held up goes to
 * the Discard pile; the highest total (a tie at random), or the Poorest Player if nobody held up,
 * sets the Policy.
 */
export function openEnvelopes(state: GameState): Outcome {
  const players = heldUp(state);
  const worth = worthOf(state);
  const events: GameEvent[] = [];
  let next = state;
  let setter: Seat;
  const fixed = policyOf(state).setting?.fixedBid;
  const envelopes = players.map((player) => {
    const cards = envelopeOf(state, player);
    return { player, cards, total: cards.reduce((t, c) => t + worth(c), 0) };
  });
  // A fixed bid (Riots) is a Bribe of its own. A seat that also held up its envelope (a Billionaire
  // who played Riots through the Infiltrator) bids once, with the better of the two (Ruling,
  // `rev.infiltrator`); the envelope is discarded all the same.
  const fixedBy = fixed ? envelopes.find((b) => b.player === fixed.player) : undefined;
  const bids = [
    ...envelopes.map((b) => (b === fixedBy ? { ...b, total: Math.max(b.total, fixed!.total) } : b)),
    ...(fixed && !fixedBy ? [{ player: fixed.player, cards: [] as CardId[], total: fixed.total }] : []),
  ];
  if (bids.length === 0) {
    const picked = pickAmong(state, poorestSeats(state).seats);
    next = picked.state;
    setter = picked.seat;
    events.push(event('policySetter', 'policy.winner', { player: setter, why: 'poorest' }));
  } else {
    const best = Math.max(...bids.map((b) => b.total));
    const tied = bids.filter((b) => b.total === best).map((b) => b.player);
    const picked = pickAmong(state, tied);
    setter = picked.seat;
    next = addToDiscard(
      withPolicy(picked.state, (p) => ({ ...p, envelopes: p.envelopes.map((e, i) => (players.includes(i) ? [] : e)) })),
      bids.flatMap((b) => b.cards),
    );
    events.push(event('envelopesOpened', 'policy.winner', { bids, players }));
    events.push(event('policySetter', 'policy.winner', { player: setter, why: tied.length > 1 ? 'tie' : 'bid' }));
  }
  const totals = bids.map(({ player, total }) => ({ player, total }));
  next = withPolicy(next, (p) => ({ ...p, setting: { ...p.setting!, setter, bids: bids.length === 0 ? null : totals } }));
  return { state: openWindow(next, { kind: SET_WINDOW, seats: [setter], mode: 'ordered' }), events };
}

/** The setting is over once its Policy (and any effect) is done. */
export function endSetting(state: GameState): GameState {
  return withPolicy(state, (p) => ({ ...p, setting: null, repress: null }));
}
