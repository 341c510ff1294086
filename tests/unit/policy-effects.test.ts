/**
 * Level 4: what each one-time Policy does as it is set (Archeological Dig, Billionaire Audited, New
 * Role, Repress the Rebels, Tax Tyranny), with the Rulings the Level 4 page shows.
 */
import { describe, expect, it } from 'vitest';
import { crisesOf, type GameState, legalMoves, type PositionInput, rolesOf, stepOf } from '../../src/machine/index.ts';
import { policyOf } from '../../src/machine/modules/policy/index.ts';
import { mustPlay, playAll, position, refusal, typesOf } from '../helpers/game.ts';

/**
 * Four seats at Level 4; seat 0 Buys into a Crisis (Floods, face-down at Vanity) and the setting
 * begins; only `setter`'s envelope has anything in it and only `setter` holds it up, so they set.
 */
function settingBy(setter: number, over: Partial<PositionInput> = {}): GameState {
  const start = position({
    level: 4,
    players: [
      { billionaire: 'war-profiteer', hand: ['bombs-9'] },
      { billionaire: 'tech-overlord', hand: ['bolts-8', 'bolts-1'], assets: ['luxury-jet', 'personal-zoo', 'art-hoard'] },
      { billionaire: 'aristocrat', hand: ['diamonds-2'], assets: ['cryogenic-lab'] },
      { billionaire: 'property-speculator', hand: [], assets: ['cult-of-personality', 'think-tank'] },
    ],
    markets: { vanity: { faceUp: 'dishes-1', faceDown: ['floods'] } },
    envelopes: [0, 1, 2, 3].map((s) => (s === setter ? ['locks-1'] : [])),
    ...over,
  });
  const asked = mustPlay(start, { type: 'buy', seat: 0, market: 'vanity', cards: ['bombs-9'] }).game;
  let shown = playAll(
    asked,
    [0, 1, 2, 3].map((seat) => ({ type: 'holdUp' as const, seat, hold: seat === setter })),
  ).game;
  // Holders of hidden Roles are asked whether one is the Insider Trader: nobody swaps.
  while (stepOf(shown) === 'policy.insider')
    shown = mustPlay(shown, { type: 'noSwap', seat: shown.windows.at(-1)!.seats.find((s) => !shown.windows.at(-1)!.done.includes(s))! }).game;
  return shown;
}

describe('Archeological Dig (policy.archeological-dig)', () => {
  it('Ruling: the setter takes up to two cards of any kind, a Crisis too, then discards down to the limit', () => {
    const game = settingBy(1, { discard: ['locks-9', 'audit-2', 'pandemic'], specialActions: true });
    const { game: digging } = mustPlay(game, { type: 'setPolicy', seat: 1, policy: 'archeological-dig' });
    expect(stepOf(digging)).toBe('policy.dig');
    const takes = legalMoves(digging, 1).map((m) => (m.type === 'digUp' ? m.take : null));
    expect(takes).toContainEqual([]);
    expect(takes).toContainEqual(['pandemic', 'audit-2'].filter((c) => digging.discard.includes(c as never)).length === 2 ? expect.anything() : []);
    const { game: dug, events } = mustPlay(digging, { type: 'digUp', seat: 1, take: ['locks-9', 'pandemic'] });
    expect(typesOf(events)).toContain('dugUp');
    expect(dug.players[1]!.hand).toHaveLength(4);
    expect(stepOf(dug)).toBe('roles.hand-limit');
    const { game: down } = mustPlay(dug, { type: 'discardToLimit', seat: 1, cards: ['pandemic', 'bolts-1'] });
    expect([...down.players[1]!.hand].sort()).toEqual(['bolts-8', 'locks-9']);
    expect(refusal(digging, { type: 'digUp', seat: 1, take: ['bombs-2'] }).code).toBe('policy.dig-card');
  });

  it('may take nothing', () => {
    const { game } = mustPlay(settingBy(2), { type: 'setPolicy', seat: 2, policy: 'archeological-dig' });
    const { game: after } = mustPlay(game, { type: 'digUp', seat: 2, take: [] });
    expect(stepOf(after)).toBe('policy.bribe');
  });
});

describe('Billionaire Audited (policy.billionaire-audited)', () => {
  it('sends one Asset of any player, the setter’s own included, back to its Market; or nobody', () => {
    const { game } = mustPlay(settingBy(2), { type: 'setPolicy', seat: 2, policy: 'billionaire-audited' });
    expect(stepOf(game)).toBe('policy.audit');
    const own = mustPlay(game, { type: 'policyAudit', seat: 2, player: 2, asset: 'cryogenic-lab', gangster: false }).game;
    expect(own.players[2]!.assets).toEqual([]);
    expect(own.markets.legacy.assets).toContain('cryogenic-lab');
    const other = mustPlay(game, { type: 'policyAudit', seat: 2, player: 1, asset: 'luxury-jet', gangster: false }).game;
    expect(other.markets.toys.assets).toContain('luxury-jet');
    expect(stepOf(mustPlay(game, { type: 'declineAudit', seat: 2 }).game)).toBe('policy.bribe');
  });

  it('lets a setter with the hidden Gangster keep an Asset of another player, never their fifth', () => {
    const roles = [null, null, { role: 'gangster' as const, revealed: false }, null];
    const { game } = mustPlay(settingBy(2, { roles }), { type: 'setPolicy', seat: 2, policy: 'billionaire-audited' });
    expect(legalMoves(game, 2).some((m) => m.type === 'policyAudit' && m.gangster && m.player === 2)).toBe(false);
    const { game: kept, events } = mustPlay(game, { type: 'policyAudit', seat: 2, player: 1, asset: 'art-hoard', gangster: true });
    expect(kept.players[2]!.assets).toContain('art-hoard');
    expect(rolesOf(kept).held[2]).toEqual({ role: 'gangster', revealed: true });
    // The Gangster is spent now: nobody holds a hidden Role, so nobody is asked after the Crisis and the turn goes on.
    expect(typesOf(events).slice(0, 2)).toEqual(['roleRevealed', 'policyAudited']);
    expect(
      refusal(mustPlay(settingBy(1), { type: 'setPolicy', seat: 1, policy: 'billionaire-audited' }).game, {
        type: 'policyAudit',
        seat: 1,
        player: 3,
        asset: 'think-tank',
        gangster: true,
      }).code,
    ).toBe('role.not-held');
  });
});

describe('New Role (policy.new-role)', () => {
  it('Ruling: the setter gives back their Role, Revealed or hidden, draws as many as their empty spaces and may keep one or none', () => {
    const roles = [null, { role: 'banker' as const, revealed: true }, null, null];
    const { game, events } = mustPlay(settingBy(1, { roles }), { type: 'setPolicy', seat: 1, policy: 'new-role' });
    expect(typesOf(events)).toContain('roleGivenBack');
    expect(rolesOf(game).held[1]).toBeNull();
    // Three Assets held of five: two drawn.
    expect(rolesOf(game).offer).toMatchObject({ seat: 1 });
    expect(rolesOf(game).offer!.cards).toHaveLength(2);
    const keep = rolesOf(game).offer!.cards[0]!;
    const { game: kept } = mustPlay(game, { type: 'keepRole', seat: 1, role: keep });
    expect(rolesOf(kept).held[1]).toEqual({ role: keep, revealed: false });
    const none = mustPlay(game, { type: 'keepRole', seat: 1 }).game;
    expect(rolesOf(none).held[1]).toBeNull();
  });
});

describe('a Revealed Banker leaving in a setting (turn.hand-limit)', () => {
  it('New Role: a setter holding three cards with a Revealed Banker discards down as it goes back', () => {
    const roles = [null, { role: 'banker' as const, revealed: true }, null, null];
    const two = settingBy(1, { roles });
    // A third card drawn under the Banker (a position is set up within the usual limit of two).
    const third = two.deck[0]!;
    const game: GameState = {
      ...two,
      deck: two.deck.slice(1),
      players: two.players.map((p, seat) => (seat === 1 ? { ...p, hand: [...p.hand, third] } : p)),
    };
    const { game: after } = mustPlay(game, { type: 'setPolicy', seat: 1, policy: 'new-role' });
    expect(stepOf(after)).toBe('roles.hand-limit');
    const { game: down } = mustPlay(after, { type: 'discardToLimit', seat: 1, cards: [third] });
    expect(down.players[1]!.hand).toHaveLength(2);
    expect(stepOf(down)).toBe('roles.choose');
  });
});

describe('Repress the Rebels (policy.repress-the-rebels)', () => {
  const guillotine = [
    { card: 'killer-robots' as const, rebels: 3 },
    { card: 'poverty' as const, rebels: 1 },
  ];

  it('an odd roll sends two Rebels off the Crisis the setter picks; the card stays', () => {
    const game = settingBy(1, { guillotine });
    const rolled = mustPlay(game, { type: 'choose', seat: 'table', outcome: { kind: 'roll', value: 3 } }).game;
    const { game: asked, events } = mustPlay(rolled, { type: 'setPolicy', seat: 1, policy: 'repress-the-rebels' });
    expect(events.find((e) => e.type === 'repressRolled')).toMatchObject({ roll: 3, count: 2 });
    expect(
      legalMoves(asked, 1)
        .map((m) => (m.type === 'repress' ? m.crisis : null))
        .sort(),
    ).toEqual(['floods', 'killer-robots', 'poverty']);
    const { game: after } = mustPlay(asked, { type: 'repress', seat: 1, crisis: 'killer-robots' });
    expect(crisesOf(after).guillotine.find((g) => g.card === 'killer-robots')).toEqual({ card: 'killer-robots', rebels: 1 });
  });

  it('Ruling: a Crisis with one Rebel loses just that one; the two are never split', () => {
    const rolled = mustPlay(settingBy(1, { guillotine }), { type: 'choose', seat: 'table', outcome: { kind: 'roll', value: 5 } }).game;
    const asked = mustPlay(rolled, { type: 'setPolicy', seat: 1, policy: 'repress-the-rebels' }).game;
    const { game: after, events } = mustPlay(asked, { type: 'repress', seat: 1, crisis: 'poverty' });
    expect(events.find((e) => e.type === 'rebelsRepressed')).toMatchObject({ count: 1 });
    expect(crisesOf(after).guillotine.find((g) => g.card === 'poverty')).toEqual({ card: 'poverty', rebels: 0 });
    expect(stepOf(after)).toBe('policy.bribe');
  });

  it('an even roll sends one', () => {
    const rolled = mustPlay(settingBy(1, { guillotine }), { type: 'choose', seat: 'table', outcome: { kind: 'roll', value: 4 } }).game;
    const asked = mustPlay(rolled, { type: 'setPolicy', seat: 1, policy: 'repress-the-rebels' }).game;
    const { game: after } = mustPlay(asked, { type: 'repress', seat: 1, crisis: 'killer-robots' });
    expect(crisesOf(after).guillotine.find((g) => g.card === 'killer-robots')!.rebels).toBe(2);
  });

  it('Ruling: the Panic! counts the Rebels standing now, so Repress the Rebels can put it off', () => {
    // 5 standing + Floods' 2 = 7: a Panic! is due at the end of the turn, unless two leave first.
    const game = settingBy(1, {
      guillotine: [
        { card: 'killer-robots', rebels: 3 },
        { card: 'pandemic', rebels: 2 },
      ],
      discard: [],
    });
    const rolled = mustPlay(game, { type: 'choose', seat: 'table', outcome: { kind: 'roll', value: 1 } }).game;
    const asked = mustPlay(rolled, { type: 'setPolicy', seat: 1, policy: 'repress-the-rebels' }).game;
    const repressed = mustPlay(asked, { type: 'repress', seat: 1, crisis: 'killer-robots' }).game;
    const { events } = mustPlay(repressed, { type: 'finishBribes', seat: 0 });
    expect(typesOf(events)).not.toContain('panicStarted');
    // Without the repression, the same turn brings the Panic!.
    const calm = mustPlay(mustPlay(game, { type: 'setPolicy', seat: 1 }).game, { type: 'finishBribes', seat: 0 });
    expect(typesOf(calm.events)).toContain('panicStarted');
  });
});

describe('Tax Tyranny (policy.tax-tyranny)', () => {
  it('falls on the two richest, richest first: three points of cards (none more than needed) or an Asset', () => {
    const { game, events } = mustPlay(settingBy(2), { type: 'setPolicy', seat: 2, policy: 'tax-tyranny' });
    // Seat 1 holds three needed Assets, seat 3 two: they are the richest.
    expect(events.find((e) => e.type === 'taxed')).toMatchObject({ players: [1, 3] });
    expect(stepOf(game)).toBe('policy.tax');
    const cards = legalMoves(game, 1).flatMap((m) => (m.type === 'payTaxCards' ? [m.cards] : []));
    // 3 Bolts alone pays; 3 Bolts + 1 Bolt would pay a card more than needed.
    expect(cards).toEqual([['bolts-8']]);
    const paid = mustPlay(game, { type: 'payTaxCards', seat: 1, cards: ['bolts-8'] }).game;
    expect(paid.players[1]!.hand).toEqual(['bolts-1']);
    expect(refusal(game, { type: 'payTaxCards', seat: 1, cards: ['bolts-8', 'bolts-1'] }).code).toBe('policy.tax-cards');
    // Seat 3 has no cards: an Asset of its choice goes back.
    expect(legalMoves(paid, 3).map((m) => m.type)).toEqual(['payTaxAsset', 'payTaxAsset']);
    const done = mustPlay(paid, { type: 'payTaxAsset', seat: 3, asset: 'think-tank' }).game;
    expect(done.markets.influence.assets).toContain('think-tank');
    expect(stepOf(done)).toBe('policy.bribe');
  });

  it('Ruling: one who has neither three points of cards nor an Asset is untouched', () => {
    const game = settingBy(2, {
      players: [
        { billionaire: 'war-profiteer', hand: ['bombs-9'], assets: [] },
        { billionaire: 'tech-overlord', hand: ['bolts-1'], assets: [] },
        { billionaire: 'aristocrat', hand: [], assets: [] },
        { billionaire: 'property-speculator', hand: [], assets: [] },
      ],
    });
    const pick = (seat: number) => ({ type: 'choose' as const, seat: 'table' as const, outcome: { kind: 'pick' as const, seat } });
    const chosen = playAll(game, [pick(1), pick(3)]).game;
    const { game: after, events } = mustPlay(chosen, { type: 'setPolicy', seat: 2, policy: 'tax-tyranny' });
    expect(events.find((e) => e.type === 'taxed')).toMatchObject({ players: [1, 3] });
    expect(typesOf(events).filter((t) => t === 'taxUntouched')).toHaveLength(2);
    expect(stepOf(after)).toBe('policy.bribe');
    expect(policyOf(after).inForce).toBe('tax-tyranny');
  });
});
