/**
 * Level 4: the Bribe envelopes and how Government Policy is set (policy.bribe, policy.when,
 * policy.hold-up, policy.winner, policy.one, policy.suit), with the Rulings the Level 4 page shows.
 */
import { describe, expect, it } from 'vitest';
import {
  cardsOf,
  describeEvent,
  describeMove,
  encodeLink,
  type GameState,
  legalMoves,
  openLink,
  positionOf,
  type PositionInput,
  stepOf,
  viewOf,
  worthOf,
} from '../../src/machine/index.ts';
import { envelopeOf, policyOf } from '../../src/machine/modules/policy/index.ts';
import { mustPlay, playAll, position, refusal, typesOf } from '../helpers/game.ts';

/** Four seats at Level 4; seat 0 is about to Buy at Vanity, where a Crisis (Floods) lies face-down. */
function table(over: Partial<PositionInput> = {}): GameState {
  return position({
    level: 4,
    players: [
      { billionaire: 'war-profiteer', hand: ['bombs-9', 'bolts-2'] },
      { billionaire: 'tech-overlord', hand: ['bolts-8'] },
      { billionaire: 'aristocrat', hand: [] },
      { billionaire: 'property-speculator', hand: [] },
    ],
    markets: { vanity: { faceUp: 'dishes-1', faceDown: ['floods'] } },
    envelopes: [[], ['locks-4', 'bolts-1'], ['locks-7'], ['diamonds-1']],
    policy: 'real-estate-bonanza',
    ...over,
  });
}

/** Seat 0 Buys at Vanity with 3 Bombs and finds the Crisis: the Buy fails and a setting begins. */
const buyIntoCrisis = (game: GameState) => mustPlay(game, { type: 'buy', seat: 0, market: 'vanity', cards: ['bombs-9'] });

const hold = (seat: number, h: boolean) => ({ type: 'holdUp' as const, seat, hold: h });

describe('stuffing the Bribe envelope (policy.bribe)', () => {
  const afterAction = () => mustPlay(table(), { type: 'exchangeHand', seat: 0, card: 'bolts-2', market: 'toys' });

  it('comes at the end of your own turn, after the Action: cards go in one at a time, never a Crisis', () => {
    const { game, events } = afterAction();
    expect(stepOf(game)).toBe('policy.bribe');
    expect(typesOf(events)).toContain('exchangedHand');
    const moves = legalMoves(game, 0);
    expect(moves.map((m) => m.type)).toContain('bribeIn');
    expect(moves.map((m) => m.type)).toContain('finishBribes');
    expect(legalMoves(game, 1)).toEqual([]);
    const hand = game.players[0]!.hand;
    const inside = mustPlay(game, { type: 'bribeIn', seat: 0, card: hand[0]! }).game;
    expect(envelopeOf(inside, 0)).toEqual([hand[0]]);
    expect(inside.players[0]!.hand).toHaveLength(hand.length - 1);
    // Out again, while the hand is under its limit.
    const back = mustPlay(inside, { type: 'bribeOut', seat: 0, card: hand[0]! }).game;
    expect(envelopeOf(back, 0)).toEqual([]);
    const done = mustPlay(back, { type: 'finishBribes', seat: 0 }).game;
    expect(done.current).toBe(1);
    expect(done.phase).toBe('turn.start');
  });

  it('refuses a Crisis, a card not held, and taking a card out over the hand limit', () => {
    const start = position({
      level: 4,
      players: [{ billionaire: 'war-profiteer', hand: ['floods', 'bombs-1'] }, { billionaire: 'tech-overlord' }, { billionaire: 'aristocrat' }],
      markets: { toys: { faceUp: 'locks-8' } },
    });
    const game = mustPlay(start, { type: 'exchangeHand', seat: 0, card: 'bombs-1', market: 'toys' }).game;
    expect(refusal(game, { type: 'bribeIn', seat: 0, card: 'floods' }).code).toBe('policy.crisis-bribe');
    expect(refusal(game, { type: 'bribeIn', seat: 0, card: 'locks-9' }).code).toBe('policy.not-in-hand');
    expect(legalMoves(game, 0).some((m) => m.type === 'bribeIn' && m.card === 'floods')).toBe(false);
    const full = position({
      level: 4,
      players: [{ billionaire: 'war-profiteer', hand: ['bombs-1', 'bombs-2'] }, { billionaire: 'tech-overlord' }, { billionaire: 'aristocrat' }],
      envelopes: [['locks-1']],
    });
    const step = mustPlay(full, { type: 'exchangeHand', seat: 0, card: 'bombs-1', market: 'toys' }).game;
    expect(step.players[0]!.hand).toHaveLength(2);
    expect(refusal(step, { type: 'bribeOut', seat: 0, card: 'locks-1' }).code).toBe('policy.hand-full');
    expect(refusal(table(), { type: 'bribeIn', seat: 0, card: 'bombs-9' }).code).toBe('phase.not-now');
  });

  it('Ruling: a Special Action card may go in, and counts its value in a bid', () => {
    const game = position({
      level: 4,
      players: [{ billionaire: 'war-profiteer', hand: ['audit-1', 'bombs-1'] }, { billionaire: 'tech-overlord' }, { billionaire: 'aristocrat' }],
      specialActions: true,
    });
    const step = mustPlay(game, { type: 'exchangeHand', seat: 0, card: 'bombs-1', market: 'toys' }).game;
    const inside = mustPlay(step, { type: 'bribeIn', seat: 0, card: 'audit-1' }).game;
    expect(envelopeOf(inside, 0)).toEqual(['audit-1']);
    expect(worthOf(inside)('audit-1')).toBe(3);
  });

  it('hides what goes in from the others (the count is public), in the view, the moves and the log', () => {
    const { game } = afterAction();
    const card = game.players[0]!.hand[0]!;
    const { game: inside, events } = mustPlay(game, { type: 'bribeIn', seat: 0, card });
    expect(viewOf(inside, 0).modules.policy?.envelopes[0]).toEqual([card]);
    expect(viewOf(inside, 1).modules.policy?.envelopes[0]).toBeNull();
    expect(viewOf(inside, 1).modules.policy?.envelopeCounts[0]).toBe(1);
    expect(viewOf(inside, 1).modules.policy?.worths[0]).toBeNull();
    expect(viewOf(inside, 'table').modules.policy?.envelopes[1]).toEqual(['locks-4', 'bolts-1']);
    expect(viewOf(inside, 'table').modules.policy?.worths[1]).toEqual([4, 1]);
    expect(describeEvent(game, events[0]!, 1)).toBe('The War Profiteer puts a card in their Bribe envelope (1 card).');
    expect(describeMove(game, { type: 'bribeIn', seat: 0, card }, 2)).toBe('Put a card in the envelope');
  });

  it('Ruling: the turn that ends the Round has its bribe step too, before the end of the Round', () => {
    const game = table({ deck: [], deckSize: 0 });
    const { game: step } = mustPlay(game, { type: 'exchangeHand', seat: 0, card: 'bolts-2', market: 'toys' });
    expect(stepOf(step)).toBe('policy.bribe');
    expect(step.round).toBe(1);
    const { events } = mustPlay(step, { type: 'finishBribes', seat: 0 });
    expect(typesOf(events)).toContain('roundEnded');
  });
});

describe('setting the Policy after a Crisis in a Buy (policy.when, policy.hold-up)', () => {
  it('begins once the Crisis is Activated, with every seat deciding in secret', () => {
    const { game, events } = buyIntoCrisis(table());
    expect(typesOf(events)).toEqual(expect.arrayContaining(['crisisActivated', 'policyCalled']));
    expect(typesOf(events).indexOf('crisisActivated')).toBeLessThan(typesOf(events).indexOf('policyCalled'));
    expect(stepOf(game)).toBe('policy.hold-up');
    for (const seat of [0, 1, 2, 3]) expect(legalMoves(game, seat).map((m) => m.type)).toEqual(['holdUp', 'holdUp']);
    const one = mustPlay(game, hold(1, true));
    // Seat 1's decision: its own to see; the others know only that it has decided.
    expect(viewOf(one.game, 1).modules.policy?.setting?.held[1]).toBe(true);
    expect(viewOf(one.game, 2).modules.policy?.setting?.held[1]).toBe('decided');
    expect(describeEvent(game, one.events[0]!, 2)).toBe('The Tech Overlord has decided, in secret.');
    expect(describeMove(game, hold(1, true), 2)).toBe('Decide in secret');
    expect(refusal(one.game, hold(1, false)).code).toBe('seat.not-deciding');
  });

  it('counts under the Policy in force: the doubled Lock wins; everyone who held up empties the envelope, the others keep theirs', () => {
    const { game } = buyIntoCrisis(table());
    const { game: after, events } = playAll(game, [hold(0, false), hold(1, true), hold(2, true), hold(3, false)]);
    const opened = events.find((e) => e.type === 'envelopesOpened');
    expect(opened).toMatchObject({
      bids: [
        { player: 1, total: 2 * 2 + 1 },
        { player: 2, total: 6 },
      ],
    });
    expect(events.find((e) => e.type === 'policySetter')).toMatchObject({ player: 2, why: 'bid' });
    expect(envelopeOf(after, 1)).toEqual([]);
    expect(envelopeOf(after, 2)).toEqual([]);
    expect(envelopeOf(after, 3)).toEqual(['diamonds-1']);
    expect(after.discard).toEqual(expect.arrayContaining(['locks-4', 'bolts-1', 'locks-7']));
    expect(stepOf(after)).toBe('policy.set');
    // The totals are public once opened: every seat's view shows them while the setter chooses.
    expect(viewOf(after, 3).modules.policy?.setting?.bids).toEqual([
      { player: 1, total: 5 },
      { player: 2, total: 6 },
    ]);
    expect(legalMoves(after, 2)).toHaveLength(11);
    // The Policy in force counted: it stays in force through the bidding.
    expect(policyOf(after).inForce).toBe('real-estate-bonanza');
    const set = mustPlay(after, { type: 'setPolicy', seat: 2, policy: 'inheritance-tax-abolished' });
    expect(policyOf(set.game).inForce).toBe('inheritance-tax-abolished');
    // The setting is over; the turn goes on to its bribe step.
    expect(stepOf(set.game)).toBe('policy.bribe');
  });

  it('settles a tie at random, or as the table chose (a pick)', () => {
    const tied = table({ envelopes: [[], ['locks-4'], ['bolts-4'], []], policy: null });
    const { game } = buyIntoCrisis(tied);
    const chosen = mustPlay(game, { type: 'choose', seat: 'table', outcome: { kind: 'pick', seat: 2 } }).game;
    const { events } = playAll(chosen, [hold(0, false), hold(1, true), hold(2, true), hold(3, false)]);
    expect(events.find((e) => e.type === 'policySetter')).toMatchObject({ player: 2, why: 'tie' });
  });

  it('lets the Poorest Player set it when nobody holds up', () => {
    const game = table({
      players: [
        { billionaire: 'war-profiteer', hand: ['bombs-9'], assets: ['pyramid-scheme'] },
        { billionaire: 'tech-overlord', hand: [], assets: ['luxury-jet'] },
        { billionaire: 'aristocrat', hand: [], assets: [] },
        { billionaire: 'property-speculator', hand: [], assets: ['cult-of-personality'] },
      ],
    });
    const { game: asked } = buyIntoCrisis(game);
    const { game: after, events } = playAll(asked, [hold(0, false), hold(1, false), hold(2, false), hold(3, false)]);
    expect(events.find((e) => e.type === 'envelopesShown')).toMatchObject({ players: [] });
    expect(events.find((e) => e.type === 'policySetter')).toMatchObject({ player: 2, why: 'poorest' });
    expect(envelopeOf(after, 1)).toEqual(['locks-4', 'bolts-1']);
  });

  it('Ruling: the Disaster Speculator is asked once the setting is over', () => {
    const { game } = buyIntoCrisis(table({ roles: [null, null, { role: 'disaster-speculator', revealed: false }, null] }));
    const shown = playAll(game, [hold(0, false), hold(1, true), hold(2, false), hold(3, false)]).game;
    // Seat 2 holds a hidden Role: asked first about the envelopes, then, after the Policy, about the Crisis.
    expect(stepOf(shown)).toBe('policy.insider');
    const setter = mustPlay(shown, { type: 'noSwap', seat: 2 }).game;
    expect(stepOf(setter)).toBe('policy.set');
    const after = mustPlay(setter, { type: 'setPolicy', seat: 1, policy: 'archeological-dig' }).game;
    expect(stepOf(after)).toBe('policy.dig');
    const dug = mustPlay(after, { type: 'digUp', seat: 1, take: [] }).game;
    expect(stepOf(dug)).toBe('roles.speculator');
  });

  it('asks whoever holds a hidden Role once the setting is over, a Disaster Speculator just drawn by New Role included', () => {
    const { game } = buyIntoCrisis(table({ roleDeck: ['disaster-speculator', 'celebrity'] }));
    const setter = playAll(game, [hold(0, false), hold(1, true), hold(2, false), hold(3, false)]).game;
    const drawn = mustPlay(setter, { type: 'setPolicy', seat: 1, policy: 'new-role' }).game;
    const kept = mustPlay(drawn, { type: 'keepRole', seat: 1, role: 'disaster-speculator' }).game;
    expect(stepOf(kept)).toBe('roles.speculator');
    expect(kept.windows.at(-1)!.seats).toEqual([1]);
    expect(legalMoves(kept, 1).some((m) => m.type === 'speculate')).toBe(true);
  });

  it('Ruling: an empty envelope may be held up; it counts 0', () => {
    const { game } = buyIntoCrisis(table({ envelopes: [[], [], [], []] }));
    const { events } = playAll(game, [hold(0, true), hold(1, false), hold(2, false), hold(3, false)]);
    expect(events.find((e) => e.type === 'envelopesOpened')).toMatchObject({ bids: [{ player: 0, cards: [], total: 0 }] });
    expect(events.find((e) => e.type === 'policySetter')).toMatchObject({ player: 0 });
  });

  it('never comes with the tenth Rebel: the Revolution ends the game first', () => {
    const game = table({
      guillotine: [
        { card: 'killer-robots', rebels: 3 },
        { card: 'crisis-12', rebels: 3 },
        { card: 'debt-crisis', rebels: 2 },
      ],
      panicDone: true,
    });
    const { game: over, events } = buyIntoCrisis(game);
    expect(over.phase).toBe('gameOver');
    expect(typesOf(events)).not.toContain('policyCalled');
  });
});

describe('the setter’s choice (policy.one, policy.suit)', () => {
  const setter = () => playAll(buyIntoCrisis(table()).game, [hold(0, false), hold(1, true), hold(2, true), hold(3, false)]).game;

  it('Ruling: "no Policy" leaves nothing in force', () => {
    const { game, events } = mustPlay(setter(), { type: 'setPolicy', seat: 2 });
    expect(policyOf(game).inForce).toBeNull();
    expect(describeEvent(game, events[0]!)).toBe('The Aristocrat sets no Policy: Real Estate Bonanza is no longer in force.');
  });

  it('Ruling: the Policy in force may be set again', () => {
    const { game } = mustPlay(setter(), { type: 'setPolicy', seat: 2, policy: 'real-estate-bonanza' });
    expect(policyOf(game).inForce).toBe('real-estate-bonanza');
  });

  it('only the setter sets it, only then', () => {
    expect(refusal(setter(), { type: 'setPolicy', seat: 1, policy: 'tax-tyranny' }).code).toBe('seat.not-deciding');
    expect(refusal(table(), { type: 'setPolicy', seat: 0, policy: 'tax-tyranny' }).code).toBe('phase.not-now');
  });

  it('a Suit Policy doubles that Suit’s Resource cards for everyone, in a Buy too; never Crisis or Special Action cards', () => {
    const game = position({
      level: 4,
      specialActions: true,
      players: [{ billionaire: 'war-profiteer', hand: ['locks-1'] }, { billionaire: 'tech-overlord' }, { billionaire: 'aristocrat' }],
      envelopes: [['locks-3', 'bombs-2']],
      markets: { vanity: { faceUp: 'locks-2', faceDown: [] } },
      policy: 'real-estate-bonanza',
    });
    const worth = worthOf(game);
    expect([worth('locks-1'), worth('locks-9'), worth('bombs-9'), worth('floods'), worth('audit-1')]).toEqual([2, 6, 3, 3, 3]);
    // The table shows an envelope's cards at what they count now: the engine's view says so.
    expect(viewOf(game, 0).modules.policy?.worths[0]).toEqual([2 * cardsOf(game).value('locks-3'), cardsOf(game).value('bombs-2')]);
    // 1 Lock doubled (2) against a Lock worth 1 doubled (2): no win; the comparison counts both doubled.
    const { events } = mustPlay(game, { type: 'buy', seat: 0, market: 'vanity', cards: ['locks-1'] });
    expect(events.find((e) => e.type === 'buyFailed')).toMatchObject({ score: 2, against: 2 });
  });
});

describe('the end of the Round (policy.when)', () => {
  it('sets the Policy once, after the new Roles and before the Poorest Player goes first', () => {
    const game = table({ deck: [], deckSize: 0, envelopes: [[], [], [], []] });
    const { game: step } = mustPlay(game, { type: 'exchangeHand', seat: 0, card: 'bolts-2', market: 'toys' });
    let { game: next } = mustPlay(step, { type: 'finishBribes', seat: 0 });
    // Through the Round's end: answer every window until the hold-up.
    for (let i = 0; i < 40 && stepOf(next) !== 'policy.hold-up'; i++) {
      const seat = viewOf(next, 'table').deciders[0]!;
      next = mustPlay(next, legalMoves(next, seat).find((m) => m.type !== 'keepRole' || m.role === undefined) ?? legalMoves(next, seat)[0]!).game;
    }
    expect(next.phase).toBe('endOfRound.policy');
    const { game: after, events } = playAll(
      next,
      [0, 1, 2, 3].map((s) => hold(s, false)),
    );
    const setter = (events.find((e) => e.type === 'policySetter') as { player: number }).player;
    const { game: done } = mustPlay(after, { type: 'setPolicy', seat: setter, policy: 'weapons-galore' });
    expect(done.phase).toBe('turn.start');
    expect(done.round).toBe(2);
    expect(policyOf(done).inForce).toBe('weapons-galore');
  });
});

describe('positions and links (table.position, link.format)', () => {
  it('keep envelopes and the Policy in force, and refuse a Crisis in an envelope', () => {
    const game = table();
    const p = positionOf(game);
    expect(p.envelopes).toEqual([[], ['locks-4', 'bolts-1'], ['locks-7'], ['diamonds-1']]);
    expect(p.policy).toBe('real-estate-bonanza');
    const opened = openLink(encodeLink({ start: { kind: 'position', state: game }, moves: [] }));
    if (!opened.ok) throw new Error(opened.error.reason);
    expect(policyOf(opened.states[0]!).inForce).toBe('real-estate-bonanza');
    expect(envelopeOf(opened.states[0]!, 1)).toEqual(['locks-4', 'bolts-1']);
    const seats = [{ billionaire: 'war-profiteer' }, { billionaire: 'tech-overlord' }, { billionaire: 'aristocrat' }] as const;
    expect(() => position({ level: 4, players: seats, envelopes: [['floods']] })).toThrow(/Crisis never goes into a Bribe envelope/);
    expect(() => position({ level: 3, players: seats, envelopes: [['bombs-1']] })).toThrow(/higher Level/);
    expect(() => position({ ...p, policy: 'free-lunch' } as never)).toThrow(/not a Government Policy/);
  });
});
