/**
 * Share links. Any game, any step, any viewpoint, started new or from a position, survives the trip
 * through a link; and a damaged link (characters lost, added, changed or swapped, cut short, from a
 * newer version, or plain noise) decodes to a game or to a typed error, never to an exception.
 *
 * The engine now writes version 2 links (`encodeLink`) and still opens version 1 ones (`decodeLink`
 * is `openLink`, which reads both). Version 2 cannot even write an illegal move (moves are indices in
 * the legal list), so the illegal-move and damaged-link properties are run on version 1 links
 * (`encodeLinkV1`), whose reader must keep working; version 2's own damage properties are in
 * `link-codec.test.ts`.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BILLIONAIRE_IDS,
  createFromPosition,
  createGame,
  decodeLink,
  deciders,
  encodeLink,
  encodeLinkV1,
  type GameState,
  type Level,
  type LinkContent,
  type LinkErrorCode,
  LINK_PREFIX,
  LINK_VERSION,
  positionOf,
  type Move,
  type MoveInput,
  play,
  replay,
  type Viewer,
} from '../../src/machine/index.ts';
import { checksum, LINK_PREFIX as V1_PREFIX, LINK_VERSION as V1_VERSION } from '../../src/machine/core/link/v1.ts';
import { assertInvariants } from '../helpers/invariants.ts';
import { playRandomly } from '../helpers/random-play.ts';
import { check } from '../helpers/check.ts';

const LINK_ERRORS = {
  'link.empty': true,
  'link.not-a-game': true,
  'link.future-version': true,
  'link.truncated': true,
  'link.corrupt': true,
  'link.setup': true,
  'link.illegal-move': true,
  'link.too-long': true,
  'link.too-many-moves': true,
} as const satisfies Record<LinkErrorCode, true>;
const isLinkErrorCode = (code: string) => Object.prototype.hasOwnProperty.call(LINK_ERRORS, code);

const resting = (s: GameState) => s.windows.length === 0 && (s.phase === 'turn.start' || s.phase === 'turn.action');

/** A game to link to: new from options, or continued from the position of a midgame state. */
function startOf(kind: 'new' | 'position', players: number, specialActions: boolean, seed: number, picks: readonly number[], level: Level = 1): GameState {
  if (kind === 'new') {
    const made = createGame({ players, specialActions, seed, level });
    if (!made.ok) throw new Error(made.error.reason);
    return made.game;
  }
  // Positions are taken from a game that itself began from a position, so hand-made positions with
  // unknown cards are covered too. At Level 2 that position already has Crises beside the Guillotine.
  const made = createFromPosition({
    level,
    players: BILLIONAIRE_IDS.slice(0, players).map((billionaire) => ({ billionaire, hand: [null] })),
    specialActions,
    seed,
    ...(level >= 2
      ? {
          guillotine: [
            { card: 'pandemic', rebels: seed % 3 },
            { card: 'killer-robots', rebels: 2 + (seed % 2) },
          ],
          lastCrisisBy: seed % players,
        }
      : {}),
  });
  if (!made.ok) throw new Error(made.error.reason);
  let s = made.game;
  const target = (picks[0] ?? 0) % 40;
  for (let i = 0; i < 100 && s.phase !== 'gameOver'; i++) {
    s = playRandomly(s, picks.slice(2 * i), 1).final;
    if (resting(s) && i >= target) break;
  }
  if (!resting(s)) return made.game;
  const again = createFromPosition(positionOf(s));
  if (!again.ok) throw new Error(again.error.reason);
  return again.game;
}

function contentOf(start: GameState, kind: 'new' | 'position', moves: LinkContent['moves'], step: number, viewer: Viewer): LinkContent {
  return {
    start: kind === 'new' ? { kind: 'new', options: start.options } : { kind: 'position', state: start },
    moves,
    step,
    viewer,
  };
}

/**
 * The moves of a game up to the first one a version 1 link cannot write: v1 knew only one-for-one
 * Panic! trades, so a gift or a trade of several Assets ends what a v1 link can carry.
 */
function v1Writable(moves: readonly Move[]): Move[] {
  const end = moves.findIndex((m) => m.type === 'panicTrade' && (m.give.length !== 1 || m.take.length !== 1));
  return end < 0 ? [...moves] : moves.slice(0, end);
}

/** A move as a version 1 link records it: agreement and refusal in the Panic! name no seat. */
const v1Shape = (m: Move): unknown => (m.type === 'panicAgree' || m.type === 'panicRefuse' ? { type: m.type } : m);

const picksArb = fc.array(fc.noBias(fc.nat({ max: 0xffff })), { minLength: 300, maxLength: 300 });

describe('share links round-trip', () => {
  it('any game, step and viewpoint comes back exactly, at Level 1 and Level 2', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<'new' | 'position'>('new', 'position'),
        fc.constantFrom<Level>(1, 2),
        fc.integer({ min: 3, max: 5 }),
        fc.boolean(),
        fc.nat(),
        picksArb,
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.integer({ min: -1, max: 4 }),
        fc.boolean(),
        (kind, level, players, specialActions, seed, picks, stepAt, seat, cautious) => {
          const start = startOf(kind, players, specialActions, seed, picks, level);
          // At Level 2 the player also fixes chosen outcomes, so links carry those moves too.
          const run = playRandomly(start, picks, 100, undefined, { tableMoves: true, style: cautious ? 'cautious' : 'bold' });
          const step = Math.floor(stepAt * run.moves.length);
          const viewer: Viewer = seat < 0 || seat >= players ? 'table' : seat;
          const link = encodeLink(contentOf(start, kind, run.moves, step, viewer));

          check(link.startsWith(`${LINK_PREFIX}${LINK_VERSION}.`)).toBe(true);
          check(link).toMatch(/^[A-Za-z0-9\-_.~!*=]+$/); // fragment-safe: nothing to escape
          // As pasted, or as read from location.hash.
          for (const text of [seed % 2 === 0 ? link : `#${link}`]) {
            const decoded = decodeLink(text);
            if (!decoded.ok) throw new Error(`${decoded.error.code}: ${decoded.error.reason}`);
            check(decoded.step).toBe(step);
            check(decoded.viewer).toBe(viewer);
            check(decoded.content.moves).toEqual(run.moves);
            check(decoded.states).toHaveLength(run.moves.length + 1);
            check(decoded.states[0]).toEqual(start);
            check(decoded.states[decoded.states.length - 1]).toEqual(run.final);
          }
        },
      ),
      { numRuns: 200, endOnFailure: true },
    );
  }, 120_000);

  it('a link with an illegal move opens as an error that carries the game up to the last good move', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<'new' | 'position'>('new', 'position'),
        fc.constantFrom<Level>(1, 2),
        fc.integer({ min: 3, max: 5 }),
        fc.nat(),
        picksArb,
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.constantFrom<MoveInput>(
          { type: 'panicAgree' },
          { type: 'removeRebel', crisis: 'floods' },
          { type: 'claim', asset: 'mega-yacht' },
          { type: 'skipBuy' },
          { type: 'returnAsset', asset: 'art-hoard' },
        ),
        (kind, level, players, seed, picks, cutAt, badInput) => {
          const start = startOf(kind, players, true, seed, picks, level);
          const run = playRandomly(start, picks, 80, undefined, { tableMoves: true });
          const moves = v1Writable(run.moves);
          const cut = Math.floor(cutAt * moves.length);
          const good = moves.slice(0, cut);
          const history = replay(start, good);
          if (!history.ok) throw new Error('a prefix of a legal game is legal');
          // The bad move is made by a seat that may act there (so it is refused for what it does, not who makes it).
          const bad = { ...badInput, seat: deciders(history.states[cut]!)[0] ?? 0 } as Move;
          if (play(history.states[cut]!, bad).ok) return; // legal here after all: nothing to test
          const decoded = decodeLink(encodeLinkV1(contentOf(start, kind, [...good, bad, ...moves.slice(cut)], cut, 'table')));
          if (decoded.ok) throw new Error('a link with an illegal move opened');
          expect(decoded.error).toMatchObject({ code: 'link.illegal-move', moveIndex: cut });
          const partial = decoded.error.partial!;
          // v1 recorded no seat for agreeing to or refusing the sacrifice (the table's decision): compare those without it.
          check(partial.content.moves.map(v1Shape)).toEqual(good.map(v1Shape));
          check(partial.content.step).toBe(cut);
          // Version 1 never carried who Invested which face-down card (the engine did not track it then).
          check(partial.states.map(withoutInvested)).toEqual(history.states.map(withoutInvested));
          // The partial game is itself a link that opens.
          const again = decodeLink(encodeLink(partial.content));
          if (!again.ok) throw new Error(again.error.reason);
          check(again.states).toEqual(partial.states);
        },
      ),
      { numRuns: 120, endOnFailure: true },
    );
  }, 60_000);

  it('a position link of a game made by createGame opens that position', () => {
    const made = createGame({ players: 3, seed: 5 });
    if (!made.ok) throw new Error(made.error.reason);
    const decoded = decodeLink(encodeLink({ start: { kind: 'position', state: made.game }, moves: [] }));
    check(decoded.ok).toBe(true);
  });

  it('carries chosen outcomes: stacked cards, chosen draws, a chosen deal and a tie-break', () => {
    const start = createFromPosition({
      players: [
        { billionaire: 'tech-overlord', hand: ['bolts-6'] },
        { billionaire: 'aristocrat', hand: ['diamonds-5'] },
        { billionaire: 'property-speculator', hand: [] },
      ],
      markets: {
        influence: { faceUp: 'bombs-1', faceDown: ['dishes-1'] },
        legacy: { faceUp: 'diamonds-1', faceDown: ['locks-1'] },
        power: { faceUp: 'bombs-4', faceDown: ['dishes-4'] },
        toys: { faceUp: 'locks-7', faceDown: ['diamonds-7', 'bombs-7'] },
        vanity: { faceUp: 'bolts-1', faceDown: ['dishes-7'] },
      },
      deck: ['dishes-2', 'diamonds-3', 'bombs-2'],
    });
    if (!start.ok) throw new Error(start.error.reason);
    const moves: LinkContent['moves'] = [
      { type: 'choose', seat: 'table', outcome: { kind: 'draw', cards: ['bolts-8', 'locks-3'] } },
      { type: 'choose', seat: 'table', outcome: { kind: 'pick', seat: 2 } },
      { type: 'draw', seat: 0, card: 'game-the-market' },
      {
        type: 'gameTheMarket',
        seat: 0,
        card: 'game-the-market',
        deal: ['locks-7', 'diamonds-7', 'bombs-7', 'dishes-7', 'dishes-4', 'bombs-4', 'bolts-1', 'bombs-1', 'diamonds-1', 'dishes-1', 'locks-1'],
      },
      { type: 'skipBuy', seat: 0 },
      { type: 'invest', seat: 1, card: 'diamonds-5', market: 'toys', draw: 'bombs-2' },
    ];
    const history = replay(start.game, moves);
    check(history.ok).toBe(true);
    check(history.moves).toEqual(moves);
    const decoded = decodeLink(encodeLink({ start: { kind: 'position', state: start.game }, moves, step: 3, viewer: 1 }));
    if (!decoded.ok) throw new Error(decoded.error.reason);
    check(decoded.content.moves).toEqual(moves);
    check(decoded.states).toEqual(history.states);
    check(decoded.step).toBe(3);
    check(decoded.viewer).toBe(1);
  });

  it('the step shown defaults to the last move, the viewpoint to the table', () => {
    const made = createGame({ players: 4, seed: 8 });
    if (!made.ok) throw new Error(made.error.reason);
    const run = playRandomly(
      made.game,
      Array.from({ length: 40 }, (_, i) => i * 37),
      20,
    );
    const decoded = decodeLink(encodeLink({ start: { kind: 'new', options: made.game.options }, moves: run.moves }));
    check(decoded.ok && decoded.step).toBe(run.moves.length);
    check(decoded.ok && decoded.viewer).toBe('table');
  });
});

// ---------------------------------------------------------------- damaged links

/** Valid links to damage: short games of each start kind, with and without a step and a viewpoint. */
const LINKS: readonly string[] = Array.from({ length: 36 }, (_, i) => {
  const kind = i % 2 === 0 ? 'new' : 'position';
  const players = 3 + (i % 3);
  const level: Level = i < 24 ? 1 : 2;
  const picks = Array.from({ length: 200 }, (_, j) => (j * 7919 + i * 104729) % 65521);
  const start = startOf(kind, players, i % 4 !== 1, 1000 + i, picks, level);
  // Level 2 links run long enough to reach Crises, the Panic! and sometimes the Revolution.
  const run = playRandomly(start, picks, level === 2 ? 20 + ((i * 7) % 60) : 5 + ((i * 3) % 30), undefined, { tableMoves: level === 2 });
  const moves = v1Writable(run.moves);
  const step = i % 3 === 0 ? moves.length : Math.floor(moves.length / 2);
  return encodeLinkV1(contentOf(start, kind, moves, step, i % 5 === 0 ? 'table' : i % players));
});

/** Recomputes the checksum, so that a damaged body reaches the parser instead of failing the checksum. */
function rechecked(text: string): string {
  const fields = text.split('.');
  if (fields.length < 6) return text;
  const body = fields.slice(0, fields.length - 1).join('.');
  return `${body}.${checksum(body)}`;
}

const ALPHABET = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.~*!=#%'];
const char = fc.oneof(fc.constantFrom(...ALPHABET), fc.string({ minLength: 1, maxLength: 1, unit: 'binary' }));

type Damage = (link: string) => string;
const damage: fc.Arbitrary<Damage> = fc.oneof(
  fc.tuple(fc.nat(), fc.integer({ min: 1, max: 4 })).map(
    ([at, n]): Damage =>
      (l) =>
        l.slice(0, at % l.length) + l.slice((at % l.length) + n),
  ),
  fc.tuple(fc.nat(), fc.array(char, { minLength: 1, maxLength: 3 })).map(
    ([at, cs]): Damage =>
      (l) =>
        l.slice(0, at % (l.length + 1)) + cs.join('') + l.slice(at % (l.length + 1)),
  ),
  fc.tuple(fc.nat(), char).map(
    ([at, c]): Damage =>
      (l) =>
        l.slice(0, at % l.length) + c + l.slice((at % l.length) + 1),
  ),
  fc.nat().map(
    (at): Damage =>
      (l) =>
        l.slice(0, at % l.length),
  ),
  fc.tuple(fc.nat(), fc.nat()).map(([a, b]): Damage => (l) => {
    const [i, j] = [a % l.length, b % l.length].sort((x, y) => x - y) as [number, number];
    return l.slice(0, i) + l[j] + l.slice(i + 1, j) + l[i] + l.slice(j + 1);
  }),
  fc.integer({ min: 2, max: 999 }).map(
    (v): Damage =>
      (l) =>
        l.replace(/^g=\d+\./, `g=${v}.`),
  ),
  fc.constantFrom<Damage>(
    (l) => l.replace(/^g=/, ''),
    (l) => l.toUpperCase(),
    (l) => `${l}.`,
    (l) => l.replace(/\./g, '..'),
    (l) => encodeURIComponent(l),
    (l) => `${l}%`,
  ),
);

describe('damaged share links', () => {
  it('decode to a game or to a typed error, never an exception (10,000+ links)', () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(fc.constantFrom(...LINKS), damage, fc.boolean(), (link, hurt, fix) => {
        const text = fix ? rechecked(hurt(link)) : hurt(link);
        const decoded = decodeLink(text);
        if (decoded.ok) {
          check(decoded.states.length).toBe(decoded.content.moves.length + 1);
          check(decoded.step).toBeLessThanOrEqual(decoded.content.moves.length);
          assertInvariants(decoded.states[decoded.step]!, `decoding ${text}`);
          seen.add('ok');
        } else {
          check(isLinkErrorCode(decoded.error.code), decoded.error.code).toBe(true);
          check(decoded.error.reason.length).toBeGreaterThan(10);
          seen.add(decoded.error.code);
        }
      }),
      { numRuns: 10_000 },
    );
    // The damage reached every kind of answer but "empty" (tested below).
    for (const code of ['ok', 'link.not-a-game', 'link.future-version', 'link.truncated', 'link.corrupt', 'link.illegal-move']) check(seen).toContain(code);
  }, 120_000);

  it('random text and non-strings are typed errors too', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string({ unit: 'grapheme' }),
          fc.string().map((s) => `g=${s}`),
          fc.string().map((s) => `g=1.${s}`),
          fc.anything(),
        ),
        (text) => {
          const decoded = decodeLink(text);
          if (!decoded.ok) check(isLinkErrorCode(decoded.error.code)).toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
    for (const nothing of [undefined, null, 42, {}, '', '#', '   ']) {
      const decoded = decodeLink(nothing);
      check(decoded.ok ? null : decoded.error.code).toBe('link.empty');
    }
  });

  it('names the problem: future version, truncation, checksum, impossible setup, illegal move', () => {
    const link = LINKS[0]!;
    const code = (text: string) => {
      const d = decodeLink(text);
      return d.ok ? 'ok' : d.error.code;
    };
    check(link.startsWith(`${V1_PREFIX}${V1_VERSION}.`)).toBe(true); // a version 1 link, still read
    check(code(link)).toBe('ok');
    // Version 2 is now the engine's own: the next one up is the future.
    check(code(link.replace(/^g=1\./, `g=${LINK_VERSION + 1}.`))).toBe('link.future-version');
    check(code(link.slice(0, link.lastIndexOf('.')))).toBe('link.truncated');
    check(code(link.slice(0, -2))).toBe('link.truncated');
    check(code(`${link.slice(0, -1)}${link.endsWith('a') ? 'b' : 'a'}`)).toBe('link.corrupt');
    check(code('https://example.org/#x=1')).toBe('link.not-a-game');
    // A new game for three players all playing the same Billionaire (n, 3 players, Level 1, no
    // Special Actions, Billionaires 0, 0 and 0, first seat 0, seed z) cannot be set up (two players
    // can: they play with Puppets); a claim at the start of a game is not a legal move.
    check(code(rechecked('g=1.n3100000z....0000'))).toBe('link.setup');
    const start = link.split('.')[1]!;
    const illegal = decodeLink(rechecked(`g=1.${start}.cA...0000`));
    expect(illegal.ok ? 'ok' : illegal.error).toMatchObject({ code: 'link.illegal-move', moveIndex: 0 });
  });
});

/** A state as version 1 could describe it: nobody knows which face-down card they Invested. */
function withoutInvested(s: GameState): GameState {
  return { ...s, players: s.players.map((p) => ({ ...p, invested: [] })) };
}
