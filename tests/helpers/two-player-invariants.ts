/**
 * The invariants of a two-player game (Puppets): the shared ones of `invariants.ts`, read with what
 * the Puppets legitimately add, plus every installed module's own invariants and the Puppets' rules
 * (a Puppet never holds a card, a Role, an envelope or the Bunker, never has the turn, never decides).
 *
 * `invariants.ts` predates the Puppets; three of its messages describe states the two-player rules
 * create on purpose, and are set aside here (and only here):
 *   - the Puppets module keeps a slice at Level 1 (its pending roll);
 *   - a Puppet's Buy waits in `turn.puppetClaim` (with the Crisis it found), not in `turn.claim`;
 *   - the end-of-turn Panic! check waits until the Puppet's roll is over (Ruling under `puppets.roll`).
 */
import { deciders, type GameState, installedModules, policyOf, rolesOf, stepOf } from '../../src/machine/index.ts';
import { isPuppet } from '../../src/machine/core/seats.ts';
import { violations } from './invariants.ts';

const PUPPET_PHASES = new Set(['turn.followUp', 'turn.puppetClaim', 'turn.puppetAfterBuy', 'turn.puppetAfterCrisis']);

function expected(state: GameState, message: string): boolean {
  if (message === 'module slices at Level 1: puppets') return true;
  const puppetBuy = state.phase === 'turn.puppetClaim' && state.buy?.buyer !== undefined && isPuppet(state, state.buy.buyer);
  if (puppetBuy && (message === 'a Buy in progress in turn.puppetClaim' || message === 'a found Crisis waits to be Activated in turn.puppetClaim')) return true;
  // The Panic! waits for the end of the turn, which comes after the Puppet's roll and Buy.
  return PUPPET_PHASES.has(state.phase) && /Rebels on Crises, the Panic! has not happened and is not under way/.test(message);
}

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
  const modules = installedModules().filter((m) => m.enabled(state.options));
  return [
    ...violations(state).filter((v) => !expected(state, v)),
    ...modules.flatMap((m) => m.invariants?.(state) ?? []).map((v) => `module: ${v}`),
    ...puppetViolations(state),
  ];
}

/** Throws with every broken invariant of a two-player state. */
export function assertTwoPlayerInvariants(state: GameState, context = ''): void {
  const broken = twoPlayerViolations(state);
  if (broken.length > 0) throw new Error(`two-player invariants broken${context ? ` ${context}` : ''}:\n  ${broken.join('\n  ')}`);
}
