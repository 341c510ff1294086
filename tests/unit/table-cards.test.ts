/**
 * A table's own printed cards (`cards`, core/table-cards.ts): the record is checked once with a
 * reason a person can act on, kept canonical, and then every rule follows it: the fifth needed
 * Asset, the Bunker's Crisis, a Panic! card's sacrifice, a Puppet's roll, a Suit Policy, setup.
 */
import { describe, expect, it } from 'vitest';
import {
  cardsOf,
  createFromPosition,
  createGame,
  crisesOf,
  describeEvent,
  describeMove,
  neededHeld,
  panicOf,
  positionOf,
  readTableCards,
  resolveCards,
  worthOf,
  type PositionInput,
  type TableCards,
} from '../../src/machine/index.ts';
import { eventOf, mustPlay, playAll, position, refusal } from '../helpers/game.ts';
import { PANIC_BUY, PANIC_POSITION } from '../helpers/panic-position.ts';
import { RODRIGO, twoPlayers } from './puppets/table.ts';

const refused = (input: unknown) => {
  const read = readTableCards(input);
  if (read.ok) throw new Error(`accepted: ${JSON.stringify(input)}`);
  return read.error;
};

describe('reading a table’s cards', () => {
  it('keeps only what differs from our cards, in data order, and nothing when nothing differs', () => {
    const read = readTableCards({
      markets: { legacy: 1, influence: 2, toys: 3 },
      crises: { floods: { rebels: 2 }, 'crisis-9': { rebels: 3 } },
      billionaires: { 'media-baron': { spaces: ['vanity', 'influence', 'legacy', 'influence', 'power'] } },
    });
    expect(read).toEqual({ ok: true, cards: { crises: { 'crisis-9': { rebels: 3 } }, markets: { influence: 2, legacy: 1 } } });
    expect(JSON.stringify(read.ok && read.cards)).toBe('{"crises":{"crisis-9":{"rebels":3}},"markets":{"influence":2,"legacy":1}}');
    expect(readTableCards({ scam: 1, panic: { 'panic-2': { types: ['vanity', 'toys', 'influence'] } } })).toEqual({ ok: true, cards: undefined });
    expect(readTableCards(undefined)).toEqual({ ok: true, cards: undefined });
  });

  it('puts a Billionaire’s spaces in one order: the double type first', () => {
    const read = readTableCards({ billionaires: { aristocrat: { spaces: ['toys', 'legacy', 'power', 'legacy', 'vanity'] } } });
    expect(read.ok && read.cards?.billionaires?.aristocrat?.spaces).toEqual(['legacy', 'legacy', 'power', 'toys', 'vanity']);
  });

  it.each([
    [{ crisis: {} }, 'cards.crisis', /not a family/],
    [{ billionaires: { 'media-barron': { spaces: [] } } }, 'cards.billionaires.media-barron', /not a Billionaire/],
    [
      { billionaires: { 'media-baron': { spaces: ['influence', 'influence', 'power', 'power', 'toys'] } } },
      'cards.billionaires.media-baron.spaces',
      /exactly one type twice/,
    ],
    [
      { billionaires: { 'media-baron': { spaces: ['power', 'power', 'influence', 'legacy', 'vanity'] } } },
      'cards.billionaires.media-baron.spaces',
      /War Profiteer and the Media Baron both need two Power/,
    ],
    [{ billionaires: { 'media-baron': ['influence'] } }, 'cards.billionaires.media-baron', /"spaces"/],
    [{ assets: { 'mercenary-army': { type: 'toys' } } }, 'cards.assets.mercenary-army.type', /rulebook states that the Mercenary Army is a Power Asset/],
    [{ assets: { 'think-tank': { type: 'power' } } }, 'cards.assets', /Influence Market has 3 Assets/],
    [{ assets: { 'think-tank': { type: 'gold' } } }, 'cards.assets.think-tank.type', /not "gold"/],
    [{ crises: { floods: { rebels: 22 } } }, 'cards.crises.floods.rebels', /1 to 3/],
    [{ crises: { pandemic: { rebels: 3 } } }, 'cards.crises.pandemic.rebels', /rulebook states that Pandemic shows 2 Rebel icons/],
    [{ crises: { wildfires: { rebels: 3 } } }, 'cards.crises.wildfires.rebels', /fewer/],
    [{ crises: { 'bombs-1': { rebels: 1 } } }, 'cards.crises.bombs-1', /not a Crisis card/],
    [{ panic: { 'panic-3': { types: ['legacy', 'legacy', 'toys'] } } }, 'cards.panic.panic-3.types', /three different types/],
    [{ markets: { influence: 3 } }, 'cards.markets.toys', /Influence and Toys are both number 3/],
    [{ markets: { influence: 6 } }, 'cards.markets.influence', /1 to 5/],
    [{ policies: { 'media-megaplex': 'bombs' } }, 'cards.policies.weapons-galore', /both double Bombs/],
    [{ policies: { 'tax-tyranny': 'bombs' } }, 'cards.policies.tax-tyranny', /not a Suit Policy/],
    [{ scam: 4 }, 'cards.scam', /1, 2, 3/],
    ['floods', 'cards', /must be a record/],
  ])('refuses %j at %s, saying why', (input, field, reason) => {
    const error = refused(input);
    expect(error).toMatchObject({ code: 'setup.table-cards', rule: 'table.cards', field });
    expect(error.reason).toMatch(reason);
  });

  it('is checked when a game starts and when a position is set up', () => {
    expect(createGame({ players: 3, cards: { scam: 9 } as never })).toMatchObject({ ok: false, error: { code: 'setup.table-cards' } });
    const input: PositionInput = { ...PANIC_POSITION, cards: { markets: { power: 4, toys: 4 } } };
    expect(createFromPosition(input)).toMatchObject({ ok: false, error: { code: 'setup.table-cards', field: 'cards.markets.toys' } });
  });
});

describe('the rules follow the table’s cards', () => {
  /** The Tech Overlord's board needs two Vanity Assets, the Property Speculator's two Toys. */
  const swapped: TableCards = {
    billionaires: {
      'tech-overlord': { spaces: ['vanity', 'vanity', 'legacy', 'power', 'toys'] },
      'property-speculator': { spaces: ['toys', 'toys', 'influence', 'power', 'vanity'] },
    },
  };
  /** The Property Speculator holds four needed Assets; which fifth one wins depends on his board. */
  const fifth = (cards?: TableCards) =>
    position({
      ...(cards ? { cards } : {}),
      players: [
        { billionaire: 'property-speculator', hand: ['locks-7', 'locks-8'], assets: ['political-lobbyists', 'mercenary-army', 'private-island', 'noble-estate'] },
        { billionaire: 'aristocrat', hand: ['diamonds-1'] },
        { billionaire: 'war-profiteer', hand: [] },
      ],
      markets: { vanity: { faceUp: 'diamonds-2', faceDown: ['bombs-1'] }, toys: { faceUp: 'diamonds-5', faceDown: ['bombs-2', 'dishes-1'] } },
    });
  const claim = (cards: TableCards | undefined, market: 'toys' | 'vanity', asset: 'mega-yacht' | 'golf-plantation') =>
    playAll(fifth(cards), [
      { type: 'buy', market, cards: ['locks-7', 'locks-8'] },
      { type: 'claim', asset },
    ]).game.result;

  it('decides the fifth needed Asset by the Billionaire’s printed board', () => {
    expect(claim(undefined, 'vanity', 'golf-plantation')).toMatchObject({ winners: [0] });
    expect(claim(undefined, 'toys', 'mega-yacht')).toBeNull();
    expect(claim(swapped, 'vanity', 'golf-plantation')).toBeNull();
    expect(claim(swapped, 'toys', 'mega-yacht')).toMatchObject({ winners: [0] });
    expect(neededHeld(cardsOf(fifth(swapped)), fifth(swapped).players[0]!)).toBe(4);
  });

  it('hands out the starred Asset of each Billionaire’s printed double type', () => {
    const game = createGame({
      players: 5,
      seed: 4,
      billionaires: ['war-profiteer', 'tech-overlord', 'aristocrat', 'media-baron', 'property-speculator'],
      cards: swapped,
    });
    if (!game.ok) throw new Error(game.error.reason);
    expect(game.game.players[1]!.assets).toEqual(['cult-of-personality']);
    expect(game.game.players[4]!.assets).toEqual(['luxury-jet']);
  });

  it('puts an Asset in the Market of its printed type, and checks a position by it', () => {
    const cards: TableCards = { assets: { 'think-tank': { type: 'legacy' }, 'art-hoard': { type: 'influence' } } };
    const game = createGame({ players: 3, seed: 2, cards });
    if (!game.ok) throw new Error(game.error.reason);
    expect(game.game.markets.legacy.assets).toContain('think-tank');
    expect(game.game.markets.influence.assets).toContain('art-hoard');
    const input: PositionInput = { cards, players: fifth().players.map((p) => ({ billionaire: p.billionaire! })), markets: { influence: { assets: ['think-tank'] } } };
    expect(createFromPosition(input)).toMatchObject({ ok: false, error: { code: 'position.asset-wrong-market' } });
  });

  it('keeps the Crisis with the most printed icons when the Bunker holder finds two, and still shelters them', () => {
    const bunker = (cards?: TableCards) =>
      position({
        level: 3,
        ...(cards ? { cards } : {}),
        players: [
          { billionaire: 'war-profiteer', hand: ['bolts-9'], assets: ['mercenary-army', 'private-island'] },
          { billionaire: 'tech-overlord', hand: [] },
          { billionaire: 'aristocrat', hand: [] },
        ],
        markets: { vanity: { faceUp: 'dishes-1', faceDown: ['floods', 'crisis-9'] } },
      });
    const found = (cards?: TableCards) => {
      const bought = mustPlay(bunker(cards), { type: 'buy', seat: 0, market: 'vanity', cards: ['bolts-9'] });
      expect(bought.events.map((e) => e.type)).toContain('crisisSheltered');
      return eventOf(bought.events, 'crisisDiscarded').card;
    };
    expect(found()).toBe('floods');
    expect(found({ crises: { 'crisis-9': { rebels: 3 } } })).toBe('crisis-9');
  });

  it('asks for the printed types of a Panic! card in its sacrifice', () => {
    const panicWith = (cards?: TableCards) => mustPlay(position({ ...PANIC_POSITION, ...(cards ? { cards } : {}) }), PANIC_BUY).game;
    const byDefault = panicWith();
    expect(panicOf(byDefault).current?.card).toBe('fascist-rule');
    expect(refusal(byDefault, { type: 'panicOffer', seat: 3, asset: 'noble-estate' }).code).toBe('panic.wrong-type');
    const own = panicWith({ panic: { 'fascist-rule': { types: ['legacy', 'toys', 'vanity'] } } });
    expect(refusal(own, { type: 'panicOffer', seat: 1, asset: 'gang-of-lawyers' })).toMatchObject({ code: 'panic.wrong-type', rule: 'panic.negotiate' });
    const offered = mustPlay(own, { type: 'panicOffer', seat: 3, asset: 'noble-estate' }).game;
    expect(panicOf(offered).current?.offers).toEqual([{ player: 3, asset: 'noble-estate' }]);
    expect(refusal(offered, { type: 'panicAgree', seat: 0 }).reason).toMatch(/Legacy, Toys/);
  });

  it('sends a Puppet’s card to the Market with the printed number rolled', () => {
    const rolledThree = (cards?: TableCards) =>
      playAll(twoPlayers({ level: 1, deck: ['bombs-5'], ...(cards ? { cards } : {}) }), [
        { type: 'choose', outcome: { kind: 'roll', value: 3 } },
        { type: 'exchangeMarkets', seat: RODRIGO, markets: ['power', 'vanity'] },
      ]).game;
    expect(rolledThree().markets.toys.faceDown.at(-1)).toBe('bombs-5');
    const own = rolledThree({ markets: { influence: 3, toys: 1 } });
    expect(own.markets.influence.faceDown.at(-1)).toBe('bombs-5');
    expect(own.markets.toys.faceDown).not.toContain('bombs-5');
  });

  it('counts the Scam at its printed value, and places a Crisis’s printed number of Rebels', () => {
    expect(resolveCards({ scam: 3 }, undefined).value('scam')).toBe(3);
    const g = position({ ...PANIC_POSITION, cards: { crises: { 'doomsday-cults': { rebels: 1 } } } });
    const { game } = mustPlay(g, PANIC_BUY);
    expect(crisesOf(game).guillotine.find((c) => c.card === 'doomsday-cults')?.rebels).toBe(1);
    expect(worthOf(game)('scam')).toBe(1);
  });

  it('keeps the record through a position, and shares one resolved set per record', () => {
    const g = fifth(swapped);
    expect(positionOf(g).cards).toEqual(swapped);
    expect(cardsOf(g)).toBe(cardsOf({ options: g.options }));
    expect(cardsOf(fifth())).toBe(resolveCards(undefined, undefined));
  });
});

describe('a table’s printed names', () => {
  it('keeps a trimmed name, drops one equal to ours, and keeps older records as they were', () => {
    const read = readTableCards({
      panic: { 'panic-2': { name: '  Bank Run ' }, 'panic-3': { name: 'Unnamed Panic! 3' } },
      crises: { 'crisis-9': { name: 'Famine', rebels: 2 }, poverty: { name: 'Poverty' } },
      assets: { 'unnamed-power-asset': { name: 'Oil Cartel', type: 'power' } },
    });
    expect(read).toEqual({
      ok: true,
      cards: {
        assets: { 'unnamed-power-asset': { name: 'Oil Cartel' } },
        crises: { 'crisis-9': { rebels: 2, name: 'Famine' } },
        panic: { 'panic-2': { name: 'Bank Run' } },
      },
    });
    expect(JSON.stringify(read.ok && read.cards?.crises)).toBe('{"crisis-9":{"rebels":2,"name":"Famine"}}');
    expect(readTableCards({ crises: { floods: { rebels: 3 } } })).toEqual({ ok: true, cards: { crises: { floods: { rebels: 3 } } } });
    expect(readTableCards({ panic: { 'panic-4': { name: 'Unnamed Panic! 4' } } })).toEqual({ ok: true, cards: undefined });
    expect(readTableCards({ panic: { 'panic-4': { name: 'Крах' } }, crises: { 'crisis-12': { name: 'Ola de Calor' } } }).ok).toBe(true);
  });

  it('refuses a name that cannot be printed, or that clashes, with the path of the name', () => {
    const cases: readonly [unknown, RegExp, string][] = [
      [{ panic: { 'panic-2': { name: 7 } } }, /printed name is text/, 'cards.panic.panic-2.name'],
      [{ panic: { 'panic-2': { name: '   ' } } }, /empty/, 'cards.panic.panic-2.name'],
      [{ panic: { 'panic-2': { name: 'X'.repeat(33) } } }, /at most 32/, 'cards.panic.panic-2.name'],
      [{ panic: { 'panic-2': { name: 'Run <b>' } } }, /"<"/, 'cards.panic.panic-2.name'],
      [{ panic: { 'fascist-rule': { name: 'Fascism' } } }, /The rulebook states this card's name, Fascist Rule/, 'cards.panic.fascist-rule.name'],
      [{ assets: { 'think-tank': { name: 'Brain Trust' } } }, /The rulebook states/, 'cards.assets.think-tank.name'],
      [{ panic: { 'panic-5': { name: 'fascist rule' } } }, /each card of a family has its own name/, 'cards.panic.panic-5.name'],
      [{ crises: { 'crisis-9': { name: 'Famine' }, 'crisis-11': { name: 'FAMINE' } } }, /Famine and FAMINE/, 'cards.crises.crisis-11.name'],
      [{ assets: { 'unnamed-power-asset': { name: 'Art Hoard' } } }, /own name/, 'cards.assets.unnamed-power-asset.name'],
      [{ crises: { 'crisis-9': {} } }, /Give it as \{ "rebels": 2 \}, with "name"/, 'cards.crises.crisis-9'],
      [{ crises: { 'crisis-9': { title: 'Famine' } } }, /Give it as/, 'cards.crises.crisis-9'],
    ];
    for (const [input, reason, field] of cases) {
      const error = refused(input);
      expect(error.reason, JSON.stringify(input)).toMatch(reason);
      expect(error.field).toBe(field);
    }
  });

  it('says where each name comes from', () => {
    const cards = resolveCards({ panic: { 'panic-2': { name: 'Bank Run' } } }, undefined);
    expect(cards.panicName('panic-2')).toBe('Bank Run');
    expect(cards.nameSource('panic', 'panic-2')).toBe('table');
    expect(cards.source('panic', 'panic-2')).toBe('stand-in'); // the types are still ours
    expect(cards.nameSource('panic', 'panic-3')).toBe('stand-in');
    expect(cards.nameSource('crises', 'poverty')).toBe('inferred');
    expect(cards.nameSource('assets', 'think-tank')).toBe('rulebook');
  });
});

describe('a table’s printed names show wherever the card is named', () => {
  const named: TableCards = {
    assets: { 'unnamed-power-asset': { name: 'Oil Cartel' } },
    crises: { militias: { name: 'Armed Gangs' } },
    panic: { 'panic-2': { name: 'Bank Run' } },
  };
  // Bank Run on top of the Panic! cards, and the renamed Militias face-down at Power: the Buy Activates it.
  const table = (cards?: TableCards): PositionInput => ({
    ...PANIC_POSITION,
    markets: { power: { assets: ['mercenary-army', 'unnamed-power-asset'], faceUp: 'bolts-7', faceDown: ['militias'] } },
    crisesAside: ['floods', 'debt-crisis', 'doomsday-cults'],
    panicDeck: ['panic-2', 'fascist-rule', 'panic-3', 'panic-4', 'panic-5'],
    ...(cards ? { cards } : {}),
  });
  const log = (cards?: TableCards) => {
    const { game, events } = mustPlay(position(table(cards)), PANIC_BUY);
    return { game, lines: events.map((e) => describeEvent(game, e, 'table')).join('\n') };
  };

  it('in the log: the Panic! card drawn and the Crisis Activated', () => {
    const ours = log();
    expect(ours.lines).toContain('Unnamed Panic! 2');
    expect(ours.lines).toContain('Militias');
    const own = log(named);
    expect(own.lines).toContain('Bank Run');
    expect(own.lines).toContain('Armed Gangs');
    expect(own.lines).not.toContain('Unnamed Panic! 2');
    expect(own.lines).not.toContain('Militias');
  });

  it('in a refusal and a move’s words: the Asset', () => {
    const { game } = log(named);
    const move = { type: 'panicOffer', seat: 0, asset: 'unnamed-power-asset' } as const;
    expect(refusal(game, move).reason).toContain('Oil Cartel');
    expect(refusal(game, move).reason).not.toContain('Unnamed Power Asset');
    expect(refusal(log().game, move).reason).toContain('Unnamed Power Asset');
    expect(describeMove(game, { type: 'panicWithdraw', seat: 0, asset: 'unnamed-power-asset' }, 'table')).toContain('Oil Cartel');
  });
});
