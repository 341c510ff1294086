/**
 * Plain-language text for moves and events, for logs, captions and screen-reader announcements.
 * A viewpoint hides what that viewer could not see (cards drawn into someone else's hand). Each
 * move family says its own move; each module says its own events.
 */
import { type AssetId } from '../data/assets.ts';
import { seatName } from './seats.ts';
import { type CardId } from '../data/cards.ts';
import { MARKET_NAMES, type MarketId } from '../data/markets.ts';
import { describeOutcome } from './chosen.ts';
import type { GameEvent } from './events.ts';
import { familyOf, installedModules, modulesOf } from './module.ts';
import type { DescribeContext, Move, Viewer } from './moves.ts';
import type { GameState, Seat } from './state.ts';
import { agree, andList, cap, counted, possessive } from './wording.ts';
import { cardsOf } from './cards-of.ts';

export type { Viewer };
export { cap, possessive };

export function playerName(state: GameState, seat: Seat | null | undefined): string {
  if (seat === undefined || seat === null) return 'someone';
  return seatName(state, seat);
}

const market = (m: MarketId) => `the ${MARKET_NAMES[m]} Market`;

/**
 * What a sentence needs to name things in this game: its players, and its cards at the table's own
 * values (`GameOptions.cardValues`) where it gave them.
 */
function contextOf(state: GameState, viewer: Viewer): DescribeContext {
  const names = cardsOf(state);
  const card = (id: CardId) => names.cardName(id);
  return {
    state,
    viewer,
    name: (seat) => playerName(state, seat),
    card,
    cards: (list) => (list.length === 0 ? 'no cards' : list.map(card).join(' + ')),
  };
}

/** One sentence for a core or Level 1 event, as the viewer would experience it. */
function describeCore(ctx: DescribeContext, e: GameEvent): string | null {
  const { name, cards, viewer } = ctx;
  const asset = (a: AssetId) => `the ${cardsOf(ctx.state).assetName(a)}`;
  const who = 'player' in e ? cap(playerName(ctx.state, e.player as Seat | null)) : '';
  const sees = viewer === 'table' || !('secret' in e) || ('player' in e && viewer === e.player);
  const card = (id: CardId | null) => (id && sees ? ctx.card(id) : 'a card');
  switch (e.type) {
    case 'drew':
    case 'drewAfterInvest':
      return `${who} draws ${card(e.card)} (${e.count} left in the deck).`;
    case 'buyAnnounced':
      return `${who} tries to Buy at ${market(e.market)} with ${cards(e.cards)}.`;
    case 'marketRevealed':
      return `${cap(market(e.market))} is revealed: ${cards(e.cards)}.`;
    case 'suitBonus':
      return `Suit bonus: ${cards(e.cards)} ${agree(e.cards.length, 'counts', 'count')} for ${name(e.player)}.`;
    case 'buyWon':
      return `${who} wins the Buy, ${e.score} to ${e.against}.`;
    case 'buyFailed':
      return `${who} fails to Buy: ${e.score} does not beat ${e.against}.`;
    case 'assetClaimed':
      return `${who} claims ${asset(e.asset)}.`;
    case 'claimDeclined':
      return `${who} claims no Asset.`;
    case 'cardsDiscarded':
      return `${cap(cards(e.cards))} ${agree(e.cards.length, 'goes', 'go')} to the Discard pile.`;
    case 'inflation':
      return e.count === e.wanted
        ? `Inflation: ${counted(e.count, 'new card', 'new cards')} at ${market(e.market)}, ${e.card ? ctx.card(e.card) : 'none'} face-up.`
        : `Inflation: the deck runs out, so ${market(e.market)} gets ${e.count} of ${e.wanted} cards.`;
    case 'marketClosed':
      return `${cap(market(e.market))} has no Assets left and closes.`;
    case 'marketReopened':
      return `${cap(market(e.market))} has an Asset again and reopens.`;
    case 'invested':
      return `${who} Invests ${card(e.card)} face-down at ${market(e.market)}.`;
    case 'noCardToDraw':
      return `The Draw deck is empty, so ${name(e.player)} draws nothing.`;
    case 'drawStopped':
      return `${who} draws nothing: drawing is stopped for now.`;
    case 'exchangedHand':
      return `${who} swaps ${ctx.card(e.cards[0])} from hand for ${ctx.card(e.cards[1])} at ${market(e.market)}.`;
    case 'exchangedMarkets':
      return `${who} swaps the face-up cards of ${market(e.markets[0])} (${ctx.card(e.cards[0])}) and ${market(e.markets[1])} (${ctx.card(e.cards[1])}).`;
    case 'audited':
      return `${who} Audits ${e.other === e.player ? 'themself' : name(e.other)}: ${asset(e.asset)} must go back.`;
    case 'assetReturned':
      return `${cap(asset(e.asset))} goes back to ${market(e.market)}.`;
    case 'assetRemoved':
      return `${cap(market(e.market))} already holds three Assets, so ${asset(e.asset)} leaves the game.`;
    case 'scammed':
      return `${who} Scams ${name(e.other)}, taking ${asset(e.assets[0])} and giving ${asset(e.assets[1])}.`;
    case 'marketsGamed':
      return `${who} Games the Market: the cards of every Market are shuffled and dealt out, ${e.count} to each open Market${e.cards.length ? `; ${e.cards.length} left over to the Discard pile` : ''}.`;
    case 'passed':
      return `${who} cannot take any Action and passes.`;
    case 'turnEnded':
      return `${cap(possessive(name(e.player)))} turn ends.`;
    case 'roundEnded':
      return e.rule === 'round.early-end' ? 'The table agrees to end the Round early.' : 'The Draw deck has run out: the Round ends.';
    case 'gathered':
      return `All Market cards and the Discard pile are shuffled into a new Draw deck of ${e.count} cards.`;
    case 'emergencyMeasures':
      return `Emergency Measures: only ${counted(e.count, 'Market is', 'Markets are')} open, so every Billionaire with an Asset gives one back.`;
    case 'refilled':
      return `Every open Market is dealt new cards by inflation.`;
    case 'firstPlayer':
      return e.players.length > 1
        ? `${cap(andList(e.players.map((p) => name(p))))} tie as the Poorest Player; ${name(e.player)} wins the draw and starts the Round.`
        : `${who} is the Poorest Player and starts the Round.`;
    case 'gameWon':
      return `${who} holds all five Assets they need and wins the game!`;
    case 'outcomeChosen':
      return describeOutcome(e.outcome, ctx);
    default:
      return null;
  }
}

/** One sentence for an event, as the viewer would experience it. */
export function describeEvent(state: GameState, e: GameEvent, viewer: Viewer = 'table'): string {
  const ctx = contextOf(state, viewer);
  const core = describeCore(ctx, e);
  if (core !== null) return core;
  for (const m of installedModules()) {
    const say = m.describe?.[e.type] as ((ev: GameEvent, ctx: DescribeContext) => string) | undefined;
    if (say) return cap(say(e, ctx));
  }
  return `${e.type}.`;
}

/**
 * A short label for a move, as a button or a log line would show it. From a seat's viewpoint, cards
 * that seat could not see (another player's Invest, a card chosen for someone else's draw) are not named.
 */
export function describeMove(state: GameState, move: Move, viewer: Viewer = 'table'): string {
  const family = familyOf(move.type);
  if (!family) return move.type;
  return cap(family.describe(move as never, contextOf(state, viewer)));
}

/** A legal move's words on its button among the legal moves: an installed module's `choices` words for it, or else `describeMove`'s. */
export function describeChoice(state: GameState, move: Move, viewer: Viewer = 'table'): string {
  const ctx = contextOf(state, viewer);
  // Only the game's own modules: another module's words never apply to a move this game cannot have.
  for (const m of modulesOf(state)) {
    const words = (m.choices?.[move.type] as ((move: Move, ctx: DescribeContext) => string | null) | undefined)?.(move, ctx);
    if (words) return cap(words);
  }
  return describeMove(state, move, viewer);
}
