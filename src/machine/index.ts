/**
 * The engine's public surface. Everything a widget, a test or a script needs goes through here:
 * create a game (from options or from a position), list the legal moves, play a move, replay a
 * log, encode and decode a share link, and look at the table from a viewpoint.
 *
 * The engine is pure: plain data in, plain data out, no DOM, no UI imports, no Math.random.
 */
export type { AssetId } from './data/assets.ts';
export { ASSETS, assetInfo, MARKET_ASSET_CAPACITY } from './data/assets.ts';
export type { BillionaireId } from './data/billionaires.ts';
export { BILLIONAIRE_IDS, BILLIONAIRES, needsOf } from './data/billionaires.ts';
export type { CardId, DeckCard } from './data/cards.ts';
export { cardInfo, cardName, CRISIS_CARDS, DECK_CARDS, RESOURCE_CARDS, SPECIAL_CARDS } from './data/cards.ts';
export type { MarketId } from './data/markets.ts';
export { MARKET_NAMES, MARKETS } from './data/markets.ts';
export { PANIC_CARDS, PANIC_THRESHOLD, panicInfo, REBELS, type PanicCard, type PanicId } from './data/panic.ts';
export type { Source } from './data/provenance.ts';
export type { Suit } from './data/suits.ts';
export { SUIT_INFO, SUITS } from './data/suits.ts';
export type { GameEvent, GameEventType } from './events.ts';
export { actingPlayer, checkMove, play, type PlayResult } from './game.ts';
export type { IllegalMove } from './illegal.ts';
export { legalMovesOf as legalMoves } from './legal.ts';
export type { Move, MoveType } from './moves.ts';
export { PHASE_INFO } from './phases.ts';
export { inflationCount } from './rules/buy.ts';
export { gatheredMarketCards } from './rules/special.ts';
export { isRuleId, PAGES, type RuleId, rulePath, RULES, ruleTitle } from './rules/ids.ts';
export { createGame, LEVELS, MAX_PLAYERS, MIN_PLAYERS, type NewGameOptions, type SetupResult } from './rules/setup.ts';
export { neededHeld, openMarkets, spacesLeft } from './rules/zones.ts';
export { rebelIcons, rebelsInReserve, rebelsOnCrises } from './rules/crisis.ts';
export type { ActiveCrisis, GameOptions, GameResult, GameState, Level, MarketState, PanicState, Phase, PlayerIndex, PlayerState } from './state.ts';
export { describeEvent, describeMove, playerName, type Viewer } from './describe.ts';
export { createFromPosition, type MarketPosition, type PlayerPosition, type PositionInput, positionOf, type Slot } from './position.ts';
export { type History, replay, type ReplayResult } from './replay.ts';
export {
  checksum,
  decodeLink,
  type DecodedLink,
  encodeLink,
  LINK_PREFIX,
  LINK_VERSION,
  type LinkContent,
  type LinkError,
  type LinkErrorCode,
  type LinkStart,
} from './link.ts';
export { type MarketView, type PlayerView, type TableView, viewOf } from './view.ts';
export { validateMove } from './validate.ts';
