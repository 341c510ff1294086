/**
 * Worked examples for the Space Program of the *Reform or Revolution?* expansion (`space.*`):
 * contributing to the sealed envelope, a launch that escapes, one that explodes, two Billionaires
 * boarding together, a top score that belongs to nobody at the table, and the last card drawn past
 * a Crisis and a Special Action card. The players are Ana, Ben, Cleo and Dev.
 *
 * Every launch happens after the Panic! (`panicDone`), and every die the captions talk about is
 * fixed by the table's chosen outcomes, never left to the seed. Resource values are the site's
 * stand-ins: the first three cards of a Suit are worth 1, the next three 2, the last three 3.
 */
import type { PositionInput } from '../machine/index.ts';
import type { WorkedExample } from './types.ts';

/** After the Panic!: five Rebels still stand on Crises, and two Crises are set aside (the rest are in the deck). */
const AFTER_PANIC = {
  modules: ['space-program'],
  panicDone: true,
  guillotine: [
    { card: 'killer-robots', rebels: 3 },
    { card: 'pandemic', rebels: 2 },
  ],
  crisesAside: ['wildfires', 'militias'],
} as const satisfies Partial<PositionInput>;

/** Ana seals a 3 of Diamonds in the envelope as her Action; Ben adds a Bolt; Cleo a Lock nobody plays. */
const contribute: WorkedExample = {
  id: 'space-contribute',
  title: 'Contributing to the Space Program',
  intro:
    'A Level 3 game with the Space Program. Ana (the Aristocrat, Diamonds) holds a 3 of Diamonds and a 2 of Bombs; the envelope already holds one card, a 2 of Electrical Bolts. It is Ana’s turn, and she has drawn.',
  position: {
    level: 3,
    seed: 1401,
    modules: ['space-program'],
    phase: 'turn.action',
    players: [
      { billionaire: 'aristocrat', hand: ['diamonds-7', 'bombs-4'], assets: ['cryogenic-lab'] },
      { billionaire: 'tech-overlord', hand: ['bolts-1'], assets: ['luxury-jet'] },
      { billionaire: 'media-baron', hand: ['locks-2'], assets: ['gang-of-lawyers'] },
    ],
    spaceProgram: { envelope: ['bolts-4'] },
  },
  steps: [
    {
      move: { type: 'contribute', card: 'diamonds-7' },
      caption:
        'Instead of Buying, Investing or Exchanging, Ana shows everyone her 3 of Diamonds and seals it in the Space Program envelope. That is her Action, so her turn is over.',
      rule: 'space.contribute',
    },
    {
      move: { type: 'contribute', card: 'bolts-1' },
      caption:
        'Ben skips his draw and seals a 1 of Electrical Bolts, his own Suit, in the envelope. This page shows the table’s view, which lists every card inside; a player’s view shows only how many cards the envelope holds, now three.',
      rule: 'space.sealed',
    },
    {
      move: { type: 'contribute', card: 'locks-2' },
      caption:
        'Cleo adds a 1 of Locks: the Suit of the Property Speculator, whom nobody plays. It helps no player’s Launch Score, but if Locks end up the highest score, nobody gets aboard.',
      rule: 'space.contribute',
    },
  ],
};

/** Ben, the hidden Space Cowboy, launches; the last card raises his own score to 4 and a 3 sends him into space. */
const escape: WorkedExample = {
  id: 'space-escape',
  title: 'The Space Cowboy escapes the Earth',
  intro:
    'The Panic! is over. Ben (the Tech Overlord, Electrical Bolts) holds the hidden Space Cowboy. The envelope holds a 3 of Electrical Bolts, a 2 of Diamonds and a 1 of Bombs; the top card of the Draw deck is a 1 of Electrical Bolts. It is Ben’s turn.',
  position: {
    level: 3,
    seed: 1402,
    ...AFTER_PANIC,
    current: 1,
    phase: 'turn.action',
    players: [
      { billionaire: 'war-profiteer', hand: ['bombs-2'], assets: ['mercenary-army'] },
      { billionaire: 'tech-overlord', hand: ['locks-4'], assets: ['luxury-jet', 'think-tank'] },
      { billionaire: 'aristocrat', hand: ['diamonds-2'], assets: ['cryogenic-lab'] },
    ],
    roles: [null, { role: 'space-cowboy', revealed: false }, null],
    deck: ['bolts-2'],
    spaceProgram: { envelope: ['bolts-7', 'diamonds-4', 'bombs-1'] },
  },
  steps: [
    {
      move: { type: 'choose', outcome: { kind: 'roll', value: 3 } },
      caption: 'The launch die will show 3 (a table can fix a roll like this in the playground).',
      rule: 'table.chosen-outcome',
    },
    {
      move: { type: 'exchangeMarkets', markets: ['toys', 'vanity'] },
      caption:
        'For his Action Ben swaps the face-up cards of Toys and Vanity. The Panic! has happened and he holds a hidden Role, so at the end of his turn he is asked whether to launch.',
      rule: 'space.launch',
    },
    {
      move: { type: 'launch', go: true },
      caption:
        'Ben Reveals the Space Cowboy and launches. He draws the 1 of Electrical Bolts and adds it, then opens the envelope: Electrical Bolts score 4, Diamonds 2, Bombs 1. Ben has the highest score and boards alone (only three play). The die shows 3, lower than 4: Ben escapes and wins.',
      rule: 'space.escape',
    },
  ],
};

/**
 * Ana launches, but Ben's Suit scores highest: he boards alone, the die equals his score, and he
 * dies. His Mercenary Army reopens the closed Power Market; his hand, Bribe envelope and the
 * Space Program envelope go to the Discard pile; his Role goes back; Cleo plays next.
 */
const explosion: WorkedExample = {
  id: 'space-explosion',
  title: 'The Rocket explodes',
  intro:
    'A Level 4 game after the Panic!. Ana (the Property Speculator) holds the hidden Space Cowboy. Ben (the Media Baron, Satellite Dishes) holds the Gang of Lawyers and the Mercenary Army, the last Power Asset, so the Power Market is closed. The envelope holds a 3 of Satellite Dishes, a 2 of Locks and a 1 of Diamonds; the top card of the Draw deck is a 1 of Satellite Dishes. It is Ana’s turn.',
  position: {
    level: 4,
    seed: 1403,
    ...AFTER_PANIC,
    phase: 'turn.action',
    players: [
      { billionaire: 'property-speculator', hand: ['locks-1'], assets: ['noble-estate'] },
      { billionaire: 'media-baron', hand: ['bombs-4'], assets: ['gang-of-lawyers', 'mercenary-army'] },
      { billionaire: 'aristocrat', hand: ['diamonds-2'], assets: ['cryogenic-lab'] },
    ],
    markets: {
      influence: { assets: ['political-lobbyists', 'think-tank'] },
      power: { assets: [], faceUp: null, faceDown: [] },
    },
    removedAssets: ['tabloid-empire', 'pyramid-scheme', 'unnamed-power-asset'],
    roles: [{ role: 'space-cowboy', revealed: false }, { role: 'banker', revealed: false }, null],
    envelopes: [[], ['dishes-1'], []],
    deck: ['dishes-2'],
    spaceProgram: { envelope: ['dishes-7', 'locks-4', 'diamonds-1'] },
  },
  steps: [
    {
      move: { type: 'choose', outcome: { kind: 'roll', value: 4 } },
      caption: 'The launch die will show 4 (a table can fix a roll like this in the playground).',
      rule: 'table.chosen-outcome',
    },
    {
      move: { type: 'exchangeMarkets', markets: ['toys', 'vanity'] },
      caption: 'For her Action Ana swaps the face-up cards of Toys and Vanity. At Level 4 her bribes come next, before the question of the launch.',
      rule: 'policy.bribe',
    },
    {
      move: { type: 'finishBribes' },
      caption: 'Ana leaves her Bribe envelope as it is. Now, at the very end of her turn, she is asked whether to launch the Rocket.',
      rule: 'space.launch',
    },
    {
      move: { type: 'launch', go: true },
      caption:
        'Ana Reveals the Space Cowboy and adds the 1 of Satellite Dishes. Dishes score 4, Locks only 2: Ben boards, not Ana. The die shows 4, not lower than 4, and the Rocket explodes. Ben is out of the game: his Assets go back to their Markets (the Mercenary Army reopens Power), his hand, Bribe envelope and the Space Program’s cards go to the Discard pile, and his Role back into the Role deck.',
      rule: 'space.explosion',
    },
  ],
};

/** Dev launches; Ana has the top score and takes Cleo aboard: 3 + 2 = 5, and a 4 gets them both away. */
const together: WorkedExample = {
  id: 'space-together',
  title: 'Two Billionaires board together',
  intro:
    'Four play, after the Panic!. Dev (the Media Baron) holds the hidden Space Cowboy. The envelope holds a 3 of Bombs (Ana, the War Profiteer), a 2 of Diamonds (Cleo, the Aristocrat) and a 1 of Satellite Dishes (Dev); the top card of the Draw deck is a 1 of Electrical Bolts (Ben, the Tech Overlord). It is Dev’s turn.',
  position: {
    level: 3,
    seed: 1404,
    ...AFTER_PANIC,
    current: 3,
    phase: 'turn.action',
    players: [
      { billionaire: 'war-profiteer', hand: ['bombs-2'] },
      { billionaire: 'tech-overlord', hand: ['bolts-4'] },
      { billionaire: 'aristocrat', hand: ['diamonds-2'] },
      { billionaire: 'media-baron', hand: ['locks-4'] },
    ],
    roles: [null, null, null, { role: 'space-cowboy', revealed: false }],
    deck: ['bolts-2'],
    spaceProgram: { envelope: ['bombs-7', 'diamonds-4', 'dishes-1'] },
  },
  steps: [
    {
      move: { type: 'choose', outcome: { kind: 'roll', value: 4 } },
      caption: 'The launch die will show 4 (a table can fix a roll like this in the playground).',
      rule: 'table.chosen-outcome',
    },
    {
      move: { type: 'exchangeMarkets', markets: ['toys', 'vanity'] },
      caption: 'For his Action Dev swaps the face-up cards of Toys and Vanity, and is asked at the end of his turn whether to launch.',
      rule: 'space.launch',
    },
    {
      move: { type: 'launch', go: true },
      caption:
        'Dev Reveals the Space Cowboy, adds the 1 of Electrical Bolts and opens the envelope: Bombs 3, Diamonds 2, Electrical Bolts 1, Satellite Dishes 1. Ana has the highest score, so she boards. With four at the table she may take one partner.',
      rule: 'space.scores',
    },
    {
      move: { type: 'boardRocket', seat: 0, partner: 2 },
      caption: 'Alone, Ana would need a roll below 3. She invites Cleo, whose 2 would make it 5.',
      rule: 'space.together',
    },
    {
      move: { type: 'answerRocket', seat: 2, accept: true },
      caption: 'Cleo accepts and boards: a Launch Score of 3 + 2 = 5. The die shows 4, lower than 5: the Rocket escapes, and Ana and Cleo both win.',
      rule: 'space.escape',
    },
  ],
};

/** Locks, the Suit of the Property Speculator whom nobody plays, score highest: nobody boards, and the envelope is empty again. */
const unplayed: WorkedExample = {
  id: 'space-unplayed',
  title: 'The top score belongs to nobody at the table',
  intro:
    'Three play, after the Panic!; nobody plays the Property Speculator (Locks). Ana (the War Profiteer, Bombs) holds the hidden Space Cowboy. The envelope holds a 3 of Locks, a 2 of Bombs and a 1 of Satellite Dishes; the top card of the Draw deck is a 1 of Locks. It is Ana’s turn.',
  position: {
    level: 3,
    seed: 1405,
    ...AFTER_PANIC,
    phase: 'turn.action',
    players: [
      { billionaire: 'war-profiteer', hand: ['bombs-2'], assets: ['mercenary-army'] },
      { billionaire: 'tech-overlord', hand: ['bolts-7'], assets: ['luxury-jet'] },
      { billionaire: 'aristocrat', hand: ['diamonds-2'], assets: ['cryogenic-lab'] },
    ],
    roles: [{ role: 'space-cowboy', revealed: false }, null, null],
    deck: ['locks-2'],
    spaceProgram: { envelope: ['locks-7', 'bombs-4', 'dishes-1'] },
  },
  steps: [
    {
      move: { type: 'exchangeMarkets', markets: ['toys', 'vanity'] },
      caption: 'For her Action Ana swaps the face-up cards of Toys and Vanity; then she is asked whether to launch.',
      rule: 'space.launch',
    },
    {
      move: { type: 'launch', go: true },
      caption:
        'Ana Reveals the Space Cowboy, adds the 1 of Locks and opens the envelope: Locks 4, Bombs 2, Satellite Dishes 1. The highest score is the Property Speculator’s, and nobody plays it: nobody boards, there is no roll, and the four cards go to the Discard pile. The empty envelope stays in the game.',
      rule: 'space.scores',
    },
    {
      move: { type: 'contribute', card: 'bolts-7' },
      caption: 'Ben’s turn. He starts filling the envelope again with a 3 of Electrical Bolts, ready for the next Space Cowboy.',
      rule: 'space.contribute',
    },
  ],
};

/**
 * Cleo launches and the table fixes the cards she draws: Floods and an Audit go to the Discard pile
 * without effect before a 2 of Diamonds goes in. Her Diamonds score 8, but the die shows 6.
 */
const skipCrisis: WorkedExample = {
  id: 'space-skip-crisis',
  title: 'Drawing the last card past a Crisis',
  intro:
    'Three play, after the Panic!; five Rebels stand on Crises. Cleo (the Aristocrat, Diamonds) holds the hidden Space Cowboy. The envelope holds two 3s of Diamonds and a 1 of Electrical Bolts. It is Cleo’s turn.',
  position: {
    level: 3,
    seed: 1406,
    ...AFTER_PANIC,
    current: 2,
    phase: 'turn.action',
    players: [
      { billionaire: 'war-profiteer', hand: ['bombs-2'], assets: ['mercenary-army'] },
      { billionaire: 'tech-overlord', hand: ['bolts-4'], assets: ['luxury-jet'] },
      { billionaire: 'aristocrat', hand: ['locks-4'], assets: ['art-hoard'] },
    ],
    roles: [null, null, { role: 'space-cowboy', revealed: false }],
    spaceProgram: { envelope: ['diamonds-7', 'diamonds-8', 'bolts-1'] },
  },
  steps: [
    {
      move: { type: 'choose', outcome: { kind: 'draw', cards: ['floods', 'audit-1', 'diamonds-4'] } },
      caption: 'The next three cards off the Draw deck will be Floods, an Audit and a 2 of Diamonds (a table can fix draws like this in the playground).',
      rule: 'table.chosen-outcome',
    },
    {
      move: { type: 'choose', outcome: { kind: 'roll', value: 6 } },
      caption: 'And the launch die will show 6.',
      rule: 'table.chosen-outcome',
    },
    {
      move: { type: 'exchangeMarkets', markets: ['toys', 'vanity'] },
      caption: 'For her Action Cleo swaps the face-up cards of Toys and Vanity; then she is asked whether to launch.',
      rule: 'space.launch',
    },
    {
      move: { type: 'launch', go: true },
      caption:
        'Cleo Reveals the Space Cowboy and draws. Floods is a Crisis: it goes to the Discard pile without being Activated, and no Rebel moves. The Audit cannot go in either and is discarded unused. The 2 of Diamonds goes in, so Diamonds score 8 and Cleo boards alone. But the die shows 6, which always fails: the Rocket explodes.',
      rule: 'space.last-card',
    },
  ],
};

export const SPACE_PROGRAM_EXAMPLES: readonly WorkedExample[] = [contribute, escape, explosion, together, unplayed, skipCrisis];
