/**
 * What a move caused, step by step, each step citing the rule that made it happen. Widgets show
 * these in the log and link each to its rule's paragraph.
 */
import type { AssetId } from './data/assets.ts';
import type { CardId } from './data/cards.ts';
import type { MarketId } from './data/markets.ts';
import type { RuleId } from './rules/ids.ts';
import type { PlayerIndex } from './state.ts';

export type GameEventType =
  | 'drew'
  | 'buyAnnounced'
  | 'marketRevealed'
  | 'suitBonus'
  | 'buyWon'
  | 'buyFailed'
  | 'assetClaimed'
  | 'claimDeclined'
  | 'cardsDiscarded'
  | 'inflation'
  | 'marketClosed'
  | 'invested'
  | 'drewAfterInvest'
  | 'noCardToDraw'
  | 'exchangedHand'
  | 'exchangedMarkets'
  | 'audited'
  | 'assetReturned'
  | 'assetRemoved'
  | 'marketReopened'
  | 'scammed'
  | 'marketsGamed'
  | 'passed'
  | 'turnEnded'
  | 'roundEnded'
  | 'gathered'
  | 'emergencyMeasures'
  | 'refilled'
  | 'firstPlayer'
  | 'gameWon'
  | 'stacked'
  | 'tieBreakChosen'
  // Level 2
  | 'crisisFound'
  | 'crisisDiscarded'
  | 'crisisActivated'
  | 'crisesToDiscard'
  | 'revolution'
  | 'panicStarted'
  | 'panicCardDrawn'
  | 'panicOffered'
  | 'panicWithdrawn'
  | 'panicTraded'
  | 'panicSacrificed'
  | 'panicFailed'
  | 'dieRolled'
  | 'rebelRemoved'
  | 'panicEnded'
  | 'rollChosen'
  | 'crisisChosen'
  | 'panicChosen';

export interface GameEvent {
  readonly type: GameEventType;
  readonly rule: RuleId;
  readonly player?: PlayerIndex;
  /** A second player involved (the target of an Audit or Scam). */
  readonly other?: PlayerIndex;
  readonly market?: MarketId;
  readonly markets?: readonly MarketId[];
  readonly card?: CardId;
  readonly cards?: readonly CardId[];
  readonly asset?: AssetId;
  readonly assets?: readonly AssetId[];
  readonly players?: readonly PlayerIndex[];
  readonly count?: number;
  /** How many cards a step wanted when the deck ran out part-way. */
  readonly wanted?: number;
  readonly score?: number;
  readonly against?: number;
  /** A Panic! card. */
  readonly panic?: string;
  /** Whether only `player` may see `card`/`cards` (a card drawn into a hand). */
  readonly secret?: boolean;
}
