/**
 * Card ids name a card's identity, never its (stand-in) value: here the stand-in values are
 * replaced (as they will be when the printed values are known), and a link made with today's
 * values still opens to the very same cards in the very same places.
 */
import { describe, expect, it, vi } from 'vitest';
import { cardInfo, openLink, RESOURCE_CARDS } from '../../../src/machine/index.ts';

// Every Suit's values reversed: the 3s become 1s and the 1s 3s.
vi.mock('../../../src/machine/data/resource-values.ts', () => ({ RESOURCE_VALUES: [3, 3, 3, 2, 2, 2, 1, 1, 1] }));

/** Made with the stand-in values 1,1,1,2,2,2,3,3,3: a position, then an Invest, a draw and an Exchange. */
const GOLDEN = 'g=2.pBB5o544_DABBBiBYBgLfhrWCSIVeJOZXPuMwpEkcoQnHTGqvtAADABCBjBmDEFGBKBdDIJKBFBaDMNOBiBDDQRSBlCRbDACAsAABBNAACBUAA.mMSHVP.x295';

describe('stable card ids', () => {
  it('an old link opens to the same cards after the stand-in values change', () => {
    expect(cardInfo('bombs-1')).toMatchObject({ value: 3 }); // the fixture is in force
    const opened = openLink(GOLDEN);
    if (!opened.ok) throw new Error(opened.error.reason);
    const s = opened.states[opened.states.length - 1]!;
    expect(s.players.map((p) => p.hand)).toEqual([['bombs-1', 'diamonds-7'], ['locks-2', 'bombs-2'], ['diamonds-3']]);
    expect(s.markets.toys).toEqual({ assets: ['private-island', 'personal-zoo', 'mega-yacht'], faceUp: 'dishes-8', faceDown: ['locks-9', 'bombs-4'] });
    expect(s.markets.vanity).toEqual({ assets: ['noble-estate', 'golf-plantation', 'celebrity-spouse'], faceUp: 'bolts-5', faceDown: ['bolts-9', 'dishes-1'] });
    expect(s.deck.slice(0, 3)).toEqual(['dishes-6', 'bolts-3', 'dishes-5']);
  });

  it('no card id says its value', () => {
    for (const c of RESOURCE_CARDS) expect(c.id).toMatch(new RegExp(`^${c.suit}-[1-9]$`));
  });
});
