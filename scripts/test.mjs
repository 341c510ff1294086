#!/usr/bin/env node
// @ts-check
// `npm test`: every check and test lane, in stages. The steps of a stage run side by side, each a
// chain of npm scripts run one after another; a stage starts when the one before has passed. What a
// chain prints is held back and printed whole when the chain ends, so two chains never interleave.
// At the end a table gives each script's time (the lane times the README and the issues quote).
//
// Why these stages, measured on two cores: the type check, the linter and the formatter are each
// single-threaded (38 s, 12 s and 14 s one after another; the type check beside the other three:
// 43 s in all). The engine's lanes leave some of the machine idle, which the build and the site
// checks take (the property lane and the build: 152 s side by side, about 175 s one after the
// other). The browser lane runs alone, last: anything beside it slows it more than it gains (a
// niced property lane beside three browser files made them 36 % slower).
//
// Usage: node scripts/test.mjs [--from <script>]   (--from: start at the stage that holds that script)
import { spawn } from 'node:child_process';

/** @type {string[][][]} stages → chains → npm scripts */
const STAGES = [
  [['typecheck'], ['lint', 'format:check', 'knip']],
  [
    ['test:quick', 'test:property'],
    ['build', 'test:site'],
  ],
  [['test:browser']],
];

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** @type {{ script: string, seconds: number, ok: boolean }[]} */
const times = [];
const started = Date.now();

/**
 * Runs one npm script. Live: its output goes straight to ours (a stage of one chain). Otherwise it
 * is captured and handed back. Resolves with whether it passed and what it printed.
 *
 * @param {string} script
 * @param {boolean} live
 * @returns {Promise<{ ok: boolean, output: string }>}
 */
function run(script, live) {
  return new Promise((resolve) => {
    const started = Date.now();
    if (live) console.log(`\n> npm run ${script}`);
    const child = spawn(npm, ['run', '--silent', script], {
      stdio: ['ignore', live ? 'inherit' : 'pipe', live ? 'inherit' : 'pipe'],
      shell: process.platform === 'win32',
    });
    /** @type {Buffer[]} */
    const out = [];
    child.stdout?.on('data', (d) => out.push(d));
    child.stderr?.on('data', (d) => out.push(d));
    child.on('close', (code) => {
      const seconds = (Date.now() - started) / 1000;
      times.push({ script, seconds, ok: code === 0 });
      const head = live ? '' : `\n> npm run ${script}  (${seconds.toFixed(1)} s${code === 0 ? '' : `, exit ${code}`})\n`;
      resolve({ ok: code === 0, output: head + Buffer.concat(out).toString() });
    });
  });
}

/**
 * Runs a chain of scripts one after another, stopping at the first that fails; prints what it captured when it ends.
 * @param {string[]} scripts
 * @param {boolean} live
 */
async function chain(scripts, live) {
  let text = '';
  let ok = true;
  for (const script of scripts) {
    const done = await run(script, live);
    text += done.output;
    if (!done.ok) {
      ok = false;
      break;
    }
  }
  process.stdout.write(text);
  return ok;
}

/** The table of each script's time, and the whole run's. */
function summary() {
  const rows = [...times.map((t) => ({ ...t, label: t.script })), { label: 'all', seconds: (Date.now() - started) / 1000, ok: true }];
  const width = Math.max(...rows.map((r) => r.label.length));
  console.log('\nnpm test, time per script:');
  for (const r of rows) console.log(`  ${r.label.padEnd(width)}  ${r.seconds.toFixed(1).padStart(7)} s${r.ok ? '' : '  FAILED'}`);
}

const fromAt = process.argv.indexOf('--from');
const from = fromAt >= 0 ? process.argv[fromAt + 1] : undefined;
let skipping = from !== undefined;
if (skipping && !STAGES.flat(2).includes(/** @type {string} */ (from))) {
  console.error(`--from: no step "${from}"; the steps are ${STAGES.flat(2).join(', ')}`);
  process.exit(2);
}

for (const stage of STAGES) {
  if (skipping && !stage.flat().includes(/** @type {string} */ (from))) continue;
  skipping = false;
  const passed = await Promise.all(stage.map((scripts) => chain(scripts, stage.length === 1)));
  if (passed.includes(false)) {
    summary();
    process.exit(1);
  }
}
summary();
