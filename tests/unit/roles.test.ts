/**
 * Level 3's Roles: the draft before the first turn, secrecy in every view, the Banker, the end of a
 * Round, and positions and links with Roles in them.
 */
import { describe, expect, it } from 'vitest';
import {
  createGame,
  describeEvent,
  describeMove,
  encodeLink,
  type GameState,
  legalMoves,
  openLink,
  play,
  positionOf,
  type PositionInput,
  viewOf,
} from '../../src/machine/index.ts';
import { rolesOf } from '../../src/machine/modules/roles/index.ts';
import { mustPlay, position, refusal } from '../helpers/game.ts';
import { violations } from '../helpers/invariants.ts';

function level3(players = 4, seed = 7): GameState {
  const made = createGame({ players, level: 3, seed, firstPlayer: 1 });
  if (!made.ok) throw new Error(made.error.reason);
  return made.game;
}

/** Every seat keeps the first Role it drew. */
function draftAll(start: GameState): GameState {
  let game = start;
  while (game.phase === 'setup.decisions') {
    const offer = rolesOf(game).offer!;
    game = mustPlay(game, { type: 'keepRole', seat: offer.seat, role: offer.cards[0]! }).game;
  }
  return game;
}

describe('the Role draft (setup.roles)', () => {
  it('starts with the Starting Player drawing two of the six red Roles, privately', () => {
    const game = level3();
    expect(game.phase).toBe('setup.decisions');
    const roles = rolesOf(game);
    expect(roles.offer?.seat).toBe(1);
    expect(roles.offer?.cards).toHaveLength(2);
    expect(roles.deck).toHaveLength(4);
    expect(legalMoves(game, 0)).toEqual([]);
    expect(legalMoves(game, 1).map((m) => m.type)).toEqual(['keepRole', 'keepRole', 'keepRole']);
    // Only the drafting seat (and the table) see which two.
    expect(viewOf(game, 1).modules.roles?.offer?.cards).toEqual(roles.offer?.cards);
    expect(viewOf(game, 2).modules.roles?.offer).toEqual({ seat: 1, cards: null, count: 2 });
  });

  it('passes to the left, reshuffling the returned Role, until every seat has drafted; then the first turn starts', () => {
    const game = draftAll(level3());
    expect(game.phase).toBe('turn.start');
    expect(game.current).toBe(1);
    const roles = rolesOf(game);
    expect(roles.held.filter((h) => h !== null)).toHaveLength(4);
    expect(roles.deck).toHaveLength(2);
    expect(violations(game)).toEqual([]);
  });

  it('lets a player keep no Role (Ruling: a player may choose to have none)', () => {
    let game = level3();
    game = mustPlay(game, { type: 'keepRole', seat: 1 }).game;
    expect(rolesOf(game).held[1] ?? null).toBeNull();
    expect(rolesOf(game).offer?.seat).toBe(2);
    expect(rolesOf(game).deck).toHaveLength(4);
  });

  it('refuses a Role the player did not draw, and a draft move out of turn', () => {
    const game = level3();
    const offer = rolesOf(game).offer!;
    const other = rolesOf(game).deck[0]!;
    expect(refusal(game, { type: 'keepRole', seat: 1, role: other }).code).toBe('roles.not-drawn');
    expect(refusal(game, { type: 'keepRole', seat: 2, role: offer.cards[0] }).code).toBe('seat.not-deciding');
  });

  it('keeps every Role secret from the other players: view, legal moves and log', () => {
    const start = level3();
    const offer = rolesOf(start).offer!;
    const kept = offer.cards[1]!;
    const played = mustPlay(start, { type: 'keepRole', seat: 1, role: kept });
    const name = kept.replace(/-/g, ' ');
    for (const viewer of [0, 2, 3] as const) {
      expect(viewOf(played.game, viewer).modules.roles?.held[1]).toEqual({ hidden: true });
      const log = played.events.map((e) => describeEvent(start, e, viewer)).join(' ');
      expect(log.toLowerCase()).not.toContain(name);
      expect(describeMove(start, { type: 'keepRole', seat: 1, role: kept }, viewer).toLowerCase()).not.toContain(name);
    }
    expect(viewOf(played.game, 1).modules.roles?.held[1]).toEqual({ role: kept, revealed: false });
    expect(
      played.events
        .map((e) => describeEvent(start, e, 1))
        .join(' ')
        .toLowerCase(),
    ).toContain(name);
  });
});

describe('the Banker (role.banker)', () => {
  const banker = () =>
    position({
      level: 3,
      players: [
        { billionaire: 'war-profiteer', hand: ['bombs-1', 'bombs-2'] },
        { billionaire: 'tech-overlord', hand: [] },
        { billionaire: 'aristocrat', hand: [] },
      ],
      roles: [{ role: 'banker', revealed: false }, null, { role: 'celebrity', revealed: false }],
    });

  it('is Revealed on its holder’s own turn, and then lets them draw while holding two cards', () => {
    const game = banker();
    expect(refusal(game, { type: 'draw', seat: 0 }).code).toBe('draw.hand-full');
    expect(legalMoves(game, 0).some((m) => m.type === 'revealBanker')).toBe(true);
    const revealed = mustPlay(game, { type: 'revealBanker', seat: 0 });
    expect(revealed.game.phase).toBe('turn.start');
    expect(viewOf(revealed.game, 1).modules.roles?.held[0]).toEqual({ role: 'banker', revealed: true });
    const drawn = mustPlay(revealed.game, { type: 'draw', seat: 0 });
    expect(drawn.game.players[0]!.hand).toHaveLength(3);
  });

  it('cannot be Revealed by someone who does not hold it, nor on another player’s turn', () => {
    const game = banker();
    expect(refusal(game, { type: 'revealBanker', seat: 2 }).code).toBe('seat.not-deciding');
    const other = position({
      level: 3,
      current: 1,
      players: [
        { billionaire: 'war-profiteer', hand: [] },
        { billionaire: 'tech-overlord', hand: [] },
        { billionaire: 'aristocrat', hand: [] },
      ],
      roles: [{ role: 'banker', revealed: false }, null, null],
    });
    expect(refusal(other, { type: 'revealBanker', seat: 0 }).code).toBe('seat.not-deciding');
    expect(refusal(other, { type: 'revealBanker', seat: 1 }).code).toBe('role.not-held');
  });
});

describe('the Luxury Bunker (bunker.claim)', () => {
  const withAssets = (a: string[], b: string[], bunker?: number | null) =>
    position({
      level: 3,
      players: [
        { billionaire: 'war-profiteer', hand: [], assets: a as never },
        { billionaire: 'tech-overlord', hand: [], assets: b as never },
        { billionaire: 'aristocrat', hand: [] },
      ],
      ...(bunker !== undefined ? { bunker } : {}),
    });

  it('goes to the one player with the most Bunker Assets, at least two', () => {
    expect(rolesOf(withAssets(['mercenary-army', 'private-island'], ['noble-estate'])).bunker).toBe(0);
    expect(rolesOf(withAssets(['mercenary-army'], ['noble-estate'])).bunker).toBeNull();
  });

  it('is claimed by nobody when two players tie at the top (Ruling)', () => {
    expect(rolesOf(withAssets(['mercenary-army', 'private-island'], ['noble-estate', 'corporate-enclave'])).bunker).toBeNull();
  });

  it('stays with its holder on a tie', () => {
    expect(rolesOf(withAssets(['mercenary-army', 'private-island'], ['noble-estate', 'corporate-enclave'], 1)).bunker).toBe(1);
  });

  it('refuses a holder who does not qualify', () => {
    const made = (() => {
      try {
        withAssets(['mercenary-army'], ['noble-estate', 'corporate-enclave'], 0);
        return null;
      } catch (e) {
        return String(e);
      }
    })();
    expect(made).toContain('bunker.claim');
  });
});

describe('positions and links with Roles', () => {
  it('round-trip through a share link, with the Role deck order and the Bunker', () => {
    const game = position({
      level: 3,
      players: [
        { billionaire: 'war-profiteer', hand: ['bombs-1'], assets: ['mercenary-army', 'private-island'] },
        { billionaire: 'tech-overlord', hand: [] },
        { billionaire: 'aristocrat', hand: [] },
      ],
      roles: [{ role: 'gangster', revealed: true }, null, { role: 'celebrity', revealed: false }],
      roleDeck: ['scam-artist', 'banker'],
    });
    expect(positionOf(game).roleDeck?.slice(0, 2)).toEqual(['scam-artist', 'banker']);
    const link = encodeLink({ start: { kind: 'position', state: game }, moves: [] });
    const opened = openLink(link);
    if (!opened.ok) throw new Error(opened.error.reason);
    const roles = rolesOf(opened.states[0]!);
    expect(roles.held).toEqual([{ role: 'gangster', revealed: true }, null, { role: 'celebrity', revealed: false }]);
    expect(roles.deck.slice(0, 2)).toEqual(['scam-artist', 'banker']);
    expect(roles.deck).toHaveLength(4);
    expect(roles.bunker).toBe(0);
  });

  it('refuses a Role in two places, and a Role of another Level', () => {
    const base = {
      level: 3 as const,
      players: [
        { billionaire: 'war-profiteer' as const, hand: [] },
        { billionaire: 'tech-overlord' as const, hand: [] },
        { billionaire: 'aristocrat' as const, hand: [] },
      ],
    };
    expect(() => position({ ...base, roles: [{ role: 'banker', revealed: false }], roleDeck: ['banker'] })).toThrow(/two places/);
    expect(() => position({ ...base, roles: [{ role: 'toady', revealed: false }] })).toThrow(/does not play at Level 3/);
    expect(() => position({ ...base, level: 2, roles: [{ role: 'banker', revealed: false }] })).toThrow(/higher Level/);
  });
});

describe('the end of a Round (roles.end-of-round)', () => {
  it('returns Revealed Roles, asks hidden holders to keep or give up, then deals new Roles Poorest first', () => {
    // The deck is down to its last card: the turn's draw ends the Round.
    const game = position({
      level: 3,
      deckSize: 1,
      players: [
        { billionaire: 'war-profiteer', hand: [], assets: ['mercenary-army', 'political-lobbyists'] },
        { billionaire: 'tech-overlord', hand: [] },
        { billionaire: 'aristocrat', hand: [] },
      ],
      roles: [{ role: 'banker', revealed: true }, { role: 'celebrity', revealed: false }, null],
      roleDeck: ['gangster', 'scam-artist', 'power-broker', 'disaster-speculator'],
    });
    let state = mustPlay(game, { type: 'draw', seat: 0 }).game;
    state = mustPlay(
      state,
      legalMoves(state, 0).find((m) => m.type === 'invest')!,
    ).game;
    // Play on until the Role windows open (Emergency Measures and the Round's Crisis come first).
    for (let i = 0; i < 20 && state.phase !== 'endOfRound.roles'; i++) {
      const seat = state.windows.length > 0 ? null : state.current;
      const moves = seat === null ? legalMoves(state) : legalMoves(state, seat);
      state = mustPlay(state, moves[0]!).game;
    }
    expect(state.phase).toBe('endOfRound.roles');
    expect(rolesOf(state).held[0] ?? null).toBeNull(); // the Revealed Banker went back
    expect(state.windows.at(-1)?.kind).toBe('roles.keep');
    const gaveUp = mustPlay(state, { type: 'keepHeldRole', seat: 1, keep: false }).game;
    expect(gaveUp.windows.at(-1)?.kind).toBe('roles.choose');
    const offer = rolesOf(gaveUp).offer!;
    // Seats 1 and 2 have five empty spaces each, seat 0 three: a Poorest seat draws first, five Roles.
    expect([1, 2]).toContain(offer.seat);
    expect(offer.cards.length).toBe(5);
    expect(violations(gaveUp)).toEqual([]);
  });
});

it('plays a Level 3 game from the draft on with every invariant holding', () => {
  let state = level3(3, 11);
  for (let i = 0; i < 400 && state.phase !== 'gameOver'; i++) {
    const moves = legalMoves(state);
    const pick = moves[(i * 7919) % moves.length]!;
    const out = play(state, pick);
    if (!out.ok) throw new Error(`${JSON.stringify(pick)}: ${out.illegal.reason}`);
    state = out.game;
    expect(violations(state)).toEqual([]);
  }
});

describe('the Power Broker on its own turn (role.power-broker)', () => {
  const broker = (assets: string[]) =>
    position({
      level: 3,
      players: [
        { billionaire: 'war-profiteer', hand: [], assets: assets as never },
        { billionaire: 'tech-overlord', hand: [] },
        { billionaire: 'aristocrat', hand: [] },
      ],
      roles: [{ role: 'power-broker', revealed: false }, null, null],
    });

  it('gives an Asset back to its Market and takes another, then the turn goes on', () => {
    const game = broker(['art-hoard']);
    const out = mustPlay(game, { type: 'powerBrokerSwap', seat: 0, give: 'art-hoard', take: 'mercenary-army' });
    expect(out.game.players[0]!.assets).toEqual(['mercenary-army']);
    expect(out.game.markets.legacy.assets).toContain('art-hoard');
    expect(out.game.phase).toBe('turn.start');
    expect(rolesOf(out.game).held[0]).toEqual({ role: 'power-broker', revealed: true });
    // Revealed once, used once.
    expect(refusal(out.game, { type: 'powerBrokerSwap', seat: 0, give: 'mercenary-army', take: 'art-hoard' }).code).toBe('role.not-held');
  });

  it('cannot complete its holder’s set', () => {
    // The War Profiteer needs Power twice, Influence, Legacy and Toys: four held, the swap would bring the fifth.
    const game = broker(['mercenary-army', 'tabloid-empire', 'political-lobbyists', 'art-hoard', 'golf-plantation']);
    expect(refusal(game, { type: 'powerBrokerSwap', seat: 0, give: 'golf-plantation', take: 'private-island' }).code).toBe('role.no-win');
  });
});

describe('the Scam Artist (role.scam-artist)', () => {
  const scam = (own: string[]) =>
    position({
      level: 3,
      players: [
        { billionaire: 'war-profiteer', hand: [], assets: own as never },
        { billionaire: 'tech-overlord', hand: [], assets: ['think-tank'] },
        { billionaire: 'aristocrat', hand: [] },
      ],
      roles: [{ role: 'scam-artist', revealed: false }, null, null],
    });

  it('lets the target choose: trade for the offered Asset', () => {
    const picked = mustPlay(scam(['art-hoard']), { type: 'scamArtist', seat: 0, player: 1, take: 'think-tank', give: 'art-hoard' });
    expect(picked.game.windows.at(-1)?.kind).toBe('roles.scam-artist');
    expect(legalMoves(picked.game, 1).map((m) => m.type === 'answerScamArtist' && m.trade)).toEqual([true, false]);
    const traded = mustPlay(picked.game, { type: 'answerScamArtist', seat: 1, trade: true });
    expect(traded.game.players[0]!.assets).toEqual(['think-tank']);
    expect(traded.game.players[1]!.assets).toEqual(['art-hoard']);
    expect(traded.game.phase).toBe('turn.start');
    expect(traded.game.windows).toEqual([]);
  });

  it('lets the target return the Asset to its Market instead', () => {
    const picked = mustPlay(scam(['art-hoard']), { type: 'scamArtist', seat: 0, player: 1, take: 'think-tank', give: 'art-hoard' });
    const returned = mustPlay(picked.game, { type: 'answerScamArtist', seat: 1, trade: false });
    expect(returned.game.players[1]!.assets).toEqual([]);
    expect(returned.game.markets.influence.assets).toContain('think-tank');
  });

  it('with nothing to give, leaves the target only the return (Ruling)', () => {
    const picked = mustPlay(scam([]), { type: 'scamArtist', seat: 0, player: 1, take: 'think-tank' });
    expect(legalMoves(picked.game, 1)).toEqual([{ type: 'answerScamArtist', seat: 1, trade: false }]);
    expect(refusal(picked.game, { type: 'answerScamArtist', seat: 1, trade: true }).code).toBe('role.no-offer');
  });
});

describe('the Luxury Bunker shelters its holder (bunker.shelter)', () => {
  // Seat 0 holds two Bunker Assets (the Bunker); the Vanity Market hides Floods under a 1.
  const table = (assets: string[]) =>
    position({
      level: 3,
      players: [
        { billionaire: 'war-profiteer', hand: ['bolts-9'], assets: assets as never },
        { billionaire: 'tech-overlord', hand: [] },
        { billionaire: 'aristocrat', hand: [] },
      ],
      markets: { vanity: { faceUp: 'dishes-1', faceDown: ['floods'] } },
    });

  it('keeps a found Crisis from counting against the holder, while the Crisis is still Activated', () => {
    const bunker = table(['mercenary-army', 'private-island']);
    expect(rolesOf(bunker).bunker).toBe(0);
    const bought = mustPlay(bunker, { type: 'buy', seat: 0, market: 'vanity', cards: ['bolts-9'] });
    expect(bought.events.map((e) => e.type)).toContain('crisisSheltered');
    expect(bought.events.find((e) => e.type === 'buyWon')).toMatchObject({ score: 3, against: 1 });
    const settled = mustPlay(
      bought.game,
      legalMoves(bought.game, 0).find((m) => m.type === 'claim')!,
    );
    expect(settled.events.map((e) => e.type)).toContain('crisisActivated');
  });

  it('without the Bunker the same Buy fails, 3 against 4', () => {
    const bought = mustPlay(table(['mercenary-army']), { type: 'buy', seat: 0, market: 'vanity', cards: ['bolts-9'] });
    expect(bought.events.find((e) => e.type === 'buyFailed')).toMatchObject({ score: 3, against: 4 });
  });
});

describe('the Celebrity at the Revolution (role.celebrity)', () => {
  // Nine Rebels stand on Crises; Floods hides under the Vanity Market's face-up card.
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
      panicDone: true,
      roles,
    });
  /** Seat 0's Buy finds Floods (a failed Buy: 3 against 4), which brings the tenth Rebel. */
  const revolt = (game: GameState) => mustPlay(game, { type: 'buy', seat: 0, market: 'vanity', cards: ['bombs-9'] }).game;

  it('asks every hidden Role holder, and a Revealed Celebrity is spared and wins', () => {
    const asked = revolt(eve([null, { role: 'celebrity', revealed: false }, { role: 'banker', revealed: false }]));
    expect(asked.phase).toBe('deciding');
    expect(asked.windows.at(-1)).toMatchObject({ kind: 'roles.celebrity', seats: [1, 2] });
    const out = mustPlay(asked, { type: 'revealCelebrity', seat: 1 });
    expect(out.game.phase).toBe('gameOver');
    expect(out.game.result).toMatchObject({ kind: 'revolution', winners: [1], rule: 'role.celebrity' });
    expect(out.events.map((e) => e.type)).toContain('celebritySpared');
  });

  it('asks a holder of another Role the same question, who can only pass; then everyone loses', () => {
    let game = revolt(eve([null, { role: 'scam-artist', revealed: false }, null]));
    expect(legalMoves(game, 1)).toEqual([{ type: 'passReveal', seat: 1 }]);
    game = mustPlay(game, { type: 'passReveal', seat: 1 }).game;
    expect(game.result).toMatchObject({ kind: 'revolution', winners: [] });
  });

  it('does not spare a Celebrity whose own Buy found the Crisis', () => {
    const game = revolt(eve([{ role: 'celebrity', revealed: false }, null, null]));
    expect(refusal(game, { type: 'revealCelebrity', seat: 0 }).code).toBe('role.celebrity-caused');
    expect(mustPlay(game, { type: 'passReveal', seat: 0 }).game.result).toMatchObject({ kind: 'revolution', winners: [] });
  });

  it('ends the game at once when nobody holds a hidden Role', () => {
    expect(revolt(eve([null, { role: 'banker', revealed: true }, null])).phase).toBe('gameOver');
  });
});

describe('the Disaster Speculator (role.disaster-speculator)', () => {
  const crisis = () =>
    position({
      level: 3,
      players: [
        { billionaire: 'war-profiteer', hand: ['bombs-9'] },
        { billionaire: 'tech-overlord', hand: ['bolts-1'] },
        { billionaire: 'aristocrat', hand: [] },
      ],
      markets: { vanity: { faceUp: 'dishes-1', faceDown: ['floods'] } },
      discard: ['locks-9', 'poverty', 'dishes-9'],
      roles: [null, { role: 'disaster-speculator', revealed: false }, { role: 'gangster', revealed: false }],
    });

  it('after the Crisis takes two Resource cards from the Discard pile, then discards down to two', () => {
    const bought = mustPlay(crisis(), { type: 'buy', seat: 0, market: 'vanity', cards: ['bombs-9'] }).game;
    expect(bought.windows.at(-1)).toMatchObject({ kind: 'roles.speculator', seats: [1, 2] });
    const moves = legalMoves(bought, 1);
    expect(moves.some((m) => m.type === 'speculate' && m.take.includes('bombs-9'))).toBe(true); // the Buy's own card is discarded by now
    expect(moves.some((m) => m.type === 'speculate' && m.take.includes('poverty'))).toBe(false);
    const took = mustPlay(bought, { type: 'speculate', seat: 1, take: ['locks-9', 'dishes-9'] }).game;
    expect(took.players[1]!.hand).toHaveLength(3);
    expect(took.windows.at(-1)?.kind).toBe('roles.hand-limit');
    const down = mustPlay(took, { type: 'discardToLimit', seat: 1, cards: ['bolts-1'] }).game;
    expect([...down.players[1]!.hand].sort()).toEqual(['dishes-9', 'locks-9']);
    expect(down.windows.at(-1)?.kind).toBe('roles.speculator'); // seat 2 is asked too
    const passed = mustPlay(down, { type: 'passReveal', seat: 2 }).game;
    expect(passed.windows).toEqual([]);
    expect(violations(passed)).toEqual([]);
  });

  it('is refused outside the moment after a Crisis', () => {
    expect(refusal(crisis(), { type: 'speculate', seat: 1, take: ['locks-9', 'dishes-9'] }).code).toBe('phase.not-now');
  });
});

describe('the Gangster (role.gangster)', () => {
  const gangster = (own: string[]) =>
    position({
      level: 3,
      players: [
        { billionaire: 'war-profiteer', hand: ['audit-1'], assets: own as never },
        { billionaire: 'tech-overlord', hand: [], assets: ['think-tank', 'mega-yacht'] },
        { billionaire: 'aristocrat', hand: [] },
      ],
      roles: [{ role: 'gangster', revealed: false }, null, null],
    });

  it('takes the Audited Asset onto its own board, as its Action', () => {
    const game = gangster([]);
    expect(legalMoves(game, 0).filter((m) => m.type === 'gangsterAudit')).toHaveLength(2);
    const out = mustPlay(game, { type: 'gangsterAudit', seat: 0, card: 'audit-1', player: 1, asset: 'think-tank' });
    expect(out.game.players[0]!.assets).toEqual(['think-tank']);
    expect(out.game.players[1]!.assets).toEqual(['mega-yacht']);
    expect(out.game.discard).toContain('audit-1');
    expect(out.game.current).toBe(1); // the turn is over
    expect(rolesOf(out.game).held[0]).toEqual({ role: 'gangster', revealed: true });
  });

  it('is offered to nobody else, and never as the fifth needed Asset', () => {
    expect(legalMoves(gangster([]), 0).some((m) => m.type === 'gangsterAudit' && m.player === 0)).toBe(false);
    // The War Profiteer holds four of the five: the Think Tank (Influence) would complete the set.
    const four = gangster(['mercenary-army', 'tabloid-empire', 'art-hoard', 'private-island']);
    expect(refusal(four, { type: 'gangsterAudit', seat: 0, card: 'audit-1', player: 1, asset: 'think-tank' }).code).toBe('role.no-win');
    expect(mustPlay(four, { type: 'audit', seat: 0, card: 'audit-1', player: 1, asset: 'think-tank' }).game.markets.influence.assets).toContain('think-tank');
  });
});

describe('the Power Broker in the Panic! (role.power-broker)', () => {
  // Six Rebels stand on Crises; Floods waits at the Vanity Market, and Fascist Rule is the next Panic! card.
  const eve = () =>
    position({
      level: 3,
      players: [
        { billionaire: 'war-profiteer', hand: ['bombs-9'], assets: ['think-tank'] },
        { billionaire: 'tech-overlord', hand: [], assets: ['art-hoard'] },
        { billionaire: 'aristocrat', hand: [], assets: ['tabloid-empire', 'cryogenic-lab'] },
      ],
      markets: { vanity: { faceUp: 'dishes-1', faceDown: ['floods'] } },
      guillotine: [
        { card: 'killer-robots', rebels: 3 },
        { card: 'pandemic', rebels: 2 },
        { card: 'poverty', rebels: 1 },
      ],
      panicDeck: ['fascist-rule', 'panic-2', 'panic-3', 'panic-4', 'panic-5'],
      roles: [null, { role: 'power-broker', revealed: false }, null],
    });
  /** Seat 0's failed Buy brings two more Rebels; the Disaster Speculator moment passes; the turn ends in the Panic!. */
  function panicBegins(): GameState {
    let game = mustPlay(eve(), { type: 'buy', seat: 0, market: 'vanity', cards: ['bombs-9'] }).game;
    expect(game.windows.at(-1)?.kind).toBe('roles.speculator');
    game = mustPlay(game, { type: 'passReveal', seat: 1 }).game;
    return game;
  }

  it('is asked as the Panic! begins, before any offer', () => {
    const game = panicBegins();
    expect(game.windows.map((w) => w.kind)).toEqual(['panic.negotiate', 'roles.broker']);
    expect(legalMoves(game, 1).filter((m) => m.type === 'dictateSacrifice')).toHaveLength(1);
  });

  it('dictates a binding sacrifice, one of each named type and one per Billionaire; then the die is rolled', () => {
    const out = mustPlay(panicBegins(), { type: 'dictateSacrifice', seat: 1, assets: ['think-tank', 'art-hoard', 'tabloid-empire'] });
    expect(out.events.map((e) => e.type)).toEqual(expect.arrayContaining(['roleRevealed', 'sacrificeDictated', 'panicSacrificed', 'dieRolled']));
    expect(out.game.players.map((p) => p.assets)).toEqual([[], [], ['cryogenic-lab']]);
    expect(out.game.windows.map((w) => w.kind)).toEqual(['panic.remove']);
  });

  it('refuses two Assets from one Billionaire, and a missing type', () => {
    const game = panicBegins();
    expect(refusal(game, { type: 'dictateSacrifice', seat: 1, assets: ['think-tank', 'art-hoard', 'cryogenic-lab'] }).code).toBe('role.dictate-types');
    expect(refusal(game, { type: 'dictateSacrifice', seat: 1, assets: ['think-tank', 'cryogenic-lab', 'tabloid-empire'] }).code).toBe('role.dictate-owners');
  });

  it('passing leaves the table to negotiate', () => {
    const game = mustPlay(panicBegins(), { type: 'passReveal', seat: 1 }).game;
    expect(game.windows.map((w) => w.kind)).toEqual(['panic.negotiate']);
  });
});

describe('a position in the middle of the Role draft', () => {
  const draft = () =>
    position({
      level: 3,
      current: 2,
      players: [
        { billionaire: 'war-profiteer', hand: [] },
        { billionaire: 'tech-overlord', hand: [] },
        { billionaire: 'aristocrat', hand: [] },
      ],
      roles: [null, null, { role: 'gangster', revealed: false }],
      roleDeck: ['banker', 'celebrity', 'scam-artist'],
      roleDraft: [0, 1],
    });

  it('deals the next drafter the top two Roles, and goes on from there', () => {
    const game = draft();
    expect(game.phase).toBe('setup.decisions');
    expect(rolesOf(game).offer).toEqual({ seat: 0, cards: ['banker', 'celebrity'] });
    const kept = mustPlay(game, { type: 'keepRole', seat: 0, role: 'celebrity' }).game;
    expect(rolesOf(kept).offer?.seat).toBe(1);
  });

  it('round-trips through positionOf and a share link', () => {
    const game = draft();
    expect(positionOf(game).roleDraft).toEqual([0, 1]);
    expect(positionOf(game).roleDeck?.slice(0, 3)).toEqual(['banker', 'celebrity', 'scam-artist']);
    const opened = openLink(encodeLink({ start: { kind: 'position', state: game }, moves: [] }));
    if (!opened.ok) throw new Error(opened.error.reason);
    expect(rolesOf(opened.states[0]!).offer).toEqual({ seat: 0, cards: ['banker', 'celebrity'] });
  });

  it('refuses a seat that has drafted already', () => {
    expect(() =>
      position({
        level: 3,
        players: [{ billionaire: 'war-profiteer' }, { billionaire: 'aristocrat' }, { billionaire: 'media-baron' }],
        roles: [{ role: 'banker', revealed: false }],
        roleDraft: [0],
      }),
    ).toThrow(/already holds a Role/);
  });
});

describe('Level 3 rulings at their edges', () => {
  const three = (over: Partial<PositionInput> & Pick<PositionInput, 'players'>) => position({ level: 3, ...over });

  it("the Power Broker's swap may take a Market's last Asset: the Market closes and its cards go to the Discard pile (Ruling)", () => {
    const game = three({
      players: [
        { billionaire: 'war-profiteer', hand: [], assets: ['art-hoard', 'political-lobbyists', 'think-tank', 'social-media-company'] },
        { billionaire: 'tech-overlord', hand: [] },
        { billionaire: 'aristocrat', hand: [] },
      ],
      roles: [{ role: 'power-broker', revealed: false }, null, null],
      markets: { influence: { assets: ['gang-of-lawyers'], faceUp: 'locks-2', faceDown: ['bolts-3'] } },
    });
    const out = mustPlay(game, { type: 'powerBrokerSwap', seat: 0, give: 'art-hoard', take: 'gang-of-lawyers' });
    expect(out.game.markets.influence).toEqual({ assets: [], faceUp: null, faceDown: [] });
    expect(out.game.discard).toEqual(expect.arrayContaining(['locks-2', 'bolts-3']));
    expect(out.events.map((e) => e.type)).toContain('marketClosed');
    expect(violations(out.game)).toEqual([]);
  });

  it("a Scam Artist's trade may complete a set, unlike the Scam card (Ruling): the game ends in a victory", () => {
    // The War Profiteer needs Power twice, Influence, Legacy and Toys, and holds all but Influence.
    const game = three({
      players: [
        { billionaire: 'war-profiteer', hand: [], assets: ['mercenary-army', 'tabloid-empire', 'art-hoard', 'private-island', 'golf-plantation'] },
        { billionaire: 'tech-overlord', hand: [], assets: ['think-tank'] },
        { billionaire: 'aristocrat', hand: [] },
      ],
      roles: [{ role: 'scam-artist', revealed: false }, null, null],
    });
    const picked = mustPlay(game, { type: 'scamArtist', seat: 0, player: 1, take: 'think-tank', give: 'golf-plantation' }).game;
    const out = mustPlay(picked, { type: 'answerScamArtist', seat: 1, trade: true });
    expect(out.game.phase).toBe('gameOver');
    expect(out.game.result).toMatchObject({ kind: 'victory', winners: [0] });
  });

  it('a Role deck with fewer cards than a player may draw gives what it has (roles.deck)', () => {
    // The deck is down to its last card; the Poorest seats draw from a Role deck of one.
    const game = three({
      deckSize: 1,
      players: [
        { billionaire: 'war-profiteer', hand: [] },
        { billionaire: 'tech-overlord', hand: [] },
        { billionaire: 'aristocrat', hand: [] },
      ],
      roles: [
        { role: 'banker', revealed: false },
        { role: 'celebrity', revealed: false },
        { role: 'gangster', revealed: false },
      ],
      roleDeck: ['scam-artist', 'power-broker', 'disaster-speculator'],
    });
    let state = mustPlay(game, { type: 'draw', seat: 0 }).game;
    state = mustPlay(
      state,
      legalMoves(state, 0).find((m) => m.type === 'invest')!,
    ).game;
    for (let i = 0; i < 30 && state.windows.at(-1)?.kind !== 'roles.keep'; i++) state = mustPlay(state, legalMoves(state)[0]!).game;
    // Seats 0 and 1 keep their Roles, seat 2 gives the Gangster up: four Roles in the deck, five empty spaces.
    state = mustPlay(state, { type: 'keepHeldRole', seat: state.windows.at(-1)!.seats[0]!, keep: true }).game;
    while (state.windows.at(-1)?.kind === 'roles.keep') {
      const seat = state.windows.at(-1)!.seats.find((s) => !state.windows.at(-1)!.done.includes(s))!;
      state = mustPlay(state, { type: 'keepHeldRole', seat, keep: seat !== 2 }).game;
    }
    expect(rolesOf(state).offer).toMatchObject({ seat: 2 });
    expect(rolesOf(state).offer!.cards).toHaveLength(4);
  });
});
