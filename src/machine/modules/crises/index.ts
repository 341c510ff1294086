/**
 * Level 2's Crises and Rebels: Crisis cards in the deck and set aside, Activation beside the
 * Guillotine, the end-of-Round Crisis and the Revolution. (The Panic! is a module of its own.)
 */
import { type CardId, CRISIS_CARDS, isCrisis } from '../../data/cards.ts';
import { CRISES_IN_DECK, CRISES_IN_TWO_PLAYER_DECK, REBELS } from '../../data/panic.ts';
import type { Seat } from '../../core/state.ts';
import { codec } from '../../core/fields.ts';
import { illegal } from '../../core/illegal.ts';
import { BadText, TextReader, TextWriter } from '../../core/link/text.ts';
import type { GameModule } from '../../core/module.ts';
import { shuffled } from '../../core/rng.ts';
import { agree, andList, counted } from '../../core/wording.ts';
import { activateFoundCrisis, activateRoundCrisis, rebelsOnCrises, revolution } from './rules.ts';
import { crisesPosition } from './position.ts';
import { type ActiveCrisis, crisesOf, NO_CRISES } from './slice.ts';
import { cardsOf } from '../../core/cards-of.ts';

declare module '../../core/illegal.ts' {
  interface IllegalCodes {
    'chosen.not-a-crisis': true;
    'chosen.not-aside': true;
  }
}

export { type ActiveCrisis, crisesActivated, crisesOf, withCrises } from './slice.ts';
export { guillotineCrisis } from './form.ts';
export { activateAsideCrisis, activateCrisis, holdFoundCrisis, rebelsInReserve, rebelsOnCrises, sortOutCrises } from './rules.ts';

declare module '../../core/events.ts' {
  interface EventFields {
    crisisFound: { player: Seat; card: CardId; count: number };
    /** Several Crises in one Market: `card` stays, `cards` are discarded. */
    crisisDiscarded: { cards: readonly CardId[]; card: CardId };
    /** `count` Rebels placed; `against` Rebels now on Crises in all. */
    crisisActivated: { player: Seat; card: CardId; count: number; against: number };
    crisesToDiscard: { cards: readonly CardId[] };
    revolution: { player: Seat | null; count: number };
  }
}

/** What anyone at the table sees of the Crises (the set-aside pile only as a count). */
export interface CrisesView {
  readonly guillotine: readonly ActiveCrisis[];
  readonly asideCount: number;
  readonly found: CardId | null;
  readonly lastBy: Seat | null;
  readonly rebelsOnCrises: number;
  readonly rebelsInReserve: number;
}

declare module '../../core/view.ts' {
  interface ModuleViews {
    crises: CrisesView;
  }
}

export const crises: GameModule = {
  id: 'crises',
  needs: ['level1'],
  enabled: (options) => options.level >= 2,
  // Four random Crises join the deck before it is shuffled (three in a two-player game); the rest wait face-down.
  setupDeal: (rng, deck, options) => {
    const count = options.puppets === true ? CRISES_IN_TWO_PLAYER_DECK : CRISES_IN_DECK;
    const [shuffledCrises, after] = shuffled(
      rng,
      CRISIS_CARDS.map((c) => c.id),
    );
    return {
      rng: after,
      deck: [...deck, ...shuffledCrises.slice(0, count)],
      slice: { ...NO_CRISES, aside: shuffledCrises.slice(count) },
    };
  },
  // A position's Crises in a share link: set aside, beside the Guillotine with their Rebels, and who caused the last.
  link: {
    tag: 'c',
    write: (p) => {
      if (p.crisesAside === undefined && p.guillotine === undefined && (p.lastCrisisBy ?? null) === null) return null;
      const w = new TextWriter();
      codec.list(codec.card).write(w, p.crisesAside ?? []);
      w.list(p.guillotine ?? [], (x, g) => (codec.card.write(x, g.card), x.nat(g.rebels)));
      codec.bool.write(w, (p.lastCrisisBy ?? null) !== null);
      if ((p.lastCrisisBy ?? null) !== null) codec.seat.write(w, p.lastCrisisBy!);
      return w.toString();
    },
    read: (text, p) => {
      const r = new TextReader(text);
      const crisesAside = codec.list(codec.card).read(r);
      const guillotine = r.list((x) => ({ card: codec.card.read(x), rebels: x.nat(REBELS) }));
      const lastCrisisBy = codec.bool.read(r) ? codec.seat.read(r) : null;
      if (!r.done()) throw new BadText('trailing');
      return { ...p, crisesAside, guillotine, lastCrisisBy };
    },
  },
  position: crisesPosition,
  moments: { buyResolved: activateFoundCrisis, roundEnd: activateRoundCrisis },
  decided: revolution,
  outcomes: {
    crisis: (state, o) => {
      if (o.kind !== 'crisis') return null;
      if (!isCrisis(o.card)) return illegal('chosen.not-a-crisis', 'table.chosen-outcome', `${cardsOf(state).cardName(o.card)} is not a Crisis card.`);
      if (!crisesOf(state).aside.includes(o.card))
        return illegal('chosen.not-aside', 'table.chosen-outcome', `${cardsOf(state).cardName(o.card)} is not among the Crises set aside.`);
      return null;
    },
  },
  outcomeChoices: { crisis: (state) => crisesOf(state).aside },
  describe: {
    crisisFound: (e, ctx) => `${ctx.card(e.card)} is found in the Market: it counts ${e.count} against ${ctx.name(e.player)}.`,
    crisisDiscarded: (e, ctx) => {
      const gone = `${andList(e.cards.map(ctx.card))} ${agree(e.cards.length, 'is', 'are')} discarded with no effect`;
      const cards = cardsOf(ctx.state);
      const tied = e.cards.filter((c) => cards.rebels(c) === cards.rebels(e.card));
      if (tied.length === 0) return `Several Crises here: ${ctx.card(e.card)} has the most Rebel icons and stays; ${gone}.`;
      // A tie for the most icons (of two or more): the one nearest the top stays (see the Ruling at crisis.several).
      return `Several Crises here: ${andList([e.card, ...tied].map(ctx.card))} tie for the most Rebel icons, and ${ctx.card(e.card)}, nearest the top, stays; ${gone}.`;
    },
    crisisActivated: (e, ctx) =>
      `${e.rule === 'crisis.end-of-round' ? 'End of Round: ' : ''}${ctx.card(e.card)} is Activated beside the Guillotine with ${counted(e.count, 'Rebel', 'Rebels')} (${e.against} of ${REBELS} on Crises).`,
    crisesToDiscard: (e, ctx) => `${andList(e.cards.map(ctx.card))} from the set-aside Crises ${agree(e.cards.length, 'goes', 'go')} to the Discard pile.`,
    revolution: () => 'All ten Rebels stand on Crises: the Revolution! Every Billionaire loses.',
  },
  view: (state): CrisesView => {
    const c = crisesOf(state);
    const on = rebelsOnCrises(state);
    return { guillotine: c.guillotine, asideCount: c.aside.length, found: c.found, lastBy: c.lastBy, rebelsOnCrises: on, rebelsInReserve: REBELS - on };
  },
  invariants: (state) => {
    const c = crisesOf(state);
    const out: string[] = [];
    if (rebelsOnCrises(state) > REBELS) out.push(`${rebelsOnCrises(state)} Rebels on Crises; there are only ${REBELS}.`);
    for (const g of c.guillotine) {
      if (!isCrisis(g.card)) out.push(`${g.card} beside the Guillotine is not a Crisis.`);
      // More than its icons only by a module's doing (the Troublemakers' Organize!); the total is checked above.
      if (g.rebels < 0) out.push(`${cardsOf(state).cardName(g.card)} carries ${g.rebels} Rebels.`);
    }
    if (c.aside.some((card) => !isCrisis(card))) out.push('A set-aside card is not a Crisis.');
    return out;
  },
  rules: ['crisis.in-hand', 'crisis.in-market', 'crisis.several', 'crisis.activation', 'crisis.face-up', 'crisis.end-of-round', 'revolution.all-rebels'],
};
