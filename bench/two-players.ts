/**
 * Two-player games (Puppets) benchmark, Levels 1 to 4 (run by `npm run bench` after engine.ts,
 * bundled the same way). Games are played by the computer players of src/players, seeded, so every
 * run plays the same games:
 *
 *   (h) random players (src/players/random.ts): moves per second through the public surface (the
 *       games are recorded, then replayed step by step: deciders → legalMoves(seat) → play, so the
 *       player's own picking is not counted), how long games last and how they end;
 *   (i) simple players (src/players/simple.ts and puppets.ts): how long games last, how they end,
 *       what a decision and its move cost;
 *   (j) a simple side against a random side.
 *
 * "A Puppet's set" counts the victories won because a Puppet held its five needed Assets (the win
 * is its controller's). Sized to keep the whole bench (engine.ts and this file) near a minute.
 */
import { cardsOf, createGame, type GameState, type Level, type Move, neededHeld, type Seat } from '../src/machine/index.ts';
import { playGame, type PlayerKind } from '../src/players/index.ts';
import { puppetOf } from '../src/machine/core/seats.ts';
import { fmt, median, pct } from './shared/format.ts';
import { type RecordedGame, replayTime } from './shared/replay.ts';

const LEVELS = [1, 2, 3, 4] as const;
/** Random two-player games wander: at Level 1 many never end, so they stop here and are counted as unfinished. */
const RANDOM_CAP = 2_000;
/** Level 1's random games are long (many reach the cap), the others end in a few hundred moves. */
const RANDOM_GAMES = { 1: 8, 2: 30, 3: 30, 4: 20 } as const;
const SIMPLE_CAP = 3_000;
const SIMPLE_GAMES = 10;
const MIXED_GAMES = 8;

const spread = (values: readonly number[]) => `${fmt(Math.min(...values))} / ${fmt(median(values))} / ${fmt(Math.max(...values))}`;

function newGame(level: Level, seed: number): GameState {
  const made = createGame({ players: 2, level, seed });
  if (!made.ok) throw new Error(made.error.reason);
  return made.game;
}

interface Ends {
  victory: number;
  revolution: number;
  capped: number;
  /** Victories won by a Puppet's set, for its controller. */
  puppetSet: number;
}

const noEnds = (): Ends => ({ victory: 0, revolution: 0, capped: 0, puppetSet: 0 });

function tallyEnd(ends: Ends, final: GameState): void {
  const result = final.result;
  ends[result?.kind ?? 'capped']++;
  if (result?.kind !== 'victory') return;
  if (result.winners.some((w: Seat) => neededHeld(cardsOf(final), final.players[puppetOf(final, w)!]!) === 5)) ends.puppetSet++;
}

const endsLine = (ends: Ends, games: number) =>
  `ended by five Assets ${pct(ends.victory, games)} (a Puppet's set ${ends.puppetSet} of ${ends.victory}), by the Revolution ${pct(ends.revolution, games)}, not within the cap ${pct(ends.capped, games)}`;

function randomPlayers(): void {
  console.log(
    `\n(h) random players, two-player games (8 at Level 1, where they are long, 20 to 30 at the others; capped at ${fmt(RANDOM_CAP)} moves): moves/s through the public surface, length (min / median / max moves), ends`,
  );
  for (const level of LEVELS) {
    const games: RecordedGame[] = [];
    const lengths: number[] = [];
    const ends = noEnds();
    for (let g = 0; g < RANDOM_GAMES[level]; g++) {
      const start = newGame(level, 9000 + g);
      const picks: (readonly [Seat, Move])[] = [];
      const run = playGame(start, ['random', 'random', 'random', 'random'], g, RANDOM_CAP, (step) => picks.push([step.seat, step.move]));
      games.push({ start, picks });
      lengths.push(run.moves);
      tallyEnd(ends, run.final);
    }
    const ms = replayTime(games);
    const moves = lengths.reduce((a, b) => a + b, 0);
    console.log(`    Level ${level}: ${fmt((moves / ms) * 1000)} moves/s over ${fmt(moves)} moves; moves ${spread(lengths)}`);
    console.log(`      ${endsLine(ends, RANDOM_GAMES[level])}`);
  }
}

function simplePlayers(): void {
  console.log(`\n(i) simple players, two-player games (${SIMPLE_GAMES} a level, capped at ${fmt(SIMPLE_CAP)} moves)`);
  for (const level of LEVELS) {
    const lengths: number[] = [];
    const ends = noEnds();
    const t0 = performance.now();
    for (let g = 0; g < SIMPLE_GAMES; g++) {
      const run = playGame(newGame(level, 9500 + g), ['simple', 'simple', 'simple', 'simple'], g, SIMPLE_CAP);
      lengths.push(run.moves);
      tallyEnd(ends, run.final);
    }
    const ms = performance.now() - t0;
    const moves = lengths.reduce((a, b) => a + b, 0);
    console.log(`    Level ${level}: moves ${spread(lengths)}; ${fmt((ms * 1000) / moves)} µs a decision and its move`);
    console.log(`      ${endsLine(ends, SIMPLE_GAMES)}`);
  }
}

function mixed(): void {
  console.log(`\n(j) a simple side (person and Puppet) against a random side, ${MIXED_GAMES} games a level, the sides alternating`);
  for (const level of LEVELS) {
    let simpleWins = 0;
    let randomWins = 0;
    let revolutions = 0;
    for (let g = 0; g < MIXED_GAMES; g++) {
      const kinds: PlayerKind[] = g % 2 === 0 ? ['simple', 'simple', 'random', 'random'] : ['random', 'random', 'simple', 'simple'];
      const run = playGame(newGame(level, 9800 + g), kinds, g, SIMPLE_CAP);
      if (run.final.result?.kind === 'revolution') revolutions++;
      for (const w of run.final.result?.kind === 'victory' ? run.final.result.winners : [])
        if (kinds[w] === 'simple') simpleWins++;
        else randomWins++;
    }
    console.log(`    Level ${level}: the simple side won ${simpleWins}, the random side ${randomWins}, the Revolution ended ${revolutions}`);
  }
}

function timed(name: string, body: () => void): void {
  const t0 = performance.now();
  body();
  console.log(`    [${name}: ${fmt((performance.now() - t0) / 1000, 1)} s]`);
}

const t0 = performance.now();
console.log(`Two-player games (Puppets), Levels 1 to 4 (Node ${process.version})`);
timed('h', randomPlayers);
timed('i', simplePlayers);
timed('j', mixed);
console.log(`\ntwo-player benchmark time: ${fmt((performance.now() - t0) / 1000, 1)} s`);
