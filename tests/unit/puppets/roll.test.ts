/**
 * Turns and the Puppet's roll: only the people take turns (`puppets.turns`); after each turn the
 * person's Puppet rolls (`puppets.roll`), and 1 to 5 puts the top card of the deck at that Market
 * (`puppets.card`), face-down even at a Market holding no cards (`puppets.card-face-down`). Rulings: the roll comes after the Action and bribes, before the end-of-turn
 * Panic! check; what it sets off is its controller's doing; it happens even with an empty deck, and
 * the Round ends after it when the deck ran out.
 */
import { describe, expect, it } from 'vitest';
import { crisesOf, deciders, legalMoves, panicOf, rolesOf, stepOf, viewOf } from '../../../src/machine/index.ts';
import { eventOf, mustPlay, refusal, typesOf } from '../../helpers/game.ts';
import { assertTwoPlayerInvariants } from '../../helpers/two-player-invariants.ts';
import { ANNA, actWithRolls, MEDIA, endTurn, RODRIGO, TECH, twoPlayers } from './table.ts';

describe('puppets.turns', () => {
  it('passes the turn from one person to the other, skipping both Puppets', () => {
    let g = twoPlayers({ deck: ['locks-1', 'locks-2', 'locks-3', 'locks-4'] });
    const turns: number[] = [g.current];
    for (let i = 0; i < 4; i++) {
      g = endTurn(g, [1]).game;
      turns.push(g.current);
    }
    expect(turns).toEqual([RODRIGO, ANNA, RODRIGO, ANNA, RODRIGO]);
  });

  it('never lists a Puppet among the deciders, nor gives it moves of its own', () => {
    const g = twoPlayers({ seats: [{ hand: ['locks-4'] }] });
    expect(deciders(g)).toEqual([RODRIGO]);
    expect(legalMoves(g, TECH)).toEqual([]);
    expect(legalMoves(g, MEDIA)).toEqual([]);
    // A Puppet cannot be made to act either.
    expect(refusal(g, { type: 'draw', seat: TECH }).code).toBe('seat.not-deciding');
  });

  it('refuses a position that gives a Puppet cards or the turn', () => {
    expect(() => twoPlayers({ seats: [{}, { hand: ['locks-1'] }] })).toThrow(/Puppet/);
    expect(() => twoPlayers({ current: TECH })).toThrow(/puppets.setup/);
  });
});

describe('puppets.roll', () => {
  it('rolls for the Puppet of the person whose turn just ended', () => {
    const { game, events } = endTurn(twoPlayers({ deck: ['locks-1'] }), [2]);
    expect(eventOf(events, 'puppetRolled')).toMatchObject({ player: TECH, value: 2, stage: 'first' });
    const next = endTurn(game, [4]).events;
    expect(eventOf(next, 'puppetRolled')).toMatchObject({ player: MEDIA, value: 4 });
  });

  it('comes after the Action and everything it set off', () => {
    const g = twoPlayers({ seats: [{ hand: ['locks-4'] }], markets: { vanity: { faceUp: 'dishes-1', faceDown: [] } } });
    const bought = actWithRolls(g, { type: 'buy', seat: RODRIGO, market: 'vanity', cards: ['locks-4'] }, 1);
    // Rodrigo's Buy wins (2 against 1) and waits for his claim: no roll yet.
    expect(typesOf(bought.events)).not.toContain('puppetRolled');
    expect(stepOf(bought.game)).toBe('turn.claim');
    const order = typesOf(mustPlay(bought.game, { type: 'claim', seat: RODRIGO, asset: 'golf-plantation' }).events);
    expect(order.indexOf('assetClaimed')).toBeGreaterThanOrEqual(0);
    expect(order.indexOf('inflation')).toBeGreaterThan(order.indexOf('assetClaimed'));
    expect(order.indexOf('puppetRolled')).toBeGreaterThan(order.indexOf('inflation'));
    expect(order.indexOf('turnEnded')).toBeLessThan(order.indexOf('puppetRolled'));
  });

  it('comes after the bribes at Level 4', () => {
    const g = twoPlayers({ level: 4, seats: [{ hand: ['locks-4', 'locks-1'] }] });
    const passed = endTurn(g, [1]);
    expect(typesOf(passed.events)).not.toContain('puppetRolled');
    expect(stepOf(passed.game)).toBe('policy.bribe');
    const bribed = mustPlay(passed.game, { type: 'finishBribes', seat: RODRIGO });
    expect(typesOf(bribed.events)).toContain('puppetRolled');
  });

  it('comes before the end-of-turn Panic! check: a seventh Rebel from the Puppet’s Buy starts the Panic! in that same turn', () => {
    const g = twoPlayers({
      level: 2,
      seats: [{ hand: ['locks-9'] }],
      guillotine: [
        { card: 'killer-robots', rebels: 3 },
        { card: 'pandemic', rebels: 2 },
      ],
      lastCrisisBy: ANNA,
      markets: { vanity: { faceUp: 'dishes-1', faceDown: ['poverty'] }, influence: { faceUp: 'diamonds-1', faceDown: ['floods'] } },
    });
    // Rodrigo's own Buy finds Poverty: six Rebels, no Panic! yet. Then his Puppet rolls 6, 1 and Buys at Influence.
    const bought = actWithRolls(g, { type: 'buy', seat: RODRIGO, market: 'vanity', cards: ['locks-9'] }, 6, 1);
    expect(stepOf(bought.game)).toBe('turn.puppetClaim');
    expect(panicOf(bought.game).current).toBeNull();
    assertTwoPlayerInvariants(bought.game);
    const claimed = mustPlay(bought.game, { type: 'claim', seat: TECH, asset: 'political-lobbyists' });
    expect(eventOf(claimed.events, 'crisisActivated')).toMatchObject({ card: 'floods', player: RODRIGO });
    expect(stepOf(claimed.game)).toBe('panic.negotiate');
    // Rodrigo, who rolled for the Puppet, draws the Panic! card.
    expect(panicOf(claimed.game).current?.by).toBe(RODRIGO);
    expect(crisesOf(claimed.game).lastBy).toBe(RODRIGO);
    expect(claimed.game.current).toBe(RODRIGO);
  });

  it('Ruling: a Crisis found by your own Puppet’s Buy is your doing, so the Celebrity cannot save you', () => {
    const g = twoPlayers({
      level: 3,
      guillotine: [
        { card: 'killer-robots', rebels: 3 },
        { card: 'pandemic', rebels: 2 },
        { card: 'debt-crisis', rebels: 2 },
        { card: 'wildfires', rebels: 2 },
      ],
      panicDone: true,
      roles: [{ role: 'celebrity', revealed: false }, null, { role: 'banker', revealed: false }, null],
      markets: { influence: { faceUp: 'diamonds-1', faceDown: ['floods'] } },
    });
    const { game } = endTurn(g, [6, 1]);
    const decided = mustPlay(game, { type: 'claim', seat: TECH, asset: 'political-lobbyists' }).game;
    expect(stepOf(decided)).toBe('roles.celebrity');
    expect(rolesOf(decided).crisisCause).toBe(RODRIGO);
    expect(refusal(decided, { type: 'revealCelebrity', seat: RODRIGO }).code).toBe('role.celebrity-caused');
  });

  it('happens even when the turn emptied the Draw deck; the Round ends after it', () => {
    const g = twoPlayers({ deck: ['locks-1'], deckSize: 1 });
    const drawn = mustPlay(g, { type: 'draw', seat: RODRIGO }).game;
    expect(drawn.deck).toEqual([]);
    const ended = endTurn(drawn, [2]);
    // Rodrigo holds the card he drew, so he is asked whether to nudge first; the Round waits.
    expect(stepOf(ended.game)).toBe('puppets.nudge');
    expect(typesOf(ended.events)).not.toContain('roundEnded');
    const { game, events } = mustPlay(ended.game, { type: 'keepRoll', seat: RODRIGO });
    expect(eventOf(events, 'puppetCard')).toMatchObject({ player: TECH, market: 'legacy', card: null, closed: false });
    const order = typesOf(events);
    expect(order.indexOf('roundEnded')).toBeGreaterThan(order.indexOf('puppetCard'));
    expect(game.phase.startsWith('endOfRound')).toBe(true);
  });

  it('ends the Round after the roll whose card empties the deck', () => {
    const g = twoPlayers({ deck: ['locks-1'], deckSize: 1 });
    const { game, events } = endTurn(g, [2]);
    expect(eventOf(events, 'puppetCard')).toMatchObject({ market: 'legacy', closed: false });
    const order = typesOf(events);
    // The card reached Legacy before the Round's end gathered the Markets' cards.
    expect(order.indexOf('gathered')).toBeGreaterThan(order.indexOf('puppetCard'));
    expect(order.indexOf('roundEnded')).toBeGreaterThan(order.indexOf('puppetCard'));
    // Both people and both Puppets hold an Asset: the Round closes with the trades with the Puppets.
    expect(stepOf(game)).toBe('puppets.swap');
  });
});

describe('puppets.card', () => {
  it.each([
    [1, 'influence'],
    [2, 'legacy'],
    [3, 'toys'],
    [4, 'power'],
    [5, 'vanity'],
  ] as const)('a roll of %i puts the top card of the deck face-down at %s', (value, market) => {
    const g = twoPlayers({ deck: ['bombs-5', 'locks-1'] });
    const before = g.markets[market];
    const { game, events } = endTurn(g, [value], value >= 4 ? ['influence', 'legacy'] : ['power', 'vanity']);
    expect(eventOf(events, 'puppetCard')).toEqual(expect.objectContaining({ player: TECH, market, card: null, closed: false }));
    expect(game.markets[market].faceUp).toBe(before.faceUp);
    expect(game.markets[market].faceDown).toEqual([...before.faceDown, 'bombs-5']);
    expect(game.deck[0]).toBe('locks-1');
    expect(game.deck).toHaveLength(g.deck.length - 1);
    // Nobody is told which card it is: nor Anna, nor Rodrigo.
    expect(game.players.every((p) => p.invested.length === 0)).toBe(true);
    assertTwoPlayerInvariants(game);
  });

  it('puts the card face-down at an open Market that has no cards at all, as if Invested (puppets.card-face-down)', () => {
    const g = twoPlayers({ deck: ['bombs-5'], markets: { legacy: { faceUp: null, faceDown: [] } } });
    const { game, events } = endTurn(g, [2]);
    expect(eventOf(events, 'puppetCard')).toMatchObject({ market: 'legacy', card: null, closed: false });
    expect(game.markets.legacy.faceUp).toBeNull();
    expect(game.markets.legacy.faceDown).toEqual(['bombs-5']);
    // Nobody sees it: neither person's view names it.
    for (const seat of [RODRIGO, ANNA]) expect(viewOf(game, seat).markets.legacy).toMatchObject({ faceUp: null, faceDown: [null] });
    assertTwoPlayerInvariants(game);
  });

  it('played without puppets.card-face-down: turns the card face-up at an open Market that has no cards at all', () => {
    const g = twoPlayers({ deck: ['bombs-5'], markets: { legacy: { faceUp: null, faceDown: [] } }, uncorrected: ['puppets.card-face-down'] });
    const { game } = endTurn(g, [2]);
    expect(game.markets.legacy.faceUp).toBe('bombs-5');
    expect(game.markets.legacy.faceDown).toEqual([]);
  });

  it('puts the card face-up on the Discard pile when that Market is closed', () => {
    const g = twoPlayers({ deck: ['bombs-5'], markets: { legacy: { assets: [], faceUp: null, faceDown: [] } } });
    const { game, events } = endTurn(g, [2]);
    expect(eventOf(events, 'puppetCard')).toMatchObject({ market: 'legacy', card: 'bombs-5', closed: true });
    expect(game.discard.at(-1)).toBe('bombs-5');
    expect(game.markets.legacy.faceUp).toBeNull();
    expect(game.markets.legacy.faceDown).toEqual([]);
  });

  it('adds nothing when the deck is empty', () => {
    const g = twoPlayers({ deck: [], deckSize: 0 });
    const { events } = endTurn(g, [4], ['influence', 'legacy']);
    expect(eventOf(events, 'puppetCard')).toMatchObject({ market: 'power', card: null, closed: false });
    const order = typesOf(events);
    expect(order.slice(order.indexOf('puppetCard') + 1)).toContain('roundEnded');
  });
});
