/**
 * The size budgets of `scripts/budget.mjs`, enforced by `npm test`: pages without widgets load no
 * JavaScript of ours and at most 10 KB gzipped of JavaScript in all on first paint (Starlight's,
 * Astro's and search's scripts: search's Pagefind UI loads only when opened), and the playground island (Preact + XState + engine + UI: what its
 * component-url and renderer-url load statically) stays under 60 KB gzipped.
 */
import { describe, expect, it } from 'vitest';
import { analyse, PLAYGROUND_BUDGET, TEXT_PAGE_BUDGET } from '../../scripts/budget.mjs';
import { assertBuilt, DIST } from './dist.ts';

interface Row {
  page: string;
  islands: number;
  jsOurs: number;
  jsTheirs: number;
  jsSearch: number;
  jsTotal: number;
  files: { ours: string[]; theirs: string[] };
  leakedJs: string[];
  playgroundIsland: number | null;
  playgroundOnDemand: number | null;
}

describe('size budgets of the built site', () => {
  assertBuilt();
  const result = analyse(DIST) as unknown as { rows: Row[]; problems: string[]; playgroundPages: Row[] };

  it('holds every budget', () => {
    expect(result.problems).toEqual([]);
  });

  it('loads no JavaScript of ours on pages without widgets', () => {
    const plain = result.rows.filter((r) => r.islands === 0);
    expect(plain.length).toBeGreaterThan(0);
    for (const r of plain) {
      expect(r.jsOurs, r.page).toBe(0);
      expect(r.leakedJs, r.page).toEqual([]);
    }
  });

  it('keeps every text page at 10 KB gzipped of JavaScript or less, search included', () => {
    expect(TEXT_PAGE_BUDGET).toBe(10_000);
    const plain = result.rows.filter((r) => r.islands === 0);
    for (const r of plain) {
      expect(r.jsTotal, r.page).toBe(r.jsOurs + r.jsTheirs);
      expect(r.jsTotal, r.page).toBeGreaterThan(0);
      expect(r.jsTotal, r.page).toBeLessThanOrEqual(TEXT_PAGE_BUDGET);
    }
  });

  it("counts search's script on every page, but not Pagefind's UI, which loads on first use", () => {
    for (const r of result.rows) {
      // The search button's own small script (inlined by Vite) is there on first paint…
      expect(r.jsSearch, r.page).toBeGreaterThan(0);
      expect(r.jsSearch, r.page).toBeLessThan(2_000);
      expect(r.jsTotal, r.page).toBeGreaterThanOrEqual(r.jsSearch);
      // …and Pagefind's UI (~27 KB gzipped) is neither a script tag nor a modulepreload.
      expect(
        r.files.theirs.filter((u) => /pagefind|ui-core/.test(u)),
        r.page,
      ).toEqual([]);
    }
  });

  it('keeps the playground island under 60 KB gzipped', () => {
    expect(result.playgroundPages.length, 'a page embeds the playground').toBeGreaterThan(0);
    for (const r of result.playgroundPages) {
      expect(r.playgroundIsland!, r.page).toBeLessThan(PLAYGROUND_BUDGET);
      // The panels loaded on demand are measured too (reported by `npm run budget`).
      expect(r.playgroundOnDemand!, r.page).toBeGreaterThan(0);
      expect(PLAYGROUND_BUDGET).toBe(60_000);
    }
  });
});
