/**
 * What one playground click costs the engine, early and late in a game (run by `npm run bench`,
 * bundled the same way as engine.ts). A click at the end of the line shown does three things:
 * plays the move onto the session's timeline (`playMove`), labels the new history entry
 * (`moveLabel`) and writes the link of what is shown for the address and the share box (`linkOf`,
 * which extends the line's link draft by that one move, and says whether it holds every move).
 * The move is chosen before the clock starts, from the seat's legal moves, as the playground lists
 * them for its move form before anyone clicks.
 *
 * The game: Level 4, four players, seeded, played by a simple deterministic chooser that mostly
 * leaves Buys and claims alone (one move in nine may be any move), so that the game runs well past
 * 1,000 moves before the Revolution ends it. The figures are the median of WINDOW clicks from move
 * 50 and WINDOW from move 1,000, on two copies of the game clicked in turns (so that whatever else
 * the machine does slows both alike), after a warm-up game (so the compiler has settled).
 *
 * Pass: the click at move 1,000 costs at most twice the click at move 50, and each at most 2 ms.
 * For comparison it also prints what the click cost before links were written as the game grows:
 * the link written from the start (`encodeLink`) and opened again to check it (`openLink`).
 */
import { createGame, deciders, encodeLink, type GameState, legalMoves, type Move, openLink } from '../src/machine/index.ts';
import { moveLabel, playMove, type Session, sessionFrom, shown } from '../src/components/playground/session.ts';
import { linkHoldsEveryMove, linkOf } from '../src/components/playground/links.ts';
import { fmt, median } from './shared/format.ts';

const PLAYERS = 4;
const SEED = 2;
const WARM_UP_SEED = 5;
const EARLY = 50;
const LATE = 1_000;
/** Clicks timed from each of the two moves. */
const WINDOW = 101;
const MAX_RATIO = 2;
const MAX_MS = 2;
/** Runs of the old way (the whole game replayed twice a click), which takes a while at move 1,000. */
const OLD_RUNS = 3;

/** The simple chooser: the n-th move of the game, picked by n from one decider's list (also picked by n), Buys and claims mostly left out. */
function choose(state: GameState, n: number): Move | null {
  const seats = deciders(state);
  if (seats.length === 0) return null;
  const listed = legalMoves(state, seats[n % seats.length]!);
  const calm = n % 9 === 0 ? listed : listed.filter((m) => m.type !== 'buy' && m.type !== 'claim');
  const pool = calm.length > 0 ? calm : listed;
  return pool[(n * 7919) % pool.length] ?? null;
}

/** One click: the move played at the end of the line, its history entry, the link of what is shown. */
function click(s: Session, move: Move): Session {
  const out = playMove(s, move);
  if (!out.ok) throw new Error(`bench click refused: ${out.illegal.reason}`);
  moveLabel(s.timeline.start, out.session.moves.at(-1)!, out.session.viewer);
  linkOf(out.session);
  linkHoldsEveryMove(out.session);
  return out.session;
}

/** A seeded game played click by click up to `moves` moves (or its end). */
function playTo(seed: number, moves: number): Session {
  const made = createGame({ players: PLAYERS, level: 4, seed });
  if (!made.ok) throw new Error(made.error.reason);
  let s = sessionFrom({ kind: 'new', options: made.game.options }, made.game);
  for (let move = choose(shown(s), 0); move !== null && s.moves.length < moves; move = choose(shown(s), s.moves.length)) s = click(s, move);
  return s;
}

/** One more click on the game, timed (in ms), or null at its end. */
function timedClick(s: Session): { readonly session: Session; readonly ms: number } | null {
  const move = choose(shown(s), s.moves.length);
  if (move === null) return null;
  const t = performance.now();
  const session = click(s, move);
  return { session, ms: performance.now() - t };
}

const t0 = performance.now();
console.log(`One playground click at the end of a line (play, history entry, link): Level 4, ${PLAYERS} players, seed ${SEED} (Node ${process.version})`);
playTo(WARM_UP_SEED, 400);

// The same game twice, one copy at move 50 and one at move 1,000, clicked in turns: whatever else
// the machine is doing then slows both alike, so the ratio compares like with like.
let early: Session = playTo(SEED, EARLY);
let late: Session = playTo(SEED, LATE);
const atLate = late;
if (late.moves.length < LATE) console.log(`  the game ended at move ${fmt(late.moves.length)}, before move ${fmt(LATE)}: the late figure is taken there`);
// A full collection first (the bench runs with --expose-gc): setting the two games up leaves a
// marking cycle running, during which every pointer stored costs more, and the clicks would be timed
// against the collector's progress rather than against each other.
(globalThis as { gc?: () => void }).gc?.();
const earlyMs: number[] = [];
const lateMs: number[] = [];
for (let i = 0; i < WINDOW; i++) {
  const one = timedClick(early);
  if (one) {
    early = one.session;
    earlyMs.push(one.ms);
  }
  const other = timedClick(late);
  if (other) {
    late = other.session;
    lateMs.push(other.ms);
  }
}
const a = median(earlyMs);
const b = median(lateMs);
const ratio = b / a;
const link = linkOf(late);
console.log(`  move ${fmt(EARLY)}: ${fmt(a * 1000)} µs a click (median of ${earlyMs.length} clicks from move ${fmt(EARLY)})`);
console.log(`  move ${fmt(atLate.moves.length)}: ${fmt(b * 1000)} µs a click (median of ${lateMs.length} clicks from move ${fmt(atLate.moves.length)})`);
console.log(`  ratio ${fmt(ratio, 2)} (at most ${MAX_RATIO}); the link at move ${fmt(late.moves.length)} has ${fmt(link.length)} characters`);

// Before: the link written from the start and opened again on every click.
{
  const s = atLate;
  const old: number[] = [];
  for (let i = 0; i < OLD_RUNS; i++) {
    const t = performance.now();
    const fragment = encodeLink({ start: s.start, moves: s.moves, step: s.step, viewer: s.viewer });
    openLink(fragment);
    old.push(performance.now() - t);
  }
  console.log(`  for comparison, the old link work at move ${fmt(LATE)} (encodeLink from the start, then openLink to check it): ${fmt(median(old), 1)} ms a click`);
}

const pass = ratio <= MAX_RATIO && a <= MAX_MS && b <= MAX_MS && atLate.moves.length >= LATE;
console.log(`  ${pass ? 'PASS' : 'FAIL'}: ratio within ${MAX_RATIO}×, each click at most ${MAX_MS} ms`);
console.log(`\nclick benchmark time: ${fmt((performance.now() - t0) / 1000, 1)} s`);
