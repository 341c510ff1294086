/**
 * Playing as the Reformist (`tm.reformist`, `tm.cards`): the Troublemaker (until a Revolutionary
 * Declares) never draws at the start of a turn, never Buys or holds Assets, never plays a Special
 * Action card for its effect (Ruling), and takes no part in the Space Program. Their Actions are an
 * Invest, an Exchange, or Fixing a Crisis.
 */
import { illegal, type IllegalMove } from '../../core/illegal.ts';
import type { Move } from '../../core/moves.ts';
import type { GameState } from '../../core/state.ts';
import { troublemakersOf } from './slice.ts';

declare module '../../core/illegal.ts' {
  interface IllegalCodes {
    'tm.reformist': true;
    'tm.revolutionary': true;
  }
}

/** Why the Reformist may not make this move, or null (moves of other seats are not this rule's business). */
export function reformistVeto(state: GameState, move: Move): IllegalMove | null {
  if (move.seat !== state.options.troublemaker || troublemakersOf(state).declared) return null;
  switch (move.type) {
    case 'draw':
      return illegal('tm.reformist', 'tm.cards', 'The Reformist never draws at the start of a turn: they get cards at the start of a Round, and from Buys.');
    case 'buy':
    case 'gameTheMarket':
      return illegal('tm.reformist', 'tm.reformist', 'The Reformist never Buys and holds no Assets.');
    case 'audit':
    case 'scam':
      return illegal('tm.reformist', 'tm.reformist', 'The Reformist cannot play a Special Action card for its effect.');
    case 'contribute':
      return illegal('tm.reformist', 'tm.reformist', 'The Troublemaker takes no part in the Space Program.');
    default:
      return null;
  }
}
