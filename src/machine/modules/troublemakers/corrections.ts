/**
 * The Troublemakers' corrected readings (`core/editions.ts`). Each id is checked with `corrected()`
 * where the behaviour changed, so a game opened from an older link plays the old reading.
 */
import type { Correction } from '../../core/editions.ts';

/** The Reformist's card comes only after a Buy that took an Asset, not after a won Buy whose claim was declined. */
export const BUY_CARD_CLAIMED = 'troublemakers.buy-card-claimed';
/**
 * A Declared Revolutionary takes no part in the Panic!: when they caused the last Crisis, the
 * Billionaire to their left draws the Panic! card, rolls and picks the Rebels (checked by the Panic!
 * module, which reads who is kept out through the core's `sidelined`).
 */
export const REVOLUTIONARY_PANIC = 'troublemakers.revolutionary-panic';
/** Comrade on the Inside may move its card to any other Market, a closed one included. */
export const COMRADE_ANY_MARKET = 'troublemakers.comrade-any-market';
/** On a card a Billionaire plays through the Infiltrator, "the Revolutionary" is that Billionaire throughout: Riots' Bribe too. */
export const INFILTRATOR_NAMES = 'troublemakers.infiltrator-names';

export const TROUBLEMAKERS_CORRECTIONS: readonly Correction[] = [
  {
    id: BUY_CARD_CLAIMED,
    edition: 2,
    rule: 'tm.cards',
    summary: 'The Reformist now takes a card only from a Buy that took an Asset; a won Buy whose claim is declined gives them nothing.',
  },
  {
    id: REVOLUTIONARY_PANIC,
    edition: 2,
    rule: 'tm.reformist',
    summary: 'A Declared Revolutionary no longer draws the Panic! card, rolls or picks the Rebels: the Billionaire to their left does.',
  },
  {
    id: COMRADE_ANY_MARKET,
    edition: 2,
    rule: 'rev.comrade',
    summary: 'Comrade on the Inside may now move its card to any other Market, a closed one included.',
  },
  {
    id: INFILTRATOR_NAMES,
    edition: 2,
    rule: 'rev.infiltrator',
    summary: "A Billionaire who plays Riots through the Infiltrator now makes the 5-point Bribe themself, as they already take over a hostage's turn.",
  },
];
