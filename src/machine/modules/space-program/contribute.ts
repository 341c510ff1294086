/**
 * Contributing (`space.contribute`): instead of one of the usual Actions, a player shows a Resource
 * card from hand and seals it in the Space Program envelope. Crisis and Special Action cards never
 * go in; Puppets hold no cards, so never contribute; once the envelope has left the game, nobody can.
 */
import { type CardId, cardInfo } from '../../data/cards.ts';
import { event } from '../../core/events.ts';
import { field } from '../../core/fields.ts';
import { illegal } from '../../core/illegal.ts';
import { defineMove } from '../../core/moves.ts';
import { corrected } from '../../core/editions.ts';
import type { Outcome } from '../../core/outcome.ts';
import type { GameState, Seat } from '../../core/state.ts';
import { removeFromHand } from '../../core/zones.ts';
import { spaceOf, withSpace } from './slice.ts';
import { asked } from '../../core/form.ts';
import { domain } from '../../core/form-domains.ts';

declare module '../../core/moves.ts' {
  interface MoveFields {
    /** Show a Resource card from hand and put it in the Space Program envelope (the turn's Action). */
    contribute: { card: CardId };
  }
}

declare module '../../core/events.ts' {
  interface EventFields {
    /** Shown to all as it goes in, and named in everyone's log (`space.sealed`); the envelope itself stays shut. */
    contributed: { player: Seat; card: CardId };
  }
}

/** The correction that shows a contribution to every seat, in its view and its log. */
export const CONTRIBUTION_SHOWN = 'spaceProgram.contribution-shown';

/** The card on show to every seat, if a contribution is still on show. */
export function shownCard(state: GameState): CardId | null {
  return spaceOf(state).shown?.card ?? null;
}

/**
 * The end of a turn (`turnEnd`), or of the Round (`roundEmergency`, for a turn the Round's end cut
 * short, such as an early end of the Round, which never reaches `turnEnd`): a contribution shown
 * before this turn is off the table now. Ruling: it stays on show through the end of the next turn,
 * so the next player sees it when their turn opens.
 */
export function endShowing(state: GameState): Outcome {
  const shown = spaceOf(state).shown;
  if (shown === undefined || shown === null || shown.turn === state.turn) return { state, events: [] };
  return { state: withSpace(state, (s) => ({ ...s, shown: null })), events: [] };
}

const isResource = (card: CardId) => cardInfo(card).kind === 'resource';
/** Whether the game has the Space Program and its envelope is still in the game. */
const inProgram = (state: GameState) => state.modules.spaceProgram !== undefined && !spaceOf(state).gone;

export const contributeFamily = defineMove({
  type: 'contribute',
  code: 'f',
  label: 'Contribute a Resource card to the Space Program (your Action)',
  rule: 'space.contribute',
  words: { group: 'Space Program', button: 'Contribute' },
  action: true,
  fields: { card: asked(field.card, domain.handCard({ label: 'Card from hand', help: 'Only a Resource card goes in the envelope.' })) },
  candidatesAreLegal: true,
  candidates: (state, seat) => {
    if (state.current !== seat || !inProgram(state)) return [];
    return [...new Set(state.players[seat]!.hand.filter(isResource))].map((card) => ({ type: 'contribute' as const, seat, card }));
  },
  check: (state, move) => {
    if (state.modules.spaceProgram === undefined) return illegal('space.not-now', 'space.setup', 'This game is played without the Space Program.');
    if (state.current !== move.seat) return illegal('space.not-your-turn', 'space.contribute', 'You contribute on your own turn, as its Action.');
    if (spaceOf(state).gone) return illegal('space.gone', 'space.explosion', 'The Space Program envelope left the game when the Rocket exploded.');
    if (!state.players[move.seat]!.hand.includes(move.card)) return illegal('space.not-in-hand', 'space.contribute', 'That card is not in your hand.');
    if (!isResource(move.card))
      return illegal('space.not-resource', 'space.contribute', 'Only a Resource card can go in the Space Program envelope, never a Crisis or Special Action card.');
    return null;
  },
  apply: (state, move) => {
    const shown = corrected(state, CONTRIBUTION_SHOWN) ? { shown: { card: move.card, turn: state.turn } } : {};
    return {
      state: withSpace(removeFromHand(state, move.seat, [move.card]), (s) => ({ ...s, envelope: [...s.envelope, move.card], ...shown })),
      events: [event('contributed', 'space.contribute', { player: move.seat, card: move.card })],
    };
  },
  describe: (move, ctx) => `Contribute ${ctx.card(move.card)} to the Space Program`,
});
