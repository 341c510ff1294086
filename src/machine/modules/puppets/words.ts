/**
 * What a Puppet's die means, in words, and the two-player choices in words before they are made
 * (the module's `choices`, shown among the legal moves): a nudge names the card, how far it moves
 * the die and where it lands ("Nudge the die up by 2 with 2 Locks → 1 (a card for Influence)"); a
 * claim made for a Puppet names the Puppet. The Market a number picks is the one printed on its
 * board (`cardsOf(state).marketNumber`).
 */
import type { CardId } from '../../data/cards.ts';
import { MARKET_NAMES, type MarketId } from '../../data/markets.ts';
import { cardLabel } from '../../core/form-domains.ts';
import type { GameModule } from '../../core/module.ts';
import type { DescribeContext } from '../../core/moves.ts';
import { controllerOf, isPuppet } from '../../core/seats.ts';
import type { GameState, Seat } from '../../core/state.ts';
import { isOpen, worthOf } from '../../core/zones.ts';
import { type PendingRoll, puppetsOf } from './slice.ts';
import { cardsOf, type Cards } from '../../core/cards-of.ts';

/** `first`: the roll that says what the Puppet does; `market`: the roll after a 6, where it Buys. */
export type RollStage = PendingRoll['stage'];

const SIDES = 6;

/** A roll moved by `by` (up or down), looping round: one below 1 is 6, one above 6 is 1. */
export function nudged(value: number, by: number): number {
  return ((((value - 1 + by) % SIDES) + SIDES) % SIDES) + 1;
}

/**
 * What the die would make the Puppet do if it stands: "a card for Influence", "a Buy (it rolls
 * again for the Market)", "a Buy at Toys", "an Audit (a second six)". `open` says whether a Market
 * is open, so a roll that picks a closed one says that nothing happens there.
 */
export function rollMeaning(cards: Cards, stage: RollStage, value: number, open?: (m: MarketId) => boolean): string {
  const market = cards.marketNumbered(value);
  if (!market) return stage === 'first' ? 'a Buy (it rolls again for the Market)' : 'an Audit (a second six)';
  const name = MARKET_NAMES[market];
  if (stage === 'first') return open && !open(market) ? `a card for ${name} (closed: the card is discarded)` : `a card for ${name}`;
  return open && !open(market) ? `a Buy at ${name} (closed: nothing happens)` : `a Buy at ${name}`;
}

/** What the pending roll would do at `value`, as the table stands (a closed Market says so). */
export const meaningNow = (state: GameState, roll: PendingRoll, value: number): string => rollMeaning(cardsOf(state), roll.stage, value, (m) => isOpen(state, m));

/** Where a nudge with this card takes the pending roll; null when no roll waits. */
export function nudgeTarget(state: GameState, move: { readonly card: CardId; readonly up: boolean }): number | null {
  const roll = puppetsOf(state).roll;
  if (!roll) return null;
  const by = worthOf(state)(move.card);
  return nudged(roll.value, move.up ? by : -by);
}

/** "Nudge the die up by 2 with 2 Locks 🔒 → 1 (a card for Influence)". */
function nudgeWords(move: { readonly card: CardId; readonly up: boolean }, ctx: DescribeContext): string | null {
  const roll = puppetsOf(ctx.state).roll;
  const to = nudgeTarget(ctx.state, move);
  if (!roll || to === null) return null;
  const by = worthOf(ctx.state)(move.card);
  return `Nudge the die ${move.up ? 'up' : 'down'} by ${by} with ${cardLabel(move.card, cardsOf(ctx.state))} → ${to} (${meaningNow(ctx.state, roll, to)})`;
}

/** "Let the die stand at 5 (a card for Vanity)". */
function keepWords(ctx: DescribeContext): string | null {
  const roll = puppetsOf(ctx.state).roll;
  return roll ? `Let the die stand at ${roll.value} (${meaningNow(ctx.state, roll, roll.value)})` : null;
}

/** A claim made for a Puppet after its Buy names the Puppet: "For your Puppet, the Tech Overlord: Claim Private Island". */
function forPuppet(seat: Seat, ctx: DescribeContext, words: string): string | null {
  if (!isPuppet(ctx.state, seat)) return null;
  const controller = controllerOf(ctx.state, seat);
  return `For ${ctx.viewer === controller ? 'your Puppet' : `the Puppet of seat ${controller + 1}`}, ${ctx.name(seat)}: ${words}`;
}

/** The roll's choices in words, and a claim made for a Puppet (the module's `choices`). */
export const PUPPET_CHOICES: GameModule['choices'] = {
  nudge: nudgeWords,
  keepRoll: (_move, ctx) => keepWords(ctx),
  claim: (move, ctx) => forPuppet(move.seat, ctx, `Claim ${cardsOf(ctx.state).assetName(move.asset)}`),
  declineClaim: (move, ctx) => forPuppet(move.seat, ctx, 'Claim nothing'),
};
