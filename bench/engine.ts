/**
 * Engine benchmark, Level 1 and Level 2 side by side (run with `npm run bench`, which bundles this
 * file with esbuild). The games are played by the random player the property tests use
 * (`tests/helpers/policy.ts`), driven by a seeded generator so every run plays the same games.
 *
 *   (a) moves per second through the public surface: each step lists the legal moves and plays one,
 *       on random games for 3, 4 and 5 players (the random player's picks are recorded first and
 *       replayed by index, so its own thinking time is not counted);
 *   (b) moves per second of the bare rule functions on the same (state, move) pairs (`lib/bare.ts`:
 *       check, apply and the automatic steps that follow, called directly without XState);
 *   (c) what the statechart costs per move: `play` alone minus the bare rules;
 *   (d) how long random games last (moves, turns, Rounds: min / median / max) and how they end
 *       (victory, Revolution), over whole games played to the end;
 *   (e) the share-link length of those complete games;
 *   (f) pass or fail against the floor of 20,000 moves per second through the public surface at
 *       Level 1, for the player above and for a uniform random player (every kind of move alike:
 *       the workload the floor was first set on); Level 2 is reported against the same figure.
 *
 * Every timing is warmed up, then the median of several runs is reported.
 */
import { createGame, encodeLink, type GameState, type Level, legalMoves, type Move, play } from '../src/machine/index.ts';
import { nextPicks, pickMove, type PolicyOptions, seededRandom, type Style } from '../tests/helpers/policy.ts';
import { bareMove } from './lib/bare.ts';

const FLOOR = 20_000;
const PLAYER_COUNTS = [3, 4, 5] as const;
const RUNS = 7;
/** Moves timed per player count and Level: whole games (Level 2 games are short) until this many moves. */
const MOVES_PER_COUNT = 4_800;
const MAX_MOVES_PER_GAME = 400;
/** Complete games per Level for (d) and (e). */
const LENGTH_GAMES = { 1: 60, 2: 200 } as const;
const GAME_CAP = 5_000;

// ---------------------------------------------------------------- helpers

function newGame(players: number, seed: number, level: Level): GameState {
  const made = createGame({ players, seed, level });
  if (!made.ok) throw new Error(made.error.reason);
  return made.game;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Runs `body` once to warm up, then RUNS times; returns the median time in ms. */
function time(body: () => void): number {
  body();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    body();
    times.push(performance.now() - t0);
  }
  return median(times);
}

const fmt = (n: number, digits = 0) => n.toLocaleString('en-GB', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const pct = (n: number, of: number) => `${fmt((100 * n) / Math.max(1, of), 1)} %`;

function table(head: readonly string[], rows: readonly (readonly string[])[]) {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: readonly string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(line(head));
  for (const r of rows) console.log(line(r));
}

/** The policy of game `g`: Level 2 alternates the bold and the cautious player. */
const styleOf = (level: Level, g: number): Style => (level >= 2 && g % 2 === 1 ? 'cautious' : 'bold');

/** The rows of (a)–(c): each Level with the shared player, and Level 1 with a uniform random player. */
interface Variant {
  readonly label: string;
  readonly level: Level;
  readonly uniform: boolean;
}
const VARIANTS: readonly Variant[] = [
  { label: 'Level 1', level: 1, uniform: false },
  { label: 'Level 2', level: 2, uniform: false },
  { label: 'Level 1, uniform', level: 1, uniform: true },
];

// ---------------------------------------------------------------- (a) the public surface

interface Pair {
  readonly state: GameState;
  readonly move: Move;
  readonly next: GameState;
}

/** One benchmark game as played: its start and, per step, the index of the move picked from the legal list. */
interface Script {
  readonly start: GameState;
  readonly picks: number[];
}

/** The starting states of the benchmark's games for one Level and player count (set up once, outside the timings). */
const starts = new Map<string, GameState[]>();
function startOf(level: Level, players: number, g: number): GameState {
  const key = `${level}/${players}`;
  const list = starts.get(key) ?? [];
  starts.set(key, list);
  return (list[g] ??= newGame(players, level * 100_000 + players * 1000 + g, level));
}

/**
 * Plays the benchmark's games for one Level and player count with the shared random player, until
 * MOVES_PER_COUNT moves (each game to its end or MAX_MOVES_PER_GAME). Records every (state, move)
 * pair, and each game as a script of picks so the public surface can be timed without the player.
 */
function playGames({ level, uniform }: Variant, players: number, record: Pair[], scripts: Script[]): number {
  let moves = 0;
  for (let g = 0; moves < MOVES_PER_COUNT; g++) {
    const next = seededRandom(level * 100_000 + players * 1000 + g);
    const policy: PolicyOptions = uniform ? { weights: {} } : { style: styleOf(level, g) };
    let state = startOf(level, players, g);
    const script: Script = { start: state, picks: [] };
    scripts.push(script);
    for (let i = 0; i < MAX_MOVES_PER_GAME && state.phase !== 'gameOver' && moves < MOVES_PER_COUNT; i++) {
      const [kind, which] = nextPicks(next);
      const listed = legalMoves(state);
      const move = pickMove(state, listed, kind, which, policy);
      const result = play(state, move);
      if (!result.ok) throw new Error(`listed move refused: ${result.illegal.reason}`);
      record.push({ state, move, next: result.game });
      script.picks.push(listed.indexOf(move));
      state = result.game;
      moves++;
    }
  }
  return moves;
}

/**
 * The public surface alone: replays the scripts, each step listing the legal moves of a state the
 * engine has just produced (so nothing is cached) and playing the picked one.
 */
function replayScripts(scripts: readonly Script[]): void {
  for (const { start, picks } of scripts) {
    let state = start;
    for (const i of picks) {
      const result = play(state, legalMoves(state)[i]!);
      if (!result.ok) throw new Error(result.illegal.reason);
      state = result.game;
    }
  }
}

// ---------------------------------------------------------------- (d) whole games

interface Whole {
  readonly moves: number;
  readonly turns: number;
  readonly rounds: number;
  readonly result: 'victory' | 'revolution' | 'unfinished';
  readonly link: number;
  readonly panic: 'agreed' | 'refused' | 'none' | 'other';
}

function wholeGame(level: Level, g: number, style: Style): Whole {
  const players = PLAYER_COUNTS[g % PLAYER_COUNTS.length]!;
  const seed = 90_000 + level * 10_000 + g;
  const next = seededRandom(seed);
  const start = newGame(players, seed, level);
  let state = start;
  const moves: Move[] = [];
  let panic: Whole['panic'] = 'none';
  while (state.phase !== 'gameOver' && moves.length < GAME_CAP) {
    const [kind, which] = nextPicks(next);
    const move = pickMove(state, legalMoves(state), kind, which, { style });
    const result = play(state, move);
    if (!result.ok) throw new Error(result.illegal.reason);
    for (const e of result.events) {
      if (e.type === 'panicStarted') panic = 'other';
      if (e.type === 'panicSacrificed') panic = 'agreed';
      if (e.type === 'panicFailed') panic = 'refused';
    }
    moves.push(move);
    state = result.game;
  }
  return {
    moves: moves.length,
    turns: state.turn,
    rounds: state.round,
    result: state.result?.kind ?? 'unfinished',
    link: encodeLink({ start: { kind: 'new', options: start.options }, moves }).length,
    panic,
  };
}

const spread = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `${fmt(sorted[0]!)} / ${fmt(median(sorted))} / ${fmt(sorted[sorted.length - 1]!)}`;
};

// ---------------------------------------------------------------- run

function main() {
  const t0 = performance.now();
  console.log(`Engine benchmark, Level 1 and Level 2 (Node ${process.version}; median of ${RUNS} runs after a warm-up)`);
  console.log(
    `Random games by the property tests' player (tests/helpers/policy.ts), ${fmt(MOVES_PER_COUNT)} moves per Level and player count` +
      ` (Level 2: bold and cautious players alternate)\n`,
  );

  const rows: string[][] = [];
  const slowest = new Map<Variant, number>();
  /** Moves and median milliseconds through the public surface, summed over the player counts. */
  const totals = new Map<Variant, { moves: number; ms: number }>();
  for (const variant of VARIANTS)
    for (const players of PLAYER_COUNTS) {
      const pairs: Pair[] = [];
      const scripts: Script[] = [];
      const moves = playGames(variant, players, pairs, scripts);

      // The bare pipeline must reach the states `play` reached, or the comparison means nothing.
      let diverged = 0;
      for (const p of pairs) if (JSON.stringify(bareMove(p.state, p.move)) !== JSON.stringify(p.next)) diverged++;

      const publicMs = time(() => replayScripts(scripts));
      // legalMoves keeps the list of each state it has seen: time it on fresh copies of the states.
      const copies = Array.from({ length: RUNS + 1 }, () => pairs.map((p) => structuredClone(p.state)));
      let run = 0;
      const listMs = time(() => {
        for (const s of copies[run++]!) legalMoves(s);
      });
      const playMs = time(() => {
        for (const p of pairs) play(p.state, p.move);
      });
      const bareMs = time(() => {
        for (const p of pairs) bareMove(p.state, p.move);
      });

      const publicRate = (moves / publicMs) * 1000;
      slowest.set(variant, Math.min(slowest.get(variant) ?? Infinity, publicRate));
      const sum = totals.get(variant) ?? { moves: 0, ms: 0 };
      totals.set(variant, { moves: sum.moves + moves, ms: sum.ms + publicMs });
      const us = (ms: number) => (ms * 1000) / moves;
      rows.push([
        variant.label,
        `${players}`,
        fmt(moves),
        fmt(publicRate),
        fmt((moves / bareMs) * 1000),
        fmt(us(publicMs), 1),
        fmt(us(listMs), 1),
        fmt(us(playMs), 1),
        fmt(us(bareMs), 1),
        fmt(us(playMs) - us(bareMs), 1),
        diverged === 0 ? 'yes' : `NO (${diverged} moves differ)`,
      ]);
    }
  table(
    ['games', 'players', 'moves', '(a) public moves/s', '(b) bare-rule moves/s', 'public µs/move', 'legalMoves µs', 'play µs', 'bare rules µs', '(c) statechart µs/move (play − bare)', 'bare = play'],
    rows,
  );

  // (d) and (e): whole games.
  console.log(`\n(d) how long random games last, and how they end (min / median / max; games played to the end, capped at ${fmt(GAME_CAP)} moves)`);
  const lengthRows: string[][] = [];
  const linkRows: string[][] = [];
  for (const level of [1, 2] as const) {
    const styles: Style[] = level === 1 ? ['bold'] : ['bold', 'cautious'];
    const groups: { label: string; games: Whole[] }[] = styles.map((style) => ({
      label: level === 1 ? 'Level 1' : `Level 2, ${style}`,
      games: Array.from({ length: level === 1 ? LENGTH_GAMES[1] : LENGTH_GAMES[2] / 2 }, (_, g) => wholeGame(level, style === 'bold' ? 2 * g : 2 * g + 1, style)),
    }));
    if (level === 2) groups.push({ label: 'Level 2, both', games: groups.flatMap((g) => g.games) });
    for (const { label, games } of groups) {
      const n = games.length;
      const count = (r: Whole['result']) => games.filter((w) => w.result === r).length;
      const panics = (p: Whole['panic']) => games.filter((w) => w.panic === p).length;
      lengthRows.push([
        label,
        fmt(n),
        spread(games.map((w) => w.moves)),
        spread(games.map((w) => w.turns)),
        spread(games.map((w) => w.rounds)),
        pct(count('victory'), n),
        level === 1 ? '–' : pct(count('revolution'), n),
        pct(count('unfinished'), n),
        level === 1 ? '–' : `${pct(n - panics('none'), n)} (agreed ${pct(panics('agreed'), n)}, refused ${pct(panics('refused'), n)})`,
      ]);
      const links = games.filter((w) => w.result !== 'unfinished');
      if (links.length > 0)
        linkRows.push([label, fmt(links.length), spread(links.map((w) => w.link)), fmt(median(links.map((w) => w.link / Math.max(1, w.moves))), 2)]);
    }
  }
  table(['games', 'n', 'moves', 'turns', 'Rounds', 'victory', 'Revolution', 'unfinished', 'Panic! (of all games)'], lengthRows);

  console.log('\n(e) share-link length of the complete games above, in characters (min / median / max)');
  table(['games', 'complete', 'link length', 'characters per move (median)'], linkRows);

  // (f) the floor, judged on all Level 1 moves together (one slow cell on a shared, noisy machine
  // should not decide it alone; the slowest cell is printed beside it).
  const byLabel = (label: string) => VARIANTS.find((v) => v.label === label)!;
  const overall = (labels: readonly string[]) => {
    const t = labels.map((l) => totals.get(byLabel(l))!);
    return (t.reduce((a, x) => a + x.moves, 0) / t.reduce((a, x) => a + x.ms, 0)) * 1000;
  };
  const level1 = overall(['Level 1', 'Level 1, uniform']);
  const verdict = level1 >= FLOOR ? 'PASS' : 'FAIL';
  console.log(
    `\n(f) ${verdict}: Level 1 public-surface rate ${fmt(level1)} moves/s over all its games, against the floor of ${fmt(FLOOR)} moves/s` +
      ` (slowest single cell: shared player ${fmt(slowest.get(byLabel('Level 1'))!)}, uniform player ${fmt(slowest.get(byLabel('Level 1, uniform'))!)})`,
  );
  const level2 = overall(['Level 2']);
  console.log(`    Level 2, for information: ${fmt(level2)} moves/s, ${level2 >= FLOOR ? 'above' : 'below'} the same figure`);
  console.log(`\nbenchmark time: ${fmt((performance.now() - t0) / 1000, 1)} s`);
}

main();
