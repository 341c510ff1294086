/**
 * The lane's one Chromium (started by the global setup; each test file connects in beforeAll and
 * disconnects in afterAll, which closes the contexts it opened), a fresh context per page,
 * and a watch on every page for console errors and uncaught page errors: any of them fails the
 * test that opened the page. When Chromium is missing (and CI is not set) the suites are skipped;
 * the global setup has already printed why.
 */
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject } from 'vitest';

/**
 * Connects to the lane's Chromium (see setup/global.ts). Closing what this returns closes the
 * contexts opened through it and leaves the browser running for the next file.
 */
export function connectBrowser(): Promise<Browser> {
  const endpoint = inject('chromiumEndpoint');
  if (!endpoint) throw new Error("Chromium is not running (see the browser tests' global setup)");
  return chromium.connect(endpoint);
}

/** `describe`, skipped when there is no Chromium to drive. */
export const describeBrowser: typeof describe = (inject('chromiumEndpoint') ? describe : describe.skip) as typeof describe;

export interface Opened {
  readonly page: Page;
  /** Console errors and page errors seen so far on this page. */
  readonly errors: string[];
}

export function useBrowser() {
  let browser: Browser | undefined;
  let opened: Opened[] = [];
  /** Pages kept open for the whole file (openShared), by path and options. */
  const shared = new Map<string, Opened>();
  const baseUrl = inject('baseUrl');

  beforeAll(async () => {
    if (inject('chromiumEndpoint')) browser = await connectBrowser();
  });

  afterEach(async (ctx) => {
    const pages = opened;
    opened = [];
    // A failed test may have left a shared page anywhere: the next test gets a fresh one.
    if (ctx.task.result?.state === 'fail') {
      pages.push(...shared.values());
      shared.clear();
    }
    const problems = [...pages, ...shared.values()].flatMap((o) => o.errors.map((e) => `${o.page.url()}: ${e}`));
    // A shared page stays open: its errors are this test's, and the next test starts with none.
    for (const o of shared.values()) o.errors.length = 0;
    await Promise.all(
      pages.map((o) =>
        o.page
          .context()
          .close()
          .catch(() => {}),
      ),
    );
    expect(problems, 'console errors or page errors').toEqual([]);
  });

  afterAll(async () => {
    shared.clear();
    await browser?.close();
  });

  /**
   * Opens a site path (e.g. `/playground/#g=…`) in a fresh context and waits for the load event.
   * The offline service worker is blocked: in each fresh context it would install and save the
   * whole site (some 5 MB) while the test runs, work no test here looks at (offline.test.ts runs
   * its own browser to test it).
   */
  async function open(path: string, options: BrowserContextOptions = {}): Promise<Opened> {
    return load(path, options, (o) => opened.push(o));
  }

  /**
   * Like `open`, but the page stays open for the file's later tests that ask for the same path and
   * options: for tests that each step a different worked example of one long page and put it back
   * as they found it (its start position), where opening and hydrating the page afresh for every
   * example was most of their time. Each test is still failed by the console errors it causes.
   */
  async function openShared(path: string, options: BrowserContextOptions = {}): Promise<Opened> {
    const key = JSON.stringify([path, options]);
    const kept = shared.get(key);
    if (kept && !kept.page.isClosed()) return kept;
    return load(path, options, (o) => shared.set(key, o));
  }

  /** A fresh context and page, handed to `keep` (to be closed with the test or the file) before it loads `path`. */
  async function load(path: string, options: BrowserContextOptions, keep: (o: Opened) => void): Promise<Opened> {
    if (!browser) throw new Error('Chromium is not running');
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block', ...options });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(`console.error: ${m.text()}`);
    });
    page.on('pageerror', (e) => errors.push(`page error: ${e.message}`));
    const o = { page, errors };
    keep(o);
    await page.goto(baseUrl + path, { waitUntil: 'load' });
    return o;
  }

  return { open, openShared, baseUrl };
}

/** Scrolls a widget into view (islands hydrate when visible) and waits until it has hydrated. */
export async function hydrated(page: Page, selector: string) {
  const root = page.locator(selector).first();
  await root.scrollIntoViewIfNeeded();
  await page.locator(`${selector}[data-hydrated="true"]`).first().waitFor({ timeout: 15_000 });
  return root;
}

const require = createRequire(import.meta.url);
const AXE_PATH = require.resolve('axe-core/axe.min.js');

export interface AxeExclusion {
  /** The axe rule id. */
  readonly rule: string;
  /** The selector axe reports for the element it may flag (exact, or a pattern for numbered siblings). */
  readonly selector: string | RegExp;
  /** Why we cannot fix it ourselves. */
  readonly why: string;
}

/**
 * Violations Starlight itself causes, excluded one rule on one selector at a time. Keep this list
 * empty unless a violation is proven to come from Starlight's own markup.
 */
export const STARLIGHT_AXE_EXCLUSIONS: readonly AxeExclusion[] = [
  {
    rule: 'label-content-name-mismatch',
    selector: 'button[data-open-modal=""]',
    why: 'Starlight\'s search button is labelled "Search" while its visible text also shows the shortcut keys (Ctrl K).',
  },
  {
    rule: 'scrollable-region-focusable',
    selector: /^\.expressive-code(:nth-child\(\d+\))? > figure > pre(\[data-language="[a-z]+"\])?$/,
    why: "Expressive Code (Starlight's code blocks) renders long code lines in a scrolling <pre> without tabindex.",
  },
];

/**
 * Runs axe-core (WCAG 2.0/2.1 A and AA) on the page and returns readable violations. It first lets
 * running animations end: a caption fading in is read mid-fade otherwise, its colours half mixed.
 */
export async function axeViolations(page: Page, exclusions: readonly AxeExclusion[] = STARLIGHT_AXE_EXCLUSIONS): Promise<string[]> {
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_PATH });
  const results = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: { id: string; help: string; nodes: { target: string[]; failureSummary?: string }[] }[] }> };
      }
    ).axe;
    const r = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, resultTypes: ['violations'] });
    return r.violations.map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target.join(' '), summary: n.failureSummary ?? '' })) }));
  });
  const out: string[] = [];
  for (const v of results)
    for (const n of v.nodes) {
      if (exclusions.some((x) => x.rule === v.id && (typeof x.selector === 'string' ? n.target === x.selector : x.selector.test(n.target)))) continue;
      out.push(`${v.id} (${v.help}) at ${n.target}: ${n.summary.replace(/\s+/g, ' ').slice(0, 300)}`);
    }
  return out;
}
