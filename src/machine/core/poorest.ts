/**
 * The Poorest Player (`round.poorest`): the person playing a Billionaire with the most empty Asset
 * spaces, ties left to the caller (at random, or the table's pick). A module may name a seat that is
 * always the Poorest (the Reformist), which then settles it alone.
 */
import { modulesOf } from './module.ts';
import { isBillionaire, peopleSeats } from './seats.ts';
import type { GameState, Seat } from './state.ts';
import { spacesLeft } from './zones.ts';
import { cardsOf } from './cards-of.ts';

/** The seats that tie as the Poorest Player (one when a module names it), and their empty spaces. */
export function poorestSeats(state: GameState): { readonly seats: readonly Seat[]; readonly spaces: number } {
  for (const m of modulesOf(state)) {
    const seat = m.poorest?.(state);
    if (seat !== undefined && seat !== null) return { seats: [seat], spaces: spacesLeft(cardsOf(state), state.players[seat]!) };
  }
  const people = peopleSeats(state).filter((seat) => isBillionaire(state, seat));
  const most = Math.max(...people.map((s) => spacesLeft(cardsOf(state), state.players[s]!)));
  return { seats: people.filter((s) => spacesLeft(cardsOf(state), state.players[s]!) === most), spaces: most };
}
