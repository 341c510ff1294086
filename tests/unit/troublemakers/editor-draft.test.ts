/**
 * The table editor's Troublemakers (dispute mode): switching the module on seats a Troublemaker,
 * off takes them away again; they swap places with another seat; a Declaration lays out the 21
 * Revolution cards; the deck order, the piles and the effects are set from the zones' choices; the
 * engine's refusals point at the Troublemakers' zones; a game's draft gives the same position back.
 */
import { describe, expect, it } from 'vitest';
import { positionOf } from '../../../src/machine/index.ts';
import { REVOLUTION_CARD_IDS } from '../../../src/machine/data/revolution.ts';
import { troublemakersOf } from '../../../src/machine/modules/troublemakers/index.ts';
import { draftOf, emptyDraft, fillAtRandom, shownGame, toPositionInput, type Draft } from '../../../src/machine/draft/draft.ts';
import { zoneOfField, zoneSpec, type ZoneKey } from '../editor-zones.ts';
import { setDeclared, setTroublemakers, swapTroublemaker } from '../../../src/machine/draft/troublemakers.ts';
import { declared, pastOpening, tmGame } from './helpers.ts';

const level4 = (): Draft => ({ ...emptyDraft(4, 4, true, 3), current: 0 });

/** Picks a zone's choice by id, as the editor does; the engine must keep the result. */
function pick(d: Draft, zone: ZoneKey, id: string): Draft {
  const choice = zoneSpec(d, zone)?.choices.find((c) => c.id === id);
  if (!choice) throw new Error(`${zone} offers no ${id}`);
  const next = choice.apply(d);
  const made = shownGame(next);
  if (!made.ok) throw new Error(made.error.reason);
  return next;
}

/** Picks a choice the engine refuses: the refusal and the zone it points at. */
function refusedPick(d: Draft, zone: ZoneKey, id: string) {
  const next = zoneSpec(d, zone)!
    .choices.find((c) => c.id === id)!
    .apply(d);
  const made = shownGame(next);
  if (made.ok) throw new Error('the change was kept but should have been refused');
  return { error: made.error, at: zoneOfField(made.error.field, zone) };
}

describe('the table editor’s Troublemakers', () => {
  it('seats a Troublemaker at a new last seat, and takes them away again', () => {
    const on = setTroublemakers(level4(), true);
    expect(on.players.map((p) => p.billionaire)).toEqual(['war-profiteer', 'tech-overlord', 'aristocrat', 'media-baron', null]);
    const made = shownGame(on);
    expect(made.ok && made.game.options.troublemaker).toBe(4);
    expect(zoneSpec(on, 'seat:4:billionaire')!.title).toBe('Troublemaker');
    // No Revolution piles before a Declaration; never a Role or an Asset for the Troublemaker; no hand once Declared.
    expect(zoneSpec(on, 'tmDeck')).toBeNull();
    expect(zoneSpec(on, 'seat:4:role')).toBeNull();
    expect(zoneSpec(on, 'seat:4:assets:toys')).toBeNull();
    expect(zoneSpec(on, 'seat:4:hand')).not.toBeNull();
    expect(zoneSpec(setDeclared(on, true), 'seat:4:hand')).toBeNull();
    expect(zoneSpec(setDeclared(on, true), 'seat:4:envelope')).toBeNull();
    const off = setTroublemakers({ ...on, current: 4 }, false);
    expect(off.players).toHaveLength(4);
    expect(off.current).toBe(0);
    expect(toPositionInput(off, 'shown').modules).toBeUndefined();
  });

  it('moves the Troublemaker by swapping whole seats, the effects’ seats with them', () => {
    let d = setDeclared(setTroublemakers(level4(), true), true);
    d = pick(d, 'tmMissing', '2');
    d = swapTroublemaker(d, 2);
    expect(d.players[2]!.billionaire).toBeNull();
    expect(d.players[4]!.billionaire).toBe('aristocrat');
    expect(d.troublemakers!.effects!.missing).toEqual([4]);
  });

  it('declares: the hand goes to the Discard pile and the 21 Revolution cards to the deck; then sets the order, the piles and the effects', () => {
    let d = setTroublemakers(level4(), true);
    d = { ...d, players: d.players.map((p, i) => (i === 4 ? { ...p, hand: ['bombs-1'] } : p)) };
    d = pick(d, 'tmDeclared', 'declared');
    expect(d.players[4]!.hand).toEqual([]);
    expect(d.discard).toContain('bombs-1');
    expect(d.troublemakers!.revolution!.deck).toEqual(REVOLUTION_CARD_IDS);
    d = pick(d, 'tmDeck', 'riots');
    d = pick(d, 'tmRow', 'hostages');
    d = pick(d, 'tmOrganized', 'organize-3');
    d = pick(d, 'tmStrike', '2');
    d = pick(d, 'tmHostage', '1');
    const t = troublemakersOf((shownGame(d) as { game: Parameters<typeof troublemakersOf>[0] }).game);
    expect(t.revolution!.deck[0]).toBe('riots');
    expect(t.revolution!.row).toEqual(['hostages']);
    expect(t.revolution!.organized).toEqual(['organize-3']);
    expect(t.effects).toEqual({ strike: 2, missing: [], hostage: { seat: 1, by: 4, playing: false } });
  });

  it('shows the engine’s refusals at the Troublemakers’ zones', () => {
    let d = pick(setTroublemakers(level4(), true), 'tmAlignment', 'reformist');
    d = pick(d, 'tmFixed', 'killer-robots');
    d = pick(d, 'tmFixed', 'crisis-12');
    const won = refusedPick(d, 'tmFixed', 'poverty');
    expect([won.error.code, won.at]).toEqual(['position.troublemakers', 'tmFixed']);
    expect(won.error.reason).toMatch(/already won/);
    const missed = refusedPick(pick(d, 'tmDeclared', 'declared'), 'tmMissing', '0');
    expect([missed.error.code, missed.at]).toEqual(['position.troublemakers', 'tmMissing']);
  });

  it('gives a game’s position back from its draft, and fills the rest at random', () => {
    const game = declared(pastOpening(tmGame(5, { troublemaker: 2 })), { row: ['sabotage'], organized: ['organize-1'] });
    const d = draftOf(game);
    expect(d.troublemakers).toEqual(positionOf(game).troublemakers);
    const made = shownGame(d);
    // (The draft keeps only the Panic! card on top: the order of the others never matters.)
    const { panicDeck: _a, ...again } = made.ok ? positionOf(made.game) : { panicDeck: [] };
    const { panicDeck: _b, ...before } = positionOf(game);
    expect(again).toEqual(before);
    const filled = fillAtRandom(setTroublemakers(level4(), true));
    expect(filled.ok && filled.draft.troublemakers!.alignment).toMatch(/reformist|revolutionary/);
  });
});
