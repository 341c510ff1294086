/**
 * What Revolution cards do to the turns that follow: a Billionaire who misses their turn (Propaganda
 * of the Deed) is passed over as it begins; a Declared Revolutionary with no card to play draws
 * three; the player of Hostages may take over the hostage's next turn as it begins (and hands it back
 * as it ends); a General Strike wears off at the end of the Revolutionary's next turn.
 */
import { event, type GameEvent } from '../../../core/events.ts';
import { field } from '../../../core/fields.ts';
import { illegal } from '../../../core/illegal.ts';
import { defineMove } from '../../../core/moves.ts';
import type { Outcome } from '../../../core/outcome.ts';
import { isBillionaire } from '../../../core/seats.ts';
import type { GameState, Seat } from '../../../core/state.ts';
import { asks, closeWindow, openWindow, topWindow } from '../../../core/windows.ts';
import { nextPlayer } from '../../../core/zones.ts';
import { troublemakersOf, withTroublemakers } from '../slice.ts';
import { fillRow } from './piles.ts';
import { asked } from '../../../core/form.ts';
import { domain } from '../../../core/form-domains.ts';

declare module '../../../core/moves.ts' {
  interface MoveFields {
    /** Hostages: take over the hostage's turn now (`take`), or let them play it. */
    takeHostage: { take: boolean };
  }
}

declare module '../../../core/events.ts' {
  interface EventFields {
    turnMissed: { player: Seat };
    hostageTurn: { player: Seat; target: Seat; take: boolean };
    strikeOver: { player: Seat };
  }
}

export const HOSTAGE_WINDOW = 'rev.hostages';

const effectsOf = (state: GameState) => troublemakersOf(state).effects;

/** A turn begins: missed turns are passed over, then the Revolutionary's cards drawn or the hostage's turn offered. */
export function revolutionTurnBegins(state: GameState): Outcome {
  let next = state;
  const events: GameEvent[] = [];
  while (effectsOf(next).missing.includes(next.current)) {
    const seat = next.current;
    next = withTroublemakers(next, (t) => ({ ...t, effects: { ...t.effects, missing: t.effects.missing.filter((s) => s !== seat) } }));
    events.push(event('turnMissed', 'rev.propaganda', { player: seat }));
    next = { ...next, current: nextPlayer(next, seat), turn: next.turn + 1 };
  }
  const t = troublemakersOf(next);
  if (t.declared && next.current === next.options.troublemaker) {
    const r = t.revolution!;
    const reshuffled = r.row.length === 0 && r.deck.length < 3;
    const drawn = fillRow(next);
    next = drawn.state;
    if (drawn.cards.length > 0) events.push(event('revolutionDrawn', 'tm.revolutionary', { player: next.current, cards: drawn.cards, reshuffled }));
  }
  const hostage = effectsOf(next).hostage;
  if (hostage && hostage.seat === next.current && !hostage.playing) next = openWindow(next, { kind: HOSTAGE_WINDOW, seats: [hostage.by], mode: 'ordered' });
  return { state: next, events };
}

/** A turn ends: the hostage gets their turn back; the strike counts down at the end of the Revolutionary's turn. */
export function revolutionTurnEnds(state: GameState): Outcome {
  const e = effectsOf(state);
  const events: GameEvent[] = [];
  let effects = e;
  if (e.hostage?.playing && e.hostage.seat === state.current) effects = { ...effects, hostage: null };
  if (e.strike > 0 && state.current === state.options.troublemaker) {
    effects = { ...effects, strike: e.strike - 1 };
    if (effects.strike === 0) events.push(event('strikeOver', 'rev.general-strike', { player: state.current }));
  }
  if (effects === e) return { state, events };
  return { state: withTroublemakers(state, (t) => ({ ...t, effects })), events };
}

export const takeHostageFamily = defineMove({
  type: 'takeHostage',
  code: '8o',
  label: 'Hostages: play the hostage’s turn, or let them play it',
  rule: 'rev.hostages',
  words: { group: 'Hostages', button: 'Answer' },
  fields: {
    take: asked(
      field.bool,
      domain.twoWay({ label: "The hostage's turn" }, ['take', "Take the hostage's hand and play their turn"], ['leave', 'Let the hostage play their own turn']),
    ),
  },
  candidatesAreLegal: true,
  candidates: (state, seat) =>
    asks(state, HOSTAGE_WINDOW, seat)
      ? [
          { type: 'takeHostage' as const, seat, take: true },
          { type: 'takeHostage' as const, seat, take: false },
        ]
      : [],
  check: (state, move) => (asks(state, HOSTAGE_WINDOW, move.seat) ? null : illegal('tm.revolutionary', 'rev.hostages', 'No hostage is waiting for you now.')),
  apply: (state, move) => {
    const hostage = effectsOf(state).hostage!;
    const next = withTroublemakers(closeWindow(state), (t) => ({ ...t, effects: { ...t.effects, hostage: move.take ? { ...hostage, playing: true } : null } }));
    return { state: next, events: [event('hostageTurn', 'rev.hostages', { player: move.seat, target: hostage.seat, take: move.take })] };
  },
  describe: (move) => (move.take ? "Take the hostage's hand and play their turn" : 'Let the hostage play their own turn'),
});

/** Windows that belong to the turn's own player (the bribes after the Action); others stay with each seat. */
const TURN_OWN_WINDOWS = ['policy.bribe'];

/** Who plays the hostage's turn now: the card's player, for the turn's own moves only (Ruling: Roles and table-wide decisions stay theirs). */
export function hostageController(state: GameState, seat: Seat): Seat | null {
  const hostage = effectsOf(state).hostage;
  if (!hostage?.playing || hostage.seat !== seat || state.current !== seat) return null;
  const top = topWindow(state);
  return top === null || TURN_OWN_WINDOWS.includes(top.kind) ? hostage.by : null;
}

/** A General Strike stops Billionaires drawing into their hands. */
export const strikeStopsDraw = (state: GameState, seat: Seat) => (effectsOf(state).strike > 0 && isBillionaire(state, seat) ? ('rev.general-strike' as const) : null);
