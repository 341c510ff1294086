/**
 * Reform or Revolution?: the Space Program (Levels 3–4, `modules: ['space-program']`). The Space
 * Cowboy joins the Role deck; players may contribute Resource cards to a sealed envelope instead of
 * an Action; after the Panic!, the Space Cowboy may launch the Rocket at the end of their turn. An
 * escape wins at once; an explosion puts those aboard out of the game for good.
 */
import { usesExpansion } from '../../data/expansions.ts';
import { type CardId, cardInfo } from '../../data/cards.ts';
import type { BillionaireId } from '../../data/billionaires.ts';
import { event } from '../../core/events.ts';
import { codec } from '../../core/fields.ts';
import { BadText, TextReader, TextWriter } from '../../core/link/text.ts';
import type { GameModule } from '../../core/module.ts';
import type { Outcome } from '../../core/outcome.ts';
import type { Viewer } from '../../core/moves.ts';
import { controllerOf, peopleSeats } from '../../core/seats.ts';
import type { GameState, Seat } from '../../core/state.ts';
import { answerRocketFamily, boardRocketFamily, launchFamily } from './boarding.ts';
import { PUPPET_FLIES, SPACE_CHOICES } from './words.ts';
import { CONTRIBUTION_SHOWN, contributeFamily, endShowing, shownCard } from './contribute.ts';
import { SPACE_SENTENCES } from './describe.ts';
import { ANSWER_WINDOW, BOARD_WINDOW, LAUNCH_WINDOW, launchIsLastStep, launchScores, offerLaunch } from './launch.ts';
import { LATE_POWERS } from '../roles/index.ts';
import { spacePosition } from './position.ts';
import { type LaunchInProgress, NEW_PROGRAM, spaceOf } from './slice.ts';

export { spaceOf, type SpaceSlice, type LaunchInProgress } from './slice.ts';
export { launchScores, panicHappened, partnersOf } from './launch.ts';

declare module '../../core/events.ts' {
  interface EventFields {
    spaceWon: { player: Seat };
  }
}

export interface SpaceView {
  /** The envelope's cards: in the table view, or for everyone once a launch has opened it (during the launch, and after an escape); null otherwise. */
  readonly envelope: readonly CardId[] | null;
  readonly count: number;
  /** The card just contributed, shown to every seat until the end of the next turn (`space.sealed`); null otherwise. */
  readonly shown: CardId | null;
  readonly gone: boolean;
  readonly out: readonly Seat[];
  readonly launch: LaunchInProgress | null;
  readonly escaped: readonly Seat[] | null;
  /**
   * Each Billionaire's Launch Score where this view sees the envelope's cards: a launch's own, or
   * what they would be if it were opened now (a Suit Policy in force doubles its Suit); else null.
   */
  readonly scores: Readonly<Partial<Record<BillionaireId, number>>> | null;
}

declare module '../../core/view.ts' {
  interface ModuleViews {
    spaceProgram: SpaceView;
  }
}

function viewSpace(state: GameState, viewer: Viewer): SpaceView {
  const s = spaceOf(state);
  const envelope = viewer === 'table' || s.launch !== null || s.escaped !== null ? s.envelope : null;
  return {
    envelope,
    count: s.envelope.length,
    shown: shownCard(state),
    gone: s.gone,
    out: s.out,
    launch: s.launch,
    escaped: s.escaped,
    scores: s.launch ? s.launch.scores : envelope && envelope.length > 0 ? launchScores(state, envelope) : null,
  };
}

/** An escape wins for those aboard (a Puppet's for its controller); the last player left in the game wins too. */
function spaceDecided(state: GameState): Outcome | null {
  const s = spaceOf(state);
  if (s.escaped) {
    const winners = [...new Set(s.escaped.map((seat) => controllerOf(state, seat)))];
    return {
      state: { ...state, result: { kind: 'victory', winners, rule: 'space.escape', billionaires: s.escaped } },
      events: winners.map((player) => event('spaceWon', 'space.escape', { player })),
    };
  }
  if (s.out.length === 0) return null;
  const left = peopleSeats(state);
  if (left.length !== 1) return null;
  // Ruling: with one player left there is nobody to play against: they win.
  return { state: { ...state, result: { kind: 'victory', winners: left, rule: 'space.out' } }, events: [event('spaceWon', 'space.out', { player: left[0]! })] };
}

export const spaceProgram: GameModule = {
  id: 'spaceProgram',
  needs: ['crises', 'panic', 'roles'],
  enabled: (options) => options.level >= 3 && usesExpansion(options, 'space-program'),
  setupDeal: (rng, deck) => ({ rng, deck, slice: NEW_PROGRAM }),
  families: [contributeFamily, launchFamily, boardRocketFamily, answerRocketFamily],
  turnActions: ['contribute'],
  windows: {
    // The turn's last step: the Roles of one's turn may be Revealed here first (`roles.reveal-any-time`).
    [LAUNCH_WINDOW]: { label: 'End of the turn: launch the Rocket?', rule: 'space.launch', accepts: ['launch', ...LATE_POWERS], opensAt: ['turnLaunch'] },
    [BOARD_WINDOW]: { label: 'The launch: board alone, or with a partner', rule: 'space.together', accepts: ['boardRocket'], opensAt: ['turnLaunch'] },
    [ANSWER_WINDOW]: { label: 'The launch: board with the top scorer?', rule: 'space.together', accepts: ['answerRocket'], opensAt: ['turnLaunch'] },
  },
  moments: { actionOver: launchIsLastStep, turnLaunch: offerLaunch, turnEnd: endShowing, roundEmergency: endShowing },
  absent: (state) => spaceOf(state).out,
  // The sealed envelope is closed to every seat until a launch opens it (`space.sealed`), but for a card still on show.
  unseen: (state) => {
    const s = spaceOf(state);
    const shown = shownCard(state);
    return s.launch === null && s.escaped === null ? s.envelope.filter((c) => c !== shown) : [];
  },
  decided: spaceDecided,
  corrections: [
    { id: PUPPET_FLIES, edition: 2, rule: 'space.together', summary: 'A Puppet with the highest Launch Score now boards the Rocket, alone or with its controller' },
    { id: CONTRIBUTION_SHOWN, edition: 2, rule: 'space.sealed', summary: 'A card contributed to the Space Program is now shown to every player and named in their log' },
  ],
  position: spacePosition,
  // A position's Space Program in a share link: the envelope, whether it is gone, the seats out.
  link: {
    tag: 'o',
    write: (p) => {
      if (!p.modules?.includes('space-program')) return null;
      const sp = p.spaceProgram ?? {};
      const w = new TextWriter();
      codec.list(codec.card).write(w, sp.envelope ?? []);
      codec.bool.write(w, sp.gone === true);
      codec.list(codec.seat).write(w, sp.out ?? []);
      return w.toString();
    },
    read: (text, p) => {
      const r = new TextReader(text);
      const envelope = codec.list(codec.card).read(r);
      const gone = codec.bool.read(r);
      const out = codec.list(codec.seat).read(r);
      if (!r.done()) throw new BadText('trailing');
      return { ...p, modules: [...(p.modules ?? []).filter((m) => m !== 'space-program'), 'space-program'], spaceProgram: { envelope, gone, out } };
    },
  },
  describe: SPACE_SENTENCES,
  choices: SPACE_CHOICES,
  view: viewSpace,
  invariants: (state) => {
    const s = spaceOf(state);
    const out: string[] = [];
    if (s.envelope.some((c) => cardInfo(c).kind !== 'resource')) out.push('The Space Program envelope holds a card that is not a Resource card.');
    if (s.gone !== s.out.length > 0) out.push('The envelope left the game without anyone dying, or the other way round.');
    if (s.gone && s.envelope.length > 0) out.push('The Space Program envelope left the game but still holds cards.');
    for (const seat of s.out) {
      const p = state.players[seat]!;
      if (p.hand.length > 0 || p.assets.length > 0 || p.invested.length > 0) out.push(`Seat ${seat + 1} is out of the game but holds something.`);
      if (seat === state.current && (state.phase === 'turn.start' || state.phase === 'turn.action')) out.push(`Seat ${seat + 1} is out of the game but has a turn.`);
    }
    if (s.shown && !s.envelope.includes(s.shown.card)) out.push('The card on show is not in the Space Program envelope.');
    if (s.launch !== null && state.windows.length === 0) out.push('A launch is under way with nobody asked anything.');
    return out;
  },
  rules: [
    'space.setup',
    'space.contribute',
    'space.sealed',
    'space.launch',
    'space.last-card',
    'space.scores',
    'space.together',
    'space.roll',
    'space.escape',
    'space.explosion',
    'space.out',
  ],
};
