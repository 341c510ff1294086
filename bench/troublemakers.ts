/**
 * The Troublemakers benchmark (run by `npm run bench` with the other bench/*.ts files, bundled the
 * same way): Level 4 games with `modules: ['troublemakers']`, four to six people (an equal share of
 * each), the Troublemaker's seat going round the table, played by the random player of src/players,
 * seeded, so every run plays the same games. Four tables: the Alignment forced to the Reformist or to
 * the Revolutionary (edited after setup, as the tests do), each without and with the Space Program.
 *
 *   (m) random players: moves per second through the public surface (the games are recorded, then
 *       replayed step by step: deciders → legalMoves(seat) → play, so the player's own picking is
 *       not counted), how long games last, how they end, and what the Troublemaker did in them.
 *
 * How a game ends: five Assets (`victory.five-assets`), the Revolution (`revolution.all-rebels`, or
 * `role.celebrity` when a Celebrity is spared: counted with the Revolution, and said apart), the
 * Reformist's victory (`tm.victory`), a launch (`space.escape` or `space.out`, with the Space
 * Program), or not within the cap. Sized to keep this section near three seconds.
 */
import { createGame, type GameState, type Move, type Seat } from '../src/machine/index.ts';
import { type Alignment, troublemakersOf } from '../src/machine/modules/troublemakers/index.ts';
import { playGame, type PlayerKind } from '../src/players/index.ts';
import { fmt, median, pct } from './shared/format.ts';
import { type RecordedGame, replayGames, replayTime } from './shared/replay.ts';

const COUNTS = [4, 5, 6] as const;
const TABLES: readonly { readonly side: Alignment; readonly space: boolean }[] = [
  { side: 'reformist', space: false },
  { side: 'revolutionary', space: false },
  { side: 'reformist', space: true },
  { side: 'revolutionary', space: true },
];
const CAP = 3_000;
const GAMES = 24;
const RANDOM: readonly PlayerKind[] = Array<PlayerKind>(6).fill('random');

const tableName = (t: (typeof TABLES)[number]) => `${t.side === 'reformist' ? 'Reformist' : 'Revolutionary'}${t.space ? ', with the Space Program' : ''}`;
const spread = (values: readonly number[]) => `${fmt(Math.min(...values))} / ${fmt(median(values))} / ${fmt(Math.max(...values))}`;

function newGame(players: number, seed: number, troublemaker: Seat, side: Alignment, space: boolean): GameState {
  const made = createGame({ players, level: 4, seed, troublemaker, modules: space ? ['troublemakers', 'space-program'] : ['troublemakers'] });
  if (!made.ok) throw new Error(made.error.reason);
  const game = made.game;
  return { ...game, modules: { ...game.modules, troublemakers: { ...troublemakersOf(game), alignment: side } } };
}

const END_NAMES = ['five Assets', 'Revolution', 'Reformist', 'launch', 'cap'] as const;
type End = (typeof END_NAMES)[number];

function endOf(final: GameState): End {
  const r = final.result;
  if (!r) return 'cap';
  if (r.rule === 'tm.victory') return 'Reformist';
  if (r.rule === 'space.escape' || r.rule === 'space.out') return 'launch';
  return r.kind === 'revolution' ? 'Revolution' : 'five Assets';
}

interface Tally {
  readonly ends: Record<End, number>;
  readonly lengths: number[];
  /** Revolutions with a Celebrity spared (counted among the Revolutions too). */
  celebrity: number;
  /** Games in which the Revolutionary Declared (once a game at most). */
  declarations: number;
  fixesWon: number;
  fixesLost: number;
  revolutionCards: number;
  games: number;
}

const noTally = (): Tally => ({
  ends: Object.fromEntries(END_NAMES.map((e) => [e, 0])) as Record<End, number>,
  lengths: [],
  celebrity: 0,
  declarations: 0,
  fixesWon: 0,
  fixesLost: 0,
  revolutionCards: 0,
  games: 0,
});

/** Plays the table's seeded games, recording each so its moves can be timed again. */
function playTable(table: (typeof TABLES)[number], seed: number, games: RecordedGame[]): Tally {
  const t = noTally();
  for (let g = 0; g < GAMES; g++) {
    const players = COUNTS[g % COUNTS.length]!;
    const start = newGame(players, seed + g, g % players, table.side, table.space);
    const picks: (readonly [Seat, Move])[] = [];
    const run = playGame(start, RANDOM, g, CAP, (step) => {
      picks.push([step.seat, step.move]);
      if (step.move.type === 'declare') t.declarations++;
      if (step.move.type === 'playRevolution') t.revolutionCards++;
    });
    games.push({ start, picks });
    // A Fix tried is won or lost (one still under way at the cap counts as lost: rare, and only at the cap).
    const fixed = troublemakersOf(run.final).fixed.length;
    t.fixesWon += fixed;
    t.fixesLost += picks.filter(([, m]) => m.type === 'fixCrisis').length - fixed;
    t.lengths.push(run.moves);
    t.ends[endOf(run.final)]++;
    if (run.final.result?.rule === 'role.celebrity') t.celebrity++;
    t.games++;
  }
  return t;
}

function randomPlayers(): void {
  console.log(
    `\n(m) random players with a Troublemaker (Level 4, ${GAMES} games a table, 4 to 6 people, capped at ${fmt(CAP)} moves): moves/s through the public surface, length (min / median / max moves), ends`,
  );
  const played = TABLES.map((table, i) => {
    const games: RecordedGame[] = [];
    return { table, tally: playTable(table, 15_000 + 100 * i, games), games };
  });
  // Every table's games replayed once before any is timed: otherwise the first table pays for the
  // engine's warming up on the others' paths (a third fewer moves per second in whichever comes first).
  replayGames(played.flatMap((p) => p.games));
  for (const { table, tally: t, games } of played) {
    const ms = replayTime(games, false);
    const moves = t.lengths.reduce((a, b) => a + b, 0);
    const ends = END_NAMES.map((e) => `${e} ${pct(t.ends[e], t.games)}`).join(', ');
    const a = (n: number) => fmt(n / t.games, 1);
    console.log(`    ${tableName(table)}: ${fmt((moves / ms) * 1000)} moves/s over ${fmt(moves)} moves; moves ${spread(t.lengths)}`);
    console.log(`      ends: ${ends} (a Celebrity spared in ${t.celebrity} of the Revolutions)`);
    console.log(
      `      a game: ${a(t.fixesWon)} Fixes won, ${a(t.fixesLost)} lost; ${a(t.revolutionCards)} Revolution cards played; Declared in ${pct(t.declarations, t.games)} of the games`,
    );
  }
}

const t0 = performance.now();
console.log(`The Troublemakers, Level 4 (Node ${process.version})`);
randomPlayers();
console.log(`\nTroublemakers benchmark time: ${fmt((performance.now() - t0) / 1000, 1)} s`);
