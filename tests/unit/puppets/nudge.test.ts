/**
 * Nudging the Puppet's die (`puppets.nudge`): discard one card to move the roll up or down by its
 * value, looping round 1–6; one card per roll; never a Crisis. Rulings: a card nudges by what it
 * counts now (a Suit Policy doubles it); the controller is asked whenever they hold a card.
 */
import { describe, expect, it } from 'vitest';
import { legalMoves, stepOf } from '../../../src/machine/index.ts';
import { nudged } from '../../../src/machine/modules/puppets/index.ts';
import { eventOf, mustPlay, refusal, typesOf } from '../../helpers/game.ts';
import { ANNA, endTurn, RODRIGO, TECH, twoPlayers } from './table.ts';

/** Rodrigo ends his turn holding `hand`; the die shows `value` and he is asked about a nudge. */
function asked(hand: readonly string[], value: number, extra: Parameters<typeof twoPlayers>[0] = {}) {
  const g = twoPlayers({ deck: ['bombs-5', 'bombs-6'], ...extra, seats: [{ hand: hand as never }] });
  const { game } = endTurn(g, [value]);
  expect(stepOf(game)).toBe('puppets.nudge');
  return game;
}

describe('puppets.nudge', () => {
  it('asks the controller after the roll, with the pending roll shown to everyone', () => {
    const game = asked(['locks-4'], 3);
    expect(game.windows.at(-1)).toMatchObject({ kind: 'puppets.nudge', seats: [RODRIGO] });
    expect(game.modules.puppets?.roll).toEqual({ stage: 'first', value: 3 });
    const listed = legalMoves(game, RODRIGO);
    expect(listed).toEqual(
      expect.arrayContaining([
        { type: 'nudge', seat: RODRIGO, card: 'locks-4', up: true },
        { type: 'nudge', seat: RODRIGO, card: 'locks-4', up: false },
        { type: 'keepRoll', seat: RODRIGO },
      ]),
    );
    expect(legalMoves(game, ANNA)).toEqual([]);
  });

  it('moves the die by the card’s value and discards the card', () => {
    const game = asked(['locks-4', 'locks-1'], 2);
    // A 2 turns a roll of 2 into 4 going up.
    const up = mustPlay(game, { type: 'nudge', seat: RODRIGO, card: 'locks-4', up: true });
    expect(eventOf(up.events, 'puppetNudged')).toMatchObject({ player: RODRIGO, card: 'locks-4', from: 2, to: 4 });
    expect(eventOf(up.events, 'puppetCard')).toMatchObject({ market: 'power' });
    expect(up.game.players[RODRIGO]!.hand).toEqual(['locks-1']);
    expect(up.game.discard).toContain('locks-4');
    // …or into 6 going down, which sends the Puppet to Buy: a second roll follows.
    const down = mustPlay(game, { type: 'nudge', seat: RODRIGO, card: 'locks-4', up: false });
    expect(eventOf(down.events, 'puppetNudged')).toMatchObject({ from: 2, to: 6 });
    expect(down.events.filter((e) => e.type === 'puppetRolled').at(-1)).toMatchObject({ player: TECH, stage: 'market' });
  });

  it('loops past 6 and below 1', () => {
    expect(nudged(5, 2)).toBe(1);
    expect(nudged(6, 1)).toBe(1);
    expect(nudged(1, -1)).toBe(6);
    expect(nudged(2, -3)).toBe(5);
    const past = mustPlay(asked(['locks-4'], 5), { type: 'nudge', seat: RODRIGO, card: 'locks-4', up: true });
    expect(eventOf(past.events, 'puppetNudged')).toMatchObject({ from: 5, to: 1 });
    expect(eventOf(past.events, 'puppetCard')).toMatchObject({ market: 'influence' });
    const below = mustPlay(asked(['locks-7'], 2), { type: 'nudge', seat: RODRIGO, card: 'locks-7', up: false });
    expect(eventOf(below.events, 'puppetNudged')).toMatchObject({ from: 2, to: 5 });
  });

  it('Ruling: one card per roll; the Market roll after a 6 may take another', () => {
    const game = asked(['locks-4', 'locks-1'], 3);
    const once = mustPlay(game, { type: 'nudge', seat: RODRIGO, card: 'locks-1', up: true });
    // The roll counted at once (4: a card for Power); no second nudge of the same roll.
    expect(eventOf(once.events, 'puppetCard')).toMatchObject({ market: 'power' });
    expect(stepOf(once.game)).not.toBe('puppets.nudge');
    expect(once.game.current).toBe(ANNA);

    const six = asked(['locks-4', 'locks-1'], 6, { markets: { toys: { faceUp: 'dishes-1', faceDown: [] } } });
    const market = mustPlay(six, { type: 'keepRoll', seat: RODRIGO });
    // The second roll (the seeded die) is asked about again.
    expect(stepOf(market.game)).toBe('puppets.nudge');
    expect(market.game.modules.puppets?.roll?.stage).toBe('market');
  });

  it('never takes a Crisis card (rule puppets.nudge), though a hand of only Crises is still asked', () => {
    const game = asked(['floods', 'locks-4'], 3);
    expect(legalMoves(game, RODRIGO).some((m) => m.type === 'nudge' && m.card === 'floods')).toBe(false);
    expect(refusal(game, { type: 'nudge', seat: RODRIGO, card: 'floods', up: true })).toMatchObject({ code: 'puppets.crisis-nudge', rule: 'puppets.nudge' });
    const crisesOnly = asked(['floods'], 3);
    expect(legalMoves(crisesOnly, RODRIGO)).toEqual([{ type: 'keepRoll', seat: RODRIGO }]);
  });

  it('refuses a card not in hand, and a nudge when no roll waits', () => {
    const game = asked(['locks-4'], 3);
    expect(refusal(game, { type: 'nudge', seat: RODRIGO, card: 'locks-7', up: true }).code).toBe('puppets.not-in-hand');
    const idle = twoPlayers({ seats: [{ hand: ['locks-4'] }] });
    expect(refusal(idle, { type: 'nudge', seat: RODRIGO, card: 'locks-4', up: true }).rule).toBeDefined();
    expect(legalMoves(idle, RODRIGO).some((m) => m.type === 'nudge' || m.type === 'keepRoll')).toBe(false);
  });

  it('opens no window when the controller’s hand is empty', () => {
    const { events, game } = endTurn(twoPlayers({ deck: ['bombs-5'] }), [3]);
    expect(typesOf(events)).toContain('puppetCard');
    expect(game.windows).toEqual([]);
  });

  it('Ruling: a Special Action card nudges by its value as a Resource', () => {
    const audit = mustPlay(asked(['audit-1'], 1), { type: 'nudge', seat: RODRIGO, card: 'audit-1', up: true });
    expect(eventOf(audit.events, 'puppetNudged')).toMatchObject({ from: 1, to: 4 });
  });

  it('Ruling: under a Suit Policy a card of that Suit nudges by twice its value (Level 4)', () => {
    const g = twoPlayers({ level: 4, policy: 'real-estate-bonanza', deck: ['bombs-5'], seats: [{ hand: ['locks-4'] }] });
    // The bribes come first at Level 4; then the roll.
    const game = mustPlay(endTurn(g, [1]).game, { type: 'finishBribes', seat: RODRIGO }).game;
    expect(stepOf(game)).toBe('puppets.nudge');
    const doubled = mustPlay(game, { type: 'nudge', seat: RODRIGO, card: 'locks-4', up: true });
    expect(eventOf(doubled.events, 'puppetNudged')).toMatchObject({ from: 1, to: 5 });
  });
});
