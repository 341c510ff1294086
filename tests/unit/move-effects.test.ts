/**
 * Every move family says what it changes on the table (each module's move-effects.ts, gathered by
 * `effectOf` in src/machine/move-effects.ts), one sentence a coach can show a new player before they
 * commit: a capital, 40 to 220 characters, a full stop, spoken to the player, and never the same
 * sentence as a family listed under another group. A module's new move without its sentence fails here.
 */
import { describe, expect, it } from 'vitest';
import { effectOf } from '../../src/machine/move-effects.ts';
import { installedModules } from '../../src/machine/index.ts';

const families = installedModules().flatMap((m) => (m.families ?? []).map((f) => ({ module: m.id, type: f.type, words: f.words })));
const worded = families.flatMap((f) => (f.words ? [{ ...f, words: { ...f.words, effect: effectOf(f.type) ?? '' } }] : []));

describe('move effects', () => {
  it('covers the installed families', () => {
    expect(worded.length).toBeGreaterThan(70);
    expect(worded.length).toBe(families.length);
  });

  it.each(worded.map((f) => [`${f.module}/${f.type}`, f.words.effect] as const))('%s says what it changes in one sentence', (_name, effect) => {
    expect(effect).toMatch(/^[A-Z][^]{38,218}\.$/);
    // One sentence: no sentence ends before the last full stop.
    expect(effect.slice(0, -1)).not.toMatch(/[.!?]\s/);
    // Spoken to the player making the move.
    expect(effect).toMatch(/\byour?\b/i);
  });

  it('gives families in different groups different sentences', () => {
    const groupOf = new Map<string, string>();
    for (const f of worded) {
      const seen = groupOf.get(f.words.effect);
      if (seen !== undefined) expect(seen, `${f.type}: "${f.words.effect}"`).toBe(f.words.group);
      else groupOf.set(f.words.effect, f.words.group);
    }
  });
});
