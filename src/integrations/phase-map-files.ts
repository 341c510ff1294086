/**
 * The whole drawing of a live phase map, out of its pages: PhaseMap.astro's `onDemand` keeps the
 * drawing in `<template data-pm-whole>` until the reader asks for it, but a template is still
 * downloaded and parsed with its page (on /playground/ 143 KB of the page's 212 KB). After the build
 * each page's drawing is written once to `/_astro/phase-map.<hash>.html` (the pages of one level
 * share a file) and its template is left empty, naming that file in `data-src`; whole.ts fetches it
 * when the reader asks. `astro dev` keeps the drawing in the template, which whole.ts reads as well.
 *
 * Comes before the offline integration in astro.config.mjs: that one saves every file under
 * /_astro/ on the first visit, so the map opens offline too.
 */
import type { AstroIntegration } from 'astro';
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const WAITING = /<template data-pm-whole>([\s\S]*?)<\/template>/g;

/** A page with its drawings moved out: the page's new HTML, and each drawing's file (path under the site's root → content). */
export interface Extracted {
  readonly html: string;
  readonly files: ReadonlyMap<string, string>;
}

/** Moves the drawings waiting in `html`'s templates into files of their own (named by their content). */
export function extractWholeMaps(html: string): Extracted {
  const files = new Map<string, string>();
  const out = html.replace(WAITING, (_, drawing: string) => {
    const file = `_astro/phase-map.${createHash('sha256').update(drawing).digest('hex').slice(0, 12)}.html`;
    files.set(file, drawing);
    return `<template data-pm-whole data-src="/${file}"></template>`;
  });
  // A template the pattern missed (its markup changed) would stay in the page unnoticed: say so.
  const left = (out.match(/<template data-pm-whole>/g) ?? []).length;
  if (left > 0) throw new Error('phase-map-files: a page has a <template data-pm-whole> that could not be moved out; check PhaseMap.astro’s markup.');
  return { html: out, files };
}

/** The built pages: every `.html` file outside /_astro/ and Pagefind's folder. */
async function pagesIn(root: string, dir = root): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (dir !== root || (entry.name !== '_astro' && entry.name !== 'pagefind')) out.push(...(await pagesIn(root, full)));
    } else if (entry.name.endsWith('.html')) out.push(full);
  }
  return out;
}

export default function phaseMapFiles(): AstroIntegration {
  return {
    name: 'bng-phase-map-files',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const written = new Map<string, string>();
        let pages = 0;
        let saved = 0;
        for (const page of await pagesIn(root)) {
          const html = await readFile(page, 'utf8');
          if (!html.includes('data-pm-whole')) continue;
          const done = extractWholeMaps(html);
          if (done.files.size === 0) continue;
          await writeFile(page, done.html);
          pages++;
          saved += html.length - done.html.length;
          for (const [file, drawing] of done.files) written.set(file, drawing);
        }
        for (const [file, drawing] of written) await writeFile(join(root, file), drawing);
        if (pages > 0)
          logger.info(`The whole phase map waits in ${written.size} file(s) under /_astro/, out of ${pages} pages (${Math.round(saved / 1024)} KB of HTML in all).`);
      },
    },
  };
}
