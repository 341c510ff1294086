/**
 * Indexes the built site for search again, when Starlight's Pagefind run left empty files.
 * Why: Pagefind answers `writeFiles` before its process has finished writing, and Starlight closes
 * that process at once; now and then (about one build in ten here) `pagefind-entry.json` and a few
 * other files are left at 0 bytes and search never answers. This run waits until every file it
 * wrote has its bytes before closing the process.
 */
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import * as pagefind from 'pagefind';

const WAIT_MS = 10_000;
const POLL_MS = 50;

/** The files under `dir` (recursively) that are empty. */
async function emptyFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const e of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, e.name);
    if (e.isDirectory()) out.push(...(await emptyFiles(path)));
    else if ((await stat(path)).size === 0) out.push(path);
  }
  return out;
}

/** Pagefind's own empty file: a language nobody writes in has no search code (`wasm.unknown.pagefind`). */
const mayBeEmpty = (path: string) => /wasm\.unknown\.pagefind$/.test(path);

/** Indexes `site` (the built site's folder) into `site/pagefind` again; throws when Pagefind reports errors. */
export async function reindexSearch(site: string): Promise<void> {
  const output = join(site, 'pagefind');
  try {
    const { index, errors } = await pagefind.createIndex();
    if (!index) throw new Error(errors.join('; '));
    const added = await index.addDirectory({ path: site });
    if (added.errors.length > 0) throw new Error(added.errors.join('; '));
    const written = await index.writeFiles({ outputPath: output });
    if (written.errors.length > 0) throw new Error(written.errors.join('; '));
    // Until every file has its bytes (or the wait runs out: the caller checks the index again).
    for (let waited = 0; waited < WAIT_MS; waited += POLL_MS) {
      if ((await emptyFiles(output)).filter((f) => !mayBeEmpty(f)).length === 0) break;
      await new Promise((done) => setTimeout(done, POLL_MS));
    }
  } finally {
    await pagefind.close();
  }
}
