/**
 * The Revolution deck as data (the Troublemakers): 21 cards, the copies the rulebook gives, and a
 * rule on the Troublemakers page for every card.
 */
import { describe, expect, it } from 'vitest';
import { RULES } from '../../src/machine/core/rule-ids.ts';
import { REVOLUTION_CARD_IDS, REVOLUTION_CARDS, revolutionInfo } from '../../src/machine/data/revolution.ts';

/** How many cards of each name the deck holds. */
function copiesByName(): Record<string, number> {
  const out: Record<string, number> = {};
  for (const card of REVOLUTION_CARDS) out[card.name] = (out[card.name] ?? 0) + 1;
  return out;
}

describe('the Revolution deck', () => {
  it('holds 21 cards, each with its own id, in the order of the ids', () => {
    expect(REVOLUTION_CARDS).toHaveLength(21);
    expect(new Set(REVOLUTION_CARD_IDS).size).toBe(21);
    expect(REVOLUTION_CARDS.map((c) => c.id)).toEqual([...REVOLUTION_CARD_IDS]);
  });

  it('has three Bide Your Time, four Organize! and one of each of the fourteen other cards', () => {
    const copies = copiesByName();
    expect(copies['Bide Your Time']).toBe(3);
    expect(copies['Organize!']).toBe(4);
    const singles = Object.entries(copies).filter(([name]) => name !== 'Bide Your Time' && name !== 'Organize!');
    expect(singles).toHaveLength(14);
    for (const [name, count] of singles) expect(count, name).toBe(1);
  });

  it('gives each card the number of copies of its kind that the deck really holds', () => {
    const copies = copiesByName();
    for (const card of REVOLUTION_CARDS) expect(card.copies, card.id).toBe(copies[card.name]);
  });

  it('numbers the copies of a kind that comes several times, and names a single card by its kind', () => {
    expect(REVOLUTION_CARDS.filter((c) => c.kind === 'organize').map((c) => c.id)).toEqual(['organize-1', 'organize-2', 'organize-3', 'organize-4']);
    expect(REVOLUTION_CARDS.filter((c) => c.kind === 'bide-your-time').map((c) => c.id)).toEqual(['bide-your-time-1', 'bide-your-time-2', 'bide-your-time-3']);
    for (const card of REVOLUTION_CARDS) if (card.copies === 1) expect(card.id).toBe(card.kind);
  });

  it('links every card to a rule of the Troublemakers page, one rule per kind, and every rev.* rule to a card', () => {
    for (const card of REVOLUTION_CARDS) {
      expect(Object.hasOwn(RULES, card.rule), `${card.id}: ${card.rule}`).toBe(true);
      expect(RULES[card.rule].page, card.rule).toBe('troublemakers');
      expect(RULES[card.rule].title, card.rule).toBe(card.name);
    }
    const cited = new Set(REVOLUTION_CARDS.map((c) => c.rule));
    const revRules = Object.keys(RULES).filter((id) => id.startsWith('rev.'));
    expect(revRules).toHaveLength(16);
    expect([...cited].sort()).toEqual(revRules.sort());
  });

  it('sums up every card in a line of its own and says where each fact comes from', () => {
    for (const card of REVOLUTION_CARDS) {
      expect(card.summary, card.id).toMatch(/^[A-Z].*\.$/);
      expect(card.summary, card.id).not.toMatch(/\n/);
      expect(card.provenance).toEqual({ name: 'rulebook', copies: 'rulebook' });
    }
  });

  it('looks a card up by its id', () => {
    expect(revolutionInfo('organize-3')).toMatchObject({ name: 'Organize!', copies: 4, rule: 'rev.organize' });
    expect(revolutionInfo('sabotage')).toMatchObject({ name: 'Sabotage!', copies: 1, rule: 'rev.sabotage' });
    for (const id of REVOLUTION_CARD_IDS) expect(revolutionInfo(id).id).toBe(id);
  });
});
