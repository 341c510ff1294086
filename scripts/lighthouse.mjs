#!/usr/bin/env node
// @ts-check
// Lighthouse over every page of the built site (`dist/`), the way a phone sees it: Lighthouse 12's
// default mobile settings (a mid-range phone's screen, simulated slow 4G and a 4x slower CPU).
// It builds nothing: build first (`npm run build`). It serves dist/ on a free localhost port, starts
// one headless Chromium and runs Lighthouse on each page in turn (one page at a time: the machine
// may have two cores, and a busy CPU skews the timings), several runs per page, and prints for each
// page the median of each figure over its runs:
//
//   page | performance | accessibility | best practices | SEO | CLS | total blocking time
//
// Exit 1 when, on any page, accessibility, best practices or SEO is below 100 or the layout shift
// (CLS) is above MAX_CLS; the audits that cost the points are listed under the table. Performance
// and blocking time are reported, not enforced: they depend on how busy the machine is.
//
// usage: node scripts/lighthouse.mjs [--runs N] [--page /level-2/]… [--json] [--dist DIR] [--report DIR]
//   --runs N    runs per page (default 3; the median is reported)
//   --page P    only this page (a site path such as / or /level-2/); may be given more than once
//   --json      print the results as JSON on stdout instead of the table (progress goes to stderr)
//   --dist DIR  the built site to check (default: dist/ of the project)
//   --report DIR  also save each page's Lighthouse report (HTML, of its median-performance run) in
//               DIR, to read the diagnostics (what blocks the main thread, what shifts, …)
// Chromium: CHROME_PATH, else /usr/bin/chromium.
import { spawn } from 'node:child_process';
import { createReadStream, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createGzip } from 'node:zlib';
import { tmpdir } from 'node:os';
import { dirname, extname, join, normalize, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';

/** The most layout shift a page may have: none that a reader would notice. */
const MAX_CLS = 0.02;
/** The categories that must score 100 on every page. */
const ENFORCED = /** @type {const} */ (['accessibility', 'best-practices', 'seo']);
const CATEGORIES = /** @type {const} */ (['performance', ...ENFORCED]);
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];

/** @typedef {{ page: string, performance: number, accessibility: number, 'best-practices': number, seo: number, cls: number, tbt: number, lcp: number, failing: string[] }} PageResult */

/** @param {string[]} argv */
function parseArgs(argv) {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  /** @type {{ runs: number, pages: string[], json: boolean, dist: string, report: string | null }} */
  const opts = { runs: 3, pages: [], json: false, dist: join(root, 'dist'), report: null };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      const v = argv[++i];
      if (v === undefined) usage(`${arg} needs a value`);
      return /** @type {string} */ (v);
    };
    if (arg === '--runs') {
      opts.runs = Number(value());
      if (!Number.isInteger(opts.runs) || opts.runs < 1) usage('--runs takes a whole number, 1 or more');
    } else if (arg === '--page') opts.pages.push(sitePath(value()));
    else if (arg === '--json') opts.json = true;
    else if (arg === '--dist') opts.dist = resolve(value());
    else if (arg === '--report') opts.report = resolve(value());
    else usage(`unknown option ${arg}`);
  }
  return opts;
}

/**
 * A page as given on the command line, as a site path: `level-2` and `/level-2` are `/level-2/`.
 * @param {string} page
 */
function sitePath(page) {
  const path = page.startsWith('/') ? page : `/${page}`;
  return path.endsWith('/') || /\.html$/.test(path) ? path : `${path}/`;
}

/** @param {string} message @returns {never} */
function usage(message) {
  console.error(`lighthouse: ${message}\nusage: node scripts/lighthouse.mjs [--runs N] [--page /level-2/]… [--json] [--dist DIR] [--report DIR]`);
  process.exit(2);
}

/**
 * Every HTML page under dist, as site paths (`/`, `/level-1/`, `/404.html`).
 * @param {string} dist
 */
function sitePages(dist) {
  /** @type {string[]} */
  const out = [];
  /** @param {string} dir */
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) {
        if (name !== '_astro' && name !== 'pagefind') walk(full);
      } else if (name.endsWith('.html')) {
        const rel = '/' + relative(dist, full).split(sep).join('/');
        out.push(rel.endsWith('/index.html') ? rel.slice(0, -'index.html'.length) : rel);
      }
    }
  };
  walk(dist);
  return out.sort();
}

/** @type {Readonly<Record<string, string>>} */
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

/** The content types a static host compresses. */
const COMPRESSED = /^text\/|^application\/(json|xml)|^image\/svg/;

/**
 * Serves dist/ on a free localhost port, as a static host would: `/path/` is `/path/index.html`, an
 * unknown path gets the 404 page with status 404. Like the browser tests' server
 * (tests/browser/setup/static-server.ts), in plain JavaScript so that the script runs on Node
 * without a TypeScript loader, but with compression.
 * @param {string} dist
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
async function serve(dist) {
  const root = resolve(dist);
  /** @param {string} urlPath */
  const fileFor = (urlPath) => {
    let path;
    try {
      path = decodeURIComponent(urlPath.split('?')[0] ?? '/');
    } catch {
      return null;
    }
    const full = resolve(root, `.${normalize(`/${path}`)}`);
    if (full !== root && !full.startsWith(root + sep)) return null;
    const candidates = path.endsWith('/') ? [join(full, 'index.html')] : [full, join(full, 'index.html')];
    return candidates.find((c) => existsSync(c) && statSync(c).isFile()) ?? null;
  };
  const server = createServer((req, res) => {
    const file = fileFor(req.url ?? '/');
    if (!file) {
      res.writeHead(404, { 'content-type': TYPES['.html'] });
      createReadStream(join(root, '404.html')).pipe(res);
      return;
    }
    const type = TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
    // Text is sent gzipped to a browser that accepts it, as any static host does (Cloudflare Pages,
    // Netlify, GitHub Pages): measuring uncompressed pages would charge them for bytes no reader
    // downloads.
    if (COMPRESSED.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding']))) {
      res.writeHead(200, { 'content-type': type, 'content-encoding': 'gzip', vary: 'accept-encoding' });
      createReadStream(file).pipe(createGzip()).pipe(res);
    } else {
      res.writeHead(200, { 'content-type': type });
      createReadStream(file).pipe(res);
    }
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', () => ok(undefined)));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the static server has no port');
  return { url: `http://127.0.0.1:${address.port}`, close: () => new Promise((ok) => server.close(() => ok(undefined))) };
}

/**
 * Chromium's background work that would otherwise share the CPU with the page being measured, and
 * background-tab throttling that would slow a page Lighthouse is not looking at (the same flags
 * Lighthouse's own launcher passes).
 */
const QUIET_FLAGS = [
  '--disable-features=Translate,OptimizationHints,MediaRouter,DialMediaRouteProvider,InterestFeedContentSuggestions,CertificateTransparencyComponentUpdater,AutofillServerCommunication,RenderDocument',
  '--disable-extensions',
  '--disable-component-extensions-with-background-pages',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-client-side-phishing-detection',
  '--disable-sync',
  '--metrics-recording-only',
  '--disable-default-apps',
  '--mute-audio',
  '--disable-backgrounding-occluded-windows',
  '--disable-renderer-backgrounding',
  '--disable-background-timer-throttling',
  '--disable-ipc-flooding-protection',
  '--password-store=basic',
  '--disable-hang-monitor',
  '--disable-prompt-on-repost',
  '--disable-domain-reliability',
];

/**
 * Starts one headless Chromium with a DevTools port that every Lighthouse run connects to (each run
 * opens its own tab and clears the cache first). Chromium prints the port it picked on stderr.
 * Started by hand rather than with chrome-launcher: that package only comes inside Lighthouse, and
 * importing a package package.json does not declare is what knip rightly refuses.
 * @param {string} chromePath
 * @returns {Promise<{ port: number, kill: () => Promise<void> }>}
 */
function launchChromium(chromePath) {
  const profile = mkdtempSync(join(tmpdir(), 'lighthouse-chromium-'));
  const flags = [
    ...CHROME_FLAGS,
    '--remote-debugging-port=0',
    `--user-data-dir=${profile}`,
    '--no-first-run',
    '--no-default-browser-check',
    ...QUIET_FLAGS,
    'about:blank',
  ];
  const child = spawn(chromePath, flags, { stdio: ['ignore', 'ignore', 'pipe'] });
  // Wait for Chromium to exit before removing its profile: it writes there until it is gone.
  const exited = new Promise((ok) => child.once('exit', ok));
  const kill = async () => {
    child.kill();
    await exited;
    // Its helper processes may still be finishing a write (a site's service worker saving its
    // offline copy): retry, and leave a temporary folder behind rather than fail the run over it.
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch (error) {
      console.warn(`could not remove Chromium's temporary profile ${profile}: ${/** @type {Error} */ (error).message}`);
    }
  };
  return new Promise((ok, fail) => {
    let seen = '';
    const timer = setTimeout(() => fail(new Error(`Chromium (${chromePath}) did not open its DevTools port within 30 s:\n${seen}`)), 30_000);
    child.on('error', (error) => fail(new Error(`could not start Chromium at ${chromePath}: ${error.message}`)));
    child.on('exit', (code) => fail(new Error(`Chromium exited (code ${code}) before opening its DevTools port:\n${seen}`)));
    child.stderr.on('data', (chunk) => {
      seen += String(chunk);
      const m = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen);
      if (m) {
        clearTimeout(timer);
        ok({ port: Number(m[1]), kill });
      }
    });
  });
}

/** @param {number[]} values */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const upper = sorted[mid] ?? NaN;
  return sorted.length % 2 === 1 ? upper : ((sorted[mid - 1] ?? NaN) + upper) / 2;
}

/**
 * One Lighthouse run of one page: its scores (0–100), CLS, blocking time, and the audits of the
 * enforced categories that did not pass.
 * @param {string} url
 * @param {number} port
 */
async function runOnce(url, port) {
  const result = await lighthouse(url, { port, output: 'html', logLevel: 'error', onlyCategories: [...CATEGORIES] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr, report } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
  /** @param {string} id */
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  /** @type {string[]} */
  const failing = [];
  for (const id of ENFORCED) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) failing.push(`${id}: ${ref.id} (${audit.title})`);
    }
  }
  const cls = lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN;
  if (cls > MAX_CLS) failing.push(`layout shift: CLS ${cls.toFixed(3)} (more than ${MAX_CLS})`);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    cls,
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    failing,
    report: typeof report === 'string' ? report : '',
  };
}

/**
 * A run, tried a second time if Lighthouse itself fails (a protocol timeout, no first paint within
 * its limit on a very busy machine): one hiccup should not fail CI, two in a row are reported.
 * @param {string} url
 * @param {number} port
 */
async function runWithRetry(url, port) {
  try {
    return await runOnce(url, port);
  } catch (error) {
    console.error(`  that run failed (${error instanceof Error ? error.message : String(error)}); trying once more`);
    return runOnce(url, port);
  }
}

/**
 * @param {string} page
 * @param {Awaited<ReturnType<typeof runOnce>>[]} runs
 * @returns {PageResult}
 */
function summarise(page, runs) {
  /** @param {'performance' | 'accessibility' | 'best-practices' | 'seo' | 'cls' | 'tbt' | 'lcp'} key */
  const mid = (key) => median(runs.map((r) => r[key]));
  const result = {
    page,
    performance: mid('performance'),
    accessibility: mid('accessibility'),
    'best-practices': mid('best-practices'),
    seo: mid('seo'),
    cls: mid('cls'),
    tbt: mid('tbt'),
    lcp: mid('lcp'),
  };
  // The audits that failed in more than half the runs: the ones that cost the median its points.
  /** @type {Map<string, number>} */
  const counts = new Map();
  for (const run of runs) for (const f of run.failing) counts.set(f, (counts.get(f) ?? 0) + 1);
  return { ...result, failing: [...counts].filter(([, n]) => n * 2 > runs.length).map(([f]) => f) };
}

/**
 * Saves the report of the run whose performance score is the median of the page's runs.
 * @param {string} dir
 * @param {string} page
 * @param {Awaited<ReturnType<typeof runOnce>>[]} runs
 */
function saveReport(dir, page, runs) {
  const mid = [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)];
  if (!mid) return;
  mkdirSync(dir, { recursive: true });
  const name = page.replace(/^\/|\/$/g, '').replace(/[^\w.-]+/g, '-') || 'home';
  writeFileSync(join(dir, `${name}.html`), mid.report);
}

/** @param {PageResult} r */
const passes = (r) => ENFORCED.every((c) => r[c] >= 100) && r.cls <= MAX_CLS;

/** @param {PageResult[]} results */
function table(results) {
  const head = ['page', 'perf', 'a11y', 'best pr.', 'SEO', 'CLS', 'TBT (ms)', 'LCP (ms)', ''];
  const rows = results.map((r) => [
    r.page,
    String(r.performance),
    String(r.accessibility),
    String(r['best-practices']),
    String(r.seo),
    r.cls.toFixed(3),
    String(Math.round(r.tbt)),
    String(Math.round(r.lcp)),
    passes(r) ? 'ok' : 'FAIL',
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)));
  /** @param {string[]} cells */
  const line = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  if (!existsSync(join(opts.dist, 'index.html'))) {
    console.error(`lighthouse: no built site in ${opts.dist}. Build it first with \`npm run build\` (this command builds nothing itself).`);
    process.exit(1);
  }
  const all = sitePages(opts.dist);
  const unknown = opts.pages.filter((p) => !all.includes(p));
  if (unknown.length > 0) usage(`no such page in ${opts.dist}: ${unknown.join(', ')} (pages: ${all.join(' ')})`);
  const pages = opts.pages.length > 0 ? opts.pages : all;

  const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  const server = await serve(opts.dist);
  const chromium = await launchChromium(chromePath);
  const started = Date.now();
  /** @type {PageResult[]} */
  const results = [];
  try {
    let n = 0;
    for (const page of pages) {
      const runs = [];
      for (let run = 1; run <= opts.runs; run++) {
        n++;
        console.error(`[${n}/${pages.length * opts.runs}] ${page} run ${run} of ${opts.runs}…`);
        runs.push(await runWithRetry(server.url + page, chromium.port));
      }
      results.push(summarise(page, runs));
      if (opts.report) saveReport(opts.report, page, runs);
    }
  } finally {
    await chromium.kill();
    await server.close();
  }
  const seconds = Math.round((Date.now() - started) / 1000);
  const failed = results.filter((r) => !passes(r));
  if (opts.json) {
    console.log(JSON.stringify({ runsPerPage: opts.runs, seconds, maxCls: MAX_CLS, pages: results.map((r) => ({ ...r, ok: passes(r) })) }, null, 2));
  } else {
    console.log(`\nLighthouse 12, mobile, simulated throttling: median of ${opts.runs} run${opts.runs === 1 ? '' : 's'} per page (${seconds} s in all)\n`);
    console.log(table(results));
    for (const r of failed) console.log(`\n${r.page}:\n${r.failing.map((f) => `  - ${f}`).join('\n') || '  - (no single audit failed in most runs)'}`);
    console.log(
      failed.length === 0
        ? `\nAll ${results.length} pages: accessibility, best practices and SEO 100, CLS ≤ ${MAX_CLS}. (Performance is reported, not enforced.)`
        : `\n${failed.length} of ${results.length} pages fall short: accessibility, best practices and SEO must be 100 and CLS ≤ ${MAX_CLS}.`,
    );
  }
  process.exit(failed.length === 0 ? 0 : 1);
}

main().catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
