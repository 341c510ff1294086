/**
 * The table's chosen outcomes in a form (`modules/table/form.ts`): which outcome, then what it was.
 * The form offers only the kinds the engine takes now (the face-down ones only in the table view),
 * its first values make a move the engine takes, and it is never offered among a seat's moves.
 */
import { describe, expect, it } from 'vitest';
import { checkMove, createGame, crisesOf, panicOf, type GameState, type Viewer } from '../../src/machine/index.ts';
import { formFamilies, moveFromForm, resolveForm } from '../../src/machine/forms.ts';
import { familyOf } from '../../src/machine/core/module.ts';
import { mustPlay, position } from '../helpers/game.ts';

const choose = familyOf('choose')!;
const game = (options: Parameters<typeof createGame>[0]): GameState => {
  const made = createGame(options);
  if (!made.ok) throw new Error(made.error.reason);
  return made.game;
};
const form = (state: GameState, viewer: Viewer, picked: Record<string, unknown> = {}) => resolveForm(choose, state, 0, viewer, picked);
const kinds = (state: GameState, viewer: Viewer) => form(state, viewer).fields[0]!.options.map((o) => o.key);

const level1 = position({
  players: [
    { billionaire: 'aristocrat', hand: ['diamonds-4'] },
    { billionaire: 'media-baron', hand: [] },
    { billionaire: 'war-profiteer', hand: [] },
  ],
  deck: ['dishes-1', 'dishes-2', 'dishes-3', 'dishes-4'],
});

describe('the chosen-outcome form', () => {
  it('is asked in its own panel, never among the moves a seat may try', () => {
    expect(formFamilies(level1).map((f) => f.type)).not.toContain('choose');
    expect(formFamilies(level1, ['choose']).map((f) => f.type)).toEqual(['choose']);
  });

  it('offers at Level 1 the deck and the tie (no die is rolled), and a seat only the tie', () => {
    expect(kinds(level1, 'table')).toEqual(['draw', 'pick']);
    expect(kinds(level1, 0)).toEqual(['pick']);
  });

  it('offers the die, the set-aside Crisis and the Panic! card at Level 2, the face-down ones to the table only', () => {
    const s = game({ players: 4, level: 2, seed: 7 });
    expect(crisesOf(s).aside.length).toBeGreaterThan(0);
    expect(kinds(s, 'table')).toEqual(['draw', 'pick', 'roll', 'crisis', 'panic']);
    expect(kinds(s, 1)).toEqual(['pick', 'roll']);
  });

  it("offers the Puppet's roll in a two-player game at Level 1", () => {
    const s = game({ players: 2, level: 1, seed: 3 });
    const roll = form(s, 'table').fields[0]!.options.find((o) => o.key === 'roll');
    expect(roll?.label).toContain("the Puppet's die");
  });

  it('makes, from its first values, a move the engine takes, for every kind offered', () => {
    const s = game({ players: 4, level: 2, seed: 7 });
    for (const kind of kinds(s, 'table')) {
      const { values } = form(s, 'table', { outcome: kind });
      const move = moveFromForm(choose, 0, values);
      expect(move).toMatchObject({ type: 'choose', seat: 'table', outcome: { kind } });
      expect(checkMove(s, move), kind).toBeNull();
    }
  });

  it('lists the cards off the deck one per slot, first drawn first, and plays them in that order', () => {
    const { fields, values } = form(level1, 'table', { outcome: 'draw', count: 3 });
    expect(fields.map((f) => f.key)).toEqual(['outcome', 'count', 'cards']);
    expect(fields[2]!.slots).toEqual(['1st card off the deck', '2nd card off the deck', '3rd card off the deck']);
    const move = moveFromForm(choose, 0, { ...values, cards: ['dishes-4', 'dishes-2', 'dishes-1'] });
    expect(move).toEqual({ type: 'choose', seat: 'table', outcome: { kind: 'draw', cards: ['dishes-4', 'dishes-2', 'dishes-1'] } });
    expect(mustPlay(level1, move as never).game.chosen.draw).toEqual(['dishes-4', 'dishes-2', 'dishes-1']);
  });

  it('lets a repeated card be tried, and the engine says which rule refuses it', () => {
    const { values } = form(level1, 'table', { outcome: 'draw', count: 2 });
    const move = moveFromForm(choose, 0, { ...values, cards: ['dishes-1', 'dishes-1'] });
    expect(checkMove(level1, move)).toMatchObject({ code: 'chosen.repeated', rule: 'table.chosen-outcome' });
  });

  it('stops offering the Panic! card once the Panic! has happened', () => {
    const s = game({ players: 4, level: 2, seed: 7 });
    const done = { ...s, modules: { ...s.modules, panic: { ...panicOf(s), done: true, deck: [] } } } as GameState;
    expect(kinds(done, 'table')).not.toContain('panic');
  });
});
