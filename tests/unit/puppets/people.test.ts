/**
 * What a Puppet is and is not (`puppets.turns` and its Rulings), across the Levels: never the
 * Poorest Player, no Role, no envelope, no bid, no Luxury Bunker; its controller decides for it in
 * Emergency Measures, Panic! offers and claims (Tax Tyranny: tax.test.ts); a Scam may take
 * from a Puppet; Toady follows the Puppet's Suit when a Puppet wins (`puppets.panic`, `puppets.victory`).
 */
import { describe, expect, it } from 'vitest';
import { createFromPosition, deciders, legalMoves, panicOf, policyOf, rolesOf, stepOf } from '../../../src/machine/index.ts';
import { eventOf, mustPlay, playAll, refusal, typesOf } from '../../helpers/game.ts';
import { assertTwoPlayerInvariants } from '../../helpers/two-player-invariants.ts';
import { actWithRolls, ANNA, endTurn, MEDIA, RODRIGO, TECH, twoPlayers, type TwoPlayerTable } from './table.ts';

const CLOSED = { assets: [], faceUp: null, faceDown: [] } as const;
const TABLE_PEOPLE = [RODRIGO, ANNA];

/** Ends the Round: the deck's one card goes with the Puppet's roll. Closes any bribe step and the trades with the Puppets on the way. */
function endRound(table: TwoPlayerTable) {
  return endTurn(twoPlayers({ deck: ['bombs-5'], deckSize: 1, ...table }), [2]);
}

describe('puppets.turns: never the Poorest Player', () => {
  it('compares the two people only, even when a Puppet has the most empty spaces', () => {
    // Both Puppets hold nothing (five empty spaces each); the people hold one Asset each.
    const { game, events } = endRound({ seats: [{}, { assets: [] }, {}, { assets: [] }] });
    const first = eventOf(events, 'firstPlayer');
    expect(first.players.every((s) => TABLE_PEOPLE.includes(s))).toBe(true);
    expect(first.count).toBe(4);
    expect(TABLE_PEOPLE).toContain(game.current);
    expect(game.round).toBe(2);
  });
});

describe('puppets.turns: Emergency Measures ask the Puppets too, their controllers answering', () => {
  it('asks every Billionaire with an Asset in seat order from the one who ended the Round', () => {
    const only = {
      influence: CLOSED,
      legacy: CLOSED,
      power: CLOSED,
      toys: CLOSED,
      vanity: { assets: ['noble-estate'] as const, faceUp: 'locks-1' as const, faceDown: [] },
    };
    // Only Vanity has a face-up card, so Rodrigo has no Action to take: he passes.
    const g = twoPlayers({ deck: ['bombs-5'], deckSize: 1, markets: only, seats: [{ assets: ['cult-of-personality'] }] });
    const { game, events } = actWithRolls(g, { type: 'pass', seat: RODRIGO }, 2);
    expect(eventOf(events, 'emergencyMeasures').players).toEqual([RODRIGO, TECH, ANNA, MEDIA]);
    expect(deciders(game)).toEqual([RODRIGO]);
    const mine = mustPlay(game, { type: 'returnAsset', seat: RODRIGO, asset: 'cult-of-personality' }).game;
    // The Tech Overlord's turn to give one back: Rodrigo chooses for it.
    expect(deciders(mine)).toEqual([RODRIGO]);
    expect(legalMoves(mine, RODRIGO)).toEqual([{ type: 'returnAsset', seat: TECH, asset: 'luxury-jet' }]);
    expect(legalMoves(mine, TECH)).toEqual([]);
    const puppet = mustPlay(mine, { type: 'returnAsset', seat: TECH, asset: 'luxury-jet' }).game;
    expect(puppet.players[TECH]!.assets).toEqual([]);
    expect(deciders(puppet)).toEqual([ANNA]);
    const anna = mustPlay(puppet, { type: 'returnAsset', seat: ANNA, asset: 'cryogenic-lab' }).game;
    expect(legalMoves(anna, ANNA)).toEqual([{ type: 'returnAsset', seat: MEDIA, asset: 'gang-of-lawyers' }]);
  });
});

describe('puppets.turns: no Roles (Level 3)', () => {
  it('deals new Roles at the end of a Round to the people only', () => {
    const { game } = endRound({ level: 3, roles: [{ role: 'gangster', revealed: true }, null, { role: 'banker', revealed: true }, null] });
    let s = game;
    // Play the end of the Round through, always taking the first listed move.
    for (let i = 0; i < 20 && s.phase !== 'turn.start'; i++) {
      const who = deciders(s)[0]!;
      expect(TABLE_PEOPLE).toContain(who);
      expect(rolesOf(s).offer?.seat ?? RODRIGO).not.toBe(TECH);
      expect(rolesOf(s).offer?.seat ?? RODRIGO).not.toBe(MEDIA);
      const listed = legalMoves(s, who);
      s = mustPlay(s, listed.find((m) => m.type === 'endSwaps') ?? listed[0]!).game;
      assertTwoPlayerInvariants(s);
    }
    expect(s.phase).toBe('turn.start');
    expect(rolesOf(s).held[TECH] ?? null).toBeNull();
    expect(rolesOf(s).held[MEDIA] ?? null).toBeNull();
    expect(rolesOf(s).held[RODRIGO]).not.toBeNull();
    expect(rolesOf(s).held[ANNA]).not.toBeNull();
  });

  // ENGINE BUG: roles/position.ts does not refuse a Role for a Puppet seat in a two-player position.
  it('refuses a position that gives a Puppet a Role', () => {
    const made = createFromPosition({
      level: 3,
      puppets: true,
      players: [{ billionaire: 'property-speculator' }, { billionaire: 'tech-overlord' }, { billionaire: 'aristocrat' }, { billionaire: 'media-baron' }],
      roles: [null, { role: 'banker', revealed: false }, null, null],
    });
    expect(made.ok).toBe(false);
  });

  // ENGINE BUG: roles/position.ts accepts a Role draft in progress that names a Puppet's seat.
  it('refuses a position whose Role draft names a Puppet', () => {
    const made = createFromPosition({
      level: 3,
      puppets: true,
      players: [{ billionaire: 'property-speculator' }, { billionaire: 'tech-overlord' }, { billionaire: 'aristocrat' }, { billionaire: 'media-baron' }],
      roleDraft: [1, 0],
    });
    expect(made.ok).toBe(false);
  });
});

describe('puppets.turns: no envelope, no bid (Level 4)', () => {
  it('asks only the people to hold up their envelopes when a Crisis calls for a Policy', () => {
    const g = twoPlayers({ level: 4, seats: [{ hand: ['locks-9'] }], markets: { vanity: { faceUp: 'dishes-1', faceDown: ['floods'] } } });
    let s = mustPlay(g, { type: 'buy', seat: RODRIGO, market: 'vanity', cards: ['locks-9'] }).game;
    if (stepOf(s) === 'turn.claim') s = mustPlay(s, { type: 'declineClaim', seat: RODRIGO }).game;
    expect(s.windows.at(-1)?.kind).toBe('policy.hold-up');
    expect(s.windows.at(-1)?.seats).toEqual([RODRIGO, ANNA]);
    expect(policyOf(s).envelopes[TECH] ?? []).toEqual([]);
  });

  // ENGINE BUG: policy/position.ts does not refuse Bribe envelope cards for a Puppet seat.
  it('refuses a position that puts cards in a Puppet’s envelope', () => {
    const made = createFromPosition({
      level: 4,
      puppets: true,
      players: [{ billionaire: 'property-speculator' }, { billionaire: 'tech-overlord' }, { billionaire: 'aristocrat' }, { billionaire: 'media-baron' }],
      envelopes: [[], ['locks-1'], [], []],
    });
    expect(made.ok).toBe(false);
  });
});

describe('puppets.turns: the Scam may take from a Puppet', () => {
  it('swaps an Asset with the player’s own Puppet or the opponent’s', () => {
    const g = twoPlayers({ seats: [{ hand: ['scam'] }] });
    expect(legalMoves(g, RODRIGO)).toContainEqual({ type: 'scam', seat: RODRIGO, card: 'scam', player: TECH, take: 'luxury-jet', give: 'cult-of-personality' });
    const own = mustPlay(g, { type: 'scam', seat: RODRIGO, card: 'scam', player: TECH, take: 'luxury-jet', give: 'cult-of-personality' }).game;
    expect(own.players[RODRIGO]!.assets).toEqual(['luxury-jet']);
    expect(own.players[TECH]!.assets).toEqual(['cult-of-personality']);
    const theirs = mustPlay(g, { type: 'scam', seat: RODRIGO, card: 'scam', player: MEDIA, take: 'gang-of-lawyers', give: 'cult-of-personality' }).game;
    expect(theirs.players[RODRIGO]!.assets).toEqual(['gang-of-lawyers']);
  });
});

describe('puppets.panic', () => {
  // Seven Rebels on Crises; Rodrigo drew Unnamed Panic! 2 (Influence, Toys, Vanity).
  const panicking = () =>
    twoPlayers({
      guillotine: [
        { card: 'killer-robots', rebels: 3 },
        { card: 'pandemic', rebels: 2 },
        { card: 'floods', rebels: 2 },
      ],
      lastCrisisBy: RODRIGO,
      panic: { card: 'panic-2', by: RODRIGO },
    });

  it('lets a controller offer, and withdraw, their Puppet’s Asset; never the other Puppet’s', () => {
    const g = panicking();
    expect(stepOf(g)).toBe('panic.negotiate');
    expect(deciders(g).every((s) => TABLE_PEOPLE.includes(s))).toBe(true);
    expect(legalMoves(g, RODRIGO)).toContainEqual({ type: 'panicOffer', seat: TECH, asset: 'luxury-jet' });
    expect(legalMoves(g, RODRIGO).some((m) => m.type === 'panicOffer' && m.seat === MEDIA)).toBe(false);
    expect(legalMoves(g, TECH)).toEqual([]);
    const offered = mustPlay(g, { type: 'panicOffer', seat: TECH, asset: 'luxury-jet' });
    expect(panicOf(offered.game).current?.offers).toEqual([{ player: TECH, asset: 'luxury-jet' }]);
    expect(legalMoves(offered.game, RODRIGO)).toContainEqual({ type: 'panicWithdraw', seat: TECH, asset: 'luxury-jet' });
    expect(refusal(offered.game, { type: 'panicWithdraw', seat: MEDIA, asset: 'luxury-jet' }).rule).toBeDefined();
    const back = mustPlay(offered.game, { type: 'panicWithdraw', seat: TECH, asset: 'luxury-jet' });
    expect(panicOf(back.game).current?.offers).toEqual([]);
  });

  it('takes a Puppet’s Asset in the sacrifice once the people agree', () => {
    const g = panicking();
    const agreed = playAll(g, [
      { type: 'panicOffer', seat: TECH, asset: 'luxury-jet' },
      { type: 'panicOffer', seat: RODRIGO, asset: 'cult-of-personality' },
      { type: 'panicOffer', seat: MEDIA, asset: 'gang-of-lawyers' },
    ]).game;
    let s = agreed;
    const seen: string[] = [];
    for (let i = 0; i < 8 && stepOf(s) === 'panic.negotiate'; i++) {
      const who = deciders(s)[0]!;
      expect(TABLE_PEOPLE).toContain(who);
      const agree = legalMoves(s, who).find((m) => m.type === 'panicAgree');
      if (!agree) break;
      const played = mustPlay(s, agree);
      seen.push(...typesOf(played.events));
      s = played.game;
    }
    expect(seen).toContain('panicSacrificed');
    expect(s.players[TECH]!.assets).not.toContain('luxury-jet');
  });

  it('lets a controller make a Panic! trade for their Puppet, with themselves or with the other side', () => {
    const g = panicking();
    // Rodrigo moves his Puppet's Luxury Jet to his own board: a trade the Puppet makes, decided by him.
    expect(legalMoves(g, RODRIGO)).toContainEqual({ type: 'panicTrade', seat: TECH, partner: RODRIGO, give: ['luxury-jet'], take: [] });
    const gift = mustPlay(g, { type: 'panicTrade', seat: TECH, partner: RODRIGO, give: ['luxury-jet'], take: [] });
    expect(gift.game.players[RODRIGO]!.assets).toContain('luxury-jet');
    expect(gift.game.players[TECH]!.assets).not.toContain('luxury-jet');
    // A trade for Anna's Puppet is hers to make, not Rodrigo's.
    expect(legalMoves(g, RODRIGO).some((m) => m.type === 'panicTrade' && m.seat === MEDIA)).toBe(false);
    expect(legalMoves(g, ANNA).some((m) => m.type === 'panicTrade' && m.seat === MEDIA && m.partner === RODRIGO)).toBe(true);
    assertTwoPlayerInvariants(gift.game);
  });
});

describe('puppets.victory: the Toady follows the Puppet’s Suit (Level 4)', () => {
  // The Tech Overlord needs Toys twice, Legacy, Power and Vanity: four held, the Private Island at Toys makes five.
  const nearlyDone = { assets: ['luxury-jet', 'corporate-enclave', 'mercenary-army', 'noble-estate'] as const };
  const puppetWins = (envelope: readonly string[]) => {
    const g = twoPlayers({
      level: 4,
      seats: [{}, nearlyDone],
      markets: { toys: { faceUp: 'dishes-1', faceDown: [] } },
      roles: [null, null, { role: 'toady', revealed: true }, null],
      envelopes: [[], [], envelope as never, []],
    });
    let s = endTurn(g, [6, 3]).game;
    if (stepOf(s) === 'policy.bribe') s = mustPlay(s, { type: 'finishBribes', seat: RODRIGO }).game;
    return mustPlay(s, { type: 'claim', seat: TECH, asset: 'private-island' });
  };

  it('wins with Rodrigo when Anna’s envelope holds 4 points of Electrical Bolts, the Puppet’s Suit', () => {
    const { game, events } = puppetWins(['bolts-7', 'bolts-1']);
    expect(game.result).toMatchObject({ kind: 'victory' });
    expect([...game.result!.winners].sort()).toEqual([RODRIGO, ANNA]);
    expect(eventOf(events, 'toadyWins')).toMatchObject({ player: ANNA, other: TECH });
  });

  it('does not win on 4 points of Locks, the controller’s Suit', () => {
    const { game } = puppetWins(['locks-7', 'locks-1']);
    expect(game.result?.winners).toEqual([RODRIGO]);
  });
});
