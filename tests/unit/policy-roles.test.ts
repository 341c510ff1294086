/** Level 4's green Roles: the Insider Trader, the Toady and the Vulture Capitalist, with their Rulings. */
import { describe, expect, it } from 'vitest';
import { createGame, describeEvent, type GameState, legalMoves, type PositionInput, rolesOf, stepOf, viewOf } from '../../src/machine/index.ts';
import { envelopeOf, policyOf } from '../../src/machine/modules/policy/index.ts';
import { mustPlay, playAll, position, refusal, typesOf } from '../helpers/game.ts';

const SEATS = [
  { billionaire: 'war-profiteer', hand: ['bombs-9'] },
  { billionaire: 'tech-overlord', hand: ['bolts-8'] },
  { billionaire: 'aristocrat', hand: [] },
  { billionaire: 'property-speculator', hand: [] },
] as const;

/** Seat 0 Buys into a Crisis at Vanity, so a Policy setting begins. */
function toSetting(over: Partial<PositionInput>): GameState {
  const start = position({ level: 4, players: SEATS, markets: { vanity: { faceUp: 'dishes-1', faceDown: ['floods'] } }, ...over });
  return mustPlay(start, { type: 'buy', seat: 0, market: 'vanity', cards: ['bombs-9'] }).game;
}

const holds = (held: readonly boolean[]) => held.map((hold, seat) => ({ type: 'holdUp' as const, seat, hold }));

describe('the Role draft at Level 4 (setup.policy)', () => {
  it('deals from all nine Roles, the green ones included', () => {
    const made = createGame({ players: 4, level: 4, seed: 3 });
    if (!made.ok) throw new Error(made.error.reason);
    const r = rolesOf(made.game);
    expect(r.deck.length + r.offer!.cards.length).toBe(9);
  });
});

describe('the Insider Trader (role.insider-trader)', () => {
  const roles = [null, { role: 'insider-trader' as const, revealed: false }, { role: 'banker' as const, revealed: false }, null];
  const envelopes: PositionInput['envelopes'] = [[], [], ['locks-9', 'locks-8'], ['bombs-1']];

  it('Ruling: asks every hidden Role holder once the hold-ups are shown; the swap follows the player who held up', () => {
    const shown = playAll(toSetting({ roles, envelopes }), holds([false, true, false, true])).game;
    expect(stepOf(shown)).toBe('policy.insider');
    // Seat 1 holds the Insider Trader; seat 2 (a Banker) is asked too, and both see the same question.
    expect(shown.windows.at(-1)!.seats).toEqual([1, 2]);
    expect(legalMoves(shown, 1).map((m) => m.type)).toContain('insiderSwap');
    const { game: swapped, events } = mustPlay(shown, { type: 'insiderSwap', seat: 1, with: 2 });
    expect(typesOf(events)).toEqual(['roleRevealed', 'envelopesSwapped', 'envelopesOpened', 'policySetter']);
    // Seat 1 held up and now shows seat 2's six points; seat 2 did not hold up and keeps seat 1's empty envelope.
    expect(events.find((e) => e.type === 'envelopesOpened')).toMatchObject({
      bids: [
        { player: 1, total: 6 },
        { player: 3, total: 1 },
      ],
    });
    expect(envelopeOf(swapped, 1)).toEqual([]);
    expect(envelopeOf(swapped, 2)).toEqual([]);
    expect(stepOf(swapped)).toBe('policy.set');
  });

  it('goes on to the envelopes once everyone asked has passed', () => {
    const shown = playAll(toSetting({ roles, envelopes }), holds([false, true, false, true])).game;
    const { game, events } = playAll(shown, [
      { type: 'noSwap', seat: 1 },
      { type: 'noSwap', seat: 2 },
    ]);
    expect(typesOf(events)).toContain('envelopesOpened');
    expect(stepOf(game)).toBe('policy.set');
  });

  it('may be Revealed on the holder’s own turn, before the Action', () => {
    const game = position({ level: 4, players: SEATS, roles: [{ role: 'insider-trader', revealed: false }, null, null, null], envelopes: [[], ['bolts-9']] });
    const { game: after } = mustPlay(game, { type: 'insiderSwap', seat: 0, with: 1 });
    expect(envelopeOf(after, 0)).toEqual(['bolts-9']);
    expect(after.phase).toBe('turn.start');
    expect(refusal(game, { type: 'insiderSwap', seat: 0, with: 0 }).code).toBe('role.bad-target');
  });
});

describe('the Toady (role.toady)', () => {
  /** Seat 1 completes its set with this Buy; seat 3 holds the Toady with Bolts in its envelope. */
  function winning(envelope: string[], policy: PositionInput['policy'] = null) {
    return position({
      level: 4,
      players: [
        { billionaire: 'war-profiteer', hand: [], assets: [] },
        { billionaire: 'tech-overlord', hand: ['bolts-9', 'bolts-8'], assets: ['luxury-jet', 'personal-zoo', 'art-hoard', 'pyramid-scheme'] },
        { billionaire: 'aristocrat', hand: [] },
        { billionaire: 'property-speculator', hand: [] },
      ],
      markets: { vanity: { faceUp: 'dishes-1', faceDown: [], assets: ['golf-plantation'] } },
      current: 1,
      roles: [null, null, null, { role: 'toady', revealed: true }],
      envelopes: [[], [], [], envelope as never],
      policy,
    });
  }
  const win = (game: GameState) =>
    playAll(game, [
      { type: 'buy', seat: 1, market: 'vanity', cards: ['bolts-9', 'bolts-8'] },
      { type: 'claim', seat: 1, asset: 'golf-plantation' },
    ]);

  it('wins with the winner, holding four points of the winner’s Suit in the envelope', () => {
    const { game, events } = win(winning(['bolts-4', 'bolts-5']));
    expect(game.result).toMatchObject({ kind: 'victory', winners: [1, 3] });
    expect(
      describeEvent(
        game,
        events.find((e) => e.type === 'toadyWins')!,
      ),
    ).toBe("The Property Speculator, the Toady, has 4 points of the Tech Overlord's Suit in their envelope and wins too.");
  });

  it('does not with three points, unless the Policy in force doubles them', () => {
    expect(win(winning(['bolts-7'])).game.result).toMatchObject({ winners: [1] });
    expect(win(winning(['bolts-7'], 'big-tech-unleashed')).game.result).toMatchObject({ winners: [1, 3] });
  });

  it('Ruling: shares a Celebrity’s win at the Revolution', () => {
    const game = position({
      level: 4,
      players: [
        { billionaire: 'war-profiteer', hand: ['bombs-9'] },
        { billionaire: 'tech-overlord', hand: [] },
        { billionaire: 'aristocrat', hand: [] },
        { billionaire: 'property-speculator', hand: [] },
      ],
      markets: { vanity: { faceUp: 'dishes-1', faceDown: ['floods'] } },
      guillotine: [
        { card: 'killer-robots', rebels: 3 },
        { card: 'pandemic', rebels: 2 },
        { card: 'debt-crisis', rebels: 2 },
        { card: 'poverty', rebels: 1 },
      ],
      panicDone: true,
      roles: [null, { role: 'celebrity', revealed: false }, null, { role: 'toady', revealed: true }],
      envelopes: [[], [], [], ['bolts-4', 'bolts-5']],
    });
    const asked = mustPlay(game, { type: 'buy', seat: 0, market: 'vanity', cards: ['bombs-9'] }).game;
    expect(asked.phase).toBe('deciding');
    const { game: over } = mustPlay(asked, { type: 'revealCelebrity', seat: 1 });
    expect(over.result).toMatchObject({ winners: [1, 3] });
  });

  it('is Revealed on the holder’s own turn and stays on the table', () => {
    const game = position({ level: 4, players: SEATS, roles: [{ role: 'toady', revealed: false }, null, null, null] });
    const { game: shown } = mustPlay(game, { type: 'revealToady', seat: 0 });
    expect(rolesOf(shown).held[0]).toEqual({ role: 'toady', revealed: true });
    expect(viewOf(shown, 2).modules.roles?.held[0]).toEqual({ role: 'toady', revealed: true });
    expect(
      refusal(position({ level: 4, players: SEATS, current: 1, roles: [{ role: 'toady', revealed: false }, null, null, null] }), { type: 'revealToady', seat: 0 }).code,
    ).toBe('seat.not-deciding');
  });
});

describe('the Vulture Capitalist (role.vulture-capitalist)', () => {
  it('as the setter, gives itself to an opponent with a Role and takes theirs, hidden and usable again', () => {
    const roles = [null, { role: 'vulture-capitalist' as const, revealed: false }, { role: 'banker' as const, revealed: true }, null];
    let game = playAll(toSetting({ roles, envelopes: [[], ['bolts-1']] }), holds([false, true, false, false])).game;
    while (stepOf(game) === 'policy.insider')
      game = mustPlay(game, { type: 'noSwap', seat: game.windows.at(-1)!.seats.find((s) => !game.windows.at(-1)!.done.includes(s))! }).game;
    expect(stepOf(game)).toBe('policy.set');
    // Only seats holding a Role can be picked.
    expect(legalMoves(game, 1).flatMap((m) => (m.type === 'vultureTake' ? [m.from] : []))).toEqual([2]);
    const { game: took, events } = mustPlay(game, { type: 'vultureTake', seat: 1, from: 2 });
    expect(rolesOf(took).held[1]).toEqual({ role: 'banker', revealed: false });
    expect(rolesOf(took).held[2]).toEqual({ role: 'vulture-capitalist', revealed: true });
    expect(describeEvent(took, events[1]!, 3)).toBe('The Tech Overlord takes the Banker from the Aristocrat, who gets the spent Vulture Capitalist.');
    // Still the setter; the used Banker can be Revealed again later.
    expect(stepOf(took)).toBe('policy.set');
    expect(policyOf(mustPlay(took, { type: 'setPolicy', seat: 1, policy: 'media-megaplex' }).game).inForce).toBe('media-megaplex');
  });

  it('keeps a hidden Role taken hidden from the others', () => {
    const roles = [null, { role: 'vulture-capitalist' as const, revealed: false }, { role: 'gangster' as const, revealed: false }, null];
    let game = playAll(toSetting({ roles, envelopes: [[], ['bolts-1']] }), holds([false, true, false, false])).game;
    while (stepOf(game) === 'policy.insider')
      game = mustPlay(game, { type: 'noSwap', seat: game.windows.at(-1)!.seats.find((s) => !game.windows.at(-1)!.done.includes(s))! }).game;
    const { events } = mustPlay(game, { type: 'vultureTake', seat: 1, from: 2 });
    expect(describeEvent(game, events[1]!, 3)).not.toMatch(/Gangster/);
    expect(describeEvent(game, events[1]!, 2)).toMatch(/Gangster/);
  });

  it('at the end of the holder’s own turn, goes back into the Role deck for a new Role at random', () => {
    const game = position({ level: 4, players: SEATS, roles: [{ role: 'vulture-capitalist', revealed: false }, null, null, null], roleDeck: ['celebrity'] });
    const step = mustPlay(game, { type: 'exchangeHand', seat: 0, card: 'bombs-9', market: 'toys' }).game;
    expect(legalMoves(step, 0).map((m) => m.type)).toContain('vultureRedraw');
    const { game: after, events } = mustPlay(step, { type: 'vultureRedraw', seat: 0 });
    const drawn = rolesOf(after).held[0]!;
    expect(drawn.revealed).toBe(false);
    expect(rolesOf(after).deck).toHaveLength(rolesOf(step).deck.length);
    expect(describeEvent(step, events[1]!, 2)).toBe('The War Profiteer draws a Role.');
    expect(refusal(game, { type: 'vultureRedraw', seat: 0 }).code).toBe('phase.not-now');
  });
});
