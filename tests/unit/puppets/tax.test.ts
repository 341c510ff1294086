/**
 * Tax Tyranny with Puppets (`policy.tax-tyranny`, correction `policy.tax-puppets`): the Policy taxes
 * the two richest Billionaires, and a Puppet is a Billionaire, so it may be one of them. A Puppet has
 * no hand, so it pays with an Asset of its controller's choice (listed under the controller's seat),
 * or is untouched when it holds none. Played without the correction, only the two people were taxed.
 */
import { describe, expect, it } from 'vitest';
import { checkMove, deciders, describeMove, type GameState, legalMoves, stepOf } from '../../../src/machine/index.ts';
import { eventOf, mustPlay } from '../../helpers/game.ts';
import { chooseMove } from '../../../src/players/index.ts';
import { actingSeat, formFields, moveFromForm } from '../../../src/machine/forms.ts';
import { familyOf } from '../../../src/machine/core/module.ts';
import { ANNA, MEDIA, RODRIGO, TECH, twoPlayers } from './table.ts';

/**
 * Level 4: Rodrigo Buys at Vanity and finds Floods, whose Policy he sets with the only envelope held
 * up (a 1 of Locks). The Puppets hold three Assets each, the people one each: the Puppets are richer.
 */
function setting(uncorrected?: readonly string[]): GameState {
  const g = twoPlayers({
    level: 4,
    seats: [
      { hand: ['locks-9'] },
      { assets: ['luxury-jet', 'private-island', 'tabloid-empire'] },
      { hand: ['diamonds-9'] },
      { assets: ['gang-of-lawyers', 'think-tank', 'corporate-enclave'] },
    ],
    markets: { vanity: { faceUp: 'dishes-1', faceDown: ['floods'] } },
    envelopes: [['locks-1'], [], [], []],
    ...(uncorrected ? { uncorrected } : {}),
  });
  let s = mustPlay(g, { type: 'buy', seat: RODRIGO, market: 'vanity', cards: ['locks-9'] }).game;
  if (stepOf(s) === 'turn.claim') s = mustPlay(s, { type: 'declineClaim', seat: RODRIGO }).game;
  for (const seat of [RODRIGO, ANNA]) s = mustPlay(s, { type: 'holdUp', seat, hold: seat === RODRIGO }).game;
  // Holders of hidden Roles are asked whether one is the Insider Trader: nobody swaps.
  while (stepOf(s) === 'policy.insider') {
    const w = s.windows.at(-1)!;
    s = mustPlay(s, { type: 'noSwap', seat: w.seats.find((x) => !w.done.includes(x))! }).game;
  }
  expect(stepOf(s)).toBe('policy.set');
  return s;
}

const tax = (s: GameState) => mustPlay(s, { type: 'setPolicy', seat: RODRIGO, policy: 'tax-tyranny' });

describe('Ruling: Tax Tyranny counts the Puppets among the richest Billionaires (policy.tax-puppets)', () => {
  it('taxes the two Puppets when they are the richest', () => {
    const { game, events } = tax(setting());
    expect([...eventOf(events, 'taxed').players].sort()).toEqual([TECH, MEDIA]);
    expect(stepOf(game)).toBe('policy.tax');
    expect(game.windows.at(-1)).toMatchObject({ kind: 'policy.tax', seats: expect.arrayContaining([TECH, MEDIA]) });
  });

  it('has a Puppet pay with an Asset its controller chooses, never with cards', () => {
    const { game } = tax(setting());
    const puppet = game.windows.at(-1)!.seats[0]!;
    const controller = puppet === TECH ? RODRIGO : ANNA;
    expect(deciders(game)).toEqual([controller]);
    const moves = legalMoves(game, controller);
    expect(moves.map((m) => m.type)).toEqual(['payTaxAsset', 'payTaxAsset', 'payTaxAsset']);
    expect(moves.every((m) => m.seat === puppet)).toBe(true);
    const asset = game.players[puppet]!.assets[0]!;
    expect(describeMove(game, { type: 'payTaxAsset', seat: puppet, asset })).toMatch(/^Return the (Tech Overlord|Media Baron)'s .+ to its Market$/);
    const paid = mustPlay(game, { type: 'payTaxAsset', seat: puppet, asset }).game;
    expect(paid.players[puppet]!.assets).not.toContain(asset);
    expect(paid.players[puppet]!.assets).toHaveLength(2);
    // Then the other Puppet's controller pays for it.
    const other = puppet === TECH ? MEDIA : TECH;
    expect(deciders(paid)).toEqual([other === TECH ? RODRIGO : ANNA]);
  });

  it("the move form pays for the Puppet: made as the Puppet, offering the Puppet's Assets", () => {
    const { game } = tax(setting());
    const puppet = game.windows.at(-1)!.seats[0]!;
    const controller = puppet === TECH ? RODRIGO : ANNA;
    const family = familyOf('payTaxAsset')!;
    expect(actingSeat(family, game, controller)).toBe(puppet);
    const [asset] = formFields(family, game, controller, controller, {});
    expect(asset!.options.map((o) => o.value)).toEqual(game.players[puppet]!.assets);
    expect(checkMove(game, moveFromForm(family, puppet, { asset: asset!.options[0]!.value }))).toBeNull();
    // The other person is not asked now: their form is their own, and refused.
    const other = controller === RODRIGO ? ANNA : RODRIGO;
    expect(actingSeat(family, game, other)).toBe(other);
  });

  it('the simple computer player pays for its Puppet with an Asset, saying so', () => {
    const { game } = tax(setting());
    const puppet = game.windows.at(-1)!.seats[0]!;
    const controller = puppet === TECH ? RODRIGO : ANNA;
    const d = chooseMove('simple', game, controller, 7);
    expect(d.move).toMatchObject({ type: 'payTaxAsset', seat: puppet });
    expect(d.reason).toMatch(/its Puppet/);
  });

  it('played without policy.tax-puppets: falls on the two people only, even when the Puppets are richer', () => {
    const { events } = tax(setting(['policy.tax-puppets']));
    expect([...eventOf(events, 'taxed').players].sort()).toEqual([RODRIGO, ANNA]);
  });
});
