/**
 * Random Level 4 games from new setups (the Role draft first), 3 to 5 players. After every move:
 * every Level 1–3 invariant (cards are counted in the Bribe envelopes too, see `cardPlaces`), the
 * Policy module's own (never a Crisis in an envelope), at most one Policy in force, and the hand
 * limit after every bribe step. On a sample of steps, nothing secret leaks: a seat's view, its legal
 * moves as described to it and the log as described to it are the same whatever the other seats'
 * envelopes hold (same counts), whatever they decided in the hold-up before the decisions are shown,
 * and whatever hidden Roles they hold.
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import {
  type CardId,
  cardInfo,
  createGame,
  describeEvent,
  describeMove,
  type GameEvent,
  type GameState,
  handLimit,
  isPolicyId,
  legalMoves,
  type Move,
  policyOf,
  replay,
  ROLE_IDS,
  type RoleId,
  rolesOf,
  viewOf,
} from '../../src/machine/index.ts';
import { choicesOf, SAMPLE } from '../helpers/game-property.ts';
import { checkStep, playRandomly, type StepInfo } from '../helpers/random-play.ts';
import { check } from '../helpers/check.ts';

const GAMES = 500;
const MAX_MOVES = 260;
/** One step in SECRET_SAMPLE gets the leak checks (each seat's view and legal moves, twice). */
const SECRET_SAMPLE = 5;

const isCrisis = (c: CardId) => cardInfo(c).kind === 'crisis';

/**
 * The same table with what `viewer` cannot know changed: the cards in the other seats' envelopes and
 * the deck's non-Crisis cards dealt out again (each envelope keeps its size; no Crisis enters one),
 * the other seats' hold-up decisions flipped until they are shown, and the Roles the viewer cannot
 * see (others' hidden Roles, another seat's offer, the Role deck) in reverse order.
 */
function otherSecrets(state: GameState, viewer: number): GameState {
  const p = policyOf(state);
  const others = p.envelopes.map((_, seat) => seat).filter((seat) => seat !== viewer);
  const deckSpots = state.deck.flatMap((c, i) => (isCrisis(c) ? [] : [i]));
  const pool = [...others.flatMap((seat) => p.envelopes[seat]!), ...deckSpots.map((i) => state.deck[i]!)].reverse();
  let k = 0;
  const envelopes = p.envelopes.map((e, seat) => (seat === viewer ? e : e.map(() => pool[k++]!)));
  const deck = state.deck.slice();
  for (const i of deckSpots) deck[i] = pool[k++]!;
  const setting = p.setting && !p.setting.shown ? { ...p.setting, held: p.setting.held.map((h, seat) => (seat === viewer || h === null ? h : !h)) } : p.setting;

  const r = rolesOf(state);
  const hiddenSeats = r.held.flatMap((h, seat) => (h && !h.revealed && seat !== viewer ? [seat] : []));
  const offerCards = r.offer && r.offer.seat !== viewer ? r.offer.cards : [];
  const roles = [...hiddenSeats.map((seat) => r.held[seat]!.role), ...offerCards, ...r.deck].reverse();
  const held = r.held.slice();
  hiddenSeats.forEach((seat, i) => (held[seat] = { role: roles[i]!, revealed: false }));
  const offer = r.offer && r.offer.seat !== viewer ? { ...r.offer, cards: roles.slice(hiddenSeats.length, hiddenSeats.length + offerCards.length) } : r.offer;
  const roleDeck = roles.slice(hiddenSeats.length + offerCards.length);

  return {
    ...state,
    deck,
    modules: { ...state.modules, policy: { ...p, envelopes, setting }, roles: { ...r, held, offer, deck: roleDeck } },
  };
}

const otherCard = (card: CardId): CardId => (card === 'locks-1' ? 'bolts-2' : 'locks-1');
const otherRole = (role: RoleId): RoleId => ROLE_IDS.find((r) => r !== role)!;

/**
 * The event with its secret changed, as another seat must not be able to tell it from the real one:
 * the card put in or taken out, the hold-up decision, the Role drawn or taken hidden.
 */
function withOtherSecret(e: GameEvent): GameEvent {
  switch (e.type) {
    case 'bribedIn':
    case 'bribedOut':
      return { ...e, card: otherCard(e.card) };
    case 'holdUpDecided':
      return { ...e, hold: !e.hold };
    case 'vultureRedrew':
      return { ...e, role: e.role === null ? null : otherRole(e.role) };
    case 'vultureTook':
      return e.revealed ? e : { ...e, role: otherRole(e.role) };
    default:
      return e;
  }
}

function withOtherMove(move: Move): Move {
  if (move.type === 'bribeIn' || move.type === 'bribeOut') return { ...move, card: otherCard(move.card) };
  if (move.type === 'holdUp') return { ...move, hold: !move.hold };
  return move;
}

/** Whether `viewer` took part in the event (its player, or the other seat of a Vulture's take). */
const involves = (e: GameEvent, viewer: number) => ('player' in e && e.player === viewer) || ('other' in e && e.other === viewer);

/** Checks every seat's viewpoint; returns how many of them had envelope cards or decisions of others really changed. */
function checkSecrets(step: StepInfo): number {
  const { before, after, events, move } = step;
  let changed = 0;
  for (let viewer = 0; viewer < after.players.length; viewer++) {
    const other = otherSecrets(after, viewer);
    if (JSON.stringify(policyOf(other)) !== JSON.stringify(policyOf(after))) changed++;
    check(viewOf(other, viewer), `seat ${viewer}'s view`).toEqual(viewOf(after, viewer));
    const described = (s: GameState) => legalMoves(s, viewer).map((m) => describeMove(s, m, viewer));
    check(described(other), `seat ${viewer}'s legal moves`).toEqual(described(after));
    // The log of this move, as told to the viewer, is the same had the others' secrets been other.
    for (const e of events) {
      if (involves(e, viewer)) continue;
      check(describeEvent(before, withOtherSecret(e), viewer), `${e.type} told to seat ${viewer}`).toBe(describeEvent(before, e, viewer));
    }
    if (move.seat !== viewer) check(describeMove(before, withOtherMove(move), viewer)).toBe(describeMove(before, move, viewer));
  }
  return changed;
}

/** The Level 4 rules the random games must keep at every step. */
function checkPolicy(step: StepInfo): void {
  const p = policyOf(step.after);
  check(p.inForce === null || isPolicyId(p.inForce), `Policy in force ${String(p.inForce)}`).toBe(true);
  for (const [seat, e] of p.envelopes.entries()) check(e.some(isCrisis), `a Crisis in seat ${seat}'s envelope`).toBe(false);
  // Each card in or out of the envelope keeps the hand limit (after the step is done, the turn ends and
  // other rules may ask for a discard, which `violations` allows).
  if (step.move.type === 'bribeIn' || step.move.type === 'bribeOut') {
    const seat = step.move.seat;
    check(step.after.players[seat]!.hand.length, JSON.stringify(step.move)).toBeLessThanOrEqual(handLimit(step.after, seat));
  }
}

describe('random Level 4 games', () => {
  it(`${GAMES} games stuff envelopes, set Policies, keep secrets and keep every invariant`, () => {
    const tally = { games: 0, over: 0, bribes: 0, settings: 0, byBid: 0, byPoorest: 0, policies: new Set<string>(), swaps: 0, secretsChanged: 0 };
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 5 }), fc.nat(), fc.nat({ max: SAMPLE - 1 }), choicesOf(MAX_MOVES), (players, seed, offset, picks) => {
        const made = createGame({ players, level: 4, seed });
        if (!made.ok) throw new Error(made.error.reason);
        const run = playRandomly(made.game, picks, MAX_MOVES, (step) => {
          checkStep(step, SAMPLE, offset);
          checkPolicy(step);
          if (step.index % SECRET_SAMPLE === offset % SECRET_SAMPLE) tally.secretsChanged += checkSecrets(step);
          for (const e of step.events) {
            if (e.type === 'bribedIn') tally.bribes++;
            if (e.type === 'policyCalled') tally.settings++;
            if (e.type === 'policySetter' && e.why === 'poorest') tally.byPoorest++;
            if (e.type === 'policySetter' && e.why !== 'poorest') tally.byBid++;
            if (e.type === 'policySet' && e.policy) tally.policies.add(e.policy);
            if (e.type === 'envelopesSwapped') tally.swaps++;
          }
        });
        const replayed = replay(made.game, run.moves);
        check(replayed.ok).toBe(true);
        check(replayed.states.at(-1)).toEqual(run.final);
        tally.games++;
        if (run.final.phase === 'gameOver') tally.over++;
      }),
      { numRuns: GAMES, endOnFailure: true },
    );
    check(tally.games).toBe(GAMES);
    // The random games reach what they are meant to test.
    check(tally.bribes).toBeGreaterThan(GAMES);
    check(tally.settings).toBeGreaterThan(GAMES);
    check(tally.byBid).toBeGreaterThan(GAMES / 2);
    check(tally.byPoorest).toBeGreaterThan(0);
    check(tally.policies.size).toBe(10);
    check(tally.swaps).toBeGreaterThan(0);
    // The leak checks had secrets to move: others' envelope cards or hold-up decisions.
    check(tally.secretsChanged).toBeGreaterThan(GAMES * 10);
    check(tally.over).toBeGreaterThan(GAMES / 4);
  }, 600_000);
});
