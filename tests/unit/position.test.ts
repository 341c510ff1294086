import { describe, expect, it } from 'vitest';
import {
  type CardId,
  createFromPosition,
  createGame,
  type GameState,
  legalMoves,
  MARKETS,
  play,
  type PositionInput,
  positionOf,
  type RuleId,
} from '../../src/machine/index.ts';
import { assertInvariants } from '../helpers/invariants.ts';
import { playAll, position } from '../helpers/game.ts';

const THREE = [{ billionaire: 'aristocrat' }, { billionaire: 'media-baron' }, { billionaire: 'war-profiteer' }] as const;

function refused(input: PositionInput): { code: string; rule: RuleId; reason: string; field?: string } {
  const made = createFromPosition(input);
  if (made.ok) throw new Error('the position was accepted');
  return made.error;
}

describe('createFromPosition refuses impossible positions', () => {
  it('a card in two places', () => {
    const e = refused({ players: [{ billionaire: 'aristocrat', hand: ['diamonds-1'] }, THREE[1], THREE[2]], markets: { toys: { faceUp: 'diamonds-1' } } });
    expect(e).toMatchObject({ code: 'position.card-twice', rule: 'table.position', field: 'markets.toys.faceUp' });
    expect(e.reason).toContain('two places');
  });

  it('an Asset in two places', () => {
    const e = refused({ players: [{ billionaire: 'aristocrat', assets: ['art-hoard'] }, { billionaire: 'media-baron', assets: ['art-hoard'] }, THREE[2]] });
    expect(e).toMatchObject({ code: 'position.asset-twice', rule: 'table.position' });
  });

  it('an Asset at the wrong Market', () => {
    expect(refused({ players: THREE, markets: { toys: { assets: ['art-hoard'] } } }).rule).toBe('table.position');
  });

  it('four Assets in one Market', () => {
    const e = refused({ players: THREE, markets: { vanity: { assets: ['noble-estate', 'golf-plantation', 'celebrity-spouse', 'cult-of-personality'] } } });
    expect(e).toMatchObject({ code: 'position.market-full', rule: 'assets.return' });
  });

  it('a hand of three', () => {
    expect(refused({ players: [{ billionaire: 'aristocrat', hand: ['diamonds-1', 'diamonds-4', 'diamonds-7'] }, THREE[1], THREE[2]] })).toMatchObject({
      code: 'position.hand-limit',
      rule: 'turn.hand-limit',
      field: 'players[0].hand',
      reason: 'Seat 1 holds 3 cards; the hand limit is 2: take one out.',
    });
  });

  it('a hand of three at Level 3 unless its holder is a Revealed Banker', () => {
    const banker = (revealed: boolean): PositionInput => ({
      level: 3,
      players: [{ billionaire: 'aristocrat', hand: ['diamonds-1', 'diamonds-4', 'diamonds-7'] }, THREE[1], THREE[2]],
      roles: [{ role: 'banker', revealed }, null, null],
    });
    expect(refused(banker(false))).toMatchObject({ code: 'position.hand-limit', reason: 'Seat 1 holds 3 cards; the hand limit is 2: take one out.' });
    const made = createFromPosition(banker(true));
    if (!made.ok) throw new Error(made.error.reason);
    expect(made.game.players[0]!.hand).toHaveLength(3);
    expect(
      refused({ ...banker(true), players: [{ billionaire: 'aristocrat', hand: ['diamonds-1', 'diamonds-4', 'diamonds-7', 'bombs-1'] }, THREE[1], THREE[2]] }),
    ).toMatchObject({
      code: 'position.hand-limit',
      reason: 'Seat 1 holds 4 cards; no hand limit is above 3: take cards out.',
    });
  });

  it('a hand of a hundred unknown cards, with a clear message', () => {
    expect(refused({ players: [{ billionaire: 'aristocrat', hand: Array<null>(100).fill(null) }, THREE[1], THREE[2]] })).toMatchObject({
      code: 'position.hand-limit',
      field: 'players[0].hand',
      reason: 'Seat 1 holds 100 cards; no hand limit is above 3: take cards out.',
    });
  });

  it('cards at a closed Market', () => {
    const closedWithCard = {
      players: [{ billionaire: 'aristocrat', assets: ['private-island', 'personal-zoo', 'mega-yacht'] }, THREE[1], THREE[2]],
      markets: { toys: { assets: [], faceUp: 'bombs-1' } },
    } as const;
    expect(refused(closedWithCard)).toMatchObject({ code: 'position.closed-market-cards', rule: 'market.closed' });
    expect(refused({ ...closedWithCard, markets: { toys: { assets: [], faceUp: null, faceDown: ['bombs-1'] } } }).rule).toBe('market.closed');
  });

  it('a player who has already won', () => {
    const e = refused({
      players: [{ billionaire: 'aristocrat', assets: ['corporate-enclave', 'art-hoard', 'think-tank', 'private-island', 'noble-estate'] }, THREE[1], THREE[2]],
    });
    expect(e).toMatchObject({ code: 'position.already-won', rule: 'victory.five-assets' });
  });

  it('unknown cards and Assets, Special Actions that are off, impossible deck sizes, two players', () => {
    // 'X1a' is deliberately not a card (so not a CardId): the position must be refused.
    expect(refused({ players: [{ billionaire: 'aristocrat', hand: ['X1a' as unknown as CardId] }, THREE[1], THREE[2]] }).rule).toBe('table.position');
    expect(refused({ players: [{ billionaire: 'aristocrat', assets: ['moon-base' as never] }, THREE[1], THREE[2]] }).rule).toBe('table.position');
    expect(refused({ specialActions: false, players: [{ billionaire: 'aristocrat', hand: ['audit-1'] }, THREE[1], THREE[2]] }).reason).toContain(
      'Special Action cards are off',
    );
    expect(refused({ players: THREE, deck: ['bombs-1'], deckSize: 0 }).rule).toBe('table.position');
    expect(refused({ players: THREE, deckSize: 49 }).rule).toBe('table.position');
    expect(refused({ players: THREE.slice(0, 2) })).toMatchObject({ code: 'position.options', rule: 'setup.players' });
    // Two players sit with their Puppets: four seats, and a Puppet holds no cards.
    expect(refused({ puppets: true, players: THREE })).toMatchObject({ code: 'position.options', rule: 'puppets.setup' });
    expect(refused({ puppets: true, players: [...THREE, { billionaire: 'tech-overlord', hand: ['bombs-1'] }] })).toMatchObject({
      code: 'position.puppet-cards',
      rule: 'puppets.turns',
    });
    expect(refused({ puppets: true, players: [...THREE, { billionaire: 'tech-overlord' }], current: 1 })).toMatchObject({ rule: 'puppets.setup' });
    expect(refused({ players: THREE, current: 3 }).rule).toBe('setup.first-player');
    expect(refused({ players: THREE, round: 0 }).rule).toBe('table.position');
  });
});

describe('createFromPosition with malformed input', () => {
  it('reports non-list hands, decks, discards and Market cards as errors, never throws', () => {
    const inputs: unknown[] = [
      { players: [{ billionaire: 'aristocrat', hand: 5 }, THREE[1], THREE[2]] },
      { players: THREE, deck: {} },
      { players: THREE, discard: 'bombs-1' },
      { players: THREE, markets: { toys: { faceDown: 3 } } },
      { players: THREE, removedAssets: 'art-hoard' },
    ];
    for (const input of inputs) {
      let made: ReturnType<typeof createFromPosition> | undefined;
      expect(() => (made = createFromPosition(input as PositionInput)), JSON.stringify(input)).not.toThrow();
      expect(made?.ok).toBe(false);
    }
  });
});

describe('createFromPosition fills in what is left out', () => {
  it('deals unknown cards from the unplaced ones, the same way for the same seed', () => {
    const input: PositionInput = { players: [{ billionaire: 'aristocrat', hand: [null, 'diamonds-1'] }, THREE[1], THREE[2]], seed: 9 };
    const a = position(input);
    expect(a.players[0]!.hand).toHaveLength(2);
    expect(a.players[0]!.hand[1]).toBe('diamonds-1');
    for (const m of MARKETS) expect(1 + a.markets[m].faceDown.length).toBe(2);
    expect(a.deck).toHaveLength(49 - 10 - 2);
    expect(position(input)).toEqual(a);
    expect(position({ ...input, seed: 10 }).deck).not.toEqual(a.deck);
    assertInvariants(a);
  });

  it('puts unplaced cards beyond the deck size on the Discard pile, under any named discards', () => {
    const s = position({ players: THREE, deck: ['bombs-1', 'bombs-4'], deckSize: 5, discard: ['bombs-7'] });
    expect(s.deck).toHaveLength(5);
    expect(s.deck.slice(0, 2)).toEqual(['bombs-1', 'bombs-4']);
    expect(s.discard).toHaveLength(49 - 10 - 5);
    expect(s.discard[s.discard.length - 1]).toBe('bombs-7');
    assertInvariants(s);
  });

  it('puts unplaced Assets in their Market; with four players each Billionaire gets their starred Asset by default', () => {
    const s = position({ players: [...THREE, { billionaire: 'tech-overlord' }] });
    expect(s.players.map((p) => p.assets)).toEqual([['cryogenic-lab'], ['gang-of-lawyers'], ['pyramid-scheme'], ['luxury-jet']]);
    expect(s.unusedAssets).toEqual(['cult-of-personality']);
    expect(s.markets.toys.assets).toEqual(['private-island', 'personal-zoo', 'mega-yacht']);
  });

  it('sizes a Market\u2019s cards by inflation when they are left out', () => {
    const s = position({ players: [{ billionaire: 'aristocrat', assets: ['private-island', 'personal-zoo'] }, THREE[1], THREE[2]] });
    expect(1 + s.markets.toys.faceDown.length).toBe(4);
  });
});

describe('positionOf', () => {
  /** What a re-created game must equal: the same state, its options naming where it now starts from. */
  const restarted = (s: GameState): GameState => ({ ...s, options: { ...s.options, seed: s.rng, firstPlayer: s.current } });

  /** Plays 40 moves from `start`, checking the round trip at every turn start and after every draw. */
  function expectRoundTrips(start: GameState) {
    let s = start;
    let checked = 0;
    for (let i = 0; i < 40 && s.phase !== 'gameOver'; i++) {
      if (s.phase === 'turn.start' || s.phase === 'turn.action') {
        const again = createFromPosition(positionOf(s));
        if (!again.ok) throw new Error(`${again.error.rule}: ${again.error.reason}`);
        expect(again.game).toEqual(restarted(s));
        // And it plays on identically.
        const move = legalMoves(s)[0]!;
        const a = play(s, move);
        const b = play(again.game, move);
        expect(a.ok && b.ok).toBe(true);
        if (a.ok && b.ok) expect(b.game).toEqual({ ...a.game, options: b.game.options });
        checked++;
      }
      const moves = legalMoves(s);
      const next = play(s, moves[(i * 7) % moves.length]!);
      if (!next.ok) throw new Error(next.illegal.reason);
      s = next.game;
    }
    expect(checked).toBeGreaterThan(20);
  }

  it('createFromPosition(positionOf(s)) reproduces s for a game that started from a position', () => {
    expectRoundTrips(position({ players: [...THREE, { billionaire: 'tech-overlord' }], seed: 21 }));
  });

  it('createFromPosition(positionOf(s)) reproduces s for a game made by createGame', () => {
    const made = createGame({ players: 4, seed: 21 });
    if (!made.ok) throw new Error(made.error.reason);
    expectRoundTrips(made.game);
  });

  it('keeps removed Assets, closed Markets and the turn and Round counters', () => {
    const s = playAll(
      position({
        players: [
          { billionaire: 'aristocrat', hand: ['audit-1'], assets: ['private-island', 'personal-zoo', 'mega-yacht'] },
          THREE[1],
          { billionaire: 'war-profiteer', assets: ['cult-of-personality'] },
        ],
        markets: { toys: { assets: [], faceUp: null, faceDown: [] } },
        round: 3,
        turn: 17,
      }),
      [{ type: 'audit', card: 'audit-1', player: 2, asset: 'cult-of-personality' }],
    ).game;
    expect(s.removedAssets).toEqual(['cult-of-personality']);
    const again = position(positionOf(s));
    expect(again).toEqual(restarted(s));
    expect(again.round).toBe(3);
    expect(again.turn).toBe(18);
  });
});
