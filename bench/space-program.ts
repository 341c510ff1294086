/**
 * The Space Program benchmark, Levels 3 and 4 (run by `npm run bench` after engine.ts and
 * two-players.ts, bundled the same way). Games are played with `modules: ['space-program']` by the
 * computer players of src/players, seeded, so every run plays the same games, at two tables: three
 * to five players (an equal share of each) and two players (with Puppets).
 *
 *   (k) random players (src/players/random.ts): moves per second through the public surface (the
 *       games are recorded, then replayed step by step: deciders → legalMoves(seat) → play, so the
 *       player's own picking is not counted), how long games last and how they end;
 *   (l) simple players (src/players/simple.ts and space.ts): how long games last, how they end, what
 *       a decision and its move cost.
 *
 * How a game ends: an escape (`space.escape`), the last one left after an explosion (`space.out`),
 * five Assets, the Revolution, the Revolution with a Celebrity spared, or not within the cap. "Ended
 * by a launch" adds the first two; launches are counted too, those that ended nothing included.
 * Sized to keep the whole bench near a minute.
 */
import { createGame, type GameState, type Level, type Move, type Seat } from '../src/machine/index.ts';
import { playGame, type PlayerKind } from '../src/players/index.ts';
import { fmt, median, pct } from './shared/format.ts';
import { type RecordedGame, replayTime } from './shared/replay.ts';

const LEVELS = [3, 4] as const;
const TABLES = [
  { name: '3–5 players', counts: [3, 4, 5] },
  { name: '2 players', counts: [2] },
] as const;
const CAP = 4_000;
const RANDOM_GAMES = 24;
const SIMPLE_GAMES = 12;
const ALL: readonly PlayerKind[] = ['random', 'random', 'random', 'random', 'random'];
const SIMPLE: readonly PlayerKind[] = ['simple', 'simple', 'simple', 'simple', 'simple'];

const spread = (values: readonly number[]) => `${fmt(Math.min(...values))} / ${fmt(median(values))} / ${fmt(Math.max(...values))}`;

function newGame(level: Level, players: number, seed: number): GameState {
  const made = createGame({ players, level, seed, modules: ['space-program'] });
  if (!made.ok) throw new Error(made.error.reason);
  return made.game;
}

const END_NAMES = ['escape', 'last one left', 'five Assets', 'Revolution', 'Celebrity', 'cap'] as const;
type End = (typeof END_NAMES)[number];

function endOf(final: GameState): End {
  const r = final.result;
  if (!r) return 'cap';
  if (r.rule === 'space.escape') return 'escape';
  if (r.rule === 'space.out') return 'last one left';
  if (r.rule === 'role.celebrity') return 'Celebrity';
  return r.kind === 'revolution' ? 'Revolution' : 'five Assets';
}

interface Tally {
  readonly ends: Record<End, number>;
  readonly lengths: number[];
  launches: number;
  contributions: number;
  games: number;
}

const noTally = (): Tally => ({ ends: Object.fromEntries(END_NAMES.map((e) => [e, 0])) as Record<End, number>, lengths: [], launches: 0, contributions: 0, games: 0 });

function endsLine(t: Tally): string {
  const byLaunch = t.ends.escape + t.ends['last one left'];
  const each = END_NAMES.map((e) => `${e} ${pct(t.ends[e], t.games)}`).join(', ');
  return `ended by a launch ${pct(byLaunch, t.games)} (${each}); ${fmt(t.launches / t.games, 2)} launches and ${fmt(t.contributions / t.games, 1)} contributions a game`;
}

/** Plays `games` seeded games, the player counts of the table in turn; `onGame` sees each game's start and moves. */
function playMany(
  level: Level,
  counts: readonly number[],
  games: number,
  kinds: readonly PlayerKind[],
  seed: number,
  onGame?: (start: GameState, picks: (readonly [Seat, Move])[]) => void,
): Tally {
  const t = noTally();
  for (let g = 0; g < games; g++) {
    const start = newGame(level, counts[g % counts.length]!, seed + g);
    const picks: (readonly [Seat, Move])[] = [];
    const run = playGame(start, kinds, g, CAP, (step) => {
      picks.push([step.seat, step.move]);
      if (step.move.type === 'launch' && step.move.go) t.launches++;
      if (step.move.type === 'contribute') t.contributions++;
    });
    onGame?.(start, picks);
    t.lengths.push(run.moves);
    t.ends[endOf(run.final)]++;
    t.games++;
  }
  return t;
}

function randomPlayers(): void {
  console.log(
    `\n(k) random players with the Space Program (${RANDOM_GAMES} games a table and level, capped at ${fmt(CAP)} moves): moves/s through the public surface, length (min / median / max moves), ends`,
  );
  for (const level of LEVELS)
    for (const table of TABLES) {
      const games: RecordedGame[] = [];
      const t = playMany(level, table.counts, RANDOM_GAMES, ALL, 12_000, (start, picks) => games.push({ start, picks }));
      const ms = replayTime(games);
      const moves = t.lengths.reduce((a, b) => a + b, 0);
      console.log(`    Level ${level}, ${table.name}: ${fmt((moves / ms) * 1000)} moves/s over ${fmt(moves)} moves; moves ${spread(t.lengths)}`);
      console.log(`      ${endsLine(t)}`);
    }
}

function simplePlayers(): void {
  console.log(`\n(l) simple players with the Space Program (${SIMPLE_GAMES} games a table and level, capped at ${fmt(CAP)} moves)`);
  for (const level of LEVELS)
    for (const table of TABLES) {
      const t0 = performance.now();
      const t = playMany(level, table.counts, SIMPLE_GAMES, SIMPLE, 12_500);
      const ms = performance.now() - t0;
      const moves = t.lengths.reduce((a, b) => a + b, 0);
      console.log(`    Level ${level}, ${table.name}: moves ${spread(t.lengths)}; ${fmt((ms * 1000) / moves)} µs a decision and its move`);
      console.log(`      ${endsLine(t)}`);
    }
}

function timed(name: string, body: () => void): void {
  const t0 = performance.now();
  body();
  console.log(`    [${name}: ${fmt((performance.now() - t0) / 1000, 1)} s]`);
}

const t0 = performance.now();
console.log(`The Space Program, Levels 3 and 4 (Node ${process.version})`);
timed('k', randomPlayers);
timed('l', simplePlayers);
console.log(`\nSpace Program benchmark time: ${fmt((performance.now() - t0) / 1000, 1)} s`);
