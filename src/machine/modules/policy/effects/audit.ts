/**
 * Billionaire Audited (`policy.billionaire-audited`): its setter may send one Asset held by any
 * player, themselves included, back to its Market, as the Audit card does. A setter holding the
 * hidden Gangster who Audits another player may Reveal it and keep the Asset, never as their fifth.
 */
import { type AssetId } from '../../../data/assets.ts';
import { passAsset, returnAsset } from '../../../core/assets.ts';
import { event } from '../../../core/events.ts';
import { field } from '../../../core/fields.ts';
import { illegal } from '../../../core/illegal.ts';
import { defineMove, type MoveOf } from '../../../core/moves.ts';
import type { Outcome } from '../../../core/outcome.ts';
import type { GameState, Seat } from '../../../core/state.ts';
import { asks, openWindow, seatDone } from '../../../core/windows.ts';
import { wouldWin } from '../../../core/zones.ts';
import { holds, withHeld } from '../../roles/index.ts';
import { asked } from '../../../core/form.ts';
import { domain } from '../../../core/form-domains.ts';
import { cardsOf } from '../../../core/cards-of.ts';

declare module '../../../core/moves.ts' {
  interface MoveFields {
    /** Billionaire Audited: send `asset` of `player` back to its Market, or keep it as the Gangster (`gangster`). */
    policyAudit: { player: Seat; asset: AssetId; gangster: boolean };
    /** Billionaire Audited: Audit nobody. */
    declineAudit: object;
  }
}

declare module '../../../core/events.ts' {
  interface EventFields {
    policyAudited: { player: Seat; other: Seat; asset: AssetId; gangster: boolean };
    auditDeclined: { player: Seat };
  }
}

export const AUDIT_WINDOW = 'policy.audit';

export function startAudit(state: GameState, setter: Seat): Outcome {
  if (!state.players.some((p) => p.assets.length > 0)) return { state, events: [] };
  return { state: openWindow(state, { kind: AUDIT_WINDOW, seats: [setter], mode: 'ordered' }), events: [] };
}

const auditing = (state: GameState, seat: Seat) => asks(state, AUDIT_WINDOW, seat);
const notNow = () => illegal('policy.not-now', 'policy.billionaire-audited', 'Only the setter of Billionaire Audited Audits, as it is set.');

/** Why the Gangster cannot keep this Asset, or null. */
function gangsterProblem(state: GameState, move: MoveOf<'policyAudit'>) {
  if (!holds(state, move.seat, 'gangster', false)) return illegal('role.not-held', 'role.gangster', 'You do not hold the Gangster, hidden in your hand.');
  if (move.player === move.seat) return illegal('role.bad-target', 'role.gangster', 'The Gangster takes an Asset from another player, not from you.');
  const me = state.players[move.seat]!;
  if (wouldWin(cardsOf(state), me, [...me.assets, move.asset]))
    return illegal('role.no-win', 'role.gangster', `The ${cardsOf(state).assetName(move.asset)} would complete your set: the Gangster cannot be used to win.`);
  return null;
}

export const policyAuditFamily = defineMove({
  type: 'policyAudit',
  code: 'U',
  label: 'Policy: Billionaire Audited, send an Asset back',
  rule: 'policy.billionaire-audited',
  words: { group: 'Policy', button: 'Audit' },
  fields: {
    player: asked(field.seat, domain.seat({ label: 'Player to Audit' })),
    asset: asked(field.asset, domain.assetOf({ label: 'Asset sent back (or kept, as the Gangster)' }, 'player')),
    gangster: asked(
      field.bool,
      domain.twoWay(
        { label: 'Audit as' },
        ['gangster', 'The Gangster, Revealed (you keep the Asset)'],
        ['plain', 'The setter (the Asset goes back to its Market)'],
        true,
      ),
    ),
  },
  candidates: (state, seat) => {
    if (!auditing(state, seat)) return [];
    const gangster = holds(state, seat, 'gangster', false);
    return state.players.flatMap((p, player) =>
      p.assets.flatMap((asset) => [
        { type: 'policyAudit' as const, seat, player, asset, gangster: false },
        ...(gangster && player !== seat ? [{ type: 'policyAudit' as const, seat, player, asset, gangster: true }] : []),
      ]),
    );
  },
  check: (state, move) => {
    if (!auditing(state, move.seat)) return notNow();
    if (!state.players[move.player]?.assets.includes(move.asset))
      return illegal('audit.not-held', 'policy.billionaire-audited', `That player does not hold the ${cardsOf(state).assetName(move.asset)}.`);
    return move.gangster ? gangsterProblem(state, move) : null;
  },
  apply: (state, move) => {
    const done = seatDone(state, move.seat);
    const audited = event('policyAudited', 'policy.billionaire-audited', { player: move.seat, other: move.player, asset: move.asset, gangster: move.gangster });
    if (move.gangster) {
      const next = passAsset(withHeld(done, move.seat, { role: 'gangster', revealed: true }), move.player, move.seat, move.asset);
      return { state: next, events: [event('roleRevealed', 'role.gangster', { player: move.seat, role: 'gangster' }), audited] };
    }
    const back = returnAsset(done, move.player, move.asset);
    return { state: back.state, events: [audited, ...back.events] };
  },
  describe: (move, ctx) =>
    move.gangster
      ? `Audit ${ctx.name(move.player)} as the Gangster: take the ${cardsOf(ctx.state).assetName(move.asset)}`
      : `Audit ${ctx.name(move.player)}: the ${cardsOf(ctx.state).assetName(move.asset)} goes back`,
});

export const declineAuditFamily = defineMove({
  type: 'declineAudit',
  code: 'z',
  label: 'Policy: Billionaire Audited, Audit nobody',
  rule: 'policy.billionaire-audited',
  words: { group: 'Policy', button: 'Audit nobody' },
  fields: {},
  candidatesAreLegal: true,
  candidates: (state, seat) => (auditing(state, seat) ? [{ type: 'declineAudit' as const, seat }] : []),
  check: (state, move) => (auditing(state, move.seat) ? null : notNow()),
  apply: (state, move) => ({ state: seatDone(state, move.seat), events: [event('auditDeclined', 'policy.billionaire-audited', { player: move.seat })] }),
  describe: () => 'Audit nobody',
});
