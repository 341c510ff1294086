/**
 * The engine split for a page's first download (src/machine/level1.ts): with only Level 1's modules
 * installed, a Level 1 game is exactly the game the whole engine plays (same states, moves, views,
 * wording and share links), a game of a higher level is refused with an error instead of being
 * played without its rules, and importing level1.ts never takes modules away.
 */
import { afterAll, describe, expect, it } from 'vitest';
import {
  createGame,
  decodeLink,
  describeEvent,
  describeMove,
  encodeLink,
  installedModules,
  installModules,
  legalMoves,
  play,
  viewOf,
  type GameEvent,
  type GameState,
  type Move,
} from '../../../src/machine/index.ts';
import { LEVEL_1_MODULES } from '../../../src/machine/level1.ts';
import { DEFAULT_MODULES } from '../../../src/machine/modules/registry.ts';

afterAll(() => installModules(DEFAULT_MODULES));

/** What a Level 1 game shows along the way, computed with whatever modules are installed. */
interface Trace {
  readonly states: GameState[];
  readonly legal: (readonly Move[])[];
  readonly views: unknown[];
  readonly words: string[];
  readonly links: string[];
  readonly reopened: unknown[];
}

/** Plays `moves` moves of a seeded game, picking among the legal moves by a fixed rule (no randomness). */
function trace(seed: number, players: number, specialActions: boolean, moves: number): Trace {
  const made = createGame({ players, seed, specialActions, level: 1 });
  if (!made.ok) throw new Error(made.error.reason);
  let state = made.game;
  const out: Trace = { states: [state], legal: [], views: [], words: [], links: [], reopened: [] };
  const played: Move[] = [];
  for (let i = 0; i < moves; i++) {
    const legal = legalMoves(state);
    out.legal.push(legal);
    out.views.push(viewOf(state, 'table'), viewOf(state, i % players));
    out.words.push(...legal.map((m) => describeMove(state, m, i % players)));
    const move = legal[(seed * 7 + i * 13) % Math.max(1, legal.length)];
    if (!move) break;
    const r = play(state, move);
    if (!r.ok) throw new Error(r.illegal.reason);
    out.words.push(...r.events.map((e: GameEvent) => describeEvent(r.game, e, 'table')));
    played.push(r.move ?? move);
    state = r.game;
    out.states.push(state);
    if (i % 10 === 9) {
      const link = encodeLink({ start: { kind: 'new', options: made.game.options }, moves: played, step: played.length });
      out.links.push(link);
      const back = decodeLink(link);
      out.reopened.push(back.ok ? { moves: back.moves, step: back.step, state: back.timeline.moves.length } : back.error);
    }
  }
  return out;
}

describe('the Level 1 engine of a first download (level1.ts)', () => {
  it('leaves out only modules that a Level 1 game does not use', () => {
    const left = DEFAULT_MODULES.filter((m) => !LEVEL_1_MODULES.includes(m));
    expect(left.length).toBeGreaterThan(0);
    for (const m of left)
      for (const players of [3, 4, 5])
        for (const specialActions of [false, true]) {
          const made = createGame({ players, seed: 1, specialActions, level: 1 });
          if (!made.ok) throw new Error(made.error.reason);
          expect(m.enabled(made.game.options), `${m.id} at Level 1`).toBe(false);
        }
  });

  it('does not take away the modules installed before it', () => {
    // index.ts (imported above) installed every module before level1.ts ran.
    expect(installedModules()).toEqual(DEFAULT_MODULES);
  });

  it('plays a Level 1 game exactly as the whole engine does: states, moves, views, wording and links', () => {
    for (const [seed, players, special] of [
      [3, 4, true],
      [8, 3, false],
      [21, 5, true],
    ] as const) {
      installModules(DEFAULT_MODULES);
      const whole = trace(seed, players, special, 60);
      installModules(LEVEL_1_MODULES, 1);
      const first = trace(seed, players, special, 60);
      expect(first.states.length).toBeGreaterThan(30);
      expect(first).toEqual(whole);
    }
    installModules(DEFAULT_MODULES);
  });

  it('refuses a game of a higher level with an error that says what to load, until every module is installed', () => {
    installModules(LEVEL_1_MODULES, 1);
    expect(() => createGame({ players: 4, seed: 5, level: 2 })).toThrow(/all-levels\.ts/);
    installModules(DEFAULT_MODULES);
    expect(createGame({ players: 4, seed: 5, level: 2 }).ok).toBe(true);
  });
});
