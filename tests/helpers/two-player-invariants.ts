/**
 * The invariants of a two-player game (Puppets): the shared ones of `invariants.ts` (which know the
 * Puppet's roll and Buy), plus every installed module's own invariants and the Puppets' rules
 * (a Puppet never holds a card, a Role, an envelope or the Bunker, never has the turn, never decides).
 */
import { deciders, type GameState, policyOf, rolesOf, stepOf } from '../../src/machine/index.ts';
import { isPuppet } from '../../src/machine/core/seats.ts';
import { moduleViolations, violations } from './invariants.ts';
import { checkListed } from './listed-moves.ts';

/** The Puppets' own rules, in words (empty when they hold). */
function puppetViolations(state: GameState): string[] {
  const out: string[] = [];
  const roles = rolesOf(state);
  const envelopes = policyOf(state).envelopes;
  state.players.forEach((p, seat) => {
    if (!isPuppet(state, seat)) return;
    if (p.hand.length > 0) out.push(`Puppet ${seat} holds cards`);
    if (roles.held[seat]) out.push(`Puppet ${seat} holds a Role`);
    if (roles.bunker === seat) out.push(`Puppet ${seat} holds the Luxury Bunker`);
    if ((envelopes[seat]?.length ?? 0) > 0) out.push(`Puppet ${seat} has a Bribe envelope with cards`);
    if (roles.offer?.seat === seat) out.push(`Puppet ${seat} is offered Roles`);
  });
  if (isPuppet(state, state.current)) out.push(`Puppet ${state.current} has the turn`);
  for (const d of deciders(state)) if (isPuppet(state, d)) out.push(`Puppet ${d} decides (${stepOf(state)})`);
  if (state.result) for (const w of state.result.winners) if (isPuppet(state, w)) out.push(`Puppet ${w} is listed as a winner`);
  return out;
}

/** Every broken invariant of a two-player state. */
export function twoPlayerViolations(state: GameState): string[] {
  return [...violations(state), ...moduleViolations(state), ...puppetViolations(state)];
}

/** Throws with every broken invariant of a two-player state. */
export function assertTwoPlayerInvariants(state: GameState, context = ''): void {
  const broken = twoPlayerViolations(state);
  if (broken.length > 0) throw new Error(`two-player invariants broken${context ? ` ${context}` : ''}:\n  ${broken.join('\n  ')}`);
}

/**
 * A sampled state's listed moves: each seat that does not decide (every Puppet) has none, and each
 * listed move plays and keeps the invariants (Puppets' among them). Shared by the random-game tests.
 */
export function checkListedMoves(state: GameState): void {
  checkListed(state, assertTwoPlayerInvariants);
}
