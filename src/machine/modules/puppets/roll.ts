/**
 * The Puppet's roll (`puppets.roll`), straight after its controller's turn. The die says what the
 * Puppet does: 1–5 puts the top card of the Draw deck face-down at the Market with that number
 * (`puppets.card`); 6 rolls again for the Market where the Puppet Buys with a virtual six
 * (`puppets.buy`); a second 6 lets the controller Audit instead (`puppets.audit`, `audit.ts`).
 *
 * Before each roll counts, its controller may nudge it with one card from hand (`puppets.nudge`).
 * They are asked whenever their hand holds a card: the size of a hand is public, so being asked
 * tells the other player nothing about what is in it.
 */
import { type CardId, isCrisis } from '../../data/cards.ts';
import type { MarketId } from '../../data/markets.ts';
import { rollDie } from '../../core/dice.ts';
import { corrected } from '../../core/editions.ts';
import { event, type GameEvent } from '../../core/events.ts';
import { field } from '../../core/fields.ts';
import { illegal } from '../../core/illegal.ts';
import { defineMove } from '../../core/moves.ts';
import type { Outcome } from '../../core/outcome.ts';
import { controllerOf, inGame, puppetOf } from '../../core/seats.ts';
import type { GameState, Seat } from '../../core/state.ts';
import { asks, closeWindow, openWindow } from '../../core/windows.ts';
import { addToDiscard, isOpen, removeFromHand, takeFromDeck, withMarket } from '../../core/zones.ts';
import { revealAndScore } from '../level1/index.ts';
import { openPuppetAudit } from './audit.ts';
import { type PendingRoll, puppetsOf, withRoll } from './slice.ts';
import { asked } from '../../core/form.ts';
import { domain } from '../../core/form-domains.ts';
import { nudgeTarget } from './words.ts';
import { cardsOf } from '../../core/cards-of.ts';

declare module '../../core/moves.ts' {
  interface MoveFields {
    /** Move the Puppet's roll up or down by this card's value (looping round 1–6), discarding it. */
    nudge: { card: CardId; up: boolean };
    /** Let the Puppet's roll stand. */
    keepRoll: object;
  }
}

declare module '../../core/events.ts' {
  interface EventFields {
    /** `player`: the Puppet; `stage`: what the roll decides (what the Puppet does, or where it Buys). */
    puppetRolled: { player: Seat; value: number; stage: PendingRoll['stage'] };
    puppetNudged: { player: Seat; card: CardId; from: number; to: number };
    /**
     * A card for a Market: `empty` when the Draw deck had none; `closed`: it went face-up to the
     * Discard pile (then `card` names it; a card put face-down stays unnamed).
     */
    puppetCard: { player: Seat; market: MarketId; card: CardId | null; closed: boolean; empty: boolean };
    puppetBuys: { player: Seat; market: MarketId };
    puppetMarketClosed: { player: Seat; market: MarketId };
  }
}

export const NUDGE_WINDOW = 'puppets.nudge';
/** The correction that keeps a Puppet's card face-down at a Market holding no cards. */
export const CARD_FACE_DOWN = 'puppets.card-face-down';
const SIDES = 6;
/** The virtual hand a Puppet Buys with. */
export const PUPPET_HAND = 6;

/** After a person's turn: their Puppet rolls. */
export function puppetTurn(state: GameState): Outcome {
  const puppet = puppetOf(state, state.current);
  // A Puppet that left the game with its controller (the Rocket exploded) rolls no more.
  if (puppet === null || !inGame(state, puppet)) return { state, events: [] };
  return roll(state, puppet, 'first');
}

function roll(state: GameState, puppet: Seat, stage: PendingRoll['stage']): Outcome {
  const rolled = rollDie(state);
  const events = [event('puppetRolled', 'puppets.roll', { player: puppet, value: rolled.value, stage })];
  const controller = controllerOf(state, puppet);
  if (rolled.state.players[controller]!.hand.length > 0) {
    const asked = openWindow(withRoll(rolled.state, { stage, value: rolled.value }), { kind: NUDGE_WINDOW, seats: [controller], mode: 'ordered' });
    return { state: asked, events };
  }
  const out = resolve(rolled.state, puppet, stage, rolled.value);
  return { state: out.state, events: [...events, ...out.events] };
}

/** The roll counts: the Puppet acts on it. */
function resolve(state: GameState, puppet: Seat, stage: PendingRoll['stage'], value: number): Outcome {
  const ready = withRoll(state, null);
  if (stage === 'first') return value === SIDES ? roll(ready, puppet, 'market') : cardToMarket(ready, puppet, value);
  if (value === SIDES) return openPuppetAudit(ready, controllerOf(ready, puppet));
  const market = cardsOf(state).marketNumbered(value)!;
  if (!isOpen(ready, market)) return { state: ready, events: [event('puppetMarketClosed', 'puppets.buy', { player: puppet, market })] };
  // The Buy waits on the table; the statechart takes it through the claim, the discard and any Crisis.
  const bought = revealAndScore(ready, puppet, market, [], PUPPET_HAND);
  return { state: bought.state, events: [event('puppetBuys', 'puppets.buy', { player: puppet, market }), ...bought.events] };
}

/** 1–5: the top card of the Draw deck goes face-down to that Market, or face-up to the Discard pile if it is closed. */
function cardToMarket(state: GameState, puppet: Seat, value: number): Outcome {
  const market = cardsOf(state).marketNumbered(value)!;
  const dealt = takeFromDeck(state, 1);
  const card = dealt.cards[0] ?? null;
  const closed = !isOpen(state, market);
  let next = dealt.state;
  // Face-down under the others, as if Invested: a Market with no cards at all (an empty deck) gets it
  // face-down too. Before `puppets.card-face-down`, such a Market showed it face-up on top.
  const faceUpWhenEmpty = !corrected(state, CARD_FACE_DOWN);
  if (card !== null)
    next = closed
      ? addToDiscard(next, [card])
      : withMarket(next, market, (m) => (m.faceUp === null && faceUpWhenEmpty ? { ...m, faceUp: card } : { ...m, faceDown: [...m.faceDown, card] }));
  return { state: next, events: [event('puppetCard', 'puppets.card', { player: puppet, market, card: closed ? card : null, closed, empty: card === null })] };
}

const pending = (state: GameState) => puppetsOf(state).roll;
const notNow = () => illegal('puppets.not-now', 'puppets.nudge', "A die is nudged only when it has just been rolled for its controller's Puppet.");

/** Whose Puppet the roll is for: the Puppet of the player whose turn it is. */
const rollingPuppet = (state: GameState) => puppetOf(state, state.current)!;

export const nudgeFamily = defineMove({
  type: 'nudge',
  code: '0',
  label: "Puppet's roll: nudge the die with a card",
  rule: 'puppets.nudge',
  words: { group: "The Puppet's roll", button: 'Nudge' },
  fields: {
    card: asked(field.card, domain.handCard({ label: 'Card from hand' })),
    up: asked(field.bool, domain.twoWay({ label: 'Move the die' }, ['up', "Up by the card's value"], ['down', "Down by the card's value"])),
  },
  candidates: (state, seat) =>
    asks(state, NUDGE_WINDOW, seat)
      ? state.players[seat]!.hand.filter((c) => !isCrisis(c)).flatMap((card) => [
          { type: 'nudge' as const, seat, card, up: true },
          { type: 'nudge' as const, seat, card, up: false },
        ])
      : [],
  check: (state, move) => {
    if (!asks(state, NUDGE_WINDOW, move.seat) || pending(state) === null) return notNow();
    if (!state.players[move.seat]!.hand.includes(move.card))
      return illegal('puppets.not-in-hand', 'puppets.nudge', `${cardsOf(state).cardName(move.card)} is not in your hand.`);
    if (isCrisis(move.card))
      return illegal('puppets.crisis-nudge', 'puppets.nudge', `${cardsOf(state).cardName(move.card)} is a Crisis: a Crisis card never nudges a Puppet's die.`);
    return null;
  },
  apply: (state, move) => {
    const roll = pending(state)!;
    const to = nudgeTarget(state, move)!;
    const next = closeWindow(addToDiscard(removeFromHand(state, move.seat, [move.card]), [move.card]));
    const out = resolve(next, rollingPuppet(state), roll.stage, to);
    const events: GameEvent[] = [event('puppetNudged', 'puppets.nudge', { player: move.seat, card: move.card, from: roll.value, to }), ...out.events];
    return { state: out.state, events };
  },
  describe: (move, ctx) => `Nudge the die ${move.up ? 'up' : 'down'} with ${ctx.card(move.card)}`,
});

export const keepRollFamily = defineMove({
  type: 'keepRoll',
  code: '1',
  label: "Puppet's roll: let the die stand",
  rule: 'puppets.nudge',
  words: { group: "The Puppet's roll", button: 'Let it stand' },
  fields: {},
  candidates: (state, seat) => (asks(state, NUDGE_WINDOW, seat) ? [{ type: 'keepRoll' as const, seat }] : []),
  check: (state, move) => (asks(state, NUDGE_WINDOW, move.seat) && pending(state) !== null ? null : notNow()),
  apply: (state) => {
    const roll = pending(state)!;
    return resolve(closeWindow(state), rollingPuppet(state), roll.stage, roll.value);
  },
  describe: () => 'Let the roll stand',
});
