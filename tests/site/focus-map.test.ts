/**
 * Every worked example carries the slot its focused phase map is drawn in (under the step), and
 * every page with an example (and the playground) has the live phase map that draws it. Read from
 * the built site: run `npm run build` first.
 */
import { readFileSync } from 'node:fs';
import type { Element, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toString } from 'hast-util-to-string';
import { beforeAll, describe, expect, it } from 'vitest';
import { assertBuilt, attr, fileOf, page, pagePaths, select, selectAll } from './dist.ts';

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

  it("arrives on the playground page drawn by the server for its first game, closed, with the figure's words", () => {
    const root = page('/playground/');
    const playground = select('.bng-playground[data-state="game"][data-first="true"]', root);
    expect(playground, 'the first game, drawn by the server').toBeTruthy();
    expect(selectAll('.bng-table', playground!).length).toBe(1);
    const boxes = selectAll('[data-focus-slot] > details.bng-fm', playground!);
    expect(boxes.length).toBe(1);
    expect(attr(boxes[0]!, 'open'), 'closed: the page opens it where it sits beside the table').toBeUndefined();
    expect(attr(boxes[0]!, 'dataOpenFrom')).toBe('72rem');
    // The state it names is the one the playground stands in, named as the figure names it.
    const phase = String(playground!.properties.dataMapPhase);
    const map = select('[data-phase-map][data-live]', root)!;
    const places = JSON.parse(String(map.properties.dataPlaces)) as { states: Record<string, [string, string]> };
    const summary = select('summary', boxes[0]!)!;
    expect(toString(summary)).toBe(`Phase map Now: ${places.states[phase]![0]} (in ${places.states[phase.split('.')[0]!]![0]})`);
  });

  it("keeps each live map's drawing in a file of its own, whose boxes the figure names as the drawing does", () => {
    const files = new Map<string, string[]>();
    for (const path of pagePaths()) {
      const map = select('[data-phase-map][data-live]', page(path));
      if (!map) continue;
      // The page holds an empty template naming the drawing's file (src/integrations/phase-map-files.ts).
      const waiting = select('template[data-pm-whole]', map);
      expect(waiting, `${path}: the drawing waits`).toBeDefined();
      const src = attr(waiting, 'dataSrc') ?? '';
      expect(src, `${path}: the drawing's file`).toMatch(/^\/_astro\/phase-map\.[0-9a-f]{12}\.html$/);
      expect((waiting as Element & { content: Root }).content.children, `${path}: nothing left in the template`).toEqual([]);
      expect(selectAll('svg', map), `${path}: no drawing in the page`).toEqual([]);
      files.set(src, [...(files.get(src) ?? []), path]);

      // Every box of the drawing is named in data-places with its words and rule link, and nothing else is.
      const drawing = fromHtml(readFileSync(fileOf(src), 'utf8'), { fragment: true });
      const places = JSON.parse(attr(map, 'dataPlaces') ?? '{}') as { states: Record<string, [string, string]>; windows: Record<string, [string, string]> };
      // (hast names data attributes in camelCase: data-state is dataState.)
      const drawn = (kind: 'state' | 'window', key: string, words: string) =>
        Object.fromEntries(selectAll(`svg g[data-${kind}]`, drawing).map((g) => [attr(g, key), [attr(g, words), attr(select('a', g), 'href')]]));
      expect(places.states, `${path}: the states`).toEqual(drawn('state', 'dataState', 'dataName'));
      expect(places.windows, `${path}: the windows`).toEqual(drawn('window', 'dataWindow', 'dataLabel'));
      expect(Object.keys(places.states).length, path).toBeGreaterThan(15);
    }
    // One file per level drawn, shared by the pages of that level (Levels 1 to 4 and the full map at most).
    expect(files.size).toBeGreaterThan(1);
    expect(files.size).toBeLessThanOrEqual(5);
    expect([...files.values()].flat().length).toBeGreaterThan(files.size);
    // The phases page draws its map in the page itself.
    expect(selectAll('[data-phase-map] svg g[data-state]', page('/phases/')).length).toBeGreaterThan(15);
  });
});
