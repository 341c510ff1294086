/**
 * The Level 3 zones of the table: each seat's Role (none, or a Role hidden or Revealed), the top of
 * the Role deck, and who holds the Luxury Bunker. Each Role card is in one place only, so a list
 * offers only the Roles placed nowhere else; the engine still judges every change (a holder of the
 * Bunker who does not qualify is refused at the Bunker's zone).
 */
import { bunkerAssets, roleName, rolesFor, rolesOf, type HeldRole, type RoleId } from '../../../machine/index.ts';
import { billionaireName } from '../../shared/format.ts';
import { isPuppetSeat, shownGame, type Draft } from '../../../machine/draft/draft.ts';
import type { Choice } from '../../editor/choices.ts';
import type { ZoneParts, ZoneSpec } from '../../editor/types.ts';

const seatName = (d: Draft, i: number) => `seat ${i + 1} (${billionaireName(d.players[i]!.billionaire)})`;

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
  const name = `the Role of ${seatName(d, seat)}`;
  const choices: Choice[] = [];
  if (mine) {
    const other = { role: mine.role, revealed: !mine.revealed };
    choices.push({
      id: `${mine.role}:${other.revealed ? 'revealed' : 'hidden'}`,
      label: other.revealed ? `Reveal it: ${roleName(mine.role)}` : `Hide it again: ${roleName(mine.role)}`,
      group: 'Held now',
      apply: (x) => withRole(x, seat, other),
      said: `${seatName(d, seat)} holds the ${heldText(other)}.`,
    });
    choices.push({ id: 'none', label: 'No Role', group: 'Held now', apply: (x) => withRole(x, seat, undefined), said: `${seatName(d, seat)} holds no Role.` });
  }
  for (const revealed of [false, true])
    for (const role of freeRoles(d))
      choices.push({
        id: `${role}:${revealed ? 'revealed' : 'hidden'}`,
        label: `${roleName(role)}${revealed ? ', Revealed' : ', hidden'}`,
        group: revealed ? 'Revealed (face-up)' : 'Hidden (face-down)',
        apply: (x) => withRole(x, seat, { role, revealed }),
        said: `${seatName(d, seat)} holds the ${roleName(role)}, ${revealed ? 'Revealed' : 'hidden'}.`,
      });
  return { title: 'Role', name, now: mine ? heldText(mine) : 'none', unset: false, multi: false, choices };
}

export function roleDeckSpec(d: Draft): ZoneSpec {
  const name = 'the top of the Role deck';
  const out = d.roleDeck.map((r, i): Choice => ({
    id: `out:${r}`,
    label: `Take out: ${roleName(r)}`,
    group: 'Named on top now',
    apply: (x) => ({ ...x, roleDeck: [...x.roleDeck.slice(0, i), ...x.roleDeck.slice(i + 1)] }),
    said: `${roleName(r)} is no longer named on the Role deck.`,
  }));
  const add = freeRoles(d).map((r): Choice => ({
    id: r,
    label: roleName(r),
    group: 'Next to be drawn (after those named)',
    apply: (x) => ({ ...x, roleDeck: [...x.roleDeck, r] }),
    said: `${roleName(r)} added to the top of the Role deck, in place ${d.roleDeck.length + 1}.`,
  }));
  return {
    title: 'Role deck',
    name,
    now: d.roleDeck.length === 0 ? 'no Role named: the deck is shuffled' : `top first: ${d.roleDeck.map(roleName).join(', ')}`,
    unset: false,
    multi: true,
    choices: [...out, ...add],
  };
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
  const choices: Choice[] = [
    {
      id: 'derived',
      label: `Whoever the Assets give it to (now ${who(derived)})`,
      group: 'Held by',
      apply: (x) => ({ ...x, bunker: undefined }),
      said: `The Luxury Bunker goes to whoever the Assets give it to: ${who(derived)}.`,
    },
    { id: 'nobody', label: 'Nobody', group: 'Held by', apply: (x) => ({ ...x, bunker: null }), said: 'Nobody holds the Luxury Bunker.' },
    // A Puppet never holds the Bunker.
    ...d.players.flatMap((_, i): Choice[] =>
      isPuppetSeat(d, i)
        ? []
        : [
            {
              id: String(i),
              label: `Seat ${i + 1}: ${billionaireName(d.players[i]!.billionaire)} (${counts(i)})`,
              group: 'Held by',
              apply: (x) => ({ ...x, bunker: i }),
              said: `${seatName(d, i)} holds the Luxury Bunker.`,
            },
          ],
    ),
  ];
  return { title: d.bunker === undefined ? 'Luxury Bunker' : 'Luxury Bunker (set)', name: 'who holds the Luxury Bunker', now, unset: false, multi: false, choices };
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
