/**
 * The Policy module's own form domains (see `core/form-domains.ts`): a card in the seat's own Bribe
 * envelope, one of the ten Policies (a Crisis beside the Guillotine is the Crises module's).
 */
import { POLICY_IDS, policyName } from '../../data/policies.ts';
import { domain, type Words } from '../../core/form-domains.ts';
import type { FieldForm } from '../../core/form.ts';
import { envelopeOf } from './slice.ts';

export const policyDomain = {
  /** A card in the Bribe envelope of the seat making the move. */
  envelopeCard: (w: Words): FieldForm => domain.card({ empty: 'Your Bribe envelope is empty.', ...w }, (ctx) => envelopeOf(ctx.state, ctx.seat)),
  /** One of the ten Policies (any of them, the one in force included). */
  policy: (w: Words): FieldForm => domain.named(w, () => POLICY_IDS, policyName),
};
