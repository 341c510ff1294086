/**
 * The learner's legal moves, grouped as the legal-move list groups them (each family's
 * `words.group`: "Buy an Asset", "Panic!"…), each group with the rule behind that kind of move
 * (each family's `rule`) and what that kind of move changes on the table (`effectOf`,
 * machine/move-effects.ts), each move in the words of its button, with a Buy's chances and a warning where
 * one is due. Built from `legalMoves(state, seat)`, which lists the seat's own moves from its
 * own hand and the public table.
 */
import { describeChoice, familyOf, type GameState, legalMoves, type Move, type MoveOf, sameMove, type Seat, waitingFor } from '../machine/index.ts';
import { effectOf } from '../machine/move-effects.ts';
import { buyChances, type BuyChances, previewBuy } from './buy-preview.ts';
import type { CoachGroup, CoachOption } from './types.ts';

/** A Buy that cannot fail at a Market with an Asset the learner needs (the suggestion, when it is one), in words. */
export interface SureBuy {
  readonly move: Move;
  readonly words: string;
}

function optionFor(state: GameState, seat: Seat, move: Move, sure: SureBuy | null, chances: BuyChances): CoachOption {
  const words = describeChoice(state, move, seat);
  // A Buy with the learner's own cards (a Puppet's Buy, made for it, offers the Puppet's fixed hand: no preview).
  const buy = move.type === 'buy' && move.seat === seat ? previewBuy(state, move as MoveOf<'buy'>, chances) : null;
  // Passing up a sure Buy of a needed Asset (for anything but another sure Buy, or the free draw
  // before the Action) is worth a second thought.
  const passesUp = sure !== null && !sameMove(move, sure.move) && move.type !== 'draw' && buy?.chance !== 1;
  const warning = buy?.warning ?? (passesUp ? `${sure.words} cannot fail and wins an Asset you need; this move passes it up.` : null);
  return { move, words, preview: buy?.text ?? null, warning, effect: null };
}

export function groupsOf(state: GameState, seat: Seat, sure: SureBuy | null): CoachGroup[] {
  const groups: { group: string; rule: CoachGroup['rule']; options: CoachOption[] }[] = [];
  const chances = buyChances(state, seat);
  for (const move of legalMoves(state, seat)) {
    const family = familyOf(move.type);
    const group = family?.words?.group ?? 'Other moves';
    const rule = family?.rule ?? waitingFor(state).rule;
    let g = groups.find((x) => x.group === group);
    if (!g) groups.push((g = { group, rule, options: [] }));
    g.options.push(optionFor(state, seat, move, sure, chances));
  }
  return groups.map(withEffects);
}

/** What each kind of move in a group changes on the table: said once for a group of one kind, else on each kind's first option. */
function withEffects(g: { group: string; rule: CoachGroup['rule']; options: CoachOption[] }): CoachGroup {
  const kinds = [...new Set(g.options.map((o) => o.move.type))];
  if (kinds.length === 1) return { ...g, effect: effectOf(kinds[0]!) };
  const firsts = new Set(kinds.map((k) => g.options.findIndex((o) => o.move.type === k)));
  return { ...g, effect: null, options: g.options.map((o, i) => (firsts.has(i) ? { ...o, effect: effectOf(o.move.type) } : o)) };
}
