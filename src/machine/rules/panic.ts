/**
 * The Panic! (Level 2, `panic.*`): the first time seven or more Rebels stand on Crises, the player
 * who caused the last Crisis draws a Panic! card naming three Asset types. The table negotiates in
 * explicit steps: offers (one Asset per named type, from anyone), trades between two players, then
 * agreement or refusal. Agreement sacrifices the offered Assets, rolls the die and removes that many
 * Rebels; refusal changes nothing. Either way the Panic! cards leave the game.
 */
import { type AssetId, assetInfo, marketOf } from '../data/assets.ts';
import { cardName } from '../data/cards.ts';
import { MARKET_NAMES } from '../data/markets.ts';
import { PANIC_THRESHOLD, panicInfo } from '../data/panic.ts';
import type { GameEvent } from '../events.ts';
import { illegal, type IllegalMove } from '../illegal.ts';
import type { Move } from '../moves.ts';
import type { GameState, PanicState, PlayerIndex } from '../state.ts';
import { returnAsset } from './assets.ts';
import { rebelsOnCrises } from './crisis.ts';
import { rollDie } from './dice.ts';
import type { Outcome } from './outcome.ts';
import { withPlayer } from './zones.ts';

type Offer = Extract<Move, { type: 'panicOffer' }>;
type Withdraw = Extract<Move, { type: 'panicWithdraw' }>;
type Trade = Extract<Move, { type: 'panicTrade' }>;
type RemoveRebel = Extract<Move, { type: 'removeRebel' }>;

export function panicDue(state: GameState): boolean {
  return state.options.level >= 2 && !state.panicDone && state.panic === null && rebelsOnCrises(state) >= PANIC_THRESHOLD;
}

function withPanic(state: GameState, update: (p: PanicState) => PanicState): GameState {
  return { ...state, panic: update(state.panic!) };
}

/** The Panic! starts: the player who caused the last Crisis draws a Panic! card (or the one chosen). */
export function startPanic(state: GameState, origin: PanicState['origin']): Outcome {
  const [chosen, ...restChosen] = state.forced.panics;
  const card = chosen !== undefined && state.panicDeck.includes(chosen) ? chosen : state.panicDeck[0]!;
  const by = state.lastCrisisBy ?? state.current;
  return {
    state: {
      ...state,
      forced: { ...state.forced, panics: chosen === undefined ? state.forced.panics : restChosen },
      panic: { card, by, origin, offers: [], roll: null, toRemove: 0 },
    },
    events: [
      { type: 'panicStarted', rule: 'panic.trigger', player: by, count: rebelsOnCrises(state) },
      { type: 'panicCardDrawn', rule: 'panic.card', player: by, panic: card },
    ],
  };
}

function typeName(asset: AssetId): string {
  return MARKET_NAMES[marketOf(asset)];
}

export function checkPanicOffer(state: GameState, move: Offer): IllegalMove | null {
  const panic = state.panic!;
  const holder = state.players[move.player];
  if (!holder) return illegal('panic.no-player', 'panic.negotiate', `There is no player in seat ${move.player + 1}.`);
  if (!holder.assets.includes(move.asset))
    return illegal('panic.not-held', 'panic.negotiate', `That player does not hold the ${assetInfo(move.asset).name}.`);
  const types = panicInfo(panic.card).types;
  if (!types.includes(marketOf(move.asset)))
    return illegal('panic.wrong-type', 'panic.negotiate', `${panicInfo(panic.card).name} asks for ${types.map((t) => MARKET_NAMES[t]).join(', ')}; the ${assetInfo(move.asset).name} is ${typeName(move.asset)}.`);
  if (panic.offers.some((o) => marketOf(o.asset) === marketOf(move.asset)))
    return illegal('panic.type-covered', 'panic.negotiate', `A ${typeName(move.asset)} Asset is already on offer; withdraw it first to offer another.`);
  return null;
}

export function applyPanicOffer(state: GameState, move: Offer): Outcome {
  return {
    state: withPanic(state, (p) => ({ ...p, offers: [...p.offers, { player: move.player, asset: move.asset }] })),
    events: [{ type: 'panicOffered', rule: 'panic.negotiate', player: move.player, asset: move.asset }],
  };
}

export function checkPanicWithdraw(state: GameState, move: Withdraw): IllegalMove | null {
  if (!state.panic!.offers.some((o) => o.asset === move.asset))
    return illegal('panic.not-offered', 'panic.negotiate', `The ${assetInfo(move.asset).name} is not on offer.`);
  return null;
}

export function applyPanicWithdraw(state: GameState, move: Withdraw): Outcome {
  const offer = state.panic!.offers.find((o) => o.asset === move.asset)!;
  return {
    state: withPanic(state, (p) => ({ ...p, offers: p.offers.filter((o) => o.asset !== move.asset) })),
    events: [{ type: 'panicWithdrawn', rule: 'panic.negotiate', player: offer.player, asset: move.asset }],
  };
}

export function checkPanicTrade(state: GameState, move: Trade): IllegalMove | null {
  const a = state.players[move.player];
  const b = state.players[move.partner];
  if (!a || !b) return illegal('panic.no-player', 'panic.trade', 'Both sides of a trade must be players in the game.');
  if (move.player === move.partner) return illegal('panic.trade-self', 'panic.trade', 'A trade needs two different players.');
  if (!a.assets.includes(move.give))
    return illegal('panic.not-held', 'panic.trade', `The first player does not hold the ${assetInfo(move.give).name}.`);
  if (!b.assets.includes(move.take))
    return illegal('panic.not-held', 'panic.trade', `The second player does not hold the ${assetInfo(move.take).name}.`);
  const offered = state.panic!.offers.find((o) => o.asset === move.give || o.asset === move.take);
  if (offered)
    return illegal('panic.trade-offered', 'panic.trade', `The ${assetInfo(offered.asset).name} is on offer; withdraw it before trading it.`);
  return null;
}

/** Two players swap one Asset each. A swap that completes a set wins at once (checked by the statechart). */
export function applyPanicTrade(state: GameState, move: Trade): Outcome {
  let next = withPlayer(state, move.player, (p) => ({ ...p, assets: [...p.assets.filter((x) => x !== move.give), move.take] }));
  next = withPlayer(next, move.partner, (p) => ({ ...p, assets: [...p.assets.filter((x) => x !== move.take), move.give] }));
  return {
    state: next,
    events: [{ type: 'panicTraded', rule: 'panic.trade', player: move.player, other: move.partner, assets: [move.give, move.take] }],
  };
}

export function checkPanicAgree(state: GameState): IllegalMove | null {
  const panic = state.panic!;
  const missing = panicInfo(panic.card).types.filter((t) => !panic.offers.some((o) => marketOf(o.asset) === t));
  if (missing.length > 0)
    return illegal('panic.incomplete', 'panic.negotiate', `The sacrifice needs one Asset of each named type; still missing: ${missing.map((t) => MARKET_NAMES[t]).join(', ')}.`);
  return null;
}

/** Crises that still carry Rebels. */
function crisesWithRebels(state: GameState) {
  return state.guillotine.filter((c) => c.rebels > 0);
}

/** Takes one Rebel off a Crisis (the card stays, even with none left). */
function takeRebel(state: GameState, card: string, by: PlayerIndex): Outcome {
  return {
    state: {
      ...withPanic(state, (p) => ({ ...p, toRemove: p.toRemove - 1 })),
      guillotine: state.guillotine.map((c) => (c.card === card ? { ...c, rebels: c.rebels - 1 } : c)),
    },
    events: [{ type: 'rebelRemoved', rule: 'panic.success', player: by, card }],
  };
}

/** While the remaining removals leave no real choice, make them at once. */
function removeForced(state: GameState): Outcome {
  let next = state;
  const events: GameEvent[] = [];
  for (;;) {
    const left = crisesWithRebels(next);
    const toRemove = next.panic!.toRemove;
    if (toRemove <= 0 || left.length === 0) break;
    const total = left.reduce((t, c) => t + c.rebels, 0);
    if (left.length > 1 && toRemove < total) break; // a real choice: the roller picks
    const out = takeRebel(next, left[0]!.card, next.panic!.by);
    next = out.state;
    events.push(...out.events);
  }
  if (crisesWithRebels(next).length === 0 && next.panic!.toRemove > 0) next = withPanic(next, (p) => ({ ...p, toRemove: 0 }));
  return { state: next, events };
}

/** The table agrees: the offered Assets go back to their Markets, the die is rolled, Rebels come off. */
export function applyPanicAgree(state: GameState): Outcome {
  const panic = state.panic!;
  let next = state;
  const events: GameEvent[] = [{ type: 'panicSacrificed', rule: 'panic.success', assets: panic.offers.map((o) => o.asset), players: panic.offers.map((o) => o.player) }];
  for (const o of panic.offers) {
    const back = returnAsset(next, o.player, o.asset);
    next = back.state;
    events.push(...back.events);
  }
  const rolled = rollDie(next);
  next = withPanic(rolled.state, (p) => ({ ...p, offers: [], roll: rolled.value, toRemove: rolled.value }));
  events.push({ type: 'dieRolled', rule: 'panic.success', player: panic.by, count: rolled.value });
  const forced = removeForced(next);
  return { state: forced.state, events: [...events, ...forced.events] };
}

export function applyPanicRefuse(state: GameState): Outcome {
  return {
    state: withPanic(state, (p) => ({ ...p, offers: [] })),
    events: [{ type: 'panicFailed', rule: 'panic.failure', panic: state.panic!.card }],
  };
}

export function checkRemoveRebel(state: GameState, move: RemoveRebel): IllegalMove | null {
  const panic = state.panic;
  if (!panic || panic.toRemove <= 0) return illegal('panic.no-removal', 'panic.success', 'There are no Rebels to remove now.');
  const crisis = state.guillotine.find((c) => c.card === move.crisis);
  if (!crisis) return illegal('panic.not-active', 'panic.success', `${cardName(move.crisis)} is not an Activated Crisis.`);
  if (crisis.rebels <= 0) return illegal('panic.no-rebels', 'panic.success', `${cardName(move.crisis)} has no Rebels left on it.`);
  return null;
}

export function applyRemoveRebel(state: GameState, move: RemoveRebel): Outcome {
  const taken = takeRebel(state, move.crisis, state.panic!.by);
  const forced = removeForced(taken.state);
  return { state: forced.state, events: [...taken.events, ...forced.events] };
}

export function removalDone(state: GameState): boolean {
  return (state.panic?.toRemove ?? 0) <= 0;
}

/** The Panic! is over for good: its cards leave the game. */
export function endPanic(state: GameState): Outcome {
  return {
    state: { ...state, panic: null, panicDone: true, panicDeck: [] },
    events: [{ type: 'panicEnded', rule: 'panic.once' }],
  };
}

export function panicFromRound(state: GameState): boolean {
  return state.panic?.origin === 'round';
}

/** Who decides now during the Panic!: the roller picks Rebels; the negotiation belongs to the table. */
export function panicActor(state: GameState): PlayerIndex | null {
  return state.panic && state.panic.toRemove > 0 ? state.panic.by : null;
}
