/**
 * How a Troublemaker wins (`tm.victory`): the Reformist, at once, once the Crises they have Fixed
 * show seven or more printed Rebel icons; a Revolutionary, Declared or not, never wins that way,
 * but wins when the Revolution comes (the Billionaires losing, a spared Celebrity apart).
 */
import { event } from '../../core/events.ts';
import type { Outcome } from '../../core/outcome.ts';
import type { GameState, Seat } from '../../core/state.ts';
import { troublemakersOf } from './slice.ts';
import { cardsOf } from '../../core/cards-of.ts';

declare module '../../core/events.ts' {
  interface EventFields {
    reformistWins: { player: Seat; count: number };
    revolutionaryWins: { player: Seat };
  }
}

/** Rebel icons a Reformist's Fixed Crises must show to win. */
export const REFORMIST_ICONS = 7;

/** Printed Rebel icons on the Crises the Troublemaker has Fixed. */
export function fixedIcons(state: GameState): number {
  return troublemakersOf(state).fixed.reduce((t, c) => t + cardsOf(state).rebels(c), 0);
}

/** The Reformist's win, checked after every step. */
export function reformistDecided(state: GameState): Outcome | null {
  const t = troublemakersOf(state);
  if (t.alignment !== 'reformist' || fixedIcons(state) < REFORMIST_ICONS) return null;
  const player = state.options.troublemaker!;
  return {
    state: { ...state, result: { kind: 'victory', winners: [player], rule: 'tm.victory' } },
    events: [event('reformistWins', 'tm.victory', { player, count: fixedIcons(state) })],
  };
}

/** When the Revolution comes, a Revolutionary (Declared or not) wins it. */
export function revolutionaryAtRevolution(_before: GameState, decided: Outcome): Outcome {
  const state = decided.state;
  const result = state.result;
  if (!result || result.kind !== 'revolution' || troublemakersOf(state).alignment !== 'revolutionary') return decided;
  const player = state.options.troublemaker!;
  if (result.winners.includes(player)) return decided;
  return {
    state: { ...state, result: { ...result, winners: [...result.winners, player] } },
    events: [...decided.events, event('revolutionaryWins', 'tm.victory', { player })],
  };
}
