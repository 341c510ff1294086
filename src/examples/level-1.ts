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
      { billionaire: 'property-speculator', hand: ['B1a'] },
      { billionaire: 'media-baron', hand: ['S3a', 'L3b'] },
      { billionaire: 'aristocrat', hand: ['D2a'] },
    ],
    markets: {
      vanity: { faceUp: 'D1a', faceDown: ['L2a'] },
    },
    deck: ['E2a', 'E1b', 'B3b', 'D2b', 'S2c', 'L1b', 'E3b'],
  },
  steps: [
    {
      move: { type: 'draw' },
      caption: 'Donald starts his turn by taking the top card of the deck, a 2. With the 1 he already had, his hand is worth 3.',
      rule: 'turn.draw',
    },
    {
      move: { type: 'buy', market: 'vanity', cards: ['B1a', 'E2a'] },
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
      move: { type: 'buy', market: 'vanity', cards: ['S3a', 'L3b'] },
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
      { billionaire: 'aristocrat', hand: ['D1a'] },
      { billionaire: 'war-profiteer', hand: ['L3a'] },
      { billionaire: 'media-baron', hand: ['S1b'] },
    ],
    markets: {
      influence: { faceUp: 'E1c', faceDown: ['L1c'] },
      power: { faceUp: 'S2a', faceDown: ['D2c'] },
      toys: { faceUp: 'B1a', faceDown: ['E3a'] },
    },
    deck: ['D3b', 'L3b', 'E1b', 'B2b', 'S3c', 'L2b', 'D1c', 'E2b', 'B3c'],
  },
  steps: [
    {
      move: { type: 'draw' },
      caption: 'Vivian draws a card first, a 3 of Diamonds.',
      rule: 'turn.draw',
    },
    {
      move: { type: 'invest', card: 'D1a', market: 'toys' },
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
      move: { type: 'exchangeHand', card: 'S1b', market: 'influence' },
      caption: 'The Media Baron trades his 1 for the face-up card at Influence, a 1 of Electrical Bolts.',
      rule: 'exchange.hand',
    },
    {
      move: { type: 'buy', market: 'toys', cards: ['D3b', 'L3b'] },
      caption:
        'Vivian Buys at Toys with 6. The Market holds 2 + 1 + 3, but her invested Diamond scores for her: 7 against 5.',
      rule: 'buy.suit-bonus',
    },
    {
      move: { type: 'claim', asset: 'personal-zoo' },
      caption: 'She takes the Personal Zoo; Toys has two Assets left and is dealt three cards.',
      rule: 'buy.claim',
    },
    {
      move: { type: 'buy', market: 'power', cards: ['L3a', 'E1b'] },
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
      { billionaire: 'aristocrat', hand: ['D3a', 'B2b'] },
      { billionaire: 'media-baron', hand: ['S3b'] },
      { billionaire: 'war-profiteer', hand: [], assets: ['scam-charity'] },
    ],
    markets: {
      legacy: { assets: ['corporate-enclave', 'art-hoard'], faceUp: 'L1a', faceDown: ['E1a', 'B1c'] },
    },
    deck: ['S2b', 'E2b', 'L2c', 'B3c', 'S3c', 'D1b', 'L1b'],
  },
  steps: [
    {
      move: { type: 'buy', market: 'legacy', cards: ['D3a', 'B2b'] },
      caption: 'The Aristocrat Buys at Legacy with 5 against three 1s: an easy win.',
      rule: 'buy.compare',
    },
    {
      move: { type: 'claim', asset: 'art-hoard' },
      caption:
        'She takes the Art Hoard. Only one Asset is left at Legacy, so inflation deals it four cards: the rarer an Asset, the more it costs.',
      rule: 'buy.inflation',
    },
    {
      move: { type: 'draw' },
      caption: 'The Media Baron draws a 3 of Satellite Dishes, giving him 6.',
      rule: 'turn.draw',
    },
    {
      move: { type: 'buy', market: 'legacy', cards: ['S3b', 'S3c'] },
      caption:
        'He tries for the last Legacy Asset. The four cards add up to 9, but the 2 of Satellite Dishes among them is his Suit: 8 against 7.',
      rule: 'buy.suit-bonus',
    },
    {
      move: { type: 'claim', asset: 'corporate-enclave' },
      caption:
        'He takes the Corporate Enclave. Legacy has no Assets left, so it gets no new cards: it is closed, and nobody can Buy or Invest there any more.',
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
      { billionaire: 'tech-overlord', hand: ['E2c'] },
      { billionaire: 'aristocrat', hand: ['D2b'], assets: ['mega-yacht'] },
      { billionaire: 'property-speculator', hand: ['L2b'] },
    ],
    markets: {
      influence: { faceUp: 'B1a', faceDown: ['S1a'] },
      legacy: { faceUp: 'D1a', faceDown: ['L1a'] },
      power: { faceUp: 'B2a', faceDown: ['S2a'] },
      toys: { faceUp: 'L3a', faceDown: ['D3a', 'B3a'] },
      vanity: { faceUp: 'E1a', faceDown: ['S3a'] },
    },
    deck: ['game-the-market', 'S1b', 'D1c', 'B1b', 'L1c', 'E3b'],
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
        deal: ['L3a', 'D3a', 'B3a', 'S3a', 'S2a', 'B2a', 'E1a', 'B1a', 'D1a', 'S1a', 'L1a'],
      },
      caption:
        'He plays it as his Action: all eleven Market cards are gathered, shuffled and dealt out two to each of the five open Markets (the second face-up), and the one card left over is discarded. The expensive cards have landed at Influence and Legacy.',
      rule: 'gtm.redistribute',
    },
    {
      move: { type: 'buy', market: 'toys', cards: ['game-the-market', 'E2c'] },
      caption:
        'He may now Buy, using the Game the Market card as a 2 plus one card from his hand. Toys holds a 1 of Bombs and a 1 of Bolts, and the Bolts card is his: 5 against 1.',
      rule: 'gtm.buy',
    },
    {
      move: { type: 'claim', asset: 'private-island' },
      caption:
        'He takes the Private Island. The Game the Market card is discarded with the rest, and Toys, down to one Asset, is dealt four cards.',
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
      { billionaire: 'aristocrat', hand: ['audit-1', 'D2a'] },
      { billionaire: 'war-profiteer', hand: ['B1b'] },
      { billionaire: 'media-baron', hand: ['S2c'] },
      { billionaire: 'tech-overlord', hand: ['E3b', 'E3c'], assets: ['luxury-jet', 'mega-yacht'] },
    ],
    markets: {
      toys: { assets: ['private-island', 'personal-zoo'], faceUp: 'L1a', faceDown: ['D1b', 'S1a'] },
    },
    deck: ['audit-2', 'B2c', 'L2a', 'D3b', 'S3b', 'E1a'],
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
      caption:
        'He Audits the Luxury Jet. Toys already has three Assets and has no room for a fourth, so the Luxury Jet is out of the game for good.',
      rule: 'assets.return',
    },
    {
      move: { type: 'invest', card: 'S2c', market: 'toys' },
      caption: 'The Media Baron makes Toys dearer still: he Invests a 2 there face-down and draws.',
      rule: 'invest.card',
    },
    {
      move: { type: 'buy', market: 'toys', cards: ['E3b', 'E3c'] },
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
      { billionaire: 'property-speculator', hand: ['L3a'], assets: ['political-lobbyists', 'mercenary-army', 'private-island', 'cult-of-personality'] },
      { billionaire: 'aristocrat', hand: ['D3a'], assets: ['corporate-enclave', 'art-hoard', 'think-tank', 'tabloid-empire'] },
      { billionaire: 'war-profiteer', hand: ['B2a'], assets: ['unnamed-power-asset', 'scam-charity', 'personal-zoo', 'social-media-company'] },
    ],
    markets: {
      influence: { assets: [], faceUp: null, faceDown: [] },
      legacy: { assets: [], faceUp: null, faceDown: [] },
      power: { assets: [], faceUp: null, faceDown: [] },
      toys: { assets: [], faceUp: null, faceDown: [] },
      vanity: { faceUp: 'L1a', faceDown: ['D1a'] },
    },
    removedAssets: ['mega-yacht'],
    current: 2,
    deck: ['S1a'],
    deckSize: 1,
  },
  steps: [
    {
      move: { type: 'draw' },
      caption: 'The War Profiteer draws the last card. The deck is empty, so this Round ends once his turn is over.',
      rule: 'round.end',
    },
    {
      move: { type: 'invest', card: 'B2a', market: 'vanity' },
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
      { billionaire: 'media-baron', hand: ['S3a'] },
      { billionaire: 'war-profiteer', hand: ['B2a'] },
      { billionaire: 'tech-overlord', hand: [], assets: ['mega-yacht'] },
    ],
    markets: {
      influence: { faceUp: 'B1a', faceDown: ['S1a'] },
    },
    deck: ['S2b', 'E1b', 'D3c'],
    deckSize: 3,
  },
  steps: [
    {
      move: { type: 'draw' },
      caption: 'The Media Baron draws a 2 of Satellite Dishes. Two cards remain in the deck.',
      rule: 'turn.draw',
    },
    {
      move: { type: 'buy', market: 'influence', cards: ['S3a', 'S2b'] },
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
      caption:
        'The War Profiteer holds no Asset he needs, so with five empty spaces he is the Poorest Player and opens the new Round, drawing from the fresh deck.',
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
