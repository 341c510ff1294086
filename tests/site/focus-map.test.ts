/**
 * Every worked example carries the slot its focused phase map is drawn in (under the step), and
 * every page with an example (and the playground) has the live phase map that draws it. Read from
 * the built site: run `npm run build` first.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { assertBuilt, page, pagePaths, selectAll } from './dist.ts';

beforeAll(assertBuilt);

describe('the focused phase map', () => {
  it('has a slot under the step of every worked example, and a live map on its page', () => {
    let examples = 0;
    for (const path of pagePaths()) {
      const root = page(path);
      const widgets = selectAll('[data-example]', root);
      if (widgets.length === 0) continue;
      examples += widgets.length;
      expect(selectAll('[data-phase-map][data-live]', root).length, `${path}: one live phase map`).toBe(1);
      for (const w of widgets) {
        const id = String(w.properties.dataExample);
        const stage = selectAll('.bng-example-stage + [data-focus-slot]', w);
        expect(stage.length, `${path} ${id}: the focused map's slot right under the step`).toBe(1);
      }
    }
    expect(examples).toBeGreaterThan(40);
  });

  it('is drawn by the playground page', () => {
    expect(selectAll('[data-phase-map][data-live]', page('/playground/')).length).toBe(1);
  });
});
