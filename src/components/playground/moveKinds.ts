/**
 * The kinds of move the playground offers, and the group each is listed under among the legal
 * moves. Only the groups are here: this file is part of the playground's first download, while the
 * builder's words for each kind (builderKinds.ts) load with the builder.
 */
import type { GameState, Move, Viewer } from '../../machine/api.ts';

/** The moves the builder can put together (table adjustments have their own panel). */
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
  | 'passReveal'
  | 'endTurn'
  | Level4Kind
  | TwoPlayerKind
  | SpaceKind
  | TroublemakersKind;

/** Level 4: Bribe envelopes, the Policy bid and the Policies' effects, the green Roles (their groups are in builderKinds.ts). */
export type Level4Kind =
  | 'bribeIn'
  | 'bribeOut'
  | 'finishBribes'
  | 'holdUp'
  | 'setPolicy'
  | 'digUp'
  | 'policyAudit'
  | 'declineAudit'
  | 'repress'
  | 'payTaxCards'
  | 'payTaxAsset'
  | 'insiderSwap'
  | 'noSwap'
  | 'vultureTake'
  | 'vultureRedraw'
  | 'revealToady';

/** Two players (Puppets): the Puppet's roll, the double six Audit, a Purchase, the end-of-Round trade (groups in puppetMoves.ts). */
export type TwoPlayerKind = 'nudge' | 'keepRoll' | 'puppetAudit' | 'skipAudit' | 'purchase' | 'puppetSwap' | 'endSwaps';

/** The Space Program: a contribution (an Action), the launch, boarding and the answer to an invitation (groups in spaceMoves.ts). */
export type SpaceKind = 'contribute' | 'launch' | 'boardRocket' | 'answerRocket';

/** The Troublemakers: the Reformist's Fix (their Action), each Billionaire's offer, the answer to the offers, the Reformist's cards, Declaring (groups in troublemakerMoves.ts). */
export type TroublemakersKind = 'fixCrisis' | 'offerFixCard' | 'acceptFixOffers' | 'roundCard' | 'takeBuyCard' | 'declare';

/** The heading of each kind's group in the list of legal moves. */
const MOVE_GROUP: Readonly<Record<Exclude<BuilderMoveType, Level4Kind | TwoPlayerKind | SpaceKind | TroublemakersKind>, string>> = {
  draw: 'Draw',
  buy: 'Buy',
  claim: 'Claim',
  declineClaim: 'Claim',
  invest: 'Invest',
  exchangeHand: 'Exchange',
  exchangeMarkets: 'Exchange',
  audit: 'Audit',
  scam: 'Scam',
  gameTheMarket: 'Game the Market',
  skipBuy: 'Game the Market',
  pass: 'Pass',
  returnAsset: 'Emergency Measures',
  endRoundEarly: 'End of the Round',
  panicOffer: 'Panic!',
  panicWithdraw: 'Panic!',
  panicTrade: 'Panic!',
  panicAgree: 'Panic!',
  panicRefuse: 'Panic!',
  removeRebel: 'Panic!',
  keepRole: 'Roles',
  keepHeldRole: 'Roles',
  discardToLimit: 'Hand limit',
  revealBanker: 'Reveal a Role',
  powerBrokerSwap: 'Reveal a Role',
  scamArtist: 'Reveal a Role',
  gangsterAudit: 'Reveal a Role',
  revealCelebrity: 'Reveal a Role',
  speculate: 'Reveal a Role',
  dictateSacrifice: 'Reveal a Role',
  passReveal: 'Reveal a Role',
  endTurn: 'End of the turn',
  answerScamArtist: 'Scam Artist',
};

/**
 * The groups of Level 4's kinds, filled in by builderKinds.ts as it loads: out of the first download
 * (the island is at its size budget). The builder loads as soon as a game is shown, and the
 * playground redraws the moves then, so a Level 4 move is listed under its group all but at once.
 */
export const laterGroups = new Map<string, string>();

/**
 * Clearer words for some kinds in the list of legal moves than the engine's own (a nudge says
 * where it takes the die), filled in the same way as `laterGroups` (by puppetMoves.ts). Until then
 * the list uses the engine's words.
 */
export const laterLabels = new Map<string, (state: GameState, move: Move, viewer: Viewer) => string>();

/** The group a move is listed under; a kind the builder does not know is among the other moves. */
export function groupOf(type: string): string {
  return Object.hasOwn(MOVE_GROUP, type) ? MOVE_GROUP[type as keyof typeof MOVE_GROUP] : (laterGroups.get(type) ?? 'Other moves');
}
