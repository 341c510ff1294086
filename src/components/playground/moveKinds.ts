/** The kinds of move the playground offers, with the words the buttons and groups use. */
/** The Level 1 moves the builder can put together (table adjustments have their own panel). */
export type BuilderMoveType =
  | 'draw'
  | 'buy'
  | 'claim'
  | 'declineClaim'
  | 'invest'
  | 'exchangeHand'
  | 'exchangeMarkets'
  | 'audit'
  | 'scam'
  | 'gameTheMarket'
  | 'skipBuy'
  | 'pass'
  | 'returnAsset'
  | 'endRoundEarly'
  // Level 2: the Panic!
  | 'panicOffer'
  | 'panicWithdraw'
  | 'panicTrade'
  | 'panicAgree'
  | 'panicRefuse'
  | 'removeRebel'
  // Level 3: the Roles
  | 'keepRole'
  | 'keepHeldRole'
  | 'discardToLimit'
  | 'revealBanker'
  | 'powerBrokerSwap'
  | 'scamArtist'
  | 'answerScamArtist'
  | 'gangsterAudit'
  | 'revealCelebrity'
  | 'speculate'
  | 'dictateSacrifice'
  | 'passReveal';

export interface MoveKind {
  readonly type: BuilderMoveType;
  /** Shown in the kind selector. */
  readonly label: string;
  /** The builder's submit button. */
  readonly verb: string;
  /** Heading of the group in the list of legal moves. */
  readonly group: string;
  /** The lowest Level whose games have this move. */
  readonly level?: 2 | 3;
}

export const MOVE_KINDS: readonly MoveKind[] = [
  { type: 'draw', label: 'Draw a card', verb: 'Draw', group: 'Draw' },
  { type: 'buy', label: 'Buy an Asset', verb: 'Buy', group: 'Buy' },
  { type: 'claim', label: 'Claim an Asset (after a won Buy)', verb: 'Claim', group: 'Claim' },
  { type: 'declineClaim', label: 'Claim nothing (after a won Buy)', verb: 'Claim nothing', group: 'Claim' },
  { type: 'invest', label: 'Invest a card', verb: 'Invest', group: 'Invest' },
  { type: 'exchangeHand', label: 'Exchange a hand card for a face-up card', verb: 'Exchange', group: 'Exchange' },
  { type: 'exchangeMarkets', label: 'Swap the face-up cards of two Markets', verb: 'Swap', group: 'Exchange' },
  { type: 'audit', label: 'Audit (Special Action card)', verb: 'Audit', group: 'Audit' },
  { type: 'scam', label: 'Scam (Special Action card)', verb: 'Scam', group: 'Scam' },
  { type: 'gameTheMarket', label: 'Game the Market (Special Action card)', verb: 'Game the Market', group: 'Game the Market' },
  { type: 'skipBuy', label: 'End the turn without the Game the Market Buy', verb: 'End the turn', group: 'Game the Market' },
  { type: 'pass', label: 'Pass (only when no Action is possible)', verb: 'Pass', group: 'Pass' },
  { type: 'returnAsset', label: 'Give back an Asset (Emergency Measures)', verb: 'Give back', group: 'Emergency Measures' },
  { type: 'endRoundEarly', label: 'End the Round early (everyone agrees)', verb: 'End the Round', group: 'End of the Round' },
  { type: 'panicOffer', label: 'Panic!: offer an Asset for the sacrifice', verb: 'Offer', group: 'Panic!', level: 2 },
  { type: 'panicWithdraw', label: 'Panic!: take back an offered Asset', verb: 'Take back', group: 'Panic!', level: 2 },
  { type: 'panicTrade', label: 'Panic!: two players swap Assets', verb: 'Trade', group: 'Panic!', level: 2 },
  { type: 'panicAgree', label: 'Panic!: agree to the sacrifice', verb: 'Agree', group: 'Panic!', level: 2 },
  { type: 'panicRefuse', label: 'Panic!: refuse (the Panic! fails)', verb: 'Refuse', group: 'Panic!', level: 2 },
  { type: 'removeRebel', label: 'Panic!: take a Rebel off a Crisis', verb: 'Take the Rebel off', group: 'Panic!', level: 2 },
  { type: 'keepRole', label: 'Roles: keep one of the Roles drawn, or none', verb: 'Keep', group: 'Roles', level: 3 },
  { type: 'keepHeldRole', label: 'Roles: keep or give up your hidden Role (end of the Round)', verb: 'Decide', group: 'Roles', level: 3 },
  { type: 'discardToLimit', label: 'Discard down to the hand limit', verb: 'Discard', group: 'Hand limit', level: 3 },
  { type: 'revealBanker', label: 'Reveal the Banker (hand limit three)', verb: 'Reveal', group: 'Reveal a Role', level: 3 },
  { type: 'powerBrokerSwap', label: 'Reveal the Power Broker: swap an Asset with a Market', verb: 'Reveal and swap', group: 'Reveal a Role', level: 3 },
  { type: 'scamArtist', label: 'Reveal the Scam Artist: pick another player’s Asset', verb: 'Reveal and pick', group: 'Reveal a Role', level: 3 },
  { type: 'gangsterAudit', label: 'Audit as the Gangster (keep the Asset)', verb: 'Audit as the Gangster', group: 'Reveal a Role', level: 3 },
  { type: 'revealCelebrity', label: 'Reveal the Celebrity (at the Revolution)', verb: 'Reveal', group: 'Reveal a Role', level: 3 },
  { type: 'speculate', label: 'Reveal the Disaster Speculator: take cards from the Discard pile', verb: 'Reveal and take', group: 'Reveal a Role', level: 3 },
  { type: 'dictateSacrifice', label: 'Reveal the Power Broker: dictate the Panic! sacrifice', verb: 'Reveal and dictate', group: 'Reveal a Role', level: 3 },
  { type: 'passReveal', label: 'Reveal nothing (when asked about a Role)', verb: 'Reveal nothing', group: 'Reveal a Role', level: 3 },
  { type: 'answerScamArtist', label: 'Answer the Scam Artist: trade, or return the Asset', verb: 'Answer', group: 'Scam Artist', level: 3 },
];

export const KIND_BY_TYPE: ReadonlyMap<string, MoveKind> = new Map(MOVE_KINDS.map((k) => [k.type, k]));
