/**
 * The Space Program's moves (`space.*`) in the list of legal moves: the group each is listed under,
 * and words that say what a boarding choice means before it is made: who flies, and the combined
 * Launch Score the die must beat ("Board the Rocket with the Aristocrat (seat 2): combined Launch
 * Score 11"). A Puppet with the top score flies alone or takes its controller along (played
 * without `spaceProgram.puppet-flies`: together, or it stays on the ground).
 */
import { describeMove, isPuppet, type GameState, type Move, type Seat, type Viewer } from '../../../machine/api.ts';
import { corrected } from '../../../machine/core/editions.ts';
import type { MoveLabels } from '../types.ts';
import { billionaireName } from '../../shared/format.ts';

/** "the Aristocrat (seat 2)" */
const named = (state: GameState, seat: Seat) => `the ${billionaireName(state.players[seat]!.billionaire)} (seat ${seat + 1})`;

/** The combined Launch Score of these seats in the launch under way (0 when none is). */
export function launchScoreOf(state: GameState, seats: readonly Seat[]): number {
  const scores = state.modules.spaceProgram?.launch?.scores ?? {};
  return seats.reduce((t, seat) => {
    const id = state.players[seat]!.billionaire;
    return t + (id === null ? 0 : (scores[id] ?? 0));
  }, 0);
}

/** Whether a Puppet on top that goes without its controller stays on the ground (the old reading). */
export const puppetGrounded = (state: GameState) => !corrected(state, 'spaceProgram.puppet-flies');

/** The top scorer's choice: alone, with a partner, or (a Puppet on top) alone or with its controller. */
export function boardLabel(state: GameState, move: Move, viewer: Viewer): string {
  if (move.type !== 'boardRocket' || !state.modules.spaceProgram?.launch) return describeMove(state, move, viewer);
  const top = move.seat as Seat;
  const puppetOnTop = isPuppet(state, top);
  if (move.partner === undefined)
    return !puppetOnTop
      ? `Board the Rocket alone: Launch Score ${launchScoreOf(state, [top])}`
      : puppetGrounded(state)
        ? `Stay on the ground: ${named(state, top)}, a Puppet, never flies alone, so nobody boards`
        : `Send ${named(state, top)} up alone: Launch Score ${launchScoreOf(state, [top])}; an escape wins for its controller`;
  const score = launchScoreOf(state, [top, move.partner]);
  if (puppetOnTop) return `Fly together: ${named(state, top)} takes its controller, ${named(state, move.partner)}, aboard: combined Launch Score ${score}`;
  const own = isPuppet(state, move.partner) ? 'your Puppet, ' : '';
  return `Board the Rocket with ${own}${named(state, move.partner)}: combined Launch Score ${score}`;
}

/** The invited player's answer, with the score either way. */
export function answerLabel(state: GameState, move: Move, viewer: Viewer): string {
  const launch = state.modules.spaceProgram?.launch;
  if (move.type !== 'answerRocket' || !launch) return describeMove(state, move, viewer);
  return move.accept
    ? `Board the Rocket with ${named(state, launch.top)}: combined Launch Score ${launchScoreOf(state, [launch.top, move.seat as Seat])}`
    : `Stay on the ground: ${named(state, launch.top)} flies alone with Launch Score ${launchScoreOf(state, [launch.top])}`;
}

/** Clearer words than the engine's for some of its moves in the list of legal moves: the module's `words` (index.tsx). */
export const words: MoveLabels = { boardRocket: boardLabel, answerRocket: answerLabel };
