/**
 * Viewpoints. The table view shows every card (for teaching and disputes); a player's view hides
 * what that player could not see: other hands and the face-down Market cards (except the ones
 * they Invested themselves). Hidden cards become `null`, so a widget cannot leak them by accident.
 * Each module adds its own part, with its own secrets removed (`modules`).
 */
import type { AssetId } from '../data/assets.ts';
import type { BillionaireId } from '../data/billionaires.ts';
import type { CardId, CardValues } from '../data/cards.ts';
import { byMarket, type MarketId } from '../data/markets.ts';
import { deciders } from './legal.ts';
import { modulesOf } from './module.ts';
import type { Viewer } from './moves.ts';
import { stepOf, waitingFor, type PhaseInfo } from './phases.ts';
import type { BuyInProgress, DecisionWindow, GameResult, GameState, Phase, Seat } from './state.ts';
import { isOpen, neededHeld } from './zones.ts';
import { cardsOf, type Cards, resolveCards } from './cards-of.ts';
import type { TableCards } from './table-cards.ts';

export interface MarketView {
  readonly open: boolean;
  readonly assets: readonly AssetId[];
  readonly faceUp: CardId | null;
  /** Face-down cards, nearest the top first; `null` where the viewer cannot see the card. */
  readonly faceDown: readonly (CardId | null)[];
}

export interface PlayerView {
  readonly seat: Seat;
  /** Null for a seat that plays no Billionaire (the Troublemaker). */
  readonly billionaire: BillionaireId | null;
  readonly hand: readonly (CardId | null)[];
  readonly assets: readonly AssetId[];
  /** Filled spaces on the Billionaire board (of five). */
  readonly needed: number;
}

/** Each module's part of a view, declared by the module (`declare module` merging). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ModuleViews {}

export interface TableView {
  readonly viewer: Viewer;
  readonly phase: Phase;
  /** The innermost decision window if one is open, otherwise the phase. */
  readonly step: string;
  /** What the game waits for, in words, and its rule. */
  readonly waiting: PhaseInfo;
  readonly round: number;
  readonly turn: number;
  readonly current: Seat;
  /** The seats that may act now. */
  readonly deciders: readonly Seat[];
  readonly windows: readonly DecisionWindow[];
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
  readonly modules: Readonly<Partial<ModuleViews>>;
  /** The table's own printed cards and values, when it gave any (public: printed on cards everyone sees). Read them with `viewCards`. */
  readonly cards?: TableCards;
  readonly cardValues?: CardValues;
}

/** The cards of the game a view shows: the table's own faces over our defaults (shared, cached). */
export function viewCards(view: Pick<TableView, 'cards' | 'cardValues'>): Cards {
  return resolveCards(view.cards, view.cardValues);
}

export function viewOf(state: GameState, viewer: Viewer): TableView {
  const all = viewer === 'table';
  const mine = typeof viewer === 'number' ? (state.players[viewer]?.invested ?? []) : [];
  const modules: Record<string, unknown> = {};
  for (const m of modulesOf(state)) if (m.view) modules[m.id] = m.view(state, viewer);
  return {
    viewer,
    phase: state.phase,
    step: stepOf(state),
    waiting: waitingFor(state),
    round: state.round,
    turn: state.turn,
    current: state.current,
    deciders: deciders(state),
    windows: state.windows,
    deckCount: state.deck.length,
    discard: state.discard,
    markets: byMarket((m) => {
      const mk = state.markets[m];
      return {
        open: isOpen(state, m),
        assets: mk.assets,
        faceUp: mk.faceUp,
        faceDown: all ? mk.faceDown : mk.faceDown.map((c) => (mine.includes(c) ? c : null)),
      };
    }),
    players: state.players.map((p, seat) => ({
      seat,
      billionaire: p.billionaire,
      hand: all || viewer === seat ? p.hand : p.hand.map(() => null),
      assets: p.assets,
      needed: neededHeld(cardsOf(state), p),
    })),
    buy: state.buy,
    aside: state.aside,
    removedAssets: state.removedAssets,
    result: state.result,
    level: state.options.level,
    modules,
    // The table's own cards, where it gave any: left out otherwise, so views keep their shape.
    ...(state.options.cards === undefined ? {} : { cards: state.options.cards }),
    ...(state.options.cardValues === undefined ? {} : { cardValues: state.options.cardValues }),
  };
}
