/**
 * The engine's sentences for tricky cases, word for word: names ending in s, possessives, ties of
 * two and three Crises, one thing against several, the Poorest Player alone or tied, capitals at the
 * start of every sentence and in every name, and a table's own card values. The house style these
 * follow is written down in src/machine/core/wording.ts.
 */
import { describe, expect, it } from 'vitest';
import { createGame, describeEvent, describeMove, type GameEvent, type GameState, type Move, TABLE } from '../../src/machine/index.ts';

function gameWith(cardValues?: Record<string, number>): GameState {
  const made = createGame({
    players: 3,
    level: 2,
    seed: 1,
    billionaires: ['war-profiteer', 'media-baron', 'property-speculator'],
    ...(cardValues ? { cardValues } : {}),
  });
  if (!made.ok) throw new Error(made.error.reason);
  return made.game;
}

const game = gameWith();
const ev = (e: Record<string, unknown>) => e as unknown as GameEvent;

/** [what is tricky, event, the exact sentence]. Seats: 0 War Profiteer, 1 Media Baron, 2 Property Speculator. */
const EVENTS: readonly (readonly [string, GameEvent, string])[] = [
  // Names ending in s: Markets are "the Toys Market", never "Toys's" or "Toys'".
  [
    'a Market named with an s, revealed',
    ev({ type: 'marketRevealed', rule: 'buy.reveal', player: 0, market: 'toys', cards: ['bombs-1'] }),
    'The Toys Market is revealed: 1 Bombs.',
  ],
  ['a Market named with an s, closing', ev({ type: 'marketClosed', rule: 'market.closed', market: 'toys' }), 'The Toys Market has no Assets left and closes.'],
  [
    'Game the Market says whose cards without a possessive',
    ev({ type: 'marketsGamed', rule: 'gtm.redistribute', player: 0, markets: ['toys'], count: 2, cards: [], card: 'game-the-market' }),
    'The War Profiteer Games the Market: the cards of every Market are shuffled and dealt out, 2 to each open Market.',
  ],
  // Possessives of people: always 's, with a capital at the start of the sentence.
  ["a Billionaire's turn", ev({ type: 'turnEnded', rule: 'turn.order', player: 1 }), "The Media Baron's turn ends."],
  ["a Billionaire's turn (a name ending in r)", ev({ type: 'turnEnded', rule: 'turn.order', player: 2 }), "The Property Speculator's turn ends."],
  // Ties of Crises, said as ties; a clear winner said as the most.
  [
    'two Crises tie for the most Rebel icons',
    ev({ type: 'crisisDiscarded', rule: 'crisis.several', card: 'pandemic', cards: ['debt-crisis'] }),
    'Several Crises here: Pandemic and Debt Crisis tie for the most Rebel icons, and Pandemic, nearest the top, stays; Debt Crisis is discarded with no effect.',
  ],
  [
    'three Crises tie for the most Rebel icons',
    ev({ type: 'crisisDiscarded', rule: 'crisis.several', card: 'pandemic', cards: ['debt-crisis', 'floods'] }),
    'Several Crises here: Pandemic, Debt Crisis and Floods tie for the most Rebel icons, and Pandemic, nearest the top, stays; Debt Crisis and Floods are discarded with no effect.',
  ],
  [
    'two tie for the most and a third has fewer',
    ev({ type: 'crisisDiscarded', rule: 'crisis.several', card: 'killer-robots', cards: ['crisis-12', 'poverty'] }),
    'Several Crises here: Killer Robots! and Unnamed Crisis 12 tie for the most Rebel icons, and Killer Robots!, nearest the top, stays; Unnamed Crisis 12 and Poverty are discarded with no effect.',
  ],
  [
    'one has the most, the two others tie below it',
    ev({ type: 'crisisDiscarded', rule: 'crisis.several', card: 'killer-robots', cards: ['pandemic', 'debt-crisis'] }),
    'Several Crises here: Killer Robots! has the most Rebel icons and stays; Pandemic and Debt Crisis are discarded with no effect.',
  ],
  // One against many.
  ['one card in the Suit bonus', ev({ type: 'suitBonus', rule: 'buy.suit-bonus', player: 0, cards: ['bombs-4'] }), 'Suit bonus: 2 Bombs counts for the War Profiteer.'],
  [
    'two cards in the Suit bonus',
    ev({ type: 'suitBonus', rule: 'buy.suit-bonus', player: 0, cards: ['bombs-4', 'bombs-9'] }),
    'Suit bonus: 2 Bombs + 3 Bombs count for the War Profiteer.',
  ],
  ['one card discarded', ev({ type: 'cardsDiscarded', rule: 'buy.discard', player: 0, cards: ['locks-1'] }), '1 Locks goes to the Discard pile.'],
  ['no card discarded', ev({ type: 'cardsDiscarded', rule: 'buy.discard', player: 0, cards: [] }), 'No cards go to the Discard pile.'],
  [
    'one new card by inflation',
    ev({ type: 'inflation', rule: 'buy.inflation', market: 'vanity', count: 1, wanted: 1, card: 'dishes-7' }),
    'Inflation: 1 new card at the Vanity Market, 3 Satellite Dishes face-up.',
  ],
  [
    'one Rebel on a Crisis',
    ev({ type: 'crisisActivated', rule: 'crisis.activation', player: 0, card: 'poverty', count: 1, against: 1 }),
    'Poverty is Activated beside the Guillotine with 1 Rebel (1 of 10 on Crises).',
  ],
  [
    'one Market open in Emergency Measures',
    ev({ type: 'emergencyMeasures', rule: 'round.emergency', players: [0, 1, 2], count: 1 }),
    'Emergency Measures: only 1 Market is open, so every Billionaire with an Asset gives one back.',
  ],
  [
    'two Markets open in Emergency Measures',
    ev({ type: 'emergencyMeasures', rule: 'round.emergency', players: [0, 1, 2], count: 2 }),
    'Emergency Measures: only 2 Markets are open, so every Billionaire with an Asset gives one back.',
  ],
  [
    'one set-aside Crisis discarded',
    ev({ type: 'crisesToDiscard', rule: 'crisis.activation', cards: ['floods'] }),
    'Floods from the set-aside Crises goes to the Discard pile.',
  ],
  [
    'three set-aside Crises discarded',
    ev({ type: 'crisesToDiscard', rule: 'crisis.activation', cards: ['floods', 'poverty', 'militias'] }),
    'Floods, Poverty and Militias from the set-aside Crises go to the Discard pile.',
  ],
  ['one Asset sacrificed', ev({ type: 'panicSacrificed', rule: 'panic.success', assets: ['art-hoard'], players: [0] }), 'The table agrees: the Art Hoard is sacrificed.'],
  [
    'three Assets sacrificed',
    ev({ type: 'panicSacrificed', rule: 'panic.success', assets: ['cryogenic-lab', 'tabloid-empire', 'social-media-company'], players: [0, 1, 2] }),
    'The table agrees: the Cryogenic Lab, the Tabloid Empire and the Social Media Company are sacrificed.',
  ],
  // The Poorest Player: alone, or tied with one or two others.
  [
    'the Poorest Player alone',
    ev({ type: 'firstPlayer', rule: 'round.poorest', player: 1, players: [1], count: 2 }),
    'The Media Baron is the Poorest Player and starts the Round.',
  ],
  [
    'two tie as the Poorest Player',
    ev({ type: 'firstPlayer', rule: 'round.poorest', player: 1, players: [0, 1], count: 2 }),
    'The War Profiteer and the Media Baron tie as the Poorest Player; the Media Baron wins the draw and starts the Round.',
  ],
  [
    'three tie as the Poorest Player',
    ev({ type: 'firstPlayer', rule: 'round.poorest', player: 2, players: [0, 1, 2], count: 1 }),
    'The War Profiteer, the Media Baron and the Property Speculator tie as the Poorest Player; the Property Speculator wins the draw and starts the Round.',
  ],
  // Capitals: a module's sentence that starts with a name, and names inside a sentence.
  [
    'a module sentence starting with a name',
    ev({ type: 'panicOffered', rule: 'panic.negotiate', player: 1, asset: 'cryogenic-lab' }),
    'The Media Baron offers the Cryogenic Lab for the sacrifice.',
  ],
  [
    'a gift between players',
    ev({ type: 'panicTraded', rule: 'panic.trade', player: 1, other: 2, give: ['art-hoard', 'cryogenic-lab'], take: [] }),
    'The Media Baron gives the Art Hoard and the Cryogenic Lab to the Property Speculator.',
  ],
  [
    'a Panic! card naming three Markets',
    ev({ type: 'panicCardDrawn', rule: 'panic.card', player: 0, panic: 'fascist-rule' }),
    'The War Profiteer draws a Panic! card, Fascist Rule: one Asset each of Influence, Legacy and Power may be sacrificed.',
  ],
  // Chosen draws are a sequence, not a sum.
  [
    'two chosen cards in order',
    ev({ type: 'outcomeChosen', rule: 'table.chosen-outcome', outcome: { kind: 'draw', cards: ['dishes-5', 'locks-4'] } }),
    'Chosen outcome: the next cards off the deck will be 2 Satellite Dishes, then 2 Locks.',
  ],
];

describe('event sentences', () => {
  for (const [what, e, sentence] of EVENTS) it(what, () => expect(describeEvent(game, e)).toBe(sentence));

  it('never put a Market in the possessive, and always start with a capital and end with a stop', () => {
    for (const [, e] of EVENTS) {
      const said = describeEvent(game, e);
      expect(said).not.toMatch(/s's|s' |Market's|Markets'/);
      expect(said.charAt(0)).toBe(said.charAt(0).toUpperCase());
      expect(said).toMatch(/[.!]$/);
      expect(said).not.toMatch(/ {2}| \.|\.\./);
    }
  });
});

describe('move labels', () => {
  const MOVES: readonly (readonly [string, Move, string])[] = [
    ['a Buy at a Market named with an s', { type: 'buy', seat: 0, market: 'toys', cards: ['bombs-1', 'bombs-9'] }, 'Buy at Toys with 1 Bombs + 3 Bombs'],
    ['an Exchange at Toys', { type: 'exchangeHand', seat: 0, card: 'bombs-1', market: 'toys' }, 'Exchange 1 Bombs for the face-up card at Toys'],
    [
      'a trade names the partner in the possessive',
      { type: 'panicTrade', seat: 0, partner: 1, give: ['art-hoard'], take: ['think-tank'] },
      "The War Profiteer trades Art Hoard for the Media Baron's Think Tank",
    ],
    [
      'a trade of several Assets',
      { type: 'panicTrade', seat: 0, partner: 2, give: ['art-hoard', 'cryogenic-lab', 'think-tank'], take: [] },
      'The War Profiteer gives Art Hoard, Cryogenic Lab and Think Tank to the Property Speculator',
    ],
    ['a chosen tie-break', { type: 'choose', seat: TABLE, outcome: { kind: 'pick', seat: 2 } }, 'Chosen outcome: the Property Speculator wins the next tie-break.'],
  ];
  for (const [what, move, label] of MOVES) it(what, () => expect(describeMove(game, move)).toBe(label));
});

describe("a table's own card values in words", () => {
  const valued = gameWith({ 'bombs-1': 3, 'dishes-5': 1 });

  it('name each card at the value the table gave it', () => {
    expect(describeMove(valued, { type: 'buy', seat: 0, market: 'toys', cards: ['bombs-1', 'bombs-9'] })).toBe('Buy at Toys with 3 Bombs + 3 Bombs');
    expect(describeEvent(valued, ev({ type: 'drew', rule: 'turn.draw', player: 0, card: 'bombs-1', secret: true, count: 30 }))).toBe(
      'The War Profiteer draws 3 Bombs (30 left in the deck).',
    );
    expect(describeEvent(valued, EVENTS.find(([what]) => what === 'two chosen cards in order')![1])).toBe(
      'Chosen outcome: the next cards off the deck will be 1 Satellite Dishes, then 2 Locks.',
    );
  });

  it('still hide a card the viewer could not see', () => {
    expect(describeEvent(valued, ev({ type: 'drew', rule: 'turn.draw', player: 0, card: 'bombs-1', secret: true, count: 30 }), 1)).toBe(
      'The War Profiteer draws a card (30 left in the deck).',
    );
  });
});
