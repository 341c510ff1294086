/**
 * The game state: plain, readonly, JSON-serialisable data. No classes, no functions, no Maps, so a
 * state can be stored, sent in a message, compared with `JSON.stringify` and rebuilt exactly.
 * Rule functions never mutate a state; they return a new one.
 *
 * The core holds what every game has (seats, turn order, Markets, deck, discard, hands, Assets,
 * the random generator, open decision windows, chosen outcomes). Each module keeps its own part
 * under `modules.<id>`, declared by the module itself (see `ModuleSlices`), so adding a module
 * never means listing its fields here.
 */
import type { AssetId } from '../data/assets.ts';
import type { BillionaireId } from '../data/billionaires.ts';
import type { CardId, CardValues } from '../data/cards.ts';
import type { TableCards } from './table-cards.ts';
import type { MarketId } from '../data/markets.ts';
import type { RuleId } from './rule-ids.ts';
import type { ExpansionId } from '../data/expansions.ts';

/** A seat at the table, clockwise from 0. Play passes to the left, i.e. to the next seat. */
export type Seat = number;
/** The older name of a seat, kept for readability in rule code. */
export type PlayerIndex = Seat;

export type Level = 1 | 2 | 3 | 4;

export interface GameOptions {
  readonly players: number;
  readonly level: Level;
  /** Whether the four Special Action cards are shuffled in (the rulebook suggests leaving them out at first). */
  readonly specialActions: boolean;
  readonly seed: number;
  readonly billionaires: readonly BillionaireId[];
  readonly firstPlayer: Seat;
  /**
   * The table's own printed values for some Resource cards, used wherever a card's value counts
   * (Buys, odds, names). Left out when the table gave none: every card keeps its stand-in.
   */
  readonly cardValues?: CardValues;
  /**
   * The table's own printed card faces where they differ from ours (what each Billionaire needs,
   * Asset types, Rebel icons…: `core/table-cards.ts`). Left out when the table gave none.
   */
  readonly cards?: TableCards;
  /**
   * A two-player game: `players` counts seats (four), seats 1 and 3 being the Puppet Billionaires
   * of the people in seats 0 and 2 (`core/seats.ts`). Left out in every other game.
   */
  readonly puppets?: true;
  /** The expansion's modules switched on (the Space Program), in list order; left out when none are. */
  readonly modules?: readonly ExpansionId[];
  /**
   * With the Troublemakers: the seat of the Troublemaker, who plays no Billionaire. `players` then
   * counts every seat, and `billionaires` lists the other seats' Billionaires in seat order.
   */
  readonly troublemaker?: Seat;
  /**
   * Rules corrections this game plays without (`core/editions.ts`): only a game opened from a link
   * written before them has any. Left out otherwise.
   */
  readonly uncorrected?: readonly string[];
}

export interface MarketState {
  readonly assets: readonly AssetId[];
  /** The top card, face-up; null when the Market holds no cards. */
  readonly faceUp: CardId | null;
  /** Cards under the top one, face-down, nearest the top first. */
  readonly faceDown: readonly CardId[];
}

export interface PlayerState {
  /** The seat's Billionaire; null for a seat that plays no Billionaire (the Troublemaker). */
  readonly billionaire: BillionaireId | null;
  readonly hand: readonly CardId[];
  readonly assets: readonly AssetId[];
  /** Cards this player Invested that still lie face-down in a Market: they know what those are. */
  readonly invested: readonly CardId[];
}

/** A Buy between the reveal and the discard: its cards sit on the table until it is resolved. */
export interface BuyInProgress {
  readonly market: MarketId;
  /** The Billionaire buying, when it is not the one whose turn it is (a Puppet, on its roll). */
  readonly buyer?: Seat;
  /** Cards the buyer put forward (from hand, or the Game the Market card). */
  readonly played: readonly CardId[];
  /** Cards found in the Market that count in the Buy, other than a Crisis a module holds back. */
  readonly revealed: readonly CardId[];
  /** Revealed cards of the buyer's Suit, which count for the buyer. */
  readonly bonus: readonly CardId[];
  readonly buyerScore: number;
  readonly marketScore: number;
  readonly won: boolean;
  /** Set once the buyer of a won Buy has claimed an Asset (left out while none is, or when the claim was declined). */
  readonly claimed?: true;
}

/**
 * Outcomes a table has chosen in advance instead of leaving them to the seeded random, one queue
 * per kind of outcome. Kinds are named by the modules that use them (`draw`, `roll`, `pick` in the
 * core; `crisis`, `panic` in Level 2), so the queues are a plain record.
 */
export type ChosenQueues = Readonly<Record<string, readonly (string | number)[]>>;

/**
 * A decision window: at a named moment, these seats may act (or pass), then play resumes where it
 * stopped. Windows stack: one may open inside another, and only the top one takes moves.
 */
export interface DecisionWindow {
  /** Which window this is; the module that opened it says which moves it takes. */
  readonly kind: string;
  /** The seats asked, in the order they are asked. */
  readonly seats: readonly Seat[];
  /**
   * `ordered`: the first seat not yet done decides, then the next; `together`: any asked seat may
   * act, until a move closes the window (a negotiation); `secret`: every asked seat decides
   * without seeing the others' decisions, revealed together once all are in.
   */
  readonly mode: 'ordered' | 'together' | 'secret';
  /** Seats that have decided (ordered and secret windows). */
  readonly done: readonly Seat[];
}

export type GameResult =
  | {
      readonly kind: 'victory';
      readonly winners: readonly Seat[];
      readonly rule: RuleId;
      /** The Billionaires whose win it is, where they are not the winners' own seats (a Puppet aboard an escaping Rocket). */
      readonly billionaires?: readonly Seat[];
    }
  /** All ten Rebels stand on Crises: every Billionaire loses. */
  | { readonly kind: 'revolution'; readonly winners: readonly Seat[]; readonly rule: RuleId; readonly by: Seat | null };

/**
 * The statechart's resting states, where the game waits for a decision (or for a decision window
 * to close). The chart is the source: a test checks this type against it, and the runtime list
 * (`PHASES`) is read off the chart.
 */
export type Phase =
  | 'setup.decisions'
  | 'turn.beginning'
  | 'turn.start'
  | 'turn.action'
  | 'turn.gameTheMarket'
  | 'turn.claim'
  | 'turn.actionDecisions'
  | 'turn.beforeDiscard'
  | 'turn.afterBuy'
  | 'turn.afterCrisis'
  | 'turn.afterAction'
  | 'turn.launch'
  | 'turn.followUp'
  | 'turn.puppetClaim'
  | 'turn.puppetAfterBuy'
  | 'turn.puppetAfterCrisis'
  | 'turn.afterTurn'
  | 'endOfRound.emergency'
  | 'endOfRound.afterRoundCrisis'
  | 'endOfRound.panic'
  | 'endOfRound.roles'
  | 'endOfRound.policy'
  | 'endOfRound.close'
  | 'deciding'
  | 'gameOver';

/** Each module's part of the state, declared by the module (`declare module` merging). */
// biome-ignore lint: an interface the modules extend
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ModuleSlices {}

export interface GameState {
  /** Version of this state shape, so stored states can be recognised. */
  readonly format: 2;
  readonly options: GameOptions;
  /** State of the seeded random generator (a 32-bit integer). */
  readonly rng: number;
  readonly phase: Phase;
  readonly round: number;
  /** Turns taken since the start of the game, counting the current one. */
  readonly turn: number;
  readonly current: Seat;
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
  readonly chosen: ChosenQueues;
  /** Open decision windows, innermost last. */
  readonly windows: readonly DecisionWindow[];
  readonly result: GameResult | null;
  /** The modules' own parts of the state; a module that is off has none. */
  readonly modules: Readonly<Partial<ModuleSlices>>;
}

/** The parts of the core state that are empty whenever the game rests at the start of a turn. */
export const NOTHING_IN_PROGRESS = {
  buy: null,
  aside: [],
  chosen: {},
  windows: [],
  result: null,
} as const satisfies Partial<GameState>;
