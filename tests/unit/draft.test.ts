/**
 * The on-table editor's draft and zone lists, without a browser: a game's draft gives the engine
 * back the same game, an empty table is possible and fills legally at random, cards and Assets move
 * from zone to zone, Billionaires stay one per seat, and an engine refusal points at its zone.
 */
import { describe, expect, it } from 'vitest';
import { createFromPosition, createGame, legalMoves, play, positionOf, type GameState } from '../../src/machine/index.ts';
import {
  draftOf,
  emptyDraft,
  fillAtRandom,
  placeAsset,
  setBillionaire,
  setLevel,
  setPlayers,
  setSpecialActions,
  shownGame,
  toPositionInput,
  unsetZones,
  withoutCard,
  type Draft,
} from '../../src/machine/draft/draft.ts';
import { zoneOfField, zoneSpec } from './editor-zones.ts';
import { matches } from '../../src/components/editor/filter.ts';

function game(level: 1 | 2, moves: number): GameState {
  const made = createGame({ players: 4, level, seed: 11, specialActions: true });
  if (!made.ok) throw new Error(made.error.reason);
  let s = made.game;
  for (let i = 0; i < moves || (s.phase !== 'turn.start' && s.phase !== 'turn.action'); i++) {
    const r = play(s, legalMoves(s)[0]!);
    if (!r.ok) throw new Error(r.illegal.reason);
    s = r.game;
  }
  return s;
}

function shown(d: Draft): GameState {
  const made = shownGame(d);
  if (!made.ok) throw new Error(made.error.reason);
  return made.game;
}

/** Picks the choice with this id in a zone's list. */
function choose(d: Draft, zone: Parameters<typeof zoneSpec>[1], id: string): Draft {
  const choice = zoneSpec(d, zone)?.choices.find((c) => c.id === id);
  if (!choice) throw new Error(`no choice ${id} in ${zone}`);
  return choice.apply(d);
}

describe('draft of a game', () => {
  for (const [name, s] of [
    ['a new Level 1 game', game(1, 0)],
    ['a Level 1 game under way', game(1, 8)],
    ['a Level 2 game under way', game(2, 8)],
  ] as const)
    it(`gives back ${name} unchanged`, () => {
      // Only the top Panic! card is kept: the Panic! happens once, so the others are never drawn.
      const essentials = (g: GameState) => ({ ...positionOf(g), seed: 0, panicDeck: positionOf(g).panicDeck?.slice(0, 1) });
      expect(essentials(shown(draftOf(s)))).toEqual(essentials(s));
    });
});

describe('empty table', () => {
  it('is a possible position: four distinct Billionaires, every hand and Market unset and empty', () => {
    const d = emptyDraft(4, 2, true, 7);
    const g = shown(d);
    expect(new Set(g.players.map((p) => p.billionaire)).size).toBe(4);
    expect(g.players.every((p) => p.hand.length === 0)).toBe(true);
    expect(unsetZones(d)).toBe(4 + 5);
    expect(zoneSpec(d, 'seat:0:hand')!.unset).toBe(true);
  });

  it('fills the rest at random, legally, keeping what was set', () => {
    let d = emptyDraft(4, 2, true, 7);
    d = choose(d, 'seat:0:hand', 'bolts-1');
    d = choose(d, 'market:toys:faceUp', 'bombs-7');
    const filled = fillAtRandom(d);
    if (!filled.ok) throw new Error(filled.error.reason);
    expect(unsetZones(filled.draft)).toBe(0);
    const g = shown(filled.draft);
    expect(g.players[0]!.hand).toEqual(['bolts-1']);
    expect(g.markets.toys.faceUp).toBe('bombs-7');
    // The other hands got the one card dealt at setup; the Markets their usual cards.
    expect(g.players.slice(1).every((p) => p.hand.length === 1)).toBe(true);
    expect(g.markets.power.faceUp).not.toBeNull();
    // The same draft, filled again, deals the same cards (the seed is the draft's).
    const again = fillAtRandom(d);
    expect(again.ok && shown(again.draft).deck).toEqual(g.deck);
  });
});

describe('moving things', () => {
  it('moves a card from a hand to a Market, and takes it out of an Investment', () => {
    let d = draftOf(game(1, 6));
    const card = d.players[0]!.hand![0]!;
    d = choose(d, 'market:legacy:faceDown', card);
    expect(d.players[0]!.hand).not.toContain(card);
    expect(d.markets.legacy.faceDown).toContain(card);
    d = choose(d, 'seat:1:invested', card);
    expect(d.players[1]!.invested).toEqual([card]);
    d = withoutCard(d, card);
    expect(d.players[1]!.invested).toEqual([]);
  });

  it('offers copies that look alike once, and takes the first free one', () => {
    const d = emptyDraft(3, 1, true, 1);
    const ones = zoneSpec(d, 'deck')!.choices.filter((c) => c.label.startsWith('1 Electrical Bolts'));
    expect(ones.map((c) => c.id)).toEqual(['bolts-1']);
    expect(ones[0]!.label).toContain('3 alike');
    const after = choose(d, 'deck', 'bolts-1');
    expect(zoneSpec(after, 'deck')!.choices.find((c) => c.group === 'Not on the table yet' && c.label.startsWith('1 Electrical Bolts'))?.id).toBe('bolts-2');
  });

  it('moves Assets between a seat, its Market and out of play', () => {
    let d = emptyDraft(4, 1, true, 1);
    d = placeAsset(d, 'noble-estate', { seat: 0 });
    expect(d.markets.vanity.assets).not.toContain('noble-estate');
    d = choose(d, 'seat:0:assets:vanity', 'noble-estate');
    expect(d.markets.vanity.assets).toContain('noble-estate');
    d = choose(d, 'market:vanity:assets', 'noble-estate');
    const g = shown(d);
    expect(g.removedAssets).toContain('noble-estate');
  });

  it('keeps each Billionaire at one seat: taking one from another seat swaps the boards', () => {
    let d = emptyDraft(4, 1, true, 1);
    const [a, , c] = d.players;
    const offered = zoneSpec(d, 'seat:0:billionaire')!.choices.map((x) => x.id);
    expect(offered).not.toContain(a!.billionaire);
    d = setBillionaire(d, 0, c!.billionaire);
    expect(d.players[0]).toMatchObject({ billionaire: c!.billionaire, assets: c!.assets });
    expect(d.players[2]).toMatchObject({ billionaire: a!.billionaire, assets: a!.assets });
    // A free Billionaire: the seat gets what the setup gives them (their starred Asset).
    d = setBillionaire(d, 1, 'property-speculator');
    expect(d.players[1]!.assets).toEqual(['cult-of-personality']);
    expect(new Set(shown(d).players.map((p) => p.billionaire)).size).toBe(4);
  });

  it('changes the seats, the Level and the Special Action cards', () => {
    let d = emptyDraft(4, 2, true, 1);
    d = choose(d, 'guillotine', 'pandemic');
    d = choose(d, 'seat:3:hand', 'scam');
    expect(shown(setPlayers(d, 5)).players.length).toBe(5);
    expect(shown(setPlayers(d, 3)).players.length).toBe(3);
    const level1 = setLevel(d, 1);
    expect(level1.guillotine).toEqual([]);
    expect(shown(level1).options.level).toBe(1);
    expect(setSpecialActions(d, false).players[3]!.hand).toEqual([]);
  });
});

describe('Level 2 zones', () => {
  it('sets Crises with their Rebels, the set-aside pile, the last Crisis and the Panic! card', () => {
    let d = emptyDraft(4, 2, true, 1);
    d = choose(d, 'guillotine', 'killer-robots');
    d = choose(d, 'crisis:killer-robots', '1');
    d = choose(d, 'aside', 'floods');
    d = choose(d, 'lastBy', '2');
    d = choose(d, 'panicCard', 'panic-3');
    const g = shown(d);
    const p = positionOf(g);
    expect(p.guillotine).toEqual([{ card: 'killer-robots', rebels: 1 }]);
    expect(p.crisesAside).toEqual(['floods']);
    expect(p.lastCrisisBy).toBe(2);
    expect(p.panicDeck?.[0]).toBe('panic-3');
  });

  it('has the Panic! under way only when the engine allows it', () => {
    let d = emptyDraft(4, 2, true, 1);
    d = choose(d, 'panic', '1');
    const refused = shownGame(d);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(zoneOfField(refused.error.field, 'panic')).toBe('panic');
    for (const c of ['killer-robots', 'pandemic', 'doomsday-cults']) d = choose(d, 'guillotine', c);
    expect(shown(d).windows.length).toBe(1); // seven Rebels and the Panic! under way: the table negotiates
  });
});

describe('refusals point at their zone', () => {
  it('a third card in a hand: the hand limit, at that hand', () => {
    let d = emptyDraft(4, 1, true, 1);
    for (const c of ['bolts-1', 'bolts-2', 'bolts-3']) d = choose(d, 'seat:1:hand', c);
    const made = createFromPosition(toPositionInput(d, 'shown'));
    expect(made.ok).toBe(false);
    if (made.ok) return;
    expect(made.error.rule).toBe('turn.hand-limit');
    expect(zoneOfField(made.error.field, 'deck')).toBe('seat:1:hand');
  });

  it('maps Market and pile fields to their zones', () => {
    expect(zoneOfField('markets.toys.faceDown', 'deck')).toBe('market:toys:faceDown');
    expect(zoneOfField('markets.toys.assets', 'deck')).toBe('market:toys:assets');
    expect(zoneOfField('crisesAside', 'deck')).toBe('aside');
    expect(zoneOfField('players[2].assets', 'seat:2:assets:power')).toBe('seat:2:assets:power');
    expect(zoneOfField(undefined, 'round')).toBe('round');
  });
});

describe('list filter', () => {
  it('matches every word typed, in any order and case', () => {
    expect(matches('1 Electrical Bolts ⚡', 'bolts 1')).toBe(true);
    expect(matches('1 Electrical Bolts ⚡', 'BOLTS')).toBe(true);
    expect(matches('1 Electrical Bolts ⚡', 'bombs')).toBe(false);
    expect(matches('anything', '  ')).toBe(true);
  });
});
