/**
 * The simple player in two-player games (src/players/puppets.ts): it steers its Puppet's roll,
 * Audits on a double six, claims for its Puppet, Purchases from the Puppets and trades with its own,
 * each with a reason. Positions: Rodrigo (Property Speculator, Locks; needs Vanity twice, Influence,
 * Power, Toys) controls the Tech Overlord (Bolts; Toys twice, Legacy, Power, Vanity); Anna
 * (Aristocrat) controls the Media Baron. Markets by number: 1 Influence, 2 Legacy, 3 Toys, 4 Power,
 * 5 Vanity. The cards Rodrigo Invested are known to him, so most chances here are 0 or 1.
 */
import { describe, expect, it } from 'vitest';
import { buyOdds, cardInfo, type CardId, createGame, type GameState, type Level, MARKETS, type PositionInput, stepOf, TABLE, worthOf } from '../../src/machine/index.ts';
import { chooseMove, playGame } from '../../src/players/index.ts';
import { ownChanceAt, puppetBuyChance } from '../../src/players/chances.ts';
import { mustPlay, playAll, position } from '../helpers/game.ts';

const RODRIGO = 0;
const TECH = 1;
const ANNA = 2;
const MEDIA = 3;

type Seats = Partial<PositionInput['players'][number]>[];

/**
 * Level 2 (the table may choose the die), no Crisis anywhere, nobody holding an Asset unless told.
 * Every Market costs 6 or more, with the face-down cards Invested by Rodrigo, except Toys: a face-up
 * 3 alone, which the Tech Overlord's 6 beats but Rodrigo's hand does not.
 */
function table(seats: Seats = [], markets: PositionInput['markets'] = {}, over: Partial<PositionInput> = {}): GameState {
  const base = ['property-speculator', 'tech-overlord', 'aristocrat', 'media-baron'] as const;
  const all = { ...MARKETS_AT, ...markets };
  // Rodrigo Invested every named face-down card, so he knows them all.
  const invested = Object.values(all).flatMap((m) => (m?.faceDown ?? []).filter((c): c is CardId => c !== null));
  return position({
    level: 2,
    puppets: true,
    players: base.map((billionaire, i) => ({ billionaire, hand: [], assets: [], ...(i === RODRIGO ? { invested } : {}), ...seats[i] })),
    markets: all,
    ...over,
  });
}

const MARKETS_AT: NonNullable<PositionInput['markets']> = {
  influence: { assets: ['political-lobbyists'], faceUp: 'bombs-8', faceDown: ['bombs-9'] },
  legacy: { assets: ['corporate-enclave'], faceUp: 'diamonds-7', faceDown: ['diamonds-8'] },
  toys: { assets: ['mega-yacht'], faceUp: 'bombs-7', faceDown: [] },
  power: { assets: ['tabloid-empire'], faceUp: 'bombs-1', faceDown: ['diamonds-9', 'bombs-6'] },
  vanity: { assets: ['golf-plantation'], faceUp: 'bombs-2', faceDown: ['diamonds-5', 'bombs-5', 'bombs-4'] },
};

/** Rodrigo's turn ends (he swaps Influence's and Legacy's face-up cards, both worth 3) with the die fixed. */
function rolled(state: GameState, ...values: number[]): GameState {
  const rolls = values.map((value) => ({ type: 'choose' as const, seat: TABLE, outcome: { kind: 'roll' as const, value } }));
  return playAll(state, [...rolls, { type: 'exchangeMarkets', seat: RODRIGO, markets: ['influence', 'legacy'] }]).game;
}

/** The first roll is a 6 and let stand (when Rodrigo holds a card, he is asked); the Market roll shows `value`. */
function marketRoll(state: GameState, value: number): GameState {
  const game = rolled(state, 6, value);
  return stepOf(game) === 'puppets.nudge' && game.modules.puppets?.roll?.stage === 'first' ? mustPlay(game, { type: 'keepRoll', seat: RODRIGO }).game : game;
}

const simple = (state: GameState) => chooseMove('simple', state, RODRIGO, 1);

function newGame(level: Level, seed: number): GameState {
  const made = createGame({ players: 2, level, seed });
  if (!made.ok) throw new Error(made.error.reason);
  return made.game;
}

describe('the chance of a Buy, counted once per Market (chances.ts)', () => {
  it('agrees with the engine’s buyOdds for every Buy a seat may make, in two-player games at every Level', () => {
    let compared = 0;
    for (let g = 0; g < 8; g++) {
      const game = playGame(newGame(((g % 4) + 1) as Level, 40 + g), ['simple', 'simple', 'simple', 'simple'], g, 12 * g).final;
      const worth = worthOf(game);
      for (const seat of [RODRIGO, ANNA]) {
        const hand = game.players[seat]!.hand.filter((c) => cardInfo(c).kind !== 'crisis');
        const sets: CardId[][] = [[], ...hand.flatMap((c, i) => [[c], ...hand.slice(i + 1).map((d) => [c, d])])];
        for (const market of MARKETS) {
          const chanceWith = ownChanceAt(game, seat, market);
          for (const cards of sets) {
            expect(chanceWith(cards.reduce((t, c) => t + worth(c), 0))).toBeCloseTo(buyOdds(game, seat, market, cards).chance, 12);
            compared++;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(100);
  }, 30_000);

  it('gives a Puppet its fixed 6 and its own Suit bonus, against what its controller knows', () => {
    const game = table();
    expect(puppetBuyChance(game, RODRIGO, TECH, 'toys')).toBe(1); // 6 against 3
    expect(puppetBuyChance(game, RODRIGO, TECH, 'influence')).toBe(0); // 6 against 6
    // A Bolts card at Influence counts for the Tech Overlord: 6 + 3 against 3.
    const bolts = table([], { influence: { assets: ['political-lobbyists'], faceUp: 'bolts-7', faceDown: ['bombs-9'] } });
    expect(puppetBuyChance(bolts, RODRIGO, TECH, 'influence')).toBe(1);
    // A face-down card Rodrigo did not Invest is a chance, not a certainty.
    const hidden = table([{ invested: [] }], { toys: { assets: ['mega-yacht'], faceUp: 'bombs-7', faceDown: [null] } });
    const chance = puppetBuyChance(hidden, RODRIGO, TECH, 'toys');
    expect(chance).toBeGreaterThan(0);
    expect(chance).toBeLessThan(1);
  });
});

describe('the simple player’s Puppet roll (puppets.nudge)', () => {
  it('first roll: nudges to 6 when the Market roll then probably ends at a good Market, a second card steering it', () => {
    // From 1, the 1 of Diamonds down makes 6; the 2 left over reaches Toys (3) from a roll of 1, 3 or 5.
    const game = rolled(table([{ hand: ['diamonds-1', 'diamonds-4'] }]), 1);
    expect(stepOf(game)).toBe('puppets.nudge');
    const d = simple(game);
    expect(d.move).toEqual({ type: 'nudge', seat: RODRIGO, card: 'diamonds-1', up: false });
    expect(d.reason).toBe(
      'Nudges the die down from 1 (Influence) to 6 with 1 Diamonds: its Puppet Buys, and in 3 of the 6 ways the Market roll can fall it ends at a Market where its 6 probably wins an Asset it needs, or at an Audit.',
    );
  });

  it('first roll: lets it stand when the Buy would rarely reach a good Market (no second card to steer it)', () => {
    const d = simple(rolled(table([{ hand: ['diamonds-1'] }]), 1));
    expect(d.move.type).toBe('keepRoll');
    expect(d.reason).toBe('Lets the roll stand: a card goes to Influence, and no nudge it can afford is worth a card.');
  });

  it('first roll: keeps the card its own planned Buy needs, and steers the roll away from that Market', () => {
    // Vanity shows a 1 and nothing hidden: Rodrigo's 2 of Diamonds beats it, so he plans to Buy there.
    const cheapVanity = { vanity: { assets: ['golf-plantation'], faceUp: 'bombs-2', faceDown: [] } } as const;
    const game = rolled(table([{ hand: ['diamonds-1', 'diamonds-4'] }], cheapVanity), 5);
    const d = simple(game);
    // The 1 is free: down to 4 (Power), where the Media Baron needs an Asset. Up would make 6, but
    // with no card left to steer, the Market roll reaches Toys or Vanity in only 2 of 6 ways.
    expect(d.move).toEqual({ type: 'nudge', seat: RODRIGO, card: 'diamonds-1', up: false });
    expect(d.reason).toMatch(
      /^Nudges the die down from 5 \(Vanity\) to 4 \(Power\) with 1 Diamonds: a card at Vanity would make its own planned Buy there dearer, and the Media Baron \(the opponent's Puppet\) needs an Asset at Power\.$/,
    );
  });

  it('first roll: never spends its planned Buy’s card on a nudge', () => {
    const cheapVanity = { vanity: { assets: ['golf-plantation'], faceUp: 'bombs-2', faceDown: [] } } as const;
    const d = simple(rolled(table([{ hand: ['diamonds-4'] }], cheapVanity), 5));
    expect(d.move.type).toBe('keepRoll');
    expect(d.reason).toBe('Lets the roll stand: a card goes to Vanity, and no nudge it can afford is worth a card; it keeps 2 Diamonds for its Buy at Vanity.');
  });

  it('first roll: a 6 with no good Market anywhere is nudged to a Market a rival needs', () => {
    // Toys now costs 6 too (3, 2 and 1), which the Puppet's 6 does not beat.
    const noToys = { toys: { assets: ['mega-yacht'], faceUp: 'bombs-7', faceDown: ['diamonds-6', 'bombs-3'] } } as const;
    const d = simple(rolled(table([{ hand: ['diamonds-1'] }], noToys), 6));
    // Up loops to 1 (Influence): the Aristocrat needs an Influence Asset.
    expect(d.move).toEqual({ type: 'nudge', seat: RODRIGO, card: 'diamonds-1', up: true });
    expect(d.reason).toBe(
      "Nudges the die up from 6 to 1 (Influence) with 1 Diamonds: no Market would probably fall to its Puppet's 6, and a card at Influence makes it dearer for the Aristocrat (seat 3), who needs an Asset there.",
    );
  });

  it('Market roll: steers its Puppet to the good Market with the best chance', () => {
    const game = marketRoll(table([{ hand: ['diamonds-4'] }]), 1);
    expect(game.modules.puppets?.roll).toEqual({ stage: 'market', value: 1 });
    const d = simple(game);
    expect(d.move).toEqual({ type: 'nudge', seat: RODRIGO, card: 'diamonds-4', up: true });
    expect(d.reason).toBe(
      "Nudges the die up from 1 (Influence) to 3 (Toys) with 2 Diamonds: there its Puppet's 6 wins in 100% of the ways the hidden cards could lie, and the Mega Yacht is an Asset its Puppet needs.",
    );
  });

  it('Market roll: lets a good Market stand', () => {
    const d = simple(marketRoll(table([{ hand: ['diamonds-4'] }]), 3));
    expect(d.move.type).toBe('keepRoll');
    expect(d.reason).toBe(
      'Lets the roll stand: its Puppet Buys at Toys, wins in 100% of the ways the hidden cards could lie, and the Mega Yacht is an Asset its Puppet needs.',
    );
  });

  it('Market roll: to 6 for the Audit when a rival needs only one more Asset, even with its planned Buy’s card', () => {
    const anna = { assets: ['art-hoard', 'scam-charity', 'think-tank', 'personal-zoo'] } as const; // only Vanity left
    // Rodrigo's 2 of Diamonds is his planned Buy at Vanity (it beats the 1 there), yet it goes.
    const cheapVanity = { vanity: { assets: ['golf-plantation'], faceUp: 'bombs-2', faceDown: [] } } as const;
    const game = marketRoll(table([{ hand: ['diamonds-4'] }, {}, anna], cheapVanity), 4);
    const d = simple(game);
    expect(d.move).toEqual({ type: 'nudge', seat: RODRIGO, card: 'diamonds-4', up: true });
    expect(d.reason).toBe(
      'Nudges the die up from 4 (Power) to 6 with 2 Diamonds: a second 6 lets it Audit the Aristocrat (seat 3), who needs only one more Asset, a gain worth any card.',
    );
    // The Audit: an Asset Anna needs goes back to its Market.
    const audit = mustPlay(game, d.move).game;
    expect(stepOf(audit)).toBe('puppets.audit');
    const a = simple(audit);
    expect(a.move).toMatchObject({ type: 'puppetAudit', seat: RODRIGO, player: ANNA, keep: false });
    expect(a.reason).toMatch(/^Audits the Aristocrat \(seat 3\), 1 Asset from winning: the .+, an Asset they need, goes back to its Market\.$/);
  });
});

describe('the simple player’s Audit, claim, Purchase and trades', () => {
  it('on a double six Audits the rival nearest to winning, never its own side, and nobody when no rival holds an Asset', () => {
    const seats: Seats = [{ assets: ['think-tank'] }, { assets: ['luxury-jet'] }, { assets: ['art-hoard'] }, { assets: ['social-media-company', 'gang-of-lawyers'] }];
    const d = simple(rolled(table(seats), 6, 6));
    // The Media Baron needs Influence twice and holds both: it is 3 from winning, the Aristocrat 4.
    expect(d.move).toMatchObject({ type: 'puppetAudit', player: MEDIA, keep: false });
    expect(d.reason).toMatch(
      /^Audits the Media Baron \(the opponent's Puppet\), 3 Assets from winning: the (Social Media Company|Gang of Lawyers), an Asset they need, goes back to its Market\.$/,
    );
    const ownOnly = simple(rolled(table([{ assets: ['think-tank'] }, { assets: ['luxury-jet'] }]), 6, 6));
    expect(ownOnly.move.type).toBe('skipAudit');
    expect(ownOnly.reason).toBe('Audits nobody: no rival holds an Asset, and it will not Audit its own side.');
  });

  it('claims for its Puppet an Asset the Puppet needs, else one its controller needs', () => {
    const won = rolled(table(), 6, 3);
    expect(won.phase).toBe('turn.puppetClaim');
    const d = simple(won);
    expect(d.move).toEqual({ type: 'claim', seat: TECH, asset: 'mega-yacht' });
    expect(d.reason).toBe('Claims the Mega Yacht for its Puppet, which needs it.');
    // The Tech Overlord already holds the Vanity Asset it needs; Rodrigo needs two.
    const cheapVanity = { vanity: { assets: ['golf-plantation'], faceUp: 'bombs-2', faceDown: [] } } as const;
    const forRodrigo = simple(rolled(table([{}, { assets: ['noble-estate'] }], cheapVanity), 6, 5));
    expect(forRodrigo.move).toEqual({ type: 'claim', seat: TECH, asset: 'golf-plantation' });
    expect(forRodrigo.reason).toMatch(/^Claims the Golf Plantation for its Puppet: the Puppet does not need it, but it does/);
  });

  it('Purchases an Asset it needs cheaply, from the opponent’s Puppet first', () => {
    // A Dishes 3 buys from the Media Baron; a Bolts 3 could buy the Tech Overlord's spare Power Asset.
    const seats: Seats = [{ hand: ['dishes-7', 'bolts-7'] }, { assets: ['unnamed-power-asset', 'pyramid-scheme'] }, {}, { assets: ['mercenary-army'] }];
    // Toys costs 6 here, so no Buy is sure for Rodrigo: the Purchase is his best Action.
    const dearToys = { toys: { assets: ['mega-yacht'], faceUp: 'bombs-7', faceDown: ['diamonds-6', 'bombs-3'] } } as const;
    const game = table(seats, dearToys, { phase: 'turn.action' });
    const d = simple(game);
    expect(d.move).toEqual({ type: 'purchase', seat: RODRIGO, puppet: MEDIA, asset: 'mercenary-army', cards: ['dishes-7'] });
    expect(d.reason).toBe(
      "Purchases the Mercenary Army from the Media Baron (the opponent's Puppet) with 3 Satellite Dishes (3 points): it needs that Asset, and the opponent’s side loses it.",
    );
    // With only the Bolts card, its own Puppet's spare one.
    const own = simple(table([{ hand: ['bolts-7'] }, seats[1]!], dearToys, { phase: 'turn.action' }));
    expect(own.move).toMatchObject({ type: 'purchase', puppet: TECH, cards: ['bolts-7'] });
    expect(own.reason).toMatch(/its Puppet does not need it\.$/);
  });

  it('Purchases the last Asset it needs, whatever it costs', () => {
    const rodrigo = { hand: ['dishes-7'], assets: ['noble-estate', 'celebrity-spouse', 'think-tank', 'private-island'] } as const;
    const d = simple(table([rodrigo, {}, {}, { assets: ['mercenary-army'] }], {}, { phase: 'turn.action' }));
    expect(d.move).toMatchObject({ type: 'purchase', puppet: MEDIA, asset: 'mercenary-army' });
    expect(d.reason).toBe(
      "Purchases the Mercenary Army from the Media Baron (the opponent's Puppet) with 3 Satellite Dishes: it is the last Asset it needs, and it wins.",
    );
  });

  it('at the end of a Round trades with its Puppet while its side gains needed Assets, then is done', () => {
    // The deck's last card goes with the Puppet's roll, and the Round ends.
    const seats: Seats = [{ assets: ['art-hoard'] }, { assets: ['noble-estate', 'celebrity-spouse'] }, { assets: ['think-tank'] }, { assets: ['luxury-jet'] }];
    let game = rolled(table(seats, {}, { deck: ['locks-1'], deckSize: 1 }), 2);
    expect(stepOf(game)).toBe('puppets.swap');
    const d = simple(game);
    expect(d.move).toEqual({ type: 'puppetSwap', seat: RODRIGO, give: 'art-hoard', take: expect.stringMatching(/^(noble-estate|celebrity-spouse)$/) });
    expect(d.reason).toMatch(/^Gives its Puppet the Art Hoard for the (Noble Estate|Celebrity Spouse): between them they then hold 3 needed Assets instead of 1\.$/);
    game = mustPlay(game, d.move).game;
    const done = simple(game);
    expect(done.move).toEqual({ type: 'endSwaps', seat: RODRIGO });
    expect(done.reason).toBe('Done trading with its Puppet: no trade gives its side more of the Assets it needs.');
  });
});

describe('the random player in two-player games', () => {
  it('never lingers in the end-of-Round trades: Done is one kind of move in two, so a run of k trades has chance 2^-k', () => {
    let longest = 0;
    let windows = 0;
    for (let g = 0; g < 12; g++) {
      let run = 0;
      playGame(newGame(((g % 4) + 1) as Level, 900 + g), ['random', 'random', 'random', 'random'], g, 1500, (step) => {
        if (step.move.type === 'puppetSwap') longest = Math.max(longest, ++run);
        else if (step.move.type === 'endSwaps') {
          windows++;
          run = 0;
        }
      });
    }
    expect(windows).toBeGreaterThan(5);
    expect(longest).toBeLessThan(20);
  }, 60_000);
});
