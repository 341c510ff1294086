/**
 * The simple computer player with the Space Program (src/players/space.ts): each decision in a
 * position made for it, with the move it makes and the reason it gives. It contributes a card of its
 * own Suit once the Panic! has happened when it holds the Space Cowboy or the envelope is small;
 * launches as the Space Cowboy only when the Revolution is near or a rival is about to win; boards
 * alone on a score of 4 or more, otherwise invites the partner who adds most; takes its own Puppet
 * along; answers an invitation yes on a combined 4 or more, unless it is one Asset from winning.
 */
import { describe, expect, it } from 'vitest';
import { type CardId, type GameState, legalMoves, type PositionInput, type RoleId, rolesOf, TABLE } from '../../src/machine/index.ts';
import { chooseMove } from '../../src/players/index.ts';
import { ownChanceAt } from '../../src/players/chances.ts';
import { mustPlay, position } from '../helpers/game.ts';

const simple = (state: GameState, seat: number) => chooseMove('simple', state, seat, 1);

/** Closed to Buys it could hope to win: every Market it needs shows a 3 of another Suit over two hidden cards. */
const HARD_MARKETS: PositionInput['markets'] = {
  power: { faceUp: 'bolts-7', faceDown: [null, null] },
  influence: { faceUp: 'bolts-8', faceDown: [null, null] },
  legacy: { faceUp: 'bolts-9', faceDown: [null, null] },
  toys: { faceUp: 'diamonds-7', faceDown: [null, null] },
  vanity: { faceUp: 'diamonds-8', faceDown: [null, null] },
};

interface Table {
  readonly hand?: PositionInput['players'][number]['hand'];
  readonly role?: RoleId | null;
  readonly envelope?: readonly CardId[];
  readonly panicDone?: boolean;
  readonly rebels?: number;
  /** The Tech Overlord's (seat 1) Assets. */
  readonly rival?: PositionInput['players'][number]['assets'];
  readonly deck?: PositionInput['deck'];
}

/** Activated Crises carrying `rebels` Rebels between them, each up to its own number. */
function rebelsOn(rebels: number): { card: CardId; rebels: number }[] {
  const out: { card: CardId; rebels: number }[] = [];
  let left = rebels;
  for (const [card, most] of [
    ['killer-robots', 3],
    ['crisis-12', 3],
    ['pandemic', 2],
    ['floods', 2],
  ] as const) {
    if (left === 0) break;
    out.push({ card, rebels: Math.min(most, left) });
    left -= Math.min(most, left);
  }
  return out;
}

/** Four players at Level 3 with the Space Program; seat 0 (the War Profiteer, Bombs) to play. */
function table(t: Table = {}): GameState {
  const rebels = t.rebels ?? 0;
  return position({
    level: 3,
    modules: ['space-program'],
    players: [
      { billionaire: 'war-profiteer', hand: t.hand ?? ['bombs-2', 'bombs-8'], assets: [] },
      { billionaire: 'tech-overlord', hand: [], assets: t.rival ?? [] },
      { billionaire: 'aristocrat', hand: [], assets: [] },
      { billionaire: 'media-baron', hand: [], assets: [] },
    ],
    markets: HARD_MARKETS,
    panicDone: t.panicDone ?? true,
    guillotine: rebelsOn(rebels),
    roles: [t.role === null ? null : { role: t.role ?? 'celebrity', revealed: false }, null, null, null],
    spaceProgram: { envelope: t.envelope ?? [] },
    ...(t.deck ? { deck: t.deck } : {}),
  });
}

/** The same table at the end of seat 0's turn: it swapped two Markets' face-up cards, the launch step is next. */
function atLaunch(t: Table): GameState {
  return mustPlay(table(t), { type: 'exchangeMarkets', seat: 0, markets: ['power', 'vanity'] }).game;
}

/** Seat 0 launches (the die set to `roll`), reaching the boarding step. */
function launched(t: Table, roll = 1): GameState {
  const at = mustPlay(atLaunch({ ...t, role: 'space-cowboy' }), { type: 'choose', seat: TABLE, outcome: { kind: 'roll', value: roll } }).game;
  return mustPlay(at, { type: 'launch', seat: 0, go: true }).game;
}

describe('the simple player contributing to the Space Program', () => {
  it('holding the Space Cowboy after the Panic!, seals its strongest card of its own Suit', () => {
    const d = simple(table({ role: 'space-cowboy', envelope: ['dishes-1', 'locks-2', 'bolts-3', 'diamonds-1'] }), 0);
    expect(d.move).toMatchObject({ type: 'contribute', card: 'bombs-8' });
    expect(d.reason).toBe(
      'Contributes 3 Bombs to the Space Program: it holds the Space Cowboy and may launch the Rocket, and a card of its own Suit raises its own Launch Score.',
    );
  });

  it('seals a card of its own Suit when the envelope is small, whatever its Role', () => {
    const d = simple(table({ envelope: ['dishes-1'] }), 0);
    expect(d.move).toMatchObject({ type: 'contribute', card: 'bombs-8' });
    expect(d.reason).toMatch(/^Contributes 3 Bombs to the Space Program: the envelope holds only 1 card, so a card of its own Suit goes far/);
  });

  it('keeps its cards when the envelope is already full and it cannot launch, or before the Panic!', () => {
    expect(simple(table({ envelope: ['dishes-1', 'locks-2', 'bolts-3'] }), 0).move.type).not.toBe('contribute');
    expect(simple(table({ role: 'space-cowboy', panicDone: false }), 0).move.type).not.toBe('contribute');
  });

  it('never contributes a card of another Suit', () => {
    const d = simple(table({ hand: ['dishes-8', 'locks-8'], role: 'space-cowboy' }), 0);
    expect(d.move.type).not.toBe('contribute');
  });

  it('drafts the Space Cowboy after the Celebrity', () => {
    const game = position({
      level: 3,
      modules: ['space-program'],
      players: [{ billionaire: 'war-profiteer', hand: ['bombs-1'] }, { billionaire: 'tech-overlord' }, { billionaire: 'aristocrat' }],
      roleDraft: [0, 1, 2],
      roleDeck: ['scam-artist', 'space-cowboy'],
    });
    expect(rolesOf(game).offer?.cards).toEqual(['scam-artist', 'space-cowboy']);
    const d = simple(game, 0);
    expect(d.move).toMatchObject({ type: 'keepRole', role: 'space-cowboy' });
    expect(d.reason).toBe('Keeps the Space Cowboy: once the Panic! has happened it can launch the Rocket.');
  });
});

describe('the simple player as the Space Cowboy at the end of its turn', () => {
  it('launches when the Revolution is near', () => {
    const d = simple(atLaunch({ role: 'space-cowboy', rebels: 8 }), 0);
    expect(d.move).toEqual({ type: 'launch', seat: 0, go: true });
    expect(d.reason).toBe('Reveals the Space Cowboy and launches: 8 Rebels stand on the Crises, the Revolution at 10 is near, and the Rocket is a way out.');
  });

  it('launches when a rival needs one more Asset and it needs more', () => {
    const d = simple(atLaunch({ role: 'space-cowboy', rival: ['mega-yacht', 'personal-zoo', 'art-hoard', 'tabloid-empire'] }), 0);
    expect(d.move).toEqual({ type: 'launch', seat: 0, go: true });
    expect(d.reason).toMatch(/^Reveals the Space Cowboy and launches: the Tech Overlord \(seat 2\) needs only one more Asset and it needs 5/);
  });

  it('does not launch otherwise: it cannot read the envelope', () => {
    const d = simple(atLaunch({ role: 'space-cowboy', envelope: ['bombs-9', 'dishes-1'], rebels: 7 }), 0);
    expect(d.move).toEqual({ type: 'launch', seat: 0, go: false });
    expect(d.reason).toBe("Does not launch yet: it cannot see whose Suit fills the envelope (2 cards), and neither the Revolution nor a rival's win is near.");
  });

  it('asked with another hidden Role, it says no', () => {
    const d = simple(atLaunch({ role: 'banker', rebels: 9 }), 0);
    expect(d.move).toEqual({ type: 'launch', seat: 0, go: false });
    expect(d.reason).toBe('Does not launch: only the Space Cowboy can, and it does not hold it.');
  });
});

describe('the simple player boarding the Rocket', () => {
  it('boards alone on a score of 4 or more', () => {
    const game = launched({ envelope: ['bombs-7', 'bombs-5', 'dishes-8'], deck: ['locks-1'] });
    expect(legalMoves(game, 0).map((m) => m.type)).toContain('boardRocket');
    const d = simple(game, 0);
    expect(d.move).toEqual({ type: 'boardRocket', seat: 0 });
    expect(d.reason).toBe('Boards the Rocket alone: its score of 5 escapes on 4 rolls in 6 (1 to 4), and the win is its own.');
  });

  it('on 3 or less, invites the partner whose score adds most', () => {
    const game = launched({ envelope: ['bombs-7', 'dishes-4', 'diamonds-1'], deck: ['locks-1'] });
    const d = simple(game, 0);
    expect(d.move).toEqual({ type: 'boardRocket', seat: 0, partner: 3 });
    expect(d.reason).toBe(
      'Invites the Media Baron (seat 4) aboard: alone its score of 3 escapes on 2 rolls in 6 (1 to 2); together they score 5, escaping on 4 rolls in 6 (1 to 4).',
    );
  });

  it('flies alone when nobody who could come adds a point', () => {
    const game = launched({ envelope: ['bombs-4'], deck: ['bombs-1'] });
    const d = simple(game, 0);
    expect(d.move).toEqual({ type: 'boardRocket', seat: 0 });
    expect(d.reason).toBe('Boards the Rocket alone: its score is 3, and nobody who could come along would add a point.');
  });
});

describe('the simple player invited aboard', () => {
  const invited = (t: Table, partner: number): GameState => mustPlay(launched(t), { type: 'boardRocket', seat: 0, partner }).game;

  it('accepts when the two scores make 4 or more', () => {
    const d = simple(invited({ envelope: ['bombs-7', 'dishes-4'], deck: ['locks-1'] }, 3), 3);
    expect(d.move).toEqual({ type: 'answerRocket', seat: 3, accept: true });
    expect(d.reason).toBe('Boards: together they score 5, which escapes on 4 rolls in 6 (1 to 4), and an escape wins for both.');
  });

  it('declines when they would make less than 4', () => {
    const d = simple(invited({ envelope: ['bombs-4'], deck: ['dishes-1'] }, 3), 3);
    expect(d.move).toEqual({ type: 'answerRocket', seat: 3, accept: false });
    expect(d.reason).toBe('Stays on the ground: together they would score only 3, which escapes on 2 rolls in 6 (1 to 2).');
  });

  it('declines when it needs only one more Asset', () => {
    const d = simple(invited({ envelope: ['bombs-7', 'bolts-4'], deck: ['locks-1'], rival: ['mega-yacht', 'personal-zoo', 'art-hoard', 'tabloid-empire'] }, 1), 1);
    expect(d.move).toEqual({ type: 'answerRocket', seat: 1, accept: false });
    expect(d.reason).toBe('Stays on the ground: it needs only one more Asset, and would rather win here than risk the Rocket.');
  });
});

describe('the simple player and its Puppet at a launch (two players)', () => {
  /** Two players: seat 0 with its Puppet in seat 1 (the Tech Overlord), seat 2 with its Puppet in seat 3. Seat 0 launches. */
  function twoPlayerLaunch(envelope: readonly CardId[], uncorrected?: readonly string[]): GameState {
    const game = position({
      ...(uncorrected ? { uncorrected } : {}),
      level: 3,
      modules: ['space-program'],
      puppets: true,
      players: [
        { billionaire: 'war-profiteer', hand: ['bombs-2'], assets: [] },
        { billionaire: 'tech-overlord', assets: [] },
        { billionaire: 'aristocrat', hand: [], assets: [] },
        { billionaire: 'media-baron', assets: [] },
      ],
      panicDone: true,
      roles: [{ role: 'space-cowboy', revealed: false }, null, null, null],
      spaceProgram: { envelope },
      deck: ['locks-1'],
    });
    const ended = mustPlay(game, { type: 'exchangeMarkets', seat: 0, markets: ['power', 'vanity'] }).game;
    let state = ended;
    // The Puppet's roll may come first in a two-player turn's end: let it stand until the launch is asked.
    while (!legalMoves(state, 0).some((m) => m.type === 'launch')) {
      const keep = legalMoves(state, 0).find((m) => m.type === 'keepRoll' || m.type === 'declineClaim' || m.type === 'skipAudit');
      if (!keep) throw new Error(`no way to the launch: ${legalMoves(state, 0).map((m) => m.type)}`);
      state = mustPlay(state, keep).game;
    }
    return mustPlay(state, { type: 'launch', seat: 0, go: true }).game;
  }

  it('takes its Puppet along when the Puppet adds points', () => {
    const d = simple(twoPlayerLaunch(['bombs-7', 'bolts-1', 'dishes-4']), 0);
    expect(d.move).toEqual({ type: 'boardRocket', seat: 0, partner: 1 });
    expect(d.reason).toBe(
      'Boards the Rocket with its Puppet: together they score 4, escaping on 3 rolls in 6 (1 to 3), and its Puppet would leave the game with it anyway.',
    );
  });

  it('its Puppet on top: goes along when the two reach 4 and the Puppet alone does not', () => {
    const d = simple(twoPlayerLaunch(['bolts-7', 'bombs-4']), 0);
    expect(d.move).toEqual({ type: 'boardRocket', seat: 1, partner: 0 });
    expect(d.reason).toBe(
      "Boards the Rocket with its Puppet: alone the Puppet's 3 escapes on 2 rolls in 6 (1 to 2); together they score 5, escaping on 4 rolls in 6 (1 to 4).",
    );
  });

  it('its Puppet on top: sends it up alone when going along adds nothing', () => {
    const d = simple(twoPlayerLaunch(['bolts-7']), 0);
    expect(d.move).toEqual({ type: 'boardRocket', seat: 1 });
    expect(d.reason).toBe(
      'Sends its Puppet up alone: its score of 3 escapes on 2 rolls in 6 (1 to 2), an escape wins for it all the same, and only the Puppet is at risk.',
    );
  });

  it('its Puppet on top: sends it up alone when the Puppet reaches 4 by itself', () => {
    const d = simple(twoPlayerLaunch(['bolts-7', 'bolts-4', 'bombs-4']), 0);
    expect(d.move).toEqual({ type: 'boardRocket', seat: 1 });
    expect(d.reason).toMatch(/^Sends its Puppet up alone: its score of 5 escapes on 4 rolls in 6/);
  });

  describe('played without spaceProgram.puppet-flies (a Puppet alone stays on the ground)', () => {
    const OLD = ['spaceProgram.puppet-flies'];
    it('its Puppet on top: flies with it on a combined 4 or more', () => {
      const d = simple(twoPlayerLaunch(['bolts-7', 'bombs-4'], OLD), 0);
      expect(d.move).toEqual({ type: 'boardRocket', seat: 1, partner: 0 });
      expect(d.reason).toBe('Boards the Rocket with its Puppet: together they score 5, which escapes on 4 rolls in 6 (1 to 4).');
    });

    it('its Puppet on top: keeps it on the ground below 4', () => {
      const d = simple(twoPlayerLaunch(['bolts-7'], OLD), 0);
      expect(d.move).toEqual({ type: 'boardRocket', seat: 1 });
      expect(d.reason).toBe('Keeps its Puppet on the ground: together they would score only 3, which escapes on 2 rolls in 6 (1 to 2).');
    });
  });
});

describe('what the simple player knows of the sealed envelope', () => {
  it('counts its cards among those it has not seen when it weighs a Buy', () => {
    // The same table but for which card is sealed: one the deck would otherwise hold.
    const sealed = (card: CardId, inDeck: CardId) =>
      position({
        level: 3,
        modules: ['space-program'],
        players: [{ billionaire: 'war-profiteer', hand: ['bombs-7'] }, { billionaire: 'tech-overlord' }, { billionaire: 'aristocrat' }],
        markets: { power: { faceUp: 'bolts-1', faceDown: [null] } },
        panicDone: true,
        spaceProgram: { envelope: [card] },
        deck: [inDeck],
      });
    // 3 against 1 in sight: a hidden 1 of another Suit still loses to it, a hidden 3 does not.
    const chance = (state: GameState) => ownChanceAt(state, 0, 'power')(3);
    expect(chance(sealed('locks-9', 'locks-1'))).toBe(chance(sealed('locks-1', 'locks-9')));
  });
});
