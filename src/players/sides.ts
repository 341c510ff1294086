/**
 * Who plays with whom, read from the public view. In a two-player game each person steers a Puppet
 * (`view.modules.puppets.controllers`): a person and their Puppet are one side, which wins or loses
 * together. Without Puppets every seat is a side of its own.
 */
import { BILLIONAIRES, type BillionaireId, type PlayerView, type Seat, type TableView } from '../machine/index.ts';

/** The person who decides for this seat: a Puppet's controller, or the seat itself. */
export function controllerIn(view: TableView, seat: Seat): Seat {
  return view.modules.puppets?.controllers[seat] ?? seat;
}

/** Whether `seat` is on `me`'s side: `me` itself or the Puppet it controls. */
export function onMySide(view: TableView, me: Seat, seat: Seat): boolean {
  return controllerIn(view, seat) === me;
}

/** The Puppet this seat controls, or null (no Puppets at the table). */
export function myPuppet(view: TableView, me: Seat): PlayerView | null {
  return view.players.find((p) => p.seat !== me && view.modules.puppets?.controllers[p.seat] === me) ?? null;
}

/** The Billionaires not on `me`'s side: the rivals (in a two-player game, the opponent and their Puppet). */
export function rivals(view: TableView, me: Seat): PlayerView[] {
  return view.players.filter((p) => !onMySide(view, me, p.seat));
}

/** How many Assets a Billionaire still needs to win. */
export const stillNeeded = (p: PlayerView) => 5 - p.needed;

/** A Billionaire in words, saying whose Puppet it is when it is one. */
export function nameOf(view: TableView, me: Seat, p: PlayerView): string {
  const name = `the ${BILLIONAIRES[billionaireOf(p)].name}`;
  const controller = view.modules.puppets?.controllers[p.seat];
  if (controller === undefined || controller === null) return p.seat === me ? 'itself' : `${name} (seat ${p.seat + 1})`;
  return `${name} (${controller === me ? 'its Puppet' : "the opponent's Puppet"})`;
}

/**
 * The Billionaire a seat plays. The Troublemaker's seat plays none and has rules of its own
 * (troublemaker.ts, asked before any of these), so a seat without one here is a caller's mistake.
 */
export function billionaireOf(p: { readonly billionaire: BillionaireId | null }): BillionaireId {
  if (p.billionaire === null) throw new Error('this computer player plays a Billionaire, and this seat has none');
  return p.billionaire;
}
