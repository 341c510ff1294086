/** Sentences for tricky cases: tied Crises, Market names ending in s, possessives. */
import { describe, expect, it } from 'vitest';
import { createGame, describeEvent, describeMove, type GameEvent, type GameState } from '../../../src/machine/index.ts';

const made = createGame({ players: 3, level: 2, seed: 1, billionaires: ['war-profiteer', 'media-baron', 'property-speculator'] });
if (!made.ok) throw new Error(made.error.reason);
const game: GameState = made.game;

describe('wording', () => {
  it('says a tie for the most Rebel icons as a tie, and a clear winner as the most', () => {
    const tie = { type: 'crisisDiscarded', rule: 'crisis.several', card: 'pandemic', cards: ['debt-crisis'] } as GameEvent;
    expect(describeEvent(game, tie)).toBe(
      'Several Crises here: Pandemic and Debt Crisis tie for the most Rebel icons, and Pandemic, nearest the top, stays; Debt Crisis is discarded with no effect.',
    );
    const most = { type: 'crisisDiscarded', rule: 'crisis.several', card: 'killer-robots', cards: ['pandemic', 'poverty'] } as GameEvent;
    expect(describeEvent(game, most)).toBe('Several Crises here: Killer Robots! has the most Rebel icons and stays; Pandemic and Poverty are discarded with no effect.');
  });

  it('never writes an s-apostrophe-s after Toys, and puts a capital where a sentence starts', () => {
    const label = describeMove(game, { type: 'exchangeHand', seat: 0, card: 'bombs-1', market: 'toys' });
    expect(label).toBe('Exchange 1 Bombs for the face-up card at Toys');
    expect(label).not.toContain("s's");
    expect(describeEvent(game, { type: 'turnEnded', rule: 'turn.order', player: 2 } as GameEvent)).toBe("The Property Speculator's turn ends.");
  });
});
