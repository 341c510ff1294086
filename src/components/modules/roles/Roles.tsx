/**
 * Level 3 on the table: Role cards, the Role deck, the Roles a seat is choosing from, and the Luxury
 * Bunker. Everything comes from the engine's view (`view.modules.roles`): a Role the viewer may not
 * know arrives as `{ hidden: true }` (that the seat holds one is public) and shows as a face-down
 * card; the Roles another seat is choosing from arrive as a count.
 */
import type { RolesView, RoleView } from '../../../machine/index.ts';
import { assetInfo, type AssetId, type PlayerView, type TableView } from '../../../machine/api.ts';
// The Role data only (names and when each is Revealed), not the Roles module: this file is in the table every page loads.
import { ROLE_CARDS, type RoleId } from '../../../machine/data/roles.ts';
import { seatLabel } from '../../shared/format.ts';

/** How many of these Assets count towards the Luxury Bunker. */
export function bunkerCount(assets: readonly AssetId[]): number {
  return assets.filter((a) => assetInfo(a).bunker).length;
}

/** One Role card: face-up with its name and whether it is Revealed, or face-down. */
function RoleCard({ role, revealed }: { readonly role: RoleId | null; readonly revealed?: boolean }) {
  if (role === null)
    return (
      <span class="bng-card bng-card--back bng-role" data-role="hidden">
        <span class="bng-card-back-text">Role card, face down</span>
      </span>
    );
  const card = ROLE_CARDS[role];
  return (
    <span class={`bng-card bng-role bng-role--${card.colour}`} data-role={role} data-revealed={revealed === undefined ? undefined : String(revealed)}>
      <span class="bng-card-name">{card.name}</span>
      {revealed === undefined ? null : <span class="bng-badge">{revealed ? 'Revealed' : 'hidden'}</span>}
    </span>
  );
}

/** A seat's Role as this view shows it, or null when the seat holds none. */
function SeatRole({ held }: { readonly held: RoleView }) {
  if (held === null) return <span class="bng-muted">none</span>;
  if ('hidden' in held) return <RoleCard role={null} />;
  return <RoleCard role={held.role} revealed={held.revealed} />;
}

/** On a Billionaire's board: their Role, their Bunker Assets, and the Luxury Bunker if they hold it. */
export function PlayerRole({ roles, player }: { readonly roles: RolesView; readonly player: PlayerView }) {
  const held = roles.held[player.seat] ?? null;
  const count = bunkerCount(player.assets);
  return (
    <div class="bng-player-roles">
      <p data-zone="role">
        <span class="bng-label">Role:</span> <SeatRole held={held} />
      </p>
      <p data-zone="bunker" data-bunker-count={count}>
        <span class="bng-label">Bunker Assets:</span> <strong>{count}</strong>
        {roles.bunker === player.seat ? (
          <>
            {' '}
            <span class="bng-badge bng-badge--strong bng-bunker" data-bunker="held">
              holds the Luxury Bunker
            </span>
          </>
        ) : null}
      </p>
    </div>
  );
}

/** In the middle of the table: the Role deck, the Roles a seat is choosing from, and the Bunker when nobody holds it. */
export function RolesMiddle({ view, roles }: { readonly view: TableView; readonly roles: RolesView }) {
  const names = view.players.map((p) => p.billionaire);
  const offer = roles.offer;
  const holder = roles.bunker;
  return (
    <div class="bng-roles-middle" data-zone="roles">
      <p data-zone="role-deck">
        <span class="bng-label">Role deck:</span> <strong data-count={roles.deckCount}>{roles.deckCount}</strong> {roles.deckCount === 1 ? 'card' : 'cards'}
      </p>
      {offer ? (
        <div class="bng-role-offer" data-zone="role-offer" data-offer-seat={offer.seat}>
          <span class="bng-label">
            {seatLabel(names, offer.seat)} is choosing from {offer.count} {offer.count === 1 ? 'Role' : 'Roles'}
            {offer.cards ? ':' : ' (hidden from this view).'}
          </span>{' '}
          {offer.cards ? (
            <ul class="bng-cards" aria-label="Roles being chosen from">
              {offer.cards.map((r) => (
                <li key={r}>
                  <RoleCard role={r} />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <p data-zone="bunker-holder" data-bunker={holder === null ? 'middle' : holder}>
        <span class="bng-label">Luxury Bunker:</span> {holder === null ? 'in the middle of the table (nobody holds it)' : `with ${seatLabel(names, holder)}`}
      </p>
    </div>
  );
}
