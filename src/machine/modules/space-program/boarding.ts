/**
 * The three decisions of a launch: the Space Cowboy launching (or not), the top scorer choosing a
 * partner to board with (`space.together`), and the partner's answer.
 */
import { event } from '../../core/events.ts';
import { field, optional } from '../../core/fields.ts';
import { illegal } from '../../core/illegal.ts';
import { defineMove } from '../../core/moves.ts';
import { corrected } from '../../core/editions.ts';
import { controllerOf, isPuppet } from '../../core/seats.ts';
import type { GameState, Seat } from '../../core/state.ts';
import { asked } from '../../core/form.ts';
import { allSeats, domain } from '../../core/form-domains.ts';
import { asks, closeWindow, openWindow } from '../../core/windows.ts';
import { holds } from '../roles/index.ts';
import { ANSWER_WINDOW, BOARD_WINDOW, fly, grounded, LAUNCH_WINDOW, partnersOf, startLaunch } from './launch.ts';
import { spaceOf, withSpace } from './slice.ts';
import { PUPPET_FLIES, puppetGrounded } from './words.ts';

declare module '../../core/moves.ts' {
  interface MoveFields {
    /** At the end of your turn: Reveal the Space Cowboy and launch the Rocket (`go`), or not. */
    launch: { go: boolean };
    /**
     * The top scorer: board with `partner`, or alone. A Puppet on top boards too, alone or with its
     * controller (before `spaceProgram.puppet-flies`, a Puppet without a partner stayed on the ground).
     */
    boardRocket: { partner?: Seat };
    /** Asked to board with the top scorer: yes or no. */
    answerRocket: { accept: boolean };
  }
}

declare module '../../core/illegal.ts' {
  interface IllegalCodes {
    'space.not-now': true;
    'space.not-your-turn': true;
    'space.gone': true;
    'space.not-in-hand': true;
    'space.not-resource': true;
    'space.not-cowboy': true;
    'space.bad-partner': true;
  }
}

export const launchFamily = defineMove({
  type: 'launch',
  code: 'l',
  label: 'Space Program: launch the Rocket or not (end of your turn)',
  rule: 'space.launch',
  words: { group: 'Launch the Rocket?', button: 'Decide' },
  fields: { go: asked(field.bool, domain.twoWay({ label: 'The Rocket' }, ['launch', 'Reveal the Space Cowboy and launch it'], ['hold', 'Do not launch'])) },
  candidatesAreLegal: true,
  candidates: (state, seat) => {
    if (!asks(state, LAUNCH_WINDOW, seat)) return [];
    return holds(state, seat, 'space-cowboy', false)
      ? [
          { type: 'launch', seat, go: true },
          { type: 'launch', seat, go: false },
        ]
      : [{ type: 'launch', seat, go: false }];
  },
  check: (state, move) => {
    if (!asks(state, LAUNCH_WINDOW, move.seat))
      return illegal('space.not-now', 'space.launch', 'The Rocket is launched at the end of your own turn, once the Panic! has happened.');
    if (move.go && !holds(state, move.seat, 'space-cowboy', false))
      return illegal('space.not-cowboy', 'space.launch', 'Only the Space Cowboy, hidden in your hand until now, can launch the Rocket.');
    return null;
  },
  apply: (state, move) => {
    const closed = closeWindow(state);
    if (!move.go) return { state: closed, events: [event('launchHeld', 'space.launch', { player: move.seat })] };
    return startLaunch(closed, move.seat);
  },
  describe: (move) => (move.go ? 'Reveal the Space Cowboy and launch the Rocket' : 'Do not launch'),
});

/** A Puppet with the top Launch Score boards (or not) by its controller's choice. */
function rocketTop(state: GameState, mover: Seat): Seat {
  const top = spaceOf(state).launch?.top;
  return top !== undefined && top !== mover && isPuppet(state, top) && controllerOf(state, top) === mover ? top : mover;
}

export const boardRocketFamily = defineMove({
  type: 'boardRocket',
  code: 'M',
  label: 'Space Program: board the Rocket, alone or with a partner',
  rule: 'space.together',
  words: { group: 'Board the Rocket', button: 'Board' },
  actsAs: rocketTop,
  fields: {
    partner: asked(
      optional(field.seat),
      domain.seat(
        {
          label: 'Board with',
          help: 'A partner only in games of four or more; with Puppets, a player and their own Puppet.',
          // True in either edition: before the correction, a Puppet on top with no partner stays on the ground.
          none: 'Nobody: no partner',
        },
        (ctx) => allSeats(ctx.state).filter((s) => s !== rocketTop(ctx.state, ctx.seat)),
      ),
    ),
  },
  candidatesAreLegal: true,
  candidates: (state, seat) => {
    if (!asks(state, BOARD_WINDOW, seat)) return [];
    return [{ type: 'boardRocket' as const, seat }, ...partnersOf(state, seat).map((partner) => ({ type: 'boardRocket' as const, seat, partner }))];
  },
  check: (state, move) => {
    if (!asks(state, BOARD_WINDOW, move.seat))
      return illegal('space.not-now', 'space.together', 'Only the Billionaire with the highest Launch Score chooses, once the envelope is opened.');
    if (move.partner !== undefined && !partnersOf(state, move.seat).includes(move.partner))
      return illegal(
        'space.bad-partner',
        'space.together',
        'That Billionaire cannot board with you: partners are other players still in the game (with Puppets, only your own Puppet), in games of four or more.',
      );
    return null;
  },
  apply: (state, move) => {
    const closed = closeWindow(state);
    const top = move.seat;
    // Ruling: a Puppet with the highest score boards like anyone; alone, it flies for its controller.
    if (move.partner === undefined)
      return isPuppet(state, top) && puppetGrounded(state) ? grounded(closed, 'puppet', state.players[top]!.billionaire, []) : fly(closed, [top], []);
    // A player and their own Puppet decide as one: no question to ask.
    if (isPuppet(state, top) || isPuppet(state, move.partner)) return fly(closed, [top, move.partner], []);
    const partner = move.partner;
    return {
      state: openWindow(
        withSpace(closed, (s) => ({ ...s, launch: { ...s.launch!, invited: partner } })),
        { kind: ANSWER_WINDOW, seats: [partner], mode: 'ordered' },
      ),
      events: [event('rocketInvite', 'space.together', { player: top, other: partner })],
    };
  },
  describe: (move, ctx) =>
    move.partner === undefined
      ? isPuppet(ctx.state, move.seat)
        ? corrected(ctx.state, PUPPET_FLIES)
          ? `Send ${ctx.name(move.seat)} up alone`
          : `Keep ${ctx.name(move.seat)} on the ground: nobody boards`
        : 'Board the Rocket alone'
      : `Board the Rocket with ${ctx.name(move.partner)}`,
});

export const answerRocketFamily = defineMove({
  type: 'answerRocket',
  code: '7',
  label: 'Space Program: answer an invitation to board',
  rule: 'space.together',
  words: { group: 'Board the Rocket', button: 'Answer' },
  fields: { accept: asked(field.bool, domain.twoWay({ label: 'Your answer' }, ['accept', 'Board the Rocket with them'], ['decline', 'Stay on the ground'])) },
  candidatesAreLegal: true,
  candidates: (state, seat) =>
    asks(state, ANSWER_WINDOW, seat)
      ? [
          { type: 'answerRocket', seat, accept: true },
          { type: 'answerRocket', seat, accept: false },
        ]
      : [],
  check: (state, move) => (asks(state, ANSWER_WINDOW, move.seat) ? null : illegal('space.not-now', 'space.together', 'Nobody has asked you to board the Rocket.')),
  apply: (state, move) => {
    const launch = spaceOf(state).launch!;
    const answered = event('rocketAnswered', 'space.together', { player: move.seat, other: launch.top, accepted: move.accept });
    // Ruling: one invitation; a refusal leaves the top scorer to fly alone.
    return fly(closeWindow(state), move.accept ? [launch.top, move.seat] : [launch.top], [answered]);
  },
  // Worded without the launch under way: a history lists moves long after it is over.
  describe: (move) => (move.accept ? 'Board the Rocket with the top scorer' : 'Stay on the ground; the top scorer flies alone'),
});
