/**
 * The launch (`space.launch` to `space.explosion`). Once the Panic! has happened, a player holding a
 * hidden Role is asked at the end of their own turn whether to launch; only the Space Cowboy can
 * say yes (every hidden Role holder is asked, so being asked gives no Role away). The Space Cowboy
 * Reveals the Role, draws until a Resource card turns up and adds it, then the envelope is opened:
 * the highest Launch Score boards, perhaps with a partner, and the die decides.
 */
import { BILLIONAIRE_IDS, BILLIONAIRES, type BillionaireId } from '../../data/billionaires.ts';
import { type CardId, cardInfo, suitOf } from '../../data/cards.ts';
import { rollDie } from '../../core/dice.ts';
import { event, type GameEvent } from '../../core/events.ts';
import { clearSeat } from '../../core/leave.ts';
import type { Outcome } from '../../core/outcome.ts';
import { billionaireSeats, controllerOf, hasPuppets, inGame, isBillionaire, isPuppet, peopleSeats, puppetOf } from '../../core/seats.ts';
import type { GameState, Seat } from '../../core/state.ts';
import { pickAmong } from '../../core/tie-break.ts';
import { openWindow } from '../../core/windows.ts';
import { addToDiscard, takeFromDeck, worthOf } from '../../core/zones.ts';
import { panicOf } from '../panic/index.ts';
import { heldRole, TURN_END_WINDOW, withHeld } from '../roles/index.ts';
import { type LaunchInProgress, type SpaceSlice, spaceOf, withSpace } from './slice.ts';
import { launchScoreOf } from './words.ts';

declare module '../../core/events.ts' {
  interface EventFields {
    launchStarted: { player: Seat };
    launchHeld: { player: Seat };
    /** A Crisis or Special Action card drawn for the envelope: discarded, never Activated. */
    launchCardSkipped: { player: Seat; card: CardId };
    launchCardAdded: { player: Seat; card: CardId };
    launchDeckEmpty: { player: Seat };
    /** The envelope opened: every card, and each Billionaire's Launch Score (in `BILLIONAIRE_IDS` order). */
    envelopeOpened: { player: Seat; cards: readonly CardId[]; scores: readonly number[] };
    launchTie: { players: readonly Seat[]; player: Seat; score: number };
    /** Nobody boards: the top score is a Billionaire nobody plays, the envelope was empty, or (without `spaceProgram.puppet-flies`) a Puppet stayed on the ground. */
    nobodyBoards: { reason: 'unplayed' | 'empty' | 'puppet'; billionaire: BillionaireId | null; cards: readonly CardId[] };
    rocketInvite: { player: Seat; other: Seat };
    rocketAnswered: { player: Seat; other: Seat; accepted: boolean };
    rocketBoarded: { players: readonly Seat[]; score: number };
    launchRolled: { value: number; score: number };
    rocketEscaped: { players: readonly Seat[] };
    rocketExploded: { players: readonly Seat[]; cards: readonly CardId[] };
    seatOut: { player: Seat };
  }
}

export const LAUNCH_WINDOW = 'space.launch';
export const BOARD_WINDOW = 'space.board';
export const ANSWER_WINDOW = 'space.answer';

const none = (state: GameState): Outcome => ({ state, events: [] });
/** The envelope is emptied: a card on show is off the table with the rest. */
const offShow = (s: SpaceSlice) => (s.shown === undefined ? {} : { shown: null });

/**
 * Ruling: the Panic! "has occurred" once it has started, whether the sacrifice was agreed or not.
 * It starts at the end of a turn, after this turn's launch step, so a launch comes a turn later.
 */
export function panicHappened(state: GameState): boolean {
  const p = panicOf(state);
  return p.done || p.current !== null;
}

/** The end of a turn: a player with a hidden Role is asked whether to launch, once the Panic! has happened. */
export function offerLaunch(state: GameState): Outcome {
  if (!launchOffered(state)) return none(state);
  return { state: openWindow(state, { kind: LAUNCH_WINDOW, seats: [state.current], mode: 'ordered' }), events: [] };
}

/** Whether the current player will be asked to launch at the end of their turn (public facts only). */
function launchOffered(state: GameState): boolean {
  const seat = state.current;
  return !spaceOf(state).gone && panicHappened(state) && inGame(state, seat) && heldRole(state, seat)?.revealed === false;
}

/**
 * Ruling: the launch question is the turn's last step. A player asked it may first Reveal another
 * Role of their turn there (the window takes those powers: `roles.reveal-any-time`), so the Roles'
 * own last step is not asked as well: it is taken out when the launch will be offered.
 */
export function launchIsLastStep(state: GameState): Outcome {
  if (!state.windows.some((w) => w.kind === TURN_END_WINDOW) || !launchOffered(state)) return none(state);
  return { state: { ...state, windows: state.windows.filter((w) => w.kind !== TURN_END_WINDOW) }, events: [] };
}

/** The Billionaire whose Suit a card is in. */
const SUIT_OWNER = new Map(BILLIONAIRE_IDS.map((id) => [BILLIONAIRES[id].suit, id]));

/** Each Billionaire's Launch Score: the points of the envelope's cards in their Suit, as they count now (a Suit Policy doubles them). */
export function launchScores(state: GameState, envelope: readonly CardId[]): Record<BillionaireId, number> {
  const worth = worthOf(state);
  const scores = Object.fromEntries(BILLIONAIRE_IDS.map((id) => [id, 0])) as Record<BillionaireId, number>;
  for (const card of envelope) {
    const owner = SUIT_OWNER.get(suitOf(card)!);
    if (owner) scores[owner] += worth(card);
  }
  return scores;
}

/** The Space Cowboy's launch, once the Role is Revealed: the last card, the tally, then boarding. */
export function startLaunch(state: GameState, by: Seat): Outcome {
  const events: GameEvent[] = [event('roleRevealed', 'space.launch', { player: by, role: 'space-cowboy' }), event('launchStarted', 'space.launch', { player: by })];
  let next = withHeld(state, by, { role: 'space-cowboy', revealed: true });
  // Draw until a Resource card turns up; others go to the Discard pile unActivated. An empty deck adds nothing.
  for (;;) {
    const drawn = takeFromDeck(next, 1);
    const card = drawn.cards[0];
    next = drawn.state;
    if (card === undefined) {
      events.push(event('launchDeckEmpty', 'space.last-card', { player: by }));
      break;
    }
    if (cardInfo(card).kind === 'resource') {
      next = withSpace(next, (s) => ({ ...s, envelope: [...s.envelope, card] }));
      events.push(event('launchCardAdded', 'space.last-card', { player: by, card }));
      break;
    }
    next = addToDiscard(next, [card]);
    events.push(event('launchCardSkipped', 'space.last-card', { player: by, card }));
  }
  const tallied = tally(next, by);
  return { state: tallied.state, events: [...events, ...tallied.events] };
}

/** Opens the envelope and finds who boards first. */
function tally(state: GameState, by: Seat): Outcome {
  const envelope = spaceOf(state).envelope;
  const scores = launchScores(state, envelope);
  const events: GameEvent[] = [event('envelopeOpened', 'space.scores', { player: by, cards: envelope, scores: BILLIONAIRE_IDS.map((id) => scores[id]) })];
  const best = Math.max(...Object.values(scores));
  const scoreOf = (seat: Seat) => {
    const id = state.players[seat]!.billionaire;
    return id === null ? 0 : scores[id];
  };
  // Ruling: a Billionaire in the game tied with one nobody plays still boards; only a strictly higher unplayed score keeps the Rocket down.
  const tied = billionaireSeats(state).filter((seat) => scoreOf(seat) === best);
  if (best === 0 || tied.length === 0) {
    const unplayed = best === 0 ? null : BILLIONAIRE_IDS.find((id) => scores[id] === best)!;
    return grounded(state, best === 0 ? 'empty' : 'unplayed', unplayed, events);
  }
  // Ruling: a tie for the highest score is settled at random (or by the table's chosen pick).
  const picked = pickAmong(state, tied);
  if (tied.length > 1) events.push(event('launchTie', 'space.scores', { players: tied, player: picked.seat, score: best }));
  const launch: LaunchInProgress = { by, scores, top: picked.seat, invited: null };
  const next = withSpace(picked.state, (s) => ({ ...s, launch }));
  if (partnersOf(next, picked.seat).length === 0) return fly(next, [picked.seat], events);
  return { state: openWindow(next, { kind: BOARD_WINDOW, seats: [picked.seat], mode: 'ordered' }), events };
}

/**
 * Who may board with the top scorer. Ruling: only in a game that started with four or more seats,
 * and the top scorer is always one of the two. With Puppets, only a player and their own Puppet.
 */
export function partnersOf(state: GameState, top: Seat): readonly Seat[] {
  if (state.options.players < 4) return [];
  if (hasPuppets(state)) {
    const other = isPuppet(state, top) ? controllerOf(state, top) : puppetOf(state, top);
    return other !== null && inGame(state, other) ? [other] : [];
  }
  return peopleSeats(state).filter((seat) => seat !== top && isBillionaire(state, seat));
}

/** Nobody boards: the envelope's cards go to the Discard pile; the envelope stays for another launch. */
export function grounded(state: GameState, reason: 'unplayed' | 'empty' | 'puppet', billionaire: BillionaireId | null, before: readonly GameEvent[]): Outcome {
  const cards = spaceOf(state).envelope;
  const next = withSpace(addToDiscard(state, cards), (s) => ({ ...s, envelope: [], launch: null, ...offShow(s) }));
  return { state: next, events: [...before, event('nobodyBoards', 'space.scores', { reason, billionaire, cards })] };
}

/** The Billionaires aboard lift off: the die against their combined Launch Score. */
export function fly(state: GameState, aboard: readonly Seat[], before: readonly GameEvent[]): Outcome {
  const score = launchScoreOf(state, aboard);
  const rolled = rollDie(state);
  const events: GameEvent[] = [
    ...before,
    event('rocketBoarded', 'space.scores', { players: aboard, score }),
    event('launchRolled', 'space.roll', { value: rolled.value, score }),
  ];
  // Lower than the score escapes, except a six, which always explodes.
  if (rolled.value < score && rolled.value !== 6) {
    const next = withSpace(rolled.state, (s) => ({ ...s, launch: null, escaped: aboard }));
    return { state: next, events: [...events, event('rocketEscaped', 'space.escape', { players: aboard })] };
  }
  return explode(rolled.state, aboard, events);
}

/** The Rocket explodes: those aboard (and a dead player's Puppet) leave the game; so does the envelope. */
function explode(state: GameState, aboard: readonly Seat[], before: readonly GameEvent[]): Outcome {
  const cards = spaceOf(state).envelope;
  // Ruling: a Puppet has nobody to roll for it once its controller is gone, so it leaves with them.
  const dead = [...new Set(aboard.flatMap((seat) => [seat, ...(isPuppet(state, seat) ? [] : [puppetOf(state, seat)].filter((p): p is Seat => p !== null))]))];
  let next = withSpace(addToDiscard(state, cards), (s) => ({ ...s, envelope: [], gone: true, launch: null, ...offShow(s) }));
  const events: GameEvent[] = [...before, event('rocketExploded', 'space.explosion', { players: aboard, cards })];
  for (const seat of dead.sort((a, b) => a - b)) {
    const cleared = clearSeat(next, seat, 'space.explosion');
    next = withSpace(cleared.state, (s) => ({ ...s, out: [...s.out, seat] }));
    events.push(event('seatOut', 'space.out', { player: seat }), ...cleared.events);
  }
  return { state: next, events };
}
