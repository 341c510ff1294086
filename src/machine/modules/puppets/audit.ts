/**
 * Six, then six again (`puppets.audit`): the Puppet does not Buy; its controller may Audit any
 * Billionaire holding an Asset (either person, either Puppet, themselves included), choosing the
 * Asset, which goes back to its Market (to a full Market: out of the game). Or they let it go.
 * A controller holding the Gangster (Level 3 and up) may Reveal it to keep the Asset instead,
 * unless it would be their fifth needed Asset, and never taking from themselves.
 */
import { type AssetId } from '../../data/assets.ts';
import { passAsset, returnAsset } from '../../core/assets.ts';
import { event } from '../../core/events.ts';
import { field } from '../../core/fields.ts';
import { illegal } from '../../core/illegal.ts';
import { defineMove } from '../../core/moves.ts';
import type { Outcome } from '../../core/outcome.ts';
import type { GameState, Seat } from '../../core/state.ts';
import { asks, closeWindow, openWindow } from '../../core/windows.ts';
import { wouldWin } from '../../core/zones.ts';
import { holds, withHeld } from '../roles/index.ts';
import { asked } from '../../core/form.ts';
import { domain } from '../../core/form-domains.ts';
import { cardsOf } from '../../core/cards-of.ts';

declare module '../../core/moves.ts' {
  interface MoveFields {
    /** After a double six: send `player`'s `asset` back to its Market, or (`keep`, Revealing the Gangster) take it. */
    puppetAudit: { player: Seat; asset: AssetId; keep: boolean };
    /** After a double six: Audit nobody. */
    skipAudit: object;
  }
}

declare module '../../core/events.ts' {
  interface EventFields {
    puppetAudited: { player: Seat; other: Seat; asset: AssetId; kept: boolean };
    puppetAuditSkipped: { player: Seat; nobody: boolean };
  }
}

export const PUPPET_AUDIT_WINDOW = 'puppets.audit';

/** A double six: the controller is asked whom to Audit (nobody holding an Asset: nothing happens). */
export function openPuppetAudit(state: GameState, controller: Seat): Outcome {
  if (!state.players.some((p) => p.assets.length > 0)) return { state, events: [event('puppetAuditSkipped', 'puppets.audit', { player: controller, nobody: true })] };
  return { state: openWindow(state, { kind: PUPPET_AUDIT_WINDOW, seats: [controller], mode: 'ordered' }), events: [] };
}

const notNow = () => illegal('puppets.not-now', 'puppets.audit', 'An Audit for a Puppet comes only after it rolls two sixes.');

/** Whether the Gangster lets this controller keep this Asset from this Billionaire. */
function gangsterKeeps(state: GameState, seat: Seat, from: Seat, asset: AssetId): boolean {
  const me = state.players[seat]!;
  return holds(state, seat, 'gangster', false) && from !== seat && !wouldWin(cardsOf(state), me, [...me.assets, asset]);
}

export const puppetAuditFamily = defineMove({
  type: 'puppetAudit',
  code: '2',
  label: 'Double six: Audit a Billionaire',
  rule: 'puppets.audit',
  words: { group: 'Double six: Audit', button: 'Audit' },
  fields: {
    player: asked(field.seat, domain.seat({ label: 'Billionaire to Audit' })),
    asset: asked(field.asset, domain.assetOf({ label: 'Asset to Audit' }, 'player')),
    keep: asked(field.bool, domain.twoWay({ label: 'The Audited Asset' }, ['keep', 'Kept, Revealing the Gangster'], ['back', 'Goes back to its Market'], true)),
  },
  candidates: (state, seat) => {
    if (!asks(state, PUPPET_AUDIT_WINDOW, seat)) return [];
    return state.players.flatMap((p, player) =>
      p.assets.flatMap((asset) => [
        { type: 'puppetAudit' as const, seat, player, asset, keep: false },
        ...(gangsterKeeps(state, seat, player, asset) ? [{ type: 'puppetAudit' as const, seat, player, asset, keep: true }] : []),
      ]),
    );
  },
  check: (state, move) => {
    if (!asks(state, PUPPET_AUDIT_WINDOW, move.seat)) return notNow();
    const target = state.players[move.player];
    if (!target) return illegal('puppets.no-seat', 'puppets.audit', `There is no Billionaire in seat ${move.player + 1}.`);
    if (!target.assets.includes(move.asset))
      return illegal('puppets.not-held', 'puppets.audit', `That Billionaire does not hold the ${cardsOf(state).assetName(move.asset)}.`);
    if (move.keep && !holds(state, move.seat, 'gangster', false))
      return illegal('role.not-held', 'role.gangster', 'Only a player holding the Gangster, hidden, may keep an Audited Asset.');
    if (move.keep && move.player === move.seat)
      return illegal('role.bad-target', 'role.gangster', 'The Gangster keeps an Asset taken from another Billionaire, not from yourself.');
    if (move.keep && !gangsterKeeps(state, move.seat, move.player, move.asset))
      return illegal('role.no-win', 'role.gangster', `The ${cardsOf(state).assetName(move.asset)} would complete your set: the Gangster cannot be used to win.`);
    return null;
  },
  apply: (state, move) => {
    const closed = closeWindow(state);
    const audited = event('puppetAudited', 'puppets.audit', { player: move.seat, other: move.player, asset: move.asset, kept: move.keep });
    if (move.keep) {
      const next = passAsset(withHeld(closed, move.seat, { role: 'gangster', revealed: true }), move.player, move.seat, move.asset);
      return { state: next, events: [event('roleRevealed', 'role.gangster', { player: move.seat, role: 'gangster' }), audited] };
    }
    const back = returnAsset(closed, move.player, move.asset);
    return { state: back.state, events: [audited, ...back.events] };
  },
  describe: (move, ctx) =>
    move.keep
      ? `Audit ${ctx.name(move.player)} as the Gangster: keep the ${cardsOf(ctx.state).assetName(move.asset)}`
      : `Audit ${ctx.name(move.player)}: ${cardsOf(ctx.state).assetName(move.asset)}`,
});

export const skipAuditFamily = defineMove({
  type: 'skipAudit',
  code: '3',
  label: 'Double six: Audit nobody',
  rule: 'puppets.audit',
  words: { group: 'Double six: Audit', button: 'Audit nobody' },
  fields: {},
  candidates: (state, seat) => (asks(state, PUPPET_AUDIT_WINDOW, seat) ? [{ type: 'skipAudit' as const, seat }] : []),
  check: (state, move) => (asks(state, PUPPET_AUDIT_WINDOW, move.seat) ? null : notNow()),
  apply: (state, move) => ({ state: closeWindow(state), events: [event('puppetAuditSkipped', 'puppets.audit', { player: move.seat, nobody: false })] }),
  describe: () => 'Audit nobody',
});
