/**
 * The editor's quick lists (editor/combined.ts: a whole board, a whole Market, every Crisis and the Panic!) and
 * typing in a list (editor/filter.ts): the parts keep their own choices under a prefix, a refusal
 * made in a quick list stays in it, and a few typed letters land on the card meant.
 */
import { describe, expect, it } from 'vitest';
import { quickList, ownChoiceId } from '../../src/components/editor/combined.ts';
import { filterChoices, initials, landing, matches, partOfChoice } from '../../src/components/editor/filter.ts';
import { quickListHolds } from '../../src/components/editor/zones.ts';
import type { Choice, ZoneSpec } from '../../src/components/editor/types.ts';
import { emptyDraft, type Draft } from '../../src/machine/draft/draft.ts';
import { zoneOfField, zoneSpec } from './editor-zones.ts';

const same = (d: Draft) => d;
const option = (id: string, label: string, group = 'Not on the table yet'): Choice => ({ id, label, group, apply: same, said: label });
const spec = (title: string, choices: Choice[], multi = true): ZoneSpec => ({ title, name: title.toLowerCase(), now: 'none', unset: false, multi, choices });

describe('quick lists', () => {
  const list = quickList('board', 'Whole board', 'the whole board', [
    { key: 'billionaire', spec: spec('Billionaire', [option('aristocrat', 'Aristocrat')], false) },
    { key: 'gone', spec: null },
    { key: 'hand', spec: spec('Hand', [option('bolts-1', '1 Electrical Bolts'), option('out:bombs-1:0', 'Take out: 1 Bombs', 'In the hand now')]) },
  ]);

  it('prefixes each part’s choices and names the part in the group, leaving out parts not in the draft', () => {
    expect(list.choices.map((c) => c.id)).toEqual(['billionaire/aristocrat', 'hand/bolts-1', 'hand/out:bombs-1:0']);
    expect(list.choices.map((c) => c.group)).toEqual(['Billionaire · Not on the table yet', 'Hand · Not on the table yet', 'Hand · In the hand now']);
    expect(list.multi).toBe(true);
    expect(list.quick).toBe('board');
    expect(list.now).toBe('Billionaire: none; Hand: none');
    expect(ownChoiceId('hand/out:bombs-1:0')).toBe('out:bombs-1:0');
    expect(ownChoiceId('bolts-1')).toBe('bolts-1');
  });

  it('sends typing on to the next part after a part that holds one thing (the Billionaire), and keeps it in a part of several', () => {
    expect(list.choices.map((c) => c.then)).toEqual(['hand', 'hand', 'hand']);
  });

  it('makes a whole board of the core’s zones and the modules’, and every Crisis and the Panic! from Level 2', () => {
    const level2 = emptyDraft(4, 2, true, 1);
    const board = zoneSpec(level2, 'seat:1:board')!;
    const parts = new Set(board.choices.map((c) => partOfChoice(c.id)));
    expect([...parts]).toEqual(expect.arrayContaining(['billionaire', 'hand', 'assets:vanity', 'assets:influence']));
    expect(board.name).toContain('seat 2');
    const crises = zoneSpec(level2, 'crises')!;
    expect(new Set(crises.choices.map((c) => partOfChoice(c.id)))).toEqual(new Set(['guillotine', 'lastBy', 'aside', 'panic', 'panicCard']));
    expect(zoneSpec(emptyDraft(4, 1, true, 1), 'crises')).toBeNull();
    const market = zoneSpec(level2, 'market:influence:whole')!;
    expect(new Set(market.choices.map((c) => partOfChoice(c.id)))).toEqual(new Set(['assets', 'faceUp', 'faceDown']));
    expect(market.quick).toBe('market');
    expect(market.name).toBe('the whole Influence Market');
    expect(zoneSpec(level2, 'seat:7:board')).toBeNull();
  });

  it('applies a part’s choice as the part’s own list does', () => {
    const d = emptyDraft(4, 2, true, 1);
    const viaBoard = zoneSpec(d, 'seat:0:board')!
      .choices.find((c) => c.id === 'hand/bolts-1')!
      .apply(d);
    const viaHand = zoneSpec(d, 'seat:0:hand')!
      .choices.find((c) => c.id === 'bolts-1')!
      .apply(d);
    expect(viaBoard).toEqual(viaHand);
  });

  it('keeps a refusal in the quick list it was made in, when the field is one of its zones', () => {
    expect(zoneOfField('players[0].hand', 'seat:0:board')).toBe('seat:0:board');
    expect(zoneOfField('players[1].hand', 'seat:0:board')).toBe('seat:1:hand');
    expect(zoneOfField('crisesAside', 'crises')).toBe('crises');
    expect(zoneOfField('markets.toys.faceDown', 'crises')).toBe('market:toys:faceDown');
    expect(zoneOfField('players[0].hand', 'seat:0:hand')).toBe('seat:0:hand');
    expect(quickListHolds('crises', 'crisis:floods')).toBe(true);
    expect(zoneOfField('markets.influence.faceDown', 'market:influence:whole')).toBe('market:influence:whole');
    expect(zoneOfField('markets.toys.faceDown', 'market:influence:whole')).toBe('market:toys:faceDown');
    expect(quickListHolds('market:influence:whole', 'market:power:faceUp')).toBe(false);
    expect(quickListHolds('seat:1:board', 'seat:10:hand')).toBe(false);
    expect(quickListHolds('seat:1:hand', 'seat:1:hand')).toBe(false);
  });
});

describe('typing in a list', () => {
  it('matches the starts of words, or of words in a row: short codes, not letters inside a word', () => {
    expect(matches('Killer Robots!', 'kr')).toBe(true);
    expect(matches('1 Electrical Bolts ⚡', '1e')).toBe(true);
    expect(matches('1 Electrical Bolts ⚡', '1eb')).toBe(true);
    expect(matches('Scam Charity', 'scch')).toBe(true);
    expect(matches('Property Speculator', 'ps')).toBe(true);
    expect(matches('Collapse', 'ps')).toBe(false);
    expect(matches('Killer Robots!', 'robots killer')).toBe(true);
    expect(initials('rk', ['killer', 'robots'])).toBe(false);
    expect(initials('kr', ['killer', 'robots'], true)).toBe(true);
    expect(initials('r', ['killer', 'robots'], true)).toBe(false);
  });

  it('does not match a count of copies', () => {
    const shown = filterChoices([option('dishes-2', '1 Satellite Dishes 📡 (2 alike)'), option('dishes-4', '2 Satellite Dishes 📡 (3 alike)')], '2 s');
    expect(shown.map((c) => c.id)).toEqual(['dishes-4']);
  });

  it('lands on the part typed in last, then its family, then a name starting with what was typed', () => {
    const choices = [
      option('guillotine/floods', 'Floods'),
      option('guillotine/debt-crisis', 'Debt Crisis'),
      option('aside/floods', 'Floods'),
      option('aside/debt-crisis', 'Debt Crisis'),
    ];
    const pick = (filter: string, part = '') => {
      const shown = filterChoices(choices, filter);
      return shown[landing(shown, filter, part)]?.id;
    };
    expect(pick('de')).toBe('guillotine/debt-crisis');
    expect(pick('de', 'aside')).toBe('aside/debt-crisis');
    expect(pick('', 'aside')).toBe('aside/floods');
    const assets = [option('hand/scam', 'The Scam'), option('assets:power/tabloid', 'Tabloid Empire'), option('assets:legacy/scam-charity', 'Scam Charity')];
    const shown = filterChoices(assets, 'sc');
    expect(shown[landing(shown, 'sc', 'assets:power')]?.id).toBe('assets:legacy/scam-charity');
    const seats = [option('lastBy/0', 'Seat 1: Aristocrat'), option('lastBy/2', 'Seat 3: War Profiteer'), option('billionaire/property', 'Property Speculator')];
    const p = filterChoices(seats, 'p');
    expect(p[landing(p, 'p')]?.id).toBe('billionaire/property');
  });

  it('does not land on a choice that takes a card out or leaves the zone unset, unless nothing else is shown', () => {
    const choices = [option('hand/out:bolts-1:0', 'Take out: 1 Electrical Bolts'), option('hand/unset', 'Leave to chance'), option('hand/bolts-2', '1 Electrical Bolts')];
    expect(landing(choices, '')).toBe(2);
    expect(landing(choices.slice(0, 2), '')).toBe(0);
    expect(landing([], '')).toBe(-1);
  });
});
