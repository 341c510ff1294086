/**
 * Random Level 3 games from new setups (the Role draft first), 3 to 5 players. After every move:
 * every Level 1–2 invariant, every Role card in exactly one place, nobody with two Roles, the Luxury
 * Bunker with whoever qualifies (the Roles module's own invariants, checked with the rest); and no
 * player's view, described log or list of legal moves names another player's hidden Role.
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { createGame, describeEvent, describeMove, type GameState, legalMoves, replay, ROLE_IDS, roleName, rolesOf, viewOf } from '../../src/machine/index.ts';
import { choicesOf, SAMPLE } from '../helpers/game-property.ts';
import { checkStep, playRandomly, type StepInfo } from '../helpers/random-play.ts';
import { check } from '../helpers/check.ts';

const GAMES = 500;
const MAX_MOVES = 260;

/**
 * The same table with the Roles the viewer cannot see dealt out differently: the other seats' hidden
 * Roles, the Roles another seat is choosing from and the Role deck, in reverse order. The viewer
 * must not be able to tell the two apart.
 */
function otherSecrets(state: GameState, viewer: number): GameState | null {
  const r = rolesOf(state);
  const hiddenSeats = r.held.flatMap((h, seat) => (h && !h.revealed && seat !== viewer ? [seat] : []));
  const offerCards = r.offer && r.offer.seat !== viewer ? r.offer.cards : [];
  const pool = [...hiddenSeats.map((seat) => r.held[seat]!.role), ...offerCards, ...r.deck];
  if (pool.length < 2) return null;
  const swapped = pool.slice().reverse();
  const held = r.held.slice();
  hiddenSeats.forEach((seat, i) => (held[seat] = { role: swapped[i]!, revealed: false }));
  const offer = r.offer && r.offer.seat !== viewer ? { ...r.offer, cards: swapped.slice(hiddenSeats.length, hiddenSeats.length + offerCards.length) } : r.offer;
  const deck = swapped.slice(hiddenSeats.length + offerCards.length);
  return { ...state, modules: { ...state.modules, roles: { ...r, held, offer, deck } } };
}

function checkSecrets(step: StepInfo): void {
  const { before, after, events, move } = step;
  const roles = rolesOf(after);
  for (let viewer = 0; viewer < after.players.length; viewer++) {
    // View and legal moves: exactly the same whatever the Roles the viewer cannot see.
    const other = otherSecrets(after, viewer);
    if (other) {
      check(viewOf(other, viewer)).toEqual(viewOf(after, viewer));
      check(legalMoves(other, viewer).map((m) => describeMove(other, m, viewer))).toEqual(legalMoves(after, viewer).map((m) => describeMove(after, m, viewer)));
    }
    // The log and the move as described to the viewer name no Role the viewer may not know.
    const known = new Set([
      ...roles.held.flatMap((h, seat) => (h && (h.revealed || seat === viewer) ? [roleName(h.role)] : [])),
      // Roles Revealed by this move (even if they went back to the deck later in it), or before it.
      ...events.flatMap((e) => (e.type === 'roleRevealed' ? [roleName(e.role)] : [])),
      ...rolesOf(before).held.flatMap((h, seat) => (h && (h.revealed || seat === viewer) ? [roleName(h.role)] : [])),
      ...(roles.offer?.seat === viewer ? roles.offer.cards.map(roleName) : []),
      ...(rolesOf(before).offer?.seat === viewer ? rolesOf(before).offer!.cards.map(roleName) : []),
    ]);
    const text = [...events.map((e) => describeEvent(before, e, viewer)), describeMove(before, move, viewer)].join('\n');
    // Whole words only: "Celebrity" must not match the Celebrity Spouse (an Asset).
    for (const id of ROLE_IDS) {
      const name = roleName(id);
      if (!known.has(name)) check(text, `seat ${viewer} must not learn of the ${name}`).not.toMatch(new RegExp(`\\b${name}\\b(?! Spouse)`));
    }
  }
}

describe('random Level 3 games', () => {
  it(`${GAMES} games draft Roles, keep them secret and keep every invariant`, () => {
    const tally = { games: 0, reveals: 0, bunkers: 0, newRoles: 0, over: 0 };
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 5 }), fc.nat(), fc.nat({ max: SAMPLE - 1 }), choicesOf(MAX_MOVES), (players, seed, offset, picks) => {
        const made = createGame({ players, level: 3, seed });
        if (!made.ok) throw new Error(made.error.reason);
        const run = playRandomly(made.game, picks, MAX_MOVES, (step) => {
          checkStep(step, SAMPLE, offset);
          if (step.index % 4 === offset % 4) checkSecrets(step);
          for (const e of step.events) {
            if (e.type === 'roleRevealed') tally.reveals++;
            if (e.type === 'bunkerClaimed') tally.bunkers++;
            if (e.type === 'roleKept' && e.rule === 'roles.end-of-round') tally.newRoles++;
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
    check(tally.reveals).toBeGreaterThan(GAMES / 5);
    check(tally.bunkers).toBeGreaterThan(0);
    check(tally.newRoles).toBeGreaterThan(0);
    check(tally.over).toBeGreaterThan(GAMES / 4);
  }, 300_000);
});
