/**
 * Worked examples for the Troublemakers of the *Reform or Revolution?* expansion (`tm.*`, `rev.*`):
 * the rulebook's Fix with Laura, Thomas and Dominique; a Fix that fails; the Reformist's victory;
 * a Declaration and its first Revolution card; Hostages; Organize! completed; and a hidden
 * Revolutionary winning when a Buy brings the Revolution.
 *
 * Resource values are the site's stand-ins: the first three cards of a Suit are worth 1, the next
 * three 2, the last three 3. Every card the captions name is placed by the position; the rest is
 * dealt from the seed.
 */
import { REVOLUTION_CARD_IDS, type RevolutionCardId } from '../machine/data/revolution.ts';
import type { PositionInput } from '../machine/index.ts';
import type { WorkedExample } from './types.ts';

const TM = { level: 4, modules: ['troublemakers'], phase: 'turn.start' } as const satisfies Partial<PositionInput>;

/** A Declared Revolutionary's cards: the face-up row, the Organize! row and the discard pile as named; every other card in the deck. */
function revolutionCards(named: { row: readonly RevolutionCardId[]; organized?: readonly RevolutionCardId[]; discard?: readonly RevolutionCardId[] }) {
  const { row, organized = [], discard = [] } = named;
  const placed = new Set([...row, ...organized, ...discard]);
  return { row, organized, discard, deck: REVOLUTION_CARD_IDS.filter((c) => !placed.has(c)) };
}

/** The rulebook's own example: Laura refuses Dominique's offer, wins 7 to 5, and Activates the Debt Crisis she drew. */
const laura: WorkedExample = {
  id: 'tm-laura',
  title: 'Laura Fixes the Pandemic (the rulebook’s example)',
  intro:
    'Laura is the Troublemaker, playing as the Reformist; Thomas (the Tech Overlord), Dominique (the Media Baron) and Ana (the War Profiteer) play Billionaires. The Pandemic stands beside the Guillotine with its two Rebels. Laura holds a 3 and a 1 of Locks. The top two cards of the Draw deck are the Debt Crisis and a 2 of Bombs. It is Laura’s turn.',
  position: {
    ...TM,
    seed: 1501,
    players: [
      { billionaire: null, hand: ['locks-7', 'locks-1'] },
      { billionaire: 'tech-overlord', hand: ['bolts-7'], assets: ['luxury-jet'] },
      { billionaire: 'media-baron', hand: ['dishes-9'], assets: ['gang-of-lawyers'] },
      { billionaire: 'war-profiteer', hand: ['bombs-1'], assets: ['mercenary-army'] },
    ],
    guillotine: [{ card: 'pandemic', rebels: 2 }],
    deck: ['debt-crisis', 'bombs-4'],
    troublemakers: { alignment: 'reformist', fixed: [] },
  },
  steps: [
    {
      move: { type: 'fixCrisis', crisis: 'pandemic', cards: ['locks-7', 'locks-1'] },
      caption:
        'Laura picks the Pandemic, which shows two Rebel icons, and puts her two Locks forward face-down. Two cards will be drawn against her, so she asks the Billionaires for help, starting on her left.',
      rule: 'tm.fix',
    },
    {
      move: { type: 'offerFixCard', card: 'bolts-7' },
      caption: 'Thomas offers a card face-down. Only he (and the table view shown here) knows it is a 3 of Electrical Bolts.',
      rule: 'tm.fix',
    },
    {
      move: { type: 'offerFixCard', card: 'dishes-9' },
      caption: 'Dominique offers a card face-down too. Laura suspects she is the Celebrity and wants the Fix to fail.',
      rule: 'tm.fix',
    },
    {
      move: { type: 'offerFixCard' },
      caption: 'Ana offers nothing.',
      rule: 'tm.fix',
    },
    {
      move: { type: 'acceptFixOffers', seats: [1] },
      caption:
        'Laura takes Thomas’s card and refuses Dominique’s, which goes back to her hand unseen. Laura and Thomas put forward 7. The draw turns up the Debt Crisis, worth 3 against her, and a 2 of Bombs: 5. Seven beats five, so the Pandemic is fixed: its Rebels go back to the reserve and Laura keeps the card. Every card used is discarded. Then the Debt Crisis she drew is Activated, Laura as its cause: its two Rebels, two more Crises to the Discard pile, and the table bids for a new Policy.',
      rule: 'tm.fix-crisis',
    },
  ],
};

/** Nobody helps, and one card against a Crisis with three icons is not enough. */
const failed: WorkedExample = {
  id: 'tm-failed-fix',
  title: 'A Fix that fails',
  intro:
    'The Reformist (Seat 2) holds a 3 of Diamonds and tries to Fix Killer Robots!, which shows three Rebel icons. None of the three Billionaires wants the Crisis gone. The Draw deck starts with a 1 of Locks, a 2 of Bolts and a 1 of Dishes.',
  position: {
    ...TM,
    seed: 1502,
    current: 1,
    players: [
      { billionaire: 'aristocrat', hand: ['diamonds-1'], assets: ['cryogenic-lab'] },
      { billionaire: null, hand: ['diamonds-8'] },
      { billionaire: 'property-speculator', hand: ['locks-9'], assets: ['golf-plantation'] },
      { billionaire: 'war-profiteer', hand: ['bombs-8'], assets: ['mercenary-army'] },
    ],
    guillotine: [
      { card: 'killer-robots', rebels: 3 },
      { card: 'floods', rebels: 2 },
    ],
    deck: ['locks-2', 'bolts-5', 'dishes-3'],
    troublemakers: { alignment: 'reformist' },
  },
  steps: [
    {
      move: { type: 'fixCrisis', crisis: 'killer-robots', cards: ['diamonds-8'] },
      caption: 'The Reformist puts one card face-down against Killer Robots!. Three cards will be drawn against it: one per printed Rebel icon.',
      rule: 'tm.fix',
    },
    { move: { type: 'offerFixCard' }, caption: 'The Property Speculator, on the Reformist’s left, offers nothing…', rule: 'tm.fix' },
    { move: { type: 'offerFixCard' }, caption: '…nor does the War Profiteer…', rule: 'tm.fix' },
    {
      move: { type: 'offerFixCard' },
      caption:
        '…nor the Aristocrat. With no offer to answer, the draw follows at once: 1 + 2 + 1 = 4 against the Reformist’s 3. Three does not beat four, so the Fix fails: Killer Robots! keeps its Rebels, and all four cards go to the Discard pile.',
      rule: 'tm.fix',
    },
  ],
};

/** Fixed Crises showing five icons, and a Crisis with two more: seven, and the game. */
const reformistWins: WorkedExample = {
  id: 'tm-reformist-wins',
  title: 'The Reformist wins',
  intro:
    'The Reformist has already fixed Killer Robots! (three Rebel icons) and Doomsday Cults (two). Floods, with two icons, stands beside the Guillotine with one Rebel left on it. The Reformist holds two 3s; the Draw deck starts with a 1 and a 2.',
  position: {
    ...TM,
    seed: 1503,
    round: 4,
    players: [
      { billionaire: null, hand: ['bombs-9', 'bolts-8'] },
      { billionaire: 'aristocrat', hand: ['diamonds-2'], assets: ['cryogenic-lab', 'art-hoard'] },
      { billionaire: 'tech-overlord', hand: ['bolts-2'], assets: ['luxury-jet', 'think-tank'] },
      { billionaire: 'media-baron', hand: ['dishes-5'], assets: ['gang-of-lawyers', 'tabloid-empire'] },
    ],
    guillotine: [
      { card: 'floods', rebels: 1 },
      { card: 'pandemic', rebels: 2 },
    ],
    deck: ['locks-3', 'diamonds-5'],
    troublemakers: { alignment: 'reformist', fixed: ['killer-robots', 'doomsday-cults'] },
  },
  steps: [
    {
      move: { type: 'fixCrisis', crisis: 'floods', cards: ['bombs-9', 'bolts-8'] },
      caption: 'The Reformist puts both 3s forward against Floods. It shows two Rebel icons, so two cards will be drawn, though only one Rebel still stands on it.',
      rule: 'tm.fix',
    },
    { move: { type: 'offerFixCard' }, caption: 'The Aristocrat offers nothing…', rule: 'tm.fix' },
    { move: { type: 'offerFixCard' }, caption: '…nor does the Tech Overlord…', rule: 'tm.fix' },
    {
      move: { type: 'offerFixCard' },
      caption:
        '…nor the Media Baron. The draw shows 1 + 2 = 3, and 6 beats 3: Floods is fixed. The Reformist’s fixed Crises now show 3 + 2 + 2 = 7 Rebel icons, and the Reformist wins at once.',
      rule: 'tm.victory',
    },
  ],
};

/** The hidden Revolutionary turns over: hand and envelope discarded, three Revolution cards face-up, one played. */
const declaration: WorkedExample = {
  id: 'tm-declare',
  title: 'The Revolutionary Declares',
  intro:
    'The Troublemaker (Seat 1) has played as the Reformist so far, but drew the Revolutionary card. They hold a 2 of Locks and have a 1 of Bombs in their Bribe envelope. Six Rebels stand on Crises. It is the start of their turn.',
  position: {
    ...TM,
    seed: 1652,
    round: 3,
    players: [
      { billionaire: null, hand: ['locks-4'] },
      { billionaire: 'aristocrat', hand: ['diamonds-2'], assets: ['cryogenic-lab', 'art-hoard'] },
      { billionaire: 'tech-overlord', hand: ['bolts-2'], assets: ['luxury-jet'] },
      { billionaire: 'media-baron', hand: ['dishes-5'], assets: ['gang-of-lawyers', 'tabloid-empire'] },
    ],
    envelopes: [['bombs-1'], [], [], []],
    guillotine: [
      { card: 'killer-robots', rebels: 3 },
      { card: 'pandemic', rebels: 2 },
      { card: 'floods', rebels: 1 },
    ],
    troublemakers: { alignment: 'revolutionary' },
  },
  steps: [
    {
      move: { type: 'declare' },
      caption:
        'Before anything else this turn, the Troublemaker Declares: everyone now sees the Revolutionary card. Their 2 of Locks and their envelope’s 1 of Bombs go to the Discard pile, and they take the 21 Revolution cards as a deck of their own, shuffled. Holding no Revolution card, they draw three and lay them face-up for all to see: Organize!, Propaganda of the Deed and Media Slander.',
      rule: 'tm.declare',
    },
    {
      move: { type: 'playRevolution', card: 'propaganda-of-the-deed', crisis: 'floods', target: 1 },
      caption:
        'They must play one of the three as this turn’s Action, and nothing else. They pick Propaganda of the Deed: the last Rebel on Floods goes back to the reserve (the card stays beside the Guillotine), and the Aristocrat, who leads with two Assets, is to miss their next turn. The Revolutionary has no envelope to stuff, so their turn ends there, and the Aristocrat’s turn, the very next one, is passed over. The other two cards wait for the Revolutionary’s next turns.',
      rule: 'rev.propaganda',
    },
    {
      move: { type: 'invest', card: 'bolts-2', market: 'toys' },
      caption: 'So the Tech Overlord plays next: they Invest their 1 of Electrical Bolts and draw, as in any turn.',
      rule: 'rev.propaganda',
    },
  ],
};

/** Hostages: a Rebel sacrificed, and the Revolutionary plays the next Billionaire's turn with their hand. */
const hostages: WorkedExample = {
  id: 'tm-hostages',
  title: 'Hostages',
  intro:
    'The Revolutionary (Seat 1) has Declared. Face-up in front of them: Hostages, Bide Your Time and Infighting. The Aristocrat, next on their left, owns the Mega Yacht and holds a 3 of Diamonds and a 3 of Locks. Killer Robots! carries three Rebels.',
  position: {
    ...TM,
    seed: 1505,
    round: 3,
    players: [
      { billionaire: null },
      { billionaire: 'aristocrat', hand: ['diamonds-9', 'locks-8'], assets: ['mega-yacht', 'cryogenic-lab'] },
      { billionaire: 'tech-overlord', hand: ['bolts-2'], assets: ['luxury-jet'] },
      { billionaire: 'media-baron', hand: ['dishes-5'], assets: ['gang-of-lawyers'] },
    ],
    guillotine: [
      { card: 'killer-robots', rebels: 3 },
      { card: 'pandemic', rebels: 2 },
    ],
    troublemakers: {
      alignment: 'revolutionary',
      declared: true,
      revolution: revolutionCards({ row: ['hostages', 'bide-your-time-1', 'infighting'] }),
    },
  },
  steps: [
    {
      move: { type: 'playRevolution', card: 'hostages', crisis: 'killer-robots', target: 1 },
      caption:
        'The Revolutionary plays Hostages: they sacrifice a Rebel from Killer Robots! (it goes back to the reserve) and name the Aristocrat, who owns the Mega Yacht. Their turn is over.',
      rule: 'rev.hostages',
    },
    {
      move: { type: 'takeHostage', take: true },
      caption:
        'The Aristocrat’s turn begins, and the Revolutionary may take it over. They do: from now until the turn ends they decide the Aristocrat’s moves, and see the hand they play with.',
      rule: 'rev.hostages',
    },
    {
      move: { type: 'invest', seat: 1, card: 'diamonds-9', market: 'vanity' },
      caption:
        'They Invest the Aristocrat’s 3 of Diamonds, their own Suit, face-down at Vanity, where it can only help someone else’s Buy; the Aristocrat draws a card after it, as after any Invest.',
      rule: 'rev.hostages',
    },
    {
      move: { type: 'finishBribes', seat: 1 },
      caption:
        'The bribe step is part of the turn, so the Revolutionary decides it too, and adds nothing to the Aristocrat’s envelope. The turn ends and the Aristocrat has their hand back, with the card drawn in place of the 3 of Diamonds. Their Role, if they hold one, was never touched.',
      rule: 'rev.hostages',
    },
  ],
};

/** Two Organize! waiting and a third played: all three discarded, two Rebels on one Crisis. */
const organize: WorkedExample = {
  id: 'tm-organize',
  title: 'Organize! completed',
  intro:
    'Two Organize! cards already wait in front of the Revolutionary (Seat 1); a third is among their face-up cards, with Riots. The Pandemic carries one Rebel of its two; Killer Robots! three.',
  position: {
    ...TM,
    seed: 1506,
    round: 4,
    players: [
      { billionaire: null },
      { billionaire: 'aristocrat', hand: ['diamonds-2'], assets: ['cryogenic-lab'] },
      { billionaire: 'tech-overlord', hand: ['bolts-2'], assets: ['luxury-jet'] },
      { billionaire: 'media-baron', hand: ['dishes-5'], assets: ['gang-of-lawyers'] },
    ],
    guillotine: [
      { card: 'killer-robots', rebels: 3 },
      { card: 'pandemic', rebels: 1 },
    ],
    troublemakers: {
      alignment: 'revolutionary',
      declared: true,
      revolution: revolutionCards({
        row: ['organize-3', 'riots'],
        organized: ['organize-1', 'organize-2'],
        discard: ['bide-your-time-1', 'bide-your-time-2', 'bide-your-time-3'],
      }),
    },
  },
  steps: [
    {
      move: { type: 'playRevolution', card: 'organize-3', crisis: 'pandemic' },
      caption:
        'The Revolutionary plays the third Organize!. Three are now waiting, so all three go to their discard pile and two Rebels leave the reserve for one Activated Crisis of their choice: the Pandemic, which now carries three, one more than its icons. Six Rebels stand on Crises.',
      rule: 'rev.organize',
    },
  ],
};

/** A hidden Revolutionary, never Declared, wins when a Billionaire's Buy brings the tenth Rebel. */
const revolution: WorkedExample = {
  id: 'tm-revolution',
  title: 'The Revolutionary wins the Revolution',
  intro:
    'Nine Rebels stand on Crises. The Troublemaker (Seat 4) has played as the Reformist all game and never Declared. It is the Aristocrat’s turn (Seat 1); at Toys, Militias, with two Rebel icons, lies face-down under a 1 of Bombs.',
  position: {
    ...TM,
    seed: 1507,
    round: 5,
    panicDone: true,
    players: [
      { billionaire: 'aristocrat', hand: ['diamonds-9', 'diamonds-8'], assets: ['cryogenic-lab'] },
      { billionaire: 'tech-overlord', hand: ['bolts-2'], assets: ['luxury-jet'] },
      { billionaire: 'media-baron', hand: ['dishes-5'], assets: ['gang-of-lawyers'] },
      { billionaire: null, hand: ['locks-2'] },
    ],
    markets: { toys: { faceUp: 'bombs-1', faceDown: ['militias'] } },
    guillotine: [
      { card: 'killer-robots', rebels: 3 },
      { card: 'pandemic', rebels: 2 },
      { card: 'floods', rebels: 2 },
      { card: 'crisis-12', rebels: 2 },
    ],
    troublemakers: { alignment: 'revolutionary' },
  },
  steps: [
    {
      move: { type: 'buy', market: 'toys', cards: ['diamonds-9'] },
      caption:
        'The Aristocrat buys at Toys with a 3 of Diamonds. The Market turns over: a 1 of Bombs and Militias, which counts 3 against the Buy, so it fails, 3 to 4, and Militias is Activated. Only one Rebel is left in the reserve, and it goes onto Militias: all ten Rebels stand on Crises. The Revolution! The Billionaires lose, and the Troublemaker shows the Revolutionary card: they win, though they never Declared.',
      rule: 'tm.victory',
    },
  ],
};

export const TROUBLEMAKERS_EXAMPLES: readonly WorkedExample[] = [laura, failed, reformistWins, declaration, hostages, organize, revolution];
