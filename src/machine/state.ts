/**
 * The game state: plain, readonly, JSON-serialisable data. No classes, no functions, no Maps, so a
 * state can be stored, sent in a message, compared with `JSON.stringify` and rebuilt exactly.
 * Rule functions never mutate a state; they return a new one.
 */
import type { AssetId } from './data/assets.ts';
import type { BillionaireId } from './data/billionaires.ts';
import type { CardId } from './data/cards.ts';
import type { MarketId } from './data/markets.ts';
import type { PanicId } from './data/panic.ts';

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
  /** Cards found in the Market, other than Crises (see `GameState.foundCrisis`). */
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
  /** The next Crisis cards drawn from those set aside (Level 2). */
  readonly crises: readonly CardId[];
  /** The next Panic! card drawn (Level 2). */
  readonly panics: readonly PanicId[];
}

/** An Activated Crisis beside the Guillotine, with the Rebels standing on it. */
export interface ActiveCrisis {
  readonly card: CardId;
  readonly rebels: number;
}

/** The Panic! in progress (Level 2). */
export interface PanicState {
  readonly card: PanicId;
  /** The player who caused the last Crisis: draws the card, rolls the die and picks the Rebels. */
  readonly by: PlayerIndex;
  /** Where play resumes afterwards: the end of a turn, or the end of a Round. */
  readonly origin: 'turn' | 'round';
  /** Assets offered for the sacrifice, at most one per named type. */
  readonly offers: readonly { readonly player: PlayerIndex; readonly asset: AssetId }[];
  /** The die roll after a successful sacrifice, and how many Rebels are still to be removed. */
  readonly roll: number | null;
  readonly toRemove: number;
}

export type GameResult =
  | { readonly kind: 'victory'; readonly winners: readonly PlayerIndex[]; readonly rule: 'victory.five-assets' }
  /** All ten Rebels stand on Crises: every Billionaire loses. */
  | { readonly kind: 'revolution'; readonly winners: readonly PlayerIndex[]; readonly rule: 'revolution.all-rebels'; readonly by: PlayerIndex | null };

/** Resting phases: the statechart's states where the game waits for a decision. */
export type Phase =
  | 'turn.start'
  | 'turn.action'
  | 'turn.gameTheMarket'
  | 'turn.claim'
  | 'endOfRound.emergency'
  | 'panic.negotiate'
  | 'panic.remove'
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

  // Level 2 (empty at Level 1)
  /** Crisis cards set aside face-down, in the order they will be drawn. */
  readonly crisesAside: readonly CardId[];
  /** Activated Crises beside the Guillotine. */
  readonly guillotine: readonly ActiveCrisis[];
  /** The Crisis found by the Buy in progress, waiting to be Activated once the Buy is resolved. */
  readonly foundCrisis: CardId | null;
  /** The player who caused the last Crisis. */
  readonly lastCrisisBy: PlayerIndex | null;
  /** Face-down Panic! cards, in the order they will be drawn; emptied once the Panic! has happened. */
  readonly panicDeck: readonly PanicId[];
  readonly panicDone: boolean;
  readonly panic: PanicState | null;
}

/** The parts of a state that are empty whenever the game rests at the start of a turn. */
export const NOTHING_IN_PROGRESS = {
  buy: null,
  aside: [],
  emergency: [],
  forced: { draws: [], rolls: [], picks: [], crises: [], panics: [] },
  result: null,
  foundCrisis: null,
  panic: null,
} as const satisfies Partial<GameState>;
