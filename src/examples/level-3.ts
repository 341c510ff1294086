/**
 * Worked examples for Level 3: each red Role used at its own moment, the Luxury Bunker changing
 * hands and sheltering a Buy, and the new Roles at the end of a Round. The players are Ana, Ben,
 * Cleo and Dev, as in the Level 3 page's own short examples.
 */
import type { WorkedExample } from './types.ts';

/** The Role draft before the first turn: Ana and Ben keep one of two, Cleo keeps none. */
const roleDraft: WorkedExample = {
  id: 'l3-role-draft',
  title: 'The Role draft',
  intro:
    'A new three-player game at Level 3. Ana is the Starting Player, so she drafts first; the six red Roles are shuffled face-down, and the two on top are the Banker and the Gangster.',
  position: {
    level: 3,
    seed: 30,
    current: 0,
    players: [
      { billionaire: 'war-profiteer', hand: ['bombs-7'] },
      { billionaire: 'tech-overlord', hand: ['bolts-4'] },
      { billionaire: 'aristocrat', hand: ['diamonds-4'] },
    ],
    roleDeck: ['banker', 'gangster'],
    roleDraft: [0, 1, 2],
  },
  steps: [
    {
      move: { type: 'keepRole', role: 'banker' },
      caption:
        'Ana looks at her two Roles in secret and keeps the Banker. The Gangster goes back, the five left are shuffled, and the deck passes to Ben on her left, who draws the Power Broker and the Celebrity.',
      rule: 'setup.roles',
    },
    {
      move: { type: 'keepRole', role: 'celebrity' },
      caption: 'Ben keeps the Celebrity. The Power Broker goes back into the deck, which is shuffled again; Cleo draws the Gangster and the Scam Artist.',
      rule: 'setup.roles',
    },
    {
      move: { type: 'keepRole' },
      caption:
        'Cleo keeps neither: a player may choose to hold no Role. Everyone has drafted, so Ana takes the first turn. Only the table view shows who holds what; at the table, each Role stays hidden until it is Revealed.',
      rule: 'roles.secret',
    },
  ],
};

/** Ana Reveals the Banker, holds three cards, and has to drop back to two when the Round ends. */
const banker: WorkedExample = {
  id: 'l3-banker',
  title: 'The Banker: three cards, until the Round ends',
  intro:
    'Ana (the War Profiteer) holds two cards and the hidden Banker. Only two cards are left in the Draw deck, so this Round is about to end. Ben and Cleo hold no Role.',
  position: {
    level: 3,
    seed: 31,
    players: [
      { billionaire: 'war-profiteer', hand: ['bombs-7', 'locks-1'], assets: ['tabloid-empire'] },
      { billionaire: 'tech-overlord', hand: ['bolts-4'], assets: ['luxury-jet'] },
      { billionaire: 'aristocrat', hand: ['diamonds-4'], assets: ['cryogenic-lab'] },
    ],
    markets: { toys: { faceUp: 'dishes-1', faceDown: ['bolts-2'] } },
    deck: ['bombs-8', 'dishes-5'],
    deckSize: 2,
    crisesAside: ['floods', 'wildfires', 'militias'],
    roles: [{ role: 'banker', revealed: false }, null, null],
  },
  steps: [
    {
      move: { type: 'revealBanker' },
      caption: 'Before drawing, Ana turns the Banker face-up. Until the end of the Round she may hold three cards instead of two.',
      rule: 'role.banker',
    },
    {
      move: { type: 'draw' },
      caption: 'With two cards already in hand she may still draw, and takes a 3 of Bombs: three cards.',
      rule: 'role.banker',
    },
    {
      move: { type: 'invest', card: 'locks-1', market: 'toys' },
      caption: 'She Invests her weakest card at Toys and draws again: the last card of the deck. She still holds three cards, and her turn ends the Round.',
      rule: 'role.banker',
    },
    {
      move: { type: 'discardToLimit', cards: ['dishes-5'] },
      caption:
        'After the Round’s Crisis the Revealed Banker goes back into the Role deck, and Ana’s limit is two again. She picks the card to let go and keeps her two Bombs.',
      rule: 'role.banker',
    },
  ],
};

/** Nine Rebels stand on Crises; Cleo's Buy finds Floods and brings the tenth. */
const REVOLUTION_EVE = {
  guillotine: [
    { card: 'killer-robots', rebels: 3 },
    { card: 'pandemic', rebels: 2 },
    { card: 'debt-crisis', rebels: 2 },
    { card: 'doomsday-cults', rebels: 2 },
  ],
  panicDone: true,
  crisesAside: ['wildfires', 'militias'],
} as const;

/** Ben, the hidden Celebrity, is spared when Cleo's Buy brings the Revolution. */
const celebritySpared: WorkedExample = {
  id: 'l3-celebrity-spared',
  title: 'The Celebrity is spared',
  intro:
    'Nine Rebels stand on Crises. Cleo (the Aristocrat) needs the Noble Estate and tries Vanity, where Floods lies face-down under a 1. Ben holds the hidden Celebrity, and Cleo herself a hidden Role.',
  position: {
    level: 3,
    seed: 32,
    current: 2,
    players: [
      { billionaire: 'war-profiteer', hand: ['bombs-1'], assets: ['tabloid-empire'] },
      { billionaire: 'tech-overlord', hand: ['bolts-4'], assets: ['luxury-jet'] },
      { billionaire: 'aristocrat', hand: ['diamonds-1', 'bombs-2'], assets: ['cryogenic-lab', 'art-hoard', 'personal-zoo'] },
    ],
    markets: { vanity: { faceUp: 'locks-1', faceDown: ['floods'] } },
    ...REVOLUTION_EVE,
    roles: [null, { role: 'celebrity', revealed: false }, { role: 'scam-artist', revealed: false }],
  },
  steps: [
    {
      move: { type: 'buy', market: 'vanity', cards: ['diamonds-1', 'bombs-2'] },
      caption:
        'Cleo’s 2 points lose to the 1 and Floods (worth 3). Floods is Activated and the last Rebel in reserve goes onto it: ten on Crises, the Revolution. Before the game ends, everyone holding a hidden Role is asked, from Cleo round the table.',
      rule: 'role.celebrity',
    },
    {
      move: { type: 'passReveal' },
      caption: 'Cleo Reveals nothing: her Scam Artist is no use now. Asking every holder means nobody learns anything from the question.',
      rule: 'roles.reveal',
    },
    {
      move: { type: 'revealCelebrity' },
      caption: 'Ben Reveals the Celebrity. It was not his Buy that found the Crisis, so the crowd spares him: Ben wins and every other Billionaire loses.',
      rule: 'role.celebrity',
    },
  ],
};

/** Ben holds the Celebrity, but his own Buy finds the Crisis: no mercy. */
const celebrityCaused: WorkedExample = {
  id: 'l3-celebrity-caused',
  title: 'The Celebrity who caused the Revolution',
  intro: 'The same nine Rebels, the same Floods under a 1 at Vanity. This time it is Ben, the hidden Celebrity, who tries his luck there.',
  position: {
    level: 3,
    seed: 33,
    current: 1,
    players: [
      { billionaire: 'war-profiteer', hand: ['bombs-1'], assets: ['tabloid-empire'] },
      { billionaire: 'tech-overlord', hand: ['bolts-1', 'diamonds-2'], assets: ['luxury-jet', 'mega-yacht', 'cryogenic-lab'] },
      { billionaire: 'aristocrat', hand: ['diamonds-4'], assets: ['art-hoard'] },
    ],
    markets: { vanity: { faceUp: 'locks-1', faceDown: ['floods'] } },
    ...REVOLUTION_EVE,
    roles: [null, { role: 'celebrity', revealed: false }, null],
  },
  steps: [
    {
      move: { type: 'buy', market: 'vanity', cards: ['bolts-1', 'diamonds-2'] },
      caption:
        'Ben’s 2 points lose to the 1 and Floods. The last Rebel in reserve goes onto Floods: the Revolution. Ben, the only hidden Role holder, is asked whether he Reveals.',
      rule: 'revolution.all-rebels',
    },
    {
      move: { type: 'passReveal' },
      caption: 'His own Buy found the Crisis, so Revealing the Celebrity would not save him: the playground refuses it. He Reveals nothing, and every Billionaire loses.',
      rule: 'role.celebrity',
    },
  ],
};

/** Dev, the hidden Disaster Speculator, profits from Ana's Crisis. */
const speculator: WorkedExample = {
  id: 'l3-disaster-speculator',
  title: 'The Disaster Speculator cashes in',
  intro:
    'Ana (the War Profiteer) Buys at Vanity, where Pandemic hides under a 1. Dev (the Property Speculator) holds one card and the hidden Disaster Speculator; Ben holds the hidden Gangster. Two 3s of Locks lie on the Discard pile.',
  position: {
    level: 3,
    seed: 34,
    players: [
      { billionaire: 'war-profiteer', hand: ['bombs-9'], assets: ['tabloid-empire'] },
      { billionaire: 'tech-overlord', hand: ['bolts-4'], assets: ['luxury-jet'] },
      { billionaire: 'aristocrat', hand: ['diamonds-4'], assets: ['cryogenic-lab'] },
      { billionaire: 'property-speculator', hand: ['dishes-1'], assets: ['golf-plantation'] },
    ],
    markets: { vanity: { faceUp: 'bolts-1', faceDown: ['pandemic'] } },
    discard: ['locks-7', 'militias', 'locks-8'],
    crisesAside: ['floods', 'wildfires', 'poverty'],
    roles: [null, { role: 'gangster', revealed: false }, null, { role: 'disaster-speculator', revealed: false }],
  },
  steps: [
    {
      move: { type: 'buy', market: 'vanity', cards: ['bombs-9'] },
      caption:
        'Ana’s 3 loses to the 1 and Pandemic (worth 3). Pandemic is Activated with two Rebels and two set-aside Crises go to the Discard pile. Now the hidden Role holders are asked, Ben first, then Dev.',
      rule: 'crisis.activation',
    },
    {
      move: { type: 'passReveal' },
      caption: 'Ben Reveals nothing: a Gangster has nothing to do here.',
      rule: 'roles.reveal',
    },
    {
      move: { type: 'speculate', take: ['locks-7', 'locks-8'] },
      caption:
        'Dev Reveals the Disaster Speculator and takes the two 3s of Locks from the Discard pile. The Crises there are not Resource cards, so he could not take those.',
      rule: 'role.disaster-speculator',
    },
    {
      move: { type: 'discardToLimit', cards: ['dishes-1'] },
      caption: 'Three cards is one too many: Dev discards the 1 of Satellite Dishes and keeps two 3s of his own Suit for his next Buy.',
      rule: 'role.disaster-speculator',
    },
  ],
};

/** Ana Audits Ben as the Gangster and keeps the Asset. */
const gangster: WorkedExample = {
  id: 'l3-gangster',
  title: 'The Gangster keeps what it Audits',
  intro: 'Ana (the War Profiteer) needs a second Power Asset and holds the hidden Gangster. Ben owns the Mercenary Army, and the top card of the Draw deck is an Audit.',
  position: {
    level: 3,
    seed: 35,
    players: [
      { billionaire: 'war-profiteer', hand: ['bombs-1'], assets: ['tabloid-empire', 'art-hoard'] },
      { billionaire: 'tech-overlord', hand: ['bolts-4'], assets: ['mercenary-army', 'luxury-jet'] },
      { billionaire: 'aristocrat', hand: ['diamonds-4'], assets: ['cryogenic-lab'] },
    ],
    deck: ['audit-1'],
    roles: [{ role: 'gangster', revealed: false }, null, null],
  },
  steps: [
    {
      move: { type: 'draw' },
      caption: 'Ana draws the Audit card.',
      rule: 'turn.draw',
    },
    {
      move: { type: 'gangsterAudit', card: 'audit-1', player: 1, asset: 'mercenary-army' },
      caption:
        'She plays it on Ben’s Mercenary Army and Reveals the Gangster: the Army goes onto her board instead of back to the Power Market. Ben is one Asset further from winning, Ana one closer.',
      rule: 'role.gangster',
    },
  ],
};

/** The Gangster may not take a fifth needed Asset: the Audit is an ordinary one. */
const gangsterNoWin: WorkedExample = {
  id: 'l3-gangster-fifth-asset',
  title: 'The Gangster cannot win the game',
  intro:
    'Ana (the War Profiteer) holds four of the five Assets she needs; only Influence is missing. Ben owns the Think Tank. Ana holds the hidden Gangster, and the top card of the Draw deck is an Audit.',
  position: {
    level: 3,
    seed: 36,
    players: [
      { billionaire: 'war-profiteer', hand: ['bombs-1'], assets: ['tabloid-empire', 'pyramid-scheme', 'art-hoard', 'personal-zoo'] },
      { billionaire: 'tech-overlord', hand: ['bolts-4'], assets: ['think-tank', 'luxury-jet'] },
      { billionaire: 'aristocrat', hand: ['diamonds-4'], assets: ['cryogenic-lab'] },
    ],
    deck: ['audit-1'],
    roles: [{ role: 'gangster', revealed: false }, null, null],
  },
  steps: [
    {
      move: { type: 'draw' },
      caption: 'Ana draws the Audit card. The Think Tank would be her fifth needed Asset, so the Gangster may not take it: the playground refuses that move.',
      rule: 'role.gangster',
    },
    {
      move: { type: 'audit', card: 'audit-1', player: 1, asset: 'think-tank' },
      caption:
        'She still Audits Ben, as anyone may: the Think Tank goes back to the Influence Market, out of Ben’s hands. Her Gangster stays hidden for a better moment.',
      rule: 'audit.return',
    },
  ],
};

/** Cleo uses the Power Broker on her own turn to swap an Asset with a Market. */
const brokerSwap: WorkedExample = {
  id: 'l3-power-broker-swap',
  title: 'The Power Broker swaps with a Market',
  intro:
    'Cleo (the Aristocrat) holds two Vanity Assets but needs only one, and she holds the hidden Power Broker. She needs two Legacy Assets, and the Corporate Enclave is still at the Legacy Market.',
  position: {
    level: 3,
    seed: 37,
    current: 2,
    players: [
      { billionaire: 'war-profiteer', hand: ['bombs-1'], assets: ['tabloid-empire'] },
      { billionaire: 'tech-overlord', hand: ['bolts-4'], assets: ['luxury-jet'] },
      { billionaire: 'aristocrat', hand: ['diamonds-4'], assets: ['cryogenic-lab', 'golf-plantation', 'celebrity-spouse'] },
    ],
    roles: [null, null, { role: 'power-broker', revealed: false }],
  },
  steps: [
    {
      move: { type: 'powerBrokerSwap', give: 'celebrity-spouse', take: 'corporate-enclave' },
      caption:
        'Before her Action, Cleo Reveals the Power Broker: the Celebrity Spouse goes back to the Vanity Market, and the Corporate Enclave comes from Legacy onto her board.',
      rule: 'role.power-broker',
    },
    {
      move: { type: 'draw' },
      caption: 'Revealing was not her Action: she draws and plays her turn as usual.',
      rule: 'roles.reveal',
    },
  ],
};

/** Ben, the hidden Power Broker, dictates the Panic! sacrifice. */
const brokerPanic: WorkedExample = {
  id: 'l3-power-broker-panic',
  title: 'The Power Broker dictates the Panic!',
  intro:
    'Six Rebels stand on Crises. Ana (the War Profiteer) Buys at Vanity, where Floods waits under a 1; the next Panic! card is Fascist Rule. Ben holds the hidden Power Broker.',
  position: {
    level: 3,
    seed: 38,
    players: [
      { billionaire: 'war-profiteer', hand: ['bombs-9'], assets: ['think-tank', 'personal-zoo'] },
      { billionaire: 'tech-overlord', hand: ['bolts-4'], assets: ['art-hoard', 'mega-yacht'] },
      { billionaire: 'aristocrat', hand: ['diamonds-4'], assets: ['tabloid-empire', 'cryogenic-lab'] },
    ],
    markets: { vanity: { faceUp: 'dishes-1', faceDown: ['floods'] } },
    guillotine: [
      { card: 'killer-robots', rebels: 3 },
      { card: 'pandemic', rebels: 2 },
      { card: 'poverty', rebels: 1 },
    ],
    crisesAside: ['wildfires', 'militias', 'debt-crisis'],
    panicDeck: ['fascist-rule', 'panic-2', 'panic-3', 'panic-4', 'panic-5'],
    roles: [null, { role: 'power-broker', revealed: false }, null],
  },
  steps: [
    {
      move: { type: 'buy', market: 'vanity', cards: ['bombs-9'] },
      caption:
        'Ana’s 3 loses to the 1 and Floods. Its two Rebels make eight on Crises. Ben, the one hidden Role holder, is asked first whether he Reveals after the Crisis.',
      rule: 'panic.trigger',
    },
    {
      move: { type: 'passReveal' },
      caption:
        'He waits. Ana’s turn ends, the Panic! begins and she draws Fascist Rule: one Influence, one Legacy and one Power Asset. Before any offer, Ben is asked again.',
      rule: 'roles.reveal',
    },
    {
      move: { type: 'choose', outcome: { kind: 'roll', value: 2 } },
      caption: 'The die will show 2 (a table can fix a roll like this in the playground).',
      rule: 'table.chosen-outcome',
    },
    {
      move: { type: 'dictateSacrifice', assets: ['think-tank', 'art-hoard', 'tabloid-empire'] },
      caption:
        'Ben Reveals the Power Broker and names Ana’s Think Tank, his own Art Hoard and Cleo’s Tabloid Empire, one from each Billionaire. Nobody can refuse: the three go back to their Markets and Ana rolls a 2.',
      rule: 'role.power-broker',
    },
    {
      move: { type: 'removeRebel', crisis: 'poverty' },
      caption: 'Ana takes the Rebel off Poverty…',
      rule: 'panic.success',
    },
    {
      move: { type: 'removeRebel', crisis: 'floods' },
      caption: '…and one off Floods. Six Rebels remain, and the Panic! is over for this game.',
      rule: 'panic.success',
    },
  ],
};

/** The Scam Artist's target takes the trade. */
const scamTrade: WorkedExample = {
  id: 'l3-scam-artist-trade',
  title: 'The Scam Artist: a trade',
  intro: 'Dev (the Property Speculator) wants Ana’s Private Island and holds the hidden Scam Artist. He can offer his Cryogenic Lab, which he does not need.',
  position: {
    level: 3,
    seed: 39,
    current: 3,
    players: [
      { billionaire: 'war-profiteer', hand: ['bombs-1'], assets: ['private-island', 'tabloid-empire'] },
      { billionaire: 'tech-overlord', hand: ['bolts-4'], assets: ['luxury-jet'] },
      { billionaire: 'aristocrat', hand: ['diamonds-4'], assets: ['art-hoard'] },
      { billionaire: 'property-speculator', hand: ['locks-4'], assets: ['cryogenic-lab', 'golf-plantation'] },
    ],
    roles: [null, null, null, { role: 'scam-artist', revealed: false }],
  },
  steps: [
    {
      move: { type: 'scamArtist', player: 0, take: 'private-island', give: 'cryogenic-lab' },
      caption: 'Before his Action, Dev Reveals the Scam Artist: he names Ana’s Private Island and offers his Cryogenic Lab. The choice is now Ana’s.',
      rule: 'role.scam-artist',
    },
    {
      move: { type: 'answerScamArtist', trade: true },
      caption: 'Ana has no Legacy Asset yet, so she takes the deal: the Island goes to Dev, the Cryogenic Lab to Ana.',
      rule: 'role.scam-artist',
    },
  ],
};

/** The Scam Artist's target would rather send the Asset back. */
const scamReturn: WorkedExample = {
  id: 'l3-scam-artist-return',
  title: 'The Scam Artist: sent back to the Market',
  intro: 'The same offer, but this time Ana (the War Profiteer) has no use for the Cryogenic Lab, and she will not hand Dev the Asset he needs.',
  position: {
    level: 3,
    seed: 40,
    current: 3,
    players: [
      { billionaire: 'war-profiteer', hand: ['bombs-1'], assets: ['private-island', 'tabloid-empire', 'scam-charity'] },
      { billionaire: 'tech-overlord', hand: ['bolts-4'], assets: ['luxury-jet'] },
      { billionaire: 'aristocrat', hand: ['diamonds-4'], assets: ['art-hoard'] },
      { billionaire: 'property-speculator', hand: ['locks-4'], assets: ['cryogenic-lab', 'golf-plantation'] },
    ],
    roles: [null, null, null, { role: 'scam-artist', revealed: false }],
  },
  steps: [
    {
      move: { type: 'scamArtist', player: 0, take: 'private-island', give: 'cryogenic-lab' },
      caption: 'Dev Reveals the Scam Artist, names Ana’s Private Island and offers his Cryogenic Lab.',
      rule: 'role.scam-artist',
    },
    {
      move: { type: 'answerScamArtist', trade: false },
      caption: 'Ana already has her Legacy Asset, so she sends the Private Island back to the Toys Market. Neither of them holds it now; Dev would have to Buy it.',
      rule: 'role.scam-artist',
    },
  ],
};

/** The Luxury Bunker is claimed, kept on a tie, and lost. */
const bunkerClaim: WorkedExample = {
  id: 'l3-bunker-claim',
  title: 'The Luxury Bunker changes hands',
  intro:
    'Nobody holds the Luxury Bunker yet. Ana (the War Profiteer) owns the Mercenary Army and Ben (the Tech Overlord) the Noble Estate: one Bunker Asset each. Cleo holds an Audit card.',
  position: {
    level: 3,
    seed: 41,
    players: [
      { billionaire: 'war-profiteer', hand: ['bombs-7', 'bombs-8'], assets: ['mercenary-army'] },
      { billionaire: 'tech-overlord', hand: ['bolts-7', 'bolts-8'], assets: ['noble-estate'] },
      { billionaire: 'aristocrat', hand: ['audit-1'], assets: ['cryogenic-lab'] },
    ],
    markets: {
      toys: { faceUp: 'dishes-1', faceDown: ['locks-1'] },
      legacy: { faceUp: 'dishes-2', faceDown: ['locks-2'] },
    },
  },
  steps: [
    {
      move: { type: 'buy', market: 'toys', cards: ['bombs-7', 'bombs-8'] },
      caption: 'Ana’s 6 beats the Toys Market’s 2.',
      rule: 'buy.compare',
    },
    {
      move: { type: 'claim', asset: 'private-island' },
      caption: 'She takes the Private Island: two Bunker Assets, more than anyone else. The Luxury Bunker is hers.',
      rule: 'bunker.claim',
    },
    {
      move: { type: 'buy', market: 'legacy', cards: ['bolts-7', 'bolts-8'] },
      caption: 'Ben’s 6 beats Legacy’s 2.',
      rule: 'buy.compare',
    },
    {
      move: { type: 'claim', asset: 'corporate-enclave' },
      caption: 'He takes the Corporate Enclave and now has two Bunker Assets too. A tie is not enough: Ana keeps the Bunker.',
      rule: 'bunker.claim',
    },
    {
      move: { type: 'audit', card: 'audit-1', player: 0, asset: 'private-island' },
      caption: 'Cleo Audits Ana’s Private Island back to Toys. Ana drops to one Bunker Asset and loses the Bunker; Ben, with strictly the most, claims it.',
      rule: 'bunker.claim',
    },
  ],
};

/** The Bunker's holder pays nothing for a Crisis in a Buy. */
const bunkerShelter: WorkedExample = {
  id: 'l3-bunker-shelter',
  title: 'A Buy from inside the Luxury Bunker',
  intro:
    'Ben (the Tech Overlord) holds the Mercenary Army and the Private Island, so the Luxury Bunker is his. He Buys at Vanity with a single 3; the Market shows a 1 and hides Debt Crisis.',
  position: {
    level: 3,
    seed: 42,
    current: 1,
    players: [
      { billionaire: 'war-profiteer', hand: ['bombs-1'], assets: ['tabloid-empire'] },
      { billionaire: 'tech-overlord', hand: ['bolts-9'], assets: ['mercenary-army', 'private-island'] },
      { billionaire: 'aristocrat', hand: ['diamonds-4'], assets: ['cryogenic-lab'] },
    ],
    markets: { vanity: { faceUp: 'dishes-1', faceDown: ['debt-crisis'] } },
    crisesAside: ['floods', 'wildfires', 'militias'],
  },
  steps: [
    {
      move: { type: 'buy', market: 'vanity', cards: ['bolts-9'] },
      caption: 'For anyone else Debt Crisis would add 3 and the Market would score 4 against Ben’s 3. From the Bunker it adds nothing: 3 beats 1, and Ben wins.',
      rule: 'bunker.shelter',
    },
    {
      move: { type: 'claim', asset: 'noble-estate' },
      caption:
        'He takes the Noble Estate. The Crisis still goes off: Debt Crisis goes beside the Guillotine with its two Rebels, and two set-aside Crises are discarded.',
      rule: 'bunker.shelter',
    },
  ],
};

/** The end of a Round: Roles go back, one is kept, and the Poorest draws first. */
const newRoles: WorkedExample = {
  id: 'l3-new-roles',
  title: 'New Roles at the end of a Round',
  intro:
    'Ana has used her Banker this Round; Ben still holds a hidden Scam Artist; Cleo has no Role. One card is left in the Draw deck, and it is Ana’s turn. Cleo has four empty spaces on her board, Ana two.',
  position: {
    level: 3,
    seed: 43,
    players: [
      { billionaire: 'war-profiteer', hand: ['bombs-1'], assets: ['tabloid-empire', 'art-hoard', 'personal-zoo'] },
      { billionaire: 'tech-overlord', hand: ['bolts-4'], assets: ['luxury-jet', 'mega-yacht', 'cryogenic-lab', 'celebrity-spouse'] },
      { billionaire: 'aristocrat', hand: ['diamonds-4'], assets: ['scam-charity'] },
    ],
    deck: ['bombs-4'],
    deckSize: 1,
    crisesAside: ['floods', 'wildfires', 'militias'],
    roles: [{ role: 'banker', revealed: true }, { role: 'scam-artist', revealed: false }, null],
    roleDeck: ['gangster', 'celebrity', 'power-broker', 'disaster-speculator'],
  },
  steps: [
    {
      move: { type: 'draw' },
      caption: 'Ana draws the last card of the deck: this Round ends with her turn.',
      rule: 'round.end',
    },
    {
      move: { type: 'exchangeMarkets', markets: ['toys', 'vanity'] },
      caption:
        'She Exchanges and the Round ends: cards gathered, Markets refilled, and a set-aside Crisis Activated. Ben, the one hidden Role holder, is asked whether he Reveals after it.',
      rule: 'crisis.end-of-round',
    },
    {
      move: { type: 'passReveal' },
      caption: 'He does not. Now the Roles: Ana’s Revealed Banker goes back into the Role deck, which is shuffled, and Ben must decide about his hidden one.',
      rule: 'roles.end-of-round',
    },
    {
      move: { type: 'keepHeldRole', keep: true },
      caption: 'Ben keeps his Scam Artist for the next Round, so he draws nothing. Cleo, the Poorest, draws first: one Role per empty space, four.',
      rule: 'roles.end-of-round',
    },
    {
      move: { type: 'keepRole', role: 'celebrity' },
      caption:
        'She looks at them in secret, keeps the Celebrity and returns the other three; the deck is shuffled again. Ana draws next, two Roles for her two empty spaces.',
      rule: 'roles.end-of-round',
    },
    {
      move: { type: 'keepRole' },
      caption: 'Ana likes neither and keeps none. Every player has chosen, and Cleo, the Poorest, starts the new Round.',
      rule: 'roles.end-of-round',
    },
  ],
};

/** Ana Buys first, then, with her Action behind her, Reveals the Scam Artist in the last step of her turn. */
const scamAfterBuy: WorkedExample = {
  id: 'l3-scam-after-buy',
  title: 'The Scam Artist after a Buy',
  intro:
    'Ana (the War Profiteer) holds the hidden Scam Artist and the Golf Plantation, a Vanity Asset she has no use for. She needs an Influence Asset, and Ben holds the Think Tank.',
  position: {
    level: 3,
    seed: 41,
    players: [
      { billionaire: 'war-profiteer', hand: ['bombs-9'], assets: ['golf-plantation'] },
      { billionaire: 'tech-overlord', hand: ['bolts-4'], assets: ['think-tank'] },
      { billionaire: 'aristocrat', hand: ['diamonds-4'], assets: ['cryogenic-lab'] },
    ],
    markets: { toys: { faceUp: 'dishes-1', faceDown: ['bolts-2'] } },
    roles: [{ role: 'scam-artist', revealed: false }, null, null],
  },
  steps: [
    {
      move: { type: 'buy', market: 'toys', cards: ['bombs-9'] },
      caption: 'For her Action Ana Buys at Toys with a 3 of her own Suit, against the 1 and the 2 in the Market: she wins.',
      rule: 'buy.claim',
    },
    {
      move: { type: 'claim', asset: 'mega-yacht' },
      caption: 'She claims the Mega Yacht. Her Action is over, but her turn is not: holding a hidden Role, she reaches the last step of her turn.',
      rule: 'roles.reveal',
    },
    {
      move: { type: 'scamArtist', player: 1, take: 'think-tank', give: 'golf-plantation' },
      caption: 'There she Reveals the Scam Artist, names Ben’s Think Tank and offers the Golf Plantation for it.',
      rule: 'role.scam-artist',
    },
    {
      move: { type: 'answerScamArtist', trade: true },
      caption: 'Ben would rather have an Asset than none: he hands over the Think Tank and takes the Golf Plantation.',
      rule: 'role.scam-artist',
    },
    {
      move: { type: 'endTurn' },
      caption: 'Nothing more to Reveal: Ana ends her turn, and Ben plays next.',
      rule: 'roles.reveal',
    },
  ],
};

export const LEVEL_3_EXAMPLES: readonly WorkedExample[] = [
  roleDraft,
  banker,
  celebritySpared,
  celebrityCaused,
  speculator,
  gangster,
  gangsterNoWin,
  brokerSwap,
  brokerPanic,
  scamTrade,
  scamReturn,
  scamAfterBuy,
  bunkerClaim,
  bunkerShelter,
  newRoles,
];
