/**
 * Viewpoints. The table view shows every card (for teaching and disputes); a player's view hides
 * what that player could not see: other hands and every face-down Market card. Hidden cards become
 * `null`, so a widget cannot leak them by accident.
 */
import type { AssetId } from './data/assets.ts';
import type { BillionaireId } from './data/billionaires.ts';
import type { CardId } from './data/cards.ts';
import { byMarket, type MarketId } from './data/markets.ts';
import type { Viewer } from './describe.ts';
import { actingPlayer } from './game.ts';
import { rebelsInReserve, rebelsOnCrises } from './rules/crisis.ts';
import { isOpen, neededHeld } from './rules/zones.ts';
import type { ActiveCrisis, BuyInProgress, GameResult, GameState, PanicState, Phase, PlayerIndex } from './state.ts';

export interface MarketView {
  readonly open: boolean;
  readonly assets: readonly AssetId[];
  readonly faceUp: CardId | null;
  /** Face-down cards, nearest the top first; `null` where the viewer cannot see the card. */
  readonly faceDown: readonly (CardId | null)[];
}

export interface PlayerView {
  readonly seat: PlayerIndex;
  readonly billionaire: BillionaireId;
  readonly hand: readonly (CardId | null)[];
  readonly assets: readonly AssetId[];
  /** Filled spaces on the Billionaire board (of five). */
  readonly needed: number;
}

export interface TableView {
  readonly viewer: Viewer;
  readonly phase: Phase;
  readonly round: number;
  readonly turn: number;
  readonly current: PlayerIndex;
  readonly acting: PlayerIndex | null;
  readonly deckCount: number;
  /** The Discard pile is face-up, so everyone may see it; top card last. */
  readonly discard: readonly CardId[];
  readonly markets: Readonly<Record<MarketId, MarketView>>;
  readonly players: readonly PlayerView[];
  readonly buy: BuyInProgress | null;
  readonly aside: readonly CardId[];
  readonly removedAssets: readonly AssetId[];
  readonly result: GameResult | null;
  readonly level: number;
  // Level 2 (empty at Level 1)
  readonly guillotine: readonly ActiveCrisis[];
  readonly rebelsOnCrises: number;
  readonly rebelsInReserve: number;
  /** How many Crises are still set aside, face-down. */
  readonly crisesAsideCount: number;
  /** The Crisis the Buy in progress found, waiting to be Activated. */
  readonly foundCrisis: CardId | null;
  readonly panic: PanicState | null;
  readonly panicDone: boolean;
  readonly lastCrisisBy: PlayerIndex | null;
}

export function viewOf(state: GameState, viewer: Viewer): TableView {
  const all = viewer === 'table';
  return {
    viewer,
    phase: state.phase,
    round: state.round,
    turn: state.turn,
    current: state.current,
    acting: actingPlayer(state),
    deckCount: state.deck.length,
    discard: state.discard,
    markets: byMarket((m) => {
      const mk = state.markets[m];
      return {
        open: isOpen(state, m),
        assets: mk.assets,
        faceUp: mk.faceUp,
        faceDown: all ? mk.faceDown : mk.faceDown.map(() => null),
      };
    }),
    players: state.players.map((p, seat) => ({
      seat,
      billionaire: p.billionaire,
      hand: all || viewer === seat ? p.hand : p.hand.map(() => null),
      assets: p.assets,
      needed: neededHeld(p),
    })),
    buy: state.buy,
    aside: state.aside,
    removedAssets: state.removedAssets,
    result: state.result,
    level: state.options.level,
    guillotine: state.guillotine,
    rebelsOnCrises: rebelsOnCrises(state),
    rebelsInReserve: rebelsInReserve(state),
    crisesAsideCount: state.crisesAside.length,
    foundCrisis: state.foundCrisis,
    panic: state.panic,
    panicDone: state.panicDone,
    lastCrisisBy: state.lastCrisisBy,
  };
}
