/**
 * Random games with a Troublemaker (Level 4, `modules: ['troublemakers']`, a third of them with the
 * Space Program too), four to six people, the Alignment forced to the Reformist for the first half
 * of the run and to the Revolutionary for the second. The random player leans one of three ways (see
 * `Style`): plain random play almost never Fixes enough for the Reformist to win.
 *
 * After every move: every shared and module invariant (each Draw-deck card in exactly one place, the
 * Fixed Crises, a Fix's cards and a Revolution card's piles included; the 21 Revolution cards; ten
 * Rebels between the reserve and the Crises), the rules of change of a move; the Troublemaker never
 * holds an Asset or a Role; a Revolutionary never wins by Fixing; a Declared Revolutionary never
 * draws from the Draw deck; the game ends exactly once. Secrecy: no player's view shows another's
 * hand (a hostage's hand only to whoever plays their turn), the Alignment only to the Troublemaker
 * until a Declaration, a Fix's offered cards only to who offered them, the cards a Boycott, a Comrade
 * on the Inside or a Sabotage! handles only to who played it. The same options and moves replay to
 * the same game. The run tallies what it reached (Declarations, every kind of Revolution card, Fixes
 * won and lost, the Reformist's victory, the Revolution, missed and hostage turns) and asserts it
 * reached all of it.
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import {
  type CardId,
  cardInfo,
  createGame,
  type GameEvent,
  type GameState,
  legalMoves,
  type Move,
  type MoveType,
  play,
  REBELS,
  rebelsInReserve,
  rebelsOnCrises,
  replay,
  rolesOf,
  stepOf,
  viewOf,
} from '../../src/machine/index.ts';
import { REVOLUTION_CARD_IDS, revolutionKind } from '../../src/machine/data/revolution.ts';
import { type Alignment, troublemakersOf } from '../../src/machine/modules/troublemakers/index.ts';
import { choicesOf, SAMPLE } from '../helpers/game-property.ts';
import { assertStep, moduleViolations, violations } from '../helpers/invariants.ts';
import { checkListed } from '../helpers/listed-moves.ts';
import { chooseMove, pickSeat, WEIGHTS } from '../helpers/policy.ts';
import type { StepInfo } from '../helpers/random-play.ts';
import { check } from '../helpers/check.ts';

/** Games a side: 320 in all. */
const GAMES_A_SIDE = 160;
/** Moves per game at most: most games end in 150 to 250 moves; sized so the file runs in well under a minute on two cores. */
const MAX_MOVES = 600;
const SIDES: readonly Alignment[] = ['reformist', 'revolutionary'];
const KINDS = [...new Set(REVOLUTION_CARD_IDS.map(revolutionKind))];

/** What the random games reached, so the test knows they exercised the module. */
const tally = {
  games: 0,
  declarations: 0,
  fixesWon: 0,
  fixesLost: 0,
  reformistWins: 0,
  revolutions: 0,
  revolutionaryWins: 0,
  missedTurns: 0,
  hostageTurns: 0,
  played: new Map<string, number>(),
};

function newGame(players: number, seed: number, troublemaker: number, space: boolean, side: Alignment): GameState {
  const made = createGame({ players, level: 4, seed, troublemaker, modules: space ? ['troublemakers', 'space-program'] : ['troublemakers'] });
  if (!made.ok) throw new Error(made.error.reason);
  const game = made.game;
  return { ...game, modules: { ...game.modules, troublemakers: { ...troublemakersOf(game), alignment: side } } };
}

/** A card's points towards a Fix, as printed (a Crisis counts against, so it is worth less than nothing here). */
function points(card: CardId): number {
  const info = cardInfo(card);
  return info.kind === 'resource' ? info.value : info.kind === 'crisis' ? -1 : 0;
}

/**
 * How the random player leans, besides the shared weights (Fixing favoured a little, so Fixes come
 * up in most games):
 *   - `plain`: nothing more;
 *   - `fixer`: when it Fixes it puts forward its best cards, as a Billionaire asked for help it
 *     offers its best card, as the Reformist it accepts every offer and takes the Round card, and
 *     Fixing weighs more among its Actions (plain random play almost never Fixes Crises showing the
 *     seven Rebel icons a Reformist needs to win);
 *   - `seizer`: the Revolutionary Declares sooner, plays Hostages whenever it has a hostage to take
 *     and always plays the hostage's turn (the card needs a Billionaire holding one of three Assets,
 *     so hostage turns are otherwise rare).
 */
type Style = 'plain' | 'fixer' | 'seizer';
/** The styles each side's games are played in: seizing matters only with a Revolutionary, and hostage turns are the rarest thing the run must reach. */
const STYLES: Record<Alignment, readonly Style[]> = { reformist: ['plain', 'fixer'], revolutionary: ['plain', 'fixer', 'seizer', 'seizer'] };

const STYLE_WEIGHTS: Record<Style, Partial<Record<MoveType, number>>> = {
  plain: { ...WEIGHTS, fixCrisis: 3 },
  fixer: { ...WEIGHTS, fixCrisis: 6 },
  seizer: { ...WEIGHTS, fixCrisis: 3, declare: 4 },
};

/** How a style scores the moves of a kind: it keeps only the best-scored of each kind it scores. */
const STYLE_SCORES: Record<Style, Partial<Record<MoveType, (m: Move) => number>>> = {
  plain: {},
  fixer: {
    fixCrisis: (m) => (m.type === 'fixCrisis' ? m.cards.reduce((t, c) => t + points(c), 0) : 0),
    offerFixCard: (m) => (m.type === 'offerFixCard' && m.card !== undefined ? points(m.card) : 0),
    acceptFixOffers: (m) => (m.type === 'acceptFixOffers' ? m.seats.length : 0),
    roundCard: (m) => (m.type === 'roundCard' && m.take ? 1 : 0),
  },
  seizer: {
    playRevolution: (m) => (m.type === 'playRevolution' && m.card === 'hostages' ? 1 : 0),
    takeHostage: (m) => (m.type === 'takeHostage' && m.take ? 1 : 0),
  },
};

function lean(moves: readonly Move[], style: Style): readonly Move[] {
  const score = STYLE_SCORES[style];
  const best = new Map<MoveType, number>();
  for (const m of moves) {
    const of = score[m.type];
    if (of) best.set(m.type, Math.max(best.get(m.type) ?? -Infinity, of(m)));
  }
  return moves.filter((m) => score[m.type] === undefined || score[m.type]!(m) === best.get(m.type));
}

/** Random play as `playRandomly` does it (two numbers a move), leaning as the style says. */
function playGame(start: GameState, picks: readonly number[], style: Style, onStep: (step: StepInfo) => void): { final: GameState; moves: Move[] } {
  let state = start;
  const moves: Move[] = [];
  for (let i = 0; i < MAX_MOVES && state.phase !== 'gameOver'; i++) {
    const seat = pickSeat(state, picks[2 * i + 1]!);
    if (seat === null) throw new Error(`nobody may act in ${stepOf(state)} after ${i} moves`);
    const listed = legalMoves(state, seat);
    if (listed.length === 0) throw new Error(`no legal move for seat ${seat} in ${stepOf(state)} after ${i} moves`);
    const move = chooseMove(lean(listed, style), picks[2 * i]!, picks[2 * i + 1]!, STYLE_WEIGHTS[style]);
    const result = play(state, move);
    if (!result.ok) throw new Error(`listed move ${JSON.stringify(move)} refused after ${i} moves: ${result.illegal.code} ${result.illegal.reason}`);
    try {
      onStep({ index: i, before: state, move, after: result.game, listed, events: result.events });
    } catch (e) {
      // The move in full only when a check fails: writing it out for every step costs too much.
      throw new Error(`${e instanceof Error ? e.message : String(e)}\n  move ${i}: ${JSON.stringify(move)} in ${stepOf(state)}`, { cause: e });
    }
    moves.push(move);
    state = result.game;
  }
  return { final: state, moves };
}

/** Throws when `ok` is false (plain checks: `expect` costs too much for thousands of checks a game). */
function must(ok: boolean, what: string): void {
  if (!ok) throw new Error(what);
}

/** The shared invariants and every module's own (the Troublemakers': the 21 Revolution cards, the Troublemaker's seat). */
function assertSound(state: GameState, where: string): void {
  const broken = [...violations(state), ...moduleViolations(state)];
  if (broken.length > 0) throw new Error(`invariants broken ${where}:\n  ${broken.join('\n  ')}`);
  // Also in the shared invariants; said once more here, since Fixes and Revolution cards move Rebels about.
  must(rebelsOnCrises(state) + rebelsInReserve(state) === REBELS, `${rebelsOnCrises(state)} Rebels on Crises and ${rebelsInReserve(state)} in reserve ${where}`);
}

/** The game ends once: no move after it, and its result never changes. */
function checkEnd(step: StepInfo, where: string): void {
  must(step.before.result === null && step.before.phase !== 'gameOver', `a move after the game ended ${where}`);
  must((step.after.result !== null) === (step.after.phase === 'gameOver'), `result and phase disagree ${where}`);
}

/**
 * The Troublemaker's own rules: no Asset and no Role (a Ruling of the rules page: none held, none
 * offered, not the Bunker); a win by Fixing for the Reformist only, the Revolution's win for the
 * Revolutionary only; once a Revolutionary has Declared, an empty hand and no draw from the Draw deck.
 */
function checkTroublemaker(step: StepInfo, where: string): void {
  const seat = step.after.options.troublemaker!;
  const t = troublemakersOf(step.after);
  must(step.after.players[seat]!.assets.length === 0, `the Troublemaker holds an Asset ${where}`);
  const roles = rolesOf(step.after);
  must((roles.held[seat] ?? null) === null, `the Troublemaker holds a Role ${where}`);
  must(roles.offer?.seat !== seat, `the Troublemaker is offered Roles ${where}`);
  must(roles.bunker !== seat, `the Troublemaker holds the Luxury Bunker ${where}`);
  const result = step.after.result;
  if (result?.rule === 'tm.victory') must(t.alignment === 'reformist' && same(result.winners, [seat]), `${JSON.stringify(result)} with a ${t.alignment} ${where}`);
  must(t.alignment === 'reformist' || !step.events.some((e) => e.type === 'reformistWins'), `a Revolutionary won by Fixing ${where}`);
  if (result?.kind === 'revolution')
    must(
      result.winners.includes(seat) === (t.alignment === 'revolutionary'),
      `the Troublemaker (seat ${seat}, ${t.alignment}) and the winners of ${JSON.stringify(result)} ${where}`,
    );
  if (troublemakersOf(step.before).declared) {
    must(step.after.players[seat]!.hand.length === 0, `a Declared Revolutionary holds cards ${where}`);
    const drew = step.events.some((e) => (e.type === 'drew' || e.type === 'drewAfterInvest') && e.player === seat);
    must(!drew, `a Declared Revolutionary drew from the Draw deck ${where}`);
  }
}

const same = (a: readonly unknown[] | null, b: readonly unknown[] | null) =>
  a === null || b === null ? a === b : a.length === b.length && a.every((x, i) => x === b[i]);

/** Whether the Troublemakers hold a secret beyond the hands and the Alignment: a Fix's offers, a Revolution card's hidden cards, a hostage's hand. */
function secretsOut(state: GameState): boolean {
  const t = troublemakersOf(state);
  const kind = t.resolving?.kind;
  return t.fix !== null || kind === 'boycott' || kind === 'comrade' || kind === 'sabotage' || t.effects.hostage?.playing === true;
}

/**
 * What a seat's view shows: its own hand only (a hostage's hand only to whoever plays their turn),
 * the Alignment only to the Troublemaker until a Declaration, a Fix's offered cards only to who
 * offered them, a Revolution card's hidden cards only to its player, the Revolution deck's order to
 * nobody. Every seat's view while such a secret is out; otherwise one seat's a move, in turn (every
 * view every move would double the file's time).
 */
function checkViews(state: GameState, index: number, where: string): void {
  const t = troublemakersOf(state);
  const troublemaker = state.options.troublemaker!;
  const hostage = t.effects.hostage;
  const viewers = secretsOut(state) ? state.players.map((_, seat) => seat) : [index % state.players.length];
  for (const viewer of viewers) {
    const view = viewOf(state, viewer);
    view.players.forEach((p, other) => must(other === viewer || p.hand.every((c) => c === null), `seat ${viewer} sees seat ${other}'s hand ${where}`));
    const tm = view.modules.troublemakers!;
    // Hidden from the others until Declared, or until the game is over (Ruling, tm.alignment).
    const shown = viewer === troublemaker || t.declared || state.result !== null;
    must(tm.alignment === (shown ? t.alignment : null), `seat ${viewer} sees the Alignment as ${tm.alignment} ${where}`);
    const controls = hostage !== null && hostage.playing && hostage.by === viewer;
    must(same(tm.hostageHand, controls ? state.players[hostage.seat]!.hand : null), `seat ${viewer} and the hostage's hand ${where}`);
    for (const o of tm.fix?.offers ?? []) must(o.seat === viewer || o.card === null, `seat ${viewer} sees seat ${o.seat}'s offer ${where}`);
    must(tm.revolution === null || tm.revolution.deck === null, `seat ${viewer} sees the Revolution deck's order ${where}`);
    const r = tm.resolving;
    if (r && (r.kind === 'boycott' || r.kind === 'comrade' || r.kind === 'sabotage'))
      must(r.by === viewer ? r.cards !== null : r.cards === null, `seat ${viewer} and the cards of seat ${r.by}'s ${r.kind} ${where}`);
  }
}

function countEvents(events: readonly GameEvent[]): void {
  for (const e of events) {
    if (e.type === 'declared') tally.declarations++;
    if (e.type === 'fixResult' && e.fixed) tally.fixesWon++;
    if (e.type === 'fixResult' && !e.fixed) tally.fixesLost++;
    if (e.type === 'turnMissed') tally.missedTurns++;
    if (e.type === 'hostageTurn' && e.take) tally.hostageTurns++;
    if (e.type === 'revolutionaryWins') tally.revolutionaryWins++;
    if (e.type === 'revolutionPlayed') {
      const kind = revolutionKind(e.card);
      tally.played.set(kind, (tally.played.get(kind) ?? 0) + 1);
    }
  }
}

function checkStep(step: StepInfo): void {
  const where = `after move ${step.index}`;
  if (step.index % SAMPLE === 0) checkListed(step.before, assertSound);
  checkEnd(step, where);
  assertSound(step.after, where);
  assertStep(step.before, step.move, step.after, step.events, where);
  checkTroublemaker(step, where);
  checkViews(step.after, step.index, where);
  countEvents(step.events);
}

describe('random games with a Troublemaker', () => {
  it(`${2 * GAMES_A_SIDE} games, 4 to 6 people, each Alignment in turn, keep every rule and reach every card and ending`, () => {
    for (const side of SIDES)
      fc.assert(
        fc.property(
          fc.integer({ min: 4, max: 6 }),
          fc.nat(),
          fc.nat({ max: 5 }),
          fc.constantFrom(false, false, true),
          fc.constantFrom(...STYLES[side]),
          choicesOf(MAX_MOVES),
          (players, seed, seatPick, space, style, picks) => {
            const troublemaker = seatPick % players;
            const start = newGame(players, seed, troublemaker, space, side);
            assertSound(start, 'at setup');
            checkViews(start, 0, 'at setup');
            const run = playGame(start, picks, style, (step) => {
              try {
                checkStep(step);
              } catch (e) {
                throw new Error(`${side}, ${style} player: ${e instanceof Error ? e.message : String(e)}`, { cause: e });
              }
            });
            const replayed = replay(newGame(players, seed, troublemaker, space, side), run.moves);
            check(replayed.ok).toBe(true);
            check(replayed.states.at(-1)).toEqual(run.final);
            tally.games++;
            if (run.final.result?.rule === 'tm.victory') tally.reformistWins++;
            if (run.final.result?.kind === 'revolution') tally.revolutions++;
          },
        ),
        // No shrinking: a game of hundreds of moves shrinks for minutes; the seed and picks replay it.
        { numRuns: GAMES_A_SIDE, endOnFailure: true },
      );
    check(tally.games).toBe(2 * GAMES_A_SIDE);
    for (const reached of ['declarations', 'fixesWon', 'fixesLost', 'reformistWins', 'revolutions', 'revolutionaryWins', 'missedTurns', 'hostageTurns'] as const)
      check(tally[reached], reached).toBeGreaterThan(0);
    check(KINDS).toHaveLength(16);
    for (const kind of KINDS) check(tally.played.get(kind) ?? 0, `${kind} played`).toBeGreaterThan(0);
  }, 120_000);
});
