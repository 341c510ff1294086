/**
 * The game state: plain, readonly, JSON-serialisable data. No classes, no functions, no Maps, so a
 * state can be stored, sent in a message, compared with `JSON.stringify` and rebuilt exactly.
 * Rule functions never mutate a state; they return a new one.
 */
import type { AssetId } from './data/assets.ts';
import type { BillionaireId } from './data/billionaires.ts';
import type { CardId } from './data/cards.ts';
import type { MarketId } from './data/markets.ts';

/** Seats, clockwise. Play passes to the left, i.e. to the next index. */
export type PlayerIndex = number;

export type Level = 1 | 2;

export interface GameOptions {
  readonly players: number;
  readonly level: Level;
  /** Whether the four Special Action cards are shuffled in (the rulebook suggests leaving them out at first). */
  readonly specialActions: boolean;
  readonly seed: number;
  readonly billionaires: readonly BillionaireId[];
  readonly firstPlayer: PlayerIndex;
}

export interface MarketState {
  readonly assets: readonly AssetId[];
  /** The top card, face-up; null when the Market holds no cards. */
  readonly faceUp: CardId | null;
  /** Cards under the top one, face-down, nearest the top first. */
  readonly faceDown: readonly CardId[];
}

export interface PlayerState {
  readonly billionaire: BillionaireId;
  readonly hand: readonly CardId[];
  readonly assets: readonly AssetId[];
}

/** A Buy between the reveal and the discard: its cards sit on the table until it is resolved. */
export interface BuyInProgress {
  readonly market: MarketId;
  /** Cards the buyer put forward (from hand, or the Game the Market card). */
  readonly played: readonly CardId[];
  /** Cards found in the Market. */
  readonly revealed: readonly CardId[];
  /** Revealed cards of the buyer's Suit, which count for the buyer. */
  readonly bonus: readonly CardId[];
  readonly buyerScore: number;
  readonly marketScore: number;
  readonly won: boolean;
}

/** Outcomes a table has chosen in advance instead of leaving them to the seeded random. */
export interface ForcedOutcomes {
  /** The next cards to come off the Draw deck, in order (each must still be in the deck then). */
  readonly draws: readonly CardId[];
  /** The next die rolls. */
  readonly rolls: readonly number[];
  /** The winners of the next random tie-breaks. */
  readonly picks: readonly PlayerIndex[];
}

export type GameResult =
  | { readonly kind: 'victory'; readonly winners: readonly PlayerIndex[]; readonly rule: 'victory.five-assets' };

/** Resting phases: the statechart's states where the game waits for a decision. */
export type Phase =
  | 'turn.start'
  | 'turn.action'
  | 'turn.gameTheMarket'
  | 'turn.claim'
  | 'endOfRound.emergency'
  | 'gameOver';

export interface GameState {
  /** Version of this state shape, so stored states can be recognised. */
  readonly format: 1;
  readonly options: GameOptions;
  /** State of the seeded random generator (a 32-bit integer). */
  readonly rng: number;
  readonly phase: Phase;
  readonly round: number;
  /** Turns taken since the start of the game, counting the current one. */
  readonly turn: number;
  readonly current: PlayerIndex;
  /** The Draw deck, top card first. */
  readonly deck: readonly CardId[];
  /** The Discard pile, top card last. */
  readonly discard: readonly CardId[];
  readonly markets: Readonly<Record<MarketId, MarketState>>;
  readonly players: readonly PlayerState[];
  /** Assets discarded for the rest of the game (a fourth Asset returned to a full Market). */
  readonly removedAssets: readonly AssetId[];
  /** Starred Assets not used with this many players. */
  readonly unusedAssets: readonly AssetId[];
  readonly buy: BuyInProgress | null;
  /** A played Game the Market card, held until the end of the turn. */
  readonly aside: readonly CardId[];
  /** Players who still have to give back an Asset under Emergency Measures, in order. */
  readonly emergency: readonly PlayerIndex[];
  readonly forced: ForcedOutcomes;
  readonly result: GameResult | null;
}
