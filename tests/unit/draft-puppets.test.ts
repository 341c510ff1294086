/**
 * Two players in the playground's code, without a browser: the editor's draft makes a two-player
 * position (four seats, the Puppets holding no cards, no Role, no envelope), keeps it through a
 * game's draft, fills it legally at random, and offers only the people where a seat must be a
 * person; the legal-move list's words for the Puppet's roll say where a nudge takes the die.
 */
import { describe, expect, it } from 'vitest';
import { cardsOf, createGame, describeChoice, legalMoves, play, positionOf, resolveCards, type GameState, type Move } from '../../src/machine/index.ts';
import { draftOf, emptyDraft, fillAtRandom, setLevel, setPlayers, shownGame, unsetZones, type Draft } from '../../src/machine/draft/draft.ts';
import { zoneSpec } from './editor-zones.ts';
import { rollMeaning } from '../../src/machine/modules/puppets/words.ts';

const DEFAULT_CARDS = resolveCards(undefined, undefined);

function shown(d: Draft): GameState {
  const made = shownGame(d);
  if (!made.ok) throw new Error(made.error.reason);
  return made.game;
}

/** A two-player game played until the first person's Puppet waits for a nudge. */
function atNudge(): GameState {
  for (let seed = 1; seed < 50; seed++) {
    const made = createGame({ players: 2, level: 1, seed, specialActions: true, firstPlayer: 0 });
    if (!made.ok) throw new Error(made.error.reason);
    let s = made.game;
    // Draw (the hand then holds two cards), then Invest one: the Puppet rolls with a card left to nudge with.
    for (const type of ['draw', 'invest'] as const) {
      const move = legalMoves(s).find((m) => m.type === type);
      if (!move) break;
      const out = play(s, move);
      if (!out.ok) throw new Error(out.illegal.reason);
      s = out.game;
    }
    if (s.modules.puppets?.roll && legalMoves(s).some((m) => m.type === 'nudge')) return s;
  }
  throw new Error('No seed reached a nudge.');
}

describe('two players in the table editor', () => {
  it('seats two players with their Puppets: four seats, no cards, Role or envelope on a Puppet, and a legal fill', () => {
    const d = setPlayers(setLevel(emptyDraft(3, 4, true, 5), 4), 2);
    expect(d.puppets).toBe(true);
    expect(d.players).toHaveLength(4);
    const game = shown(d);
    expect(game.options.puppets).toBe(true);
    for (const seat of [1, 3]) {
      for (const part of ['hand', 'invested', 'role', 'envelope'] as const) expect(zoneSpec(d, `seat:${seat}:${part}`)).toBeNull();
      expect(zoneSpec(d, `seat:${seat}:billionaire`)).not.toBeNull();
      expect(zoneSpec(d, `seat:${seat}:assets:influence`)).not.toBeNull();
    }
    expect(zoneSpec(d, 'seat:0:hand')).not.toBeNull();
    // Only the people can have the turn.
    expect(zoneSpec(d, 'turn')!.choices.map((c) => c.id)).toEqual(['0', '2']);
    // The Puppets' hands are not zones left to chance; the people's are.
    expect(unsetZones({ ...d, markets: draftOf(game).markets })).toBe(2);
    const filled = fillAtRandom(d);
    if (!filled.ok) throw new Error(filled.error.reason);
    const after = shown(filled.draft);
    expect(after.players.map((p) => p.hand.length)).toEqual([1, 0, 1, 0]);
    expect(positionOf(after).puppets).toBe(true);
  });

  it('keeps a two-player game two-player through its draft, and moves a Puppet’s turn to its controller', () => {
    const made = createGame({ players: 2, level: 2, seed: 3, specialActions: true });
    if (!made.ok) throw new Error(made.error.reason);
    const d = draftOf(made.game);
    expect(d.puppets).toBe(true);
    expect(shown(d).options.puppets).toBe(true);
    // Back to four players: no Puppets; then two again from a draft whose turn sat at seat 4.
    const four = setPlayers(d, 4);
    expect(four.puppets).toBe(false);
    expect(shown(four).options.puppets).toBeUndefined();
    const again = setPlayers({ ...four, current: 3, players: four.players.map((p, i) => (i === 3 ? { ...p, hand: [] } : p)) }, 2);
    expect(again.current).toBe(2);
    expect(shown(again).current).toBe(2);
  });
});

describe('the Puppet’s roll in the list of legal moves', () => {
  it('says where each nudge takes the die, and what letting it stand does', () => {
    const s = atNudge();
    const roll = s.modules.puppets!.roll!;
    const moves = legalMoves(s);
    const nudge = moves.find((m): m is Extract<Move, { type: 'nudge' }> => m.type === 'nudge')!;
    const out = play(s, nudge);
    if (!out.ok) throw new Error(out.illegal.reason);
    const to = out.events.find((e) => e.type === 'puppetNudged');
    if (!to || to.type !== 'puppetNudged') throw new Error('no nudge event');
    const label = describeChoice(s, nudge, 'table');
    expect(label).toMatch(new RegExp(`^Nudge the die ${nudge.up ? 'up' : 'down'} by \\d+ with .+ → ${to.to} \\(`));
    expect(label).toContain(rollMeaning(cardsOf(s), roll.stage, to.to));
    expect(
      describeChoice(
        s,
        moves.find((m) => m.type === 'keepRoll')!,
        'table',
      ),
    ).toBe(`Let the die stand at ${roll.value} (${rollMeaning(cardsOf(s), roll.stage, roll.value)})`);
  });

  it('names what a roll means at each stage', () => {
    expect(rollMeaning(DEFAULT_CARDS, 'first', 3)).toBe('a card for Toys');
    expect(rollMeaning(DEFAULT_CARDS, 'first', 6)).toBe('a Buy (it rolls again for the Market)');
    expect(rollMeaning(DEFAULT_CARDS, 'market', 3)).toBe('a Buy at Toys');
    expect(rollMeaning(DEFAULT_CARDS, 'market', 6)).toBe('an Audit (a second six)');
    expect(rollMeaning(DEFAULT_CARDS, 'market', 3, () => false)).toBe('a Buy at Toys (closed: nothing happens)');
  });
});
