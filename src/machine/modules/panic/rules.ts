/**
 * The Panic! (Level 2, `panic.*`): the first time seven or more Rebels stand on Crises, the player
 * who caused the last Crisis draws a Panic! card naming three Asset types. The table negotiates in
 * a decision window that every seat may act in: offers (one Asset per named type, from anyone),
 * trades of any Assets by agreement, then agreement or refusal. Agreement sacrifices the offered
 * Assets, rolls the die and removes that many Rebels (the roller picks, in a window of their own).
 * Either way the Panic! cards leave the game.
 */
import { type AssetId } from '../../data/assets.ts';
import { type CardId } from '../../data/cards.ts';
import { MARKET_NAMES } from '../../data/markets.ts';
import { PANIC_THRESHOLD, type PanicId, REBELS } from '../../data/panic.ts';
import { returnAsset } from '../../core/assets.ts';
import { takeChosen } from '../../core/chosen-queues.ts';
import { rollDie } from '../../core/dice.ts';
import { event, type GameEvent } from '../../core/events.ts';
import { field } from '../../core/fields.ts';
import { corrected } from '../../core/editions.ts';
import { isBillionaire } from '../../core/seats.ts';
import { sidelined } from '../../core/veto.ts';
import { illegal } from '../../core/illegal.ts';
import { defineMove } from '../../core/moves.ts';
import type { Outcome } from '../../core/outcome.ts';
import type { GameState, Seat } from '../../core/state.ts';
import { closeWindow, openWindow, replaceWindow, topWindow } from '../../core/windows.ts';
import { withPlayer } from '../../core/zones.ts';
import { billionaireSeats } from '../../core/seats.ts';
import { andList, possessive } from '../../core/wording.ts';
import { crisesOf, guillotineCrisis, rebelsOnCrises } from '../crises/index.ts';
import { asked, type FieldForm } from '../../core/form.ts';
import { chosenSeat, domain, seatLabel, type Words } from '../../core/form-domains.ts';
import { panicOf, type PanicState, withPanic, withPanicSlice } from './slice.ts';
import { cardsOf } from '../../core/cards-of.ts';

declare module '../../core/moves.ts' {
  interface MoveFields {
    /** A player offers one of their Assets for the sacrifice (one per type the card names). */
    panicOffer: { asset: AssetId };
    /** The player who offered an Asset takes the offer back. */
    panicWithdraw: { asset: AssetId };
    /**
     * Two players exchange Assets by agreement: `give` goes from the seat to the partner, `take`
     * from the partner to the seat. Either side may be empty (a gift), not both.
     */
    panicTrade: { partner: Seat; give: readonly AssetId[]; take: readonly AssetId[] };
    /** The table agrees to the offered sacrifice (all three types covered). */
    panicAgree: object;
    /** The table cannot agree: the Panic! fails. */
    panicRefuse: object;
    /** After the die roll: take one Rebel off this Activated Crisis. */
    removeRebel: { crisis: CardId };
  }
}

export const NEGOTIATE_WINDOW = 'panic.negotiate';
export const REMOVE_WINDOW = 'panic.remove';

export function panicDue(state: GameState): boolean {
  const p = panicOf(state);
  const rebels = rebelsOnCrises(state);
  // The Revolution (all ten Rebels) ends the game before any Panic!.
  return state.modules.panic !== undefined && !p.done && p.current === null && rebels >= PANIC_THRESHOLD && rebels < REBELS;
}

/**
 * The correction (declared by the Troublemakers) under which a seat kept out of the Panic! (a Declared
 * Revolutionary, through the core's `sidelined`) does not draw, roll or pick for it.
 */
const KEPT_OUT_OF_THE_PANIC = 'troublemakers.revolutionary-panic';

/**
 * Who draws the Panic! card, rolls and picks the Rebels: the player who caused the last Crisis, or,
 * when that seat is kept out of the Panic! (a Declared Revolutionary), the first Billionaire to
 * their left who takes part (Ruling, `tm.revolutionary`).
 */
export function panicDrawer(state: GameState, cause: Seat): Seat {
  if (!sidelined(state, cause) || !corrected(state, KEPT_OUT_OF_THE_PANIC)) return cause;
  const n = state.players.length;
  const seats = billionaireSeats(state);
  for (let k = 1; k < n; k++) {
    const seat = (cause + k) % n;
    if (seats.includes(seat) && !sidelined(state, seat)) return seat;
  }
  return cause;
}

/** The Panic! starts: the player who caused the last Crisis (or who stands in) draws a Panic! card (or the one chosen). */
export function startPanicIfDue(state: GameState): Outcome {
  if (!panicDue(state)) return { state, events: [] };
  const deck = panicOf(state).deck;
  const chosen = takeChosen(state, 'panic');
  const card = typeof chosen.value === 'string' && deck.includes(chosen.value as PanicId) ? (chosen.value as PanicId) : deck[0]!;
  const cause = crisesOf(state).lastBy ?? state.current;
  const by = panicDrawer(state, cause);
  const current: PanicState = { card, by, offers: [], roll: null, toRemove: 0 };
  const next = withPanicSlice(chosen.state, (p) => ({ ...p, current }));
  return {
    state: openWindow(next, { kind: NEGOTIATE_WINDOW, seats: billionaireSeats(state), mode: 'together' }),
    events: [event('panicStarted', 'panic.trigger', { player: cause, count: rebelsOnCrises(state) }), event('panicCardDrawn', 'panic.card', { player: by, panic: card })],
  };
}

const typeName = (state: GameState, asset: AssetId) => MARKET_NAMES[cardsOf(state).assetType(asset)];
const current = (state: GameState) => panicOf(state).current!;
const inWindow = (state: GameState, kind: string) => topWindow(state)?.kind === kind && panicOf(state).current !== null;
const notNow = () => illegal('panic.not-now', 'panic.negotiate', 'There is no Panic! negotiation going on.');

/** The Panic! is over for good: its cards leave the game, and its window closes. */
function endPanic(state: GameState): Outcome {
  return {
    state: closeWindow(withPanicSlice(state, () => ({ deck: [], done: true, current: null }))),
    events: [event('panicEnded', 'panic.once', {})],
  };
}

/** An Asset on offer for the sacrifice, listed under the seat that offered it (anyone's: only its owner may take it back). */
function offeredAsset(w: Words): FieldForm {
  return {
    empty: 'No Asset is on offer.',
    ...w,
    pick: 'one',
    options: (ctx) =>
      (panicOf(ctx.state).current?.offers ?? []).map((o) => ({
        key: o.asset,
        value: o.asset,
        label: cardsOf(ctx.state).assetName(o.asset),
        group: `Offered by ${seatLabel(ctx.state, o.player).replace(/^Seat/, 'seat')}`,
      })),
  };
}

export const panicOfferFamily = defineMove({
  type: 'panicOffer',
  code: 'o',
  label: 'Panic!: offer an Asset for the sacrifice',
  rule: 'panic.negotiate',
  words: { group: 'Panic!', button: 'Offer' },
  fields: { asset: asked(field.asset, domain.ownAsset({ label: 'Asset offered', help: 'One Asset of each type the Panic! card names.' })) },
  candidates: (state, seat) => state.players[seat]!.assets.map((asset) => ({ type: 'panicOffer' as const, seat, asset })),
  check: (state, move) => {
    if (!inWindow(state, NEGOTIATE_WINDOW)) return notNow();
    const panic = current(state);
    if (!state.players[move.seat]!.assets.includes(move.asset))
      return illegal('panic.not-held', 'panic.negotiate', `That player does not hold the ${cardsOf(state).assetName(move.asset)}.`);
    const types = cardsOf(state).panicTypes(panic.card);
    if (!types.includes(cardsOf(state).assetType(move.asset)))
      return illegal(
        'panic.wrong-type',
        'panic.negotiate',
        `${cardsOf(state).panicName(panic.card)} asks for ${types.map((t) => MARKET_NAMES[t]).join(', ')}; the ${cardsOf(state).assetName(move.asset)} is ${typeName(state, move.asset)}.`,
      );
    if (panic.offers.some((o) => cardsOf(state).assetType(o.asset) === cardsOf(state).assetType(move.asset)))
      return illegal('panic.type-covered', 'panic.negotiate', `A ${typeName(state, move.asset)} Asset is already on offer; withdraw it first to offer another.`);
    return null;
  },
  apply: (state, move) => ({
    state: withPanic(state, (p) => ({ ...p, offers: [...p.offers, { player: move.seat, asset: move.asset }] })),
    events: [event('panicOffered', 'panic.negotiate', { player: move.seat, asset: move.asset })],
  }),
  describe: (move, ctx) => `${ctx.name(move.seat)} offers ${cardsOf(ctx.state).assetName(move.asset)}`,
});

export const panicWithdrawFamily = defineMove({
  type: 'panicWithdraw',
  code: 'w',
  label: 'Panic!: take back an offered Asset',
  rule: 'panic.negotiate',
  words: { group: 'Panic!', button: 'Take back' },
  fields: { asset: asked(field.asset, offeredAsset({ label: 'Offered Asset to take back' })) },
  candidates: (state, seat) =>
    current(state)
      .offers.filter((o) => o.player === seat)
      .map((o) => ({ type: 'panicWithdraw' as const, seat, asset: o.asset })),
  check: (state, move) => {
    if (!inWindow(state, NEGOTIATE_WINDOW)) return notNow();
    const offer = current(state).offers.find((o) => o.asset === move.asset);
    if (!offer) return illegal('panic.not-offered', 'panic.negotiate', `The ${cardsOf(state).assetName(move.asset)} is not on offer.`);
    if (offer.player !== move.seat)
      return illegal('panic.not-yours', 'panic.negotiate', `Only the player who offered the ${cardsOf(state).assetName(move.asset)} can take the offer back.`);
    return null;
  },
  apply: (state, move) => ({
    state: withPanic(state, (p) => ({ ...p, offers: p.offers.filter((o) => o.asset !== move.asset) })),
    events: [event('panicWithdrawn', 'panic.negotiate', { player: move.seat, asset: move.asset })],
  }),
  describe: (move, ctx) => `Withdraw the offer of ${cardsOf(ctx.state).assetName(move.asset)}`,
});

/**
 * Trades listed as legal moves: one Asset for one, or one Asset given. Larger trades are just as
 * legal (any Assets, both ways) but are built by hand, not listed: there would be thousands.
 */
function tradeCandidates(state: GameState, seat: Seat) {
  const mine = state.players[seat]!.assets;
  return state.players.flatMap((other, partner) => {
    if (partner === seat || !isBillionaire(state, partner)) return [];
    const gifts = mine.map((a) => ({ type: 'panicTrade' as const, seat, partner, give: [a], take: [] as AssetId[] }));
    const swaps = partner < seat ? [] : mine.flatMap((a) => other.assets.map((b) => ({ type: 'panicTrade' as const, seat, partner, give: [a], take: [b] })));
    return [...swaps, ...gifts];
  });
}

export const panicTradeFamily = defineMove({
  type: 'panicTrade',
  code: 't',
  label: 'Panic!: two players swap Assets',
  rule: 'panic.trade',
  words: { group: 'Panic!', button: 'Trade' },
  namesPlayers: true,
  fields: {
    partner: asked(field.seat, domain.seat({ label: 'Trading partner' })),
    give: asked(
      field.assets(20),
      domain.assets(
        { label: 'Assets you give', help: 'None ticked: a gift from your partner.', empty: 'You hold no Asset.' },
        (ctx) => ctx.state.players[ctx.seat]?.assets ?? [],
      ),
    ),
    take: asked(
      field.assets(20),
      domain.assets(
        { label: 'Assets your partner gives', help: 'None ticked: a gift to your partner.', empty: 'That player holds no Asset.' },
        (ctx) => ctx.state.players[chosenSeat(ctx, 'partner') ?? -1]?.assets ?? [],
      ),
    ),
  },
  candidates: tradeCandidates,
  check: (state, move) => {
    if (!inWindow(state, NEGOTIATE_WINDOW)) return notNow();
    const a = state.players[move.seat]!;
    const b = state.players[move.partner];
    if (!b) return illegal('panic.no-player', 'panic.trade', 'Both sides of a trade must be players in the game.');
    // A seat with no Billionaire (the Troublemaker) never holds Assets.
    if (!isBillionaire(state, move.partner)) return illegal('panic.no-player', 'panic.trade', 'Only Billionaires trade Assets in the Panic!.');
    if (move.partner === move.seat) return illegal('panic.trade-self', 'panic.trade', 'A trade needs two different players.');
    if (move.give.length + move.take.length === 0) return illegal('panic.trade-empty', 'panic.trade', 'A trade moves at least one Asset.');
    const all = [...move.give, ...move.take];
    if (new Set(all).size !== all.length) return illegal('panic.trade-repeated', 'panic.trade', 'Each Asset can appear only once in a trade.');
    const notMine = move.give.find((x) => !a.assets.includes(x));
    if (notMine) return illegal('panic.not-held', 'panic.trade', `The first player does not hold the ${cardsOf(state).assetName(notMine)}.`);
    const notTheirs = move.take.find((x) => !b.assets.includes(x));
    if (notTheirs) return illegal('panic.not-held', 'panic.trade', `The second player does not hold the ${cardsOf(state).assetName(notTheirs)}.`);
    const offered = current(state).offers.find((o) => all.includes(o.asset));
    if (offered) return illegal('panic.trade-offered', 'panic.trade', `The ${cardsOf(state).assetName(offered.asset)} is on offer; withdraw it before trading it.`);
    return null;
  },
  /** The Assets change hands. A trade that completes a set wins at once (checked by the statechart). */
  apply: (state, move) => {
    let next = withPlayer(state, move.seat, (p) => ({ ...p, assets: [...p.assets.filter((x) => !move.give.includes(x)), ...move.take] }));
    next = withPlayer(next, move.partner, (p) => ({ ...p, assets: [...p.assets.filter((x) => !move.take.includes(x)), ...move.give] }));
    return { state: next, events: [event('panicTraded', 'panic.trade', { player: move.seat, other: move.partner, give: move.give, take: move.take })] };
  },
  describe: (move, ctx) => {
    const names = (list: readonly AssetId[]) => andList(list.map((x) => cardsOf(ctx.state).assetName(x)));
    if (move.take.length === 0) return `${ctx.name(move.seat)} gives ${names(move.give)} to ${ctx.name(move.partner)}`;
    if (move.give.length === 0) return `${ctx.name(move.partner)} gives ${names(move.take)} to ${ctx.name(move.seat)}`;
    return `${ctx.name(move.seat)} trades ${names(move.give)} for ${possessive(ctx.name(move.partner))} ${names(move.take)}`;
  },
});

/** Crises that still carry Rebels. */
const crisesWithRebels = (state: GameState) => crisesOf(state).guillotine.filter((c) => c.rebels > 0);

/** Takes one Rebel off a Crisis (the card stays, even with none left). */
function takeRebel(state: GameState, card: CardId, by: Seat): Outcome {
  const next = withPanic(state, (p) => ({ ...p, toRemove: p.toRemove - 1 }));
  return {
    state: {
      ...next,
      modules: {
        ...next.modules,
        crises: { ...crisesOf(next), guillotine: crisesOf(next).guillotine.map((c) => (c.card === card ? { ...c, rebels: c.rebels - 1 } : c)) },
      },
    },
    events: [event('rebelRemoved', 'panic.success', { player: by, card })],
  };
}

/** While the remaining removals leave no real choice, make them at once; end the Panic! when done. */
function removeForced(state: GameState): Outcome {
  let next = state;
  const events: GameEvent[] = [];
  for (;;) {
    const left = crisesWithRebels(next);
    const toRemove = current(next).toRemove;
    if (toRemove <= 0 || left.length === 0) break;
    const total = left.reduce((t, c) => t + c.rebels, 0);
    if (left.length > 1 && toRemove < total) break; // a real choice: the roller picks
    const out = takeRebel(next, left[0]!.card, current(next).by);
    next = out.state;
    events.push(...out.events);
  }
  if (crisesWithRebels(next).length === 0 || current(next).toRemove <= 0) {
    const ended = endPanic(next);
    return { state: ended.state, events: [...events, ...ended.events] };
  }
  return { state: next, events };
}

export const panicAgreeFamily = defineMove({
  type: 'panicAgree',
  code: 'A',
  label: 'Panic!: agree to the sacrifice',
  rule: 'panic.negotiate',
  words: { group: 'Panic!', button: 'Agree' },
  fields: {},
  candidates: (_state, seat) => [{ type: 'panicAgree', seat }],
  check: (state) => {
    if (!inWindow(state, NEGOTIATE_WINDOW)) return notNow();
    const panic = current(state);
    const missing = cardsOf(state)
      .panicTypes(panic.card)
      .filter((t) => !panic.offers.some((o) => cardsOf(state).assetType(o.asset) === t));
    if (missing.length > 0)
      return illegal(
        'panic.incomplete',
        'panic.negotiate',
        `The sacrifice needs one Asset of each named type; still missing: ${missing.map((t) => MARKET_NAMES[t]).join(', ')}.`,
      );
    return null;
  },
  /** The table agrees: the offered Assets go back to their Markets, the die is rolled, Rebels come off. */
  apply: (state) => {
    const panic = current(state);
    let next = state;
    const events: GameEvent[] = [event('panicSacrificed', 'panic.success', { assets: panic.offers.map((o) => o.asset), players: panic.offers.map((o) => o.player) })];
    for (const o of panic.offers) {
      const back = returnAsset(next, o.player, o.asset);
      next = back.state;
      events.push(...back.events);
    }
    const rolled = rollDie(next);
    next = withPanic(rolled.state, (p) => ({ ...p, offers: [], roll: rolled.value, toRemove: rolled.value }));
    next = replaceWindow(next, { kind: REMOVE_WINDOW, seats: [panic.by], mode: 'together' });
    events.push(event('dieRolled', 'panic.success', { player: panic.by, count: rolled.value }));
    const forced = removeForced(next);
    return { state: forced.state, events: [...events, ...forced.events] };
  },
  describe: () => 'Agree to the sacrifice',
});

/**
 * A sacrifice imposed rather than agreed (Level 3's Power Broker): these Assets are the offers, and
 * the sacrifice then goes ahead exactly as an agreed one does.
 */
export function imposeSacrifice(state: GameState, offers: PanicState['offers']): Outcome {
  return panicAgreeFamily.apply(
    withPanic(state, (p) => ({ ...p, offers })),
    { type: 'panicAgree', seat: current(state).by },
  );
}

export const panicRefuseFamily = defineMove({
  type: 'panicRefuse',
  code: 'R',
  label: 'Panic!: refuse (the Panic! fails)',
  rule: 'panic.negotiate',
  words: { group: 'Panic!', button: 'Refuse' },
  fields: {},
  candidates: (_state, seat) => [{ type: 'panicRefuse', seat }],
  check: (state) => (inWindow(state, NEGOTIATE_WINDOW) ? null : notNow()),
  apply: (state) => {
    const failed = event('panicFailed', 'panic.failure', { panic: current(state).card });
    const ended = endPanic(withPanic(state, (p) => ({ ...p, offers: [] })));
    return { state: ended.state, events: [failed, ...ended.events] };
  },
  describe: () => 'Refuse: the Panic! fails',
});

export const removeRebelFamily = defineMove({
  type: 'removeRebel',
  code: 'v',
  label: 'Panic!: take a Rebel off a Crisis',
  rule: 'panic.success',
  words: { group: 'Panic!', button: 'Take the Rebel off' },
  fields: { crisis: asked(field.card, guillotineCrisis({ label: 'Crisis' })) },
  candidates: (state, seat) => crisesOf(state).guillotine.map((c) => ({ type: 'removeRebel' as const, seat, crisis: c.card })),
  check: (state, move) => {
    const panic = panicOf(state).current;
    if (!inWindow(state, REMOVE_WINDOW) || !panic || panic.toRemove <= 0) return illegal('panic.no-removal', 'panic.success', 'There are no Rebels to remove now.');
    const crisis = crisesOf(state).guillotine.find((c) => c.card === move.crisis);
    if (!crisis) return illegal('panic.not-active', 'panic.success', `${cardsOf(state).cardName(move.crisis)} is not an Activated Crisis.`);
    if (crisis.rebels <= 0) return illegal('panic.no-rebels', 'panic.success', `${cardsOf(state).cardName(move.crisis)} has no Rebels left on it.`);
    return null;
  },
  apply: (state, move) => {
    const taken = takeRebel(state, move.crisis, move.seat);
    const forced = removeForced(taken.state);
    return { state: forced.state, events: [...taken.events, ...forced.events] };
  },
  describe: (move, ctx) => `Remove a Rebel from ${ctx.card(move.crisis)}`,
});
