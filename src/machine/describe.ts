/**
 * Plain-language text for moves and events, for logs, captions and screen-reader announcements.
 * A viewpoint hides what that viewer could not see (cards drawn into someone else's hand).
 */
import { assetInfo } from './data/assets.ts';
import { BILLIONAIRES } from './data/billionaires.ts';
import { type CardId, cardName } from './data/cards.ts';
import { MARKET_NAMES, type MarketId } from './data/markets.ts';
import { panicInfo } from './data/panic.ts';
import type { GameEvent } from './events.ts';
import type { Move } from './moves.ts';
import type { GameState, PlayerIndex } from './state.ts';

/** Who is looking: 'table' sees everything (teaching); a seat sees only what that player would. */
export type Viewer = 'table' | PlayerIndex;

export function playerName(state: GameState, seat: PlayerIndex | undefined): string {
  if (seat === undefined) return 'Someone';
  const p = state.players[seat];
  return p ? `the ${BILLIONAIRES[p.billionaire].name}` : `seat ${seat + 1}`;
}

function cap(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function cards(list: readonly CardId[] | undefined): string {
  if (!list || list.length === 0) return 'no cards';
  return list.map(cardName).join(' + ');
}

function market(m: MarketId | undefined): string {
  return m ? `the ${MARKET_NAMES[m]} Market` : 'a Market';
}

function asset(a: string | undefined): string {
  return a ? `the ${assetInfo(a as never).name}` : 'an Asset';
}

/** One sentence for an event, as the viewer would experience it. */
export function describeEvent(state: GameState, e: GameEvent, viewer: Viewer = 'table'): string {
  const who = cap(playerName(state, e.player));
  const sees = viewer === 'table' || viewer === e.player || !e.secret;
  const card = (id: CardId | undefined) => (id && sees ? cardName(id) : 'a card');
  switch (e.type) {
    case 'drew':
      return `${who} draws ${card(e.card)} (${e.count} left in the deck).`;
    case 'buyAnnounced':
      return `${who} tries to Buy at ${market(e.market)} with ${cards(e.cards)}.`;
    case 'marketRevealed':
      return `${cap(market(e.market))} is revealed: ${cards(e.cards)}.`;
    case 'suitBonus':
      return `Suit bonus: ${cards(e.cards)} ${e.cards?.length === 1 ? 'counts' : 'count'} for ${playerName(state, e.player)}.`;
    case 'buyWon':
      return `${who} wins the Buy, ${e.score} to ${e.against}.`;
    case 'buyFailed':
      return `${who} fails to Buy: ${e.score} does not beat ${e.against}.`;
    case 'assetClaimed':
      return `${who} claims ${asset(e.asset)}.`;
    case 'claimDeclined':
      return `${who} claims no Asset.`;
    case 'cardsDiscarded':
      return `${cap(cards(e.cards))} ${e.cards?.length === 1 ? 'goes' : 'go'} to the Discard pile.`;
    case 'inflation':
      return e.count === e.wanted
        ? `Inflation: ${e.count} new cards at ${market(e.market)}, ${card(e.card)} face-up.`
        : `Inflation: the deck runs out, so ${market(e.market)} gets ${e.count} of ${e.wanted} cards.`;
    case 'marketClosed':
      return `${cap(market(e.market))} has no Assets left and closes.`;
    case 'marketReopened':
      return `${cap(market(e.market))} has an Asset again and reopens.`;
    case 'invested':
      return `${who} Invests ${card(e.card)} face-down at ${market(e.market)}.`;
    case 'drewAfterInvest':
      return `${who} draws ${card(e.card)} (${e.count} left in the deck).`;
    case 'noCardToDraw':
      return `The Draw deck is empty, so ${playerName(state, e.player)} draws nothing.`;
    case 'exchangedHand':
      return `${who} swaps ${card(e.cards?.[0])} from hand for ${cardName(e.cards![1]!)} at ${market(e.market)}.`;
    case 'exchangedMarkets':
      return `${who} swaps the face-up cards of ${market(e.markets?.[0])} (${cardName(e.cards![0]!)}) and ${market(e.markets?.[1])} (${cardName(e.cards![1]!)}).`;
    case 'audited':
      return `${who} Audits ${e.other === e.player ? 'themself' : playerName(state, e.other)}: ${asset(e.asset)} must go back.`;
    case 'assetReturned':
      return `${cap(asset(e.asset))} goes back to ${market(e.market)}.`;
    case 'assetRemoved':
      return `${cap(market(e.market))} already holds three Assets, so ${asset(e.asset)} leaves the game.`;
    case 'scammed':
      return `${who} Scams ${playerName(state, e.other)}, taking ${asset(e.assets?.[0])} and giving ${asset(e.assets?.[1])}.`;
    case 'marketsGamed':
      return `${who} Games the Market: every Market's cards are shuffled and dealt out, ${e.count} to each open Market${e.cards?.length ? `; ${e.cards.length} left over to the Discard pile` : ''}.`;
    case 'passed':
      return `${who} cannot take any Action and passes.`;
    case 'turnEnded':
      return `${who}'s turn ends.`;
    case 'roundEnded':
      return e.rule === 'round.early-end' ? 'The table agrees to end the Round early.' : 'The Draw deck has run out: the Round ends.';
    case 'gathered':
      return `All Market cards and the Discard pile are shuffled into a new Draw deck of ${e.count} cards.`;
    case 'emergencyMeasures':
      return `Emergency Measures: only ${e.count} Market${e.count === 1 ? ' is' : 's are'} open, so every Billionaire with an Asset gives one back.`;
    case 'refilled':
      return `Every open Market is dealt new cards by inflation.`;
    case 'firstPlayer':
      return (e.players?.length ?? 0) > 1
        ? `Poorest Player tie (${e.players!.map((p) => playerName(state, p)).join(', ')}): ${playerName(state, e.player)} wins the draw and starts the Round.`
        : `${who} is the Poorest Player and starts the Round.`;
    case 'gameWon':
      return `${who} holds all five Assets they need and wins the game!`;
    case 'stacked':
      return `Chosen outcome: the next ${e.cards?.length === 1 ? 'card' : 'cards'} off the deck will be ${cards(e.cards)}.`;
    case 'tieBreakChosen':
      return `Chosen outcome: ${playerName(state, e.player)} wins the next tie-break.`;
    case 'crisisFound':
      return `${cardName(e.card!)} is found in the Market: it counts ${e.count} against ${playerName(state, e.player)}.`;
    case 'crisisDiscarded':
      return `Several Crises here: only ${cardName(e.card!)} (most Rebel icons) stays; ${cards(e.cards)} ${e.cards?.length === 1 ? 'is' : 'are'} discarded with no effect.`;
    case 'crisisActivated':
      return e.rule === 'crisis.end-of-round'
        ? `End of Round: ${cardName(e.card!)} is Activated beside the Guillotine with ${e.count} Rebel${e.count === 1 ? '' : 's'} (${e.against} of 10 on Crises).`
        : `${cardName(e.card!)} is Activated beside the Guillotine with ${e.count} Rebel${e.count === 1 ? '' : 's'} (${e.against} of 10 on Crises).`;
    case 'crisesToDiscard':
      return `${cap(cards(e.cards))} from the set-aside Crises ${e.cards?.length === 1 ? 'goes' : 'go'} to the Discard pile.`;
    case 'revolution':
      return 'All ten Rebels stand on Crises: the Revolution! Every Billionaire loses.';
    case 'panicStarted':
      return `${e.count} Rebels stand on Crises: Panic! ${who} caused the last Crisis.`;
    case 'panicCardDrawn':
      return `${who} draws a Panic! card, ${panicInfo(e.panic!).name}: one Asset each of ${panicInfo(e.panic!).types.map((t) => MARKET_NAMES[t]).join(', ')} may be sacrificed.`;
    case 'panicOffered':
      return `${who} offers ${asset(e.asset)} for the sacrifice.`;
    case 'panicWithdrawn':
      return `${who} takes back the offer of ${asset(e.asset)}.`;
    case 'panicTraded':
      return `${who} trades ${asset(e.assets?.[0])} to ${playerName(state, e.other)} for ${asset(e.assets?.[1])}.`;
    case 'panicSacrificed':
      return `The table agrees: ${(e.assets ?? []).map((a) => asset(a)).join(', ')} ${e.assets?.length === 1 ? 'is' : 'are'} sacrificed.`;
    case 'panicFailed':
      return 'The table cannot agree on the sacrifice: the Panic! fails and nothing changes.';
    case 'dieRolled':
      return `${who} rolls a ${e.count}: that many Rebels leave the Crises.`;
    case 'rebelRemoved':
      return `A Rebel leaves ${cardName(e.card!)}.`;
    case 'panicEnded':
      return 'The Panic! cards leave the game: there is only one Panic! a game.';
    case 'rollChosen':
      return `Chosen outcome: the next die roll will be ${e.count}.`;
    case 'crisisChosen':
      return `Chosen outcome: the next set-aside Crisis drawn will be ${cardName(e.card!)}.`;
    case 'panicChosen':
      return `Chosen outcome: the Panic! card drawn will be ${panicInfo(e.panic!).name}.`;
  }
}

/**
 * A short label for a move, as a button or a log line would show it. From a seat's viewpoint, cards
 * that seat could not see (another player's Invest, a card chosen for someone else's draw) are not named.
 */
export function describeMove(state: GameState, move: Move, viewer: Viewer = 'table'): string {
  const sees = viewer === 'table' || viewer === state.current;
  switch (move.type) {
    case 'draw':
      return move.card && sees ? `Draw (${cardName(move.card)})` : 'Draw a card';
    case 'buy':
      return `Buy at ${MARKET_NAMES[move.market]} with ${cards(move.cards)}`;
    case 'claim':
      return `Claim ${assetInfo(move.asset).name}`;
    case 'declineClaim':
      return 'Claim nothing';
    case 'invest':
      return `Invest ${sees ? cardName(move.card) : 'a card'} at ${MARKET_NAMES[move.market]}`;
    case 'exchangeHand':
      return `Exchange ${cardName(move.card)} for ${MARKET_NAMES[move.market]}'s face-up card`;
    case 'exchangeMarkets':
      return `Swap face-up cards: ${MARKET_NAMES[move.markets[0]]} ↔ ${MARKET_NAMES[move.markets[1]]}`;
    case 'audit':
      return `Audit ${playerName(state, move.player)}: ${assetInfo(move.asset).name}`;
    case 'scam':
      return `Scam ${playerName(state, move.player)}: take ${assetInfo(move.take).name}, give ${assetInfo(move.give).name}`;
    case 'gameTheMarket':
      return 'Play Game the Market';
    case 'skipBuy':
      return 'End the turn without buying';
    case 'pass':
      return 'Pass (no Action possible)';
    case 'returnAsset':
      return `Give back ${assetInfo(move.asset).name}`;
    case 'endRoundEarly':
      return 'End the Round early (all agree)';
    case 'stack':
      return viewer === 'table' ? `Next off the deck: ${cards(move.cards)}` : `Next off the deck: ${move.cards.length} chosen card${move.cards.length === 1 ? '' : 's'}`;
    case 'nextTieBreak':
      return `${cap(playerName(state, move.player))} wins the next tie-break`;
    case 'panicOffer':
      return `${cap(playerName(state, move.player))} offers ${assetInfo(move.asset).name}`;
    case 'panicWithdraw':
      return `Withdraw the offer of ${assetInfo(move.asset).name}`;
    case 'panicTrade':
      return `${cap(playerName(state, move.player))} trades ${assetInfo(move.give).name} for ${playerName(state, move.partner)}'s ${assetInfo(move.take).name}`;
    case 'panicAgree':
      return 'Agree to the sacrifice';
    case 'panicRefuse':
      return 'Refuse: the Panic! fails';
    case 'removeRebel':
      return `Remove a Rebel from ${cardName(move.crisis)}`;
    case 'nextRoll':
      return `The next die roll is ${move.value}`;
    case 'nextCrisis':
      return `The next set-aside Crisis is ${cardName(move.crisis)}`;
    case 'nextPanic':
      return `The Panic! card drawn is ${panicInfo(move.panic).name}`;
  }
}
