/**
 * The simple computer player at Level 3 (src/players/roles.ts): it drafts and keeps a Role with a
 * reason, Reveals the Banker when that lets it draw, Audits as the Gangster, answers each Reveal
 * moment with the Role it is for (or passes), and decides from its own view only.
 */
import { describe, expect, it } from 'vitest';
import { createGame, deciders, type GameState, type Move, type PositionInput, type RoleId, rolesOf } from '../../src/machine/index.ts';
import { chooseMove, playGame, type PlayerKind } from '../../src/players/index.ts';
import { mustPlay, position } from '../helpers/game.ts';
import { lookAlike } from '../helpers/look-alike.ts';

const simple = (state: GameState, seat: number) => chooseMove('simple', state, seat, 1);

function level3(players: number, seed: number): GameState {
  const made = createGame({ players, level: 3, seed });
  if (!made.ok) throw new Error(made.error.reason);
  return made.game;
}

describe('the simple player drafting Roles (setup.roles)', () => {
  it('always keeps one of the two Roles drawn, saying which and why', () => {
    for (let seed = 0; seed < 12; seed++) {
      let game = level3(3 + (seed % 3), seed);
      while (game.phase === 'setup.decisions') {
        const offer = rolesOf(game).offer!;
        const d = simple(game, offer.seat);
        expect(d.move.type).toBe('keepRole');
        const kept = (d.move as Extract<Move, { type: 'keepRole' }>).role;
        expect(offer.cards).toContain(kept);
        expect(d.reason).toMatch(/^Keeps the [A-Z][\w ]+: .+\.$/);
        game = mustPlay(game, d.move).game;
      }
    }
  });

  it('prefers the Gangster with an Audit card in hand, and the Celebrity otherwise', () => {
    const game = level3(3, 0);
    const offer = rolesOf(game).offer!;
    const drafting = (cards: readonly RoleId[], hand: GameState['players'][number]['hand']): GameState => ({
      ...game,
      players: game.players.map((p, i) => (i === offer.seat ? { ...p, hand } : p)),
      modules: { ...game.modules, roles: { ...rolesOf(game), offer: { seat: offer.seat, cards } } },
    });
    expect(simple(drafting(['gangster', 'celebrity'], ['audit-1']), offer.seat).move).toMatchObject({ role: 'gangster' });
    expect(simple(drafting(['gangster', 'celebrity'], ['bombs-1']), offer.seat).move).toMatchObject({ role: 'celebrity' });
    expect(simple(drafting(['banker', 'scam-artist'], ['bombs-1', 'bolts-2']), offer.seat).move).toMatchObject({ role: 'banker' });
    expect(simple(drafting(['banker', 'scam-artist'], ['bombs-1']), offer.seat).move).toMatchObject({ role: 'scam-artist' });
  });
});

describe('the simple player’s Role powers on its own turn', () => {
  it('Reveals the Banker when a full hand stops it drawing', () => {
    const game = position({
      level: 3,
      players: [
        { billionaire: 'war-profiteer', hand: ['bombs-1', 'bombs-2'] },
        { billionaire: 'tech-overlord', hand: [] },
        { billionaire: 'aristocrat', hand: [] },
      ],
      roles: [{ role: 'banker', revealed: false }, null, null],
    });
    const d = simple(game, 0);
    expect(d.move.type).toBe('revealBanker');
    expect(d.reason).toMatch(/draw/);
    // Once Revealed, it draws.
    expect(simple(mustPlay(game, d.move).game, 0).move.type).toBe('draw');
  });

  it('Audits as the Gangster, taking an Asset it needs', () => {
    const game = position({
      level: 3,
      players: [
        { billionaire: 'war-profiteer', hand: ['audit-1'] },
        { billionaire: 'tech-overlord', hand: [], assets: ['think-tank', 'mega-yacht'] },
        { billionaire: 'aristocrat', hand: [] },
      ],
      roles: [{ role: 'gangster', revealed: false }, null, null],
    });
    const d = simple(game, 0);
    expect(d.move).toMatchObject({ type: 'gangsterAudit', player: 1 });
    expect(d.reason).toMatch(/^Audits as the Gangster/);
  });
});

describe('the simple player at a Reveal moment (roles.reveal)', () => {
  const eve = (roles: PositionInput['roles']) =>
    position({
      level: 3,
      players: [
        { billionaire: 'war-profiteer', hand: ['bombs-9'] },
        { billionaire: 'tech-overlord', hand: [] },
        { billionaire: 'aristocrat', hand: [] },
      ],
      markets: { vanity: { faceUp: 'dishes-1', faceDown: ['floods'] } },
      guillotine: [
        { card: 'killer-robots', rebels: 3 },
        { card: 'pandemic', rebels: 2 },
        { card: 'debt-crisis', rebels: 2 },
        { card: 'doomsday-cults', rebels: 2 },
      ],
      discard: ['locks-9', 'dishes-2', 'bolts-8'],
      panicDone: true,
      roles,
    });
  const revolt = (game: GameState) => mustPlay(game, { type: 'buy', seat: 0, market: 'vanity', cards: ['bombs-9'] }).game;

  it('Reveals the Celebrity at the Revolution; a holder of another Role passes', () => {
    const asked = revolt(eve([null, { role: 'banker', revealed: false }, { role: 'celebrity', revealed: false }]));
    const banker = simple(asked, 1);
    expect(banker.move.type).toBe('passReveal');
    expect(banker.reason).toMatch(/^Reveals nothing: the Banker/);
    const after = mustPlay(asked, banker.move).game;
    expect(simple(after, 2).move.type).toBe('revealCelebrity');
  });

  it('Reveals the Disaster Speculator after a Crisis and takes the two strongest cards', () => {
    const game = position({
      level: 3,
      players: [
        { billionaire: 'war-profiteer', hand: ['bombs-9'] },
        { billionaire: 'tech-overlord', hand: ['bolts-1'] },
        { billionaire: 'aristocrat', hand: [] },
      ],
      markets: { vanity: { faceUp: 'dishes-1', faceDown: ['floods'] } },
      discard: ['locks-9', 'poverty', 'dishes-2'],
      roles: [null, { role: 'disaster-speculator', revealed: false }, null],
    });
    const asked = mustPlay(game, { type: 'buy', seat: 0, market: 'vanity', cards: ['bombs-9'] }).game;
    const d = simple(asked, 1);
    expect(d.move.type).toBe('speculate');
    expect([...(d.move as Extract<Move, { type: 'speculate' }>).take].sort()).toEqual(['bombs-9', 'locks-9']);
    // Then over the hand limit: it discards its weakest card.
    const over = mustPlay(asked, d.move).game;
    const discard = simple(over, 1);
    expect(discard.move).toMatchObject({ type: 'discardToLimit', cards: ['bolts-1'] });
  });

  describe('as the Power Broker in the Panic!', () => {
    const panicBegins = (players: PositionInput['players'], roles: PositionInput['roles']): GameState => {
      let game = position({
        level: 3,
        players,
        markets: { vanity: { faceUp: 'dishes-1', faceDown: ['floods'] } },
        guillotine: [
          { card: 'killer-robots', rebels: 3 },
          { card: 'pandemic', rebels: 2 },
          { card: 'poverty', rebels: 1 },
        ],
        panicDeck: ['fascist-rule', 'panic-2', 'panic-3', 'panic-4', 'panic-5'],
        roles,
      });
      game = mustPlay(game, { type: 'buy', seat: 0, market: 'vanity', cards: ['bombs-9'] }).game;
      while (game.windows.at(-1)?.kind === 'roles.speculator') game = mustPlay(game, { type: 'passReveal', seat: deciders(game)[0]! }).game;
      expect(game.windows.at(-1)?.kind).toBe('roles.broker');
      return game;
    };

    it('dictates a sacrifice that spares its own Assets', () => {
      const game = panicBegins(
        [
          { billionaire: 'war-profiteer', hand: ['bombs-9'], assets: ['think-tank'] },
          { billionaire: 'tech-overlord', hand: [], assets: [] },
          { billionaire: 'aristocrat', hand: [], assets: ['art-hoard'] },
          { billionaire: 'media-baron', hand: [], assets: ['tabloid-empire'] },
        ],
        [null, { role: 'power-broker', revealed: false }, null, null],
      );
      const d = simple(game, 1);
      expect(d.move).toMatchObject({ type: 'dictateSacrifice' });
      expect(d.reason).toMatch(/none of its own Assets/);
    });

    it('passes when every sacrifice it could dictate takes one of its own Assets', () => {
      const game = panicBegins(
        [
          { billionaire: 'war-profiteer', hand: ['bombs-9'], assets: ['think-tank'] },
          { billionaire: 'tech-overlord', hand: [], assets: ['art-hoard'] },
          { billionaire: 'aristocrat', hand: [], assets: ['tabloid-empire', 'cryogenic-lab'] },
        ],
        [null, { role: 'power-broker', revealed: false }, null],
      );
      expect(simple(game, 1).move.type).toBe('passReveal');
    });
  });
});

describe('simple players in whole Level 3 games', () => {
  it('finish every game, keep a Role whenever offered one, and keep their hidden Role at the end of a Round', () => {
    let keptHeld = 0;
    for (let g = 0; g < 9; g++) {
      const players = 3 + (g % 3);
      const run = playGame(level3(players, 40 + g), Array<PlayerKind>(players).fill('simple'), g, 1000, (step) => {
        if (step.move.type === 'keepRole') expect(step.move.role).toBeDefined();
        if (step.move.type === 'keepHeldRole') {
          expect(step.move.keep).toBe(true);
          keptHeld++;
        }
      });
      expect(run.over).toBe(true);
    }
    expect(keptHeld).toBeGreaterThan(0);
  }, 60_000);

  it('decide the same when the Roles they cannot see are dealt out differently', () => {
    let changed = 0;
    let compared = 0;
    for (let g = 0; g < 4; g++) {
      const states: GameState[] = [];
      playGame(level3(4, 70 + g), ['simple', 'random', 'simple', 'random'], g, 150, (step) => states.push(step.state));
      for (const [i, state] of states.entries()) {
        if (i % 4 !== 0) continue;
        for (const seat of deciders(state)) {
          const other = lookAlike(state, seat, 17 * i + g);
          if (JSON.stringify(rolesOf(other)) !== JSON.stringify(rolesOf(state))) changed++;
          for (const kind of ['simple', 'random'] as const) {
            const a = chooseMove(kind, state, seat, i);
            const b = chooseMove(kind, other, seat, i);
            expect(b).toEqual(a);
          }
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(50);
    // The look-alike really moves the Roles the seat cannot see.
    expect(changed).toBeGreaterThan(compared / 2);
  }, 60_000);
});
