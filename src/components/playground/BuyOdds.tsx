/**
 * A Buy's chance of success as the buyer can know it (`buyOdds`), shown in that seat's own view
 * before the Buy is made. Loaded on demand (see shared/useLazy.ts): only a seat's view about to Buy needs it.
 */
import { buyOdds, type CardId, type GameState, type MarketId, type Seat } from '../../machine/index.ts';

export function BuyOdds({
  state,
  seat,
  market,
  cards,
}: {
  readonly state: GameState;
  readonly seat: Seat;
  readonly market: MarketId;
  readonly cards: readonly CardId[];
}) {
  return (
    <p class="bng-odds" data-odds>
      <strong>Chance this Buy succeeds: {Math.round(buyOdds(state, seat, market, cards).chance * 100)} %</strong>{' '}
      <span class="bng-muted">(counting only the cards this player can know about)</span>
    </p>
  );
}
