/**
 * How a move's form asks for an Activated Crisis (`core/form.ts`): one of the Crises beside the
 * Guillotine, each with the Rebels standing on it. For the Panic!'s Rebel removal, and any other
 * module that names a Crisis there.
 */
import type { FieldForm } from '../../core/form.ts';
import { domain, type Words } from '../../core/form-domains.ts';
import { counted } from '../../core/wording.ts';
import { crisesOf } from './slice.ts';

/** A Crisis beside the Guillotine ("Pandemic (Crisis, 2 Rebel icons), 1 Rebel on it"). */
export function guillotineCrisis(w: Words): FieldForm {
  return domain.card(
    { empty: 'No Crisis stands beside the Guillotine.', ...w },
    (ctx) => crisesOf(ctx.state).guillotine.map((c) => c.card),
    (ctx, card) => {
      const rebels = crisesOf(ctx.state).guillotine.find((c) => c.card === card)?.rebels ?? 0;
      return `, ${counted(rebels, 'Rebel', 'Rebels')} on it`;
    },
  );
}
