/**
 * Projector mode of the worked examples on the built rules pages: every example, at every step,
 * fits a 1280×720 screen without a scrollbar (the widget's and the page's) and with nothing drawn
 * over anything else, its caption at 28 px or more and whole, the table's type size reported (and
 * held to floors), with the zones the step changed outlined and tagged; one example at 1920×1080 too; clicker keys (PageUp, PageDown, Space)
 * step; the focus stays in the widget after First, Last and the end, and Tab goes round the
 * widget's controls; Escape leaves and the focus goes back to the button that opened it; links to a
 * step keep working; the overlay when the browser has no Fullscreen API; a 360 px phone.
 */
import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { exampleById } from '../../src/examples/index.ts';
import { prepareExample, type PreparedExample } from '../../src/components/example/prepare.ts';
import { changedText, changedZones, type ChangedZone } from '../../src/components/shared/projectorZones.ts';
import { viewOf } from '../../src/machine/index.ts';
import { axeViolations, describeBrowser, hydrated, useBrowser } from './helpers/browser.ts';
import { examplePages } from './helpers/site.ts';

const dist = inject('distDir');
/** Every worked example of the built site, with the page that embeds it. */
const embedded = examplePages(dist).flatMap((p) => p.ids.map((id) => ({ path: p.path, id })));

function prepared(id: string): PreparedExample {
  const example = exampleById(id);
  if (!example) throw new Error(`no worked example ${id}`);
  const p = prepareExample(example);
  if (!p.ok) throw new Error(p.error);
  return p;
}

/** The zones step `step` changed, as the widget works them out (table view). */
function zonesOf(p: PreparedExample, step: number): ChangedZone[] {
  return changedZones(viewOf(p.states[step - 1]!, 'table'), viewOf(p.states[step]!, 'table'));
}

const rootOf = (id: string) => `.bng-example[data-example="${id}"]`;

/** Opens the page at a screen size, hydrates the example and puts the focus on it. */
async function openExample(open: ReturnType<typeof useBrowser>['open'], path: string, id: string, width: number, height: number): Promise<Page> {
  const { page } = await open(path, { viewport: { width, height } });
  await hydrated(page, rootOf(id));
  await page.locator(rootOf(id)).focus();
  return page;
}

/** Waits until the widget is projected (full screen or overlay) and scaled. */
async function projected(page: Page, id: string): Promise<string> {
  const root = page.locator(rootOf(id));
  await expect.poll(() => root.getAttribute('data-fit')).toMatch(/^(zoom|scroll)$/);
  return (await root.getAttribute('data-projector')) ?? 'off';
}

interface Fit {
  readonly fit: string | undefined;
  readonly zoom: number;
  readonly widget: { scrollHeight: number; clientHeight: number; scrollWidth: number; clientWidth: number };
  readonly box: { top: number; left: number; width: number; height: number };
  /** The stage (the step's text and controls) is not cut. */
  readonly stage: { scrollHeight: number; clientHeight: number };
  /** Visible parts of the widget that end outside the screen. */
  readonly outside: string[];
  /** The page shows a scrollbar (the window is wider or taller than its content box). */
  readonly pageScrollbar: boolean;
  /** The caption's type size, in px on the screen. */
  readonly captionPx: number;
  /** The caption's text is cut (it needs more height than its box gives it). */
  readonly captionCut: boolean;
  /** Parts of the screen drawn over one another (the caption, the table, the controls, the title). */
  readonly overlaps: string[];
  /** The smallest type on the table, in px on the screen (its type size times its zoom), and where. */
  readonly tablePx: number;
  readonly smallest: string;
  /** The step shown when measured (`data-step`): the one asked for, unless it never came. */
  readonly step: string | undefined;
  /** Zones of the table shown whole: changed by the step, or kept because the step is about them. */
  readonly spotlit: number;
  /** The part of a busy step shown (`data-part`: its text, its table, or a half of it), if it is shown in parts. */
  readonly part: string | undefined;
  /** The table is on the screen (it is put away while a busy step shows its text). */
  readonly tableShown: boolean;
}

/**
 * Measures the projected widget once it shows `step` (and `part`, if given), waited for in the page,
 * frame by frame, for up to 5 s: one round trip a step rather than a poll and then a measure.
 */
function measure(page: Page, id: string, step: number, part?: Part | Part[]): Promise<Fit> {
  return page.evaluate(
    async ({ sel, want, part }) => {
      const root = document.querySelector<HTMLElement>(sel)!;
      const frame = () => new Promise((done) => requestAnimationFrame(done));
      const shown = () => root.dataset.step === want && (part === null || (part as string[]).includes(root.dataset.part ?? ''));
      for (const until = performance.now() + 5000; !shown() && performance.now() < until;) await frame();
      // The widget scales the table in the frame after the step (projector.ts), and a busy step is
      // split from that fit (useStepState.ts), scaled again in the frame after: measure after both.
      await frame();
      await frame();
      const table = root.querySelector<HTMLElement>('.bng-table')!;
      const stage = root.querySelector<HTMLElement>('.bng-example-stage')!;
      const r = root.getBoundingClientRect();
      const outside: string[] = [];
      for (const el of root.querySelectorAll<HTMLElement>('.bng-table, .bng-caption, .bng-controls button, .bng-step-counter, .bng-example-title')) {
        if (el.getClientRects().length === 0) continue;
        const b = el.getBoundingClientRect();
        if (b.top < -0.5 || b.left < -0.5 || b.bottom > innerHeight + 0.5 || b.right > innerWidth + 0.5)
          outside.push(`${el.className || el.tagName}: ${Math.round(b.left)},${Math.round(b.top)} to ${Math.round(b.right)},${Math.round(b.bottom)}`);
      }
      const html = document.documentElement;
      const caption = root.querySelector<HTMLElement>('.bng-caption')!;
      // Every visible element of the table that holds text of its own: its type size as drawn.
      const zoom = Number(table.style.zoom || '1');
      let tablePx = Infinity;
      let smallest = '';
      for (const el of table.querySelectorAll<HTMLElement>('*')) {
        if (el.getClientRects().length === 0 || ![...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim())) continue;
        const px = parseFloat(getComputedStyle(el).fontSize) * zoom;
        if (px < tablePx) [tablePx, smallest] = [px, `${el.className || el.tagName} "${el.textContent!.trim().slice(0, 30)}"`];
      }
      const parts = ['.bng-caption', '.bng-table', '.bng-controls', '.bng-example-title'].map((q) => ({ q, box: root.querySelector(q)!.getBoundingClientRect() }));
      const overlaps = parts.flatMap((a, i) =>
        parts
          .slice(i + 1)
          .filter(
            ({ box: b }) => Math.min(a.box.right, b.right) - Math.max(a.box.left, b.left) > 0.5 && Math.min(a.box.bottom, b.bottom) - Math.max(a.box.top, b.top) > 0.5,
          )
          .map((b) => `${a.q} and ${b.q}`),
      );
      return {
        overlaps,
        captionPx: parseFloat(getComputedStyle(caption).fontSize),
        captionCut: caption.scrollHeight > caption.clientHeight + 1,
        tablePx,
        smallest,
        fit: root.dataset.fit,
        zoom: Number(table.style.zoom || '1'),
        widget: { scrollHeight: root.scrollHeight, clientHeight: root.clientHeight, scrollWidth: root.scrollWidth, clientWidth: root.clientWidth },
        box: { top: r.top, left: r.left, width: r.width, height: r.height },
        stage: { scrollHeight: stage.scrollHeight, clientHeight: stage.clientHeight },
        outside,
        pageScrollbar: innerWidth > html.clientWidth || innerHeight > html.clientHeight,
        step: root.dataset.step,
        spotlit: table.querySelectorAll(':is([data-changed], [data-kept])').length,
        part: root.dataset.part,
        tableShown: table.getClientRects().length > 0,
      };
    },
    { sel: rootOf(id), want: String(step), part: part === undefined ? null : [part].flat() },
  );
}

/** The parts of a busy step in projector mode: its text, its table, or the two halves of its table (see useStepParts.ts). */
type Part = 'text' | 'table' | 'table-1' | 'table-2';
/** What shows a busy step's table first: the table, or its first half. */
const TABLE_FIRST: Part[] = ['table', 'table-1'];

/** The widget fills the screen and nothing in it scrolls or is cut. */
function expectFits(fit: Fit, width: number, height: number, where: string) {
  expect(fit.fit, `${where}: the table is scaled to fit`).toBe('zoom');
  expect(fit.box, `${where}: the widget fills the screen`).toEqual({ top: 0, left: 0, width, height });
  expect(fit.widget.scrollHeight, `${where}: no vertical scrollbar`).toBeLessThanOrEqual(fit.widget.clientHeight);
  expect(fit.widget.scrollWidth, `${where}: no horizontal scrollbar`).toBeLessThanOrEqual(fit.widget.clientWidth);
  expect(fit.stage.scrollHeight, `${where}: the step's text and controls are not cut`).toBeLessThanOrEqual(fit.stage.clientHeight + 1);
  expect(fit.outside, `${where}: everything on screen`).toEqual([]);
  expect(fit.pageScrollbar, `${where}: no page scrollbar`).toBe(false);
  expect(fit.captionCut, `${where}: the caption is whole`).toBe(false);
  expect(fit.overlaps, `${where}: nothing drawn over something else`).toEqual([]);
}

/**
 * The zones the step changed carry `data-changed`, a visible outline and a "Changed" tag, and are
 * named in words (unless `words` is false: a busy step names them with its text, not its table);
 * nothing else is marked.
 */
async function expectHighlights(page: Page, id: string, zones: readonly ChangedZone[], words = true, half = false): Promise<number[]> {
  const got = await page.evaluate(
    ({ sel, selectors }) => {
      const table = document.querySelector(sel)!.querySelector('.bng-table')!;
      const marked = new Set(table.querySelectorAll('[data-changed]'));
      const wanted = selectors.map((s) => [...table.querySelectorAll(s)]);
      const style = (el: Element) => {
        const cs = getComputedStyle(el);
        const tag = getComputedStyle(el, '::after');
        // Where the tag ends, down from the zone's top edge (its own CSS pixels): its top, moved by
        // its translate (a percentage is of its own height), plus its height.
        const height = parseFloat(tag.height);
        const shift = tag.translate.split(' ')[1] ?? '0px';
        const moved = shift.endsWith('%') ? (parseFloat(shift) / 100) * height : parseFloat(shift);
        const tagEnds = parseFloat(tag.top) + moved + height;
        const textStarts = parseFloat(cs.borderTopWidth) + parseFloat(cs.paddingTop);
        return { outline: cs.outlineStyle, width: parseFloat(cs.outlineWidth), tag: tag.content, overText: tagEnds - textStarts };
      };
      return {
        found: wanted.map((els) => els.length),
        allMarked: wanted.every((els) => els.every((el) => marked.has(el))),
        whole: wanted.flatMap((els, i) => (els.every((el) => marked.has(el)) ? [i] : [])),
        extra: [...marked].filter((el) => !wanted.some((els) => els.includes(el))).map((el) => el.outerHTML.slice(0, 80)),
        styles: [...marked].map(style),
      };
    },
    { sel: rootOf(id), selectors: zones.map((z) => z.selector) },
  );
  expect(
    got.found.every((n) => n > 0),
    `every changed zone is on the table (${zones.map((z) => z.selector).join(', ')})`,
  ).toBe(true);
  // A half of a busy step's table marks its half of the zones (the caller checks that the halves make the whole).
  if (half) expect(got.whole.length, 'a half of the table marks some of the changed zones').toBeGreaterThan(0);
  else expect(got.allMarked, 'every changed zone is marked').toBe(true);
  expect(got.extra, 'no zone marked that did not change').toEqual([]);
  for (const s of got.styles) {
    expect(s.outline, 'a visible outline').not.toBe('none');
    expect(s.width, 'a thick outline').toBeGreaterThanOrEqual(2);
    expect(s.tag, 'a "Changed" tag, not colour alone').toContain('Changed');
    // Over the zone's edge, not its first line: there it hid what changed ("Draw deck: 32 cards").
    expect(s.overText, 'the tag sits above the zone, clear of its text').toBeLessThanOrEqual(0.5);
  }
  if (words) await expectChangesNamed(page, id, zones);
  return got.whole;
}

/** The zones the step changed are named in words under the caption (for a screen reader, in landscape). */
async function expectChangesNamed(page: Page, id: string, zones: readonly ChangedZone[]) {
  expect(await page.locator(`${rootOf(id)} .bng-changes`).textContent()).toBe(changedText(zones));
}

/** Where the focus is: 'widget', a control's data-action, or what else. */
function focused(page: Page, id: string): Promise<string> {
  return page.evaluate((sel) => {
    const w = document.querySelector(sel)!;
    const a = document.activeElement;
    if (a === w) return 'widget';
    if (!a || !w.contains(a)) return `outside the widget (${a?.tagName ?? 'none'})`;
    if ((a as HTMLButtonElement).disabled) return `disabled ${a.getAttribute('data-action')}`;
    return a.getAttribute('data-action') ?? a.tagName;
  }, rootOf(id));
}

describeBrowser('projector mode of the worked examples', () => {
  const { open } = useBrowser();

  it('has worked examples to project', () => {
    expect(embedded.length).toBeGreaterThan(0);
  });

  /** The type sizes of every step at 1280×720 (a step shown in halves: its smaller half), reported and judged at the end (before the two-column layout: 160 of 310 steps at 18 px or more, smallest 10.5 px). */
  const sizes: { step: string; caption: number; table: number; smallest: string }[] = [];
  /** The steps shown in parts (a busy step's text, then its table), and those whose table is shown in two halves. */
  const split: string[] = [];
  const halved: string[] = [];
  /** The caption's type size in each busy step's text part, where it grows into the room the table leaves. */
  const textPx: number[] = [];

  /** Each page once, its examples projected in turn: opening a long level page is most of the cost. */
  const pages = [...new Set(embedded.map((e) => e.path))].map((path) => ({ path, ids: embedded.filter((e) => e.path === path).map((e) => e.id) }));

  /** Projects one example at 1280×720, steps it to its end by PageDown, then leaves with Escape. */
  async function projectEveryStep(page: Page, id: string) {
    const p = prepared(id);
    const total = p.moves.length;
    const root = page.locator(rootOf(id));
    await hydrated(page, rootOf(id));
    await root.focus();
    await page.keyboard.press('f');
    expect(['fullscreen', 'overlay']).toContain(await projected(page, id));
    expect(await focused(page, id)).toBe('widget');
    const marked = Array.from({ length: total + 1 }, (_, s) => (s === 0 ? 0 : zonesOf(p, s).length)).findIndex((n) => n > 0);
    expect(marked, `${id}: a step of the example changes something on the table`).toBeGreaterThan(0);
    /** The parts the last step was shown in (none: whole), for the way back. */
    let lastParts: string[] = [];
    for (let step = 0; step <= total; step++) {
      if (step > 0) await page.keyboard.press('PageDown');
      let fit = await measure(page, id, step);
      expect(fit.step, `${id}: PageDown shows step ${step}`).toBe(String(step));
      const parts: string[] = fit.part ? [fit.part] : [];
      if (fit.part === 'text') {
        // A busy step: its text first, the table put away; PageDown then shows the table (or its first half).
        split.push(`${id}/${step}`);
        textPx.push(fit.captionPx);
        expectFits(fit, 1280, 720, `${id} step ${step}, its text`);
        expect(fit.captionPx, `${id} step ${step}, its text: a caption the back of a room can read`).toBeGreaterThanOrEqual(28);
        expect(fit.tableShown, `${id} step ${step}, its text: the table is put away`).toBe(false);
        if (step === marked) await expectChangesNamed(page, id, zonesOf(p, step));
        await page.keyboard.press('PageDown');
        fit = await measure(page, id, step, TABLE_FIRST);
        expect(TABLE_FIRST, `${id} step ${step}: PageDown shows its table`).toContain(fit.part);
        parts.push(fit.part!);
      }
      // The busiest steps show their table in two halves, PageDown going from the first to the second.
      const shown = [fit];
      if (fit.part === 'table-1') {
        halved.push(`${id}/${step}`);
        await page.keyboard.press('PageDown');
        shown.push(await measure(page, id, step, 'table-2'));
        expect(shown[1]!.part, `${id} step ${step}: PageDown shows the second half of its table`).toBe('table-2');
        parts.push('table-2');
      }
      for (const f of shown) {
        const where = `${id} step ${step}${f.part ? `, ${f.part}` : ''}`;
        expect(f.tableShown, `${where}: the table is shown`).toBe(true);
        expectFits(f, 1280, 720, where);
        expect(f.captionPx, `${where}: a caption the back of a room can read`).toBeGreaterThanOrEqual(28);
        // A step that changed nothing (the start, a die set, the game over) keeps whole the zones it is about.
        expect(f.spotlit, `${where}: zones kept whole, the rest folded`).toBeGreaterThan(0);
      }
      const least = shown.reduce((a, b) => (b.tablePx < a.tablePx ? b : a));
      sizes.push({ step: `${id}/${step}`, caption: least.captionPx, table: least.tablePx, smallest: least.smallest });
      if (step === marked && shown.length === 1) await expectHighlights(page, id, zonesOf(p, step), fit.part === undefined);
      else if (step === marked) {
        // Each half marks some of the zones the step changed; together, every one, and none twice.
        const second = await expectHighlights(page, id, zonesOf(p, step), false, true);
        await page.keyboard.press('PageUp');
        expect((await measure(page, id, step, 'table-1')).part).toBe('table-1');
        const first = await expectHighlights(page, id, zonesOf(p, step), false, true);
        expect(
          [...first, ...second].sort((a, b) => a - b),
          `${id} step ${step}: the halves mark every changed zone once`,
        ).toEqual(zonesOf(p, step).map((_, i) => i));
        await page.keyboard.press('PageDown');
        expect((await measure(page, id, step, 'table-2')).part).toBe('table-2');
      }
      lastParts = parts;
    }
    // PageUp goes back through the parts of a busy last step, then to the step before.
    for (const part of lastParts.slice(0, -1).reverse()) {
      await page.keyboard.press('PageUp');
      await expect.poll(() => root.getAttribute('data-part')).toBe(part);
      expect(await root.getAttribute('data-step')).toBe(String(total));
    }
    await page.keyboard.press('PageUp');
    await expect.poll(() => root.getAttribute('data-step')).toBe(String(total - 1));
    await page.keyboard.press('Escape');
    await expect.poll(() => root.getAttribute('data-projector')).toBeNull();
    expect(await root.getAttribute('data-part'), 'out of projector mode every step is whole').toBeNull();
    expect(await focused(page, id)).toBe('widget');
    expect(await root.evaluate((el) => el.querySelector<HTMLElement>('.bng-table')!.style.zoom)).toBe('');
    expect(await page.evaluate(() => document.fullscreenElement)).toBeNull();
  }

  for (const { path, ids } of pages)
    it(
      `${path}: each of its ${ids.length} examples fits 1280×720 at every step, PageDown steps, the changed zones are marked, Escape leaves`,
      {
        timeout: 60_000 + ids.length * 30_000,
      },
      async () => {
        const { page } = await open(path, { viewport: { width: 1280, height: 720 } });
        for (const id of ids) await projectEveryStep(page, id);
      },
    );

  it('reports the type size of the table at every step at 1280×720', () => {
    expect(sizes.length).toBeGreaterThan(0);
    const px = sizes.map((s) => s.table).sort((a, b) => a - b);
    const room = px.filter((p) => p >= 18).length;
    const worst = [...sizes].sort((a, b) => a.table - b.table).slice(0, 8);
    console.log(
      `table type at 1280×720 over ${px.length} steps: ${room} at 18 px or more, median ${px[px.length >> 1]!.toFixed(1)} px, ` +
        `smallest: ${worst.map((s) => `${s.step} ${s.table.toFixed(1)} px (${s.smallest})`).join(', ')}; ` +
        `${split.length} busy steps shown in two parts (text, then table): ${split.map((id) => `${id} ${sizes.find((s) => s.step === id)?.table.toFixed(1)} px`).join(', ')}; ` +
        `their captions alone: ${textPx.map((p) => p.toFixed(1)).join(', ')} px; ` +
        `${halved.length} steps whose table is shown in two halves: ${halved.join(', ')}`,
    );
    // The room's target is 18 px on every step (issue 25); these floors keep what is reached.
    // A step at the edge of 18 px may land either side between runs, by one step of the fit's search (2.5 %).
    expect(
      px[0],
      'the smallest type on any step (18.0 px since the halves are balanced; 17.6 px with the halves cut by their text alone; 14.0 px before halves)',
    ).toBeGreaterThanOrEqual(17.5);
    expect(room / px.length, 'the share of steps at 18 px or more (310 of 310 since the halves are balanced; 309 before; 289 before halves)').toBeGreaterThanOrEqual(
      0.99,
    );
    // A busy step's text has the screen to itself: its caption grows past the room's 28 px where it stays whole.
    const grown = [...textPx].sort((a, b) => a - b);
    expect(grown.length, 'some steps are shown in parts').toBeGreaterThan(0);
    expect(grown[grown.length >> 1], 'the median caption of a busy step’s text, grown into the room the table leaves').toBeGreaterThanOrEqual(28 * 1.15);
  });

  // The biggest table: a Level 2 example with the Panic! under way, if there is one.
  const big = embedded.find((e) => e.id === 'l2-panic-negotiated') ?? embedded[embedded.length - 1]!;

  it(`${big.id}: fits 1920×1080 at every step, larger than at 1280×720`, async () => {
    const total = prepared(big.id).moves.length;
    const page = await openExample(open, big.path, big.id, 1920, 1080);
    await page.keyboard.press('f');
    await projected(page, big.id);
    for (let step = 0; step <= total; step++) {
      if (step > 0) await page.keyboard.press('PageDown');
      let fit = await measure(page, big.id, step);
      expect(fit.step, `PageDown shows step ${step}`).toBe(String(step));
      if (fit.part === 'text') {
        expectFits(fit, 1920, 1080, `step ${step}, its text`);
        await page.keyboard.press('PageDown');
        fit = await measure(page, big.id, step, TABLE_FIRST);
      }
      if (fit.part === 'table-1') {
        expectFits(fit, 1920, 1080, `step ${step}, its table's first half`);
        await page.keyboard.press('PageDown');
        fit = await measure(page, big.id, step, 'table-2');
      }
      expectFits(fit, 1920, 1080, `step ${step}`);
    }
    // The type grows with the screen: the caption's letters are at least 24 px high.
    const size = await page.locator(`${rootOf(big.id)} .bng-caption`).evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(size).toBeGreaterThanOrEqual(24);
  });

  // A busy step: Level 2's failed Panic!, its second step (a long caption over the Panic! under way),
  // with a third step after it. Its table reaches the room's size once its text is put away.
  const busy = embedded.find((e) => e.id === 'l2-panic-failed');
  const [s, total5] = [2, 5];
  if (busy)
    it(`${busy.id} step ${s} (busy): its text, then its table at full size; back reaches its table first; buttons, keys and auto-play go through the parts`, async () => {
      const { id } = busy;
      const page = await openExample(open, busy.path, id, 1280, 720);
      const root = page.locator(rootOf(id));
      const counter = () => root.locator('.bng-step-counter').textContent();
      const live = () => root.locator('[data-live="example"]').textContent();
      expect(await root.getAttribute('data-steps')).toBe(String(total5));
      await page.keyboard.press('f');
      await projected(page, id);
      // From the step before, by the keys: the busy step shows its text, the table put away, then its table.
      await page.evaluate(([id, n]) => (location.hash = `#ex-${id}/${n}`), [id, s - 1] as const);
      expect((await measure(page, id, s - 1)).step).toBe(String(s - 1));
      while ((await root.getAttribute('data-step')) !== String(s)) await page.keyboard.press('PageDown');
      let fit = await measure(page, id, s, 'text');
      expect(fit.part, `step ${s} shows its text first`).toBe('text');
      expect(fit.tableShown).toBe(false);
      await page.keyboard.press('PageDown');
      fit = await measure(page, id, s, 'table');
      expect(fit.part, `then its table`).toBe('table');
      await page.keyboard.press('PageDown');
      expect((await measure(page, id, s + 1)).step).toBe(String(s + 1));
      // Going back from the step after, it opens on its table: the way back goes through it in reverse.
      await page.keyboard.press('PageUp');
      fit = await measure(page, id, s, 'table');
      expect(fit.part, `step ${s} reached going back shows its table`).toBe('table');
      expect(fit.tablePx, 'its table at the room’s size').toBeGreaterThanOrEqual(18);
      expectFits(fit, 1280, 720, `step ${s}, its table`);
      expect(await counter()).toBe(`Step ${s} of ${total5} (table, 2 of 2)`);
      // Back again: its text, the table put away.
      await page.keyboard.press('PageUp');
      fit = await measure(page, id, s, 'text');
      expect(fit.tableShown).toBe(false);
      expect(fit.captionPx).toBeGreaterThanOrEqual(28);
      expectFits(fit, 1280, 720, `step ${s}, its text`);
      expect(await counter()).toBe(`Step ${s} of ${total5} (text, 1 of 2)`);
      // The buttons go through the parts as the keys do, and each part is announced.
      await root.locator('[data-action="next"]').click();
      expect((await measure(page, id, s, 'table')).part).toBe('table');
      expect(await live()).toMatch(new RegExp(`^Step ${s} of ${total5}: the table after it\\.`));
      await root.locator('[data-action="previous"]').click();
      expect((await measure(page, id, s, 'text')).part).toBe('text');
      await page.keyboard.press('PageDown');
      expect((await measure(page, id, s, 'table')).part).toBe('table');
      await page.keyboard.press('PageDown');
      expect((await measure(page, id, s + 1)).step).toBe(String(s + 1));
      // Auto-play from the step before shows the busy step's text, then its table, then the step after.
      await page.evaluate(([id, n]) => (location.hash = `#ex-${id}/${n}`), [id, s - 1] as const);
      expect((await measure(page, id, s - 1)).step).toBe(String(s - 1));
      await root.locator('select').selectOption('1500');
      await root.locator('[data-action="autoplay"]').click();
      const shown = () => root.evaluate((el: HTMLElement) => `${el.dataset.step}${el.dataset.part ? ` ${el.dataset.part}` : ''}`);
      const seen: string[] = [];
      await expect
        .poll(
          async () => {
            const now = await shown();
            if (seen.at(-1) !== now) seen.push(now);
            return now;
          },
          { timeout: 15_000, interval: 100 },
        )
        .toMatch(new RegExp(`^${s + 1}`));
      await root.locator('[data-action="autoplay"]').click();
      const from = seen.indexOf(`${s} text`);
      expect(seen.slice(from, from + 2), `auto-play goes through both parts in order (${seen.join(', ')})`).toEqual([`${s} text`, `${s} table`]);
      // Out of projector mode every step is whole.
      await page.keyboard.press('Escape');
      await expect.poll(() => root.getAttribute('data-projector')).toBeNull();
      expect(await root.getAttribute('data-part')).toBeNull();
      expect(await counter()).toMatch(/^Step \d of 5$/);
    });

  // The busiest tables: trading with a Puppet at the end of a Round (two players), whose start
  // position and first step both show their table in two halves (the start has no text part: its
  // text is a line).
  const halves = embedded.find((e) => e.id === 'two-players-swap');
  if (halves)
    it(`${halves.id}: a table shown in two halves, at the start and after a step; keys and buttons go through the halves, each named and announced`, async () => {
      const { id } = halves;
      const page = await openExample(open, halves.path, id, 1280, 720);
      const total = prepared(id).moves.length;
      const root = page.locator(rootOf(id));
      const counter = () => root.locator('.bng-step-counter').textContent();
      const live = () => root.locator('[data-live="example"]').textContent();
      const caption = () => root.locator('.bng-caption').textContent();
      const previous = root.locator('[data-action="previous"]');
      const next = root.locator('[data-action="next"]');
      /** The zones marked on the table now, by their place in it. */
      const marked = () =>
        root.evaluate((el) => {
          const all = [...el.querySelectorAll('.bng-table *')];
          return [...el.querySelectorAll('.bng-table :is([data-changed], [data-kept])')].map((m) => all.indexOf(m));
        });
      await page.keyboard.press('f');
      await projected(page, id);
      // The start: its first half, nothing before it.
      let fit = await measure(page, id, 0, 'table-1');
      expect(fit.part, 'the start opens on the first half of its table').toBe('table-1');
      expectFits(fit, 1280, 720, 'the start, first half');
      expect(await counter()).toBe(`Start: step 0 of ${total} (table, 1 of 2)`);
      expect(await caption()).toContain('Start position, first half of the table.');
      expect(await previous.isDisabled(), 'nothing before the first half of the start').toBe(true);
      const firstHalf = await marked();
      expect(firstHalf.length).toBeGreaterThan(0);
      await page.keyboard.press('PageDown');
      fit = await measure(page, id, 0, 'table-2');
      expectFits(fit, 1280, 720, 'the start, second half');
      expect(await counter()).toBe(`Start: step 0 of ${total} (table, 2 of 2)`);
      expect(await live()).toBe('Start position, second half of the table.');
      expect(await previous.isDisabled(), 'Previous goes back to the first half').toBe(false);
      const secondHalf = await marked();
      expect(secondHalf.length).toBeGreaterThan(0);
      expect(
        secondHalf.filter((i) => firstHalf.includes(i)),
        'no zone is in both halves',
      ).toEqual([]);
      // The step: its text, then the two halves of its table, by the keys and by the buttons.
      await page.keyboard.press('PageDown');
      fit = await measure(page, id, 1, 'text');
      expect(fit.tableShown).toBe(false);
      expect(await counter()).toBe(`Step 1 of ${total} (text, 1 of 3)`);
      await next.click();
      fit = await measure(page, id, 1, 'table-1');
      expectFits(fit, 1280, 720, 'step 1, first half');
      expect(await counter()).toBe(`Step 1 of ${total} (table, 2 of 3)`);
      expect(await live()).toMatch(new RegExp(`^Step 1 of ${total}: the table after it, first half of what changed\\.`));
      expect(await next.isDisabled(), 'the second half is still to come').toBe(false);
      await page.keyboard.press('PageDown');
      fit = await measure(page, id, 1, 'table-2');
      expectFits(fit, 1280, 720, 'step 1, second half');
      expect(await counter()).toBe(`Step 1 of ${total} (table, 3 of 3)`);
      expect(await caption()).toContain('the table after it, second half of what changed.');
      await page.keyboard.press('PageDown');
      expect((await measure(page, id, 2)).step, 'then the next step').toBe('2');
      await page.keyboard.press('PageUp');
      expect((await measure(page, id, 1, 'table-2')).part, 'back: the last half of the step before').toBe('table-2');
      // Back through the parts in reverse, into the start's last half, then its first, and no further.
      const seen: string[] = [];
      for (let i = 0; i < 5; i++) {
        await page.keyboard.press('PageUp');
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
        seen.push(await root.evaluate((el: HTMLElement) => `${el.dataset.step} ${el.dataset.part}`));
      }
      expect(seen).toEqual(['1 table-1', '1 text', '0 table-2', '0 table-1', '0 table-1']);
      await page.keyboard.press('Escape');
      await expect.poll(() => root.getAttribute('data-projector')).toBeNull();
      expect(await root.getAttribute('data-part'), 'out of projector mode every step is whole').toBeNull();
      expect(await counter()).toBe(`Start: step 0 of ${total}`);
    });

  const [first] = embedded;
  if (!first) return;
  const total = prepared(first.id).moves.length;

  it(`${first.id}: the button opens it; clicker keys step; the focus stays in the widget after First, Last and the end; Escape gives the focus back to the button`, async () => {
    const page = await openExample(open, first.path, first.id, 1280, 720);
    const root = page.locator(rootOf(first.id));
    const step = () => root.getAttribute('data-step');
    const button = root.locator('[data-action="projector"]');
    expect(await button.getAttribute('aria-pressed')).toBe('false');
    await button.click();
    await projected(page, first.id);
    expect(await button.getAttribute('aria-pressed')).toBe('true');
    expect(await focused(page, first.id)).toBe('widget');
    // A clicker: PageDown and PageUp; Space too.
    await page.keyboard.press('PageDown');
    await expect.poll(step).toBe('1');
    await page.keyboard.press('PageDown');
    await expect.poll(step).toBe('2');
    await page.keyboard.press('PageUp');
    await expect.poll(step).toBe('1');
    await page.keyboard.press(' ');
    await expect.poll(step).toBe('2');
    await page.keyboard.press('End');
    await expect.poll(step).toBe(String(total));
    expect(await focused(page, first.id)).toBe('widget');
    await page.keyboard.press('Home');
    await expect.poll(step).toBe('0');
    // First and Last disable themselves: the focus moves to the nearest control, never to the page.
    await root.locator('[data-action="last"]').click();
    await expect.poll(step).toBe(String(total));
    await expect.poll(() => focused(page, first.id)).toBe('previous');
    await root.locator('[data-action="first"]').click();
    await expect.poll(step).toBe('0');
    await expect.poll(() => focused(page, first.id)).toBe('next');
    // The end: Next pressed on the last step but one.
    for (let s = 1; s < total; s++) await page.keyboard.press('Enter');
    await expect.poll(step).toBe(String(total - 1));
    await page.keyboard.press('Enter');
    await expect.poll(step).toBe(String(total));
    await expect.poll(() => focused(page, first.id)).toBe('previous');
    expect(await root.getAttribute('data-projector')).not.toBeNull();
    // Tab goes round the widget's controls, never into the page behind.
    for (let i = 0; i < 14; i++) {
      await page.keyboard.press('Tab');
      expect(await focused(page, first.id)).not.toMatch(/^outside/);
    }
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await focused(page, first.id)).not.toMatch(/^outside/);
    }
    // Escape leaves from the auto-play speed list too (closed, it has no use for Escape).
    await root.locator('select').first().focus();
    await page.keyboard.press('Escape');
    await expect.poll(() => root.getAttribute('data-projector')).toBeNull();
    await expect.poll(() => focused(page, first.id)).toBe('projector');
    expect(await button.getAttribute('aria-pressed')).toBe('false');
    // Steps taken in projector mode stay shown on the page.
    expect(await step()).toBe(String(total));
  });

  it(`${first.id}: F leaves as it came, and the page passes axe while projected (dark theme)`, async () => {
    const { page } = await open(first.path, { viewport: { width: 1280, height: 720 }, colorScheme: 'dark' });
    await hydrated(page, rootOf(first.id));
    await page.locator(rootOf(first.id)).focus();
    await page.keyboard.press('f');
    await projected(page, first.id);
    await page.keyboard.press('PageDown');
    await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('f');
    await expect.poll(() => page.locator(rootOf(first.id)).getAttribute('data-projector')).toBeNull();
    expect(await focused(page, first.id)).toBe('widget');
  });

  it(`${first.id}: a link to a step opens it in projector mode; a link to another example leaves projector mode for it`, async () => {
    const page = await openExample(open, first.path, first.id, 1280, 720);
    const root = page.locator(rootOf(first.id));
    await page.keyboard.press('f');
    await projected(page, first.id);
    await page.evaluate((id) => (location.hash = `#ex-${id}/2`), first.id);
    await expect.poll(() => root.getAttribute('data-step')).toBe('2');
    expect(await root.getAttribute('data-projector')).not.toBeNull();
    expect(await focused(page, first.id)).toBe('widget');
    expectFits(await measure(page, first.id, 2), 1280, 720, 'after the link');
    // Stepping in projector mode rewrites the link as on the page.
    await page.keyboard.press('PageDown');
    await expect.poll(() => page.evaluate(() => location.hash)).toBe(`#ex-${first.id}/3`);
    const other = embedded.find((e) => e.path === first.path && e.id !== first.id);
    if (!other) return;
    await page.evaluate((id) => (location.hash = `#ex-${id}/1`), other.id);
    await expect.poll(() => root.getAttribute('data-projector')).toBeNull();
    await page.locator(`${rootOf(other.id)}[data-hydrated="true"]`).waitFor({ timeout: 15_000 });
    await expect.poll(() => page.locator(rootOf(other.id)).getAttribute('data-step')).toBe('1');
  });

  it(`${first.id}: without the Fullscreen API it fills the window as an overlay, and the page cannot scroll under it`, async () => {
    const { page } = await open(first.path, { viewport: { width: 1280, height: 720 } });
    await page.evaluate(() => Object.defineProperty(Document.prototype, 'fullscreenEnabled', { get: () => false }));
    await hydrated(page, rootOf(first.id));
    await page.locator(rootOf(first.id)).focus();
    const y = await page.evaluate(() => scrollY);
    await page.keyboard.press('f');
    expect(await projected(page, first.id)).toBe('overlay');
    expectFits(await measure(page, first.id, 0), 1280, 720, 'overlay');
    // Nothing of the page (Starlight's header, the sidebar) is drawn over it.
    const covered = await page.evaluate((sel) => {
      const root = document.querySelector(sel)!;
      const points = [
        [4, 4],
        [640, 4],
        [1276, 4],
        [4, 716],
        [640, 360],
        [1276, 716],
      ];
      return points.filter(([x, y]) => !root.contains(document.elementFromPoint(x!, y!))).map((p) => p.join(','));
    }, rootOf(first.id));
    expect(covered, 'points of the screen not showing the widget').toEqual([]);
    await page.mouse.wheel(0, 600);
    expect(await page.evaluate(() => scrollY)).toBe(y);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator(rootOf(first.id)).getAttribute('data-projector')).toBeNull();
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');
    expect(await focused(page, first.id)).toBe('widget');
  });

  it(`${first.id}: on a 360 px phone it fits the width, one step per screen with its text first`, async () => {
    const page = await openExample(open, first.path, first.id, 360, 740);
    await page.keyboard.press('f');
    await projected(page, first.id);
    await page.keyboard.press('PageDown');
    await expect.poll(() => page.locator(rootOf(first.id)).getAttribute('data-step')).toBe('1');
    const got = await page.evaluate((sel) => {
      const root = document.querySelector<HTMLElement>(sel)!;
      const right = Math.max(...[...root.querySelectorAll('*')].filter((el) => el.getClientRects().length > 0).map((el) => el.getBoundingClientRect().right));
      const caption = root.querySelector('.bng-caption')!.getBoundingClientRect();
      return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, right, captionTop: caption.top, captionBottom: caption.bottom };
    }, rootOf(first.id));
    expect(got.scrollWidth).toBeLessThanOrEqual(got.clientWidth);
    expect(got.right).toBeLessThanOrEqual(360.5);
    expect(got.captionTop).toBeGreaterThanOrEqual(0);
    expect(got.captionBottom, "the step's text is on the first screen").toBeLessThanOrEqual(740);
  });
});
