/**
 * Revolution cards that move Rebels with no sacrifice: Infighting (the player removes one, if any
 * stands), Organize! (the third waiting card puts two Rebels on a Crisis of the player's choice),
 * Media Slander and Pacification (the owner of the Tabloid Empire or the Mercenary Army may remove one).
 */
import type { AssetId } from '../../../data/assets.ts';
import type { CardId } from '../../../data/cards.ts';
import { event, type GameEvent } from '../../../core/events.ts';
import { field, optional } from '../../../core/fields.ts';
import { illegal } from '../../../core/illegal.ts';
import { defineMove } from '../../../core/moves.ts';
import { billionaireSeats } from '../../../core/seats.ts';
import type { GameState, Seat } from '../../../core/state.ts';
import { asks, closeWindow, openWindow } from '../../../core/windows.ts';
import { troublemakersOf, withTroublemakers } from '../slice.ts';
import { ORGANIZE_SET, piles, toRevolutionDiscard, withPiles } from './piles.ts';
import { activatedCrises, addRebels, crisesWithRebels, removeRebel } from './rebels.ts';
import { type CardRule, NO_CHOICE } from './rule.ts';
import { afterThugsRemoval, THUGS_REMOVE_WINDOW } from './thugs.ts';
import type { RevolutionCardId } from '../../../data/revolution.ts';
import { asked } from '../../../core/form.ts';
import { guillotineCrisis } from '../../crises/index.ts';

declare module '../../../core/moves.ts' {
  interface MoveFields {
    /** The owner of the Tabloid Empire or the Mercenary Army: remove a Rebel from this Crisis, or none. */
    takeOffRebel: { crisis?: CardId };
  }
}

declare module '../../../core/events.ts' {
  interface EventFields {
    rebelTakenOff: { player: Seat; crisis: CardId; sacrificed: boolean };
    rebelsAdded: { player: Seat; crisis: CardId; count: number };
    organized: { player: Seat; count: number };
    cardHasNoEffect: { player: Seat; card: RevolutionCardId };
  }
}

export const REMOVE_WINDOW = 'rev.remove-rebel';

export const infighting: CardRule = {
  choices: (state) => {
    const crises = crisesWithRebels(state);
    return crises.length === 0 ? NO_CHOICE : crises.map((crisis) => ({ crisis }));
  },
  apply: (state, by, choice) =>
    choice.crisis === undefined
      ? { state, events: [] }
      : { state: removeRebel(state, choice.crisis), events: [event('rebelTakenOff', 'rev.infighting', { player: by, crisis: choice.crisis, sacrificed: false })] },
};

/** How many Rebels a set of Organize! cards puts on a Crisis. */
const ORGANIZE_REBELS = 2;

/** Whether the Organize! about to be played is the one that completes the set. */
const completesSet = (state: GameState) => piles(state).organized.length + 1 >= ORGANIZE_SET;

export const organize: CardRule = {
  keeps: true,
  choices: (state) => {
    if (!completesSet(state)) return NO_CHOICE;
    const crises = activatedCrises(state);
    return crises.length === 0 ? NO_CHOICE : crises.map((crisis) => ({ crisis }));
  },
  apply: (state, by, choice, card) => {
    const waiting = [...piles(state).organized, card];
    if (waiting.length < ORGANIZE_SET) {
      return { state: withPiles(state, (p) => ({ ...p, organized: waiting })), events: [event('organized', 'rev.organize', { player: by, count: waiting.length })] };
    }
    // The three are discarded whether or not a Crisis can take the Rebels (Ruling).
    const next = toRevolutionDiscard(
      withPiles(state, (p) => ({ ...p, organized: [] })),
      waiting,
    );
    const events: GameEvent[] = [event('organized', 'rev.organize', { player: by, count: waiting.length })];
    if (choice.crisis === undefined) return { state: next, events };
    const added = addRebels(next, choice.crisis, ORGANIZE_REBELS);
    events.push(event('rebelsAdded', 'rev.organize', { player: by, crisis: choice.crisis, count: added.added }));
    return { state: added.state, events };
  },
};

/** A card that lets the owner of one Asset remove a Rebel, if a Billionaire owns it and a Rebel stands. */
function ownerMayRemove(asset: AssetId): CardRule {
  return {
    choices: () => NO_CHOICE,
    apply: (state, by, _choice, card) => {
      const holder = billionaireSeats(state).find((s) => state.players[s]!.assets.includes(asset));
      if (holder === undefined || crisesWithRebels(state).length === 0) return { state, events: [event('cardHasNoEffect', 'tm.revolutionary', { player: by, card })] };
      const next = withTroublemakers(state, (t) => ({ ...t, resolving: { kind: 'remove', card, holder } }));
      return { state: openWindow(next, { kind: REMOVE_WINDOW, seats: [holder], mode: 'ordered' }), events: [] };
    },
  };
}

export const mediaSlander = ownerMayRemove('tabloid-empire');
export const pacification = ownerMayRemove('mercenary-army');

/** The removal asked of the seat now: one the owner of an Asset may make, one the Thugs paid for, or none. */
const removalAsked = (state: GameState, seat: Seat) => (asks(state, REMOVE_WINDOW, seat) ? 'may' : asks(state, THUGS_REMOVE_WINDOW, seat) ? 'must' : null);

export const takeOffRebelFamily = defineMove({
  type: 'takeOffRebel',
  code: '8h',
  label: 'Revolution: take a Rebel off a Crisis (Media Slander, Pacification, the Thugs)',
  rule: 'tm.sacrifice',
  words: { group: 'Remove a Rebel', button: 'Take the Rebel off' },
  fields: { crisis: asked(optional(field.card), guillotineCrisis({ label: 'Crisis', none: 'Take no Rebel off' })) },
  candidatesAreLegal: true,
  candidates: (state, seat) => {
    const asked = removalAsked(state, seat);
    if (asked === null) return [];
    const each = crisesWithRebels(state).map((crisis) => ({ type: 'takeOffRebel' as const, seat, crisis }));
    return asked === 'may' ? [{ type: 'takeOffRebel' as const, seat }, ...each] : each;
  },
  check: (state, move) => {
    const asked = removalAsked(state, move.seat);
    if (asked === null) return illegal('tm.revolutionary', 'tm.sacrifice', 'Nobody is asking you to remove a Rebel now.');
    if (asked === 'must' && move.crisis === undefined) return illegal('tm.revolutionary', 'rev.fascist-thugs', 'The Thugs were paid: pick the Crisis a Rebel leaves.');
    if (move.crisis !== undefined && !crisesWithRebels(state).includes(move.crisis))
      return illegal('tm.revolutionary', 'tm.sacrifice', 'A Rebel can only be removed from an Activated Crisis that has one.');
    return null;
  },
  apply: (state, move) => {
    if (removalAsked(state, move.seat) === 'must') {
      const removed = removeRebel(state, move.crisis!);
      return { state: afterThugsRemoval(removed), events: [event('rebelTakenOff', 'rev.fascist-thugs', { player: move.seat, crisis: move.crisis!, sacrificed: false })] };
    }
    const resolving = troublemakersOf(state).resolving;
    const rule = resolving?.kind === 'remove' && resolving.card === 'pacification' ? 'rev.pacification' : 'rev.media-slander';
    const next = withTroublemakers(closeWindow(state), (t) => ({ ...t, resolving: null }));
    if (move.crisis === undefined) return { state: next, events: [] };
    return { state: removeRebel(next, move.crisis), events: [event('rebelTakenOff', rule, { player: move.seat, crisis: move.crisis, sacrificed: false })] };
  },
  describe: (move, ctx) => (move.crisis === undefined ? 'Remove no Rebel' : `Remove a Rebel from ${ctx.card(move.crisis)}`),
});
