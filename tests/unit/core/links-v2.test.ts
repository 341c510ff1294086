/**
 * Share links, version 2, end to end: games and positions round-trip, moves no legal list holds
 * travel as extras, a position stopped inside the Panic! reopens inside it, version-1 links keep
 * opening, and bad links come back as clear errors.
 */
import { describe, expect, it } from 'vitest';
import { nextInt } from '../../../src/machine/core/rng.ts';
import {
  createFromPosition,
  createGame,
  deciders,
  encodeLink,
  encodeLinkV1,
  type GameState,
  legalMoves,
  type Move,
  openLink,
  parseLink,
  play,
  stepOf,
} from '../../../src/machine/index.ts';
import { PANIC_POSITION } from '../../helpers/panic-position.ts';

function randomGame(level: 1 | 2, seed: number, maxMoves: number): { start: GameState; moves: Move[]; end: GameState } {
  const made = createGame({ players: 4, level, seed });
  if (!made.ok) throw new Error(made.error.reason);
  let state = made.game;
  let rng = seed * 7 + 1;
  const moves: Move[] = [];
  for (let k = 0; k < maxMoves && state.phase !== 'gameOver'; k++) {
    const seats = deciders(state);
    let i: number;
    [i, rng] = nextInt(rng, seats.length);
    const list = legalMoves(state, seats[i]!);
    const types = [...new Set(list.map((m) => m.type))];
    [i, rng] = nextInt(rng, types.length);
    const ofType = list.filter((m) => m.type === types[i]);
    [i, rng] = nextInt(rng, ofType.length);
    const out = play(state, ofType[i]);
    if (!out.ok) throw new Error(out.illegal.reason);
    moves.push(out.move);
    state = out.game;
  }
  return { start: made.game, moves, end: state };
}

describe('share links, version 2', () => {
  it('round-trip random Level 1 and Level 2 games to the same states, step and viewpoint', () => {
    for (const level of [1, 2] as const)
      for (let seed = 1; seed <= 6; seed++) {
        const g = randomGame(level, seed, 400);
        const link = encodeLink({ start: { kind: 'new', options: g.start.options }, moves: g.moves, step: Math.floor(g.moves.length / 2), viewer: 2 });
        expect(link.startsWith('g=2.')).toBe(true);
        const opened = openLink(`#${link}`);
        if (!opened.ok) throw new Error(opened.error.reason);
        expect(opened.states[opened.states.length - 1]).toEqual(g.end);
        // Opening keeps a timeline (a checkpoint every 32 moves), not every state.
        expect(opened.timeline.last).toEqual(g.end);
        expect(opened.timeline.checkpoints.length).toBe(Math.floor(g.moves.length / 32) + 1);
        expect(opened.moves).toEqual(g.moves);
        expect(opened.step).toBe(Math.floor(g.moves.length / 2));
        expect(opened.viewer).toBe(2);
        expect(opened.events.length).toBe(g.moves.length);
      }
  });

  it('carry moves that no legal list holds: chosen outcomes and a named draw', () => {
    const made = createFromPosition(PANIC_POSITION);
    if (!made.ok) throw new Error(made.error.reason);
    const moves: Move[] = [];
    let state = made.game;
    const push = (m: unknown) => {
      const out = play(state, m);
      if (!out.ok) throw new Error(out.illegal.reason);
      moves.push(out.move);
      state = out.game;
    };
    push({ type: 'choose', outcome: { kind: 'roll', value: 4 } });
    push({ type: 'choose', outcome: { kind: 'draw', cards: [state.deck[3]!, state.deck[5]!] } });
    const link = encodeLink({ start: { kind: 'position', state: made.game }, moves });
    const opened = openLink(link);
    if (!opened.ok) throw new Error(opened.error.reason);
    expect(opened.moves).toEqual(moves);
    expect(opened.states[opened.states.length - 1]).toEqual(state);
  });

  it('reopen a position set up in the middle of a Panic! inside its negotiation', () => {
    const made = createFromPosition({
      ...PANIC_POSITION,
      guillotine: [
        { card: 'killer-robots', rebels: 3 },
        { card: 'pandemic', rebels: 2 },
        { card: 'wildfires', rebels: 2 },
      ],
      lastCrisisBy: 0,
      panic: { card: 'fascist-rule', by: 0, offers: [], at: 'turn' },
    });
    if (!made.ok) throw new Error(`${made.error.code}: ${made.error.reason}`);
    expect(stepOf(made.game)).toBe('panic.negotiate');
    expect(made.game.phase).toBe('turn.afterTurn');
    expect(deciders(made.game).length).toBe(made.game.players.length);
    const link = encodeLink({ start: { kind: 'position', state: made.game }, moves: [] });
    const opened = openLink(link);
    if (!opened.ok) throw new Error(opened.error.reason);
    expect(opened.states[0]).toEqual(made.game);
    const refused = play(made.game, { type: 'panicAgree', seat: 1 });
    expect(refused.ok ? null : refused.illegal.code).toBe('panic.incomplete');
    // A trade of several Assets is in no legal list: it travels as an extra move.
    const trade = play(made.game, { type: 'panicTrade', seat: 0, partner: 1, give: ['pyramid-scheme', 'think-tank'], take: ['art-hoard'] });
    if (!trade.ok) throw new Error(trade.illegal.reason);
    expect(legalMoves(made.game, 0)).not.toContainEqual(trade.move);
    const traded = openLink(encodeLink({ start: { kind: 'position', state: made.game }, moves: [trade.move] }));
    if (!traded.ok) throw new Error(traded.error.reason);
    expect(traded.states[1]).toEqual(trade.game);
  });

  it('keep opening version-1 links to the same state', () => {
    const g = randomGame(1, 3, 400);
    const v1 = encodeLinkV1({ start: { kind: 'new', options: g.start.options }, moves: g.moves });
    expect(v1.startsWith('g=1.')).toBe(true);
    const opened = openLink(v1);
    if (!opened.ok) throw new Error(opened.error.reason);
    expect(opened.states[opened.states.length - 1]).toEqual(g.end);
  });

  it('parse the syntax alone, without setting up a game', () => {
    const link = encodeLink({ start: { kind: 'new', options: randomGame(1, 1, 0).start.options }, moves: [] });
    const parsed = parseLink(link);
    expect(parsed.ok && parsed.value.version === 2 && [...parsed.value.sections.keys()]).toEqual(['e', 'n']);
  });

  it('refuse bad links with a clear error, never an exception', () => {
    const link = encodeLink({ start: { kind: 'new', options: randomGame(1, 2, 0).start.options }, moves: randomGame(1, 2, 50).moves });
    const cases: [unknown, string][] = [
      ['', 'link.empty'],
      ['hello', 'link.not-a-game'],
      ['g=9.nAAAA.AAAA', 'link.future-version'],
      [link.slice(0, -2), 'link.truncated'],
      [link.replace(/\.n(.)/, (_m, c: string) => `.n${c === 'A' ? 'B' : 'A'}`), 'link.corrupt'],
      [`g=2.${'A'.repeat(1_000_000)}`, 'link.too-long'],
      [link.replace('.', '.\t'), 'link.corrupt'],
      [42, 'link.empty'],
    ];
    for (const [input, code] of cases) {
      const out = openLink(input);
      expect(out.ok ? 'opened' : out.error.code, String(input).slice(0, 30)).toBe(code);
      if (!out.ok) expect(out.error.reason.length).toBeGreaterThan(10);
    }
  });
});

describe('verdict links', () => {
  it('carry a move tried at the step shown; opening one shows the refusal and its rule, or the result', () => {
    const g = randomGame(1, 4, 30);
    const shown = g.moves.length;
    const state = g.end;
    const seat = deciders(state)[0]!;
    // Agreeing to a Panic! sacrifice in the middle of a turn is refused; the verdict says why, and which rule.
    const tried = { type: 'panicAgree', seat } as Move;
    const judged = play(state, tried);
    if (judged.ok) throw new Error('expected a refusal');
    const opened = openLink(encodeLink({ start: { kind: 'new', options: g.start.options }, moves: g.moves, attempt: tried }));
    if (!opened.ok) throw new Error(opened.error.reason);
    expect(opened.step).toBe(shown);
    expect(opened.verdict).toMatchObject({ ok: false, move: tried, illegal: { code: 'phase.not-now', rule: judged.illegal.rule } });
    expect(opened.content.attempt).toEqual(tried);
    // A legal move tried shows its result, step by step.
    const legal = legalMoves(state, seat)[0]!;
    const ok = openLink(encodeLink({ start: { kind: 'new', options: g.start.options }, moves: g.moves, attempt: legal }));
    if (!ok.ok) throw new Error(ok.error.reason);
    expect(ok.verdict?.ok).toBe(true);
    expect(ok.verdict?.ok && ok.verdict.events.length).toBeGreaterThan(0);
  });

  it('judge the move at the step shown, not at the end', () => {
    const g = randomGame(1, 5, 12);
    const move = legalMoves(g.start, deciders(g.start)[0]!)[0]!;
    const expected = play(g.start, move);
    if (!expected.ok) throw new Error(expected.illegal.reason);
    const opened = openLink(encodeLink({ start: { kind: 'new', options: g.start.options }, moves: g.moves, step: 0, attempt: move }));
    if (!opened.ok) throw new Error(opened.error.reason);
    expect(opened.verdict).toMatchObject({ ok: true, game: expected.game, events: expected.events });
  });
});
