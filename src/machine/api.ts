/**
 * The engine's public surface. Everything a widget, a test or a script needs goes through here:
 * create a game (from options or from a position), ask who decides and what they may do, play a
 * move, replay a log, encode and decode a share link (or write one as the game is played), and look at the table from a viewpoint.
 *
 * The engine is pure: plain data in, plain data out, no DOM, no UI imports, no Math.random.
 *
 * This file installs no module: which rules are installed is the importer's choice. `index.ts`
 * installs every module (tests, scripts, the worked examples, anything that may meet any level);
 * `level1.ts` installs only what a Level 1 game uses, for a page's first download (the playground),
 * which then loads `all-levels.ts` before it shows a game of a higher level. Widgets import the
 * functions and types from here, so that importing them never pulls every level's rules into a
 * first download.
 */
export type { AssetId } from './data/assets.ts';
export { ASSETS, assetInfo, MARKET_ASSET_CAPACITY } from './data/assets.ts';
export type { BillionaireId } from './data/billionaires.ts';
export { BILLIONAIRE_IDS, BILLIONAIRES } from './data/billionaires.ts';
export type { CardId, DeckCard } from './data/cards.ts';
export type { CardValues } from './data/cards.ts';
export { cardIdentity, cardInfo, CRISIS_CARDS, DECK_CARDS, isCardId, RESOURCE_CARDS, SPECIAL_CARDS, tableValue } from './data/cards.ts';
export { CARD_VALUES, type CardValue } from './data/card-values.ts';
export { readCardValues, withCardValues } from './core/card-values.ts';
export { type Cards, cardsOf, defaultCards, type FactSource, type NamedFamily, resolveCards } from './core/cards-of.ts';
export { readTableCards, TABLE_CARD_FAMILIES, type TableCardFamily, type TableCards, type TableCardsResult } from './core/table-cards.ts';
export { policyName, SUIT_POLICY_IDS, type SuitPolicyId } from './data/policies.ts';
export type { MarketId } from './data/markets.ts';
export { MARKET_NAMES, MARKETS } from './data/markets.ts';
export { isPanicId, PANIC_CARDS, PANIC_THRESHOLD, panicInfo, REBELS, type PanicCard, type PanicId } from './data/panic.ts';
export type { Source } from './data/provenance.ts';
export type { Suit } from './data/suits.ts';
export { SUIT_INFO, SUITS } from './data/suits.ts';

export type { ChosenOutcome, EventOf, GameEvent, GameEventType } from './core/events.ts';
export type { IllegalMove } from './core/illegal.ts';
export { checkMove, play, readMove, type PlayResult } from './core/play.ts';
export { actors, allLegalMoves, deciders, legalMoves } from './core/legal.ts';
export {
  billionaireSeats,
  controllerOf,
  hasPuppets,
  inGame,
  isBillionaire,
  isPuppet,
  peopleSeats,
  puppetOf,
  seatName,
  seatsInGame,
  seatsOut,
  suitAt,
} from './core/seats.ts';
export { type Move, type MoveInput, type MoveOf, type MoveType, sameMove, TABLE, type Viewer } from './core/moves.ts';
export { familyOf, installedModules, installModules, type GameModule, type Moment, type WindowPlace } from './core/module.ts';
export { phaseInfo, phases, stepOf, waitingFor, type PhaseInfo } from './core/phases.ts';
export { isRuleId, type RuleId, RULES } from './core/rule-ids.ts';
export { PAGES } from './core/rule-pages.ts';
export { rulePath, ruleTitle } from './core/rule-links.ts';
export { createGame, LEVELS, MAX_PLAYERS, MIN_PLAYERS, type NewGameOptions, type SetupResult } from './core/setup.ts';
export { handLimit, neededHeld, openMarkets, spacesLeft, worthOf } from './core/zones.ts';
export type { BuyInProgress, DecisionWindow, GameOptions, GameResult, GameState, Level, MarketState, Phase, PlayerIndex, PlayerState, Seat } from './core/state.ts';
export { describeChoice, describeEvent, describeMove, playerName } from './core/describe.ts';
export { createFromPosition, positionOf } from './core/position.ts';
export type { MarketPosition, PlayerPosition, PositionInput, Slot } from './core/position-types.ts';
export { type History, replay, type ReplayResult } from './core/history.ts';
export { CHECKPOINT_EVERY, extend, stateAt, type Timeline, timelineFrom, timelineOf, truncate } from './core/timeline.ts';
export { type MarketView, type ModuleViews, type PlayerView, type TableView, viewCards, viewOf } from './core/view.ts';
export { validateMove } from './core/validate.ts';
export {
  encodeLink,
  encodeLinkResult,
  type LinkContent,
  type LinkShown,
  type LinkStart,
  type OpenedLink,
  parseLink,
  type ParsedLink,
  readTableCardsLink,
  type TableCardsLinkResult,
  tableCardsLink,
  type Verdict,
  verdictOf,
} from './core/link/v2.ts';
export { extendLink, finishLink, type LinkDraft, linkMoveCount, startLink, truncateLink } from './core/link/draft.ts';
export type { EditionReport } from './core/link/editions.ts';
export { type DecodedLink, type LinkError, type LinkErrorCode, openLink, openLink as decodeLink } from './core/link/open.ts';
export { MAX_LINK_CHARS } from './core/link/sections.ts';
export { MAX_LINK_MOVES } from './core/link/moves.ts';
export { encodeLink as encodeLinkV1 } from './core/link/v1.ts';
/** The share-link format version this engine writes. */
export const LINK_VERSION = 2;
export const LINK_PREFIX = 'g=';

// Modules' own public parts.
export { buyOdds, type BuyOdds, buyWins, gatheredMarketCards, inflationCount, scoreBuy, type BuyScore } from './modules/level1/index.ts';
export { type ActiveCrisis, crisesOf, type CrisesView, rebelsInReserve, rebelsOnCrises } from './modules/crises/index.ts';
// From the slice, not the module's index: a first download that reads the Panic! (the table) must
// not carry the Panic!'s move families, which are built at module level.
export { panicOf, type PanicState } from './modules/panic/slice.ts';
export type { PanicView } from './modules/panic/index.ts';
export type { FieldForm, FormOption, FormRow, MoveWords, Pick } from './core/form.ts';
export { cardLabel, seatLabel } from './core/form-domains.ts';
