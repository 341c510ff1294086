/**
 * The Scam Artist (`role.scam-artist`): on its holder's own turn (before or after the Action: see
 * `turn-end.ts`), Reveal it and pick another
 * player's Asset; that player either returns it to its Market or gives it to the Scam Artist for an
 * Asset the Scam Artist chose. Rulings: the Scam Artist names both Assets when Revealing (with no
 * Asset to give, the other player can only return theirs); unlike the Scam card, nothing stops a
 * trade from completing a set; a return follows the usual rules.
 */
import { type AssetId } from '../../data/assets.ts';
import { passAsset, returnAsset } from '../../core/assets.ts';
import { event } from '../../core/events.ts';
import { field, optional } from '../../core/fields.ts';
import { illegal } from '../../core/illegal.ts';
import { defineMove, type MoveOf } from '../../core/moves.ts';
import { asked } from '../../core/form.ts';
import { domain } from '../../core/form-domains.ts';
import type { Seat } from '../../core/state.ts';
import { closeWindow, openWindow, topWindow } from '../../core/windows.ts';
import { holds, rolesOf, withHeld, withRoles } from './slice.ts';
import { corrected } from '../../core/editions.ts';
import { ownTurnPowerNow, REVEAL_ANY_TIME } from './turn-end.ts';
import { cardsOf } from '../../core/cards-of.ts';

declare module '../../core/moves.ts' {
  interface MoveFields {
    /** Reveal the Scam Artist against `player`'s `take`, offering `give` (left out: no Asset to offer). */
    scamArtist: { player: Seat; take: AssetId; give?: AssetId };
    /** The Scam Artist's target answers: trade (`trade: true`) or return the Asset to its Market. */
    answerScamArtist: { trade: boolean };
  }
}

declare module '../../core/events.ts' {
  interface EventFields {
    scamArtistPicked: { player: Seat; other: Seat; take: AssetId; give: AssetId | null };
    scamArtistTraded: { player: Seat; other: Seat; take: AssetId; give: AssetId };
  }
}

export const SCAM_ARTIST_WINDOW = 'roles.scam-artist';

export const scamArtistFamily = defineMove({
  type: 'scamArtist',
  code: 'S',
  label: 'Reveal the Scam Artist: pick another player’s Asset',
  rule: 'role.scam-artist',
  words: { group: 'Reveal a Role', button: 'Reveal and pick' },
  fields: {
    player: asked(field.seat, domain.seat({ label: 'Player whose Asset you pick' })),
    take: asked(field.asset, domain.assetOf({ label: 'Their Asset you pick' }, 'player')),
    give: asked(optional(field.asset), domain.ownAsset({ label: 'Your Asset offered in exchange', none: 'Nothing (you hold no Asset)' })),
  },
  candidates: (state, seat) => {
    if (!holds(state, seat, 'scam-artist', false)) return [];
    const own = state.players[seat]!.assets;
    const out: MoveOf<'scamArtist'>[] = [];
    state.players.forEach((p, player) => {
      if (player === seat) return;
      for (const take of p.assets) {
        if (own.length === 0) out.push({ type: 'scamArtist', seat, player, take });
        for (const give of own) out.push({ type: 'scamArtist', seat, player, take, give });
      }
    });
    return out;
  },
  check: (state, move) => {
    if (!ownTurnPowerNow(state, move.seat, 'scamArtist'))
      return corrected(state, REVEAL_ANY_TIME)
        ? illegal('role.not-your-turn', 'role.scam-artist', 'The Scam Artist is Revealed on your own turn, with nothing else under way.')
        : illegal('role.not-your-turn', 'role.scam-artist', 'The Scam Artist is Revealed on your own turn, before your Action.');
    if (!holds(state, move.seat, 'scam-artist', false)) return illegal('role.not-held', 'role.scam-artist', 'You do not hold the Scam Artist, hidden in your hand.');
    const other = state.players[move.player];
    if (!other || move.player === move.seat) return illegal('role.bad-target', 'role.scam-artist', 'Pick an Asset held by another player.');
    if (!other.assets.includes(move.take))
      return illegal('role.asset-not-held', 'role.scam-artist', `That player does not hold the ${cardsOf(state).assetName(move.take)}.`);
    const own = state.players[move.seat]!.assets;
    if (move.give === undefined && own.length > 0) return illegal('role.offer-needed', 'role.scam-artist', 'Name the Asset of yours you would give in return.');
    if (move.give !== undefined && !own.includes(move.give))
      return illegal('role.asset-not-held', 'role.scam-artist', `You do not hold the ${cardsOf(state).assetName(move.give)}.`);
    return null;
  },
  apply: (state, move) => {
    let next = withHeld(state, move.seat, { role: 'scam-artist', revealed: true });
    next = withRoles(next, (r) => ({ ...r, scam: { by: move.seat, player: move.player, take: move.take, give: move.give ?? null } }));
    next = openWindow(next, { kind: SCAM_ARTIST_WINDOW, seats: [move.player], mode: 'ordered' });
    return {
      state: next,
      events: [
        event('roleRevealed', 'role.scam-artist', { player: move.seat, role: 'scam-artist' }),
        event('scamArtistPicked', 'role.scam-artist', { player: move.seat, other: move.player, take: move.take, give: move.give ?? null }),
      ],
    };
  },
  describe: (move, ctx) =>
    `Reveal the Scam Artist: ${ctx.name(move.player)} gives up the ${cardsOf(ctx.state).assetName(move.take)}${move.give ? ` or takes the ${cardsOf(ctx.state).assetName(move.give)} for it` : ''}`,
});

export const answerScamArtistFamily = defineMove({
  type: 'answerScamArtist',
  code: 'T',
  label: 'Answer the Scam Artist: trade, or return the Asset',
  rule: 'role.scam-artist',
  words: { group: 'Scam Artist', button: 'Answer' },
  fields: {
    trade: asked(field.bool, domain.twoWay({ label: 'Answer' }, ['trade', 'Trade it for the Asset offered'], ['return', 'Return it to its Market'])),
  },
  candidates: (state, seat) => {
    const scam = rolesOf(state).scam;
    if (topWindow(state)?.kind !== SCAM_ARTIST_WINDOW || !scam || scam.player !== seat) return [];
    const out: MoveOf<'answerScamArtist'>[] = [{ type: 'answerScamArtist', seat, trade: false }];
    if (scam.give !== null) out.unshift({ type: 'answerScamArtist', seat, trade: true });
    return out;
  },
  check: (state, move) => {
    const scam = rolesOf(state).scam;
    if (topWindow(state)?.kind !== SCAM_ARTIST_WINDOW || !scam) return illegal('roles.not-now', 'role.scam-artist', 'No Scam Artist is waiting for an answer.');
    if (scam.player !== move.seat) return illegal('roles.not-yours', 'role.scam-artist', 'The Scam Artist picked another player’s Asset.');
    if (move.trade && scam.give === null) return illegal('role.no-offer', 'role.scam-artist', 'The Scam Artist has no Asset to give: return yours to its Market.');
    return null;
  },
  apply: (state, move) => {
    const scam = rolesOf(state).scam!;
    const cleared = closeWindow(withRoles(state, (r) => ({ ...r, scam: null })));
    if (move.trade && scam.give !== null) {
      const swapped = passAsset(passAsset(cleared, scam.player, scam.by, scam.take), scam.by, scam.player, scam.give);
      return { state: swapped, events: [event('scamArtistTraded', 'role.scam-artist', { player: scam.by, other: scam.player, take: scam.take, give: scam.give })] };
    }
    return returnAsset(cleared, scam.player, scam.take);
  },
  describe: (move) => (move.trade ? 'Trade with the Scam Artist' : 'Return the Asset to its Market'),
});
