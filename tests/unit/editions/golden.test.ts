/**
 * Links are forever: every share link written under rules edition 1 (before corrections were
 * numbered) still opens. It replays exactly as written (same moves, same table: the fingerprint
 * stored when it was made), and is shown under today's rules either whole or up to the move where
 * a correction parts from it, with the correction named and its rule linked.
 */
import { describe, expect, it } from 'vitest';
import { CURRENT_EDITION } from '../../../src/machine/core/editions.ts';
import { installedCorrections } from '../../../src/machine/core/module.ts';
import { RULES } from '../../../src/machine/core/rule-ids.ts';
import { type GameState, openLink } from '../../../src/machine/index.ts';
import { fingerprint } from '../../helpers/editions-fingerprint.ts';
import { EDITION_1_LINKS, EDITION_1_TARGETED } from '../../fixtures/edition-1-links.ts';

describe('edition-1 golden links', () => {
  for (const golden of [...EDITION_1_LINKS, ...EDITION_1_TARGETED]) {
    it(`${golden.name} replays as written and opens under today's rules`, () => {
      const opened = openLink(golden.link);
      if (!opened.ok) throw new Error(opened.error.reason);
      const written = opened.asWritten ?? opened;
      expect(written.moves).toHaveLength(golden.moves);
      expect(fingerprint(written.moves, written.timeline.last as GameState)).toBe(golden.fingerprint);
      if (installedCorrections().length === 0) return;
      const report = opened.edition!;
      expect(report).toMatchObject({ written: 1, shown: CURRENT_EDITION });
      if (report.stop === undefined) {
        expect(report.moves).toBe(golden.moves);
      } else {
        expect(report.moves).toBe(report.stop.move);
        expect(report.stop.corrections.length).toBeGreaterThan(0);
        for (const c of report.stop.corrections) expect(RULES).toHaveProperty(c.rule);
      }
      expect(opened.moves.length).toBeGreaterThanOrEqual(report.moves);
    });
  }
});

/** The golden links today's rules part from, with the correction that explains it; every other opens whole. */
const STOPPED: Readonly<Record<string, string>> = {
  'l4-2p-s37': 'puppets.card-face-down',
  'l4-space-2p-s41': 'puppets.card-face-down',
  'l4-tm-6p-s67': 'troublemakers.buy-card-claimed',
  'puppet-tax-l4-space-2p-s100': 'policy.tax-puppets',
  'reformist-declined-claim-l4-tm-4p-s104': 'troublemakers.buy-card-claimed',
};

describe('what today’s rules make of the edition-1 links', () => {
  const all = [...EDITION_1_LINKS, ...EDITION_1_TARGETED].map((g) => ({ golden: g, opened: openLink(g.link) }));

  it('stops exactly the links a correction changes, naming that correction alone', () => {
    const stops = Object.fromEntries(
      all.flatMap(({ golden, opened }) => (opened.ok && opened.edition?.stop ? [[golden.name, opened.edition.stop.corrections.map((c) => c.id).join(' ')]] : [])),
    );
    expect(stops).toEqual(STOPPED);
  });

  it('plays the new last step of a turn for the old games (its bridge move), without stopping them', () => {
    let bridged = 0;
    for (const { opened } of all) {
      if (!opened.ok || opened.edition?.stop) continue;
      const extra = opened.moves.length - opened.asWritten!.moves.length;
      if (extra > 0) bridged++;
      expect(opened.moves.filter((m) => m.type === 'endTurn')).toHaveLength(extra);
    }
    expect(bridged).toBeGreaterThan(20);
  });
});
