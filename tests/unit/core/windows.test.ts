/**
 * Decision windows, proven with a test-only module before Level 3 needs them: after every Buy is
 * resolved, each other seat in turn is asked whether to cheer (a window on another seat's turn).
 * A loud cheer opens a window inside that one, asking the buyer to bow. Play resumes where it
 * stopped once every window has closed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { event } from '../../../src/machine/core/events.ts';
import { field } from '../../../src/machine/core/fields.ts';
import { defineMove } from '../../../src/machine/core/moves.ts';
import { openWindow, seatDone, topWindow } from '../../../src/machine/core/windows.ts';
import { DEFAULT_MODULES } from '../../../src/machine/modules/registry.ts';
import { deciders, type GameModule, type GameState, installModules, legalMoves, stepOf, viewOf } from '../../../src/machine/index.ts';
import { mustPlay, position, refusal } from '../../helpers/game.ts';

declare module '../../../src/machine/core/moves.ts' {
  interface MoveFields {
    cheer: { loud: boolean };
    stayQuiet: object;
    bow: object;
    vote: { yes: boolean };
  }
}
declare module '../../../src/machine/core/events.ts' {
  interface EventFields {
    cheered: { player: number; loud: boolean };
    bowed: { player: number };
  }
}

// The engine's own true-or-false field (how to read it, and how a link writes it).
const loudness = field.bool;

const cheer = defineMove({
  type: 'cheer',
  code: '_', // test-only link codes, clear of the engine's
  label: 'Cheer',
  rule: 'turn.order',
  fields: { loud: loudness },
  candidates: (_s, seat) => [
    { type: 'cheer', seat, loud: false },
    { type: 'cheer', seat, loud: true },
  ],
  check: () => null,
  apply: (state, move) => {
    const asked = seatDone(state, move.seat);
    const next = move.loud ? openWindow(asked, { kind: 'test.bow', seats: [state.current], mode: 'ordered' }) : asked;
    return { state: next, events: [event('cheered', 'turn.order', { player: move.seat, loud: move.loud })] };
  },
  describe: (m) => (m.loud ? 'Cheer loudly' : 'Cheer'),
});
const stayQuiet = defineMove({
  type: 'stayQuiet',
  code: '-', // test-only link codes, clear of the engine's
  label: 'Stay quiet',
  rule: 'turn.order',
  fields: {},
  candidates: (_s, seat) => [{ type: 'stayQuiet', seat }],
  check: () => null,
  apply: (state, move) => ({ state: seatDone(state, move.seat), events: [] }),
  describe: () => 'Stay quiet',
});
const bow = defineMove({
  type: 'bow',
  code: '9', // test-only link codes, clear of the engine's
  label: 'Bow',
  rule: 'turn.order',
  fields: {},
  candidates: (_s, seat) => [{ type: 'bow', seat }],
  check: () => null,
  apply: (state, move) => ({ state: seatDone(state, move.seat), events: [event('bowed', 'turn.order', { player: move.seat })] }),
  describe: () => 'Bow',
});

/**
 * A secret vote, as Level 4's envelopes will be: every seat decides without seeing the others'
 * choices; the votes are revealed together once all are in.
 */
declare module '../../../src/machine/core/state.ts' {
  interface ModuleSlices {
    'test-vote': { readonly votes: readonly (boolean | null)[]; readonly revealed: boolean };
  }
}
const vote = defineMove({
  type: 'vote',
  code: '8z', // test-only link code (a two-character one), clear of the engine's
  label: 'Vote',
  rule: 'turn.order',
  fields: {
    yes: {
      read: (v: unknown) => (typeof v === 'boolean' ? v : undefined),
      optional: false,
      what: 'true or false',
      link: { write: (w, v) => w.digit(v ? 1 : 0), read: (r) => r.digit(2) === 1 },
    },
  },
  candidates: (_s, seat) => [
    { type: 'vote', seat, yes: true },
    { type: 'vote', seat, yes: false },
  ],
  check: () => null,
  apply: (state, move) => {
    const slice = state.modules['test-vote']!;
    const votes = slice.votes.map((v, i) => (i === move.seat ? move.yes : v));
    const next = seatDone({ ...state, modules: { ...state.modules, 'test-vote': { votes, revealed: false } } }, move.seat);
    const allIn = next.windows.length < state.windows.length;
    return { state: allIn ? { ...next, modules: { ...next.modules, 'test-vote': { votes, revealed: true } } } : next, events: [] };
  },
  describe: (m) => (m.yes ? 'Vote yes' : 'Vote no'),
});
const voting: GameModule = {
  id: 'test-vote',
  enabled: () => true,
  families: [vote],
  windows: { 'test.vote': { label: 'Vote in secret', rule: 'turn.order', accepts: ['vote'] } },
  moments: {
    turnEnd: (state: GameState) =>
      state.turn === 1
        ? {
            state: openWindow(
              { ...state, modules: { ...state.modules, 'test-vote': { votes: state.players.map(() => null), revealed: false } } },
              { kind: 'test.vote', seats: state.players.map((_, i) => i), mode: 'secret' },
            ),
            events: [],
          }
        : { state, events: [] },
  },
  // A seat sees its own vote, and the others' only once revealed.
  view: (state: GameState, viewer) => {
    const s = state.modules['test-vote'];
    if (!s) return null;
    return { votes: s.votes.map((v, i) => (s.revealed || viewer === 'table' || viewer === i ? v : v === null ? null : 'hidden')), revealed: s.revealed };
  },
  rules: ['turn.order'],
};

const applause: GameModule = {
  id: 'test-applause',
  enabled: () => true,
  families: [cheer, stayQuiet, bow],
  windows: {
    'test.cheer': { label: 'Cheer the buyer, or stay quiet', rule: 'turn.order', accepts: ['cheer', 'stayQuiet'] },
    'test.bow': { label: 'Bow to the crowd', rule: 'turn.order', accepts: ['bow'] },
  },
  moments: {
    // Every other seat is asked, in seat order after the buyer: decided from public facts only.
    buyResolved: (state: GameState) => {
      const n = state.players.length;
      const seats = Array.from({ length: n - 1 }, (_, k) => (state.current + 1 + k) % n);
      return { state: openWindow(state, { kind: 'test.cheer', seats, mode: 'ordered' }), events: [] };
    },
  },
  rules: ['turn.order'],
};

beforeAll(() => installModules([...DEFAULT_MODULES, applause]));
afterAll(() => installModules(DEFAULT_MODULES));

const start = () =>
  position({
    players: [
      { billionaire: 'war-profiteer', hand: ['bombs-7'] },
      { billionaire: 'tech-overlord', hand: ['bolts-1'] },
      { billionaire: 'aristocrat', hand: ['diamonds-1'] },
    ],
    markets: { toys: { faceUp: 'dishes-1', faceDown: [] } },
    current: 0,
    phase: 'turn.action',
  });

describe('decision windows', () => {
  it('open on another seat’s turn, ask each seat in order, then play resumes where it stopped', () => {
    const bought = mustPlay(start(), { type: 'buy', market: 'toys', cards: ['bombs-7'] }).game;
    const claimed = mustPlay(bought, { type: 'declineClaim' }).game;
    expect(claimed.phase).toBe('turn.afterBuy');
    expect(stepOf(claimed)).toBe('test.cheer');
    expect(deciders(claimed)).toEqual([1]);
    expect(viewOf(claimed, 2).deciders).toEqual([1]);
    expect(legalMoves(claimed, 0)).toEqual([]);
    expect(legalMoves(claimed, 1).map((m) => m.type)).toEqual(['cheer', 'cheer', 'stayQuiet']);
    expect(refusal(claimed, { type: 'cheer', seat: 2, loud: false }).code).toBe('seat.not-deciding');
    expect(refusal(claimed, { type: 'draw', seat: 0 }).code).toBe('phase.not-now');
    const one = mustPlay(claimed, { type: 'stayQuiet', seat: 1 }).game;
    expect(deciders(one)).toEqual([2]);
    const done = mustPlay(one, { type: 'cheer', seat: 2, loud: false });
    expect(done.events.map((e) => e.type)).toEqual(['cheered', 'turnEnded']);
    expect(done.game.windows).toEqual([]);
    expect(done.game.phase).toBe('turn.start');
    expect(done.game.current).toBe(1);
  });

  it('nest: a window opened inside another is answered first, then the outer one goes on', () => {
    let g = mustPlay(mustPlay(start(), { type: 'buy', market: 'toys', cards: ['bombs-7'] }).game, { type: 'declineClaim' }).game;
    g = mustPlay(g, { type: 'cheer', seat: 1, loud: true }).game;
    expect(g.windows.map((w) => w.kind)).toEqual(['test.cheer', 'test.bow']);
    expect(deciders(g)).toEqual([0]);
    expect(refusal(g, { type: 'cheer', seat: 2, loud: false }).code).toBe('phase.not-now');
    g = mustPlay(g, { type: 'bow', seat: 0 }).game;
    expect(topWindow(g)?.kind).toBe('test.cheer');
    expect(deciders(g)).toEqual([2]);
    g = mustPlay(g, { type: 'stayQuiet', seat: 2 }).game;
    expect(g.phase).toBe('turn.start');
  });
});

describe('a secret decision window', () => {
  beforeAll(() => installModules([...DEFAULT_MODULES, voting]));
  afterAll(() => installModules(DEFAULT_MODULES));

  it('asks every seat at once, hides each vote from the others until all are in, then reveals them together', () => {
    let g = mustPlay(start(), { type: 'invest', card: 'bombs-7', market: 'toys' }).game;
    expect(stepOf(g)).toBe('test.vote');
    expect(deciders(g)).toEqual([0, 1, 2]);
    g = mustPlay(g, { type: 'vote', seat: 2, yes: true }).game;
    expect(deciders(g)).toEqual([0, 1]);
    expect((viewOf(g, 0).modules as Record<string, { votes: unknown[] }>)['test-vote']!.votes).toEqual([null, null, 'hidden']);
    expect((viewOf(g, 2).modules as Record<string, { votes: unknown[] }>)['test-vote']!.votes).toEqual([null, null, true]);
    expect(refusal(g, { type: 'vote', seat: 2, yes: false }).code).toBe('seat.not-deciding');
    g = mustPlay(g, { type: 'vote', seat: 0, yes: false }).game;
    g = mustPlay(g, { type: 'vote', seat: 1, yes: true }).game;
    expect(g.windows).toEqual([]);
    expect((viewOf(g, 0).modules as Record<string, { votes: unknown[] }>)['test-vote']!.votes).toEqual([false, true, true]);
    expect(g.phase).toBe('turn.start');
  });
});
