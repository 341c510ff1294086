/** One Market: its Assets, its face-up card and the face-down cards under it. */
import { assetInfo, type MarketId, type MarketView } from '../../machine/api.ts';
import { marketName, plural } from '../shared/format.ts';
import { Card, CardsContext } from './Card.tsx';
import { StandInMark } from './StandInMark.tsx';
import { useContext } from 'preact/hooks';
import type { ZoneEdit } from './types.ts';
import type { ComponentChildren } from 'preact';

interface Props {
  readonly id: MarketId;
  readonly market: MarketView;
  /** Highlights the Market a Buy is being resolved at. */
  readonly active?: boolean;
  readonly edit?: ZoneEdit;
  /** Two players: the number on the board (the Puppet's die picks Markets by it). */
  readonly number?: ComponentChildren;
}

export function Market({ id, market, active, edit, number }: Props) {
  const cards = useContext(CardsContext);
  const count = (market.faceUp === null ? 0 : 1) + market.faceDown.length;
  const hidden = market.faceDown.filter((c) => c === null).length;
  return (
    <section class={`bng-market${market.open ? '' : ' bng-market--closed'}${active ? ' bng-market--active' : ''}`} data-market={id}>
      <h4 class="bng-market-name">
        {marketName(id)} {number} <span class="bng-badge">{market.open ? 'open' : 'closed'}</span>
      </h4>
      <p class="bng-market-assets">
        <span class="bng-label">Assets ({market.assets.length}):</span>{' '}
        {market.assets.length === 0 ? (
          <span class="bng-muted">none left</span>
        ) : (
          market.assets.map((a, i) => (
            <span key={a} class="bng-asset" data-asset={a}>
              {cards.assetName(a)}
              {assetInfo(a).starred ? <span title="starred Asset"> ★</span> : null}
              <StandInMark source={cards.source('assets', a)} family="assets" />
              {i < market.assets.length - 1 ? ', ' : ''}
            </span>
          ))
        )}
      </p>
      {/* The whole Market in one list (Assets, face-up, face-down), then each part on its own. */}
      {edit?.(`market:${id}:whole`)}
      {edit?.(`market:${id}:assets`)}
      <div class="bng-market-cards">
        <div class="bng-market-faceup" data-zone="face-up">
          <span class="bng-label">Face-up:</span> {market.faceUp === null ? <span class="bng-muted">no card</span> : <Card card={market.faceUp} />}
          {edit?.(`market:${id}:faceUp`)}
        </div>
        <div class="bng-market-facedown" data-zone="face-down">
          <span class="bng-label">
            Face-down ({market.faceDown.length}){hidden > 0 && hidden < market.faceDown.length ? `, ${hidden} hidden` : ''}:
          </span>{' '}
          {market.faceDown.length === 0 ? (
            <span class="bng-muted">none</span>
          ) : (
            <ul class="bng-cards">
              {market.faceDown.map((c, i) => (
                <li key={`${c ?? 'hidden'}-${i}`}>
                  <Card card={c} small />
                </li>
              ))}
            </ul>
          )}
          {edit?.(`market:${id}:faceDown`)}
        </div>
      </div>
      <p class="bng-market-count bng-muted">
        {count} {count === 1 ? 'card' : 'cards'} in all
      </p>
      {/* What a projected example shows of a Market its step left alone (shared/projector.css). */}
      <p class="bng-fold">
        {plural(market.assets.length, 'Asset')}, {plural(count, 'card')}
      </p>
    </section>
  );
}
