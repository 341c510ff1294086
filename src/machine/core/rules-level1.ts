/**
 * The rules a Level 1 game can cite (its setup, its turn and the playground's tools): the only
 * titles in the playground's first download. The others come with their modules (rules-more.ts).
 */
import type { RuleDef } from './rule-pages.ts';

export const LEVEL_1_RULES = {
  // Setup
  'setup.players': { page: 'setup', title: 'Number of players' },
  'setup.billionaires': { page: 'setup', title: 'Billionaires and their Suits' },
  'setup.assets': { page: 'setup', title: 'Assets in the Markets' },
  'setup.starred-assets': { page: 'setup', title: 'Starred Assets' },
  'setup.deck': { page: 'setup', title: 'The Draw deck' },
  'setup.markets': { page: 'setup', title: 'Dealing the Markets' },
  'setup.hands': { page: 'setup', title: 'Starting hands' },
  'setup.first-player': { page: 'setup', title: 'The Starting Player' },

  // Level 1: the turn
  'turn.order': { page: 'level-1', title: 'Taking turns' },
  'turn.draw': { page: 'level-1', title: 'Drawing a card' },
  'turn.hand-limit': { page: 'level-1', title: 'Hand limit' },
  'turn.action': { page: 'level-1', title: 'One Action a turn' },
  // Buy
  'buy.market': { page: 'level-1', title: 'Choosing a Market' },
  'buy.cards': { page: 'level-1', title: 'Cards you Buy with' },
  'buy.reveal': { page: 'level-1', title: 'Revealing the Market' },
  'buy.suit-bonus': { page: 'level-1', title: 'Suit bonus' },
  'buy.compare': { page: 'level-1', title: 'Winning or failing a Buy' },
  'buy.claim': { page: 'level-1', title: 'Claiming an Asset' },
  'buy.discard': { page: 'level-1', title: 'Discarding after a Buy' },
  'buy.inflation': { page: 'level-1', title: 'Inflation' },
  'buy.unneeded-assets': { page: 'level-1', title: 'Unneeded Assets and trading' },
  'market.closed': { page: 'level-1', title: 'Closed Markets' },
  // Invest and Exchange
  'invest.card': { page: 'level-1', title: 'Investing a card' },
  'invest.draw': { page: 'level-1', title: 'Drawing after an Invest' },
  'exchange.hand': { page: 'level-1', title: 'Exchanging with your hand' },
  'exchange.markets': { page: 'level-1', title: 'Swapping two Markets' },
  // Special Action cards
  'special.as-resource': { page: 'level-1', title: 'Special Action cards as Resources' },
  'special.instead-of-action': { page: 'level-1', title: 'Playing a Special Action' },
  'audit.return': { page: 'level-1', title: 'Audit' },
  'assets.return': { page: 'level-1', title: 'Returning an Asset to its Market' },
  'scam.swap': { page: 'level-1', title: 'Scam' },
  'scam.no-win': { page: 'level-1', title: 'No winning by Scam' },
  'gtm.redistribute': { page: 'level-1', title: 'Game the Market: reshuffling the Markets' },
  'gtm.buy': { page: 'level-1', title: 'Game the Market: the optional Buy' },
  'gtm.discard': { page: 'level-1', title: 'Game the Market: discarding the card' },
  // End of a Round
  'round.end': { page: 'level-1', title: 'When the Round ends' },
  'round.delay': { page: 'level-1', title: 'Delaying the end of the Round' },
  'round.gather': { page: 'level-1', title: 'Gather and shuffle' },
  'round.emergency': { page: 'level-1', title: 'Emergency Measures' },
  'round.early-end': { page: 'level-1', title: 'Ending a Round early by consensus' },
  'round.refill': { page: 'level-1', title: 'Refilling the Markets' },
  'round.poorest': { page: 'level-1', title: 'The Poorest Player goes first' },
  'victory.five-assets': { page: 'level-1', title: 'Winning the game' },

  // Tools for disputes and worked examples (not rules of the game, but the engine cites them too)
  'table.chosen-outcome': { page: 'playground', title: 'Choosing a draw or a roll' },
  'table.position': { page: 'playground', title: 'Setting up a position' },
  'table.card-values': { page: 'cards', title: 'Your own printed card values' },
  'table.cards': { page: 'cards', title: 'Your table’s own printed cards' },
  'link.format': { page: 'share-links', title: 'Share-link format' },
} as const satisfies Record<string, RuleDef>;
