/**
 * The zones a step changed (components/shared/projectorZones.ts), on the first worked example:
 * a draw changes the Draw deck and the drawer's hand and nothing else; a claimed Asset changes the
 * Market it came from and the claimer's Assets; Assets given back in a Panic! change their Markets'
 * Assets alone; a step compared with itself changes nothing; a
 * seat's view of another seat's draw still marks that hand (its size changed) without naming a card.
 */
import { describe, expect, it } from 'vitest';
import { prepareExample, type PreparedExample } from '../../src/components/example/prepare.ts';
import { changedText, changedZones } from '../../src/components/shared/projectorZones.ts';
import { exampleById } from '../../src/examples/index.ts';
import { viewOf, type Viewer } from '../../src/machine/index.ts';

function prepared(id: string): PreparedExample {
  const p = prepareExample(exampleById(id)!);
  if (!p.ok) throw new Error(p.error);
  return p;
}

const zones = (p: PreparedExample, step: number, viewer: Viewer = 'table') => changedZones(viewOf(p.states[step - 1]!, viewer), viewOf(p.states[step]!, viewer));

describe('changed zones', () => {
  const p = prepared('l1-suit-bonus-buy');
  const drawer = p.moves[0]!.seat;

  it('a draw: the Draw deck and the hand that drew', () => {
    expect(p.moves[0]!.type).toBe('draw');
    expect(zones(p, 1).map((z) => z.selector)).toEqual(['[data-zone="deck"]', `[data-seat="${drawer}"] [data-zone="hand"]`]);
    expect(changedText(zones(p, 1))).toMatch(/^Changed: the Draw deck, seat \d's hand \(.+\)\.$/);
  });

  it("a claim: the Market the Asset left and the claimer's Assets", () => {
    const claim = p.moves.findIndex((m) => m.type === 'claim') + 1;
    expect(claim).toBeGreaterThan(0);
    const selectors = zones(p, claim).map((z) => z.selector);
    // The claim also refilled the Market's cards from the Draw deck: the whole Market is marked.
    expect(selectors).toContain('[data-market="vanity"]');
    expect(selectors).toContain(`[data-seat="${p.moves[claim - 1]!.seat}"] :is(.bng-spaces, .bng-extra)`);
  });

  it("a Panic!'s sacrifice: the Assets back in their Markets, marked alone (the Markets' cards did not change)", () => {
    const panic = prepared('l2-panic-negotiated');
    const agreed = panic.moves.findIndex((m) => m.type === 'panicAgree') + 1;
    expect(agreed).toBeGreaterThan(0);
    const selectors = zones(panic, agreed).map((z) => z.selector);
    for (const m of ['influence', 'legacy', 'power']) expect(selectors).toContain(`[data-market="${m}"] > .bng-market-assets`);
    expect(selectors.filter((s) => s.startsWith('[data-market='))).toHaveLength(3);
    expect(changedText(zones(panic, agreed))).toContain('the Influence Market, the Legacy Market, the Power Market');
  });

  it('nothing, when nothing changed', () => {
    const v = viewOf(p.states[2]!, 'table');
    expect(changedZones(v, v)).toEqual([]);
    expect(changedText([])).toBeNull();
  });

  it("another seat's view marks a hand that changed size, and names no card", () => {
    const other = ((drawer as number) + 1) % p.states[0]!.players.length;
    const seen = zones(p, 1, other);
    expect(seen.map((z) => z.selector)).toContain(`[data-seat="${drawer}"] [data-zone="hand"]`);
    expect(changedText(seen)).not.toMatch(/\d (Bombs|Bolts|Locks|Dishes|Diamonds)/);
  });
});
