/**
 * The zones a Level 4 step changed (components/shared/projectorZones.ts): a card put in an envelope
 * marks the hand and the envelope, in another seat's view too (it sees the envelope grow, not the
 * card); a hold-up marks the Government Policy (the bid), and setting a Policy marks it again.
 */
import { describe, expect, it } from 'vitest';
import { changedText, changedZones } from '../../src/components/shared/projectorZones.ts';
import { type GameState, type MoveInput, play, viewOf, type Viewer } from '../../src/machine/index.ts';
import { position } from '../helpers/game.ts';

const start = position({
  level: 4,
  players: [
    { billionaire: 'war-profiteer', hand: ['bombs-9', 'bolts-2'] },
    { billionaire: 'tech-overlord', hand: [] },
    { billionaire: 'aristocrat', hand: [] },
  ],
  markets: { vanity: { faceUp: 'dishes-1', faceDown: ['floods'] } },
});

function step(before: GameState, move: MoveInput) {
  const played = play(before, move);
  if (!played.ok) throw new Error(played.illegal.reason);
  return { after: played.game, zones: (viewer: Viewer) => changedZones(viewOf(before, viewer), viewOf(played.game, viewer)) };
}

describe('changed zones at Level 4', () => {
  const exchanged = step(start, { type: 'exchangeHand', seat: 0, card: 'bolts-2', market: 'toys' }).after;
  const card = exchanged.players[0]!.hand[0]!;

  it('a card into the envelope: the hand and the envelope, also in a view that cannot see the card', () => {
    const { zones } = step(exchanged, { type: 'bribeIn', seat: 0, card });
    const selectors = ['[data-seat="0"] [data-zone="hand"]', '[data-seat="0"] [data-zone="envelope"]'];
    expect(zones('table').map((z) => z.selector)).toEqual(selectors);
    expect(zones(1).map((z) => z.selector)).toEqual(selectors);
    expect(changedText(zones(1))).toBe("Changed: seat 1's hand (War Profiteer), seat 1's Bribe envelope (War Profiteer).");
  });

  it('the bid and the Policy set: the Government Policy', () => {
    const bought = step(start, { type: 'buy', seat: 0, market: 'vanity', cards: ['bombs-9'] });
    expect(bought.zones('table').map((z) => z.label)).toContain('the Government Policy');
    const decided = step(bought.after, { type: 'holdUp', seat: 1, hold: false });
    expect(decided.zones(2).map((z) => z.label)).toContain('the Government Policy');
  });
});
