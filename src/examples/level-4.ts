/**
 * Worked examples for Level 4: the bribe step, the rulebook's end-of-Round setting (Jeremy,
 * Natasha, Luis and Xiu Ying, as in the rulebook), a Suit Policy in a Buy, the one-time Policies
 * and the three green Roles. The other examples' players are Ana, Ben, Cleo and Dev, as in the
 * Level 4 page's own short examples.
 */
import type { WorkedExample } from './types.ts';

/** Ana moves cards into and out of her envelope at the end of her turn, within her hand limit. */
const bribeStep: WorkedExample = {
  id: 'l4-bribe-step',
  title: 'Stuffing the Bribe envelope',
  intro: 'Ana (the War Profiteer) holds a 3 of Satellite Dishes and a 1 of Locks; her Bribe envelope already holds a 2 of Bombs. She is about to take her Action.',
  position: {
    level: 4,
    seed: 401,
    phase: 'turn.action',
    players: [
      { billionaire: 'war-profiteer', hand: ['dishes-7', 'locks-1'], assets: ['mercenary-army'] },
      { billionaire: 'tech-overlord', hand: ['bolts-4'], assets: ['luxury-jet'] },
      { billionaire: 'aristocrat', hand: ['diamonds-4'], assets: ['cryogenic-lab'] },
    ],
    envelopes: [['bombs-5'], [], []],
  },
  steps: [
    {
      move: { type: 'exchangeMarkets', markets: ['toys', 'vanity'] },
      caption: 'Ana swaps the face-up cards of Toys and Vanity. Her Action is done, so now, and only now, she may move cards between her hand and her envelope.',
      rule: 'policy.bribe',
    },
    {
      move: { type: 'bribeIn', card: 'dishes-7' },
      caption: 'She slips the 3 into her envelope, face-down: it now holds two cards worth 5. The others see a card go in, not which one.',
      rule: 'policy.bribe',
    },
    {
      move: { type: 'bribeOut', card: 'bombs-5' },
      caption:
        'She changes her mind about the 2 and takes it back: two cards in hand, her limit. A third card could not come out now, so the playground refuses to take out another.',
      rule: 'policy.bribe',
    },
    {
      move: { type: 'finishBribes' },
      caption: 'Ana is done: her envelope holds one card, which is all the others know. Ben’s turn begins.',
      rule: 'policy.bribe',
    },
  ],
};

/** The rulebook's example: the end of a Round, a Lock doubled in the bid, an Audit as the Gangster. */
const roundEnd: WorkedExample = {
  id: 'l4-round-end',
  title: 'The end of a Round: bribes, a doubled Lock and an Audit',
  intro:
    'Jeremy (the Tech Overlord), Natasha (the Media Baron), Luis (the Aristocrat) and Xiu Ying (the Property Speculator) play at Level 4. The Draw deck is empty and Luis is taking the Round’s last turn. Real Estate Bonanza is in force, so Locks count double. Nobody holds a Role.',
  position: {
    level: 4,
    seed: 402,
    current: 2,
    phase: 'turn.action',
    players: [
      { billionaire: 'tech-overlord', hand: ['bolts-1'], assets: ['luxury-jet', 'mega-yacht', 'noble-estate'] },
      { billionaire: 'media-baron', hand: ['dishes-1'], assets: ['gang-of-lawyers', 'think-tank'] },
      { billionaire: 'aristocrat', hand: ['diamonds-4'], assets: ['cryogenic-lab', 'art-hoard', 'personal-zoo'] },
      { billionaire: 'property-speculator', hand: ['locks-2'], assets: ['cult-of-personality', 'golf-plantation', 'pyramid-scheme'] },
    ],
    deck: [],
    deckSize: 0,
    crisesAside: ['floods', 'wildfires', 'militias'],
    roleDeck: ['gangster', 'toady', 'banker'],
    envelopes: [['bolts-4', 'bombs-5'], ['locks-7'], ['diamonds-1', 'dishes-4'], ['diamonds-8']],
    policy: 'real-estate-bonanza',
  },
  steps: [
    {
      move: { type: 'exchangeMarkets', markets: ['toys', 'vanity'] },
      caption: 'Luis Exchanges the face-up cards of Toys and Vanity: the last Action of the Round. Then comes his bribe step, like at the end of any turn.',
      rule: 'policy.bribe',
    },
    {
      move: { type: 'finishBribes' },
      caption:
        'He leaves his envelope alone, and the Round ends: the cards are gathered, the Markets refilled, and Floods is Activated. Then new Roles: Natasha has the most empty spaces, so she draws first, three Roles.',
      rule: 'roles.end-of-round',
    },
    {
      move: { type: 'keepRole', role: 'gangster' },
      caption: 'Natasha keeps the Gangster, hidden, and returns the other two. Jeremy draws two Roles next.',
      rule: 'roles.end-of-round',
    },
    {
      move: { type: 'keepRole' },
      caption: 'Jeremy keeps neither. Xiu Ying draws two.',
      rule: 'roles.end-of-round',
    },
    {
      move: { type: 'keepRole' },
      caption: 'Xiu Ying keeps neither. Luis draws two.',
      rule: 'roles.end-of-round',
    },
    {
      move: { type: 'keepRole' },
      caption: 'Luis keeps neither. With the Crisis and the Roles done, the last step of the Round is setting the Policy: everyone decides in secret whether to bid.',
      rule: 'policy.when',
    },
    {
      move: { type: 'holdUp', seat: 0, hold: true },
      caption: 'Jeremy decides to hold up his envelope. The table view shows it; at the table nobody sees it until the count reaches three.',
      rule: 'policy.hold-up',
    },
    {
      move: { type: 'holdUp', seat: 1, hold: true },
      caption: 'Natasha decides to hold up hers.',
      rule: 'policy.hold-up',
    },
    {
      move: { type: 'holdUp', seat: 2, hold: true },
      caption: 'So does Luis.',
      rule: 'policy.hold-up',
    },
    {
      move: { type: 'holdUp', seat: 3, hold: false },
      caption:
        'Xiu Ying keeps hers down. Three! Jeremy, Natasha and Luis raise their envelopes. Before they are opened, Natasha, the one hidden Role holder, is asked whether she Reveals.',
      rule: 'policy.hold-up',
    },
    {
      move: { type: 'noSwap' },
      caption:
        'She does not. The envelopes open: Jeremy 4, Luis 3, Natasha a single 3 of Locks. Real Estate Bonanza still doubles Locks, so her card counts 6 and she wins; all three envelopes go to the Discard pile, and Xiu Ying’s stays full.',
      rule: 'policy.winner',
    },
    {
      move: { type: 'setPolicy', policy: 'billionaire-audited' },
      caption: 'Natasha sets Billionaire Audited. Real Estate Bonanza leaves the board, so Locks are back to their usual worth.',
      rule: 'policy.billionaire-audited',
    },
    {
      move: { type: 'policyAudit', player: 3, asset: 'pyramid-scheme', gangster: true },
      caption:
        'She Audits Xiu Ying’s Pyramid Scheme and Reveals the Gangster: it lands on her own board instead of at the Power Market. Now Xiu Ying has the most empty spaces, so she starts the next Round.',
      rule: 'role.gangster',
    },
  ],
};

/** Weapons Galore! doubles Bombs in a Buy: for Ben's offer, and against Cleo in a Market. */
const suitPolicy: WorkedExample = {
  id: 'l4-suit-policy-buy',
  title: 'A Suit Policy in a Buy',
  intro:
    'Weapons Galore! is in force: every Bombs card counts double, whoever holds it. Ben (the Tech Overlord) holds a 2 of Bombs and a 2 of Diamonds. Vanity shows a 3 of Satellite Dishes over one face-down card.',
  position: {
    level: 4,
    seed: 403,
    current: 1,
    phase: 'turn.action',
    players: [
      { billionaire: 'war-profiteer', hand: ['bombs-1'], assets: ['mercenary-army'] },
      { billionaire: 'tech-overlord', hand: ['bombs-4', 'diamonds-4'], assets: ['luxury-jet'] },
      { billionaire: 'aristocrat', hand: ['diamonds-7', 'diamonds-8'], assets: ['cryogenic-lab'] },
    ],
    markets: {
      vanity: { faceUp: 'dishes-7', faceDown: ['diamonds-1'] },
      toys: { faceUp: 'bombs-8', faceDown: ['locks-1'] },
    },
    deck: ['dishes-1'],
    policy: 'weapons-galore',
  },
  steps: [
    {
      move: { type: 'buy', market: 'vanity', cards: ['bombs-4', 'diamonds-4'] },
      caption:
        'Ben’s 2 of Bombs counts 4, so he offers 6, not 4. Vanity turns up a 1 of Diamonds: 4 in all. Without the Policy it would be a tie, and a tie loses; with it, 6 beats 4.',
      rule: 'policy.suit',
    },
    {
      move: { type: 'claim', asset: 'noble-estate' },
      caption: 'Ben takes the Noble Estate, a Vanity Asset he needs.',
      rule: 'buy.claim',
    },
    {
      move: { type: 'finishBribes' },
      caption: 'He keeps his envelope as it is, and Cleo (the Aristocrat) takes her turn.',
      rule: 'policy.bribe',
    },
    {
      move: { type: 'buy', market: 'toys', cards: ['diamonds-7', 'diamonds-8'] },
      caption:
        'Cleo offers two 3s of Diamonds: 6. Toys shows a 3 of Bombs, which counts 6 against her, and a 1 of Locks beneath it makes 7. The doubling works against a buyer too: she loses.',
      rule: 'policy.suit',
    },
  ],
};

/** A Crisis in a Buy calls for a Policy; Ben wins the bid and Represses the Rebels on a rolled 3. */
const repress: WorkedExample = {
  id: 'l4-repress-the-rebels',
  title: 'Repress the Rebels',
  intro:
    'Killer Robots! holds three Rebels and Pandemic one. Ana (the War Profiteer) Buys at Vanity, where Floods hides under a 1. Ben’s envelope holds two 3s, Cleo’s a single 2.',
  position: {
    level: 4,
    seed: 404,
    phase: 'turn.action',
    players: [
      { billionaire: 'war-profiteer', hand: ['bombs-9'], assets: ['mercenary-army'] },
      { billionaire: 'tech-overlord', hand: ['bolts-4'], assets: ['luxury-jet'] },
      { billionaire: 'aristocrat', hand: ['diamonds-4'], assets: ['cryogenic-lab'] },
    ],
    markets: { vanity: { faceUp: 'dishes-1', faceDown: ['floods'] } },
    guillotine: [
      { card: 'killer-robots', rebels: 3 },
      { card: 'pandemic', rebels: 1 },
    ],
    crisesAside: ['wildfires', 'militias', 'poverty'],
    envelopes: [[], ['bolts-7', 'locks-8'], ['diamonds-5']],
  },
  steps: [
    {
      move: { type: 'buy', market: 'vanity', cards: ['bombs-9'] },
      caption:
        'Ana’s 3 loses to the 1 and Floods. Floods is Activated with two Rebels, two set-aside Crises are discarded, and a Crisis found in a Buy calls for a new Policy. Everyone decides in secret, Ana first.',
      rule: 'policy.when',
    },
    { move: { type: 'holdUp', seat: 0, hold: false }, caption: 'Ana’s envelope is empty: she keeps it down.', rule: 'policy.hold-up' },
    { move: { type: 'holdUp', seat: 1, hold: true }, caption: 'Ben will hold his up.', rule: 'policy.hold-up' },
    {
      move: { type: 'holdUp', seat: 2, hold: true },
      caption: 'So will Cleo. Three! Ben’s 6 beats Cleo’s 2; both envelopes go to the Discard pile, and Ben chooses the Policy.',
      rule: 'policy.winner',
    },
    {
      move: { type: 'choose', outcome: { kind: 'roll', value: 3 } },
      caption: 'The die will show 3 (a table can fix a roll like this in the playground).',
      rule: 'table.chosen-outcome',
    },
    {
      move: { type: 'setPolicy', policy: 'repress-the-rebels' },
      caption: 'Ben sets Repress the Rebels and rolls a 3. An odd number: two Rebels may leave one Crisis, and he picks which after seeing the roll.',
      rule: 'policy.repress-the-rebels',
    },
    {
      move: { type: 'repress', crisis: 'killer-robots' },
      caption:
        'He takes two of the three Rebels off Killer Robots! and puts them back in the reserve. The card stays beside the Guillotine; four Rebels stand on Crises now.',
      rule: 'policy.repress-the-rebels',
    },
  ],
};

/** Nobody bids, so the Poorest sets Tax Tyranny: one of the two richest pays in cards, the other with an Asset. */
const tax: WorkedExample = {
  id: 'l4-tax-tyranny',
  title: 'Tax Tyranny',
  intro:
    'Ana (the War Profiteer) needs one more Asset, Ben (the Tech Overlord) two, Dev (the Property Speculator) three, and Cleo (the Aristocrat) four. Cleo Buys at Vanity, where Floods lies under a 1.',
  position: {
    level: 4,
    seed: 405,
    current: 2,
    phase: 'turn.action',
    players: [
      { billionaire: 'war-profiteer', hand: ['bombs-7', 'dishes-1'], assets: ['mercenary-army', 'tabloid-empire', 'think-tank', 'art-hoard'] },
      { billionaire: 'tech-overlord', hand: ['bolts-1', 'diamonds-2'], assets: ['luxury-jet', 'mega-yacht', 'corporate-enclave'] },
      { billionaire: 'aristocrat', hand: ['diamonds-4'], assets: ['cryogenic-lab'] },
      { billionaire: 'property-speculator', hand: ['locks-4'], assets: ['cult-of-personality', 'golf-plantation'] },
    ],
    markets: { vanity: { faceUp: 'dishes-2', faceDown: ['floods'] } },
    crisesAside: ['wildfires', 'militias', 'poverty'],
  },
  steps: [
    {
      move: { type: 'buy', market: 'vanity', cards: ['diamonds-4'] },
      caption: 'Cleo’s 2 loses to the 1 and Floods, and Floods is Activated: the Policy is set again. Every envelope is empty, so nobody bids.',
      rule: 'policy.when',
    },
    { move: { type: 'holdUp', seat: 2, hold: false }, caption: 'Cleo keeps her envelope down…', rule: 'policy.hold-up' },
    { move: { type: 'holdUp', seat: 3, hold: false }, caption: '…and so does Dev…', rule: 'policy.hold-up' },
    { move: { type: 'holdUp', seat: 0, hold: false }, caption: '…and Ana…', rule: 'policy.hold-up' },
    {
      move: { type: 'holdUp', seat: 1, hold: false },
      caption: '…and Ben. With no bid at all, the Poorest Player sets the Policy: Cleo, with four empty spaces.',
      rule: 'policy.winner',
    },
    {
      move: { type: 'setPolicy', policy: 'tax-tyranny' },
      caption: 'Cleo sets Tax Tyranny. The two richest pay: Ana, one Asset from winning, first, then Ben. Dev and Cleo pay nothing.',
      rule: 'policy.tax-tyranny',
    },
    {
      move: { type: 'payTaxCards', cards: ['bombs-7'] },
      caption: 'Ana pays with her 3 of Bombs and keeps her four Assets. Her 1 could stay in her hand: 3 points were enough.',
      rule: 'policy.tax-tyranny',
    },
    {
      move: { type: 'payTaxAsset', asset: 'mega-yacht' },
      caption: 'Ben’s two cards make only 2, so he must give up an Asset: the Mega Yacht goes back to Toys, and he needs three again.',
      rule: 'policy.tax-tyranny',
    },
  ],
};

/** Cleo wins the bid and sets Archeological Dig: she takes back her own 3 and a Game the Market card. */
const dig: WorkedExample = {
  id: 'l4-archeological-dig',
  title: 'Archeological Dig',
  intro:
    'Ana (the War Profiteer) Buys at Vanity, where Floods waits under a 1. Cleo’s envelope holds a 3 and a 2 of Diamonds, Ana’s a 2 of Bombs; a Game the Market card lies on the Discard pile. Cleo holds one card.',
  position: {
    level: 4,
    seed: 406,
    phase: 'turn.action',
    players: [
      { billionaire: 'war-profiteer', hand: ['bombs-9'], assets: ['mercenary-army'] },
      { billionaire: 'tech-overlord', hand: ['bolts-4'], assets: ['luxury-jet'] },
      { billionaire: 'aristocrat', hand: ['locks-1'], assets: ['cryogenic-lab'] },
    ],
    markets: { vanity: { faceUp: 'dishes-1', faceDown: ['floods'] } },
    crisesAside: ['wildfires', 'militias', 'poverty'],
    discard: ['game-the-market'],
    envelopes: [['bombs-4'], [], ['diamonds-7', 'diamonds-5']],
  },
  steps: [
    {
      move: { type: 'buy', market: 'vanity', cards: ['bombs-9'] },
      caption: 'Ana’s 3 loses to the 1 and Floods. Floods is Activated, and the Policy is up for sale.',
      rule: 'policy.when',
    },
    { move: { type: 'holdUp', seat: 0, hold: true }, caption: 'Ana will hold up her 2.', rule: 'policy.hold-up' },
    { move: { type: 'holdUp', seat: 1, hold: false }, caption: 'Ben’s envelope is empty: he keeps it down.', rule: 'policy.hold-up' },
    {
      move: { type: 'holdUp', seat: 2, hold: true },
      caption: 'Cleo holds up hers. Her 5 beats Ana’s 2, and all three cards land on the Discard pile.',
      rule: 'policy.winner',
    },
    {
      move: { type: 'setPolicy', policy: 'archeological-dig' },
      caption: 'Cleo sets Archeological Dig: she may take up to two cards of her choice from the Discard pile.',
      rule: 'policy.archeological-dig',
    },
    {
      move: { type: 'digUp', take: ['game-the-market', 'diamonds-7'] },
      caption: 'She takes back her own 3 of Diamonds and the Game the Market card. That makes three cards in hand, one over her limit.',
      rule: 'policy.archeological-dig',
    },
    {
      move: { type: 'discardToLimit', cards: ['locks-1'] },
      caption: 'She lets the 1 of Locks go. Her bid cost her only the 2 in the end.',
      rule: 'policy.archeological-dig',
    },
  ],
};

/** Cleo, whose Scam Artist is spent, sets New Role: it goes back, and she draws two fresh Roles and keeps one. */
const newRole: WorkedExample = {
  id: 'l4-new-role',
  title: 'New Role',
  intro:
    'Cleo (the Aristocrat) needs two more Assets and has already Revealed her Scam Artist this Round. Ana (the War Profiteer) Buys at Vanity, where Floods waits under a 1. Only Cleo has anything in her envelope.',
  position: {
    level: 4,
    seed: 407,
    phase: 'turn.action',
    players: [
      { billionaire: 'war-profiteer', hand: ['bombs-9'], assets: ['mercenary-army'] },
      { billionaire: 'tech-overlord', hand: ['bolts-4'], assets: ['luxury-jet'] },
      { billionaire: 'aristocrat', hand: ['diamonds-4'], assets: ['cryogenic-lab', 'art-hoard', 'personal-zoo'] },
    ],
    markets: { vanity: { faceUp: 'dishes-1', faceDown: ['floods'] } },
    crisesAside: ['wildfires', 'militias', 'poverty'],
    envelopes: [[], [], ['locks-5']],
    roles: [null, null, { role: 'scam-artist', revealed: true }],
  },
  steps: [
    {
      move: { type: 'buy', market: 'vanity', cards: ['bombs-9'] },
      caption: 'Ana’s 3 loses to the 1 and Floods. Floods is Activated, and the Policy is set again.',
      rule: 'policy.when',
    },
    { move: { type: 'holdUp', seat: 0, hold: false }, caption: 'Ana keeps her empty envelope down.', rule: 'policy.hold-up' },
    { move: { type: 'holdUp', seat: 1, hold: false }, caption: 'So does Ben.', rule: 'policy.hold-up' },
    {
      move: { type: 'holdUp', seat: 2, hold: true },
      caption: 'Cleo holds up her 2, the only bid: it wins, and goes to the Discard pile.',
      rule: 'policy.winner',
    },
    {
      move: { type: 'setPolicy', policy: 'new-role' },
      caption: 'Cleo sets New Role. Her spent Scam Artist goes back into the Role deck, the deck is shuffled, and she draws one Role for each of her two empty spaces.',
      rule: 'policy.new-role',
    },
    {
      move: { type: 'keepRole', role: 'insider-trader' },
      caption: 'She draws the Power Broker and the Insider Trader, keeps the Insider Trader, hidden, for a later bid, and returns the other.',
      rule: 'policy.new-role',
    },
  ],
};

/** Ana holds up an empty envelope and swaps it for Ben's full one with the Insider Trader. */
const insider: WorkedExample = {
  id: 'l4-insider-trader',
  title: 'The Insider Trader swaps envelopes',
  intro:
    'Ana (the War Profiteer) holds the hidden Insider Trader and an empty envelope. Ben’s envelope holds 7, Cleo’s 2. Cleo Buys at Vanity, where Floods waits under a 1.',
  position: {
    level: 4,
    seed: 408,
    current: 2,
    phase: 'turn.action',
    players: [
      { billionaire: 'war-profiteer', hand: ['bombs-1'], assets: ['mercenary-army'] },
      { billionaire: 'tech-overlord', hand: ['bolts-4'], assets: ['luxury-jet'] },
      { billionaire: 'aristocrat', hand: ['diamonds-7'], assets: ['cryogenic-lab'] },
    ],
    markets: { vanity: { faceUp: 'dishes-1', faceDown: ['floods'] } },
    crisesAside: ['wildfires', 'militias', 'poverty'],
    envelopes: [[], ['bolts-7', 'bolts-8', 'bolts-1'], ['diamonds-4']],
    roles: [{ role: 'insider-trader', revealed: false }, null, null],
  },
  steps: [
    {
      move: { type: 'buy', market: 'vanity', cards: ['diamonds-7'] },
      caption: 'Cleo’s 3 loses to the 1 and Floods. Floods is Activated, and the Policy is up for sale.',
      rule: 'policy.when',
    },
    { move: { type: 'holdUp', seat: 2, hold: true }, caption: 'Cleo will hold up her 2.', rule: 'policy.hold-up' },
    { move: { type: 'holdUp', seat: 0, hold: true }, caption: 'Ana will hold up her empty envelope.', rule: 'policy.hold-up' },
    {
      move: { type: 'holdUp', seat: 1, hold: false },
      caption: 'Ben keeps his 7 down, saving it for later. Three! Ana and Cleo raise their envelopes, and before they are opened Ana, who holds a hidden Role, is asked.',
      rule: 'role.insider-trader',
    },
    {
      move: { type: 'insiderSwap', with: 1 },
      caption:
        'Ana Reveals the Insider Trader and swaps envelopes with Ben. She is still bidding, now with his 7, which beats Cleo’s 2; Ben keeps her empty envelope, still down. Ben’s cards and Cleo’s go to the Discard pile.',
      rule: 'role.insider-trader',
    },
    {
      move: { type: 'setPolicy', policy: 'weapons-galore' },
      caption: 'Ana sets Weapons Galore!: her own Suit, Bombs, counts double from now on, paid for with Ben’s money.',
      rule: 'policy.suit',
    },
  ],
};

/** Cleo Reveals the Toady; Ana completes her set and Cleo, with 4 points of Diamonds in her envelope under Inheritance Tax Abolished, wins too. */
const toady: WorkedExample = {
  id: 'l4-toady',
  title: 'The Toady shares a win',
  intro:
    'Ana (the Aristocrat, Diamonds) needs one more Asset, a Vanity one. Cleo (the Media Baron) holds the hidden Toady, and her envelope holds a 2 and a 1 of Diamonds. Inheritance Tax Abolished is in force, so Diamonds count double. It is Cleo’s turn.',
  position: {
    level: 4,
    seed: 409,
    current: 2,
    phase: 'turn.action',
    players: [
      { billionaire: 'aristocrat', hand: ['diamonds-8', 'bombs-7'], assets: ['cryogenic-lab', 'art-hoard', 'gang-of-lawyers', 'personal-zoo'] },
      { billionaire: 'tech-overlord', hand: ['bolts-4'], assets: ['luxury-jet'] },
      { billionaire: 'media-baron', hand: ['dishes-4'], assets: ['think-tank'] },
    ],
    markets: { vanity: { faceUp: 'locks-7', faceDown: ['bombs-1'] } },
    envelopes: [[], [], ['diamonds-4', 'diamonds-1']],
    roles: [null, null, { role: 'toady', revealed: false }],
    policy: 'inheritance-tax-abolished',
  },
  steps: [
    {
      move: { type: 'revealToady' },
      caption: 'Before her Action, Cleo Reveals the Toady and lays it face-up in front of her: she is betting on someone else’s win.',
      rule: 'role.toady',
    },
    {
      move: { type: 'exchangeMarkets', markets: ['toys', 'legacy'] },
      caption: 'For her Action she swaps the face-up cards of Toys and Legacy.',
      rule: 'exchange.markets',
    },
    {
      move: { type: 'finishBribes' },
      caption: 'She leaves her envelope as it is, and Ana’s turn begins.',
      rule: 'policy.bribe',
    },
    {
      move: { type: 'buy', market: 'vanity', cards: ['diamonds-8', 'bombs-7'] },
      caption: 'Ana’s 3 of Diamonds counts 6 under the Policy, plus her 3 of Bombs: 9 against the Market’s 4. She wins the Buy.',
      rule: 'policy.suit',
    },
    {
      move: { type: 'claim', asset: 'golf-plantation' },
      caption:
        'She takes the Golf Plantation, her fifth needed Asset, and wins. Cleo’s Diamonds would make only 3, but doubled they make 6, at least the 4 the Toady needs: Cleo wins with her.',
      rule: 'role.toady',
    },
  ],
};

/** Ben wins the bid holding the hidden Vulture Capitalist and takes Ana's spent Banker before setting the Policy. */
const vulture: WorkedExample = {
  id: 'l4-vulture-capitalist',
  title: 'The Vulture Capitalist takes a Role',
  intro:
    'Ana (the War Profiteer) Revealed her Banker earlier this Round. Ben (the Tech Overlord) holds the hidden Vulture Capitalist and an envelope worth 4. Cleo Buys at Vanity, where Floods waits under a 1.',
  position: {
    level: 4,
    seed: 410,
    current: 2,
    phase: 'turn.action',
    players: [
      { billionaire: 'war-profiteer', hand: ['bombs-1'], assets: ['mercenary-army'] },
      { billionaire: 'tech-overlord', hand: ['bolts-4'], assets: ['luxury-jet'] },
      { billionaire: 'aristocrat', hand: ['diamonds-7'], assets: ['cryogenic-lab'] },
    ],
    markets: { vanity: { faceUp: 'dishes-1', faceDown: ['floods'] } },
    crisesAside: ['wildfires', 'militias', 'poverty'],
    envelopes: [[], ['bolts-5', 'dishes-5'], []],
    roles: [{ role: 'banker', revealed: true }, { role: 'vulture-capitalist', revealed: false }, null],
  },
  steps: [
    {
      move: { type: 'buy', market: 'vanity', cards: ['diamonds-7'] },
      caption: 'Cleo’s 3 loses to the 1 and Floods. Floods is Activated, and the Policy is up for sale.',
      rule: 'policy.when',
    },
    { move: { type: 'holdUp', seat: 2, hold: false }, caption: 'Cleo keeps her empty envelope down.', rule: 'policy.hold-up' },
    { move: { type: 'holdUp', seat: 0, hold: false }, caption: 'So does Ana.', rule: 'policy.hold-up' },
    {
      move: { type: 'holdUp', seat: 1, hold: true },
      caption: 'Ben holds up his. Before it is opened, Ben, the one hidden Role holder, is asked whether he Reveals an Insider Trader.',
      rule: 'role.insider-trader',
    },
    {
      move: { type: 'noSwap' },
      caption: 'He has nothing to swap. His 4 is the only bid: it wins, and goes to the Discard pile.',
      rule: 'policy.winner',
    },
    {
      move: { type: 'vultureTake', from: 0 },
      caption:
        'Before choosing the Policy, Ben Reveals the Vulture Capitalist and hands it to Ana, spent, in exchange for her Banker. The Banker is his now, hidden, and he can Reveal it again.',
      rule: 'role.vulture-capitalist',
    },
    {
      move: { type: 'setPolicy', policy: 'big-tech-unleashed' },
      caption: 'Then he sets the Policy as usual: Big Tech Unleashed, so his own Suit, Electrical Bolts, counts double.',
      rule: 'policy.suit',
    },
  ],
};

/** Nobody bids, so Ben, the Poorest, sets Billionaire Audited: Ana's Pyramid Scheme goes back to a full Market and leaves the game. */
const audited: WorkedExample = {
  id: 'l4-billionaire-audited',
  title: 'Billionaire Audited',
  intro:
    'Ana (the War Profiteer) holds the Pyramid Scheme and the Think Tank and is about to Buy at Vanity, where Floods lies under a 1. The Power Market still has its other three Assets. Nobody has stuffed an envelope yet; Ben holds no Asset at all.',
  position: {
    level: 4,
    seed: 411,
    phase: 'turn.action',
    players: [
      { billionaire: 'war-profiteer', hand: ['bombs-9'], assets: ['pyramid-scheme', 'think-tank'] },
      { billionaire: 'tech-overlord', hand: ['bolts-4'], assets: [] },
      { billionaire: 'aristocrat', hand: ['locks-1'], assets: ['cryogenic-lab'] },
    ],
    markets: { vanity: { faceUp: 'dishes-1', faceDown: ['floods'] } },
  },
  steps: [
    {
      move: { type: 'buy', market: 'vanity', cards: ['bombs-9'] },
      caption: 'Ana’s 3 loses to the 1 and Floods. Floods is Activated, so the Policy is set now.',
      rule: 'policy.when',
    },
    { move: { type: 'holdUp', seat: 0, hold: false }, caption: 'Ana has nothing to bid with: her envelope stays down.', rule: 'policy.hold-up' },
    { move: { type: 'holdUp', seat: 1, hold: false }, caption: 'Ben keeps his down too.', rule: 'policy.hold-up' },
    {
      move: { type: 'holdUp', seat: 2, hold: false },
      caption: 'And so does Cleo. With no envelope held up, the Poorest Player sets the Policy: Ben, with all five spaces still empty.',
      rule: 'policy.winner',
    },
    {
      move: { type: 'setPolicy', policy: 'billionaire-audited' },
      caption: 'Ben sets Billionaire Audited: he may send back one Asset from anyone’s board.',
      rule: 'policy.billionaire-audited',
    },
    {
      move: { type: 'policyAudit', player: 0, asset: 'pyramid-scheme', gangster: false },
      caption: 'He picks Ana’s Pyramid Scheme. The Power Market already holds three Assets, so it leaves the game for good.',
      rule: 'assets.return',
    },
  ],
};

export const LEVEL_4_EXAMPLES: readonly WorkedExample[] = [bribeStep, roundEnd, suitPolicy, repress, tax, dig, audited, newRole, insider, toady, vulture];
