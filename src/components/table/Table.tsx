/**
 * The whole table from a `TableView`: status line, Draw deck and Discard pile, a Buy being
 * resolved, the Guillotine, the five Markets and every Billionaire's board, with the parts of the
 * game's modules at their places (`parts`: at Level 3 the Role deck and the Luxury Bunker, at Level 4
 * the Government Policy and each Bribe envelope, the Space Program's envelope, a Fix under way and
 * the Troublemaker's board…; see table/types.ts). The table imports no module: whoever shows it
 * passes the parts, loaded on demand (src/components/modules/ModuleTable.tsx). It renders what
 * the engine's view says and nothing more (hidden cards arrive as `null` and show as backs).
 */
import { MARKETS, MARKET_NAMES, type PlayerView, type TableView, viewCards } from '../../machine/api.ts';
import { Card, CardRow } from './Card.tsx';
import { Guillotine } from './Guillotine.tsx';
import { Market } from './Market.tsx';
import { PlayerBoard } from './PlayerBoard.tsx';
import { TableStatus } from './TableStatus.tsx';
import { StandInSummary } from './StandInMark.tsx';
import type { TableParts, ZoneEdit } from './types.ts';
import './table.css';

export interface TableProps {
  readonly view: TableView;
  readonly label?: string;
  readonly edit?: ZoneEdit;
  /** The table parts of the game's modules, in the registry's order (none: the core's table only). */
  readonly parts?: readonly TableParts[];
}

type Place = 'piles' | 'top' | 'afterBuy' | 'afterGuillotine' | 'middle';
type SeatPlace = 'tag' | 'board' | 'role' | 'envelope';

export function Table({ view, label = 'Game table', edit, parts = [] }: TableProps) {
  const top = view.discard[view.discard.length - 1];
  const buy = view.buy;
  const winners = view.result?.winners ?? [];
  const puppets = view.modules.puppets;
  const space = view.modules.spaceProgram;
  /** The modules' parts at one place of the table. */
  const at = (place: Place) =>
    parts.map((p, i) => {
      const Part = p[place];
      return Part ? <Part key={i} view={view} edit={edit} /> : null;
    });
  /** The modules' parts at one place of a Billionaire's board. */
  const onBoard = (place: SeatPlace, player: PlayerView) =>
    parts.map((p, i) => {
      const Part = p[place];
      return Part ? <Part key={i} view={view} edit={edit} player={player} /> : null;
    });
  return (
    <div class="bng-table" role="region" aria-label={label} data-viewer={String(view.viewer)} data-policy-in-force={view.modules.policy?.inForce ?? undefined}>
      <TableStatus view={view} edit={edit} />
      <div class="bng-piles">
        <p data-zone="deck">
          <span class="bng-label">Draw deck:</span> <strong data-count={view.deckCount}>{view.deckCount}</strong> {view.deckCount === 1 ? 'card' : 'cards'}
        </p>
        {edit?.('deck')}
        <p data-zone="discard">
          <span class="bng-label">Discard pile:</span> <strong data-count={view.discard.length}>{view.discard.length}</strong>{' '}
          {view.discard.length === 1 ? 'card' : 'cards'}
          {top !== undefined ? (
            <>
              , top: <Card card={top} small />
            </>
          ) : null}
        </p>
        {edit?.('discard')}
        {at('piles')}
        {view.aside.length > 0 ? (
          <p data-zone="aside">
            <span class="bng-label">Set aside this turn:</span> <CardRow cards={view.aside} small />
          </p>
        ) : null}
        {view.removedAssets.length > 0 ? (
          <p data-zone="removed">
            <span class="bng-label">Assets out of the game:</span> {view.removedAssets.map((a) => viewCards(view).assetName(a)).join(', ')}
          </p>
        ) : null}
      </div>
      {at('top')}
      {buy ? (
        <div class="bng-buy" data-zone="buy">
          <p>
            <strong>
              Buy at {MARKET_NAMES[buy.market]}: {buy.buyerScore} against {buy.marketScore}, {buy.won ? 'won' : 'failed'}.
            </strong>
          </p>
          <p>
            <span class="bng-label">Played:</span> <CardRow cards={buy.played} small />
          </p>
          <p>
            <span class="bng-label">Found in the Market:</span> <CardRow cards={buy.revealed} small />
          </p>
          {buy.bonus.length > 0 ? (
            <p>
              <span class="bng-label">Counting for the buyer (their Suit):</span> <CardRow cards={buy.bonus} small />
            </p>
          ) : null}
        </div>
      ) : null}
      {at('afterBuy')}
      <Guillotine view={view} edit={edit} />
      {at('afterGuillotine')}
      {at('middle')}
      <h3 class="bng-table-heading">Markets</h3>
      <div class="bng-markets">
        {MARKETS.map((m) => (
          <Market
            key={m}
            id={m}
            market={view.markets[m]}
            active={buy?.market === m}
            edit={edit}
            number={parts.map((p, i) => (p.market ? <p.market key={i} view={view} edit={edit} market={m} /> : null))}
          />
        ))}
      </div>
      <h3 class="bng-table-heading">Billionaires</h3>
      <div class="bng-players">
        {view.players.map((p) => (
          <PlayerBoard
            key={p.seat}
            player={p}
            isCurrent={p.seat === view.current && !view.result}
            isDeciding={view.deciders.includes(p.seat)}
            isViewer={p.seat === view.viewer}
            isWinner={winners.includes(p.seat)}
            role={onBoard('role', p)}
            envelope={onBoard('envelope', p)}
            edit={edit}
            puppet={puppets?.controllers[p.seat] != null}
            out={space?.out.includes(p.seat)}
            tag={onBoard('tag', p)}
            board={onBoard('board', p)}
          />
        ))}
      </div>
      {/* A footnote to the † marks, last: its count loads after the table shows, and a line appearing
          above the table then pushed everything down (the playground's only layout shift). */}
      <StandInSummary view={view} />
    </div>
  );
}
