/**
 * Who sits where, and who decides for whom. In a two-player game each person controls a Puppet
 * Billionaire seated to their left: seats 0 and 2 are the people, 1 and 3 their Puppets. A Puppet
 * is a Billionaire at the table (it holds Assets, can be Audited, can win) but never a player: it
 * holds no cards, takes no turns and never decides; its controller decides for it.
 */
import { BILLIONAIRES } from '../data/billionaires.ts';
import type { Suit } from '../data/suits.ts';
import { modulesOf } from './module.ts';
import type { GameOptions, GameState, Seat } from './state.ts';

type WithOptions = { readonly options: GameOptions };

/**
 * Seats out of the game for good (Billionaires lost when the Space Program's Rocket explodes), as
 * the modules that remove seats say. They hold nothing, take no turns, are asked nothing and count
 * for nothing; a game's options alone (no state yet) have nobody out.
 */
export function seatsOut(game: WithOptions | GameState): readonly Seat[] {
  if (!('modules' in game)) return [];
  let out: Seat[] | null = null;
  for (const m of modulesOf(game)) {
    const gone = m.absent?.(game);
    if (gone && gone.length > 0) (out ??= []).push(...gone);
  }
  return out ?? [];
}

/** Whether this seat is still in the game. */
export function inGame(game: WithOptions | GameState, seat: Seat): boolean {
  return !seatsOut(game).includes(seat);
}

/** The seats still in the game (Puppets included), from seat 0. */
export function seatsInGame(state: GameState): readonly Seat[] {
  const out = seatsOut(state);
  return state.players.flatMap((_, seat) => (out.includes(seat) ? [] : [seat]));
}

/** Whether the game is a two-player game with Puppets. */
export function hasPuppets(game: WithOptions): boolean {
  return game.options.puppets === true;
}

/** Whether this seat is a Puppet (the seat to the left of each person in a two-player game). */
export function isPuppet(game: WithOptions, seat: Seat): boolean {
  return game.options.puppets === true && seat % 2 === 1;
}

/** The person who decides for this seat: a Puppet's controller, or the seat itself. */
export function controllerOf(game: WithOptions, seat: Seat): Seat {
  return isPuppet(game, seat) ? seat - 1 : seat;
}

/** The Puppet a person controls, or null (no Puppets, or the seat is itself a Puppet). */
export function puppetOf(game: WithOptions, seat: Seat): Seat | null {
  return game.options.puppets === true && seat % 2 === 0 ? seat + 1 : null;
}

/** The seats of the Puppets (none unless it is a two-player game). */
export function puppetSeats(game: WithOptions): readonly Seat[] {
  const n = game.options.players;
  const out: Seat[] = [];
  for (let s = 0; s < n; s++) if (isPuppet(game, s)) out.push(s);
  return out;
}

/** The seats of the people still at the table (every seat, without Puppets or seats out of the game). */
export function peopleSeats(game: WithOptions | GameState): readonly Seat[] {
  const n = game.options.players;
  const gone = seatsOut(game);
  const out: Seat[] = [];
  for (let s = 0; s < n; s++) if (!isPuppet(game, s) && !gone.includes(s)) out.push(s);
  return out;
}

/** The people still at the table in turn order, starting from `from` (a person's seat). */
export function peopleFrom(state: GameState, from: Seat): readonly Seat[] {
  const n = state.players.length;
  const gone = seatsOut(state);
  const out: Seat[] = [];
  for (let k = 0; k < n; k++) {
    const seat = (from + k) % n;
    if (!isPuppet(state, seat) && !gone.includes(seat)) out.push(seat);
  }
  return out;
}

/** Whether a seat plays a Billionaire (every seat but a Troublemaker's). */
export function isBillionaire(state: GameState, seat: Seat): boolean {
  return state.players[seat]?.billionaire != null;
}

/** The seats still in the game that play a Billionaire (Puppets included): who may Buy, hold Assets, board the Rocket. */
export function billionaireSeats(state: GameState): readonly Seat[] {
  return seatsInGame(state).filter((seat) => isBillionaire(state, seat));
}

/** The Suit of a seat's Billionaire; null for a seat without one. */
export function suitAt(state: GameState, seat: Seat): Suit | null {
  const id = state.players[seat]?.billionaire;
  return id == null ? null : BILLIONAIRES[id].suit;
}

/** A seat as a sentence names it: "the War Profiteer", "the Troublemaker", or its number. */
export function seatName(state: GameState, seat: Seat): string {
  const p = state.players[seat];
  if (!p) return `seat ${seat + 1}`;
  return p.billionaire === null ? 'the Troublemaker' : `the ${BILLIONAIRES[p.billionaire].name}`;
}
