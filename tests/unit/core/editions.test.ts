/**
 * Rules editions, proven with a test-only correction: from edition 2 on, nobody may Invest. A link
 * written under edition 1 (no `e` section) replays exactly as written, then opens under today's
 * rules up to its first Invest, naming the correction; one with no Invest opens whole.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { corrected, CURRENT_EDITION } from '../../../src/machine/core/editions.ts';
import { illegal } from '../../../src/machine/core/illegal.ts';
import { editionOf, uncorrectedFor } from '../../../src/machine/core/link/editions.ts';
import { linkChecksum } from '../../../src/machine/core/link/index.ts';
import { DEFAULT_MODULES } from '../../../src/machine/modules/registry.ts';
import { createGame, encodeLink, type GameModule, type GameState, installModules, type Move, openLink } from '../../../src/machine/index.ts';
import { playGame } from '../../../src/players/index.ts';

const NO_INVEST = 'test.no-invest';

const noInvest: GameModule = {
  rules: ['invest.card'],
  id: 'test-no-invest',
  enabled: () => true,
  corrections: [{ id: NO_INVEST, edition: 2, rule: 'invest.card', summary: 'Nobody may Invest any more' }],
  veto: (state, move) =>
    move.type === 'invest' && corrected(state, NO_INVEST) ? illegal('invest.market-closed', 'invest.card', 'No Investing under this edition.') : null,
};

beforeAll(() => installModules([...DEFAULT_MODULES, noInvest]));
afterAll(() => installModules(DEFAULT_MODULES));

/** A three-player game played under edition 1 by the computer players, and its moves. */
function editionOneGame(seed: number): { start: GameState; moves: Move[] } {
  const made = createGame({ players: 3, level: 1, seed, uncorrected: uncorrectedFor(1) });
  if (!made.ok) throw new Error(made.error.reason);
  const moves: Move[] = [];
  playGame(made.game, ['simple', 'simple', 'random'], seed, 200, (s) => moves.push(s.move));
  return { start: made.game, moves };
}

describe('rules editions', () => {
  it('names the edition of a game from the corrections it plays without', () => {
    expect(CURRENT_EDITION).toBe(2);
    expect(uncorrectedFor(1)).toContain(NO_INVEST);
    expect(uncorrectedFor(2)).toEqual([]);
    expect(editionOf({})).toBe(2);
    expect(editionOf({ uncorrected: [NO_INVEST] })).toBe(1);
  });

  // Editions are written as link numbers: 2 is `C`.
  it('writes the edition into new links and leaves it out of edition-1 ones', () => {
    const today = createGame({ players: 3, level: 1, seed: 5 });
    if (!today.ok) throw new Error();
    expect(encodeLink({ start: { kind: 'new', options: today.game.options }, moves: [] })).toMatch(/^g=2\.eC\./);
    const { start } = editionOneGame(5);
    expect(encodeLink({ start: { kind: 'new', options: start.options }, moves: [] })).toMatch(/^g=2\.n/);
  });

  it('opens an old link up to the first move today refuses, naming the correction', () => {
    const { start, moves } = editionOneGame(7);
    const firstInvest = moves.findIndex((m) => m.type === 'invest');
    expect(firstInvest).toBeGreaterThan(0);
    const link = encodeLink({ start: { kind: 'new', options: start.options }, moves });
    const opened = openLink(link);
    if (!opened.ok) throw new Error(opened.error.reason);
    expect(opened.asWritten?.moves).toHaveLength(moves.length);
    expect(opened.edition).toMatchObject({ written: 1, shown: 2, moves: firstInvest, stop: { move: firstInvest } });
    expect(opened.edition?.stop?.corrections.map((c) => c.id)).toEqual([NO_INVEST]);
    expect(opened.moves).toEqual(moves.slice(0, firstInvest));
    // Today's game plays today's rules, and its link says so.
    expect(opened.content.start.kind === 'new' && opened.content.start.options).not.toHaveProperty('uncorrected');
    expect(encodeLink(opened.content)).toMatch(/^g=2\.eC\./);
  });

  it('opens an old link whole when today plays it the same', () => {
    const { start, moves } = editionOneGame(7);
    const before = moves.slice(
      0,
      moves.findIndex((m) => m.type === 'invest'),
    );
    const opened = openLink(encodeLink({ start: { kind: 'new', options: start.options }, moves: before, step: 2 }));
    if (!opened.ok) throw new Error(opened.error.reason);
    expect(opened.edition).toEqual({ written: 1, shown: 2, moves: before.length });
    expect(opened.moves).toEqual(before);
    expect(opened.step).toBe(2);
  });

  it('refuses a link from a newer edition than it knows', () => {
    const today = createGame({ players: 3, level: 1, seed: 5 });
    if (!today.ok) throw new Error();
    const link = encodeLink({ start: { kind: 'new', options: today.game.options }, moves: [] });
    const body = link.slice(0, link.lastIndexOf('.')).replace('.eC.', '.eD.');
    const opened = openLink(`${body}.${linkChecksum(body)}`);
    expect(opened.ok || opened.error.code).toBe('link.future-version');
  });
});
