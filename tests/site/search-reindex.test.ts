/**
 * The build's second search indexing (src/integrations/search-reindex.ts), run when Pagefind's first
 * left empty files: on a copy of two built pages with an emptied index, it writes an entry file that
 * names the site's language and a fragment per page, and no empty file but Pagefind's own.
 * Reads the built site: run `npm run build` first.
 */
import { cpSync, mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { reindexSearch } from '../../src/integrations/search-reindex.ts';
import { assertBuilt, DIST } from './dist.ts';

beforeAll(assertBuilt);

const site = mkdtempSync(join(tmpdir(), 'bng-reindex-'));
afterAll(() => rmSync(site, { recursive: true, force: true }));

const files = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)]));

it('indexes the site again into an answering search index', async () => {
  for (const p of ['level-1', 'cards']) {
    mkdirSync(join(site, p), { recursive: true });
    cpSync(join(DIST, p, 'index.html'), join(site, p, 'index.html'));
  }
  // What a bad first run leaves: the entry file at 0 bytes.
  mkdirSync(join(site, 'pagefind'), { recursive: true });
  writeFileSync(join(site, 'pagefind', 'pagefind-entry.json'), '');
  await reindexSearch(site);
  const entry = JSON.parse(readFileSync(join(site, 'pagefind', 'pagefind-entry.json'), 'utf8')) as { languages: Record<string, { page_count: number }> };
  expect(entry.languages.en?.page_count).toBe(2);
  const written = files(join(site, 'pagefind'));
  expect(written.filter((f) => f.endsWith('.pf_fragment')).length).toBeGreaterThanOrEqual(2);
  expect(written.filter((f) => statSync(f).size === 0 && !f.endsWith('wasm.unknown.pagefind'))).toEqual([]);
}, 60_000);
