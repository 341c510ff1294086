/**
 * Level 1 engine benchmark (run with `npm run bench`, which bundles this file with esbuild).
 *
 *   (a) moves per second through the public surface: each step lists the legal moves, picks one
 *       and plays it, on random Level 1 games for 3, 4 and 5 players;
 *   (b) moves per second of the bare rule functions on the same (state, move) pairs: the check
 *       function of the move, its apply function and the automatic steps that follow (end of turn,
 *       end of Round), called directly without XState;
 *   (c) what the statechart costs per move: `play` alone minus the bare rules;
 *   (d) the share-link length of complete random games;
 *   (e) pass or fail against the floor of 20,000 moves per second through the public surface.
 *
 * Every timing is warmed up, then the median of several runs is reported.
 */
import {
  createGame,
  encodeLink,
  type GameState,
  legalMoves,
  type Move,
  play,
} from '../src/machine/index.ts';
import { CHECKS } from '../src/machine/legal.ts';
import { applyBuy, applyClaim, applyDeclineClaim, finishBuy } from '../src/machine/rules/buy.ts';
import { activateFoundCrisis, activateRoundCrisis, isRevolution, roundCrisisDue } from '../src/machine/rules/crisis.ts';
import { applyDraw } from '../src/machine/rules/draw.ts';
import { applyExchangeHand, applyExchangeMarkets } from '../src/machine/rules/exchange.ts';
import { applyInvest } from '../src/machine/rules/invest.ts';
import type { Outcome } from '../src/machine/rules/outcome.ts';
import { panicDue } from '../src/machine/rules/panic.ts';
import {
  applyEndRoundEarly,
  applyPass,
  applyReturnAsset,
  emergencyDone,
  endTurn,
  gatherAndShuffle,
  needsEmergencyMeasures,
  passTurn,
  poorestFirst,
  refillMarkets,
  roundIsOver,
  startEmergency,
} from '../src/machine/rules/round.ts';
import { applyAudit, applyGameTheMarket, applyScam } from '../src/machine/rules/special.ts';
import { declareWinner, winners } from '../src/machine/rules/victory.ts';
import type { Phase } from '../src/machine/state.ts';

const FLOOR = 20_000;
const PLAYER_COUNTS = [3, 4, 5] as const;
const GAMES_PER_RUN = 12;
const MOVES_PER_GAME = 400;
const RUNS = 7;
const LINK_GAMES = 50;

// ---------------------------------------------------------------- helpers

/** mulberry32: a small seeded generator, so every run plays exactly the same games. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Picks a kind of move first, then a move of that kind (claims and Buys favoured, so games end). */
function pick(moves: readonly Move[], next: () => number, weights: Partial<Record<Move['type'], number>> = {}): Move {
  const kinds = [...new Set(moves.map((m) => m.type))].flatMap((t) => Array<Move['type']>(weights[t] ?? 1).fill(t));
  const type = kinds[Math.floor(next() * kinds.length)]!;
  const ofKind = moves.filter((m) => m.type === type);
  return ofKind[Math.floor(next() * ofKind.length)]!;
}

function newGame(players: number, seed: number): GameState {
  const made = createGame({ players, seed });
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

// ---------------------------------------------------------------- (a) the public surface

interface Pair {
  readonly state: GameState;
  readonly move: Move;
  readonly next: GameState;
}

/** Plays the benchmark's games for one player count; records every (state, move) pair if asked. */
function playGames(players: number, record?: Pair[]): number {
  let moves = 0;
  for (let g = 0; g < GAMES_PER_RUN; g++) {
    const next = random(players * 1000 + g);
    let state = newGame(players, players * 1000 + g);
    for (let i = 0; i < MOVES_PER_GAME && state.phase !== 'gameOver'; i++) {
      const move = pick(legalMoves(state), next);
      const result = play(state, move);
      if (!result.ok) throw new Error(`listed move refused: ${result.illegal.reason}`);
      record?.push({ state, move, next: result.game });
      state = result.game;
      moves++;
    }
  }
  return moves;
}

// ---------------------------------------------------------------- (b) the bare rules

type Rule = (state: GameState, move: never) => Outcome;

/** Threads a state through rule steps, as one statechart transition does. */
function steps(state: GameState, move: Move, ...fns: Rule[]): GameState {
  let s = state;
  for (const fn of fns) s = fn(s, move as never).state;
  return s;
}

/** The end of a Round at Level 1: gather, Emergency Measures if needed, else refill and the Poorest Player. */
function endOfRound(state: GameState): GameState {
  let s = gatherAndShuffle(state).state;
  if (needsEmergencyMeasures(s)) {
    s = startEmergency(s).state;
    if (!emergencyDone(s)) return { ...s, phase: 'endOfRound.emergency' };
  }
  return refillAndStart(s);
}

function refillAndStart(state: GameState): GameState {
  let s = refillMarkets(state).state;
  if (roundCrisisDue(s)) s = activateRoundCrisis(s).state; // never at Level 1
  return { ...poorestFirst(s).state, phase: 'turn.start' };
}

/** The end of a turn: the Round may be over; otherwise the next player starts. */
function endOfTurn(state: GameState): GameState {
  if (isRevolution(state) || panicDue(state)) throw new Error('Level 2 only');
  return roundIsOver(state) ? endOfRound(state) : { ...passTurn(state).state, phase: 'turn.start' };
}

function afterWinCheck(state: GameState, move: Move): GameState {
  if (winners(state).length > 0) return { ...declareWinner(state).state, phase: 'gameOver' };
  return endOfTurn(steps(state, move, finishBuy, activateFoundCrisis, endTurn));
}

/** A move by the rules alone: its check function, its apply function, then the automatic steps. */
function bareMove(state: GameState, move: Move): GameState {
  const check = CHECKS[move.type] as (s: GameState, m: Move) => unknown;
  if (check(state, move) !== null) throw new Error(`refused by the rules: ${JSON.stringify(move)}`);
  const phase = (p: Phase) => (s: GameState): GameState => ({ ...s, phase: p });
  switch (move.type) {
    case 'draw':
      return phase('turn.action')(applyDraw(state, move).state);
    case 'buy': {
      const s = applyBuy(state, move).state;
      return s.buy?.won ? phase('turn.claim')(s) : endOfTurn(steps(s, move, finishBuy, activateFoundCrisis, endTurn));
    }
    case 'claim':
      return afterWinCheck(applyClaim(state, move).state, move);
    case 'declineClaim':
      return endOfTurn(steps(state, move, applyDeclineClaim, finishBuy, activateFoundCrisis, endTurn));
    case 'invest':
      return endOfTurn(steps(state, move, applyInvest, endTurn));
    case 'exchangeHand':
      return endOfTurn(steps(state, move, applyExchangeHand, endTurn));
    case 'exchangeMarkets':
      return endOfTurn(steps(state, move, applyExchangeMarkets, endTurn));
    case 'audit':
      return endOfTurn(steps(state, move, applyAudit, endTurn));
    case 'scam':
      return afterWinCheck(applyScam(state, move).state, move);
    case 'gameTheMarket':
      return phase('turn.gameTheMarket')(applyGameTheMarket(state, move).state);
    case 'skipBuy':
      return endOfTurn(endTurn(state).state);
    case 'pass':
      return endOfTurn(steps(state, move, applyPass, endTurn));
    case 'endRoundEarly':
      return endOfRound(applyEndRoundEarly(state).state);
    case 'returnAsset': {
      const s = applyReturnAsset(state, move).state;
      return emergencyDone(s) ? refillAndStart(s) : s;
    }
    default:
      throw new Error(`not a Level 1 move: ${move.type}`);
  }
}

// ---------------------------------------------------------------- run

function main() {
  console.log(`Level 1 engine benchmark (Node ${process.version}; median of ${RUNS} runs after a warm-up)`);
  console.log(`${GAMES_PER_RUN} random games per player count, up to ${MOVES_PER_GAME} moves each\n`);

  const rows: string[][] = [];
  let slowest = Infinity;
  for (const players of PLAYER_COUNTS) {
    const pairs: Pair[] = [];
    const moves = playGames(players, pairs);

    // The bare pipeline must reach the states `play` reached, or the comparison means nothing.
    let diverged = 0;
    for (const p of pairs) if (JSON.stringify(bareMove(p.state, p.move)) !== JSON.stringify(p.next)) diverged++;

    const publicMs = time(() => playGames(players));
    const listMs = time(() => {
      for (const p of pairs) legalMoves(p.state);
    });
    const playMs = time(() => {
      for (const p of pairs) play(p.state, p.move);
    });
    const bareMs = time(() => {
      for (const p of pairs) bareMove(p.state, p.move);
    });

    const publicRate = (moves / publicMs) * 1000;
    slowest = Math.min(slowest, publicRate);
    const us = (ms: number) => (ms * 1000) / moves;
    rows.push([
      `${players}`,
      fmt(moves),
      fmt(publicRate),
      fmt((moves / bareMs) * 1000),
      fmt(us(publicMs), 1),
      fmt(us(listMs), 1),
      fmt(us(playMs), 1),
      fmt(us(bareMs), 1),
      fmt(us(playMs) - us(bareMs), 1),
      fmt(us(publicMs) - us(bareMs), 1),
      diverged === 0 ? 'yes' : `NO (${diverged} moves differ)`,
    ]);
  }

  const head = [
    'players',
    'moves',
    '(a) public moves/s',
    '(b) bare-rule moves/s',
    'public µs/move',
    'legalMoves µs',
    'play µs',
    'bare rules µs',
    '(c) statechart µs/move (play − bare)',
    'public − bare µs',
    'bare = play',
  ];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: readonly string[]) => cells.map((c, i) => c.padStart(widths[i]!)).join('  ');
  console.log(line(head));
  for (const r of rows) console.log(line(r));

  // (d) share-link length of complete games.
  const lengths: number[] = [];
  const gameMoves: number[] = [];
  let unfinished = 0;
  for (let g = 0; g < LINK_GAMES; g++) {
    const players = PLAYER_COUNTS[g % PLAYER_COUNTS.length]!;
    const next = random(90_000 + g);
    const start = newGame(players, 90_000 + g);
    let state = start;
    const moves: Move[] = [];
    while (state.phase !== 'gameOver' && moves.length < 5000) {
      const move = pick(legalMoves(state), next, { claim: 8, buy: 4, draw: 3 });
      const result = play(state, move);
      if (!result.ok) throw new Error(result.illegal.reason);
      moves.push(move);
      state = result.game;
    }
    if (state.phase !== 'gameOver') unfinished++;
    lengths.push(encodeLink({ start: { kind: 'new', options: start.options }, moves }).length);
    gameMoves.push(moves.length);
  }
  const sorted = [...lengths].sort((a, b) => a - b);
  console.log(
    `\n(d) share-link length of ${LINK_GAMES} complete random games (${fmt(median(gameMoves))} moves median${unfinished ? `; ${unfinished} stopped unfinished at 5,000 moves` : ''}):` +
      ` min ${fmt(sorted[0]!)}, median ${fmt(median(sorted))}, max ${fmt(sorted[sorted.length - 1]!)} characters` +
      ` (${fmt(median(lengths.map((l, i) => l / Math.max(1, gameMoves[i]!))), 2)} characters per move)`,
  );

  // (e) the floor.
  const verdict = slowest >= FLOOR ? 'PASS' : 'FAIL';
  console.log(`\n(e) ${verdict}: slowest public-surface rate ${fmt(slowest)} moves/s against the floor of ${fmt(FLOOR)} moves/s`);
}

main();
