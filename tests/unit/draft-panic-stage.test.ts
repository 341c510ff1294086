/**
 * The editor's way from "six Rebels, the Panic! still to come" to "seven Rebels, the Panic! under
 * way": each one-change step used to be refused (panic-stage.ts). Now the change that brings the
 * seventh Rebel marks the Panic! as over and says so, and "under way" is one more pick; refusals on
 * the way name what to do.
 */
import { describe, expect, it } from 'vitest';
import { emptyDraft, shownGame, type Draft } from '../../src/machine/draft/draft.ts';
import { panicFollowsRebels, rebelsStanding } from '../../src/machine/draft/panic-stage.ts';
import { zoneSpec } from './editor-zones.ts';

/** Picks a choice as the editor does: the change, then the Panic! following the Rebels. */
function pick(d: Draft, zone: Parameters<typeof zoneSpec>[1], id: string): { draft: Draft; note: string | null } {
  const choice = zoneSpec(d, zone)?.choices.find((c) => c.id === id);
  if (!choice) throw new Error(`no choice ${id} in ${zone}`);
  return panicFollowsRebels(d, choice.apply(d));
}

/** Six Rebels: Killer Robots (3), Pandemic (2) and one of Floods' two, the Panic! still to come. */
function sixRebels(): Draft {
  const d: Draft = {
    ...emptyDraft(4, 2, true, 1),
    guillotine: [
      { card: 'killer-robots', rebels: 3 },
      { card: 'pandemic', rebels: 2 },
      { card: 'floods', rebels: 1 },
    ],
  };
  expect(rebelsStanding(d)).toBe(6);
  expect(shownGame(d).ok).toBe(true);
  return d;
}

describe('the Panic! follows the Rebels in the editor', () => {
  it('marks the Panic! as over when a change brings the seventh Rebel, and says so', () => {
    const seven = pick(sixRebels(), 'crisis:floods', '2');
    expect(seven.draft.panic).toEqual({ kind: 'done' });
    expect(seven.note).toMatch(/7 Rebels .* marked as over; set it as under way/);
    expect(shownGame(seven.draft).ok).toBe(true);
    // One more pick: the Panic! under way, its card drawn by seat 2.
    const underWay = pick(seven.draft, 'panic', '1');
    expect(underWay.note).toBeNull();
    const made = shownGame(underWay.draft);
    expect(made.ok && made.game.windows.length).toBe(1);
  });

  it('also when a Crisis brought to the Guillotine carries the seventh Rebel', () => {
    let d = emptyDraft(4, 2, true, 1);
    for (const c of ['killer-robots', 'pandemic']) d = pick(d, 'guillotine', c).draft;
    const seven = pick(d, 'guillotine', 'wildfires');
    expect(rebelsStanding(seven.draft)).toBeGreaterThanOrEqual(7);
    expect(seven.draft.panic.kind).toBe('done');
    expect(shownGame(seven.draft).ok).toBe(true);
  });

  it('leaves a Panic! the reader set as chosen, for the engine to judge', () => {
    const seven = pick(sixRebels(), 'crisis:floods', '2').draft;
    const back = pick(seven, 'panic', 'pending');
    expect(back.draft.panic).toEqual({ kind: 'pending' });
    expect(back.note).toBeNull();
    const refused = shownGame(back.draft);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.reason).toMatch(/mark it as done, or set one in progress/);
  });

  it('leaves Level 1 and a table under seven Rebels alone', () => {
    const six = sixRebels();
    expect(panicFollowsRebels(six, six)).toEqual({ draft: six, note: null });
    const level1 = emptyDraft(4, 1, true, 1);
    expect(panicFollowsRebels(level1, level1).note).toBeNull();
  });

  it('refuses "under way" below seven Rebels with how many more to put', () => {
    const early = pick(sixRebels(), 'panic', '1').draft;
    const refused = shownGame(early);
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      expect(refused.error.reason).toMatch(/Only 6 Rebels .* starts at 7: first put 1 more on Crises beside the Guillotine/);
      expect(refused.error.rule).toBe('panic.trigger');
    }
  });
});
