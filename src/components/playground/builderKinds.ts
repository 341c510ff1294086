/** The builder's words for each kind of move (moveKinds.ts has the groups): loaded with the builder, not in the first download. */
import { laterGroups, type BuilderMoveType, type Level4Kind } from './moveKinds.ts';
// The two-player moves' groups and words in the list of legal moves.
import '../modules/puppets/register.ts';
// The Space Program's moves' groups and words in the list of legal moves.
import '../modules/spaceProgram/register.ts';
// The Troublemakers' moves' groups and words in the list of legal moves.
import '../modules/troublemakers/register.ts';

export interface MoveKind {
  readonly type: BuilderMoveType;
  /** Shown in the kind selector. */
  readonly label: string;
  /** The builder's submit button. */
  readonly verb: string;
  /** The lowest Level whose games have this move. */
  readonly level?: 2 | 3 | 4;
  /** Only in two-player games (with Puppets). */
  readonly puppets?: true;
  /** Only in games with the Space Program (Levels 3 and 4). */
  readonly space?: true;
  /** Only in games with the Troublemakers (Level 4). */
  readonly troublemakers?: true;
}

export const MOVE_KINDS: readonly MoveKind[] = [
  { type: 'draw', label: 'Draw a card', verb: 'Draw' },
  { type: 'buy', label: 'Buy an Asset', verb: 'Buy' },
  { type: 'claim', label: 'Claim an Asset (after a won Buy)', verb: 'Claim' },
  { type: 'declineClaim', label: 'Claim nothing (after a won Buy)', verb: 'Claim nothing' },
  { type: 'invest', label: 'Invest a card', verb: 'Invest' },
  { type: 'exchangeHand', label: 'Exchange a hand card for a face-up card', verb: 'Exchange' },
  { type: 'exchangeMarkets', label: 'Swap the face-up cards of two Markets', verb: 'Swap' },
  { type: 'audit', label: 'Audit (Special Action card)', verb: 'Audit' },
  { type: 'scam', label: 'Scam (Special Action card)', verb: 'Scam' },
  { type: 'gameTheMarket', label: 'Game the Market (Special Action card)', verb: 'Game the Market' },
  { type: 'skipBuy', label: 'End the turn without the Game the Market Buy', verb: 'End the turn' },
  { type: 'pass', label: 'Pass (only when no Action is possible)', verb: 'Pass' },
  { type: 'returnAsset', label: 'Give back an Asset (Emergency Measures)', verb: 'Give back' },
  { type: 'endRoundEarly', label: 'End the Round early (everyone agrees)', verb: 'End the Round' },
  { type: 'panicOffer', label: 'Panic!: offer an Asset for the sacrifice', verb: 'Offer', level: 2 },
  { type: 'panicWithdraw', label: 'Panic!: take back an offered Asset', verb: 'Take back', level: 2 },
  { type: 'panicTrade', label: 'Panic!: two players swap Assets', verb: 'Trade', level: 2 },
  { type: 'panicAgree', label: 'Panic!: agree to the sacrifice', verb: 'Agree', level: 2 },
  { type: 'panicRefuse', label: 'Panic!: refuse (the Panic! fails)', verb: 'Refuse', level: 2 },
  { type: 'removeRebel', label: 'Panic!: take a Rebel off a Crisis', verb: 'Take the Rebel off', level: 2 },
  { type: 'keepRole', label: 'Roles: keep one of the Roles drawn, or none', verb: 'Keep', level: 3 },
  { type: 'keepHeldRole', label: 'Roles: keep or give up your hidden Role (end of the Round)', verb: 'Decide', level: 3 },
  { type: 'discardToLimit', label: 'Discard down to the hand limit', verb: 'Discard', level: 3 },
  { type: 'revealBanker', label: 'Reveal the Banker (hand limit three)', verb: 'Reveal', level: 3 },
  { type: 'powerBrokerSwap', label: 'Reveal the Power Broker: swap an Asset with a Market', verb: 'Reveal and swap', level: 3 },
  { type: 'scamArtist', label: 'Reveal the Scam Artist: pick another player’s Asset', verb: 'Reveal and pick', level: 3 },
  { type: 'gangsterAudit', label: 'Audit as the Gangster (keep the Asset)', verb: 'Audit as the Gangster', level: 3 },
  { type: 'revealCelebrity', label: 'Reveal the Celebrity (at the Revolution)', verb: 'Reveal', level: 3 },
  { type: 'speculate', label: 'Reveal the Disaster Speculator: take cards from the Discard pile', verb: 'Reveal and take', level: 3 },
  { type: 'dictateSacrifice', label: 'Reveal the Power Broker: dictate the Panic! sacrifice', verb: 'Reveal and dictate', level: 3 },
  { type: 'passReveal', label: 'Reveal nothing (when asked about a Role)', verb: 'Reveal nothing', level: 3 },
  { type: 'endTurn', label: 'End your turn (its last step: nothing more to Reveal)', verb: 'End the turn', level: 3 },
  { type: 'answerScamArtist', label: 'Answer the Scam Artist: trade, or return the Asset', verb: 'Answer', level: 3 },
  { type: 'bribeIn', label: 'Bribes: put a card in your envelope (end of your turn)', verb: 'Put it in', level: 4 },
  { type: 'bribeOut', label: 'Bribes: take a card out of your envelope', verb: 'Take it out', level: 4 },
  { type: 'finishBribes', label: 'Bribes: done with the envelope', verb: 'Done', level: 4 },
  { type: 'holdUp', label: 'Policy bid: hold up your envelope or keep it down (in secret)', verb: 'Decide', level: 4 },
  { type: 'setPolicy', label: 'Policy: set the Government Policy (the setter)', verb: 'Set it', level: 4 },
  { type: 'digUp', label: 'Policy: Archeological Dig, take up to two cards from the Discard pile', verb: 'Take them', level: 4 },
  { type: 'policyAudit', label: 'Policy: Billionaire Audited, send an Asset back', verb: 'Audit', level: 4 },
  { type: 'declineAudit', label: 'Policy: Billionaire Audited, Audit nobody', verb: 'Audit nobody', level: 4 },
  { type: 'repress', label: 'Policy: Repress the Rebels, choose the Crisis', verb: 'Repress', level: 4 },
  { type: 'payTaxCards', label: 'Policy: Tax Tyranny, pay with cards', verb: 'Pay', level: 4 },
  { type: 'payTaxAsset', label: 'Policy: Tax Tyranny, pay with an Asset', verb: 'Pay', level: 4 },
  { type: 'insiderSwap', label: 'Reveal the Insider Trader: swap Bribe envelopes', verb: 'Reveal and swap', level: 4 },
  { type: 'noSwap', label: 'Insider Trader: swap nothing (when asked)', verb: 'Swap nothing', level: 4 },
  { type: 'vultureTake', label: 'Reveal the Vulture Capitalist: take another player’s Role', verb: 'Reveal and take', level: 4 },
  { type: 'vultureRedraw', label: 'Vulture Capitalist: give it back and draw a new Role', verb: 'Redraw', level: 4 },
  { type: 'revealToady', label: 'Reveal the Toady', verb: 'Reveal', level: 4 },
  { type: 'purchase', label: 'Purchase an Asset from a Puppet (your Action)', verb: 'Purchase', puppets: true },
  { type: 'nudge', label: "Puppet's roll: nudge the die with a card", verb: 'Nudge', puppets: true },
  { type: 'keepRoll', label: "Puppet's roll: let the die stand", verb: 'Let it stand', puppets: true },
  { type: 'puppetAudit', label: 'Double six: Audit a Billionaire', verb: 'Audit', puppets: true },
  { type: 'skipAudit', label: 'Double six: Audit nobody', verb: 'Audit nobody', puppets: true },
  { type: 'puppetSwap', label: 'End of the Round: trade an Asset with your Puppet', verb: 'Trade', puppets: true },
  { type: 'endSwaps', label: 'End of the Round: done trading with your Puppet', verb: 'Done', puppets: true },
  { type: 'contribute', label: 'Contribute a Resource card to the Space Program (your Action)', verb: 'Contribute', level: 3, space: true },
  { type: 'launch', label: 'Space Program: launch the Rocket or not (end of your turn)', verb: 'Decide', level: 3, space: true },
  { type: 'boardRocket', label: 'Space Program: board the Rocket, alone or with a partner', verb: 'Board', level: 3, space: true },
  { type: 'answerRocket', label: 'Space Program: answer an invitation to board', verb: 'Answer', level: 3, space: true },
  { type: 'fixCrisis', label: 'Fix a Crisis with up to two cards face-down (the Reformist’s Action)', verb: 'Fix it', level: 4, troublemakers: true },
  { type: 'offerFixCard', label: 'Fix: offer the Reformist a card face-down, or none', verb: 'Offer', level: 4, troublemakers: true },
  { type: 'acceptFixOffers', label: 'Fix: accept or refuse the offers (the Reformist)', verb: 'Answer', level: 4, troublemakers: true },
  { type: 'roundCard', label: 'The Reformist’s Round card: draw it or not', verb: 'Decide', level: 4, troublemakers: true },
  { type: 'takeBuyCard', label: 'The Reformist’s card from a Buy: one of the lowest', verb: 'Take it', level: 4, troublemakers: true },
  { type: 'declare', label: 'Declare the Revolution (a Revolutionary, at the start of their turn)', verb: 'Declare', level: 4, troublemakers: true },
];

export const KIND_BY_TYPE: ReadonlyMap<string, MoveKind> = new Map(MOVE_KINDS.map((k) => [k.type, k]));

/** Level 4's groups in the list of legal moves (see `laterGroups`). */
const LEVEL4_GROUPS: Readonly<Record<Level4Kind, string>> = {
  bribeIn: 'Bribes',
  bribeOut: 'Bribes',
  finishBribes: 'Bribes',
  holdUp: 'Policy bid',
  setPolicy: 'Policy',
  digUp: 'Policy',
  policyAudit: 'Policy',
  declineAudit: 'Policy',
  repress: 'Policy',
  payTaxCards: 'Policy',
  payTaxAsset: 'Policy',
  insiderSwap: 'Reveal a Role',
  noSwap: 'Reveal a Role',
  vultureTake: 'Reveal a Role',
  vultureRedraw: 'Reveal a Role',
  revealToady: 'Reveal a Role',
};
for (const [kind, group] of Object.entries(LEVEL4_GROUPS)) laterGroups.set(kind, group);
