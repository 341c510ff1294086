/**
 * The Policy's part of a position set up by hand (Level 4): what each Bribe envelope holds and the
 * Policy in force. A position never starts inside a Policy setting (it is set up between moves).
 */
import { type CardId, isCrisis } from '../../data/cards.ts';
import { isPolicyId, type PolicyId } from '../../data/policies.ts';
import type { ModulePosition, PositionProblem } from '../../core/module.ts';
import type { GameState } from '../../core/state.ts';
import { NO_POLICY, type PolicySlice } from './slice.ts';
import { crisesActivated } from '../crises/index.ts';

declare module '../../core/position-types.ts' {
  interface PositionFields {
    /** Each seat's Bribe envelope (a seat left out: empty). */
    envelopes: readonly (readonly CardId[])[];
    /** The Government Policy in force; null or left out: none. */
    policy: PolicyId | null;
  }
}

declare module '../../core/illegal.ts' {
  interface IllegalCodes {
    'position.envelope': true;
    'position.policy': true;
  }
}

const problem = (code: PositionProblem['code'], field: string, rule: PositionProblem['rule'], reason: string): PositionProblem => ({ code, field, rule, reason });

export const policyPosition: ModulePosition = {
  shape: (input) => {
    const envelopes = input.envelopes as unknown;
    if (envelopes !== undefined && (!Array.isArray(envelopes) || !envelopes.every((e) => Array.isArray(e))))
      return problem('position.malformed', 'envelopes', 'table.position', '"envelopes" must be a list of card lists, one per seat.');
    return null;
  },
  present: (input) => (input.envelopes ?? []).some((e) => e.length > 0) || (input.policy ?? null) !== null,
  cards: (input) => (input.envelopes ?? []).flatMap((e, seat) => e.map((card) => ({ card, where: `seat ${seat + 1}'s Bribe envelope`, field: `envelopes[${seat}]` }))),
  check: (input, facts) => {
    const envelopes = input.envelopes ?? [];
    if (envelopes.length > facts.players)
      return problem('position.envelope', 'envelopes', 'policy.bribe', `There are ${facts.players} seats, but ${envelopes.length} envelopes were given.`);
    for (const [seat, e] of envelopes.entries()) {
      if (e.length > 0 && facts.puppets.includes(seat))
        return problem('position.envelope', `envelopes[${seat}]`, 'puppets.turns', `Seat ${seat + 1} is a Puppet: Puppets have no Bribe envelope.`);
      const crisis = e.find(isCrisis);
      if (crisis !== undefined)
        return problem(
          'position.envelope',
          `envelopes[${seat}]`,
          'policy.bribe',
          `${facts.cards.cardName(crisis)} is a Crisis: a Crisis never goes into a Bribe envelope.`,
        );
    }
    const policy = input.policy ?? null;
    if (policy !== null && !isPolicyId(policy)) return problem('position.policy', 'policy', 'policy.one', `"${String(policy)}" is not a Government Policy.`);
    return null;
  },
  build: (input, { rng, facts }) => {
    const slice: PolicySlice = {
      ...NO_POLICY,
      envelopes: Array.from({ length: facts.players }, (_, seat) => input.envelopes?.[seat] ?? []),
      inForce: input.policy ?? null,
      crisesSeen: crisesActivated(facts.slices.crises),
    };
    return { rng, slice };
  },
  write: (state: GameState) => {
    const p = state.modules.policy;
    if (!p) return {};
    return { envelopes: state.players.map((_, seat) => p.envelopes[seat] ?? []), policy: p.inForce };
  },
};
