/**
 * The Troublemakers' own domains for move forms (see `core/form.ts`): a Crisis beside the
 * Guillotine, the cards of the Buy under way, the seats a Fix's answer ticks, and the hidden cards a
 * Revolution card shows its player alone (named only to that player and the table view).
 */
import type { CardId } from '../../data/cards.ts';
import type { FieldForm, FormContext } from '../../core/form.ts';
import { allSeats, domain, seatLabel, type Words } from '../../core/form-domains.ts';
import type { Seat } from '../../core/state.ts';
import { crisesOf } from '../crises/index.ts';
import { troublemakersOf } from './slice.ts';

/** ": 2 Rebels on it": how many Rebels stand on an Activated Crisis. */
function rebelsNote(ctx: FormContext, card: CardId): string {
  const rebels = crisesOf(ctx.state).guillotine.find((g) => g.card === card)?.rebels ?? 0;
  return `: ${rebels} ${rebels === 1 ? 'Rebel' : 'Rebels'} on it`;
}

/** The Activated Crises beside the Guillotine (with Rebels or not), `only` when the context asks for one. */
export const guillotineCrisis = (w: Words, only: (ctx: FormContext) => boolean = () => true): FieldForm =>
  domain.card({ empty: 'No Crisis stands beside the Guillotine.', ...w }, (ctx) => (only(ctx) ? crisesOf(ctx.state).guillotine.map((g) => g.card) : []), rebelsNote);

/** The cards of the Buy under way, the buyer's and the Market's (a Crisis among them included). */
export const buyCard = (w: Words): FieldForm =>
  domain.card({ empty: 'No Buy is being settled.', ...w }, (ctx) => (ctx.state.buy ? [...new Set([...ctx.state.buy.played, ...ctx.state.buy.revealed])] : []));

/** The seats that offered a card to the Fix under way. */
const offering = (ctx: FormContext): Seat[] => (troublemakersOf(ctx.state).fix?.offers ?? []).flatMap((o) => (o.card === null ? [] : [o.seat]));

/** Every seat but the deciding one, ticked; those that offered a card to the Fix under way say so. */
export const offerSeats = (w: Words): FieldForm => ({
  ...w,
  pick: 'some',
  options: (ctx) => {
    const offered = offering(ctx);
    return allSeats(ctx.state)
      .filter((s) => s !== ctx.seat)
      .map((s) => ({ key: String(s), value: s, label: seatLabel(ctx.state, s) + (offered.includes(s) ? ' (offered a card)' : ' (no offer)') }));
  },
});

/** Whether this viewer may see the hidden cards a Revolution card shows `by` alone. */
export const seesHidden = (ctx: FormContext, by: Seat): boolean => ctx.viewer === 'table' || ctx.viewer === by;
