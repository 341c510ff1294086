/**
 * The whole table from a `TableView`: status line, Draw deck and Discard pile, a Buy being
 * resolved, at Level 3 the Role deck and the Luxury Bunker (modules/roles, loaded on demand), at Level 4 the Government Policy and each Bribe envelope (modules/policy, loaded
 * on demand), the Space Program's envelope (modules/spaceProgram, loaded on demand), a Fix under way and the Troublemaker's board (modules/troublemakers, loaded on demand),
 * the five Markets and every Billionaire's board. It renders what the engine's view
 * says and nothing more (hidden cards arrive as `null` and show as backs).
 */
import { assetInfo, MARKETS, MARKET_NAMES, type TableView } from '../../machine/api.ts';
import { Card, CardRow } from './Card.tsx';
import { Guillotine } from './Guillotine.tsx';
import { Market } from './Market.tsx';
import { PlayerBoard } from './PlayerBoard.tsx';
import { TableStatus } from './TableStatus.tsx';
import { useLazy } from '../shared/useLazy.ts';
import './table.css';
import type { ComponentChildren } from 'preact';
import type { ZoneKey } from '../editor/zones.ts';

/** In edit mode: what to show at a zone of the table (its edit button and list). Left out, the table is as always. */
export type ZoneEdit = (zone: ZoneKey) => ComponentChildren;

interface Props {
  readonly view: TableView;
  readonly label?: string;
  readonly edit?: ZoneEdit;
}

export function Table({ view, label = 'Game table', edit }: Props) {
  const top = view.discard[view.discard.length - 1];
  const buy = view.buy;
  const winners = view.result?.winners ?? [];
  const roles = view.modules.roles;
  // Level 3's Role deck and Luxury Bunker load with the first table that plays Roles.
  const R = useLazy(() => import('../modules/roles/Roles.tsx').then((m) => m.RolesMiddle), roles !== undefined);
  // Level 4's parts load with the first Level 4 table.
  const L4 = useLazy(() => import('../modules/policy/Policy.tsx').then((m) => m.Level4), view.modules.policy !== undefined);
  // The two-player parts (Puppets, Market numbers, the Puppet's die) load with the first two-player table.
  const puppets = view.modules.puppets;
  const P = useLazy(() => import('../modules/puppets/Puppets.tsx').then((m) => m.TwoPlayer), puppets !== undefined);
  // The Space Program's envelope and marks load with the first table that plays it.
  const space = view.modules.spaceProgram;
  const S = useLazy(() => import('../modules/spaceProgram/Space.tsx').then((m) => m.SpaceProgram), space !== undefined);
  // The Troublemaker's board, a Fix under way and the Revolution cards' marks load with the first table that seats a Troublemaker.
  const T = useLazy(() => import('../modules/troublemakers/Troublemakers.tsx').then((m) => m.Troublemakers), view.modules.troublemakers !== undefined);
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
        {edit?.('roleDeck')}
        {edit?.('bunker')}
        {view.aside.length > 0 ? (
          <p data-zone="aside">
            <span class="bng-label">Set aside this turn:</span> <CardRow cards={view.aside} small />
          </p>
        ) : null}
        {view.removedAssets.length > 0 ? (
          <p data-zone="removed">
            <span class="bng-label">Assets out of the game:</span> {view.removedAssets.map((a) => assetInfo(a).name).join(', ')}
          </p>
        ) : null}
      </div>
      {roles && R.kind === 'ready' ? <R.component view={view} roles={roles} /> : null}
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
      {P.kind === 'ready' ? <P.component view={view} /> : null}
      <Guillotine view={view} edit={edit} />
      {L4.kind === 'ready' ? <L4.component view={view} /> : null}
      {edit?.('policy')}
      {S.kind === 'ready' ? <S.component view={view} edit={edit} /> : null}
      {T.kind === 'ready' ? <T.component view={view} part="middle" /> : null}
      {edit
        ? (['tmAlignment', 'tmDeclared', 'tmFixed', 'tmDeck', 'tmRow', 'tmOrganized', 'tmDiscard', 'tmStrike', 'tmMissing', 'tmHostage'] as const).map((z) => edit(z))
        : null}
      <h3 class="bng-table-heading">Markets</h3>
      <div class="bng-markets">
        {MARKETS.map((m) => (
          <Market
            key={m}
            id={m}
            market={view.markets[m]}
            active={buy?.market === m}
            edit={edit}
            number={P.kind === 'ready' ? <P.component view={view} market={m} /> : null}
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
            roles={roles}
            envelope={L4.kind === 'ready' ? <L4.component view={view} player={p} /> : null}
            edit={edit}
            puppet={puppets?.controllers[p.seat] != null}
            out={space?.out.includes(p.seat)}
            tag={
              <>
                {P.kind === 'ready' ? <P.component view={view} seat={p.seat} /> : null}
                {S.kind === 'ready' ? <S.component view={view} seat={p.seat} /> : null}
                {T.kind === 'ready' ? <T.component view={view} part="tag" seat={p.seat} /> : null}
              </>
            }
            board={T.kind === 'ready' ? <T.component view={view} part="board" seat={p.seat} /> : null}
          />
        ))}
      </div>
    </div>
  );
}
