/**
 * The outline of every built page: one h1, and no heading that skips a level on the way down (an
 * h1 followed by an h3, an h3 by an h5). Screen-reader users move through a page by its headings,
 * and a skipped level reads as a missing section; Lighthouse and axe flag it (`heading-order`).
 * Going back up any number of levels is fine (an h4 followed by an h2 closes two sections).
 *
 * This reads the server HTML, worked examples included (they are rendered on the server at step
 * 0). Reads the built site: run `npm run build` first (or point `SITE_DIST` at another build).
 */
import type { Element, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toString } from 'hast-util-to-string';
import { beforeAll, describe, expect, it } from 'vitest';
import { assertBuilt, page, pagePaths, selectAll } from './dist.ts';

interface Heading {
  readonly level: number;
  readonly text: string;
}

/** The page's headings in document order (hast-util-select returns matches in tree order). */
function headingsOf(tree: Root): Heading[] {
  return selectAll('h1, h2, h3, h4, h5, h6', tree).map((el: Element) => ({ level: Number(el.tagName.slice(1)), text: toString(el).replace(/\s+/g, ' ').trim() }));
}

/** Each heading that goes down more than one level from the heading before it, described. */
function skips(headings: readonly Heading[]): string[] {
  const out: string[] = [];
  headings.forEach((h, i) => {
    const before = headings[i - 1];
    if (before && h.level > before.level + 1) out.push(`h${before.level} "${before.text}" → h${h.level} "${h.text}"`);
  });
  return out;
}

describe('the heading check itself', () => {
  it('finds a skipped level and accepts going back up', () => {
    const tree = fromHtml('<h1>Title</h1><h2>A</h2><h3>A.1</h3><h5>too deep</h5><h2>B</h2><h4>too deep again</h4><h3>fine</h3>');
    expect(skips(headingsOf(tree))).toEqual(['h3 "A.1" → h5 "too deep"', 'h2 "B" → h4 "too deep again"']);
  });
});

describe('every page has an outline without gaps', () => {
  beforeAll(assertBuilt);
  const paths = pagePaths();

  it('finds the pages', () => {
    expect(paths).toEqual(expect.arrayContaining(['/', '/level-1/', '/level-2/', '/playground/']));
  });

  for (const path of paths) {
    it(`${path}: one h1, and no heading level skipped`, () => {
      const headings = headingsOf(page(path));
      expect(
        headings.filter((h) => h.level === 1).map((h) => h.text),
        'h1 headings',
      ).toHaveLength(1);
      expect(skips(headings)).toEqual([]);
    });
  }
});
