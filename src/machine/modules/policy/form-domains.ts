/**
 * The Policy module's own form domains (see `core/form-domains.ts`): a card in the seat's own Bribe
 * envelope, a Crisis beside the Guillotine, one of the ten Policies.
 */
import { POLICY_IDS, policyName } from '../../data/policies.ts';
import { domain, type Words } from '../../core/form-domains.ts';
import type { FieldForm } from '../../core/form.ts';
import { crisesOf } from '../crises/index.ts';
import { envelopeOf } from './slice.ts';

export const policyDomain = {
  /** A card in the Bribe envelope of the seat making the move. */
  envelopeCard: (w: Words): FieldForm => domain.card({ empty: 'Your Bribe envelope is empty.', ...w }, (ctx) => envelopeOf(ctx.state, ctx.seat)),
  /** An Activated Crisis beside the Guillotine, with the Rebels on it now. */
  guillotineCrisis: (w: Words): FieldForm =>
    domain.card(
      { empty: 'No Crisis stands beside the Guillotine.', ...w },
      (ctx) => crisesOf(ctx.state).guillotine.map((g) => g.card),
      (ctx, c) => {
        const n = crisesOf(ctx.state).guillotine.find((g) => g.card === c)?.rebels ?? 0;
        return `: ${n} ${n === 1 ? 'Rebel' : 'Rebels'} on it`;
      },
    ),
  /** One of the ten Policies (any of them, the one in force included). */
  policy: (w: Words): FieldForm => domain.named(w, () => POLICY_IDS, policyName),
};
