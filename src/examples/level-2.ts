/**
 * Worked examples for Level 2: Crises, Rebels, the Revolution and the Panic!. The first three
 * follow the rulebook's own examples (Samira, Mo, James); the others show the remaining cases.
 */
import type { WorkedExample } from './types.ts';

/** Samira, the Media Baron, draws Killer Robots! and gets rid of it by Investing it at Toys. */
const crisisInvested: WorkedExample = {
  id: 'l2-crisis-invested',
  title: 'A Crisis drawn into your hand',
  intro:
    'Samira plays the Media Baron and wants the Think Tank, but the card on top of the deck is Killer Robots!. A Crisis in hand can never pay for a Buy, so she parks it somewhere harmless.',
  position: {
    level: 2,
    seed: 21,
    players: [
      { billionaire: 'media-baron', hand: ['dishes-4'], assets: ['gang-of-lawyers'] },
      { billionaire: 'tech-overlord', hand: ['locks-4', 'bolts-7'], assets: ['luxury-jet'] },
      { billionaire: 'property-speculator', hand: ['diamonds-1'], assets: ['cult-of-personality'] },
      { billionaire: 'war-profiteer', hand: ['bombs-1'], assets: ['pyramid-scheme'] },
    ],
    markets: {
      toys: { faceUp: 'wildfires', faceDown: ['locks-1'] },
    },
    deck: ['killer-robots', 'diamonds-4'],
    crisesAside: ['pandemic', 'floods'],
    panicDeck: ['fascist-rule', 'panic-2', 'panic-3', 'panic-4', 'panic-5'],
  },
  steps: [
    {
      move: { type: 'draw' },
      caption: 'Samira draws Killer Robots!, a Crisis with three Rebel icons. She cannot Buy with it, and it takes up one of her two hand spaces.',
      rule: 'crisis.in-hand',
    },
    {
      move: { type: 'invest', card: 'killer-robots', market: 'toys' },
      caption: 'She Invests it face-down at Toys, a Market she does not need, and draws a fresh card. The Crisis now lies in wait for whoever Buys there next.',
      rule: 'crisis.in-hand',
    },
  ],
};

/** Mo, the Tech Overlord, Buys the Mega Yacht at Toys and finds two Crises there. */
const twoCrisesBuy: WorkedExample = {
  id: 'l2-two-crises-buy',
  title: 'Two Crises in one Market',
  intro:
    'Mo plays the Tech Overlord (Electrical Bolts) and goes for the Mega Yacht. Toys holds Wildfires face-up and, face-down, the Killer Robots! Samira Invested and a 1 of Locks.',
  position: {
    level: 2,
    seed: 22,
    current: 1,
    players: [
      { billionaire: 'media-baron', hand: ['dishes-4', 'diamonds-4'], assets: ['gang-of-lawyers'] },
      { billionaire: 'tech-overlord', hand: ['locks-4'], assets: ['luxury-jet'] },
      { billionaire: 'property-speculator', hand: ['diamonds-1'], assets: ['cult-of-personality'] },
      { billionaire: 'war-profiteer', hand: ['bombs-1'], assets: ['pyramid-scheme'] },
    ],
    markets: {
      toys: { faceUp: 'wildfires', faceDown: ['killer-robots', 'locks-1'] },
    },
    deck: ['diamonds-7'],
    crisesAside: ['pandemic', 'floods', 'debt-crisis'],
    panicDeck: ['fascist-rule', 'panic-2', 'panic-3', 'panic-4', 'panic-5'],
  },
  steps: [
    {
      move: { type: 'draw' },
      caption: 'Mo draws a 3 of Diamonds. With the 2 of Locks already in hand, Mo can put 5 points forward.',
      rule: 'turn.draw',
    },
    {
      move: { type: 'buy', market: 'toys', cards: ['locks-4', 'diamonds-7'] },
      caption:
        'Toys is revealed. Of its two Crises only Killer Robots! (3 icons) stays; Wildfires has fewer icons and is discarded with no effect. Killer Robots! counts 3 and the Locks card 1, so the Market scores 4 against Mo’s 5: Mo wins.',
      rule: 'crisis.several',
    },
    {
      move: { type: 'claim', asset: 'mega-yacht' },
      caption:
        'Mo takes the Mega Yacht. Winning does not stop the Crisis: once the Buy is settled, Killer Robots! goes beside the Guillotine with three Rebels, and two set-aside Crises go to the Discard pile.',
      rule: 'crisis.activation',
    },
  ],
};

/** James's failed Buy brings the eighth Rebel; the table negotiates the Panic!, with a trade. */
const panicNegotiated: WorkedExample = {
  id: 'l2-panic-negotiated',
  title: 'The Panic!, negotiated with a trade',
  intro:
    'Six Rebels already stand on Crises. James (the Aristocrat) tries to Buy the Gang of Lawyers at Influence, where Doomsday Cults is waiting. Maria sits on his left, then Kiko and Abdul.',
  position: {
    level: 2,
    seed: 23,
    players: [
      { billionaire: 'aristocrat', hand: ['bolts-1', 'bombs-1'], assets: ['cryogenic-lab'] },
      { billionaire: 'property-speculator', hand: ['dishes-1'], assets: ['noble-estate', 'cult-of-personality'] },
      { billionaire: 'war-profiteer', hand: ['diamonds-4'], assets: ['tabloid-empire', 'pyramid-scheme', 'scam-charity'] },
      { billionaire: 'media-baron', hand: ['locks-1'], assets: ['social-media-company', 'political-lobbyists'] },
    ],
    markets: {
      influence: { assets: ['gang-of-lawyers', 'think-tank'], faceUp: 'dishes-4', faceDown: ['doomsday-cults'] },
    },
    guillotine: [
      { card: 'killer-robots', rebels: 3 },
      { card: 'pandemic', rebels: 2 },
      { card: 'poverty', rebels: 1 },
    ],
    lastCrisisBy: 2,
    crisesAside: ['floods', 'debt-crisis', 'militias'],
    panicDeck: ['fascist-rule', 'panic-2', 'panic-3', 'panic-4', 'panic-5'],
  },
  steps: [
    {
      move: { type: 'buy', market: 'influence', cards: ['bolts-1', 'bombs-1'] },
      caption:
        'James puts 2 points forward against a 2 of Satellite Dishes and Doomsday Cults (worth 3): he fails. Doomsday Cults is Activated with two Rebels, the seventh and eighth. At the end of his turn the Panic! begins, and James, who caused the last Crisis, draws Fascist Rule: one Influence, one Legacy and one Power Asset may be sacrificed.',
      rule: 'panic.trigger',
    },
    {
      move: { type: 'panicOffer', seat: 0, asset: 'cryogenic-lab' },
      caption: 'James offers his Cryogenic Lab (Legacy), if Kiko gives something too.',
      rule: 'panic.negotiate',
    },
    {
      move: { type: 'panicOffer', seat: 2, asset: 'tabloid-empire' },
      caption: 'Kiko agrees and offers her Tabloid Empire (Power). Abdul refuses to part with his Social Media Company.',
      rule: 'panic.negotiate',
    },
    {
      move: { type: 'panicTrade', seat: 1, partner: 3, give: ['noble-estate'], take: ['social-media-company'] },
      caption: 'Maria breaks the deadlock: she trades her Noble Estate to Abdul for his Social Media Company.',
      rule: 'panic.trade',
    },
    {
      move: { type: 'panicOffer', seat: 1, asset: 'social-media-company' },
      caption: 'Maria puts the Social Media Company (Influence) on the table. All three types are now covered.',
      rule: 'panic.negotiate',
    },
    {
      move: { type: 'choose', outcome: { kind: 'roll', value: 2 } },
      caption: 'The die will show 2, as in the rulebook’s story (in the playground you can fix a roll the same way).',
      rule: 'table.chosen-outcome',
    },
    {
      move: { type: 'panicAgree', seat: 0 },
      caption: 'The three Assets go back to their Markets and James rolls: 2. Two Rebels will leave the Crises, and James picks which.',
      rule: 'panic.success',
    },
    {
      move: { type: 'removeRebel', crisis: 'poverty' },
      caption: 'He takes the only Rebel off Poverty. The card stays beside the Guillotine, empty.',
      rule: 'panic.success',
    },
    {
      move: { type: 'removeRebel', crisis: 'killer-robots' },
      caption: 'And one off Killer Robots!. The Panic! cards leave the game for good, and play passes to Maria, on James’s left.',
      rule: 'panic.once',
    },
  ],
};

/** Nobody will give up a Power Asset: the Panic! fails. */
const panicFailed: WorkedExample = {
  id: 'l2-panic-failed',
  title: 'A failed Panic!',
  intro: 'Five Rebels stand on Crises when a Buy at Power turns up Debt Crisis. The Panic! card will ask for Influence, Legacy and Power.',
  position: {
    level: 2,
    seed: 24,
    players: [
      { billionaire: 'war-profiteer', hand: ['bombs-7', 'locks-7'], assets: ['pyramid-scheme', 'think-tank'] },
      { billionaire: 'media-baron', hand: ['dishes-1'], assets: ['gang-of-lawyers', 'art-hoard'] },
      { billionaire: 'aristocrat', hand: ['diamonds-1'], assets: ['cryogenic-lab'] },
    ],
    markets: {
      power: { faceUp: 'bolts-1', faceDown: ['debt-crisis'] },
    },
    guillotine: [
      { card: 'killer-robots', rebels: 3 },
      { card: 'pandemic', rebels: 2 },
    ],
    lastCrisisBy: 1,
    crisesAside: ['floods', 'wildfires', 'militias'],
    panicDeck: ['fascist-rule', 'panic-2', 'panic-3', 'panic-4', 'panic-5'],
  },
  steps: [
    {
      move: { type: 'buy', market: 'power', cards: ['bombs-7', 'locks-7'] },
      caption: 'The War Profiteer puts 6 points forward; Power holds a 1 and Debt Crisis (worth 3), so the Buy succeeds.',
      rule: 'crisis.in-market',
    },
    {
      move: { type: 'claim', asset: 'mercenary-army' },
      caption:
        'The Mercenary Army is claimed, then Debt Crisis is Activated with two Rebels: seven on Crises. At the end of the turn the Panic! starts and Fascist Rule is drawn.',
      rule: 'panic.trigger',
    },
    {
      move: { type: 'panicOffer', seat: 1, asset: 'gang-of-lawyers' },
      caption: 'The Media Baron offers the Gang of Lawyers (Influence).',
      rule: 'panic.negotiate',
    },
    {
      move: { type: 'panicOffer', seat: 2, asset: 'cryogenic-lab' },
      caption: 'The Aristocrat offers the Cryogenic Lab (Legacy). Only a Power Asset is missing, and only the War Profiteer holds any.',
      rule: 'panic.negotiate',
    },
    {
      move: { type: 'panicRefuse', seat: 0 },
      caption:
        'The War Profiteer will not give one up, so the table cannot agree. Nothing is sacrificed, no Rebel leaves, and the Panic! cards are gone for the rest of the game.',
      rule: 'panic.failure',
    },
  ],
};

/** The tenth Rebel: the Revolution ends the game and everyone loses. */
const revolution: WorkedExample = {
  id: 'l2-revolution',
  title: 'The Revolution',
  intro:
    'The Panic! is over and nine Rebels stand on Crises. The Property Speculator needs only a Power Asset to win and risks a Buy at Power without knowing what lies face-down.',
  position: {
    level: 2,
    seed: 25,
    players: [
      { billionaire: 'property-speculator', hand: ['locks-7', 'locks-8'], assets: ['cult-of-personality', 'golf-plantation', 'personal-zoo', 'think-tank'] },
      { billionaire: 'aristocrat', hand: ['diamonds-1'], assets: ['cryogenic-lab'] },
      { billionaire: 'war-profiteer', hand: ['bombs-1'], assets: ['pyramid-scheme', 'tabloid-empire'] },
      { billionaire: 'media-baron', hand: ['dishes-1'], assets: ['gang-of-lawyers'] },
    ],
    markets: {
      power: { assets: ['mercenary-army'], faceUp: 'bolts-7', faceDown: ['killer-robots', 'diamonds-7', 'bombs-4'] },
    },
    removedAssets: ['unnamed-power-asset'],
    guillotine: [
      { card: 'pandemic', rebels: 2 },
      { card: 'doomsday-cults', rebels: 2 },
      { card: 'debt-crisis', rebels: 2 },
      { card: 'floods', rebels: 2 },
      { card: 'wildfires', rebels: 1 },
    ],
    lastCrisisBy: 2,
    panicDone: true,
    crisesAside: ['militias'],
  },
  steps: [
    {
      move: { type: 'buy', market: 'power', cards: ['locks-7', 'locks-8'] },
      caption:
        'Power holds a 3, a 3, a 2 and Killer Robots! (worth 3): 11 against 6. The Buy fails, and Killer Robots! is Activated. Only one Rebel is left in reserve, and it goes onto the card: all ten stand on Crises. The Revolution ends the game at once and every Billionaire loses.',
      rule: 'revolution.all-rebels',
    },
  ],
};

/** The deck runs out; the end-of-Round Crisis tips the count to seven and the Panic! follows at once. */
const roundCrisisPanic: WorkedExample = {
  id: 'l2-end-of-round-panic',
  title: 'An end-of-Round Crisis sets off the Panic!',
  intro: 'Five Rebels stand on Crises and one card is left in the Draw deck. At Level 2 every Round ends with a new Crisis.',
  position: {
    level: 2,
    seed: 26,
    players: [
      { billionaire: 'tech-overlord', hand: ['bolts-1'], assets: ['luxury-jet'] },
      { billionaire: 'media-baron', hand: ['dishes-1'], assets: ['gang-of-lawyers', 'art-hoard'] },
      { billionaire: 'aristocrat', hand: ['diamonds-1'], assets: ['cryogenic-lab', 'personal-zoo'] },
    ],
    deck: ['bombs-4'],
    deckSize: 1,
    guillotine: [
      { card: 'pandemic', rebels: 2 },
      { card: 'killer-robots', rebels: 3 },
    ],
    lastCrisisBy: 1,
    crisesAside: ['doomsday-cults', 'floods', 'militias'],
    panicDeck: ['panic-3', 'fascist-rule', 'panic-2', 'panic-4', 'panic-5'],
  },
  steps: [
    {
      move: { type: 'draw' },
      caption: 'The Tech Overlord draws the last card of the deck, so this Round ends when the turn does.',
      rule: 'round.end',
    },
    {
      move: { type: 'exchangeMarkets', markets: ['toys', 'vanity'] },
      caption:
        'After a quiet Exchange the Round ends: the cards are gathered and shuffled and the Markets refilled. Then a set-aside Crisis, Doomsday Cults, is Activated: seven Rebels. The Panic! must be settled before the next Round, and the Tech Overlord, whose turn ended the Round, draws the Panic! card, which asks for Legacy, Power and Toys.',
      rule: 'crisis.end-of-round',
    },
    {
      move: { type: 'panicRefuse', seat: 0 },
      caption: 'Nobody holds a Power Asset, so the sacrifice is impossible and the Panic! fails. Then the Poorest Player starts the next Round.',
      rule: 'panic.failure',
    },
  ],
};

export const LEVEL_2_EXAMPLES: readonly WorkedExample[] = [crisisInvested, twoCrisesBuy, panicNegotiated, panicFailed, revolution, roundCrisisPanic];
