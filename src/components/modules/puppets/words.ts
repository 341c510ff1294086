/**
 * The two-player moves (`puppets.*`) in the list of legal moves: the group each is listed under, and
 * words that say what a choice does before it is made. A nudge names the card, how far it moves the
 * die and where the die lands ("Nudge the die up by 2 with 2 Locks 🔒 → 1 (a card for
 * Influence)"); a claim made for a Puppet says so.
 */
import { describeMove, play, playerName, worthOf, type GameState, type MarketId, type Move, type Viewer } from '../../../machine/api.ts';
import { controllerOf, isPuppet } from '../../../machine/core/seats.ts';
import { cardLabel } from '../../shared/format.ts';
import { rollMeaning } from './roll.ts';
import type { MoveLabels } from '../types.ts';

const openIn = (state: GameState) => (m: MarketId) => state.markets[m].assets.length > 0;

/** Where a nudge takes the die, as the engine plays it (its `puppetNudged` event); null if it refuses the move. */
export function nudgeTarget(state: GameState, move: Extract<Move, { type: 'nudge' }>): number | null {
  const out = play(state, move);
  if (!out.ok) return null;
  const nudged = out.events.find((e) => e.type === 'puppetNudged');
  return nudged && nudged.type === 'puppetNudged' ? nudged.to : null;
}

/** "Nudge the die up by 2 with 2 Locks 🔒 → 1 (a card for Influence)". */
export function nudgeLabel(state: GameState, move: Move, viewer: Viewer): string {
  const roll = state.modules.puppets?.roll;
  if (move.type !== 'nudge' || !roll) return describeMove(state, move, viewer);
  const to = nudgeTarget(state, move);
  const by = worthOf(state)(move.card);
  const where = to === null ? '' : ` → ${to} (${rollMeaning(roll.stage, to, openIn(state))})`;
  return `Nudge the die ${move.up ? 'up' : 'down'} by ${by} with ${cardLabel(move.card, state.options.cardValues)}${where}`;
}

/** "Let the die stand at 5 (a card for Vanity)". */
export function keepLabel(state: GameState, move: Move, viewer: Viewer): string {
  const roll = state.modules.puppets?.roll;
  if (!roll) return describeMove(state, move, viewer);
  return `Let the die stand at ${roll.value} (${rollMeaning(roll.stage, roll.value, openIn(state))})`;
}

/** A claim made for a Puppet after its Buy names the Puppet: "For your Puppet, the Tech Overlord: Claim Private Island". */
function claimLabel(state: GameState, move: Move, viewer: Viewer): string {
  const words = describeMove(state, move, viewer);
  const seat = move.seat;
  if (typeof seat !== 'number' || !isPuppet(state, seat)) return words;
  const whose = viewer === controllerOf(state, seat) ? 'your Puppet' : `the Puppet of seat ${controllerOf(state, seat) + 1}`;
  return `For ${whose}, ${playerName(state, seat)}: ${words}`;
}

/** Clearer words than the engine's for some of its moves in the list of legal moves: the module's `words` (index.tsx). */
export const words: MoveLabels = { nudge: nudgeLabel, keepRoll: keepLabel, claim: claimLabel, declineClaim: claimLabel };
