/** Worked examples under a table's own cards: the first step that goes otherwise, or none. */
import { describe, expect, it } from 'vitest';
import { exampleById } from '../../src/examples/index.ts';
import { differenceUnderTableCards } from '../../src/components/example/tableCardsCheck.ts';
import type { TableCards } from '../../src/machine/index.ts';

const suitBonusBuy = exampleById('l1-suit-bonus-buy')!;

describe('differenceUnderTableCards', () => {
  it('finds the step a swap of Billionaire boards changes (the Property Speculator no longer needs Vanity)', () => {
    const cards: TableCards = {
      billionaires: {
        'property-speculator': { spaces: ['power', 'power', 'influence', 'legacy', 'toys'] },
        'war-profiteer': { spaces: ['vanity', 'vanity', 'influence', 'power', 'toys'] },
      },
    };
    const diff = differenceUnderTableCards(suitBonusBuy, cards);
    expect(diff).not.toBeNull();
    // Step 3 claims the Golf Plantation (Vanity): with these boards it fills no space of Donald's.
    expect(diff!.step).toBe(3);
    expect(diff!.reason).toMatch(/has filled 0 of their Asset spaces \(instead of: .*has filled 1 of their Asset spaces\)/);
  });

  it('finds nothing when the table cards touch no fact the example uses', () => {
    // Market numbers matter only to the Puppets' die; this three-player example never rolls it.
    expect(differenceUnderTableCards(suitBonusBuy, { markets: { influence: 2, legacy: 1 } })).toBeNull();
  });

  it('finds nothing with cards equal to ours', () => {
    expect(differenceUnderTableCards(suitBonusBuy, {})).toBeNull();
  });
});

describe('differenceUnderTableCards at the start', () => {
  it('says when the start position already scores otherwise', () => {
    // l1-inflation starts with the War Profiteer holding a Power Asset; on the Vanity board it fills nothing.
    const diff = differenceUnderTableCards(exampleById('l1-inflation')!, {
      billionaires: {
        'property-speculator': { spaces: ['power', 'power', 'influence', 'legacy', 'toys'] },
        'war-profiteer': { spaces: ['vanity', 'vanity', 'influence', 'power', 'toys'] },
      },
    });
    expect(diff?.step).toBe(0);
    expect(diff?.reason).toMatch(/War Profiteer has filled/);
  });
});
