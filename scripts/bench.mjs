#!/usr/bin/env node
// @ts-check
// `npm run bench`: bundles every bench/*.ts with esbuild into a temporary directory and runs each
// bundle with node, one after another. The benchmarks print their own figures; this script only
// fails if a bundle cannot be built or a benchmark crashes (a slow engine is reported, not fatal).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const benchDir = join(root, 'bench');
const esbuild = join(root, 'node_modules', '.bin', 'esbuild');
const sources = readdirSync(benchDir)
  .filter((name) => name.endsWith('.ts'))
  .sort();
if (sources.length === 0) {
  console.error('bench: no bench/*.ts files');
  process.exit(1);
}

const out = mkdtempSync(join(tmpdir(), 'bench-'));
const started = performance.now();
try {
  for (const name of sources) {
    const bundle = join(out, name.replace(/\.ts$/, '.mjs'));
    execFileSync(esbuild, [join(benchDir, name), '--bundle', '--platform=node', '--format=esm', `--outfile=${bundle}`, '--log-level=warning'], {
      cwd: root,
      stdio: 'inherit',
    });
    console.log(`\n=== bench/${name} ===\n`);
    // --expose-gc: the memory figures force a collection before each measurement.
    execFileSync(process.execPath, ['--expose-gc', bundle], { cwd: root, stdio: 'inherit' });
  }
  // The whole bench is meant to stay under a minute on two cores: its own total says whether it does.
  console.log(`\nwhole bench: ${((performance.now() - started) / 1000).toFixed(1)} s`);
} finally {
  rmSync(out, { recursive: true, force: true });
}
