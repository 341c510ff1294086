/**
 * Engine benchmark, Levels 1 to 4 (run with `npm run bench`, which bundles this file with esbuild
 * and runs it with `--expose-gc`). Games are played by the random player the property tests use
 * (`tests/helpers/policy.ts`), driven by a seeded generator, so every run plays the same games.
 *
 *   (a) moves per second through the public surface: each step asks who decides, lists that seat's
 *       legal moves and plays one (picks recorded first, replayed by index, so the random player's
 *       own thinking is not counted); and `legalMoves` alone;
 *   (b) what the statechart costs: the compiled table against XState's own `transition()` on the
 *       same moves;
 *   (c) how long random games last and how they end;
 *   (d) share links of random 4-player games (400 at Level 1, 120 at Level 2, 100 at Level 3, 400
 *       at Level 4): length, and the time to open each (parse and replay); a 1 MB hostile link;
 *       fuzzed links (each a game or a clear error, never an exception);
 *   (e) memory per move of a game's history (moves and checkpoints) against keeping every state;
 *   (f) pass or fail against the floor of 50,000 moves per second;
 *   (g) the computer players (src/players): how long games among simple players last and how they
 *       end, what one simple decision costs (it weighs its Buys' odds), and simple seats against
 *       random ones.
 *
 * Timings are warmed up; the median of several runs is reported. The whole bench, with the two-player
 * figures of bench/two-players.ts, stays under a minute.
 */
import { transition } from 'xstate';
import { phaseOfValue, valueOfPhase } from '../src/machine/core/chart/xstate.ts';
import { gameChart } from '../src/machine/modules/level1/chart.ts';
import { timelineOf } from '../src/machine/core/timeline.ts';
import { createGame, deciders, encodeLink, type GameState, legalMoves, type Level, type Move, openLink, play } from '../src/machine/index.ts';
import { nextPicks, pickMove, pickSeat, seededRandom, type Style } from '../tests/helpers/policy.ts';
import { playGame as playComputers, type PlayerKind } from '../src/players/index.ts';
import { fmt, median, pct } from './shared/format.ts';

const FLOOR = 50_000;
const AIM = 200_000;
// Three runs (five before the two-player figures joined) keep the whole bench under a minute.
const RUNS = 3;
const MOVES_TIMED = 10_000;
// Level 1's sample was 600 games before Level 4 joined; 400 keep the whole bench near a minute.
// Level 4's sample was 1,000 games before the two-player figures (bench/two-players.ts) joined; 400
// keep the whole bench under a minute.
const LINK_GAMES = { 1: 400, 2: 120, 3: 100, 4: 400 } as const;
const LEVELS = [1, 2, 3, 4] as const;
// Level 4's random games use the shared weights: in the bribe step Done is one kind of move among
// three or four (in, out, done, the Vulture's redraw), so a card rarely goes in and out for long and
// the links stay within their targets without a weight of their own for finishBribes.
const FUZZ = 50_000;
const GAME_CAP = 5_000;

// ---------------------------------------------------------------- helpers

function time(body: () => void, runs = RUNS): number {
  body();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    body();
    times.push(performance.now() - t0);
  }
  return median(times);
}

const spread = (values: readonly number[]) => `${fmt(Math.min(...values))} / ${fmt(median(values))} / ${fmt(Math.max(...values))}`;

interface Game {
  readonly start: GameState;
  /** For each move: the seat that made it and its index in that seat's legal list. */
  readonly picks: readonly (readonly [number, number])[];
  readonly moves: readonly Move[];
  readonly end: GameState;
}

const styleOf = (level: Level, g: number): Style => (level >= 2 && g % 2 === 1 ? 'cautious' : 'bold');

/** A whole random game, recorded. Table moves (chosen outcomes) are left out: every move is listed. */
function playGame(level: Level, players: number, seed: number, style: Style, cap = GAME_CAP): Game {
  const made = createGame({ players, seed, level });
  if (!made.ok) throw new Error(made.error.reason);
  const next = seededRandom(seed * 7919 + level);
  let state = made.game;
  const picks: [number, number][] = [];
  const moves: Move[] = [];
  while (state.phase !== 'gameOver' && moves.length < cap) {
    const [kind, which] = nextPicks(next);
    const seat = pickSeat(state, which)!;
    const listed = legalMoves(state, seat);
    const move = pickMove(state, listed, kind, which, { style });
    const out = play(state, move);
    if (!out.ok) throw new Error(`bench game ${seed}: ${out.illegal.reason}`);
    picks.push([seat, listed.indexOf(move)]);
    moves.push(out.move);
    state = out.game;
  }
  return { start: made.game, picks, moves, end: state };
}

/** Replays recorded games through the public surface: deciders, the seat's list, play. */
function replaySurface(games: readonly Game[]): void {
  for (const g of games) {
    let s = g.start;
    for (const [seat, index] of g.picks) {
      deciders(s);
      const out = play(s, legalMoves(s, seat)[index]);
      if (!out.ok) throw new Error('replay diverged');
      s = out.game;
    }
  }
}

function gamesFor(level: Level, moves: number): Game[] {
  const out: Game[] = [];
  let total = 0;
  for (let g = 0; total < moves; g++) {
    const game = playGame(level, 3 + (g % 3), 100 + g, styleOf(level, g), 600);
    out.push(game);
    total += game.moves.length;
  }
  return out;
}

// ---------------------------------------------------------------- sections

function surface(): Record<Level, number> {
  console.log('\n(a) moves per second through the public surface (deciders → legalMoves(seat) → play), and legalMoves alone');
  const rates = {} as Record<Level, number>;
  for (const level of LEVELS) {
    const games = gamesFor(level, MOVES_TIMED);
    const n = games.reduce((t, g) => t + g.moves.length, 0);
    const ms = time(() => replaySurface(games));
    // legalMoves alone, on fresh copies of the states (so nothing is cached).
    const states: GameState[] = [];
    for (const g of games) {
      let s = g.start;
      for (const m of g.moves) {
        states.push(s);
        s = (play(s, m) as { game: GameState }).game;
      }
    }
    const copies = () => states.map((s) => ({ ...s }));
    let fresh = copies();
    const legalMs = time(() => {
      for (const s of fresh) legalMoves(s, deciders(s)[0]!);
      fresh = copies();
    });
    rates[level] = (n / ms) * 1000;
    console.log(
      `    Level ${level}: ${fmt(rates[level])} moves/s over ${fmt(n)} moves (${fmt((ms * 1000) / n, 1)} µs a move); legalMoves ${fmt((legalMs * 1000) / states.length, 1)} µs a state`,
    );
  }
  return rates;
}

function statechart(): void {
  console.log('\n(b) the statechart: the compiled table against XState’s own transition(), same moves');
  const games = gamesFor(2, 3000).concat(gamesFor(1, 3000));
  const pairs: [GameState, Move][] = [];
  for (const g of games) {
    let s = g.start;
    for (const m of g.moves) {
      pairs.push([s, m]);
      s = (play(s, m) as { game: GameState }).game;
    }
  }
  const machine = gameChart;
  const table = time(() => {
    for (const [s, m] of pairs) play(s, m);
  });
  const xstate = time(() => {
    for (const [s, m] of pairs) {
      const snapshot = machine.resolveState({ value: valueOfPhase(s.phase), context: { state: s, events: [] } });
      const [next] = transition(machine, snapshot, m);
      phaseOfValue(next.value);
    }
  }, 3);
  console.log(
    `    play with the compiled table: ${fmt((table * 1000) / pairs.length, 1)} µs a move; through XState: ${fmt((xstate * 1000) / pairs.length, 1)} µs a move (${fmt(xstate / table, 1)}×)`,
  );
}

function lengths(): Record<Level, Game[]> {
  console.log(`\n(c) random 4-player games played to the end (capped at ${fmt(GAME_CAP)} moves): moves, turns, Rounds (min / median / max), and how they end`);
  const all = {} as Record<Level, Game[]>;
  for (const level of LEVELS) {
    const games = Array.from({ length: LINK_GAMES[level] }, (_, g) => playGame(level, 4, 5000 + g, styleOf(level, g)));
    all[level] = games;
    const ends = { victory: 0, revolution: 0, capped: 0 };
    for (const g of games) ends[g.end.result?.kind ?? 'capped']++;
    console.log(
      `    Level ${level}, ${games.length} games: moves ${spread(games.map((g) => g.moves.length))}; turns ${spread(games.map((g) => g.end.turn))}; Rounds ${spread(games.map((g) => g.end.round))}`,
    );
    console.log(
      `      ended by five Assets ${pct(ends.victory, games.length)}, by the Revolution ${pct(ends.revolution, games.length)}, not within the cap ${pct(ends.capped, games.length)}`,
    );
  }
  return all;
}

interface LinkFigures {
  readonly median: number;
  readonly longest: number;
  readonly openMedian: number;
  readonly openLongest: number;
}

function links(all: Record<Level, Game[] | null>): Partial<Record<Level, LinkFigures>> {
  console.log('\n(d) share links (version 2) of those games: length in characters and time to open (parse + replay)');
  const result: Partial<Record<Level, LinkFigures>> = {};
  const samples: string[] = [];
  for (const level of LEVELS) {
    let games: Game[] | null = all[level]!;
    const moves = games.reduce((t, g) => t + g.moves.length, 0);
    const longestGame = Math.max(...games.map((g) => g.moves.length));
    const written = games.map((g) => encodeLink({ start: { kind: 'new', options: g.start.options }, moves: g.moves }));
    const finals = games.map((g) => g.end);
    // The games are let go before the links are opened, so that opening pays for its own memory only.
    all[level] = null;
    games = null;
    gc?.();
    const lens = written.map((l) => l.length);
    const opens: number[] = [];
    written.forEach((link, i) => {
      if (samples.length < 50) samples.push(link);
      // Like every other timing here, each link is opened once to warm up, then three times, and
      // the median kept: one collection of garbage landing on one opening should not decide it.
      // Level 4's games are opened once each (warmed up by the levels before), to keep the
      // bench under a minute.
      const times: number[] = [];
      let opened = level === 4 ? null : openLink(link);
      for (let k = 0; k < (level === 4 ? 1 : 3); k++) {
        const t0 = performance.now();
        opened = openLink(link);
        times.push(performance.now() - t0);
      }
      opens.push(median(times));
      if (!opened?.ok || JSON.stringify(opened.timeline.last) !== JSON.stringify(finals[i]))
        throw new Error(`link did not reopen: ${opened?.ok ? 'another state' : opened?.error.reason}`);
    });
    const fitting = lens.filter((l) => l <= 1000).length;
    const sorted = [...lens].sort((a, b) => a - b);
    console.log(
      `    Level ${level}, ${lens.length} games: ${spread(lens)} characters (p90 ${fmt(sorted[Math.floor(0.9 * (sorted.length - 1))]!)}, p99 ${fmt(sorted[Math.floor(0.99 * (sorted.length - 1))]!)}; ${fmt((lens.reduce((a, b) => a + b, 0) * 6) / moves, 2)} bits a move; ${pct(fitting, lens.length)} fit in 1,000)`,
    );
    console.log(
      `      open: ${fmt(median(opens), 2)} ms median, ${fmt(Math.max(...opens), 1)} ms longest (${fmt((Math.max(...opens) * 1000) / longestGame, 1)} µs a move in the longest game)`,
    );
    result[level] = { median: median(lens), longest: Math.max(...lens), openMedian: median(opens), openLongest: Math.max(...opens) };
  }
  const huge = `g=2.${'A'.repeat(1_000_000)}`;
  const t0 = performance.now();
  const refused = openLink(huge);
  console.log(`    a 1 MB link: ${refused.ok ? 'OPENED (wrong)' : refused.error.code} in ${fmt(performance.now() - t0, 3)} ms`);

  // Fuzz: each mutated link is a game or a clear error, never an exception.
  const next = seededRandom(4242);
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.=% \t#';
  let opened = 0;
  let errors = 0;
  const t1 = performance.now();
  for (let i = 0; i < FUZZ; i++) {
    const base = samples[i % samples.length]!;
    const at = Math.floor(next() * base.length);
    const kind = Math.floor(next() * 4);
    const ch = alphabet[Math.floor(next() * alphabet.length)]!;
    const mutated =
      kind === 0
        ? base.slice(0, at) + ch + base.slice(at + 1)
        : kind === 1
          ? base.slice(0, at)
          : kind === 2
            ? base.slice(0, at) + ch + base.slice(at)
            : base.slice(0, at) + base.slice(at + 1);
    let out;
    try {
      out = openLink(mutated);
    } catch (e) {
      throw new Error(`fuzzed link threw: ${String(e)} (${mutated.slice(0, 80)})`);
    }
    if (out.ok) opened++;
    else if (out.error.reason.length > 0) errors++;
  }
  console.log(`    ${fmt(FUZZ)} fuzzed links: ${fmt(opened)} opened, ${fmt(errors)} refused with a reason, 0 exceptions (${fmt((performance.now() - t1) / 1000, 1)} s)`);
  return result;
}

function memory(all: Record<Level, Game[]>): number {
  console.log('\n(e) memory per move of a game’s history: moves with a checkpoint every 32 moves, against every state kept');
  const games = all[1].slice(0, 60);
  const moves = games.reduce((t, g) => t + g.moves.length, 0);
  const heap = () => {
    gc?.();
    gc?.();
    return process.memoryUsage().heapUsed;
  };
  if (typeof gc !== 'function') console.log('    (run with --expose-gc for exact figures)');
  const before = heap();
  const timelines = games.map((g) => timelineOf(g.start, g.moves));
  const mid = heap();
  const snapshots = games.map((g) => {
    const states = [g.start];
    for (const m of g.moves) states.push((play(states[states.length - 1]!, m) as { game: GameState }).game);
    return states;
  });
  const after = heap();
  const perMove = (mid - before) / moves;
  console.log(
    `    timeline: ${fmt(perMove)} B a move; every state kept: ${fmt((after - mid) / moves)} B a move (${fmt(moves)} moves; ${timelines.length + snapshots.length - games.length} histories)`,
  );
  return perMove;
}

/** Games per level in (g): a simple decision costs about a millisecond, so a few dozen games are enough. */
const COMPUTER_GAMES = 12;

function computers(): void {
  console.log(`\n(g) computer players, 4-player games (${COMPUTER_GAMES} a level, capped at ${fmt(GAME_CAP)} moves)`);
  const newGame = (level: Level, seed: number) => {
    const made = createGame({ players: 4, level, seed });
    if (!made.ok) throw new Error(made.error.reason);
    return made.game;
  };
  // Every level: at Levels 3 and 4 the simple players also draft and Reveal Roles, bribe and bid.
  for (const level of [1, 2, 3, 4] as const) {
    const lengths: number[] = [];
    const ends = { victory: 0, revolution: 0, capped: 0 };
    const t0 = performance.now();
    for (let g = 0; g < COMPUTER_GAMES; g++) {
      const run = playComputers(newGame(level, 7000 + g), ['simple', 'simple', 'simple', 'simple'], g, GAME_CAP);
      lengths.push(run.moves);
      ends[run.final.result?.kind ?? 'capped']++;
    }
    const ms = performance.now() - t0;
    const moves = lengths.reduce((a, b) => a + b, 0);
    // Two simple seats against two random ones, the seats alternating with the game.
    let simpleWins = 0;
    let randomWins = 0;
    for (let g = 0; g < COMPUTER_GAMES; g++) {
      const kinds: PlayerKind[] = g % 2 === 0 ? ['simple', 'random', 'simple', 'random'] : ['random', 'simple', 'random', 'simple'];
      const run = playComputers(newGame(level, 8000 + g), kinds, g, GAME_CAP);
      for (const w of run.final.result?.kind === 'victory' ? run.final.result.winners : [])
        if (kinds[w] === 'simple') simpleWins++;
        else randomWins++;
    }
    console.log(
      `    Level ${level}, simple players only: moves ${spread(lengths)}; ended by five Assets ${pct(ends.victory, COMPUTER_GAMES)}, by the Revolution ${pct(ends.revolution, COMPUTER_GAMES)}, not within the cap ${pct(ends.capped, COMPUTER_GAMES)}; ${fmt((ms * 1000) / moves)} µs a decision and its move`,
    );
    console.log(`      two simple against two random: simple seats won ${simpleWins} games, random seats ${randomWins}`);
  }
}

declare const gc: (() => void) | undefined;

/** Runs a section and says how long it took, so the bench's own time can be kept under a minute. */
function timed<T>(name: string, body: () => T): T {
  const t0 = performance.now();
  const out = body();
  console.log(`    [${name}: ${fmt((performance.now() - t0) / 1000, 1)} s]`);
  return out;
}

function main() {
  const t0 = performance.now();
  console.log(`Engine benchmark, Levels 1 to 4 (Node ${process.version}; median of ${RUNS} runs after a warm-up)`);
  const rates = timed('a', surface);
  timed('b', statechart);
  const all = timed('c', lengths);
  const bytes = timed('e', () => memory(all));
  const linkFigures = timed('d', () => links(all as Record<Level, Game[] | null>));
  const link = linkFigures[1]!;
  const link4 = linkFigures[4]!;
  timed('g', computers);
  console.log('\n(f) against the figures the engine must reach');
  const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
  console.log(
    `    ${verdict(rates[1] >= FLOOR && rates[2] >= FLOOR)} moves/s, Levels 1 and 2: ${fmt(rates[1])} and ${fmt(rates[2])} (floor ${fmt(FLOOR)}, aim ${fmt(AIM)})`,
  );
  console.log(
    `    ${verdict(link.median <= 600 && link.longest <= 1000)} link length, 4-player Level 1: median ${fmt(link.median)}, longest ${fmt(link.longest)} (must ≤ 600 / ≤ 1,000; aim 400)`,
  );
  console.log(
    `    ${verdict(link.openMedian <= 10 && link.openLongest <= 50)} opening a link: median ${fmt(link.openMedian, 2)} ms, longest ${fmt(link.openLongest, 1)} ms (must ≤ 10 / ≤ 50; aim 5)`,
  );
  console.log(`    ${verdict(rates[3] >= rates[2] / 2)} moves/s, Level 3: ${fmt(rates[3])}, ${fmt((100 * rates[3]) / rates[2])}% of Level 2's (must be at least half)`);
  console.log(`    ${verdict(rates[4] >= rates[2] / 2)} moves/s, Level 4: ${fmt(rates[4])}, ${fmt((100 * rates[4]) / rates[2])}% of Level 2's (must be at least half)`);
  console.log(
    `    ${verdict(link4.median <= 600 && link4.longest <= 1000)} link length, 4-player Level 4 (${fmt(LINK_GAMES[4])} games): median ${fmt(link4.median)}, longest ${fmt(link4.longest)} (must ≤ 600 / ≤ 1,000)`,
  );
  console.log(`    ${verdict(bytes <= 200)} history: ${fmt(bytes)} B a move (must ≤ 200)`);
  console.log(`\nbenchmark time: ${fmt((performance.now() - t0) / 1000, 1)} s`);
}

main();
