/** The Puppets module's events in words. A card a Puppet puts face-down at a Market stays unnamed. */
import { MARKET_NAMES, type MarketId } from '../../data/markets.ts';
import type { GameModule } from '../../core/module.ts';
import { cardsOf } from '../../core/cards-of.ts';
import { type DescribeContext } from '../../core/moves.ts';

const where = (ctx: DescribeContext, m: MarketId) => `${MARKET_NAMES[m]} (${cardsOf(ctx.state).marketNumber(m)})`;

export const PUPPET_SENTENCES: GameModule['describe'] = {
  puppetRolled: (e, ctx) =>
    e.stage === 'first'
      ? `${ctx.name(e.player)}'s die: ${e.value}${e.value === 6 ? ' (a Buy)' : ''}.`
      : `${ctx.name(e.player)}'s die for the Market: ${e.value}${e.value === 6 ? ' (a second six: an Audit)' : ''}.`,
  puppetNudged: (e, ctx) => `${ctx.name(e.player)} discards ${ctx.card(e.card)} to nudge the die from ${e.from} to ${e.to}.`,
  puppetCard: (e, ctx) =>
    e.empty
      ? `The Draw deck is empty: ${ctx.name(e.player)} has no card to add at ${where(ctx, e.market)}.`
      : e.closed
        ? `${where(ctx, e.market)} is closed: ${e.card === null ? 'the card' : ctx.card(e.card)} goes to the Discard pile.`
        : `${ctx.name(e.player)} adds the top card of the Draw deck face-down at ${where(ctx, e.market)}.`,
  puppetBuys: (e, ctx) => `${ctx.name(e.player)} tries to Buy at ${where(ctx, e.market)} with a virtual hand of 6.`,
  puppetMarketClosed: (e, ctx) => `${where(ctx, e.market)} is closed: ${ctx.name(e.player)} does nothing.`,
  puppetAudited: (e, ctx) =>
    e.kept
      ? `${ctx.name(e.player)} Audits ${ctx.name(e.other)} and, as the Gangster, keeps the ${cardsOf(ctx.state).assetName(e.asset)}.`
      : `${ctx.name(e.player)} Audits ${ctx.name(e.other)}: the ${cardsOf(ctx.state).assetName(e.asset)} goes back.`,
  puppetAuditSkipped: (e, ctx) => (e.nobody ? 'Nobody holds an Asset to Audit.' : `${ctx.name(e.player)} Audits nobody.`),
  purchased: (e, ctx) => `${ctx.name(e.player)} pays ${ctx.cards(e.cards)} (${e.total}) to take the ${cardsOf(ctx.state).assetName(e.asset)} from ${ctx.name(e.other)}.`,
  puppetSwapped: (e, ctx) =>
    `${ctx.name(e.player)} gives ${ctx.name(e.other)} the ${cardsOf(ctx.state).assetName(e.give)} for the ${cardsOf(ctx.state).assetName(e.take)}.`,
  swapsDone: (e, ctx) => `${ctx.name(e.player)} is done trading with their Puppet.`,
};
