/**
 * The engine with every module installed: the public surface (`api.ts`, where the exports are
 * listed and explained) and the rules of every level and module the engine knows (`all-levels.ts`).
 * Tests, scripts, the worked examples and any widget part that may meet a game of any level import
 * this file.
 *
 * A page's first download can import `level1.ts` instead (only Level 1's rules) and load
 * `all-levels.ts` when a game of a higher level is about to be shown: see `level1.ts`.
 */
import './all-levels.ts';

export * from './api.ts';

// Level 3 (loaded with every level, not in a Level 1 first download).
export { isRoleId, RED_ROLES, ROLE_CARDS, ROLE_IDS, type RoleCard, type RoleId, roleName } from './data/roles.ts';
export { bunkerAssets, type HeldRole, heldRole, type RolesSlice, rolesOf, type RolesView, type RoleView } from './modules/roles/index.ts';

// Level 4 (loaded with every level, like Level 3).
export { isPolicyId, POLICY_CARDS, POLICY_IDS, type PolicyCard, type PolicyId } from './data/policies.ts';
export { envelopeOf, policyOf, type PolicySlice, type PolicyView } from './modules/policy/index.ts';

// Two players: the Puppets (loaded with every level).
export { nudged, PUPPET_HAND, type PuppetsView, PURCHASE_PRICE } from './modules/puppets/index.ts';

// Reform or Revolution?: the Space Program (loaded with every level).
export { EXPANSION_IDS, EXPANSIONS, type ExpansionId, type ExpansionInfo, isExpansionId, usesExpansion } from './data/expansions.ts';
export { rolesFor } from './data/roles.ts';
export { type LaunchInProgress, launchScores, panicHappened, partnersOf, spaceOf, type SpaceSlice, type SpaceView } from './modules/space-program/index.ts';
