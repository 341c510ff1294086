/**
 * Troublemakers positions set up by hand (`createFromPosition`): the Troublemaker's seat (the one
 * playing no Billionaire), the Alignment, a Declaration, the Fixed Crises, the Revolution piles and
 * their effects. Every impossible one is refused with a `position.*` code and the field to fix; a
 * possible one builds the slice it says, and `positionOf` writes it back unchanged.
 */
import { describe, expect, it } from 'vitest';
import { createFromPosition, legalMoves, positionOf, type PositionInput } from '../../../src/machine/index.ts';
import { REVOLUTION_CARD_IDS, type RevolutionCardId } from '../../../src/machine/data/revolution.ts';
import { troublemakersOf } from '../../../src/machine/modules/troublemakers/index.ts';
import type { TroublemakersPosition } from '../../../src/machine/modules/troublemakers/position.ts';
import { assertInvariants } from '../../helpers/invariants.ts';
import { declared, pastOpening, tmGame } from './helpers.ts';

/** The Troublemaker sits at seat 0; three Billionaires (no starred Assets with three). */
const TM = 0;

/** Every Revolution card but `named`, in card order: the rest of a Declared Revolutionary's deck. */
const restOf = (...named: RevolutionCardId[]) => REVOLUTION_CARD_IDS.filter((c) => !named.includes(c));

/** A Declared Revolutionary's piles: a row of two, an Organize! waiting, the rest in the deck. */
const PILES = { deck: restOf('riots', 'hostages', 'organize-1'), row: ['riots', 'hostages'], organized: ['organize-1'], discard: [] } as const;

function tmInput(tm: TroublemakersPosition = { alignment: 'reformist' }, extra: Partial<PositionInput> = {}): PositionInput {
  return {
    level: 4,
    modules: ['troublemakers'],
    seed: 5,
    players: [{ billionaire: null }, { billionaire: 'war-profiteer' }, { billionaire: 'tech-overlord' }, { billionaire: 'aristocrat' }],
    current: 1,
    guillotine: [{ card: 'floods', rebels: 1 }],
    troublemakers: tm,
    ...extra,
  };
}

const revolutionary = (extra: Partial<TroublemakersPosition> = {}): TroublemakersPosition => ({
  alignment: 'revolutionary',
  declared: true,
  revolution: PILES,
  ...extra,
});

function built(input: PositionInput) {
  const made = createFromPosition(input);
  if (!made.ok) throw new Error(made.error.reason);
  assertInvariants(made.game, 'the position built');
  return made.game;
}

function refused(input: PositionInput) {
  const made = createFromPosition(input);
  if (made.ok) throw new Error('the position was accepted but should have been refused');
  return made.error as typeof made.error & { field?: string };
}

describe('tm.setup (positions): the Troublemaker’s seat', () => {
  it('is the seat that plays no Billionaire, given in the game’s options', () => {
    const game = built(
      tmInput(
        { alignment: 'reformist' },
        { players: [{ billionaire: 'war-profiteer' }, { billionaire: null }, { billionaire: 'aristocrat' }, { billionaire: 'media-baron' }] },
      ),
    );
    expect(game.options.troublemaker).toBe(1);
    expect(game.options.billionaires).toEqual(['war-profiteer', 'aristocrat', 'media-baron']);
    expect(game.players.map((p) => p.billionaire)).toEqual(['war-profiteer', null, 'aristocrat', 'media-baron']);
  });

  it('gives the seats after the Troublemaker’s their own starred Assets, and the Troublemaker none', () => {
    const five = tmInput(undefined, {
      players: [{ billionaire: null }, { billionaire: 'war-profiteer' }, { billionaire: 'tech-overlord' }, { billionaire: 'aristocrat' }, { billionaire: 'media-baron' }],
    });
    const game = built(five);
    const made = createFromPosition({ ...five, modules: [], players: five.players.slice(1), troublemakers: undefined, current: 0 });
    if (!made.ok) throw new Error(made.error.reason);
    expect(game.players[TM]!.assets).toEqual([]);
    expect(game.players.slice(1).map((p) => p.assets)).toEqual(made.game.players.map((p) => p.assets));
  });

  it.each([
    ['Troublemakers fields without the module', { ...tmInput(), modules: [] }, 'modules', /switch the module on/],
    ['a seat with no Billionaire without the module', { ...tmInput(), modules: [], troublemakers: undefined }, 'players[0]', /only a Troublemaker/],
    [
      'the module with every seat playing a Billionaire',
      tmInput(undefined, {
        players: [{ billionaire: 'media-baron' }, { billionaire: 'war-profiteer' }, { billionaire: 'tech-overlord' }, { billionaire: 'aristocrat' }],
      }),
      'players',
      /which seat is the Troublemaker/,
    ],
    [
      'two seats playing no Billionaire',
      tmInput(undefined, { players: [{ billionaire: null }, { billionaire: null }, { billionaire: 'tech-overlord' }, { billionaire: 'aristocrat' }] }),
      'players[1]',
      /one Troublemaker/,
    ],
  ])('refuses %s', (_name, input, field, reason) => {
    const error = refused(input);
    expect(error.code).toBe('position.troublemakers');
    expect(error.field).toBe(field);
    expect(error.reason).toMatch(reason);
  });

  it('refuses a Troublemaker below Level 4', () => {
    const error = refused({ ...tmInput(), level: 3 });
    expect(error.code).toBe('position.level');
  });
});

describe('tm.reformist (positions): the Alignment and the Fixed Crises', () => {
  it('builds a hidden Reformist with Fixed Crises, and writes it back unchanged', () => {
    const input = tmInput({ alignment: 'reformist', declared: false, fixed: ['killer-robots', 'poverty'] });
    const game = built(input);
    const t = troublemakersOf(game);
    expect(t).toMatchObject({ alignment: 'reformist', declared: false, fixed: ['killer-robots', 'poverty'], revolution: null, fix: null, resolving: null });
    expect(positionOf(game).troublemakers).toEqual({
      alignment: 'reformist',
      declared: false,
      fixed: ['killer-robots', 'poverty'],
      revolution: null,
      effects: { strike: 0, missing: [], hostage: null },
    });
    // A Fixed Crisis is out of the deck and the set-aside pile for good.
    expect(game.deck).not.toContain('killer-robots');
    expect(game.modules.crises!.aside).not.toContain('poverty');
  });

  it('draws the Alignment at random when it is left out, the same for the same seed', () => {
    const drawn = (seed: number) => troublemakersOf(built(tmInput({}, { seed }))).alignment;
    const seen = new Set(Array.from({ length: 12 }, (_, i) => drawn(i + 1)));
    expect(seen).toEqual(new Set(['reformist', 'revolutionary']));
    expect(drawn(4)).toBe(drawn(4));
  });

  it('takes a Declared Troublemaker with no Alignment named as the Revolutionary', () => {
    expect(troublemakersOf(built(tmInput({ declared: true, revolution: PILES }))).alignment).toBe('revolutionary');
  });

  it.each([
    ['an Alignment that is neither card', { alignment: 'anarchist' as never }, 'troublemakers.alignment', /reformist.*revolutionary/],
    ['a Reformist who has Declared', { alignment: 'reformist', declared: true, revolution: PILES }, 'troublemakers.declared', /Reformist never/],
    ['a Fixed Crisis with its Rebels', { alignment: 'reformist', fixed: [{ card: 'floods', rebels: 2 }] as never }, 'troublemakers.fixed[0]', /Rebels went back/],
    [
      'Fixed Crises showing seven Rebel icons for a Reformist',
      { alignment: 'reformist', fixed: ['killer-robots', 'crisis-12', 'poverty'] },
      'troublemakers.fixed',
      /already won/,
    ],
    ['Fixed Crises showing seven Rebel icons, the Alignment left out', { fixed: ['killer-robots', 'crisis-12', 'poverty'] }, 'troublemakers.fixed', /name the Alignment/],
    ['the Revolution cards before a Declaration', { alignment: 'revolutionary', revolution: PILES }, 'troublemakers.revolution', /only when a Revolutionary Declares/],
    ['a General Strike before a Declaration', { alignment: 'revolutionary', effects: { strike: 1 } }, 'troublemakers.effects', /only when a Revolutionary Declares/],
    ['a Fix under way', { alignment: 'reformist', fix: { crisis: 'floods', committed: [], offers: [] } } as never, 'troublemakers.fix', /between moves/],
    ['a Revolution card being played', { ...revolutionary(), resolving: { kind: 'sabotage', by: 0 } } as never, 'troublemakers.resolving', /between moves/],
  ])('refuses %s', (_name, tm, field, reason) => {
    const error = refused(tmInput(tm as TroublemakersPosition));
    expect(error.code).toBe('position.troublemakers');
    expect(error.field).toBe(field);
    expect(error.reason).toMatch(reason);
  });

  it('refuses a Fixed Crisis that is no Crisis', () => {
    const error = refused(tmInput({ alignment: 'reformist', fixed: ['bombs-3'] }));
    expect([error.code, error.field, error.rule]).toEqual(['position.not-a-crisis', 'troublemakers.fixed[0]', 'tm.fix']);
  });

  it.each([
    ['beside the Guillotine', { guillotine: [{ card: 'floods', rebels: 1 }] }],
    ['among the set-aside Crises', { guillotine: [], crisesAside: ['floods'] }],
    [
      'in a hand',
      {
        guillotine: [],
        players: [{ billionaire: null, hand: ['floods'] }, { billionaire: 'war-profiteer' }, { billionaire: 'tech-overlord' }, { billionaire: 'aristocrat' }],
      },
    ],
  ] as const)('refuses a Fixed Crisis also %s', (_where, extra) => {
    const error = refused(tmInput({ alignment: 'reformist', fixed: ['floods'] }, extra as Partial<PositionInput>));
    expect(error.code).toBe('position.card-twice');
    expect(error.field).toBe('troublemakers.fixed[0]');
  });

  it('refuses unknown fields, naming the ones it takes', () => {
    const error = refused(tmInput({ alignment: 'reformist', seat: 2 } as never));
    expect([error.code, error.field]).toEqual(['position.malformed', 'troublemakers.seat']);
    expect(error.reason).toMatch(/"alignment", "declared", "fixed", "revolution", "effects"/);
  });

  it.each([
    [
      'an Asset',
      { players: [{ billionaire: null, assets: ['personal-zoo'] }, { billionaire: 'war-profiteer' }, { billionaire: 'tech-overlord' }, { billionaire: 'aristocrat' }] },
      'players[0].assets',
      /never holds an Asset/,
    ],
    ['a Role', { roles: [{ role: 'banker', revealed: false }, null, null, null] }, 'roles[0]', /no Role/],
  ] as const)('refuses a Troublemaker holding %s', (_what, extra, field, reason) => {
    const error = refused(tmInput({ alignment: 'reformist' }, extra as Partial<PositionInput>));
    expect([error.code, error.field]).toEqual(['position.troublemakers', field]);
    expect(error.reason).toMatch(reason);
  });
});

describe('tm.revolutionary (positions): a Declared Revolutionary', () => {
  it('builds the piles and effects given, and writes them back unchanged', () => {
    const tm = revolutionary({ effects: { strike: 2, missing: [2], hostage: { seat: 3, by: TM, playing: false } } });
    const game = built(tmInput(tm));
    expect(troublemakersOf(game).revolution).toEqual(PILES);
    expect(troublemakersOf(game).effects).toEqual({ strike: 2, missing: [2], hostage: { seat: 3, by: TM, playing: false } });
    expect(positionOf(game).troublemakers).toEqual({ ...tm, fixed: [] });
  });

  it('plays on from the position: the Revolutionary plays a card of the row as their Action', () => {
    const game = built(tmInput(revolutionary(), { current: TM }));
    const cards = new Set(legalMoves(game, TM).flatMap((m) => (m.type === 'playRevolution' ? [m.card] : [])));
    expect(cards).toEqual(new Set(['riots', 'hostages']));
  });

  it('writes back a game played to a Declaration', () => {
    const game = declared(pastOpening(tmGame(5, { troublemaker: 2 })), { row: ['sabotage'], organized: ['organize-3', 'organize-4'] });
    const p = positionOf(game);
    const again = built(p);
    expect(positionOf(again)).toEqual(p);
    expect(troublemakersOf(again).revolution).toEqual(troublemakersOf(game).revolution);
  });

  it.each([
    [
      'a card from the Draw deck in hand',
      revolutionary(),
      { players: [{ billionaire: null, hand: ['bombs-1'] }, { billionaire: 'war-profiteer' }, { billionaire: 'tech-overlord' }, { billionaire: 'aristocrat' }] },
      'players[0].hand',
      /never again holds cards/,
    ],
    ['a Bribe envelope', revolutionary(), { envelopes: [['bombs-1'], [], [], []] }, 'envelopes[0]', /has none/],
    ['no Revolution cards', { alignment: 'revolutionary', declared: true }, {}, 'troublemakers.revolution', /say where each one lies/],
    [
      'a card in two piles',
      revolutionary({ revolution: { ...PILES, discard: ['riots'] } }),
      {},
      'troublemakers.revolution.discard[0]',
      /Riots is in the face-up row and in/,
    ],
    ['a card in no pile', revolutionary({ revolution: { ...PILES, deck: PILES.deck.slice(1) } }), {}, 'troublemakers.revolution.deck', /Bide Your Time is in none/],
    [
      'a Draw-deck card among the Revolution cards',
      revolutionary({ revolution: { ...PILES, row: ['riots', 'hostages', 'bombs-1' as never] } }),
      {},
      'troublemakers.revolution.row[2]',
      /not a Revolution card/,
    ],
    [
      'a card that is no Organize! in the Organize! row',
      revolutionary({ revolution: { ...PILES, row: ['hostages'], organized: ['organize-1', 'riots'] } }),
      {},
      'troublemakers.revolution.organized[1]',
      /no Organize! card/,
    ],
    [
      'three Organize! cards waiting',
      revolutionary({
        revolution: { deck: restOf('organize-1', 'organize-2', 'organize-3'), row: [], organized: ['organize-1', 'organize-2', 'organize-3'], discard: [] },
      }),
      {},
      'troublemakers.revolution.organized',
      /at most two wait/,
    ],
    ['a General Strike lasting three more turns', revolutionary({ effects: { strike: 3 } }), {}, 'troublemakers.effects.strike', /0 to 2/],
    ['the Troublemaker missing a turn', revolutionary({ effects: { missing: [TM] } }), {}, 'troublemakers.effects.missing[0]', /only a Billionaire misses/],
    ['a seat named twice to miss a turn', revolutionary({ effects: { missing: [2, 2] } }), {}, 'troublemakers.effects.missing[1]', /named twice/],
    ['a seat to miss the turn it is taking', revolutionary({ effects: { missing: [1] } }), {}, 'troublemakers.effects.missing[0]', /passed over/],
    [
      'the Troublemaker as the hostage',
      revolutionary({ effects: { hostage: { seat: TM, by: 1, playing: false } } }),
      {},
      'troublemakers.effects.hostage',
      /must be a Billionaire/,
    ],
    ['a hostage who holds themself', revolutionary({ effects: { hostage: { seat: 2, by: 2, playing: false } } }), {}, 'troublemakers.effects.hostage', /another seat/],
    [
      'a hostage’s turn played out of turn',
      revolutionary({ effects: { hostage: { seat: 2, by: TM, playing: true } } }),
      {},
      'troublemakers.effects.hostage',
      /turn of seat 3/,
    ],
    [
      'a hostage’s turn begun but not decided',
      revolutionary({ effects: { hostage: { seat: 1, by: TM, playing: false } } }),
      {},
      'troublemakers.effects.hostage',
      /has begun/,
    ],
  ] as const)('refuses %s', (_name, tm, extra, field, reason) => {
    const error = refused(tmInput(tm as TroublemakersPosition, extra as Partial<PositionInput>));
    expect(error.code).toBe('position.troublemakers');
    expect(error.field).toBe(field);
    expect(error.reason).toMatch(reason);
  });

  it('builds a hostage’s turn being played by the Revolutionary: they decide the hostage’s moves', () => {
    const game = built(tmInput(revolutionary({ effects: { hostage: { seat: 1, by: TM, playing: true } } })));
    expect(game.current).toBe(1);
    expect(legalMoves(game, TM).length).toBeGreaterThan(0);
    expect(legalMoves(game, 1)).toEqual([]);
  });
});
