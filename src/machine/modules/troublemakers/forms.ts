/**
 * The Troublemakers' own domains for move forms (see `core/form.ts`): the cards of the Buy under
 * way, the seats a Fix's answer ticks, the Market Comrade on the Inside's card goes to, and the
 * hidden cards a Revolution card shows its player alone (named only to that player and the table
 * view). A Crisis beside the Guillotine is the Crises module's (`guillotineCrisis`).
 */
import type { FieldForm, FormContext } from '../../core/form.ts';
import { allSeats, domain, seatLabel, type Words } from '../../core/form-domains.ts';
import type { Seat } from '../../core/state.ts';
import { troublemakersOf } from './slice.ts';

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

/**
 * The Market Comrade on the Inside's card goes to: any Market but the one it was picked up from (a
 * closed one says so), asked once a card to move is chosen.
 */
export const comradeMarket = (w: Words): FieldForm => {
  const all = domain.market(w);
  const from = (ctx: FormContext) => {
    const r = troublemakersOf(ctx.state).resolving;
    return r?.kind === 'comrade' ? r.market : undefined;
  };
  return { ...all, when: (ctx) => ctx.chosen.card !== undefined, options: (ctx) => all.options(ctx).filter((o) => o.value !== from(ctx)) };
};

/** Whether this viewer may see the hidden cards a Revolution card shows `by` alone. */
export const seesHidden = (ctx: FormContext, by: Seat): boolean => ctx.viewer === 'table' || ctx.viewer === by;
