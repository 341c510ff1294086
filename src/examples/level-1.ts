/**
 * Worked examples for Level 1: Buying, Investing, Exchanging, the Special Action cards and the end
 * of a Round. The first two follow the rulebook's own stories (Donald's Buy; Vivian and Vlad); the
 * others show the cases readers most often ask about. Every position names the cards that matter
 * and the top of the Draw deck, so each step plays out the same way every time.
 */
import type { WorkedExample } from './types.ts';

/** Donald, the Property Speculator, Buys the Golf Plantation thanks to a Locks card in the Market. */
const suitBonusBuy: WorkedExample = {
  id: 'l1-suit-bonus-buy',
  title: 'A Buy won by the Suit bonus',
  intro:
    'Donald plays the Property Speculator, whose Suit is blue Locks, and he is after the Golf Plantation at Vanity. That Market shows a 1 face-up; nobody knows what lies under it.',
  position: {
    seed: 101,
    players: [
      { billionaire: 'property-speculator', hand: ['bombs-1'] },
      { billionaire: 'media-baron', hand: ['dishes-7', 'locks-8'] },
      { billionaire: 'aristocrat', hand: ['diamonds-4'] },
    ],
    markets: {
      vanity: { faceUp: 'diamonds-1', faceDown: ['locks-4'] },
    },
    deck: ['bolts-4', 'bolts-2', 'bombs-8', 'diamonds-5', 'dishes-6', 'locks-2', 'bolts-8'],
  },
  steps: [
    {
      move: { type: 'draw' },
      caption: 'Donald starts his turn by taking the top card of the deck, a 2. With the 1 he already had, his hand is worth 3.',
      rule: 'turn.draw',
    },
    {
      move: { type: 'buy', market: 'vanity', cards: ['bombs-1', 'bolts-4'] },
      caption:
        'He puts both cards down for Vanity and turns its cards over: the face-up 1 and a hidden 2, which would make a losing three-all tie. But the 2 is a Locks card, so it scores for Donald instead and he wins 5 to 1.',
      rule: 'buy.suit-bonus',
    },
    {
      move: { type: 'claim', asset: 'golf-plantation' },
      caption:
        'Donald places the Golf Plantation on his board, and all four cards go to the Discard pile. Vanity now has two Assets left, so inflation deals it three new cards, the last one face-up.',
      rule: 'buy.inflation',
    },
    {
      move: { type: 'buy', market: 'vanity', cards: ['dishes-7', 'locks-8'] },
      caption:
        'The Media Baron tries Vanity straight away with 6 in hand, but the three new cards also add up to 6 and none is his Satellite Dishes. A tie fails: his cards are discarded and Vanity gets three fresh ones.',
      rule: 'buy.compare',
    },
  ],
};

/** Vivian (Aristocrat) Invests at Toys; Vlad (War Profiteer) spoils it by swapping two face-up cards. */
const investThenExchange: WorkedExample = {
  id: 'l1-invest-then-exchange',
  title: 'An Invest, and an Exchange in reply',
  intro:
    'Vivian plays the Aristocrat (purple Diamonds) and holds a 1 of Diamonds. Vlad plays the War Profiteer (yellow Bombs) and holds a 3 of Locks. Toys shows a 1 of Bombs face-up; Power shows a 2 of Satellite Dishes.',
  position: {
    seed: 102,
    players: [
      { billionaire: 'aristocrat', hand: ['diamonds-1'] },
      { billionaire: 'war-profiteer', hand: ['locks-7'] },
      { billionaire: 'media-baron', hand: ['dishes-2'] },
    ],
    markets: {
      influence: { faceUp: 'bolts-3', faceDown: ['locks-3'] },
      power: { faceUp: 'dishes-4', faceDown: ['diamonds-6'] },
      toys: { faceUp: 'bombs-1', faceDown: ['bolts-7'] },
    },
    deck: ['diamonds-8', 'locks-8', 'bolts-2', 'bombs-5', 'dishes-9', 'locks-5', 'diamonds-3', 'bolts-5', 'bombs-9'],
  },
  steps: [
    {
      move: { type: 'draw' },
      caption: 'Vivian draws a card first, a 3 of Diamonds.',
      rule: 'turn.draw',
    },
    {
      move: { type: 'invest', card: 'diamonds-1', market: 'toys' },
      caption:
        'Her Action is an Invest: the 1 of Diamonds goes face-down at Toys, under the face-up card, and she draws again. Next turn it will count for her when she Buys the Personal Zoo.',
      rule: 'invest.card',
    },
    {
      move: { type: 'draw' },
      caption: 'Vlad wants to spoil her plan. He draws first and keeps his valuable 3 of Locks.',
      rule: 'turn.draw',
    },
    {
      move: { type: 'exchangeMarkets', markets: ['toys', 'power'] },
      caption:
        'Instead of giving up a hand card, he swaps the face-up cards of Toys and Power. Toys now costs Vivian one more, and his own Bombs card waits at Power, where he wants the Mercenary Army.',
      rule: 'exchange.markets',
    },
    {
      move: { type: 'exchangeHand', card: 'dishes-2', market: 'influence' },
      caption: 'The Media Baron trades his 1 for the face-up card at Influence, a 1 of Electrical Bolts.',
      rule: 'exchange.hand',
    },
    {
      move: { type: 'buy', market: 'toys', cards: ['diamonds-8', 'locks-8'] },
      caption: 'Vivian Buys at Toys with 6. The Market holds 2 + 1 + 3, but her invested Diamond scores for her: 7 against 5.',
      rule: 'buy.suit-bonus',
    },
    {
      move: { type: 'claim', asset: 'personal-zoo' },
      caption: 'She takes the Personal Zoo; Toys has two Assets left and is dealt three cards.',
      rule: 'buy.claim',
    },
    {
      move: { type: 'buy', market: 'power', cards: ['locks-7', 'bolts-2'] },
      caption: 'Vlad goes to Power with 4. The Bombs card he moved there is his: 5 against 2.',
      rule: 'buy.suit-bonus',
    },
    {
      move: { type: 'claim', asset: 'mercenary-army' },
      caption: 'The Mercenary Army is his. Both players got what they wanted, one turn apart.',
      rule: 'buy.claim',
    },
  ],
};

/** Inflation with one Asset left (four cards), then the last Asset bought and the Market closed. */
const inflation: WorkedExample = {
  id: 'l1-inflation',
  title: 'Inflation, and a Market that closes',
  intro:
    'Legacy has only two Assets left, the Corporate Enclave and the Art Hoard (the War Profiteer holds the Scam Charity), so it carries three cards. The Aristocrat needs two Legacy Assets.',
  position: {
    seed: 103,
    players: [
      { billionaire: 'aristocrat', hand: ['diamonds-7', 'bombs-5'] },
      { billionaire: 'media-baron', hand: ['dishes-8'] },
      { billionaire: 'war-profiteer', hand: [], assets: ['scam-charity'] },
    ],
    markets: {
      legacy: { assets: ['corporate-enclave', 'art-hoard'], faceUp: 'locks-1', faceDown: ['bolts-1', 'bombs-3'] },
    },
    deck: ['dishes-5', 'bolts-5', 'locks-6', 'bombs-9', 'dishes-9', 'diamonds-2', 'locks-2'],
  },
  steps: [
    {
      move: { type: 'buy', market: 'legacy', cards: ['diamonds-7', 'bombs-5'] },
      caption: 'The Aristocrat Buys at Legacy with 5 against three 1s: an easy win.',
      rule: 'buy.compare',
    },
    {
      move: { type: 'claim', asset: 'art-hoard' },
      caption: 'She takes the Art Hoard. Only one Asset is left at Legacy, so inflation deals it four cards: the rarer an Asset, the more it costs.',
      rule: 'buy.inflation',
    },
    {
      move: { type: 'draw' },
      caption: 'The Media Baron draws a 3 of Satellite Dishes, giving him 6.',
      rule: 'turn.draw',
    },
    {
      move: { type: 'buy', market: 'legacy', cards: ['dishes-8', 'dishes-9'] },
      caption: 'He tries for the last Legacy Asset. The four cards add up to 9, but the 2 of Satellite Dishes among them is his Suit: 8 against 7.',
      rule: 'buy.suit-bonus',
    },
    {
      move: { type: 'claim', asset: 'corporate-enclave' },
      caption: 'He takes the Corporate Enclave. Legacy has no Assets left, so it gets no new cards: it is closed, and nobody can Buy or Invest there any more.',
      rule: 'market.closed',
    },
  ],
};

/** Game the Market with a remainder, then the optional Buy with that card and one more. */
const gameTheMarket: WorkedExample = {
  id: 'l1-game-the-market',
  title: 'Game the Market',
  intro:
    'The Tech Overlord (green Electrical Bolts) wants the Private Island, but Toys is loaded: three cards worth 3 each. The other Markets hold two cards each, eleven cards in all.',
  position: {
    seed: 104,
    players: [
      { billionaire: 'tech-overlord', hand: ['bolts-6'] },
      { billionaire: 'aristocrat', hand: ['diamonds-5'], assets: ['mega-yacht'] },
      { billionaire: 'property-speculator', hand: ['locks-5'] },
    ],
    markets: {
      influence: { faceUp: 'bombs-1', faceDown: ['dishes-1'] },
      legacy: { faceUp: 'diamonds-1', faceDown: ['locks-1'] },
      power: { faceUp: 'bombs-4', faceDown: ['dishes-4'] },
      toys: { faceUp: 'locks-7', faceDown: ['diamonds-7', 'bombs-7'] },
      vanity: { faceUp: 'bolts-1', faceDown: ['dishes-7'] },
    },
    deck: ['game-the-market', 'dishes-2', 'diamonds-3', 'bombs-2', 'locks-3', 'bolts-8'],
  },
  steps: [
    {
      move: { type: 'draw' },
      caption: 'The Tech Overlord draws the Game the Market card.',
      rule: 'turn.draw',
    },
    {
      move: {
        type: 'gameTheMarket',
        card: 'game-the-market',
        deal: ['locks-7', 'diamonds-7', 'bombs-7', 'dishes-7', 'dishes-4', 'bombs-4', 'bolts-1', 'bombs-1', 'diamonds-1', 'dishes-1', 'locks-1'],
      },
      caption:
        'He plays it as his Action: all eleven Market cards are gathered, shuffled and dealt out two to each of the five open Markets (the second face-up), and the one card left over is discarded. The expensive cards have landed at Influence and Legacy.',
      rule: 'gtm.redistribute',
    },
    {
      move: { type: 'buy', market: 'toys', cards: ['game-the-market', 'bolts-6'] },
      caption:
        'He may now Buy, using the Game the Market card as a 2 plus one card from his hand. Toys holds a 1 of Bombs and a 1 of Bolts, and the Bolts card is his: 5 against 1.',
      rule: 'gtm.buy',
    },
    {
      move: { type: 'claim', asset: 'private-island' },
      caption: 'He takes the Private Island. The Game the Market card is discarded with the rest, and Toys, down to one Asset, is dealt four cards.',
      rule: 'buy.discard',
    },
  ],
};

/** Two Audits at Toys: the first fills the Market back to three Assets, the second sends an Asset out of the game. */
const auditFullMarket: WorkedExample = {
  id: 'l1-audit-full-market',
  title: 'An Audit into a full Market',
  intro:
    'Four players, so each Billionaire began with a starred Asset. The Tech Overlord holds two Toys Assets, the Luxury Jet and the Mega Yacht; Toys itself has two left. The Aristocrat holds an Audit card.',
  position: {
    seed: 105,
    players: [
      { billionaire: 'aristocrat', hand: ['audit-1', 'diamonds-4'] },
      { billionaire: 'war-profiteer', hand: ['bombs-2'] },
      { billionaire: 'media-baron', hand: ['dishes-6'] },
      { billionaire: 'tech-overlord', hand: ['bolts-8', 'bolts-9'], assets: ['luxury-jet', 'mega-yacht'] },
    ],
    markets: {
      toys: { assets: ['private-island', 'personal-zoo'], faceUp: 'locks-1', faceDown: ['diamonds-2', 'dishes-1'] },
    },
    deck: ['audit-2', 'bombs-6', 'locks-4', 'diamonds-8', 'dishes-8', 'bolts-1'],
  },
  steps: [
    {
      move: { type: 'audit', card: 'audit-1', player: 3, asset: 'mega-yacht' },
      caption:
        'The Aristocrat plays her Audit instead of an Action and picks the Tech Overlord\u2019s Mega Yacht. It goes back to Toys, which now holds three Assets again; its cards stay as they were.',
      rule: 'audit.return',
    },
    {
      move: { type: 'draw' },
      caption: 'The War Profiteer draws the second Audit card.',
      rule: 'turn.draw',
    },
    {
      move: { type: 'audit', card: 'audit-2', player: 3, asset: 'luxury-jet' },
      caption: 'He Audits the Luxury Jet. Toys already has three Assets and has no room for a fourth, so the Luxury Jet is out of the game for good.',
      rule: 'assets.return',
    },
    {
      move: { type: 'invest', card: 'dishes-6', market: 'toys' },
      caption: 'The Media Baron makes Toys dearer still: he Invests a 2 there face-down and draws.',
      rule: 'invest.card',
    },
    {
      move: { type: 'buy', market: 'toys', cards: ['bolts-8', 'bolts-9'] },
      caption: 'The Tech Overlord fights back with two 3s. Toys holds 1 + 2 + 1 + 1: he wins 6 to 5.',
      rule: 'buy.compare',
    },
    {
      move: { type: 'claim', asset: 'mega-yacht' },
      caption: 'He takes the Mega Yacht back. The Luxury Jet is gone for good, so his second Toys Asset will have to be one of the two still at Toys.',
      rule: 'buy.claim',
    },
  ],
};

/**
 * Only Vanity is open when the deck runs out: every Billionaire with an Asset gives one back, two
 * closed Markets reopen, a fourth Vanity Asset leaves the game, and the poorest starts.
 */
const emergencyMeasures: WorkedExample = {
  id: 'l1-emergency-measures',
  title: 'Emergency Measures',
  intro:
    'Late in a Round only Vanity is still open (with three Assets); the other four Markets are closed. One card is left in the deck, and it is the War Profiteer\u2019s turn.',
  position: {
    seed: 106,
    players: [
      { billionaire: 'property-speculator', hand: ['locks-7'], assets: ['political-lobbyists', 'mercenary-army', 'private-island', 'cult-of-personality'] },
      { billionaire: 'aristocrat', hand: ['diamonds-7'], assets: ['corporate-enclave', 'art-hoard', 'think-tank', 'tabloid-empire'] },
      { billionaire: 'war-profiteer', hand: ['bombs-4'], assets: ['unnamed-power-asset', 'scam-charity', 'personal-zoo', 'social-media-company'] },
    ],
    markets: {
      influence: { assets: [], faceUp: null, faceDown: [] },
      legacy: { assets: [], faceUp: null, faceDown: [] },
      power: { assets: [], faceUp: null, faceDown: [] },
      toys: { assets: [], faceUp: null, faceDown: [] },
      vanity: { faceUp: 'locks-1', faceDown: ['diamonds-1'] },
    },
    removedAssets: ['mega-yacht'],
    current: 2,
    deck: ['dishes-1'],
    deckSize: 1,
  },
  steps: [
    {
      move: { type: 'draw' },
      caption: 'The War Profiteer draws the last card. The deck is empty, so this Round ends once his turn is over.',
      rule: 'round.end',
    },
    {
      move: { type: 'invest', card: 'bombs-4', market: 'vanity' },
      caption:
        'He Invests at Vanity but has nothing left to draw, so the Round ends and every card is gathered and shuffled into a new deck. With only one Market open, Emergency Measures apply, starting with him.',
      rule: 'round.emergency',
    },
    {
      move: { type: 'returnAsset', asset: 'personal-zoo' },
      caption: 'He gives back the Personal Zoo. Toys gets an Asset again, so it reopens.',
      rule: 'round.emergency',
    },
    {
      move: { type: 'returnAsset', asset: 'cult-of-personality' },
      caption: 'The Property Speculator gives back the Cult of Personality, but Vanity is full with three Assets: it leaves the game.',
      rule: 'assets.return',
    },
    {
      move: { type: 'returnAsset', asset: 'think-tank' },
      caption:
        'The Aristocrat gives back the Think Tank, reopening Influence, and the three open Markets are refilled by inflation. She now has the most empty spaces (three), so as the Poorest Player she starts the next Round.',
      rule: 'round.poorest',
    },
  ],
};

/** A Buy whose inflation takes the last cards: the Buy is finished, then the Round ends. */
const roundEndsDuringBuy: WorkedExample = {
  id: 'l1-round-ends-during-buy',
  title: 'The deck runs out during a Buy',
  intro: 'Three cards are left in the deck. The Media Baron (peach Satellite Dishes) has a 3 and wants the Political Lobbyists at Influence.',
  position: {
    seed: 107,
    players: [
      { billionaire: 'media-baron', hand: ['dishes-7'] },
      { billionaire: 'war-profiteer', hand: ['bombs-4'] },
      { billionaire: 'tech-overlord', hand: [], assets: ['mega-yacht'] },
    ],
    markets: {
      influence: { faceUp: 'bombs-1', faceDown: ['dishes-1'] },
    },
    deck: ['dishes-5', 'bolts-2', 'diamonds-9'],
    deckSize: 3,
  },
  steps: [
    {
      move: { type: 'draw' },
      caption: 'The Media Baron draws a 2 of Satellite Dishes. Two cards remain in the deck.',
      rule: 'turn.draw',
    },
    {
      move: { type: 'buy', market: 'influence', cards: ['dishes-7', 'dishes-5'] },
      caption: 'He Buys at Influence with 5. The hidden card there is a 1 of his own Suit, so he wins 6 to 1.',
      rule: 'buy.compare',
    },
    {
      move: { type: 'claim', asset: 'political-lobbyists' },
      caption:
        'He takes the Political Lobbyists, and inflation deals Influence the only two cards left instead of three. The Buy is complete and the deck is empty, so the Round ends: all cards are gathered and shuffled, and every Market is refilled.',
      rule: 'round.end',
    },
    {
      move: { type: 'draw' },
      caption: 'The War Profiteer holds no Asset he needs, so with five empty spaces he is the Poorest Player and opens the new Round, drawing from the fresh deck.',
      rule: 'round.poorest',
    },
  ],
};

export const LEVEL_1_EXAMPLES: readonly WorkedExample[] = [
  suitBonusBuy,
  investThenExchange,
  inflation,
  gameTheMarket,
  auditFullMarket,
  emergencyMeasures,
  roundEndsDuringBuy,
];
