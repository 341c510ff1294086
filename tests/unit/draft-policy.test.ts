/**
 * The editor's Level 4 zones, without a browser: each seat's Bribe envelope (any card but a Crisis,
 * a card in one place only), the Policy in force (the ten or none); an impossible envelope is
 * refused at its zone; going down a Level takes them off the table; a Level 4 game's draft gives
 * the same envelopes and Policy back. The phase map draws Level 4's windows where they open.
 */
import { describe, expect, it } from 'vitest';
import { installedModules, POLICY_IDS, positionOf, type GameState } from '../../src/machine/index.ts';
import { policyOf } from '../../src/machine/modules/policy/index.ts';
import { gameChart } from '../../src/machine/modules/level1/chart.ts';
import { phaseMapModel } from '../../src/components/phase-map/model.ts';
import { draftOf, emptyDraft, fillAtRandom, setLevel, shownGame, type Draft } from '../../src/machine/draft/draft.ts';
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
const level4 = () => emptyDraft(4, 4, true, 5);

describe('Level 4 zones', () => {
  it('exist only from Level 4: an envelope at each seat and the Policy in force', () => {
    const three = emptyDraft(4, 3, true, 5);
    for (const zone of ['seat:0:envelope', 'policy'] as const) expect(zoneSpec(three, zone)).toBeNull();
    const d = level4();
    expect(zoneSpec(d, 'seat:2:envelope')).toMatchObject({ title: 'Bribe envelope', now: 'empty', multi: true });
    expect(zoneSpec(d, 'policy')).toMatchObject({ title: 'Policy in force', now: 'none', multi: false });
    // The ten Policies offered, "none" being the one in force; the green Roles join the red ones.
    expect(ids(d, 'policy')).toEqual([...POLICY_IDS]);
    expect(ids(d, 'seat:0:role')).toContain('toady:hidden');
  });

  it('offers no Crisis for an envelope, moves a card from elsewhere, and keeps each card in one place', () => {
    let d = choose(level4(), 'seat:1:envelope', 'locks-7');
    expect(ids(d, 'seat:1:envelope')).not.toContain('floods');
    d = choose(d, 'seat:1:envelope', 'bolts-1');
    expect(zoneSpec(d, 'seat:1:envelope')!.now).toContain('Locks');
    // Picked at seat 2's envelope, seat 1's bolts-1 moves.
    expect(zoneSpec(d, 'seat:2:envelope')!.choices.find((c) => c.id === 'bolts-1')!.group).toBe('Elsewhere on the table (moves it here)');
    d = choose(d, 'seat:2:envelope', 'bolts-1');
    d = choose(d, 'policy', 'media-megaplex');
    const game = shown(d);
    expect(policyOf(game).envelopes).toEqual([[], ['locks-7'], ['bolts-1'], []]);
    expect(policyOf(game).inForce).toBe('media-megaplex');
    // Taking a card out, and "no Policy".
    d = choose(d, 'seat:1:envelope', 'out:locks-7:0');
    d = choose(d, 'policy', 'none');
    expect(policyOf(shown(d))).toMatchObject({ envelopes: [[], [], ['bolts-1'], []], inForce: null });
  });

  it('refuses a Crisis in an envelope at that seat’s envelope zone', () => {
    const bad: Draft = { ...level4(), players: level4().players.map((p, i) => (i === 3 ? { ...p, envelope: ['floods'] } : p)) };
    const made = shownGame(bad);
    expect(made.ok).toBe(false);
    if (made.ok) return;
    expect(made.error.code).toBe('position.envelope');
    expect(zoneOfField(made.error.field, 'policy')).toBe('seat:3:envelope');
  });

  it('keeps envelopes and the Policy through fill, a game’s draft, and takes them away below Level 4', () => {
    const d = choose(choose(level4(), 'seat:0:envelope', 'diamonds-1'), 'policy', 'tax-tyranny');
    const filled = fillAtRandom(d);
    if (!filled.ok) throw new Error(filled.error.reason);
    expect(filled.draft.players[0]!.envelope).toEqual(['diamonds-1']);
    expect(filled.draft.policy).toBe('tax-tyranny');
    const game = shown(filled.draft);
    const again = draftOf(game);
    expect(positionOf(shown(again))).toEqual(positionOf(game));
    const down = setLevel(d, 3);
    expect(down.policy).toBeNull();
    expect(down.players.every((p) => p.envelope === undefined)).toBe(true);
    expect(shown(down).modules.policy).toBeUndefined();
  });
});

describe('the phase map at Level 4', () => {
  it('draws the Bribe step at the end of the turn and the Policy windows after a Buy and at the end of the Round', () => {
    const where = (level: number) => phaseMapModel(gameChart, installedModules(), level).windows.map((w) => `${w.state}/${w.kind}`);
    expect(where(4)).toEqual(
      expect.arrayContaining([
        'turn.afterAction/policy.bribe',
        'turn.afterBuy/policy.hold-up',
        'endOfRound.policy/policy.hold-up',
        'endOfRound.policy/policy.set',
        'turn.afterBuy/policy.insider',
      ]),
    );
    expect(where(3).filter((w) => w.includes('policy.'))).toEqual([]);
    expect(phaseMapModel(gameChart, installedModules(), 4).states.some((s) => s.id === 'endOfRound.policy')).toBe(true);
  });
});
