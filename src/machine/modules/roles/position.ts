/**
 * The Roles' part of a position set up by hand (Level 3 on): each seat's Role, Revealed or not,
 * the top of the Role deck, and who holds the Luxury Bunker. Roles nobody holds and the deck does
 * not name are shuffled into the deck beneath the named ones.
 */
import { isRoleId, roleName, type RoleId } from '../../data/roles.ts';
import type { ModulePosition, PositionProblem } from '../../core/module.ts';
import { shuffled } from '../../core/rng.ts';
import type { GameState, Seat } from '../../core/state.ts';
import { bunkerAssets, bunkerBoards, bunkerHolder } from './bunker.ts';
import { DRAFT_WINDOW, rolesInGame } from './choose.ts';
import { type HeldRole, NO_ROLES, type RolesSlice } from './slice.ts';
import { crisesActivated } from '../crises/index.ts';

declare module '../../core/position-types.ts' {
  interface PositionFields {
    /** Each seat's Role, Revealed or not; null (or a seat left out) for none. */
    roles: readonly (HeldRole | null)[];
    /** The top of the face-down Role deck, top first; the Roles nobody holds lie shuffled beneath. */
    roleDeck: readonly RoleId[];
    /** Who holds the Luxury Bunker; left out, whoever the Assets give it to. */
    bunker: Seat | null;
    /**
     * The Role draft before the first turn, still going on: the seats yet to draft, in order (the
     * first draws its two Roles from the top of `roleDeck` now). Left out or empty: no draft.
     */
    roleDraft: readonly Seat[];
  }
}

declare module '../../core/illegal.ts' {
  interface IllegalCodes {
    'position.role': true;
    'position.role-twice': true;
    'position.bunker': true;
    'position.role-draft': true;
  }
}

const problem = (code: PositionProblem['code'], field: string, rule: PositionProblem['rule'], reason: string): PositionProblem => ({ code, field, rule, reason });

export const rolesPosition: ModulePosition = {
  shape: (input) => {
    const roles = input.roles as unknown;
    if (roles !== undefined && !Array.isArray(roles)) return problem('position.malformed', 'roles', 'table.position', '"roles" must be a list, one entry per seat.');
    for (const r of (roles ?? []) as unknown[])
      if (r !== null && (typeof r !== 'object' || typeof (r as HeldRole).revealed !== 'boolean'))
        return problem('position.malformed', 'roles', 'table.position', "Each seat's Role must be null or { role, revealed }.");
    if (input.roleDeck !== undefined && !Array.isArray(input.roleDeck)) return problem('position.malformed', 'roleDeck', 'table.position', '"roleDeck" must be a list.');
    if (input.roleDraft !== undefined && !Array.isArray(input.roleDraft))
      return problem('position.malformed', 'roleDraft', 'table.position', '"roleDraft" must be a list of seats.');
    return null;
  },
  present: (input) =>
    (input.roles ?? []).some((r) => r !== null) || (input.roleDeck?.length ?? 0) > 0 || (input.bunker ?? null) !== null || (input.roleDraft?.length ?? 0) > 0,
  check: (input, facts) => {
    const inGame = rolesInGame(facts);
    const seen = new Set<RoleId>();
    const roles = input.roles ?? [];
    if (roles.length > facts.players) return problem('position.role', 'roles', 'roles.secret', `There are ${facts.players} seats, but ${roles.length} Roles were given.`);
    const all = [
      ...roles.flatMap((r, seat) => (r ? [{ role: r.role, field: `roles[${seat}]` }] : [])),
      ...(input.roleDeck ?? []).map((role) => ({ role, field: 'roleDeck' })),
    ];
    for (const { role, field } of all) {
      if (!isRoleId(role)) return problem('position.role', field, 'roles.secret', `"${String(role)}" is not a Role.`);
      if (!inGame.includes(role)) return problem('position.role', field, 'roles.secret', `The ${roleName(role)} does not play at Level ${facts.level}.`);
      if (seen.has(role)) return problem('position.role-twice', field, 'roles.deck', `The ${roleName(role)} is in two places; each Role card is in one place only.`);
      seen.add(role);
    }
    const draft = input.roleDraft ?? [];
    for (const seat of draft)
      if (!(Number.isInteger(seat) && seat >= 0 && seat < facts.players))
        return problem('position.role-draft', 'roleDraft', 'setup.roles', 'The seats still to draft must be seats in the game.');
    if (new Set(draft).size !== draft.length) return problem('position.role-draft', 'roleDraft', 'setup.roles', 'Each seat drafts once.');
    const puppetRole = roles.findIndex((r, seat) => r !== null && facts.puppets.includes(seat));
    if (puppetRole >= 0) return problem('position.role', `roles[${puppetRole}]`, 'puppets.turns', `Seat ${puppetRole + 1} is a Puppet: Puppets never hold a Role.`);
    if (draft.some((seat) => facts.puppets.includes(seat)))
      return problem('position.role-draft', 'roleDraft', 'puppets.turns', 'A Puppet never drafts a Role: only the two players do.');
    const drafted = draft.find((seat) => (roles[seat] ?? null) !== null);
    if (drafted !== undefined) return problem('position.role-draft', 'roleDraft', 'setup.roles', `Seat ${drafted + 1} already holds a Role, so it has drafted.`);
    const bunker = input.bunker;
    if (bunker !== undefined && bunker !== null) {
      if (!(Number.isInteger(bunker) && bunker >= 0 && bunker < facts.players))
        return problem('position.bunker', 'bunker', 'bunker.claim', 'The Luxury Bunker must be held by a seat in the game, or by nobody.');
      if (facts.puppets.includes(bunker))
        return problem('position.bunker', 'bunker', 'puppets.turns', `Seat ${bunker + 1} is a Puppet: Puppets never hold the Luxury Bunker.`);
      if (bunkerHolder(bunkerBoards(facts.held, facts.puppets), bunker) !== bunker)
        return problem(
          'position.bunker',
          'bunker',
          'bunker.claim',
          `Seat ${bunker + 1} cannot hold the Luxury Bunker with ${bunkerAssets(facts.held[bunker]!)} of its Assets: it needs at least two and no fewer than anyone else.`,
        );
    }
    return null;
  },
  build: (input, { rng, facts }) => {
    const held: (HeldRole | null)[] = Array.from({ length: facts.players }, (_, seat) => input.roles?.[seat] ?? null);
    const named = new Set([...held.flatMap((h) => (h ? [h.role] : [])), ...(input.roleDeck ?? [])]);
    const [rest, next] = shuffled(
      rng,
      rolesInGame(facts).filter((r) => !named.has(r)),
    );
    const bunker = input.bunker !== undefined ? input.bunker : bunkerHolder(bunkerBoards(facts.held, facts.puppets), null);
    const deck = [...(input.roleDeck ?? []), ...rest];
    const draft = input.roleDraft ?? [];
    // A draft still going on: its first seat has drawn the two Roles on top of the deck.
    const offer = draft.length > 0 ? { seat: draft[0]!, cards: deck.slice(0, 2) } : null;
    const slice: RolesSlice = {
      ...NO_ROLES,
      deck: offer ? deck.slice(offer.cards.length) : deck,
      offer,
      held,
      bunker,
      // The Crises already beside the Guillotine are known; the last was caused as the position says.
      crisesSeen: crisesActivated(facts.slices.crises),
      crisisCause: input.lastCrisisBy ?? null,
    };
    if (draft.length === 0) return { rng: next, slice };
    return { rng: next, slice, windows: [{ kind: DRAFT_WINDOW, seats: draft, mode: 'ordered', done: [] }], phase: 'setup.decisions' };
  },
  write: (state: GameState) => {
    const r = state.modules.roles;
    if (!r) return {};
    const draft = state.windows.find((w) => w.kind === DRAFT_WINDOW);
    return {
      roles: state.players.map((_, seat) => r.held[seat] ?? null),
      // Roles being chosen from go back on top of the deck: the position deals them again.
      roleDeck: [...(r.offer?.cards ?? []), ...r.deck],
      bunker: r.bunker,
      ...(draft ? { roleDraft: draft.seats.filter((s) => !draft.done.includes(s)) } : {}),
    };
  },
};
