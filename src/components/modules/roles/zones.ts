/**
 * The Level 3 zones of the table: each seat's Role (none, or a Role hidden or Revealed), the top of
 * the Role deck, and who holds the Luxury Bunker. Each Role card is in one place only, so a list
 * offers only the Roles placed nowhere else; the engine still judges every change (a holder of the
 * Bunker who does not qualify is refused at the Bunker's zone).
 */
import { bunkerAssets, roleName, rolesFor, rolesOf, type HeldRole, type RoleId } from '../../../machine/index.ts';
import { billionaireName } from '../../shared/format.ts';
import { isPuppetSeat, shownGame, type Draft } from '../../../machine/draft/draft.ts';
import { choice, seatName, zone } from '../../editor/choices.ts';
import type { Choice, ZoneParts, ZoneSpec } from '../../editor/types.ts';

/** The Roles of the game, as the engine deals them: the red ones at Level 3, the green ones too from Level 4, the Space Cowboy with the Space Program. */
const rolesInPlay = (d: Draft): readonly RoleId[] => rolesFor({ level: d.level, ...(d.space ? { modules: ['space-program'] } : {}) });

/** A Role in words: "Banker, hidden" or "Banker, Revealed". */
const heldText = (h: HeldRole) => `${roleName(h.role)}, ${h.revealed ? 'Revealed' : 'hidden'}`;

/** The Roles no seat holds and the deck does not name. */
function freeRoles(d: Draft): RoleId[] {
  const placed = new Set<RoleId>([...d.players.flatMap((p) => (p.role ? [p.role.role] : [])), ...d.roleDeck]);
  return rolesInPlay(d).filter((r) => !placed.has(r));
}

const withRole = (d: Draft, seat: number, role: HeldRole | undefined): Draft => ({
  ...d,
  players: d.players.map((p, i) => {
    if (i !== seat) return p;
    const { role: _, ...rest } = p;
    return role ? { ...rest, role } : rest;
  }),
});

export function roleSpec(d: Draft, seat: number): ZoneSpec {
  const mine = d.players[seat]!.role;
  const choices: Choice[] = [];
  if (mine) {
    const other = { role: mine.role, revealed: !mine.revealed };
    const label = other.revealed ? `Reveal it: ${roleName(mine.role)}` : `Hide it again: ${roleName(mine.role)}`;
    choices.push(
      choice(
        `${mine.role}:${other.revealed ? 'revealed' : 'hidden'}`,
        label,
        'Held now',
        (x) => withRole(x, seat, other),
        `${seatName(d, seat)} holds the ${heldText(other)}.`,
      ),
      choice('none', 'No Role', 'Held now', (x) => withRole(x, seat, undefined), `${seatName(d, seat)} holds no Role.`),
    );
  }
  for (const revealed of [false, true])
    for (const role of freeRoles(d)) {
      const held = { role, revealed };
      const group = revealed ? 'Revealed (face-up)' : 'Hidden (face-down)';
      choices.push(
        choice(`${role}:${revealed ? 'revealed' : 'hidden'}`, heldText(held), group, (x) => withRole(x, seat, held), `${seatName(d, seat)} holds the ${heldText(held)}.`),
      );
    }
  return zone('Role', `the Role of ${seatName(d, seat)}`, mine ? heldText(mine) : 'none', choices);
}

export function roleDeckSpec(d: Draft): ZoneSpec {
  const out = d.roleDeck.map((r, i) =>
    choice(
      `out:${r}`,
      `Take out: ${roleName(r)}`,
      'Named on top now',
      (x) => ({ ...x, roleDeck: x.roleDeck.filter((_, j) => j !== i) }),
      `${roleName(r)} is no longer named on the Role deck.`,
    ),
  );
  const add = freeRoles(d).map((r) =>
    choice(
      r,
      roleName(r),
      'Next to be drawn (after those named)',
      (x) => ({ ...x, roleDeck: [...x.roleDeck, r] }),
      `${roleName(r)} added to the top of the Role deck, in place ${d.roleDeck.length + 1}.`,
    ),
  );
  const now = d.roleDeck.length === 0 ? 'no Role named: the deck is shuffled' : `top first: ${d.roleDeck.map(roleName).join(', ')}`;
  return zone('Role deck', 'the top of the Role deck', now, [...out, ...add], { multi: true });
}

/** Who the Assets give the Bunker to on the table shown (the engine works it out). */
function derivedHolder(d: Draft): number | null {
  const made = shownGame({ ...d, bunker: undefined });
  return made.ok ? rolesOf(made.game).bunker : null;
}

export function bunkerSpec(d: Draft): ZoneSpec {
  const derived = derivedHolder(d);
  const who = (seat: number | null) => (seat === null ? 'nobody' : seatName(d, seat));
  const now = d.bunker === undefined ? `whoever the Assets give it to: ${who(derived)}` : `set by hand: ${who(d.bunker)}`;
  const counts = (i: number) => {
    const n = bunkerAssets(d.players[i]!.assets);
    return `${n} ${n === 1 ? 'Asset' : 'Assets'} that count`;
  };
  const hold = (seat: number | null | undefined) => (x: Draft) => ({ ...x, bunker: seat });
  const choices = [
    choice(
      'derived',
      `Whoever the Assets give it to (now ${who(derived)})`,
      'Held by',
      hold(undefined),
      `The Luxury Bunker goes to whoever the Assets give it to: ${who(derived)}.`,
    ),
    choice('nobody', 'Nobody', 'Held by', hold(null), 'Nobody holds the Luxury Bunker.'),
    // A Puppet never holds the Bunker.
    ...d.players.flatMap((p, i) =>
      isPuppetSeat(d, i)
        ? []
        : [choice(String(i), `Seat ${i + 1}: ${billionaireName(p.billionaire)} (${counts(i)})`, 'Held by', hold(i), `${seatName(d, i)} holds the Luxury Bunker.`)],
    ),
  ];
  return zone(d.bunker === undefined ? 'Luxury Bunker' : 'Luxury Bunker (set)', 'who holds the Luxury Bunker', now, choices);
}

declare module '../../table/types.ts' {
  interface ModuleZones {
    roleDeck: true;
    bunker: true;
  }
}

/** The Roles' zones in the editor: each seat's Role (never a Puppet's), the Role deck and the Bunker, from Level 3 on. */
export const roleZones: ZoneParts = {
  spec(d, key) {
    const on = d.level >= 3;
    if (key === 'roleDeck') return on ? roleDeckSpec(d) : null;
    if (key === 'bunker') return on ? bunkerSpec(d) : null;
    const seat = /^seat:(\d+):role$/.exec(key);
    if (seat) return on && !isPuppetSeat(d, Number(seat[1])) ? roleSpec(d, Number(seat[1])) : null;
    return undefined;
  },
  zoneOfField(field, edited) {
    const role = /^roles\[(\d+)\]/.exec(field);
    if (role) return `seat:${Number(role[1])}:role`;
    const top = field.split('.')[0];
    return top === 'roles' ? edited : top === 'roleDeck' ? 'roleDeck' : top === 'bunker' ? 'bunker' : undefined;
  },
};
