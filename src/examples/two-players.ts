/**
 * Worked examples for the two-player game (`puppets.*`): the rulebook's example of play (Rodrigo
 * and Anna, as in the rulebook), a nudged die that loops round, a trade with your own Puppet at
 * the end of a Round, a Purchase from a Puppet, and the double six Audit. The other examples'
 * people are Cleo and Dev. Every table has four seats: a person, their Puppet, the other person,
 * their Puppet.
 *
 * They are Level 2 games: a table fixes a roll through the chosen outcomes, and the die is part of
 * the game from Level 2 (the Panic!), so the examples can show the rolls they talk about.
 */
import type { WorkedExample } from './types.ts';

/**
 * The rulebook's example step by step: the Tech Overlord Buys the Private Island despite Floods,
 * Anna Purchases it with a 3 of Electrical Bolts, and her Media Baron's double six Audits
 * Rodrigo's Celebrity Spouse. The stand-in values already give the rulebook's numbers (Toys adds
 * up to 5 with Floods; the Bolt is worth 3), so no table values are needed.
 */
const rodrigoAnna: WorkedExample = {
  id: 'two-players-rodrigo-anna',
  title: 'Rodrigo and Anna: the rulebook’s example',
  intro:
    'Rodrigo plays the Property Speculator and controls the Tech Overlord (Electrical Bolts); Anna plays the Aristocrat and controls the Media Baron. It is a Level 2 game, so Crises are in play. Rodrigo is about to take his Action; at Toys, a 1 of Diamonds lies face-up over two hidden cards.',
  position: {
    level: 2,
    seed: 1301,
    puppets: true,
    phase: 'turn.action',
    players: [
      { billionaire: 'property-speculator', hand: [], assets: ['cult-of-personality', 'celebrity-spouse'] },
      { billionaire: 'tech-overlord', assets: ['luxury-jet'] },
      { billionaire: 'aristocrat', hand: [], assets: ['cryogenic-lab'] },
      { billionaire: 'media-baron', assets: ['gang-of-lawyers'] },
    ],
    markets: {
      influence: { assets: ['political-lobbyists', 'think-tank'], faceUp: 'locks-8' },
      legacy: { assets: ['corporate-enclave', 'art-hoard'], faceUp: 'diamonds-4' },
      power: { assets: ['mercenary-army', 'tabloid-empire'] },
      toys: { assets: ['private-island', 'personal-zoo'], faceUp: 'diamonds-1', faceDown: ['floods', 'locks-1'] },
      vanity: { assets: ['noble-estate', 'golf-plantation'] },
    },
    // Four cards for the inflation at Toys after the Puppet's Buy, then the card Anna draws.
    deck: ['locks-2', 'bombs-2', 'dishes-2', 'diamonds-2', 'bolts-7'],
  },
  steps: [
    {
      move: { type: 'choose', outcome: { kind: 'roll', value: 6 } },
      caption: 'The die for the Tech Overlord will show 6, as in the rulebook (a table can fix a roll like this in the playground).',
      rule: 'table.chosen-outcome',
    },
    {
      move: { type: 'choose', outcome: { kind: 'roll', value: 3 } },
      caption: 'And the roll after it will show 3.',
      rule: 'table.chosen-outcome',
    },
    {
      move: { type: 'exchangeMarkets', markets: ['influence', 'legacy'] },
      caption:
        'Rodrigo ends his turn by swapping the face-up cards of Influence and Legacy, then rolls for his Puppet: 6, a Buy. The second roll, 3, sends the Tech Overlord to Toys. The Market holds 1 + 1 + Floods (3) = 5, and the Puppet’s 6 beats it.',
      rule: 'puppets.buy',
    },
    {
      move: { type: 'claim', seat: 1, asset: 'private-island' },
      caption:
        'Rodrigo has his Puppet take the Private Island, then Floods is Activated with two Rebels. The rulebook’s text hands the Island to the Property Speculator, but its picture, and Anna’s Purchase next, put it with the Tech Overlord: the site follows the picture.',
      rule: 'puppets.buy',
    },
    {
      move: { type: 'draw' },
      caption: 'Anna’s turn. She draws a 3 of Electrical Bolts, the green Suit of Rodrigo’s Puppet.',
      rule: 'turn.draw',
    },
    {
      move: { type: 'choose', outcome: { kind: 'roll', value: 6 } },
      caption: 'Her Puppet’s die will show 6…',
      rule: 'table.chosen-outcome',
    },
    {
      move: { type: 'choose', outcome: { kind: 'roll', value: 6 } },
      caption: '…and 6 again.',
      rule: 'table.chosen-outcome',
    },
    {
      move: { type: 'purchase', puppet: 1, asset: 'private-island', cards: ['bolts-7'] },
      caption:
        'She discards the Bolt, worth 3 in the Tech Overlord’s Suit, and takes the Private Island onto her own board. That is her Action. She rolls for the Media Baron: 6, then 6 again, so no Buy: she may Audit instead.',
      rule: 'puppets.purchase',
    },
    {
      move: { type: 'puppetAudit', seat: 2, player: 0, asset: 'celebrity-spouse', keep: false },
      caption: 'Anna Audits Rodrigo and picks his Celebrity Spouse, which goes back to the Vanity Market. Rodrigo’s turn comes round again.',
      rule: 'puppets.audit',
    },
  ],
};

/**
 * Cleo bends both rolls round the ends of the die: a 1 nudged down by 1 is a 6 (a Buy), and a 5
 * nudged up by 2 is a 1, which sends her Puppet to Influence for the Think Tank she needs.
 */
const nudgeLoop: WorkedExample = {
  id: 'two-players-nudge-loop',
  title: 'Nudging the die round the loop',
  intro:
    'Cleo plays the War Profiteer, who needs an Influence Asset, and controls the Tech Overlord; Dev plays the Aristocrat and controls the Media Baron. Cleo holds a 1 of Bombs and a 2 of Diamonds. At Influence (Market 1), the Think Tank is for sale.',
  position: {
    level: 2,
    seed: 1302,
    puppets: true,
    phase: 'turn.action',
    players: [
      { billionaire: 'war-profiteer', hand: ['bombs-1', 'diamonds-4'], assets: ['mercenary-army'] },
      { billionaire: 'tech-overlord', assets: ['luxury-jet'] },
      { billionaire: 'aristocrat', hand: ['diamonds-7'], assets: ['cryogenic-lab'] },
      { billionaire: 'media-baron', assets: ['gang-of-lawyers'] },
    ],
    markets: {
      influence: { assets: ['political-lobbyists', 'think-tank'], faceUp: 'bolts-1', faceDown: ['bombs-4', 'dishes-1'] },
      legacy: { assets: ['corporate-enclave', 'art-hoard'] },
      power: { assets: ['pyramid-scheme', 'tabloid-empire'] },
      toys: { assets: ['private-island', 'personal-zoo'] },
      vanity: { assets: ['noble-estate', 'golf-plantation'] },
    },
  },
  steps: [
    {
      move: { type: 'choose', outcome: { kind: 'roll', value: 1 } },
      caption: 'The Tech Overlord’s die will show 1 (a table can fix a roll like this in the playground).',
      rule: 'table.chosen-outcome',
    },
    {
      move: { type: 'choose', outcome: { kind: 'roll', value: 5 } },
      caption: 'And the roll after it will show 5.',
      rule: 'table.chosen-outcome',
    },
    {
      move: { type: 'exchangeMarkets', markets: ['toys', 'vanity'] },
      caption: 'Cleo ends her turn by swapping the face-up cards of Toys and Vanity, and rolls for her Puppet: 1. Before it counts, she may nudge it with a card.',
      rule: 'puppets.roll',
    },
    {
      move: { type: 'nudge', card: 'bombs-1', up: false },
      caption: 'She discards her 1 of Bombs to move the die down by 1. Below 1 comes 6: her Puppet will Buy, and she rolls again for the Market. It shows 5, Vanity.',
      rule: 'puppets.nudge',
    },
    {
      move: { type: 'nudge', card: 'diamonds-4', up: true },
      caption:
        'A new roll may take a new card: she discards her 2 of Diamonds to move the 5 up by 2. Past 6 the die starts again at 1, so the Puppet Buys at Influence. It offers 6, and the face-up 1 of Electrical Bolts, its own Suit, counts for it: 7 against 3.',
      rule: 'puppets.nudge',
    },
    {
      move: { type: 'claim', seat: 1, asset: 'think-tank' },
      caption: 'Cleo has her Puppet take the Think Tank. The Tech Overlord has no use for it, but Cleo can trade for it at the end of the Round.',
      rule: 'puppets.buy',
    },
  ],
};

/**
 * Dev ends the Round and is asked first; Cleo then trades her Golf Plantation to her Puppet for
 * the Think Tank, her fifth needed Asset, and wins on the spot.
 */
const swap: WorkedExample = {
  id: 'two-players-swap',
  title: 'Trading with your Puppet at the end of a Round',
  intro:
    'One card is left in the Draw deck and it is Dev’s turn. Cleo (the War Profiteer) holds four of the five Assets she needs, and a Golf Plantation she does not. Her Puppet, the Tech Overlord, holds the Think Tank, the Influence Asset she lacks.',
  position: {
    level: 2,
    seed: 1303,
    puppets: true,
    current: 2,
    phase: 'turn.action',
    players: [
      { billionaire: 'war-profiteer', hand: [], assets: ['mercenary-army', 'pyramid-scheme', 'art-hoard', 'personal-zoo', 'golf-plantation'] },
      { billionaire: 'tech-overlord', assets: ['luxury-jet', 'think-tank'] },
      { billionaire: 'aristocrat', hand: [], assets: ['cryogenic-lab', 'noble-estate'] },
      { billionaire: 'media-baron', assets: ['gang-of-lawyers'] },
    ],
    markets: {
      influence: { assets: ['political-lobbyists'] },
      legacy: { assets: ['corporate-enclave'] },
      power: { assets: ['tabloid-empire'] },
      toys: { assets: ['private-island'] },
      vanity: { assets: ['celebrity-spouse'] },
    },
    // One card left: the Puppet's roll takes it, and so the Round ends with this turn.
    deck: ['bombs-4'],
    deckSize: 1,
  },
  steps: [
    {
      move: { type: 'choose', outcome: { kind: 'roll', value: 2 } },
      caption: 'The Media Baron’s die will show 2 (a table can fix a roll like this in the playground).',
      rule: 'table.chosen-outcome',
    },
    {
      move: { type: 'exchangeMarkets', markets: ['toys', 'vanity'] },
      caption:
        'Dev swaps the face-up cards of Toys and Vanity and rolls for his Puppet: 2, so the last card of the Draw deck goes face-down at Legacy. The Round ends as usual, Crisis and all, and its very last step is the trades with the Puppets: Dev ended the Round, so he goes first.',
      rule: 'puppets.swap',
    },
    {
      move: { type: 'endSwaps', seat: 2 },
      caption: 'Dev has nothing he wants from the Media Baron, so he trades nothing.',
      rule: 'puppets.swap',
    },
    {
      move: { type: 'puppetSwap', seat: 0, give: 'golf-plantation', take: 'think-tank' },
      caption: 'Cleo hands her Puppet the Golf Plantation and takes the Think Tank back, one for one. That is her fifth needed Asset: she wins at once.',
      rule: 'puppets.swap',
    },
  ],
};

/**
 * Dev pays for the Luxury Jet with a Game the Market card (2, counted for any Puppet) and a 1 of
 * the Puppet's Suit. The same two cards would not buy from his own Puppet, whose Suit is not
 * Electrical Bolts: there the Bolt counts nothing.
 */
const purchase: WorkedExample = {
  id: 'two-players-purchase',
  title: 'Purchasing an Asset from a Puppet',
  intro:
    'Dev plays the Aristocrat, who needs a Toys Asset, and controls the Media Baron (Satellite Dishes). Cleo’s Puppet, the Tech Overlord (Electrical Bolts), holds the Luxury Jet. Dev holds a 1 of Electrical Bolts, and the top card of the Draw deck is Game the Market.',
  position: {
    level: 2,
    seed: 1304,
    puppets: true,
    current: 2,
    players: [
      { billionaire: 'war-profiteer', hand: ['bombs-7'], assets: ['mercenary-army'] },
      { billionaire: 'tech-overlord', assets: ['luxury-jet'] },
      { billionaire: 'aristocrat', hand: ['bolts-1'], assets: ['cryogenic-lab'] },
      { billionaire: 'media-baron', assets: ['gang-of-lawyers'] },
    ],
    markets: {
      influence: { assets: ['political-lobbyists', 'think-tank'] },
      legacy: { assets: ['corporate-enclave', 'art-hoard'] },
      power: { assets: ['pyramid-scheme', 'tabloid-empire'] },
      toys: { assets: ['private-island', 'personal-zoo'] },
      vanity: { assets: ['noble-estate', 'golf-plantation'] },
    },
    deck: ['game-the-market'],
  },
  steps: [
    {
      move: { type: 'draw' },
      caption: 'Dev draws Game the Market. A Special Action card has no Suit, so toward any Puppet it counts its value in a Buy: 2.',
      rule: 'puppets.purchase',
    },
    {
      move: { type: 'choose', outcome: { kind: 'roll', value: 2 } },
      caption: 'His Puppet’s die will show 2 (a table can fix a roll like this in the playground).',
      rule: 'table.chosen-outcome',
    },
    {
      move: { type: 'purchase', puppet: 1, asset: 'luxury-jet', cards: ['game-the-market', 'bolts-1'] },
      caption:
        'Game the Market (2) and the Bolt (1) make 3 in the Tech Overlord’s Suit, so Dev discards both and takes the Luxury Jet as his Action. Toward his own Media Baron they would make only 2: a Bolt is not of its Suit and counts nothing there. Then he rolls for the Media Baron: 2, a card face-down at Legacy.',
      rule: 'puppets.purchase',
    },
  ],
};

/**
 * Dev's Puppet rolls two sixes; he Audits the Think Tank off Cleo's Puppet before she can trade
 * for it, and Influence already holds three Assets, so it leaves the game.
 */
const doubleSix: WorkedExample = {
  id: 'two-players-double-six',
  title: 'Double six: an Audit',
  intro:
    'Cleo (the War Profiteer) needs only an Influence Asset, and her Puppet holds the Think Tank, ready to trade to her at the end of the Round. The Influence Market already holds three Assets. Dev is about to take his Action.',
  position: {
    level: 2,
    seed: 1305,
    puppets: true,
    current: 2,
    phase: 'turn.action',
    players: [
      { billionaire: 'war-profiteer', hand: ['bombs-7'], assets: ['mercenary-army', 'pyramid-scheme', 'art-hoard', 'personal-zoo'] },
      { billionaire: 'tech-overlord', assets: ['luxury-jet', 'think-tank'] },
      { billionaire: 'aristocrat', hand: [], assets: ['cryogenic-lab', 'noble-estate'] },
      { billionaire: 'media-baron', assets: ['scam-charity'] },
    ],
    markets: {
      influence: { assets: ['political-lobbyists', 'social-media-company', 'gang-of-lawyers'] },
      legacy: { assets: ['corporate-enclave'] },
      power: { assets: ['tabloid-empire'] },
      toys: { assets: ['private-island'] },
      vanity: { assets: ['celebrity-spouse'] },
    },
  },
  steps: [
    {
      move: { type: 'choose', outcome: { kind: 'roll', value: 6 } },
      caption: 'The Media Baron’s die will show 6 (a table can fix a roll like this in the playground)…',
      rule: 'table.chosen-outcome',
    },
    {
      move: { type: 'choose', outcome: { kind: 'roll', value: 6 } },
      caption: '…and 6 again.',
      rule: 'table.chosen-outcome',
    },
    {
      move: { type: 'exchangeMarkets', markets: ['toys', 'vanity'] },
      caption:
        'Dev swaps the face-up cards of Toys and Vanity and rolls for his Puppet: 6, a Buy, then 6 again for the Market. Two sixes: no Buy, but Dev may Audit anyone.',
      rule: 'puppets.audit',
    },
    {
      move: { type: 'puppetAudit', seat: 2, player: 1, asset: 'think-tank', keep: false },
      caption:
        'He Audits Cleo’s Puppet and picks the Think Tank, before Cleo can trade for it. Influence already holds three Assets, so the Think Tank leaves the game for good.',
      rule: 'assets.return',
    },
  ],
};

export const TWO_PLAYER_EXAMPLES: readonly WorkedExample[] = [rodrigoAnna, nudgeLoop, swap, purchase, doubleSix];
