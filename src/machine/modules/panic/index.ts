/**
 * Level 2's Panic!: once a game, when seven Rebels stand on Crises, the table may sacrifice three
 * Assets to send some Rebels home. The negotiation and the Rebel removal are decision windows.
 */
import { type AssetId } from '../../data/assets.ts';
import type { CardId } from '../../data/cards.ts';
import { MARKET_NAMES } from '../../data/markets.ts';
import { PANIC_CARDS, type PanicId } from '../../data/panic.ts';
import { codec } from '../../core/fields.ts';
import { illegal } from '../../core/illegal.ts';
import { BadText, TextReader, TextWriter } from '../../core/link/text.ts';
import type { GameModule } from '../../core/module.ts';
import { shuffled } from '../../core/rng.ts';
import { agree, andList, cap } from '../../core/wording.ts';
import type { GameState, Seat } from '../../core/state.ts';
import {
  NEGOTIATE_WINDOW,
  panicAgreeFamily,
  panicOfferFamily,
  panicRefuseFamily,
  panicTradeFamily,
  panicWithdrawFamily,
  REMOVE_WINDOW,
  removeRebelFamily,
  startPanicIfDue,
} from './rules.ts';
import { panicPosition } from './position.ts';
import { NO_PANIC, panicOf, type PanicState } from './slice.ts';
import { checkChosenRoll } from '../../core/dice.ts';
import { cardsOf } from '../../core/cards-of.ts';

declare module '../../core/illegal.ts' {
  interface IllegalCodes {
    'chosen.not-in-panic-deck': true;
    'chosen.bad-roll': true;
    'panic.incomplete': true;
    'panic.no-player': true;
    'panic.no-rebels': true;
    'panic.no-removal': true;
    'panic.not-active': true;
    'panic.not-held': true;
    'panic.not-now': true;
    'panic.not-offered': true;
    'panic.not-yours': true;
    'panic.trade-empty': true;
    'panic.trade-offered': true;
    'panic.trade-repeated': true;
    'panic.trade-self': true;
    'panic.type-covered': true;
    'panic.wrong-type': true;
  }
}

export { panicOf, type PanicState } from './slice.ts';
export { imposeSacrifice, NEGOTIATE_WINDOW } from './rules.ts';

declare module '../../core/events.ts' {
  interface EventFields {
    panicStarted: { player: Seat; count: number };
    panicCardDrawn: { player: Seat; panic: PanicId };
    panicOffered: { player: Seat; asset: AssetId };
    panicWithdrawn: { player: Seat; asset: AssetId };
    panicTraded: { player: Seat; other: Seat; give: readonly AssetId[]; take: readonly AssetId[] };
    panicSacrificed: { assets: readonly AssetId[]; players: readonly Seat[] };
    panicFailed: { panic: PanicId };
    dieRolled: { player: Seat; count: number };
    rebelRemoved: { player: Seat; card: CardId };
    panicEnded: object;
  }
}

/** What anyone at the table sees of the Panic! (the face-down cards only as a count). */
export interface PanicView {
  readonly done: boolean;
  readonly current: PanicState | null;
  readonly deckCount: number;
}

declare module '../../core/view.ts' {
  interface ModuleViews {
    panic: PanicView;
  }
}

const assetList = (list: readonly AssetId[], ctx: { readonly state: GameState }) => andList(list.map((a) => `the ${cardsOf(ctx.state).assetName(a)}`));

export const panic: GameModule = {
  id: 'panic',
  needs: ['crises'],
  enabled: (options) => options.level >= 2,
  setupDeal: (rng, deck) => {
    const [cards, after] = shuffled(
      rng,
      PANIC_CARDS.map((p) => p.id),
    );
    return { rng: after, deck, slice: { ...NO_PANIC, deck: cards } };
  },
  families: [panicOfferFamily, panicWithdrawFamily, panicTradeFamily, panicAgreeFamily, panicRefuseFamily, removeRebelFamily],
  windows: {
    [NEGOTIATE_WINDOW]: {
      label: 'Panic!: offer Assets, trade, then agree to the sacrifice or refuse',
      rule: 'panic.negotiate',
      accepts: ['panicOffer', 'panicWithdraw', 'panicTrade', 'panicAgree', 'panicRefuse'],
    },
    [REMOVE_WINDOW]: { label: 'Panic!: choose which Crises lose their Rebels', rule: 'panic.success', accepts: ['removeRebel'] },
  },
  // A position's Panic! in a share link: whether it has happened, and the face-down Panic! cards in order.
  link: {
    tag: 'k',
    write: (p) => {
      if (p.panicDone === undefined && p.panicDeck === undefined && p.panic === undefined) return null;
      const w = new TextWriter();
      codec.bool.write(w, p.panicDone ?? false);
      codec.list(codec.panic).write(w, p.panicDeck ?? []);
      codec.bool.write(w, p.panic !== undefined);
      if (p.panic) {
        codec.panic.write(w, p.panic.card);
        codec.seat.write(w, p.panic.by);
        w.list(p.panic.offers ?? [], (x, o) => (codec.seat.write(x, o.player), codec.asset.write(x, o.asset)));
        w.nat(p.panic.toRemove ?? 0);
        codec.bool.write(w, p.panic.at === 'round');
      }
      return w.toString();
    },
    read: (text, p) => {
      const r = new TextReader(text);
      const panicDone = codec.bool.read(r);
      const panicDeck = codec.list(codec.panic).read(r);
      const inProgress = codec.bool.read(r)
        ? {
            card: codec.panic.read(r),
            by: codec.seat.read(r),
            offers: r.list((x) => ({ player: codec.seat.read(x), asset: codec.asset.read(x) })),
            toRemove: r.nat(6),
            at: codec.bool.read(r) ? ('round' as const) : ('turn' as const),
          }
        : undefined;
      if (!r.done()) throw new BadText('trailing');
      return { ...p, panicDone, panicDeck, ...(inProgress ? { panic: inProgress } : {}) };
    },
  },
  position: panicPosition,
  moments: { turnEnd: startPanicIfDue, roundPanic: startPanicIfDue },
  // The die is rolled only in the Panic! (at Levels 1 and 2), so a chosen roll belongs here.
  outcomes: {
    roll: checkChosenRoll,
    panic: (state, o) =>
      o.kind === 'panic' && !panicOf(state).deck.includes(o.panic)
        ? illegal('chosen.not-in-panic-deck', 'table.chosen-outcome', `${cardsOf(state).panicName(o.panic)} is not among the Panic! cards still face-down.`)
        : null,
  },
  outcomeChoices: { panic: (state) => panicOf(state).deck },
  describe: {
    panicStarted: (e, ctx) => `${e.count} Rebels stand on Crises: Panic! ${cap(ctx.name(e.player))} caused the last Crisis.`,
    panicCardDrawn: (e, ctx) =>
      `${ctx.name(e.player)} draws a Panic! card, ${cardsOf(ctx.state).panicName(e.panic)}: one Asset each of ${andList(
        cardsOf(ctx.state)
          .panicTypes(e.panic)
          .map((t) => MARKET_NAMES[t]),
      )} may be sacrificed.`,
    panicOffered: (e, ctx) => `${ctx.name(e.player)} offers the ${cardsOf(ctx.state).assetName(e.asset)} for the sacrifice.`,
    panicWithdrawn: (e, ctx) => `${ctx.name(e.player)} takes back the offer of the ${cardsOf(ctx.state).assetName(e.asset)}.`,
    panicTraded: (e, ctx) => {
      if (e.take.length === 0) return `${ctx.name(e.player)} gives ${assetList(e.give, ctx)} to ${ctx.name(e.other)}.`;
      if (e.give.length === 0) return `${ctx.name(e.other)} gives ${assetList(e.take, ctx)} to ${ctx.name(e.player)}.`;
      return `${ctx.name(e.player)} trades ${assetList(e.give, ctx)} to ${ctx.name(e.other)} for ${assetList(e.take, ctx)}.`;
    },
    panicSacrificed: (e, ctx) => `The table agrees: ${assetList(e.assets, ctx)} ${agree(e.assets.length, 'is', 'are')} sacrificed.`,
    panicFailed: () => 'The table cannot agree on the sacrifice: the Panic! fails and nothing changes.',
    dieRolled: (e, ctx) => `${ctx.name(e.player)} rolls a ${e.count}: that many Rebels leave the Crises.`,
    rebelRemoved: (e, ctx) => `A Rebel leaves ${ctx.card(e.card)}.`,
    panicEnded: () => 'The Panic! cards leave the game: there is only one Panic! a game.',
  },
  view: (state: GameState): PanicView => {
    const p = panicOf(state);
    return { done: p.done, current: p.current, deckCount: p.deck.length };
  },
  invariants: (state) => {
    const p = panicOf(state);
    const out: string[] = [];
    if (p.done && p.deck.length > 0) out.push('The Panic! has happened but Panic! cards are still face-down.');
    if (p.current !== null && p.done) out.push('A Panic! is in progress after the Panic! was done.');
    if (p.current)
      for (const o of p.current.offers) if (!state.players[o.player]?.assets.includes(o.asset)) out.push(`${o.asset} is on offer but not held by its offerer.`);
    return out;
  },
  rules: ['panic.trigger', 'panic.card', 'panic.negotiate', 'panic.trade', 'panic.success', 'panic.failure', 'panic.once'],
};
