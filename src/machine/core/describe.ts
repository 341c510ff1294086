/**
 * Plain-language text for moves and events, for logs, captions and screen-reader announcements.
 * A viewpoint hides what that viewer could not see (cards drawn into someone else's hand). Each
 * move family says its own move; each module says its own events.
 */
import { assetInfo, type AssetId } from '../data/assets.ts';
import { BILLIONAIRES } from '../data/billionaires.ts';
import { type CardId, cardName } from '../data/cards.ts';
import { MARKET_NAMES, type MarketId } from '../data/markets.ts';
import { describeOutcome } from './chosen.ts';
import type { GameEvent } from './events.ts';
import { familyOf, installedModules } from './module.ts';
import type { DescribeContext, Move, Viewer } from './moves.ts';
import type { GameState, Seat } from './state.ts';

export type { Viewer };

export function playerName(state: GameState, seat: Seat | null | undefined): string {
  if (seat === undefined || seat === null) return 'someone';
  const p = state.players[seat];
  return p ? `the ${BILLIONAIRES[p.billionaire].name}` : `seat ${seat + 1}`;
}

/** A sentence starts with a capital: "The War Profiteer draws…". */
export function cap(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "the War Profiteer's", "the Toys Market's": a possessive for a name. */
export function possessive(name: string): string {
  return name.endsWith('s') ? `${name}'` : `${name}'s`;
}

function cards(list: readonly CardId[]): string {
  return list.length === 0 ? 'no cards' : list.map(cardName).join(' + ');
}

const market = (m: MarketId) => `the ${MARKET_NAMES[m]} Market`;
const asset = (a: AssetId) => `the ${assetInfo(a).name}`;

function contextOf(state: GameState, viewer: Viewer, capitals = false): DescribeContext {
  return { state, viewer, name: (seat) => (capitals ? cap(playerName(state, seat)) : playerName(state, seat)) };
}

/** One sentence for a core or Level 1 event, as the viewer would experience it. */
function describeCore(state: GameState, e: GameEvent, viewer: Viewer): string | null {
  const name = (s: Seat | null | undefined) => playerName(state, s);
  const who = 'player' in e ? cap(name(e.player as Seat | null)) : '';
  const sees = viewer === 'table' || !('secret' in e) || ('player' in e && viewer === e.player);
  const card = (id: CardId | null) => (id && sees ? cardName(id) : 'a card');
  switch (e.type) {
    case 'drew':
    case 'drewAfterInvest':
      return `${who} draws ${card(e.card)} (${e.count} left in the deck).`;
    case 'buyAnnounced':
      return `${who} tries to Buy at ${market(e.market)} with ${cards(e.cards)}.`;
    case 'marketRevealed':
      return `${cap(market(e.market))} is revealed: ${cards(e.cards)}.`;
    case 'suitBonus':
      return `Suit bonus: ${cards(e.cards)} ${e.cards.length === 1 ? 'counts' : 'count'} for ${name(e.player)}.`;
    case 'buyWon':
      return `${who} wins the Buy, ${e.score} to ${e.against}.`;
    case 'buyFailed':
      return `${who} fails to Buy: ${e.score} does not beat ${e.against}.`;
    case 'assetClaimed':
      return `${who} claims ${asset(e.asset)}.`;
    case 'claimDeclined':
      return `${who} claims no Asset.`;
    case 'cardsDiscarded':
      return `${cap(cards(e.cards))} ${e.cards.length === 1 ? 'goes' : 'go'} to the Discard pile.`;
    case 'inflation':
      return e.count === e.wanted
        ? `Inflation: ${e.count} new cards at ${market(e.market)}, ${e.card ? cardName(e.card) : 'none'} face-up.`
        : `Inflation: the deck runs out, so ${market(e.market)} gets ${e.count} of ${e.wanted} cards.`;
    case 'marketClosed':
      return `${cap(market(e.market))} has no Assets left and closes.`;
    case 'marketReopened':
      return `${cap(market(e.market))} has an Asset again and reopens.`;
    case 'invested':
      return `${who} Invests ${card(e.card)} face-down at ${market(e.market)}.`;
    case 'noCardToDraw':
      return `The Draw deck is empty, so ${name(e.player)} draws nothing.`;
    case 'exchangedHand':
      return `${who} swaps ${cardName(e.cards[0])} from hand for ${cardName(e.cards[1])} at ${market(e.market)}.`;
    case 'exchangedMarkets':
      return `${who} swaps the face-up cards of ${market(e.markets[0])} (${cardName(e.cards[0])}) and ${market(e.markets[1])} (${cardName(e.cards[1])}).`;
    case 'audited':
      return `${who} Audits ${e.other === e.player ? 'themself' : name(e.other)}: ${asset(e.asset)} must go back.`;
    case 'assetReturned':
      return `${cap(asset(e.asset))} goes back to ${market(e.market)}.`;
    case 'assetRemoved':
      return `${cap(market(e.market))} already holds three Assets, so ${asset(e.asset)} leaves the game.`;
    case 'scammed':
      return `${who} Scams ${name(e.other)}, taking ${asset(e.assets[0])} and giving ${asset(e.assets[1])}.`;
    case 'marketsGamed':
      return `${who} Games the Market: every Market's cards are shuffled and dealt out, ${e.count} to each open Market${e.cards.length ? `; ${e.cards.length} left over to the Discard pile` : ''}.`;
    case 'passed':
      return `${who} cannot take any Action and passes.`;
    case 'turnEnded':
      return `${possessive(who)} turn ends.`;
    case 'roundEnded':
      return e.rule === 'round.early-end' ? 'The table agrees to end the Round early.' : 'The Draw deck has run out: the Round ends.';
    case 'gathered':
      return `All Market cards and the Discard pile are shuffled into a new Draw deck of ${e.count} cards.`;
    case 'emergencyMeasures':
      return `Emergency Measures: only ${e.count} Market${e.count === 1 ? ' is' : 's are'} open, so every Billionaire with an Asset gives one back.`;
    case 'refilled':
      return `Every open Market is dealt new cards by inflation.`;
    case 'firstPlayer':
      return e.players.length > 1
        ? `Poorest Player tie (${e.players.map((p) => name(p)).join(', ')}): ${name(e.player)} wins the draw and starts the Round.`
        : `${who} is the Poorest Player and starts the Round.`;
    case 'gameWon':
      return `${who} holds all five Assets they need and wins the game!`;
    case 'outcomeChosen':
      return describeOutcome(e.outcome, name, viewer === 'table');
    default:
      return null;
  }
}

/** One sentence for an event, as the viewer would experience it. */
export function describeEvent(state: GameState, e: GameEvent, viewer: Viewer = 'table'): string {
  const core = describeCore(state, e, viewer);
  if (core !== null) return core;
  for (const m of installedModules()) {
    const say = m.describe?.[e.type] as ((ev: GameEvent, ctx: DescribeContext) => string) | undefined;
    if (say) return cap(say(e, contextOf(state, viewer)));
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
