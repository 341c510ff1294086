/**
 * The size budgets of `scripts/budget.mjs`, enforced by `npm test`: pages without widgets load no
 * JavaScript of ours and at most 10 KB gzipped of JavaScript in all on first paint (Starlight's,
 * Astro's and search's scripts: search's Pagefind UI loads only when opened), and the playground island (Preact, the engine with Level 1's rules,
 * the UI: what its component-url and renderer-url load statically) stays under 54.5 KB gzipped, with the link code and the other levels'
 * rules loaded on demand.
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
  playgroundFiles: string[];
  playgroundOnDemand: number | null;
  playgroundOnDemandFiles: string[];
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

  // 54.5 KB since the suit symbols and step controls are inline SVG (glyphs showed as empty boxes); 54.0 KB since a table's printed names, stand-in marks and saved cards reached the table; 52.5 KB since a table's own printed cards (issue 27): the record's checks and the game's cards are in the core, and the
  // engine's chunks are shared with a third island, the table's cards page (see scripts/budget.mjs).
  it('keeps the playground island under 54.5 KB gzipped', () => {
    expect(PLAYGROUND_BUDGET).toBe(54_500);
    expect(result.playgroundPages.length, 'a page embeds the playground').toBeGreaterThan(0);
    for (const r of result.playgroundPages) {
      expect(r.playgroundIsland!, r.page).toBeLessThan(PLAYGROUND_BUDGET);
      // The panels loaded on demand are measured too (reported by `npm run budget`).
      expect(r.playgroundOnDemand!, r.page).toBeGreaterThan(0);
    }
  });

  it("leaves the link code and the rules above Level 1 out of the playground's first download, and loads them on demand", () => {
    // Vite names a chunk after the module it starts from: src/components/playground/links.ts and
    // src/machine/all-levels.ts (see src/machine/level1.ts).
    const lazy = [/\/links\.[\w-]+\.js$/, /\/all-levels\.[\w-]+\.js$/];
    for (const r of result.playgroundPages)
      for (const chunk of lazy) {
        expect(
          r.playgroundFiles.filter((f) => chunk.test(f)),
          `${r.page}: ${chunk} in the first download`,
        ).toEqual([]);
        expect(
          r.playgroundOnDemandFiles.filter((f) => chunk.test(f)),
          `${r.page}: ${chunk} on demand`,
        ).toHaveLength(1);
      }
  });
});
