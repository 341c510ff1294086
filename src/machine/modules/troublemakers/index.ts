/**
 * Reform or Revolution?: the Troublemakers (Level 4, `modules: ['troublemakers']`). One person plays
 * no Billionaire: the Troublemaker, who secretly draws an Alignment (Reformist or Revolutionary),
 * Activates two Crises before the game begins and plays as the Reformist (Fixing Crises) until a
 * Revolutionary Declares and plays the Revolution cards (`revolution/`).
 */
import type { CardId } from '../../data/cards.ts';
import { usesExpansion } from '../../data/expansions.ts';
import { nextInt } from '../../core/rng.ts';
import type { GameEvent } from '../../core/events.ts';
import type { GameModule } from '../../core/module.ts';
import type { Viewer } from '../../core/moves.ts';
import type { GameState } from '../../core/state.ts';
import { activateAsideCrisis } from '../crises/index.ts';
import { policy } from '../policy/index.ts';
import { LIMIT_WINDOW, SPECULATOR_WINDOW } from '../roles/index.ts';
import { reformistVeto } from './reformist.ts';
import { reformistDecided, revolutionaryAtRevolution } from './victory.ts';
import { ACCEPT_WINDOW, acceptFixOffersFamily, fixCrisisFamily, OFFER_WINDOW, offerFixCardFamily, resumeFix } from './fix.ts';
import { BUY_CARD_WINDOW, reformistBuyCard, takeBuyCardFamily } from './buy-card.ts';
import { offerRoundCard, ROUND_CARD_WINDOW, roundCardFamily } from './round-card.ts';
import { declareFamily } from './revolution/declare.ts';
import { INFILTRATOR_PLAY_WINDOW, INFILTRATOR_WINDOW, infiltrateFamily } from './revolution/infiltrator.ts';
import { arrangeMarketsFamily, BOYCOTT_WINDOW, COMRADE_WINDOW, moveComradeCardFamily, placeBoycottFamily, SABOTAGE_WINDOW } from './revolution/markets.ts';
import { playRevolutionFamily } from './revolution/play.ts';
import { REMOVE_WINDOW, takeOffRebelFamily } from './revolution/rebel-cards.ts';
import { THUGS_REMOVE_WINDOW, THUGS_WINDOW, throwToThugsFamily } from './revolution/thugs.ts';
import { HOSTAGE_WINDOW, hostageController, revolutionTurnBegins, revolutionTurnEnds, strikeStopsDraw, takeHostageFamily } from './revolution/turns.ts';
import { revolutionaryVeto } from './revolution/veto.ts';
import { REVOLUTION_DESCRIBE } from './revolution/describe.ts';
import { revolutionInvariants } from './revolution/invariants.ts';
import { type ResolvingView, viewResolving } from './revolution/view.ts';
import { troublemakersPosition } from './position.ts';
import { troublemakersLink } from './link.ts';
import { TROUBLEMAKERS_CORRECTIONS } from './corrections.ts';
import type { RevolutionCardId } from '../../data/revolution.ts';
import { type Alignment, ALIGNMENTS, NO_TROUBLEMAKER, type RevolutionEffects, troublemakersOf, type TroublemakersSlice } from './slice.ts';

export { type Alignment, troublemakersOf, type TroublemakersSlice } from './slice.ts';

/** Crises the Troublemaker Activates before the first turn. */
const CRISES_BEFORE_THE_GAME = 2;

export interface TroublemakersView {
  readonly seat: number;
  /** The Alignment, for the Troublemaker themself, the table view, or everyone once Declared; null otherwise. */
  readonly alignment: Alignment | null;
  readonly declared: boolean;
  readonly fixed: TroublemakersSlice['fixed'];
  /** A Fix under way: the Crisis, how many cards the Reformist put forward, and who offered a card (each card only to its owner and the table view). */
  readonly fix: {
    readonly crisis: CardId;
    readonly committed: number;
    readonly offers: readonly { readonly seat: number; readonly offered: boolean; readonly card: CardId | null }[];
  } | null;
  /** A Declared Revolutionary's cards: the deck as a count (its order is nobody's to see, bar the table view's), the rest face-up. */
  readonly revolution: {
    readonly deckCount: number;
    readonly deck: readonly RevolutionCardId[] | null;
    readonly row: readonly RevolutionCardId[];
    readonly organized: readonly RevolutionCardId[];
    readonly discard: readonly RevolutionCardId[];
  } | null;
  /** What Revolution cards have set going: all public. */
  readonly effects: RevolutionEffects;
  /** A played Revolution card waiting on a decision; hidden cards only for the player who handles them (and the table view). */
  readonly resolving: ResolvingView | null;
  /** During a hostage's turn, their hand, for whoever plays it (and the table view); null otherwise. */
  readonly hostageHand: readonly CardId[] | null;
}

declare module '../../core/view.ts' {
  interface ModuleViews {
    troublemakers: TroublemakersView;
  }
}

function viewTroublemaker(state: GameState, viewer: Viewer): TroublemakersView {
  const t = troublemakersOf(state);
  const seat = state.options.troublemaker!;
  // Shown to everyone once Declared, and when the game is over (Ruling, `tm.alignment`).
  const sees = viewer === 'table' || viewer === seat || t.declared || state.result !== null;
  const fix = t.fix && {
    crisis: t.fix.crisis,
    committed: t.fix.committed.length,
    offers: t.fix.offers.map((o) => ({ seat: o.seat, offered: o.card !== null, card: viewer === 'table' || viewer === o.seat ? o.card : null })),
  };
  const r = t.revolution;
  const revolution = r && { deckCount: r.deck.length, deck: viewer === 'table' ? r.deck : null, row: r.row, organized: r.organized, discard: r.discard };
  const hostage = t.effects.hostage;
  const hostageHand = hostage?.playing && (viewer === 'table' || viewer === hostage.by) ? state.players[hostage.seat]!.hand : null;
  return {
    seat,
    alignment: sees ? t.alignment : null,
    declared: t.declared,
    fixed: t.fixed,
    fix,
    revolution,
    effects: t.effects,
    resolving: viewResolving(state, viewer),
    hostageHand,
  };
}

/** Before the first turn: the Troublemaker Activates two Crises drawn from those set aside. */
function crisesBeforeTheGame(state: GameState): { state: GameState; events: GameEvent[] } {
  let next = state;
  const events: GameEvent[] = [];
  for (let i = 0; i < CRISES_BEFORE_THE_GAME; i++) {
    const out = activateAsideCrisis(next, state.options.troublemaker!, 'tm.setup');
    next = out.state;
    events.push(...out.events);
  }
  return { state: next, events };
}

export const troublemakers: GameModule = {
  id: 'troublemakers',
  needs: ['crises', 'panic', 'roles', 'policy'],
  enabled: (options) => options.level === 4 && usesExpansion(options, 'troublemakers') && options.troublemaker !== undefined,
  // The Alignment is drawn at random from the two cards (a position may name it).
  setupDeal: (rng, deck) => {
    const [i, after] = nextInt(rng, ALIGNMENTS.length);
    return { rng: after, deck, slice: { ...NO_TROUBLEMAKER, alignment: ALIGNMENTS[i]! } };
  },
  families: [
    roundCardFamily,
    takeBuyCardFamily,
    fixCrisisFamily,
    offerFixCardFamily,
    acceptFixOffersFamily,
    declareFamily,
    playRevolutionFamily,
    takeOffRebelFamily,
    placeBoycottFamily,
    moveComradeCardFamily,
    arrangeMarketsFamily,
    throwToThugsFamily,
    infiltrateFamily,
    takeHostageFamily,
  ],
  turnPowers: ['declare'],
  turnActions: ['fixCrisis', 'playRevolution'],
  windows: {
    [OFFER_WINDOW]: { label: 'Fixing a Crisis: offer the Reformist a card face-down, or none', rule: 'tm.fix', accepts: ['offerFixCard'], opensAt: ['action'] },
    [ACCEPT_WINDOW]: { label: 'Fixing a Crisis: accept or refuse the offers', rule: 'tm.fix', accepts: ['acceptFixOffers'], opensAt: ['action'] },
    [BUY_CARD_WINDOW]: { label: "The Reformist's card from a Buy: pick one of the lowest", rule: 'tm.cards', accepts: ['takeBuyCard'], opensAt: ['buyClaimed'] },
    [ROUND_CARD_WINDOW]: { label: "The Reformist's Round card: draw it, or not", rule: 'tm.cards', accepts: ['roundCard'], opensAt: ['gameStart', 'roundClose'] },
    [REMOVE_WINDOW]: { label: 'Media Slander or Pacification: remove a Rebel, or not', rule: 'tm.sacrifice', accepts: ['takeOffRebel'], opensAt: ['action'] },
    [THUGS_WINDOW]: { label: 'Fascist Thugs: throw up to two Resource cards on the pile', rule: 'rev.fascist-thugs', accepts: ['throwToThugs'], opensAt: ['action'] },
    [THUGS_REMOVE_WINDOW]: {
      label: 'Fascist Thugs: the biggest giver removes the Rebels paid for',
      rule: 'rev.fascist-thugs',
      accepts: ['takeOffRebel'],
      opensAt: ['action'],
    },
    [BOYCOTT_WINDOW]: { label: 'Boycott: place the cards drawn in different open Markets', rule: 'rev.boycott', accepts: ['placeBoycott'], opensAt: ['action'] },
    [COMRADE_WINDOW]: { label: 'Comrade on the Inside: move one face-down card, or none', rule: 'rev.comrade', accepts: ['moveComradeCard'], opensAt: ['action'] },
    [SABOTAGE_WINDOW]: { label: 'Sabotage!: deal the open Markets out again', rule: 'rev.sabotage', accepts: ['arrangeMarkets'], opensAt: ['action'] },
    [INFILTRATOR_WINDOW]: { label: 'Infiltrator: the leading Billionaire may trade their hand', rule: 'rev.infiltrator', accepts: ['infiltrate'], opensAt: ['action'] },
    [INFILTRATOR_PLAY_WINDOW]: { label: 'Infiltrator: play one of the two Revolution cards', rule: 'rev.infiltrator', accepts: ['playRevolution'], opensAt: ['action'] },
    [HOSTAGE_WINDOW]: { label: "Hostages: play the hostage's turn, or not", rule: 'rev.hostages', accepts: ['takeHostage'], opensAt: ['turnBegin'] },
  },
  // A Fix's Crises and Riots call for a Policy setting after the Action: every Policy window may open
  // there, and a Disaster Speculator's chance (with a discard down to the hand limit).
  alsoOpens: Object.fromEntries([...Object.keys(policy.windows ?? {}), SPECULATOR_WINDOW, LIMIT_WINDOW].map((kind) => [kind, ['action'] as const])),
  moments: {
    gameStart: (state) => {
      const before = crisesBeforeTheGame(state);
      const card = offerRoundCard(before.state);
      return { state: card.state, events: [...before.events, ...card.events] };
    },
    roundClose: offerRoundCard,
    buyClaimed: reformistBuyCard,
    turnBegin: revolutionTurnBegins,
    turnEnd: revolutionTurnEnds,
  },
  resume: resumeFix,
  veto: (state, move) => reformistVeto(state, move) ?? revolutionaryVeto(state, move),
  stopsDraw: strikeStopsDraw,
  // A Declared Revolutionary has no envelope, bids for nothing, holds no Role and takes no cards.
  sidelined: (state, seat) => seat === state.options.troublemaker && troublemakersOf(state).declared,
  controller: hostageController,
  // Tax Tyranny: the cards the Billionaires pay go to the Reformist (who then discards down to two).
  receivesTax: (state) => (troublemakersOf(state).declared ? null : state.options.troublemaker!),
  decided: reformistDecided,
  onDecision: revolutionaryAtRevolution,
  // The Reformist is always the Poorest Player; a Declared Revolutionary is no Reformist any more.
  poorest: (state) => (troublemakersOf(state).declared ? null : state.options.troublemaker!),
  describe: {
    fixStarted: (e, ctx) =>
      `${ctx.name(e.player)} tries to Fix ${ctx.card(e.crisis)}, putting forward ${e.count === 0 ? 'no cards' : `${e.count} card${e.count === 1 ? '' : 's'} face-down`}.`,
    fixOffered: (e, ctx) =>
      !e.offered
        ? `${ctx.name(e.player)} offers no card.`
        : ctx.viewer === 'table' || ctx.viewer === e.player
          ? `${ctx.name(e.player)} offers ${ctx.card(e.card!)} face-down.`
          : `${ctx.name(e.player)} offers a card face-down.`,
    fixOffersAnswered: (e, ctx) =>
      `${ctx.name(e.player)} ${e.accepted.length === 0 ? 'accepts no offer' : `accepts the offer${e.accepted.length === 1 ? '' : 's'} of ${e.accepted.map((s) => ctx.name(s)).join(' and ')}`}${e.refused.length === 0 ? '' : `; refused cards go back to ${e.refused.map((s) => ctx.name(s)).join(' and ')}`}.`,
    fixDrawn: (e, ctx) => `${ctx.name(e.player)} draws ${ctx.cards(e.cards)} against the Fix.`,
    fixResult: (e, ctx) =>
      e.fixed
        ? `${e.score} beats ${e.against}: ${ctx.name(e.player)} Fixes ${ctx.card(e.crisis)} and keeps it; its Rebels go back to the reserve.`
        : `${e.score} does not beat ${e.against}: the Fix fails.`,
    reformistWins: (e, ctx) => `${ctx.name(e.player)}, the Reformist, has Fixed Crises showing ${e.count} Rebel icons and wins the game!`,
    revolutionaryWins: (e, ctx) => `${ctx.name(e.player)} was the Revolutionary all along, and wins with the Revolution!`,
    reformistTookCard: (e, ctx) => `${ctx.name(e.player)} takes ${ctx.card(e.card)}, the lowest card of the Buy.`,
    roundCardSkipped: (e, ctx) => `${ctx.name(e.player)} draws no card this Round.`,
    ...REVOLUTION_DESCRIBE,
  },
  view: viewTroublemaker,
  position: troublemakersPosition,
  link: troublemakersLink,
  corrections: TROUBLEMAKERS_CORRECTIONS,
  invariants: (state) => {
    const seat = state.options.troublemaker!;
    const p = state.players[seat]!;
    const out: string[] = [];
    if (p.billionaire !== null) out.push(`The Troublemaker's seat ${seat + 1} plays a Billionaire.`);
    if (p.assets.length > 0) out.push('The Troublemaker holds an Asset.');
    if (!ALIGNMENTS.includes(troublemakersOf(state).alignment)) out.push('The Troublemaker has no Alignment.');
    return [...out, ...revolutionInvariants(state)];
  },
  rules: [
    'tm.setup',
    'tm.alignment',
    'tm.reformist',
    'tm.cards',
    'tm.tax',
    'tm.fix',
    'tm.fix-crisis',
    'tm.victory',
    'tm.declare',
    'tm.revolutionary',
    'tm.sacrifice',
    'rev.bide-your-time',
    'rev.boycott',
    'rev.comrade',
    'rev.hostages',
    'rev.fascist-thugs',
    'rev.general-strike',
    'rev.infighting',
    'rev.infiltrator',
    'rev.involuntary-donation',
    'rev.media-slander',
    'rev.organize',
    'rev.pacification',
    'rev.propaganda',
    'rev.riots',
    'rev.sabotage',
    'rev.uncomfortable-alliance',
  ],
};
