import { describe, expect, it } from 'vitest';
import {
  createGame,
  describeEvent,
  describeMove,
  type EventOf,
  type GameEvent,
  type GameEventType,
  type GameState,
  legalMoves,
  type Move,
  type MoveType,
  play,
  TABLE,
  type Viewer,
} from '../../src/machine/index.ts';
import { position } from '../helpers/game.ts';

const s = position({
  players: [
    { billionaire: 'property-speculator', hand: ['locks-4'] },
    { billionaire: 'aristocrat', hand: ['diamonds-1'] },
    { billionaire: 'war-profiteer', hand: [] },
  ],
});

/** Event types declared by test-only modules (tests/unit/core/windows.test.ts), not by the engine. */
type TestOnlyEventType = 'cheered' | 'bowed';

/** One sample of every event the engine can report, with the fields the engine fills in. */
const SAMPLES: { readonly [T in Exclude<GameEventType, TestOnlyEventType>]: EventOf<T> } = {
  drew: { type: 'drew', rule: 'turn.draw', player: 0, card: 'bombs-1', secret: true, count: 30 },
  buyAnnounced: { type: 'buyAnnounced', rule: 'buy.cards', player: 0, market: 'vanity', cards: ['bombs-1', 'bolts-4'] },
  marketRevealed: { type: 'marketRevealed', rule: 'buy.reveal', player: 0, market: 'vanity', cards: ['diamonds-1', 'locks-4'] },
  suitBonus: { type: 'suitBonus', rule: 'buy.suit-bonus', player: 0, cards: ['locks-4'] },
  buyWon: { type: 'buyWon', rule: 'buy.compare', player: 0, market: 'vanity', score: 5, against: 1 },
  buyFailed: { type: 'buyFailed', rule: 'buy.compare', player: 0, market: 'vanity', score: 3, against: 3 },
  assetClaimed: { type: 'assetClaimed', rule: 'buy.claim', player: 0, asset: 'golf-plantation', market: 'vanity' },
  claimDeclined: { type: 'claimDeclined', rule: 'buy.claim', player: 0 },
  cardsDiscarded: { type: 'cardsDiscarded', rule: 'buy.discard', player: 0, cards: ['bombs-1', 'bolts-4', 'diamonds-1', 'locks-4'] },
  inflation: { type: 'inflation', rule: 'buy.inflation', market: 'vanity', count: 3, wanted: 3, card: 'dishes-7' },
  marketClosed: { type: 'marketClosed', rule: 'market.closed', market: 'vanity' },
  invested: { type: 'invested', rule: 'invest.card', player: 1, market: 'toys', card: 'diamonds-1', secret: true },
  drewAfterInvest: { type: 'drewAfterInvest', rule: 'invest.draw', player: 1, card: 'dishes-1', secret: true, count: 12 },
  noCardToDraw: { type: 'noCardToDraw', rule: 'invest.draw', player: 1 },
  exchangedHand: { type: 'exchangedHand', rule: 'exchange.hand', player: 2, market: 'toys', cards: ['locks-7', 'bombs-1'] },
  exchangedMarkets: { type: 'exchangedMarkets', rule: 'exchange.markets', player: 2, markets: ['toys', 'power'], cards: ['bombs-1', 'dishes-4'] },
  audited: { type: 'audited', rule: 'audit.return', player: 0, other: 1, asset: 'mercenary-army', card: 'audit-1' },
  assetReturned: { type: 'assetReturned', rule: 'assets.return', player: 1, asset: 'mercenary-army', market: 'power' },
  assetRemoved: { type: 'assetRemoved', rule: 'assets.return', player: 1, asset: 'cult-of-personality', market: 'vanity' },
  marketReopened: { type: 'marketReopened', rule: 'market.closed', market: 'toys' },
  scammed: { type: 'scammed', rule: 'scam.swap', player: 0, other: 2, assets: ['scam-charity', 'private-island'], card: 'scam' },
  marketsGamed: { type: 'marketsGamed', rule: 'gtm.redistribute', player: 0, markets: ['influence', 'legacy'], count: 2, cards: ['bolts-4'], card: 'game-the-market' },
  passed: { type: 'passed', rule: 'turn.action', player: 2 },
  turnEnded: { type: 'turnEnded', rule: 'turn.order', player: 2 },
  roundEnded: { type: 'roundEnded', rule: 'round.end', player: 2 },
  gathered: { type: 'gathered', rule: 'round.gather', player: 2, count: 46 },
  emergencyMeasures: { type: 'emergencyMeasures', rule: 'round.emergency', players: [2, 0, 1], count: 1 },
  refilled: { type: 'refilled', rule: 'round.refill', markets: ['vanity'] },
  firstPlayer: { type: 'firstPlayer', rule: 'round.poorest', player: 1, players: [1], count: 3 },
  gameWon: { type: 'gameWon', rule: 'victory.five-assets', player: 0 },
  outcomeChosen: { type: 'outcomeChosen', rule: 'table.chosen-outcome', outcome: { kind: 'draw', cards: ['dishes-5', 'dishes-3'] } },
  // Level 2
  crisisFound: { type: 'crisisFound', rule: 'crisis.in-market', player: 0, card: 'killer-robots', count: 3 },
  crisisDiscarded: { type: 'crisisDiscarded', rule: 'crisis.several', cards: ['pandemic'], card: 'killer-robots' },
  crisisActivated: { type: 'crisisActivated', rule: 'crisis.activation', player: 0, card: 'killer-robots', count: 3, against: 5 },
  crisesToDiscard: { type: 'crisesToDiscard', rule: 'crisis.activation', cards: ['floods', 'poverty'] },
  revolution: { type: 'revolution', rule: 'revolution.all-rebels', player: 0, count: 10 },
  panicStarted: { type: 'panicStarted', rule: 'panic.trigger', player: 0, count: 7 },
  panicCardDrawn: { type: 'panicCardDrawn', rule: 'panic.card', player: 0, panic: 'fascist-rule' },
  panicOffered: { type: 'panicOffered', rule: 'panic.negotiate', player: 1, asset: 'cryogenic-lab' },
  panicWithdrawn: { type: 'panicWithdrawn', rule: 'panic.negotiate', player: 1, asset: 'cryogenic-lab' },
  panicTraded: { type: 'panicTraded', rule: 'panic.trade', player: 1, other: 2, give: ['art-hoard'], take: ['think-tank'] },
  panicSacrificed: { type: 'panicSacrificed', rule: 'panic.success', assets: ['cryogenic-lab', 'tabloid-empire', 'social-media-company'], players: [0, 1, 2] },
  panicFailed: { type: 'panicFailed', rule: 'panic.failure', panic: 'fascist-rule' },
  dieRolled: { type: 'dieRolled', rule: 'panic.success', player: 0, count: 4 },
  rebelRemoved: { type: 'rebelRemoved', rule: 'panic.success', player: 0, card: 'killer-robots' },
  // The engine declares panicEnded's fields as Record<string, never>, which its `type` cannot satisfy: cast.
  panicEnded: { type: 'panicEnded', rule: 'panic.once' } as unknown as EventOf<'panicEnded'>,
  rolesDrawn: { type: 'rolesDrawn', rule: 'setup.roles', player: 1, roles: ['banker', 'gangster'], secret: true },
  roleKept: { type: 'roleKept', rule: 'setup.roles', player: 1, role: 'gangster', secret: true },
  noRoleKept: { type: 'noRoleKept', rule: 'roles.end-of-round', player: 1 },
  noRolesToDraw: { type: 'noRolesToDraw', rule: 'roles.deck', player: 2 },
  rolesReturned: { type: 'rolesReturned', rule: 'roles.end-of-round', players: [0, 2], roles: ['banker', 'scam-artist'] },
  heldRoleKept: { type: 'heldRoleKept', rule: 'roles.end-of-round', player: 0 },
  heldRoleGivenUp: { type: 'heldRoleGivenUp', rule: 'roles.end-of-round', player: 0 },
  discardedToLimit: { type: 'discardedToLimit', rule: 'role.banker', player: 0, cards: ['bombs-1'] },
  roleRevealed: { type: 'roleRevealed', rule: 'role.banker', player: 0, role: 'banker' },
  bunkerClaimed: { type: 'bunkerClaimed', rule: 'bunker.claim', player: 2, count: 2 },
  bunkerLost: { type: 'bunkerLost', rule: 'bunker.claim', player: 2 },
  revealPassed: { type: 'revealPassed', rule: 'roles.reveal', player: 1 },
  turnClosed: { type: 'turnClosed', rule: 'roles.reveal', player: 1 },
  celebritySpared: { type: 'celebritySpared', rule: 'role.celebrity', player: 2 },
  speculated: { type: 'speculated', rule: 'role.disaster-speculator', player: 0, cards: ['bombs-1', 'locks-9'] },
  gangsterTook: { type: 'gangsterTook', rule: 'role.gangster', player: 0, other: 1, asset: 'think-tank', card: 'audit-1' },
  sacrificeDictated: { type: 'sacrificeDictated', rule: 'role.power-broker', player: 0, assets: ['think-tank', 'art-hoard', 'mercenary-army'] },
  crisisSheltered: { type: 'crisisSheltered', rule: 'bunker.shelter', player: 0, card: 'floods' },
  assetTaken: { type: 'assetTaken', rule: 'role.power-broker', player: 0, asset: 'mercenary-army', market: 'power' },
  scamArtistPicked: { type: 'scamArtistPicked', rule: 'role.scam-artist', player: 0, other: 1, take: 'art-hoard', give: 'think-tank' },
  scamArtistTraded: { type: 'scamArtistTraded', rule: 'role.scam-artist', player: 0, other: 1, take: 'art-hoard', give: 'think-tank' },
  bribedIn: { type: 'bribedIn', rule: 'policy.bribe', player: 0, card: 'locks-4', count: 2, secret: true },
  bribedOut: { type: 'bribedOut', rule: 'policy.bribe', player: 0, card: 'locks-4', count: 1, secret: true },
  bribesDone: { type: 'bribesDone', rule: 'policy.bribe', player: 0, count: 1 },
  policyCalled: { type: 'policyCalled', rule: 'policy.when', player: 1, at: 'crisis' },
  holdUpDecided: { type: 'holdUpDecided', rule: 'policy.hold-up', player: 1, hold: true, secret: true },
  envelopesShown: { type: 'envelopesShown', rule: 'policy.hold-up', players: [0, 1] },
  envelopesOpened: {
    type: 'envelopesOpened',
    rule: 'policy.winner',
    bids: [
      { player: 0, cards: ['locks-4'], total: 4 },
      { player: 1, cards: ['diamonds-1'], total: 1 },
    ],
    players: [0, 1],
  },
  policySetter: { type: 'policySetter', rule: 'policy.winner', player: 0, why: 'bid' },
  policySet: { type: 'policySet', rule: 'policy.suit', player: 0, policy: 'real-estate-bonanza', before: null },
  roleGivenBack: { type: 'roleGivenBack', rule: 'policy.new-role', player: 0 },
  envelopesSwapped: { type: 'envelopesSwapped', rule: 'role.insider-trader', player: 0, other: 2 },
  swapPassed: { type: 'swapPassed', rule: 'role.insider-trader', player: 1 },
  toadyWins: { type: 'toadyWins', rule: 'role.toady', player: 2, other: 0, total: 4 },
  vultureTook: { type: 'vultureTook', rule: 'role.vulture-capitalist', player: 0, other: 1, role: 'banker', revealed: false, secret: true },
  vultureRedrew: { type: 'vultureRedrew', rule: 'role.vulture-capitalist', player: 0, role: 'gangster', secret: true },
  dugUp: { type: 'dugUp', rule: 'policy.archeological-dig', player: 0, cards: ['bombs-1', 'floods'] },
  policyAudited: { type: 'policyAudited', rule: 'policy.billionaire-audited', player: 0, other: 1, asset: 'think-tank', gangster: false },
  auditDeclined: { type: 'auditDeclined', rule: 'policy.billionaire-audited', player: 0 },
  repressRolled: { type: 'repressRolled', rule: 'policy.repress-the-rebels', player: 0, roll: 3, count: 2 },
  rebelsRepressed: { type: 'rebelsRepressed', rule: 'policy.repress-the-rebels', player: 0, card: 'floods', count: 2 },
  taxed: { type: 'taxed', rule: 'policy.tax-tyranny', players: [0, 1] },
  taxUntouched: { type: 'taxUntouched', rule: 'policy.tax-tyranny', player: 1 },
  taxPaid: { type: 'taxPaid', rule: 'policy.tax-tyranny', player: 0, cards: ['locks-4'], total: 4 },
  puppetRolled: { type: 'puppetRolled', rule: 'puppets.roll', player: 1, value: 6, stage: 'first' },
  puppetNudged: { type: 'puppetNudged', rule: 'puppets.nudge', player: 0, card: 'locks-4', from: 5, to: 2 },
  puppetCard: { type: 'puppetCard', rule: 'puppets.card', player: 1, market: 'toys', card: null, closed: false, empty: false },
  puppetBuys: { type: 'puppetBuys', rule: 'puppets.buy', player: 1, market: 'toys' },
  puppetMarketClosed: { type: 'puppetMarketClosed', rule: 'puppets.buy', player: 1, market: 'toys' },
  puppetAudited: { type: 'puppetAudited', rule: 'puppets.audit', player: 0, other: 2, asset: 'golf-plantation', kept: false },
  puppetAuditSkipped: { type: 'puppetAuditSkipped', rule: 'puppets.audit', player: 0, nobody: false },
  purchased: { type: 'purchased', rule: 'puppets.purchase', player: 0, other: 1, asset: 'golf-plantation', cards: ['locks-4'], total: 3 },
  puppetSwapped: { type: 'puppetSwapped', rule: 'puppets.swap', player: 0, other: 1, give: 'golf-plantation', take: 'private-island' },
  swapsDone: { type: 'swapsDone', rule: 'puppets.swap', player: 0 },
  // The Space Program
  roleLeft: { type: 'roleLeft', rule: 'roles.deck', player: 1 },
  contributed: { type: 'contributed', rule: 'space.contribute', player: 0, card: 'locks-4' },
  launchHeld: { type: 'launchHeld', rule: 'space.launch', player: 0 },
  launchStarted: { type: 'launchStarted', rule: 'space.launch', player: 0 },
  launchCardSkipped: { type: 'launchCardSkipped', rule: 'space.last-card', player: 0, card: 'floods' },
  launchCardAdded: { type: 'launchCardAdded', rule: 'space.last-card', player: 0, card: 'bombs-5' },
  launchDeckEmpty: { type: 'launchDeckEmpty', rule: 'space.last-card', player: 0 },
  envelopeOpened: { type: 'envelopeOpened', rule: 'space.scores', player: 0, cards: ['locks-4', 'bombs-5'], scores: [4, 0, 5, 0, 0] },
  launchTie: { type: 'launchTie', rule: 'space.scores', players: [0, 1], player: 1, score: 5 },
  nobodyBoards: { type: 'nobodyBoards', rule: 'space.scores', reason: 'unplayed', billionaire: 'media-baron', cards: ['dishes-9'] },
  rocketInvite: { type: 'rocketInvite', rule: 'space.together', player: 0, other: 2 },
  rocketAnswered: { type: 'rocketAnswered', rule: 'space.together', player: 2, other: 0, accepted: true },
  rocketBoarded: { type: 'rocketBoarded', rule: 'space.scores', players: [0, 2], score: 7 },
  launchRolled: { type: 'launchRolled', rule: 'space.roll', value: 3, score: 7 },
  rocketEscaped: { type: 'rocketEscaped', rule: 'space.escape', players: [0, 2] },
  rocketExploded: { type: 'rocketExploded', rule: 'space.explosion', players: [0], cards: ['locks-4', 'bombs-5'] },
  seatOut: { type: 'seatOut', rule: 'space.out', player: 0 },
  spaceWon: { type: 'spaceWon', rule: 'space.escape', player: 0 },
  roundCardSkipped: { type: 'roundCardSkipped', rule: 'tm.cards', player: 0 },
  reformistTookCard: { type: 'reformistTookCard', rule: 'tm.cards', player: 0, card: 'bombs-1' },
  reformistWins: { type: 'reformistWins', rule: 'tm.victory', player: 0, count: 7 },
  revolutionaryWins: { type: 'revolutionaryWins', rule: 'tm.victory', player: 0 },
  fixStarted: { type: 'fixStarted', rule: 'tm.fix', player: 0, crisis: 'pandemic', count: 2 },
  fixOffered: { type: 'fixOffered', rule: 'tm.fix', player: 1, offered: true, card: 'bombs-1', secret: true },
  fixOffersAnswered: { type: 'fixOffersAnswered', rule: 'tm.fix', player: 0, accepted: [1], refused: [2] },
  fixDrawn: { type: 'fixDrawn', rule: 'tm.fix', player: 0, cards: ['bombs-1', 'bolts-4'] },
  fixResult: { type: 'fixResult', rule: 'tm.fix', player: 0, crisis: 'pandemic', fixed: true, score: 7, against: 5, cards: ['bombs-1'] },
  drawStopped: { type: 'drawStopped', rule: 'rev.general-strike', player: 1 },
  declared: { type: 'declared', rule: 'tm.declare', player: 0, discarded: 2 },
  revolutionDrawn: { type: 'revolutionDrawn', rule: 'tm.revolutionary', player: 0, cards: ['riots', 'organize-1', 'boycott'], reshuffled: false },
  revolutionPlayed: { type: 'revolutionPlayed', rule: 'rev.riots', player: 0, card: 'riots' },
  cardHasNoEffect: { type: 'cardHasNoEffect', rule: 'tm.revolutionary', player: 0, card: 'media-slander' },
  rebelTakenOff: { type: 'rebelTakenOff', rule: 'rev.propaganda', player: 0, crisis: 'pandemic', sacrificed: true },
  rebelsAdded: { type: 'rebelsAdded', rule: 'rev.organize', player: 0, crisis: 'pandemic', count: 2 },
  organized: { type: 'organized', rule: 'rev.organize', player: 0, count: 2 },
  hostageTaken: { type: 'hostageTaken', rule: 'rev.hostages', player: 0, target: 1 },
  hostageTurn: { type: 'hostageTurn', rule: 'rev.hostages', player: 0, target: 1, take: true },
  turnToMiss: { type: 'turnToMiss', rule: 'rev.propaganda', player: 0, target: 2 },
  turnMissed: { type: 'turnMissed', rule: 'rev.propaganda', player: 2 },
  strikeCalled: { type: 'strikeCalled', rule: 'rev.general-strike', player: 0 },
  strikeOver: { type: 'strikeOver', rule: 'rev.general-strike', player: 0 },
  boycottDrawn: { type: 'boycottDrawn', rule: 'rev.boycott', player: 0, count: 2, cards: ['bombs-1', 'bolts-4'], secret: true },
  boycottPlaced: { type: 'boycottPlaced', rule: 'rev.boycott', player: 0, markets: ['vanity', 'toys'], discarded: [] },
  comradeLooked: { type: 'comradeLooked', rule: 'rev.comrade', player: 0, market: 'vanity', count: 2 },
  comradeMoved: { type: 'comradeMoved', rule: 'rev.comrade', player: 0, from: 'vanity', to: 'toys' },
  marketsSabotaged: { type: 'marketsSabotaged', rule: 'rev.sabotage', player: 0, each: 2, discarded: ['bombs-1'] },
  thugsPaid: { type: 'thugsPaid', rule: 'rev.fascist-thugs', player: 1, cards: ['bombs-1', 'bolts-4'] },
  thugsCounted: { type: 'thugsCounted', rule: 'rev.fascist-thugs', player: 1, total: 7, rebels: 2 },
  infiltratorLeader: { type: 'infiltratorLeader', rule: 'rev.infiltrator', player: 1, players: [1, 2] },
  infiltrated: { type: 'infiltrated', rule: 'rev.infiltrator', player: 1, take: true, cards: ['riots', 'infighting'] },
};

/**
 * More samples of events whose fields vary in shape: every kind of chosen outcome (each was an event
 * type of its own: stacked, tieBreakChosen, rollChosen, crisisChosen, panicChosen), Inflation that
 * dealt nothing face-up, a Revolution nobody caused, and trades of several Assets or gifts.
 */
const MORE_SAMPLES: readonly (readonly [string, GameEvent])[] = [
  ['outcomeChosen (draw, was stacked)', SAMPLES.outcomeChosen],
  ['outcomeChosen (pick, was tieBreakChosen)', { type: 'outcomeChosen', rule: 'table.chosen-outcome', outcome: { kind: 'pick', seat: 2 } }],
  ['outcomeChosen (roll, was rollChosen)', { type: 'outcomeChosen', rule: 'table.chosen-outcome', outcome: { kind: 'roll', value: 6 } }],
  ['outcomeChosen (crisis, was crisisChosen)', { type: 'outcomeChosen', rule: 'table.chosen-outcome', outcome: { kind: 'crisis', card: 'floods' } }],
  ['outcomeChosen (panic, was panicChosen)', { type: 'outcomeChosen', rule: 'table.chosen-outcome', outcome: { kind: 'panic', panic: 'fascist-rule' } }],
  ['inflation with no card dealt', { type: 'inflation', rule: 'buy.inflation', market: 'vanity', count: 0, wanted: 3, card: null }],
  ['revolution caused by nobody', { type: 'revolution', rule: 'revolution.all-rebels', player: null, count: 10 }],
  ['panicTraded, several Assets', { type: 'panicTraded', rule: 'panic.trade', player: 1, other: 2, give: ['art-hoard', 'cryogenic-lab'], take: ['think-tank'] }],
  ['panicTraded, a gift', { type: 'panicTraded', rule: 'panic.trade', player: 1, other: 2, give: ['art-hoard'], take: [] }],
  ['panicTraded, a gift received', { type: 'panicTraded', rule: 'panic.trade', player: 1, other: 2, give: [], take: ['think-tank'] }],
  ['nobodyBoards, an empty envelope', { type: 'nobodyBoards', rule: 'space.scores', reason: 'empty', billionaire: null, cards: [] }],
  ['nobodyBoards, a Puppet kept on the ground', { type: 'nobodyBoards', rule: 'space.scores', reason: 'puppet', billionaire: 'aristocrat', cards: ['diamonds-1'] }],
  ['rocketAnswered, declined', { type: 'rocketAnswered', rule: 'space.together', player: 2, other: 0, accepted: false }],
  ['rocketBoarded, alone', { type: 'rocketBoarded', rule: 'space.scores', players: [0], score: 4 }],
  ['launchRolled, a six', { type: 'launchRolled', rule: 'space.roll', value: 6, score: 9 }],
  ['launchRolled, too high', { type: 'launchRolled', rule: 'space.roll', value: 4, score: 4 }],
  ['spaceWon, the last one left', { type: 'spaceWon', rule: 'space.out', player: 1 }],
];

/** Move types declared by test-only modules (tests/unit/core/windows.test.ts, tests/browser/fixtures/form-module/), not by the engine. */
type TestOnlyMoveType = 'cheer' | 'stayQuiet' | 'bow' | 'vote' | 'tip';

/** One sample of every kind of move. */
const MOVES: Readonly<Record<Exclude<MoveType, TestOnlyMoveType>, Move>> = {
  draw: { type: 'draw', seat: 0 },
  buy: { type: 'buy', seat: 0, market: 'vanity', cards: ['locks-4'] },
  claim: { type: 'claim', seat: 0, asset: 'golf-plantation' },
  declineClaim: { type: 'declineClaim', seat: 0 },
  invest: { type: 'invest', seat: 0, card: 'locks-4', market: 'toys' },
  exchangeHand: { type: 'exchangeHand', seat: 0, card: 'locks-4', market: 'toys' },
  exchangeMarkets: { type: 'exchangeMarkets', seat: 0, markets: ['toys', 'power'] },
  audit: { type: 'audit', seat: 0, card: 'audit-1', player: 1, asset: 'mercenary-army' },
  scam: { type: 'scam', seat: 0, card: 'scam', player: 1, take: 'art-hoard', give: 'think-tank' },
  gameTheMarket: { type: 'gameTheMarket', seat: 0, card: 'game-the-market' },
  skipBuy: { type: 'skipBuy', seat: 0 },
  pass: { type: 'pass', seat: 0 },
  returnAsset: { type: 'returnAsset', seat: 0, asset: 'mercenary-army' },
  endRoundEarly: { type: 'endRoundEarly', seat: 0 },
  choose: { type: 'choose', seat: TABLE, outcome: { kind: 'draw', cards: ['dishes-1', 'dishes-4'] } },
  panicOffer: { type: 'panicOffer', seat: 0, asset: 'cryogenic-lab' },
  panicWithdraw: { type: 'panicWithdraw', seat: 0, asset: 'cryogenic-lab' },
  panicTrade: { type: 'panicTrade', seat: 0, give: ['art-hoard'], partner: 1, take: ['think-tank'] },
  panicAgree: { type: 'panicAgree', seat: 0 },
  panicRefuse: { type: 'panicRefuse', seat: 0 },
  removeRebel: { type: 'removeRebel', seat: 0, crisis: 'killer-robots' },
  keepRole: { type: 'keepRole', seat: 0, role: 'celebrity' },
  keepHeldRole: { type: 'keepHeldRole', seat: 0, keep: true },
  discardToLimit: { type: 'discardToLimit', seat: 0, cards: ['bombs-1'] },
  revealBanker: { type: 'revealBanker', seat: 0 },
  powerBrokerSwap: { type: 'powerBrokerSwap', seat: 0, give: 'art-hoard', take: 'mercenary-army' },
  scamArtist: { type: 'scamArtist', seat: 0, player: 1, take: 'think-tank', give: 'art-hoard' },
  answerScamArtist: { type: 'answerScamArtist', seat: 1, trade: true },
  revealCelebrity: { type: 'revealCelebrity', seat: 0 },
  speculate: { type: 'speculate', seat: 0, take: ['bombs-1', 'locks-9'] },
  passReveal: { type: 'passReveal', seat: 0 },
  endTurn: { type: 'endTurn', seat: 0 },
  dictateSacrifice: { type: 'dictateSacrifice', seat: 0, assets: ['think-tank', 'art-hoard', 'mercenary-army'] },
  gangsterAudit: { type: 'gangsterAudit', seat: 0, card: 'audit-1', player: 1, asset: 'think-tank' },
  bribeIn: { type: 'bribeIn', seat: 0, card: 'locks-4' },
  bribeOut: { type: 'bribeOut', seat: 0, card: 'locks-4' },
  finishBribes: { type: 'finishBribes', seat: 0 },
  holdUp: { type: 'holdUp', seat: 0, hold: true },
  insiderSwap: { type: 'insiderSwap', seat: 0, with: 1 },
  noSwap: { type: 'noSwap', seat: 0 },
  setPolicy: { type: 'setPolicy', seat: 0, policy: 'tax-tyranny' },
  vultureTake: { type: 'vultureTake', seat: 0, from: 1 },
  vultureRedraw: { type: 'vultureRedraw', seat: 0 },
  digUp: { type: 'digUp', seat: 0, take: ['bombs-1'] },
  policyAudit: { type: 'policyAudit', seat: 0, player: 1, asset: 'think-tank', gangster: true },
  declineAudit: { type: 'declineAudit', seat: 0 },
  repress: { type: 'repress', seat: 0, crisis: 'floods' },
  payTaxCards: { type: 'payTaxCards', seat: 0, cards: ['locks-4'] },
  payTaxAsset: { type: 'payTaxAsset', seat: 0, asset: 'think-tank' },
  revealToady: { type: 'revealToady', seat: 0 },
  nudge: { type: 'nudge', seat: 0, card: 'locks-4', up: true },
  keepRoll: { type: 'keepRoll', seat: 0 },
  puppetAudit: { type: 'puppetAudit', seat: 0, player: 1, asset: 'golf-plantation', keep: false },
  skipAudit: { type: 'skipAudit', seat: 0 },
  purchase: { type: 'purchase', seat: 0, puppet: 1, asset: 'golf-plantation', cards: ['locks-4'] },
  puppetSwap: { type: 'puppetSwap', seat: 0, give: 'golf-plantation', take: 'private-island' },
  endSwaps: { type: 'endSwaps', seat: 0 },
  contribute: { type: 'contribute', seat: 0, card: 'locks-4' },
  launch: { type: 'launch', seat: 0, go: true },
  boardRocket: { type: 'boardRocket', seat: 0, partner: 1 },
  answerRocket: { type: 'answerRocket', seat: 1, accept: true },
  roundCard: { type: 'roundCard', seat: 0, take: true },
  takeBuyCard: { type: 'takeBuyCard', seat: 0, card: 'bombs-1' },
  fixCrisis: { type: 'fixCrisis', seat: 0, crisis: 'pandemic', cards: ['bombs-1'] },
  offerFixCard: { type: 'offerFixCard', seat: 1, card: 'bombs-1' },
  acceptFixOffers: { type: 'acceptFixOffers', seat: 0, seats: [1] },
  declare: { type: 'declare', seat: 0 },
  playRevolution: { type: 'playRevolution', seat: 0, card: 'propaganda-of-the-deed', crisis: 'pandemic', target: 1 },
  takeOffRebel: { type: 'takeOffRebel', seat: 1, crisis: 'pandemic' },
  placeBoycott: { type: 'placeBoycott', seat: 0, cards: ['bombs-1'], markets: ['vanity'] },
  moveComradeCard: { type: 'moveComradeCard', seat: 0, card: 'bombs-1', market: 'toys' },
  arrangeMarkets: { type: 'arrangeMarkets', seat: 0, rows: [['bombs-1'], ['bolts-4']] },
  throwToThugs: { type: 'throwToThugs', seat: 1, cards: ['bombs-1'] },
  infiltrate: { type: 'infiltrate', seat: 1, take: true },
  takeHostage: { type: 'takeHostage', seat: 0, take: false },
};

/** More samples of moves whose fields vary in shape: every kind of chosen outcome, and trades of several Assets or gifts. */
const MORE_MOVES: readonly (readonly [string, Move])[] = [
  ['choose (draw, was stack)', MOVES.choose],
  ['choose (pick, was nextTieBreak)', { type: 'choose', seat: TABLE, outcome: { kind: 'pick', seat: 2 } }],
  ['choose (roll, was nextRoll)', { type: 'choose', seat: TABLE, outcome: { kind: 'roll', value: 4 } }],
  ['choose (crisis, was nextCrisis)', { type: 'choose', seat: TABLE, outcome: { kind: 'crisis', card: 'floods' } }],
  ['choose (panic, was nextPanic)', { type: 'choose', seat: TABLE, outcome: { kind: 'panic', panic: 'fascist-rule' } }],
  ['panicTrade, several Assets', { type: 'panicTrade', seat: 0, give: ['art-hoard', 'cryogenic-lab'], partner: 1, take: ['think-tank'] }],
  ['panicTrade, a gift', { type: 'panicTrade', seat: 0, give: ['art-hoard'], partner: 1, take: [] }],
  ['launch, held', { type: 'launch', seat: 0, go: false }],
  ['boardRocket, alone', { type: 'boardRocket', seat: 0 }],
  ['answerRocket, declined', { type: 'answerRocket', seat: 1, accept: false }],
  ['playRevolution, no choice', { type: 'playRevolution', seat: 0, card: 'bide-your-time-1' }],
  ['playRevolution, an Asset', { type: 'playRevolution', seat: 0, card: 'involuntary-donation', crisis: 'pandemic', target: 1, asset: 'art-hoard' }],
  ['playRevolution, a Policy', { type: 'playRevolution', seat: 0, card: 'uncomfortable-alliance', policy: 'real-estate-bonanza' }],
  ['takeOffRebel, none', { type: 'takeOffRebel', seat: 1 }],
  ['moveComradeCard, none', { type: 'moveComradeCard', seat: 0 }],
];

const VIEWERS: readonly Viewer[] = ['table', 0, 1, 2];

/** A sentence: starts with a capital or a number, ends with a full stop or an exclamation mark, no holes. */
function expectSentence(text: string) {
  expect(text).toMatch(/^[A-Z0-9][^]*[.!]$/);
  expect(text).not.toMatch(/undefined|null|NaN|\[object/);
}

describe('describeEvent', () => {
  it.each(Object.entries(SAMPLES))('gives a sentence for %s, from every viewpoint', (_type, event) => {
    for (const viewer of VIEWERS) expectSentence(describeEvent(s, event, viewer));
  });

  it.each(MORE_SAMPLES)('gives a sentence for %s, from every viewpoint', (_name, event) => {
    for (const viewer of VIEWERS) expectSentence(describeEvent(s, event, viewer));
  });

  it('says what happened, with names', () => {
    expect(describeEvent(s, SAMPLES.buyWon)).toBe('The Property Speculator wins the Buy, 5 to 1.');
    expect(describeEvent(s, SAMPLES.suitBonus)).toBe('Suit bonus: 2 Locks counts for the Property Speculator.');
    expect(describeEvent(s, SAMPLES.inflation)).toBe('Inflation: 3 new cards at the Vanity Market, 3 Satellite Dishes face-up.');
    expect(describeEvent(s, { ...SAMPLES.inflation, count: 1 })).toBe('Inflation: the deck runs out, so the Vanity Market gets 1 of 3 cards.');
    expect(describeEvent(s, SAMPLES.assetRemoved)).toBe('The Vanity Market already holds three Assets, so the Cult of Personality leaves the game.');
    expect(describeEvent(s, { ...SAMPLES.audited, other: 0 })).toBe('The Property Speculator Audits themself: the Mercenary Army must go back.');
  });

  it('describes every event of real games, from every viewpoint', () => {
    const seen = new Set<GameEventType>();
    for (const seed of [1, 2, 3]) {
      const made = createGame({ players: 3, seed });
      if (!made.ok) throw new Error(made.error.reason);
      let g: GameState = made.game;
      for (let i = 0; i < 300 && g.phase !== 'gameOver'; i++) {
        const moves = legalMoves(g);
        const types = [...new Set(moves.map((m) => m.type))];
        const type = types[(i * 5 + seed) % types.length]!;
        const ofType = moves.filter((m) => m.type === type);
        const result = play(g, ofType[(i * 3) % ofType.length]!);
        if (!result.ok) throw new Error(result.illegal.reason);
        for (const e of result.events) {
          seen.add(e.type);
          for (const viewer of VIEWERS) expectSentence(describeEvent(result.game, e, viewer));
        }
        g = result.game;
      }
    }
    expect(seen.size).toBeGreaterThan(15);
  });
});

describe('describeMove', () => {
  it.each([...Object.entries(MOVES), ...MORE_MOVES])('gives a label for %s', (_type, move) => {
    const label = describeMove(s, move);
    expect(label.length).toBeGreaterThan(3);
    expect(label).not.toMatch(/undefined|null|NaN|\[object/);
  });

  it('names cards, Markets, Assets and players', () => {
    expect(describeMove(s, { type: 'buy', seat: 0, market: 'vanity', cards: ['locks-4', 'game-the-market'] })).toBe('Buy at Vanity with 2 Locks + Game the Market');
    expect(describeMove(s, MOVES.audit)).toBe('Audit the Aristocrat: Mercenary Army');
    expect(describeMove(s, { type: 'draw', seat: 0, card: 'dishes-1' })).toBe('Draw (1 Satellite Dishes)');
  });
});
