/**
 * The Space Program's decisions in words before they are made (the module's `choices`, shown
 * among the legal moves and on its steps): who flies, the combined Launch Score
 * the die must beat ("Board the Rocket with the Aristocrat (seat 2): combined Launch Score 11"),
 * and how many faces of the die escape. A Puppet with the top score flies alone or takes its
 * controller along (played without `spaceProgram.puppet-flies`: together, or it stays on the ground).
 */
import { BILLIONAIRES } from '../../data/billionaires.ts';
import { corrected } from '../../core/editions.ts';
import type { GameModule } from '../../core/module.ts';
import { isPuppet } from '../../core/seats.ts';
import type { GameState, Seat } from '../../core/state.ts';
import { spaceOf } from './slice.ts';

/** The correction that lets a Puppet with the highest Launch Score board without its controller. */
export const PUPPET_FLIES = 'spaceProgram.puppet-flies';

/** "the Aristocrat (seat 2)" */
export function seatNamed(state: GameState, seat: Seat): string {
  const id = state.players[seat]!.billionaire;
  return `the ${id === null ? 'Troublemaker' : BILLIONAIRES[id].name} (seat ${seat + 1})`;
}

/** The combined Launch Score of these seats in the launch under way (0 when none is). */
export function launchScoreOf(state: GameState, seats: readonly Seat[]): number {
  const scores = spaceOf(state).launch?.scores;
  return seats.reduce((t, seat) => {
    const id = state.players[seat]!.billionaire;
    return t + (id === null || !scores ? 0 : (scores[id] ?? 0));
  }, 0);
}

/** Whether a Puppet on top that goes without its controller stays on the ground (the old reading). */
export const puppetGrounded = (state: GameState): boolean => !corrected(state, PUPPET_FLIES);

/** The die must show less than the score, and a 6 always fails: the faces that escape, out of six. */
export function escapeOdds(score: number): string {
  const faces = Math.max(0, Math.min(score - 1, 5));
  const which = score > 6 ? '1 to 5: a 6 always explodes' : `below ${score}`;
  return faces === 0 ? 'no face of the die escapes' : `${faces} ${faces === 1 ? 'face' : 'faces'} in 6 escape (${which})`;
}

/** The seats a boarding choice puts aboard (none when a Puppet stays on the ground). */
export function aboardOf(state: GameState, top: Seat, partner: Seat | undefined): Seat[] {
  if (partner !== undefined) return [top, partner];
  return isPuppet(state, top) && puppetGrounded(state) ? [] : [top];
}

/** The top scorer's choice: alone, with a partner, or (a Puppet on top) alone or with its controller. */
function boardWords(state: GameState, top: Seat, partner: Seat | undefined): string {
  const puppetOnTop = isPuppet(state, top);
  if (partner === undefined)
    return !puppetOnTop
      ? `Board the Rocket alone: Launch Score ${launchScoreOf(state, [top])}`
      : puppetGrounded(state)
        ? `Stay on the ground: ${seatNamed(state, top)}, a Puppet, never flies alone, so nobody boards`
        : `Send ${seatNamed(state, top)} up alone: Launch Score ${launchScoreOf(state, [top])}; an escape wins for its controller`;
  const score = launchScoreOf(state, [top, partner]);
  if (puppetOnTop) return `Fly together: ${seatNamed(state, top)} takes its controller, ${seatNamed(state, partner)}, aboard: combined Launch Score ${score}`;
  const own = isPuppet(state, partner) ? 'your Puppet, ' : '';
  return `Board the Rocket with ${own}${seatNamed(state, partner)}: combined Launch Score ${score}`;
}

/** The invited player's answer, with the score either way. */
function answerWords(state: GameState, top: Seat, me: Seat, accept: boolean): string {
  return accept
    ? `Board the Rocket with ${seatNamed(state, top)}: combined Launch Score ${launchScoreOf(state, [top, me])}`
    : `Stay on the ground: ${seatNamed(state, top)} flies alone with Launch Score ${launchScoreOf(state, [top])}`;
}

/** The boarding choices in words while a launch is under way (the module's `choices`); a history keeps the moves' own words. */
export const SPACE_CHOICES: GameModule['choices'] = {
  boardRocket: (move, ctx) => (spaceOf(ctx.state).launch ? boardWords(ctx.state, move.seat, move.partner) : null),
  answerRocket: (move, ctx) => {
    const launch = spaceOf(ctx.state).launch;
    return launch ? answerWords(ctx.state, launch.top, move.seat, move.accept) : null;
  },
};
