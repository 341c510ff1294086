/** What each seat sees of a Revolution card waiting on a decision: hidden Market cards only for the player handling them. */
import type { CardId } from '../../../data/cards.ts';
import type { MarketId } from '../../../data/markets.ts';
import type { RevolutionCardId } from '../../../data/revolution.ts';
import type { Viewer } from '../../../core/moves.ts';
import type { GameState, Seat } from '../../../core/state.ts';
import { marketCards, openMarkets } from '../../../core/zones.ts';
import { troublemakersOf } from '../slice.ts';

export type ResolvingView =
  | { readonly kind: 'remove'; readonly card: RevolutionCardId; readonly holder: Seat }
  /** Boycott: how many cards, and which (null for others). */
  | { readonly kind: 'boycott'; readonly by: Seat; readonly count: number; readonly cards: readonly CardId[] | null }
  /** Comrade on the Inside: the Market picked up and its face-down cards (null for others). */
  | { readonly kind: 'comrade'; readonly by: Seat; readonly market: MarketId; readonly cards: readonly CardId[] | null }
  /** Sabotage!: every card of the open Markets, face-down ones included (null for others). */
  | { readonly kind: 'sabotage'; readonly by: Seat; readonly cards: readonly CardId[] | null }
  | { readonly kind: 'thugs'; readonly by: Seat; readonly pile: readonly { readonly seat: Seat; readonly cards: readonly CardId[] }[]; readonly remove: number }
  | { readonly kind: 'infiltrator'; readonly seat: Seat; readonly cards: readonly RevolutionCardId[] };

export function viewResolving(state: GameState, viewer: Viewer): ResolvingView | null {
  const r = troublemakersOf(state).resolving;
  if (r === null) return null;
  switch (r.kind) {
    case 'boycott':
      return { kind: 'boycott', by: r.by, count: r.cards.length, cards: viewer === 'table' || viewer === r.by ? r.cards : null };
    case 'comrade':
      return { kind: 'comrade', by: r.by, market: r.market, cards: viewer === 'table' || viewer === r.by ? state.markets[r.market].faceDown : null };
    case 'sabotage':
      return { kind: 'sabotage', by: r.by, cards: viewer === 'table' || viewer === r.by ? openMarkets(state).flatMap((m) => marketCards(state.markets[m])) : null };
    default:
      return r;
  }
}
