/**
 * The editor's Level 3 zones, without a browser: each seat's Role (none, hidden or Revealed, each
 * Role in one place only), the top of the Role deck, and the Luxury Bunker (worked out from the
 * Assets unless set by hand, a holder who does not qualify refused at the Bunker's zone); going down
 * a Level takes them off the table; a Level 3 game's draft gives the same game back.
 */
import { describe, expect, it } from 'vitest';
import { ASSETS, createGame, legalMoves, play, positionOf, RED_ROLES, rolesOf, type AssetId, type GameState } from '../../src/machine/index.ts';
import { draftOf, emptyDraft, fillAtRandom, placeAsset, setLevel, setPlayers, shownGame, type Draft } from '../../src/machine/draft/draft.ts';
import { zoneOfField, zoneSpec, type ZoneKey } from './editor-zones.ts';

function shown(d: Draft): GameState {
  const made = shownGame(d);
  if (!made.ok) throw new Error(made.error.reason);
  return made.game;
}

function choose(d: Draft, zone: ZoneKey, id: string): Draft {
  const choice = zoneSpec(d, zone)?.choices.find((c) => c.id === id);
  if (!choice) throw new Error(`no choice ${id} in ${zone}`);
  return choice.apply(d);
}

const ids = (d: Draft, zone: ZoneKey) => zoneSpec(d, zone)!.choices.map((c) => c.id);
const level3 = () => emptyDraft(4, 3, true, 5);

describe('Level 3 zones', () => {
  it('exist only at Level 3: a Role at each seat, the Role deck and the Bunker', () => {
    const two = emptyDraft(4, 2, true, 5);
    for (const zone of ['seat:0:role', 'roleDeck', 'bunker'] as const) expect(zoneSpec(two, zone)).toBeNull();
    const d = level3();
    expect(d.level).toBe(3);
    expect(zoneSpec(d, 'seat:3:role')).toMatchObject({ title: 'Role', now: 'none', multi: false });
    expect(zoneSpec(d, 'roleDeck')).toMatchObject({ title: 'Role deck', multi: true });
    expect(zoneSpec(d, 'bunker')!.now).toContain('whoever the Assets give it to');
    // An empty Level 3 table is a game at a turn, not the Role draft.
    expect(shown(d).phase).toBe('turn.start');
  });

  it('gives a seat a Role, hidden or Revealed, and offers each Role in one place only', () => {
    let d = choose(level3(), 'seat:0:role', 'banker:hidden');
    expect(zoneSpec(d, 'seat:0:role')!.now).toBe('Banker, hidden');
    // Seat 1's list no longer has the Banker; seat 0's offers to Reveal it or to hold none.
    expect(ids(d, 'seat:1:role').some((id) => id.startsWith('banker'))).toBe(false);
    expect(ids(d, 'seat:0:role').slice(0, 2)).toEqual(['banker:revealed', 'none']);
    d = choose(d, 'seat:0:role', 'banker:revealed');
    d = choose(d, 'seat:2:role', 'gangster:hidden');
    d = choose(d, 'roleDeck', 'celebrity');
    d = choose(d, 'roleDeck', 'scam-artist');
    expect(ids(d, 'roleDeck').filter((id) => !id.startsWith('out:'))).not.toContain('celebrity');
    expect(ids(d, 'seat:1:role')).not.toContain('celebrity:hidden');
    const p = positionOf(shown(d));
    expect(p.roles).toEqual([{ role: 'banker', revealed: true }, null, { role: 'gangster', revealed: false }, null]);
    expect(p.roleDeck!.slice(0, 2)).toEqual(['celebrity', 'scam-artist']);
    // The Roles placed nowhere lie shuffled beneath the named ones.
    expect(new Set([...p.roleDeck!, 'banker', 'gangster'])).toEqual(new Set(RED_ROLES));
    d = choose(d, 'roleDeck', 'out:celebrity');
    expect(d.roleDeck).toEqual(['scam-artist']);
    d = choose(d, 'seat:0:role', 'none');
    expect(d.players[0]!.role).toBeUndefined();
  });

  it('works out the Bunker from the Assets, and refuses a holder who does not qualify at its zone', () => {
    let d = level3();
    expect(rolesOf(shown(d)).bunker).toBe(null);
    // Two Assets that count for the Bunker, and more than anyone else, at seat 2: the Assets give it to seat 2.
    for (const a of ASSETS.filter((x) => x.bunker && !x.starred).slice(0, 2)) d = placeAsset(d, a.id as AssetId, { seat: 2 });
    expect(zoneSpec(d, 'bunker')!.now).toBe('whoever the Assets give it to: seat 3 (Aristocrat)');
    expect(positionOf(shown(d)).bunker).toBe(2);
    const refused = shownGame(choose(d, 'bunker', '1'));
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.error.code).toBe('position.bunker');
    expect(zoneOfField(refused.error.field, 'bunker')).toBe('bunker');
    d = choose(d, 'bunker', 'nobody');
    expect(positionOf(shown(d)).bunker).toBe(null);
    d = choose(d, 'bunker', 'derived');
    expect(d.bunker).toBeUndefined();
  });

  it('takes Roles and the Bunker off the table below Level 3, and when a seat leaves', () => {
    let d = choose(level3(), 'seat:3:role', 'celebrity:hidden');
    d = choose(d, 'roleDeck', 'banker');
    d = { ...d, bunker: null };
    const two = setLevel(d, 2);
    expect(two.players.every((p) => p.role === undefined)).toBe(true);
    expect(two.roleDeck).toEqual([]);
    expect(two.bunker).toBeUndefined();
    expect(positionOf(shown(two)).roles).toBeUndefined();
    expect(setPlayers({ ...d, bunker: 3 }, 3).bunker).toBeUndefined();
    expect(setPlayers(d, 3).players.length).toBe(3);
  });

  it("points a refused Role at that seat's zone", () => {
    expect(zoneOfField('roles[2]', 'roleDeck')).toBe('seat:2:role');
    expect(zoneOfField('roleDeck', 'seat:0:role')).toBe('roleDeck');
  });

  it('gives back a Level 3 game under way, and fills an edited Level 3 table at random', () => {
    const made = createGame({ players: 4, level: 3, seed: 9, specialActions: true });
    if (!made.ok) throw new Error(made.error.reason);
    let s = made.game;
    for (let i = 0; i < 40 && !(i > 8 && (s.phase === 'turn.start' || s.phase === 'turn.action')); i++) {
      const r = play(s, legalMoves(s)[0]!);
      if (!r.ok) throw new Error(r.illegal.reason);
      s = r.game;
    }
    expect(s.phase === 'turn.start' || s.phase === 'turn.action').toBe(true);
    const back = positionOf(shown(draftOf(s)));
    expect({ roles: back.roles, roleDeck: back.roleDeck, bunker: back.bunker }).toEqual({
      roles: positionOf(s).roles,
      roleDeck: positionOf(s).roleDeck,
      bunker: positionOf(s).bunker,
    });
    const filled = fillAtRandom(choose(level3(), 'seat:1:role', 'power-broker:hidden'));
    if (!filled.ok) throw new Error(filled.error.reason);
    expect(filled.draft.players[1]!.role).toEqual({ role: 'power-broker', revealed: false });
  });
});

describe('leaving a hand to chance', () => {
  it('unsets only the hand: the seat keeps its Role', () => {
    const withRole = choose(level3(), 'seat:1:role', `${RED_ROLES[0]}:revealed`);
    const handSet = choose(withRole, 'seat:1:hand', 'unknown');
    expect(handSet.players[1]!.hand).toEqual([null]);
    const unset = choose(handSet, 'seat:1:hand', 'unset');
    expect(unset.players[1]!.hand).toBeUndefined();
    expect(unset.players[1]!.role).toEqual({ role: RED_ROLES[0], revealed: true });
    expect(zoneSpec(unset, 'seat:1:hand')).toMatchObject({ unset: true });
  });
});
