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
