/**
 * The build step that moves a live phase map's waiting drawing out of its page
 * (src/integrations/phase-map-files.ts): the template is left empty, naming a file under /_astro/
 * named by the drawing's content, so pages of one level share it.
 */
import { describe, expect, it } from 'vitest';
import { extractWholeMaps } from '../../src/integrations/phase-map-files.ts';

const page = (drawing: string) =>
  `<html><body><figure data-phase-map data-live><p>caption</p><template data-pm-whole>${drawing}</template></figure><p>after</p></body></html>`;

describe('moving the phase map drawing out of a page', () => {
  it('leaves an empty template naming the file that holds the drawing', () => {
    const drawing = '<div data-pm-scroll><svg><g data-state="turn.start"></g></svg></div><details class="bng-pm-list"></details>';
    const { html, files } = extractWholeMaps(page(drawing));
    expect(files.size).toBe(1);
    const [file, content] = [...files][0]!;
    expect(file).toMatch(/^_astro\/phase-map\.[0-9a-f]{12}\.html$/);
    expect(content).toBe(drawing);
    expect(html).toBe(page('').replace('<template data-pm-whole></template>', `<template data-pm-whole data-src="/${file}"></template>`));
    expect(html).not.toContain('data-state');
  });

  it('names a file by its drawing: the same drawing the same file, another drawing another', () => {
    const a = extractWholeMaps(page('<svg>level 2</svg>'));
    const b = extractWholeMaps(page('<svg>level 2</svg>'));
    const c = extractWholeMaps(page('<svg>level 3</svg>'));
    expect([...a.files.keys()]).toEqual([...b.files.keys()]);
    expect([...c.files.keys()]).not.toEqual([...a.files.keys()]);
  });

  it('leaves a page without a waiting drawing as it was', () => {
    const html = '<html><body><figure data-phase-map><svg></svg></figure></body></html>';
    expect(extractWholeMaps(html)).toEqual({ html, files: new Map() });
  });

  it('fails the build, saying why, when a waiting drawing cannot be moved out', () => {
    // Unclosed: the pattern cannot find its end, and the drawing would stay in the page unnoticed.
    expect(() => extractWholeMaps('<template data-pm-whole><svg></svg>')).toThrow(/could not be moved out/);
  });
});
