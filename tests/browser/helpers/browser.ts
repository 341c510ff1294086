/**
 * The lane's one Chromium (started by the global setup; each test file connects in beforeAll and
 * disconnects in afterAll, which closes the contexts it opened), a context of its own for every
 * page (a page a test has finished with, emptied, may serve the file's next test), and a watch on
 * every page for console errors and uncaught page errors: any of them fails the test that opened
 * the page. When Chromium is missing (and CI is not set) the suites are skipped;
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

/**
 * Page methods that leave something behind on the page itself (a listener, a route, an init script,
 * an emulated size or medium, a way back into another test's history): a page a test has called one
 * of them on is closed with the test, never handed to the next one. (A test that closes the page's
 * context closes the page: that is seen too.)
 */
const LEAVES_STATE = [
  'on',
  'once',
  'addListener',
  'prependListener',
  'route',
  'routeFromHAR',
  'routeWebSocket',
  'addInitScript',
  'exposeFunction',
  'exposeBinding',
  'setExtraHTTPHeaders',
  'setViewportSize',
  'emulateMedia',
  'addLocatorHandler',
  'setDefaultTimeout',
  'setDefaultNavigationTimeout',
  'goBack',
  'goForward',
] as const;

/** A page reused this many history entries deep is closed instead: tests count the entries they add, and Chromium keeps 50. */
const MAX_HISTORY = 20;
/** Pages kept idle for the file's next tests, at most: each keeps a renderer process alive. */
const MAX_IDLE = 2;

/** A page this file made, the context options it was made with (as a key), and where its console errors go now (the test using it). */
interface Made {
  readonly page: Page;
  readonly key: string;
  /** The current test's list; a reused page gets a fresh one. */
  errors: string[];
  /** The test called a method that leaves state on the page (LEAVES_STATE). */
  tainted: boolean;
}

export function useBrowser() {
  let browser: Browser | undefined;
  let opened: Made[] = [];
  /** Pages kept open for the whole file (openShared), by path and options. */
  const shared = new Map<string, Made>();
  /**
   * Pages a test has finished with, cleaned and on about:blank, for the next test that asks for the
   * same options. A page is fresh for each test in what a test can see (a new document, no storage,
   * no listener or route left), but keeps its renderer process. Measured on two cores: opening and
   * hydrating /playground/ took about 2 core-seconds in a new context and page (most of the extra in
   * Chromium's browser process), 1 in a reused page; pages.test.ts took 91–97 core-seconds, 77–82 reusing.
   */
  const idle: Made[] = [];
  const baseUrl = inject('baseUrl');

  beforeAll(async () => {
    if (inject('chromiumEndpoint')) browser = await connectBrowser();
  });

  afterEach(async (ctx) => {
    const pages = opened;
    opened = [];
    const failed = ctx.task.result?.state === 'fail';
    // A failed test may have left a shared page anywhere: the next test gets a fresh one.
    if (failed) {
      pages.push(...shared.values());
      shared.clear();
    }
    // Clean what the idle list has room for first: leaving a page runs its unload handlers, whose errors are this test's.
    const reusable = failed ? [] : pages.filter((m) => !m.tainted && !m.page.isClosed()).slice(0, Math.max(0, MAX_IDLE - idle.length));
    const cleaned = await Promise.all(reusable.map(clean));
    const toIdle = reusable.filter((_, i) => cleaned[i]);
    const problems = [...pages, ...shared.values()].flatMap((m) => m.errors.map((e) => `${m.page.url()}: ${e}`));
    // A shared page stays open: its errors are this test's, and the next test starts with none.
    for (const m of shared.values()) m.errors.length = 0;
    idle.push(...toIdle);
    await Promise.all(pages.filter((m) => !toIdle.includes(m)).map(close));
    expect(problems, 'console errors or page errors').toEqual([]);
  });

  afterAll(async () => {
    shared.clear();
    idle.length = 0;
    await browser?.close();
  });

  /**
   * Takes a page back to about:blank with its site storage emptied and the mouse in the corner (the
   * next document would otherwise open hovered where this test last clicked); false if it should not
   * be reused (it left the site, where its storage could not be emptied, or its history is deep).
   */
  async function clean(m: Made): Promise<boolean> {
    if (!m.page.url().startsWith(baseUrl)) return false;
    try {
      const deep = await m.page.evaluate(() => {
        try {
          localStorage.clear();
          sessionStorage.clear();
        } catch {
          // Storage refused to this document: there is nothing of the site's to clear.
        }
        return history.length;
      });
      await m.page.goto('about:blank');
      await m.page.mouse.move(0, 0);
      return deep < MAX_HISTORY;
    } catch {
      return false;
    }
  }

  function close(m: Made): Promise<void> {
    return m.page
      .context()
      .close()
      .catch(() => {});
  }

  /**
   * Opens a site path (e.g. `/playground/#g=…`) in a fresh page and waits for the load event: a new
   * context, or a page an earlier test of this file finished with (see `idle`), never one a test is
   * using. The offline service worker is blocked: in each fresh context it would install and save the
   * whole site (some 5 MB) while the test runs, work no test here looks at (offline.test.ts runs
   * its own browser to test it).
   */
  async function open(path: string, options: BrowserContextOptions = {}): Promise<Opened> {
    return load(path, options, (m) => opened.push(m));
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
    return load(path, options, (m) => shared.set(key, m), false);
  }

  /** A page for `options` (reused if `reuse` and one is idle), handed to `keep` (to be closed or reused with the test or the file) before it loads `path`. */
  async function load(path: string, options: BrowserContextOptions, keep: (m: Made) => void, reuse = true): Promise<Made> {
    if (!browser) throw new Error('Chromium is not running');
    const key = JSON.stringify(options);
    const at = reuse ? idle.findIndex((m) => m.key === key && !m.page.isClosed()) : -1;
    const m = at >= 0 ? idle.splice(at, 1)[0]! : await make(browser, options, key);
    m.errors = [];
    m.tainted = false;
    keep(m);
    await m.page.goto(baseUrl + path, { waitUntil: 'load' });
    return m;
  }

  return { open, openShared, baseUrl };
}

/** A new context and page for `options`, watched for console errors and page errors, and for methods that leave state on it. */
async function make(browser: Browser, options: BrowserContextOptions, key: string): Promise<Made> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block', ...options });
  const page = await context.newPage();
  const m: Made = { page, key, errors: [], tainted: false };
  page.on('console', (msg) => {
    if (msg.type() === 'error') m.errors.push(`console.error: ${msg.text()}`);
  });
  page.on('pageerror', (e) => m.errors.push(`page error: ${e.message}`));
  const methods = page as unknown as Record<string, (...args: unknown[]) => unknown>;
  for (const name of LEAVES_STATE) {
    const original = methods[name]!.bind(page);
    methods[name] = (...args: unknown[]) => {
      m.tainted = true;
      return original(...args);
    };
  }
  return m;
}

/**
 * Scrolls a widget into view (islands hydrate when visible; the playground when the reader first
 * points at it, see hydrate-on-intent) and waits until it has hydrated.
 */
export async function hydrated(page: Page, selector: string) {
  await page.locator(selector).first().scrollIntoViewIfNeeded();
  return awake(page, selector);
}

/**
 * Holds back the page's requests that match `pattern` until the function returned is called: a slow
 * connection, or a look at the page before its scripts run.
 */
export async function holdRequests(page: Page, pattern: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((done) => (release = done));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue().catch(() => {});
  });
  return release;
}

/**
 * Wakes every island of the page: each is scrolled into view (most hydrate when seen) and pointed at
 * (the playground wakes on first use), then waited for until none is still the server's (`ssr`).
 */
export async function wakeAllIslands(page: Page, timeout = 30_000): Promise<void> {
  const islands = page.locator('astro-island');
  for (let i = 0; i < (await islands.count()); i++) {
    await islands.nth(i).scrollIntoViewIfNeeded();
    await islands.nth(i).dispatchEvent('pointerover');
  }
  await page.waitForFunction(() => [...document.querySelectorAll('astro-island')].every((el) => !el.hasAttribute('ssr')), null, { timeout });
}

/**
 * Points at a widget, as a reader's mouse passing over it would (no move of the test's mouse), and
 * waits until it has hydrated. The playground wakes on that; a worked example, already awake or
 * waking as it is seen, ignores it.
 */
export async function awake(page: Page, selector: string) {
  const root = page.locator(selector).first();
  await root.dispatchEvent('pointerover');
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
 * Runs axe-core (WCAG 2.0/2.1 A and AA, and 2.2 AA: the size of targets) on the page and returns
 * readable violations. It first lets running animations end: a caption fading in is read mid-fade
 * otherwise, its colours half mixed.
 */
export async function axeViolations(page: Page, exclusions: readonly AxeExclusion[] = STARLIGHT_AXE_EXCLUSIONS): Promise<string[]> {
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_PATH });
  const results = await page.evaluate(async (drawAll) => {
    // A block far off screen skips its layout (content-visibility: auto: a worked example's table,
    // example.css; a code block or a table of the text, layout.css) and holds a guessed height until
    // it nears the screen. Whatever axe makes it lay out then spills past that guess: over the links
    // below it (the clean-clone runs now and then found a link "0 px from its neighbour"), or into a
    // scrollbar a reader never sees. Every such block is laid out as on screen while axe runs.
    const drawn = Object.assign(document.createElement('style'), { textContent: drawAll });
    document.head.append(drawn);
    const axe = (
      window as unknown as {
        axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: { id: string; help: string; nodes: { target: string[]; failureSummary?: string }[] }[] }> };
      }
    ).axe;
    const r = await axe
      .run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] }, resultTypes: ['violations'] })
      .finally(() => drawn.remove());
    return r.violations.map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target.join(' '), summary: n.failureSummary ?? '' })) }));
  }, '.bng-example .bng-table, .expressive-code, .sl-markdown-content table { content-visibility: visible !important; }');
  const out: string[] = [];
  for (const v of results)
    for (const n of v.nodes) {
      if (exclusions.some((x) => x.rule === v.id && (typeof x.selector === 'string' ? n.target === x.selector : x.selector.test(n.target)))) continue;
      out.push(`${v.id} (${v.help}) at ${n.target}: ${n.summary.replace(/\s+/g, ' ').slice(0, 300)}`);
    }
  return out;
}
