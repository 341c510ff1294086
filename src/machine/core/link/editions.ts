/**
 * Opening a link written under an older rules edition. It is first replayed exactly as written,
 * under the rules of its own edition (the game plays without the later corrections, see
 * `core/editions.ts`). Then the same moves are played again under today's rules, side by side:
 * while both tables agree after every move, the link opens under today's rules as if nothing had
 * changed. At the first move today's rules refuse, or play differently, the link opens just before
 * it, and the report says which correction is the reason, so a page can name it and link its rule.
 *
 * A correction may add a step the old rules did not have (ending a turn that now has a last
 * moment for Roles): its `bridge` move is played wherever that step alone stands between two old
 * moves, so the new step on its own does not stop an old game.
 */
import { type Correction, CURRENT_EDITION, uncorrectedField } from '../editions.ts';
import { deciders, legalMoves } from '../legal.ts';
import { installedCorrections } from '../module.ts';
import type { Move, MoveType } from '../moves.ts';
import { play, type PlayResult } from '../play.ts';
import type { GameOptions, GameState } from '../state.ts';
import type { GameEvent } from '../events.ts';

/** What opening an older link found. */
export interface EditionReport {
  /** The edition the link was written under. */
  readonly written: number;
  /** The edition it is shown under (today's). */
  readonly shown: number;
  /** How many of the link's own moves are shown (all of them unless `stop` says otherwise). */
  readonly moves: number;
  /** Where today's rules part from the link: the link's move (0-based) and the corrections that explain it. */
  readonly stop?: { readonly move: number; readonly corrections: readonly Correction[] };
}

/** The edition a game's options were written under: today's, or the last before its first missing correction. */
export function editionOf(options: Pick<GameOptions, 'uncorrected'>): number {
  const off = options.uncorrected ?? [];
  const editions = installedCorrections()
    .filter((c) => off.includes(c.id))
    .map((c) => c.edition);
  return editions.length === 0 ? CURRENT_EDITION : Math.min(...editions) - 1;
}

/** The corrections a game written under this edition plays without. */
export function uncorrectedFor(edition: number): readonly string[] {
  return installedCorrections()
    .filter((c) => c.edition > edition)
    .map((c) => c.id);
}

/** The same state played under other rules: only the options' list of corrections changes. */
export function withRules<S extends GameState>(state: S, uncorrected: readonly string[] | undefined): S {
  const { uncorrected: _old, ...options } = state.options;
  return { ...state, options: { ...options, ...uncorrectedField(uncorrected) } };
}

/** A move the engine accepted: its result, as `play` gives it. */
type Played = Extract<PlayResult, { ok: true }>;

/** Plays a bridge move for whichever seat decides a new step the old rules did not have; null when there is none. */
function playBridge(state: GameState, bridges: ReadonlySet<MoveType>): Played | null {
  if (bridges.size === 0 || state.phase === 'gameOver') return null;
  for (const seat of deciders(state)) {
    const move = legalMoves(state, seat).find((m) => bridges.has(m.type));
    if (!move) continue;
    const out = play(state, move);
    return out.ok ? out : null;
  }
  return null;
}

/** Whether two states show the same table, ask the same seats to decide and will roll the same. */
function sameTable(a: GameState, b: GameState): boolean {
  // The random generator too: a correction that draws one more number leaves the table as it was
  // but changes every roll after it.
  if (a.phase !== b.phase || a.current !== b.current || a.turn !== b.turn || a.round !== b.round || a.rng !== b.rng) return false;
  const seats = (s: GameState) => (s.phase === 'gameOver' ? [] : deciders(s));
  const table = (s: GameState) => JSON.stringify([s.players, s.markets, s.deck, s.discard, s.removedAssets, seats(s)]);
  return table(a) === table(b);
}

/** One step under today's rules: the move, then any bridge moves that bring the table level with the old one. */
function stepToday(before: GameState, move: Move, oldAfter: GameState, bridges: ReadonlySet<MoveType>): { readonly played: Played[]; readonly same: boolean } {
  const played: Played[] = [];
  const bridge = (state: GameState) => {
    const b = playBridge(state, bridges);
    if (b) played.push(b);
    return b;
  };
  let state = before;
  let out = play(state, move);
  // The new step may come before the old move (the turn it ends is still open): bridge, then retry.
  for (let n = 0, b; !out.ok && n < 4 && (b = bridge(state)); n++) {
    state = b.game;
    out = play(state, move);
  }
  if (!out.ok) return { played, same: false };
  played.push(out);
  state = out.game;
  for (let n = 0, b; !sameTable(state, oldAfter) && n < 4 && (b = bridge(state)); n++) state = b.game;
  return { played, same: sameTable(state, oldAfter) };
}

export interface TodayReplay {
  /** Today's start: the old one without its missing corrections. */
  readonly start: GameState;
  /** Moves under today's rules (the link's, with any bridge moves), up to the stop. */
  readonly moves: readonly Move[];
  readonly states: readonly GameState[];
  readonly events: readonly (readonly GameEvent[])[];
  /** stepOf[k]: how many of today's moves stand for the link's first k moves. */
  readonly stepOf: readonly number[];
  readonly report: EditionReport;
}

/**
 * Replays an old game's moves under today's rules beside the old states (`oldStates[k]` is the
 * state after k old moves, `oldStates[0]` the start), stopping where they part.
 */
export function replayUnderToday(oldStates: readonly GameState[], oldMoves: readonly Move[]): TodayReplay {
  const oldStart = oldStates[0]!;
  const off = oldStart.options.uncorrected ?? [];
  const written = editionOf(oldStart.options);
  const missing = installedCorrections().filter((c) => off.includes(c.id));
  const bridges = new Set(missing.flatMap((c) => (c.bridge ? [c.bridge] : [])));
  const start = withRules(oldStart, undefined);
  const moves: Move[] = [];
  const states: GameState[] = [start];
  const events: (readonly GameEvent[])[] = [];
  const stepOf: number[] = [0];
  let stop: EditionReport['stop'];
  for (let i = 0; i < oldMoves.length; i++) {
    const before = states[states.length - 1]!;
    const step = stepToday(before, oldMoves[i]!, oldStates[i + 1]!, bridges);
    if (!step.same) {
      stop = { move: i, corrections: culprits(before, oldMoves[i]!, oldStates[i + 1]!, missing, bridges) };
      break;
    }
    for (const p of step.played) {
      moves.push(p.move);
      states.push(p.game);
      events.push(p.events);
    }
    stepOf.push(moves.length);
  }
  const kept = stepOf.length - 1;
  return { start, moves, states, events, stepOf, report: { written, shown: CURRENT_EDITION, moves: kept, ...(stop ? { stop } : {}) } };
}

/**
 * The corrections that explain why a move plays differently today: each one whose old reading,
 * put back on its own, makes the move play as it did. When no single one does, all that are missing.
 */
function culprits(before: GameState, move: Move, oldAfter: GameState, missing: readonly Correction[], bridges: ReadonlySet<MoveType>): readonly Correction[] {
  if (missing.length <= 1) return missing;
  const found = missing.filter((c) => stepToday(withRules(before, [c.id]), move, oldAfter, bridges).same);
  return found.length > 0 ? found : missing;
}
