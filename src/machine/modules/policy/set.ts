/**
 * The setter's choice (`policy.one`): one of the ten Policies, or none. Rulings: any of the ten,
 * the one in force included (a one-time Policy set again acts again); "no Policy" leaves nothing in
 * force, since the Policy is re-set and only one can be in effect. A Suit Policy stays in force; the
 * other five act once, as they are set, and stay on the board until the next setting.
 */
import { POLICY_CARDS, POLICY_IDS, type PolicyId, policyName } from '../../data/policies.ts';
import { event } from '../../core/events.ts';
import { optional } from '../../core/fields.ts';
import { illegal } from '../../core/illegal.ts';
import { defineMove } from '../../core/moves.ts';
import type { Outcome } from '../../core/outcome.ts';
import type { RuleId } from '../../core/rule-ids.ts';
import type { GameState, Seat } from '../../core/state.ts';
import { asks, seatDone } from '../../core/windows.ts';
import { sidelined } from '../../core/veto.ts';
import { isBillionaire } from '../../core/seats.ts';
import { discardDownIfOver, heldRole, offerRoles, returnRoles, withHeld } from '../roles/index.ts';
import { startAudit } from './effects/audit.ts';
import { startDig } from './effects/dig.ts';
import { startRepress } from './effects/repress.ts';
import { startTax } from './effects/tax.ts';
import { endSetting, SET_WINDOW } from './setting.ts';
import { policyField, withPolicy } from './slice.ts';
import { asked } from '../../core/form.ts';
import { policyDomain } from './form-domains.ts';

declare module '../../core/moves.ts' {
  interface MoveFields {
    /** Set this Policy (left out: no Policy). */
    setPolicy: { policy?: PolicyId };
  }
}

declare module '../../core/events.ts' {
  interface EventFields {
    policySet: { player: Seat; policy: PolicyId | null; before: PolicyId | null };
    roleGivenBack: { player: Seat };
  }
}

/** New Role: the setter gives back their Role (hidden, Revealed or none), then draws and may keep one. */
function startNewRole(state: GameState, setter: Seat): Outcome {
  const held = heldRole(state, setter);
  const back = held ? returnRoles(withHeld(state, setter, null), [held.role]) : state;
  // A Revealed Banker given back takes the third card's room with it: discard down first.
  const offered = offerRoles(back, [setter]);
  return { state: discardDownIfOver(offered.state), events: held ? [event('roleGivenBack', 'policy.new-role', { player: setter }), ...offered.events] : offered.events };
}

/** What a Policy does as it is set. */
function actOnce(state: GameState, policy: PolicyId, setter: Seat): Outcome {
  // A setter kept out of cards and Roles (a Declared Revolutionary who won Riots) gets nothing from
  // these two; nor does a New Role give a Role to a seat with no Billionaire (the Reformist holds none).
  if ((policy === 'archeological-dig' || policy === 'new-role') && sidelined(state, setter)) return { state, events: [] };
  if (policy === 'new-role' && !isBillionaire(state, setter)) return { state, events: [] };
  switch (policy) {
    case 'archeological-dig':
      return startDig(state, setter);
    case 'billionaire-audited':
      return startAudit(state, setter);
    case 'new-role':
      return startNewRole(state, setter);
    case 'repress-the-rebels':
      return startRepress(state, setter);
    case 'tax-tyranny':
      return startTax(state);
    default:
      return { state, events: [] };
  }
}

const setting = (state: GameState, seat: Seat) => asks(state, SET_WINDOW, seat);

export const setPolicyFamily = defineMove({
  type: 'setPolicy',
  code: 'm',
  label: 'Policy: set the Government Policy (the setter)',
  rule: 'policy.one',
  words: { group: 'Policy', button: 'Set it' },
  fields: { policy: asked(optional(policyField), policyDomain.policy({ label: 'Government Policy', none: 'No Policy' })) },
  candidatesAreLegal: true,
  candidates: (state, seat) =>
    setting(state, seat) ? [...POLICY_IDS.map((policy) => ({ type: 'setPolicy' as const, seat, policy })), { type: 'setPolicy' as const, seat }] : [],
  check: (state, move) =>
    setting(state, move.seat) ? null : illegal('policy.not-now', 'policy.one', 'Only the player chosen to set the Policy sets it, when it is set.'),
  apply: (state, move) => {
    const policy = move.policy ?? null;
    const before = state.modules.policy?.inForce ?? null;
    const next = endSetting(withPolicy(seatDone(state, move.seat), (p) => ({ ...p, inForce: policy })));
    const events = [event('policySet', policy ? POLICY_CARDS[policy].rule : 'policy.one', { player: move.seat, policy, before })];
    if (policy === null) return { state: next, events };
    const acted = actOnce(next, policy, move.seat);
    return { state: acted.state, events: [...events, ...acted.events] };
  },
  describe: (move) => (move.policy === undefined ? 'Set no Policy' : `Set ${policyName(move.policy)}`),
});

/** A Policy put in force outside a setting (Uncomfortable Alliance), with the event that tells it. */
export function putInForce(state: GameState, setter: Seat, policy: PolicyId, rule: RuleId): Outcome {
  const before = state.modules.policy?.inForce ?? null;
  return { state: withPolicy(state, (p) => ({ ...p, inForce: policy })), events: [event('policySet', rule, { player: setter, policy, before })] };
}
