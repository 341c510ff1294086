/**
 * A Level 2 table one Buy away from the Panic!, shared by the engine and browser tests. Four players;
 * five Rebels stand on Crises. The War Profiteer (seat 0) is to play and holds 1 Bombs + 1 Locks;
 * Power holds a 3 of Bolts over Doomsday Cults (two Rebel icons), so the Buy `PANIC_BUY` fails and
 * brings the sixth and seventh Rebels: the Panic!. Fascist Rule (Influence, Legacy, Power) is on top
 * of the Panic! cards.
 */
import type { Move, PanicId, PositionInput } from '../../src/machine/index.ts';

export const PANIC_CARD_ORDER: readonly PanicId[] = ['fascist-rule', 'panic-2', 'panic-3', 'panic-4', 'panic-5'];

export const PANIC_POSITION: PositionInput = {
  level: 2,
  seed: 3,
  players: [
    { billionaire: 'war-profiteer', hand: ['bombs-1', 'locks-1'], assets: ['pyramid-scheme', 'think-tank'] },
    { billionaire: 'media-baron', hand: ['dishes-1'], assets: ['gang-of-lawyers', 'art-hoard'] },
    { billionaire: 'aristocrat', hand: ['diamonds-1'], assets: ['cryogenic-lab', 'tabloid-empire'] },
    { billionaire: 'property-speculator', hand: ['locks-4'], assets: ['cult-of-personality', 'noble-estate'] },
  ],
  markets: { power: { assets: ['mercenary-army', 'unnamed-power-asset'], faceUp: 'bolts-7', faceDown: ['doomsday-cults'] } },
  guillotine: [
    { card: 'killer-robots', rebels: 3 },
    { card: 'pandemic', rebels: 2 },
  ],
  crisesAside: ['floods', 'debt-crisis', 'militias'],
  panicDeck: PANIC_CARD_ORDER,
};

export const PANIC_BUY: Move = { type: 'buy', seat: 0, market: 'power', cards: ['bombs-1', 'locks-1'] };
