/** Checks on the Revolutionary's cards: all 21 Revolution cards in exactly one place once Declared, and effects that make sense. */
import { REVOLUTION_CARD_IDS } from '../../../data/revolution.ts';
import { corrected } from '../../../core/editions.ts';
import { isBillionaire } from '../../../core/seats.ts';
import { panicOf } from '../../panic/index.ts';
import { REVOLUTIONARY_PANIC } from '../corrections.ts';
import type { GameState } from '../../../core/state.ts';
import { troublemakersOf } from '../slice.ts';
import { ORGANIZE_SET } from './piles.ts';

export function revolutionInvariants(state: GameState): string[] {
  const t = troublemakersOf(state);
  const out: string[] = [];
  if (!t.declared) {
    if (t.revolution !== null) out.push('The Revolution deck is out before a Declaration.');
    return out;
  }
  if (t.alignment !== 'revolutionary') out.push('A Reformist has Declared.');
  const r = t.revolution;
  if (r === null) return [...out, 'A Declared Revolutionary has no Revolution deck.'];
  const infiltrating = t.resolving?.kind === 'infiltrator' ? t.resolving.cards : [];
  const all = [...r.deck, ...r.row, ...r.organized, ...r.discard, ...infiltrating];
  // A card being played is between the row and the discard pile only inside one move, never at rest.
  if (all.length !== REVOLUTION_CARD_IDS.length || new Set(all).size !== all.length)
    out.push(`The Revolution cards number ${all.length} (${new Set(all).size} different), not 21.`);
  if (r.organized.length >= ORGANIZE_SET) out.push('Three Organize! cards wait without being used.');
  const seat = state.options.troublemaker!;
  if (state.players[seat]!.hand.length > 0) out.push('A Declared Revolutionary holds cards from the Draw deck.');
  if (panicOf(state).current?.by === seat && corrected(state, REVOLUTIONARY_PANIC)) out.push('A Declared Revolutionary draws the Panic! card.');
  const { hostage, missing } = t.effects;
  if (hostage && !isBillionaire(state, hostage.seat)) out.push('The hostage is no Billionaire.');
  if (missing.some((s) => !isBillionaire(state, s))) out.push('A seat that is no Billionaire is to miss a turn.');
  return out;
}
