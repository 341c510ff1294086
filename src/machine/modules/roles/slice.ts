/** The Roles module's part of the state (Level 3 on): the Role deck, each seat's Role, the Luxury Bunker. */
import type { AssetId } from '../../data/assets.ts';
import { type RoleId, ROLE_IDS } from '../../data/roles.ts';
import { codec, customField, type FieldCodec } from '../../core/fields.ts';
import type { GameState, Seat } from '../../core/state.ts';

/** A Role in a player's hand: hidden from the others until Revealed. */
export interface HeldRole {
  readonly role: RoleId;
  readonly revealed: boolean;
}

export interface RolesSlice {
  /** The face-down Role deck, top first (shuffled again whenever Roles go back into it). */
  readonly deck: readonly RoleId[];
  /** Each seat's one Role, or null (a seat missing from the list holds none). */
  readonly held: readonly (HeldRole | null)[];
  /** Roles a seat has drawn and is choosing from; only that seat sees them. */
  readonly offer: { readonly seat: Seat; readonly cards: readonly RoleId[] } | null;
  /** Who holds the Luxury Bunker. */
  readonly bunker: Seat | null;
  /** Crises Activated so far, and who caused the last one (null: nobody, at the end of a Round). */
  readonly crisesSeen: number;
  readonly crisisCause: Seat | null;
  /** Whether the hidden Role holders were asked at the Revolution, and the Celebrity Revealed then. */
  readonly revolutionAsked: boolean;
  readonly celebrity: Seat | null;
  /** Whether the hidden Role holders were asked as the Panic! began (the Power Broker). */
  readonly panicAsked: boolean;
  /** A Revealed Scam Artist's demand, while its target decides. */
  readonly scam: { readonly by: Seat; readonly player: Seat; readonly take: AssetId; readonly give: AssetId | null } | null;
}

declare module '../../core/events.ts' {
  interface EventFields {
    roleRevealed: { player: Seat; role: RoleId };
  }
}

declare module '../../core/state.ts' {
  interface ModuleSlices {
    roles: RolesSlice;
  }
}

export const NO_ROLES: RolesSlice = {
  deck: [],
  held: [],
  offer: null,
  bunker: null,
  crisesSeen: 0,
  crisisCause: null,
  revolutionAsked: false,
  celebrity: null,
  panicAsked: false,
  scam: null,
};

export function rolesOf(state: GameState): RolesSlice {
  return state.modules.roles ?? NO_ROLES;
}

export function withRoles(state: GameState, update: (r: RolesSlice) => RolesSlice): GameState {
  return { ...state, modules: { ...state.modules, roles: update(rolesOf(state)) } };
}

export function heldRole(state: GameState, seat: Seat): HeldRole | null {
  return rolesOf(state).held[seat] ?? null;
}

/** Sets one seat's Role (null: none). */
export function withHeld(state: GameState, seat: Seat, role: HeldRole | null): GameState {
  return withRoles(state, (r) => {
    const held = state.players.map((_, i) => r.held[i] ?? null);
    held[seat] = role;
    return { ...r, held };
  });
}

/** Whether a seat holds this Role, Revealed or not as asked. */
export function holds(state: GameState, seat: Seat, role: RoleId, revealed: boolean): boolean {
  const h = heldRole(state, seat);
  return h !== null && h.role === role && h.revealed === revealed;
}

const roleCodec: FieldCodec<RoleId> = { write: (w, r) => w.digit(ROLE_IDS.indexOf(r)), read: (r) => ROLE_IDS[r.digit(ROLE_IDS.length)]! };

export const roleField = customField<RoleId>(
  'a Role',
  (v) => (typeof v === 'string' && (ROLE_IDS as readonly string[]).includes(v) ? (v as RoleId) : undefined),
  roleCodec,
);

export const roleCodecs = { role: roleCodec, roles: codec.list(roleCodec) };
