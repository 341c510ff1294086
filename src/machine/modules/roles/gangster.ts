/**
 * The Gangster (`role.gangster`): when its holder Audits another player with the Audit card, they
 * may Reveal it and put the Audited Asset on their own board instead of sending it back, but never
 * as their fifth needed Asset (then the Audit is an ordinary one). It is an Audit played another
 * way, so it is offered only to the one who holds the Gangster, and only as their Action.
 */
import { type AssetId } from '../../data/assets.ts';
import { type CardId } from '../../data/cards.ts';
import { passAsset } from '../../core/assets.ts';
import { event } from '../../core/events.ts';
import { field } from '../../core/fields.ts';
import { illegal } from '../../core/illegal.ts';
import { familyOf } from '../../core/module.ts';
import { defineMove, type Move } from '../../core/moves.ts';
import { asked } from '../../core/form.ts';
import { domain } from '../../core/form-domains.ts';
import type { GameState, Seat } from '../../core/state.ts';
import { addToDiscard, removeFromHand, wouldWin } from '../../core/zones.ts';
import { holds, withHeld } from './slice.ts';
import { cardsOf } from '../../core/cards-of.ts';

declare module '../../core/moves.ts' {
  interface MoveFields {
    /** Audit `player` with the Audit `card` and, Revealing the Gangster, take `asset` onto your own board. */
    gangsterAudit: { card: CardId; player: Seat; asset: AssetId };
  }
}

declare module '../../core/events.ts' {
  interface EventFields {
    gangsterTook: { player: Seat; other: Seat; asset: AssetId; card: CardId };
  }
}

/** The ordinary Audit's own check (the card, the player, the Asset), from the Audit's move family. */
const auditProblem = (state: GameState, move: Move) => familyOf('audit')!.check(state, { ...move, type: 'audit' } as never);

export const gangsterAuditFamily = defineMove({
  type: 'gangsterAudit',
  code: 'G',
  label: 'Audit as the Gangster (keep the Asset)',
  rule: 'role.gangster',
  words: { group: 'Reveal a Role', button: 'Audit as the Gangster' },
  action: true,
  fields: {
    card: asked(field.card, domain.handCard({ label: 'Card from hand' })),
    player: asked(field.seat, domain.seat({ label: 'Player to Audit' })),
    asset: asked(field.asset, domain.assetOf({ label: 'Asset to take' }, 'player')),
  },
  candidates: (state, seat) => {
    if (!holds(state, seat, 'gangster', false)) return [];
    const audits = familyOf('audit')!.candidates?.(state, seat) ?? [];
    return audits.flatMap((m) => {
      const a = m as Extract<Move, { type: 'audit' }>;
      return a.player === seat ? [] : [{ type: 'gangsterAudit' as const, seat, card: a.card, player: a.player, asset: a.asset }];
    });
  },
  check: (state, move) => {
    if (!holds(state, move.seat, 'gangster', false)) return illegal('role.not-held', 'role.gangster', 'You do not hold the Gangster, hidden in your hand.');
    const problem = auditProblem(state, move);
    if (problem) return problem;
    if (move.player === move.seat)
      return illegal('role.bad-target', 'role.gangster', 'The Gangster takes an Asset from another player; Auditing yourself is an ordinary Audit.');
    const me = state.players[move.seat]!;
    if (wouldWin(cardsOf(state), me, [...me.assets, move.asset]))
      return illegal(
        'role.no-win',
        'role.gangster',
        `The ${cardsOf(state).assetName(move.asset)} would complete your set: the Gangster cannot be used to win. Audit as usual instead.`,
      );
    return null;
  },
  apply: (state, move) => {
    let next = addToDiscard(removeFromHand(state, move.seat, [move.card]), [move.card]);
    next = passAsset(withHeld(next, move.seat, { role: 'gangster', revealed: true }), move.player, move.seat, move.asset);
    return {
      state: next,
      events: [
        event('roleRevealed', 'role.gangster', { player: move.seat, role: 'gangster' }),
        event('gangsterTook', 'role.gangster', { player: move.seat, other: move.player, asset: move.asset, card: move.card }),
      ],
    };
  },
  describe: (move, ctx) => `Audit ${ctx.name(move.player)} as the Gangster: take the ${cardsOf(ctx.state).assetName(move.asset)}`,
});
