/**
 * Moves that are not moves: arbitrary values, objects shaped almost like moves, and real legal moves
 * with one field changed. `play` must never throw; a refusal must carry a code, a reason and a known
 * rule id; and anything it accepts must be a move the rules allow.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ASSETS,
  checkMove,
  createGame,
  crisesOf,
  DECK_CARDS,
  type GameState,
  isRuleId,
  type Level,
  legalMoves,
  MARKETS,
  type Move,
  type MoveType,
  play,
  type PlayResult,
  stepOf,
  validateMove,
} from '../../src/machine/index.ts';
import { assertInvariants } from '../helpers/invariants.ts';
import { playRandomly } from '../helpers/random-play.ts';
import { check } from '../helpers/check.ts';

const MOVE_TYPES: readonly MoveType[] = [
  'draw',
  'buy',
  'claim',
  'declineClaim',
  'invest',
  'exchangeHand',
  'exchangeMarkets',
  'audit',
  'scam',
  'gameTheMarket',
  'skipBuy',
  'pass',
  'returnAsset',
  'endRoundEarly',
  'choose',
  'panicOffer',
  'panicWithdraw',
  'panicTrade',
  'panicAgree',
  'panicRefuse',
  'removeRebel',
] satisfies readonly MoveType[];
const FIELDS = ['seat', 'card', 'cards', 'market', 'markets', 'asset', 'player', 'partner', 'take', 'give', 'draw', 'deal', 'value', 'crisis', 'panic', 'outcome'];

/**
 * A pool of positions to throw moves at, one per phase a game rests in, Level 1 and Level 2 (the
 * Panic!'s negotiation and Rebel removal, a Buy that found a Crisis, the Revolution), taken from
 * random games (made once, outside the properties, so each run costs one `play`).
 */
function poolOf(level: Level, size: number): GameState[] {
  const out: GameState[] = [];
  const seen = new Map<string, number>();
  for (let seed = 0; out.length < size && seed < 400; seed++) {
    const made = createGame({ players: 3 + (seed % 3), seed, specialActions: seed % 4 !== 0, level });
    if (!made.ok) throw new Error(made.error.reason);
    const picks = Array.from({ length: 400 }, (_, i) => (i * 7919 + seed * 104729) % 65521);
    playRandomly(
      made.game,
      picks,
      200,
      ({ after }) => {
        const key = `${stepOf(after)}${crisesOf(after).found ? '+crisis' : ''}${after.result?.kind ?? ''}`;
        const n = seen.get(key) ?? 0;
        if (n < 15 && (after.phase !== 'turn.start' || (seed + n) % 9 === 0)) {
          seen.set(key, n + 1);
          out.push(after);
        }
      },
      { tableMoves: level >= 2, style: seed % 2 === 0 ? 'bold' : 'cautious' },
    );
  }
  return out;
}

const POOL: readonly GameState[] = [...poolOf(1, 60), ...poolOf(2, 150)];

/** A refusal is a value with a code, a reason and a rule id the site has a paragraph for. */
function expectSoundRefusal(result: PlayResult) {
  if (result.ok) return;
  check(typeof result.illegal.code).toBe('string');
  check(result.illegal.code.length).toBeGreaterThan(0);
  check(result.illegal.reason.length).toBeGreaterThan(0);
  check(isRuleId(result.illegal.rule), result.illegal.rule).toBe(true);
}

const state = fc.constantFrom(...POOL);

/** Values of the right kind but not necessarily right here: real cards, Markets, Assets, seats and numbers. */
const plausible = fc.oneof(
  fc.constantFrom(...DECK_CARDS.map((c) => c.id)),
  fc.constantFrom(...MARKETS),
  fc.constantFrom(...ASSETS.map((a) => a.id)),
  fc.integer({ min: -2, max: 9 }),
  fc.array(fc.constantFrom(...DECK_CARDS.map((c) => c.id)), { maxLength: 4 }),
  fc.tuple(fc.constantFrom(...MARKETS), fc.constantFrom(...MARKETS)),
  fc.constantFrom('fascist-rule', 'panic-2', 'killer-robots', 'table'),
  fc.record({
    kind: fc.constantFrom('draw', 'roll', 'pick', 'crisis', 'panic', 'steal'),
    cards: fc.array(fc.constantFrom(...DECK_CARDS.map((c) => c.id)), { maxLength: 3 }),
  }),
  fc.record({ kind: fc.constantFrom('roll', 'pick'), value: fc.integer({ min: -2, max: 9 }), seat: fc.integer({ min: -2, max: 9 }) }, { requiredKeys: ['kind'] }),
  fc.record(
    { kind: fc.constantFrom('crisis', 'panic'), card: fc.constantFrom('killer-robots', 'floods', 'bombs-1'), panic: fc.constantFrom('fascist-rule', 'panic-2', 'nope') },
    { requiredKeys: ['kind'] },
  ),
);

describe('garbage moves', () => {
  it('pool covers every resting phase of a Level 1 and a Level 2 game', () => {
    const phases = (level: Level) => new Set(POOL.filter((s) => s.options.level === level).map(stepOf));
    check(phases(1)).toEqual(new Set(['turn.start', 'turn.action', 'turn.claim', 'turn.gameTheMarket', 'endOfRound.emergency', 'gameOver']));
    check(phases(2)).toEqual(
      new Set(['turn.start', 'turn.action', 'turn.claim', 'turn.gameTheMarket', 'endOfRound.emergency', 'panic.negotiate', 'panic.remove', 'gameOver']),
    );
    check(POOL.some((s) => crisesOf(s).found !== null && s.phase === 'turn.claim')).toBe(true);
    check(POOL.some((s) => s.result?.kind === 'revolution')).toBe(true);
  });

  it('arbitrary values are refused as values, never thrown', () => {
    fc.assert(
      fc.property(state, fc.anything({ withNullPrototype: true, withObjectString: true }), (s, garbage) => {
        const result = play(s, garbage);
        expectSoundRefusal(result);
        if (result.ok) check(validateMove(garbage).ok).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('objects shaped like moves, with random fields, are refused or are real legal moves', () => {
    const shaped = fc
      .tuple(
        fc.constantFrom<string>(...MOVE_TYPES, 'steal', 'Buy', ''),
        fc.dictionary(fc.constantFrom(...FIELDS, 'extra', '__proto__'), fc.oneof(plausible, fc.anything()), { maxKeys: 4 }),
      )
      .map(([type, fields]) => ({ ...fields, type }));
    fc.assert(
      fc.property(state, shaped, (s, move) => {
        const result = play(s, move);
        expectSoundRefusal(result);
        if (result.ok) {
          check(checkMove(s, move)).toBeNull();
          assertInvariants(result.game, () => `after ${JSON.stringify(move)}`);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('a real legal move with one field changed, dropped or added is refused cleanly, or is still a legal move', () => {
    const withMove = state.filter((s) => legalMoves(s).length > 0).chain((s) => fc.tuple(fc.constant(s), fc.constantFrom(...legalMoves(s))));
    const change = fc.oneof(
      fc.record({ kind: fc.constant('replace' as const), value: fc.oneof(plausible, fc.anything()) }),
      fc.record({ kind: fc.constant('drop' as const) }),
      fc.record({ kind: fc.constant('add' as const), key: fc.constantFrom(...FIELDS, 'extra'), value: plausible }),
      fc.record({ kind: fc.constant('retype' as const), type: fc.constantFrom(...MOVE_TYPES) }),
    );
    fc.assert(
      fc.property(withMove, change, fc.nat(), ([s, move], how, pick) => {
        const fields = Object.keys(move).filter((k) => k !== 'type');
        const field = fields[pick % Math.max(fields.length, 1)];
        const changed: Record<string, unknown> = { ...move };
        if (how.kind === 'replace' && field) changed[field] = how.value;
        if (how.kind === 'drop' && field) delete changed[field];
        if (how.kind === 'add') changed[how.key] = how.value;
        if (how.kind === 'retype') changed.type = how.type;

        const result = play(s, changed);
        expectSoundRefusal(result);
        const listed = legalMoves(s).some((m) => JSON.stringify(m) === JSON.stringify(changed));
        if (listed) check(result.ok).toBe(true);
        if (result.ok) {
          check(checkMove(s, changed)).toBeNull();
          assertInvariants(result.game, () => `after ${JSON.stringify(changed)}`);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('after the game is over every move is refused as game over', () => {
    const over = POOL.filter((s) => s.phase === 'gameOver');
    check(over.length).toBeGreaterThan(0);
    for (const s of over)
      for (const type of MOVE_TYPES) {
        const result = play(s, { type } as Move);
        check(result.ok).toBe(false);
        if (!result.ok) check(result.illegal.code).toBe('game.over');
      }
  });

  it('after the Revolution a refused move cites the rule that ended the game', () => {
    const over = POOL.filter((s) => s.result?.kind === 'revolution');
    check(over.length).toBeGreaterThan(0);
    for (const s of over) {
      const result = play(s, { type: 'draw' });
      check(result.ok).toBe(false);
      if (!result.ok) expect(result.illegal).toMatchObject({ code: 'game.over', rule: 'revolution.all-rebels' });
    }
  });
});
