/**
 * Projector mode for a widget (a worked example or the playground): the widget fills the screen,
 * with the Fullscreen API where the browser allows it and otherwise as a fixed overlay over the
 * page (`data-projector="fullscreen"` or `"overlay"` on the widget; projector.css lays it out).
 *
 * The table is scaled to the room left for it with CSS `zoom`: a search finds the largest zoom at
 * which the table, laid out at the width it then gets (more columns as it shrinks), ends above the
 * bottom of the screen. Below a readable floor it is left at full size and the widget
 * scrolls instead (a phone held upright: one step per screen, the width always fits).
 *
 * The focus never leaves the widget while it is projected: it starts on the widget, Tab cycles
 * through its controls, and a control that disappears or is disabled hands the focus back to the
 * widget. Escape (or the browser leaving full screen) leaves projector mode, and the focus goes
 * back to where it was when projector mode was entered: the button that opened it, or the widget.
 */
import { isTypingTarget } from './keys.ts';

export interface Projection {
  /**
   * Leaves projector mode: exits full screen, restores the page and, unless `restoreFocus` is false
   * (something else is taking the focus), the focus. Safe to call twice. Resolves once the browser
   * has left full screen (it then puts back the page's scroll position of before).
   */
  readonly leave: (restoreFocus?: boolean) => Promise<void>;
  /** Scales the table again (the projection also does it by itself when the widget's content or size changes). */
  readonly refit: () => void;
}

interface Options {
  /** The element to scale: the widget's table. */
  readonly table: () => HTMLElement | null;
  /** The text beside the table, if its type should shrink rather than overflow (a long caption). */
  readonly stage?: () => HTMLElement | null;
  /** What the layout may put under the table (a room's row of controls, a title beside them): the table ends above them. */
  readonly under?: () => readonly HTMLElement[];
  /**
   * Other ways the widget's CSS can lay itself out (values of `data-layout` on the root; the first
   * is the default, no attribute), tried in turn: the one that lets the table be largest wins.
   */
  readonly layouts?: readonly string[];
  /**
   * Layouts that give the text less room than it would like (a narrower caption column), tried only
   * when none of `layouts` lets the table reach its full size (zoom 1: the room's 18 px type).
   */
  readonly fallbackLayouts?: readonly string[];
  /** Text that a layout must show whole (the step's caption): a layout that cuts it is not used. */
  readonly text?: () => HTMLElement | null;
  /** Called once the projection has ended, however it ended. */
  readonly onLeave?: () => void;
  /**
   * Called after each fit with the table's zoom (null: the widget scrolls), and whether the widget's
   * size changed since the fit before (a window resized or rotated, full screen entered).
   */
  readonly onFit?: (zoom: number | null, resized: boolean) => void;
  /** The zoom below which a fit is of no use now (see FitOptions.atLeast); onFit then gets 0. */
  readonly atLeast?: () => number | null;
  /**
   * Names what the widget shows (a worked example's step and part). A fit found for a name is
   * remembered until the screen's size changes, and tried first when that name is shown again: one
   * layout to confirm it rather than a search (a busy step is fitted whole, then its table alone,
   * then shown in parts; each again when the reader steps back).
   */
  readonly shown?: () => string;
}

/** Zoom bounds: never grow the table past twice its size, never shrink it below a readable size. */
const MAX_ZOOM = 2;
const MIN_ZOOM = 0.45;
const SCAN_STEP = 0.05;
/** Bisection after the grid: to within 0.025 of the largest zoom that fits (each step is a layout, and 2.5 % is not seen). */
const BISECT_STEPS = 1;
/** The stage's type shrinks in steps of 5 % down to this, never further (then it is cut, never scrolled). */
const MIN_STAGE_SCALE = 0.6;
/** With the table put away, the text grows into the room it leaves: the largest of these that keeps it whole. */
const TEXT_SCALES = [1.5, 1.3, 1.15];

const FOCUSABLE = 'a[href], button:not([disabled]), summary, input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The key that turns projector mode on and off (`f`, as in many video players), without modifiers and never while typing. */
export function isProjectorKey(e: KeyboardEvent): boolean {
  return (e.key === 'f' || e.key === 'F') && !e.altKey && !e.ctrlKey && !e.metaKey && !isTypingTarget(e.target);
}

/** Where the search for a table's zoom starts, and what else the layout must respect. */
interface FitOptions {
  /** The zoom of the step before: the next step's table is usually about as big. */
  readonly from?: number | null;
  /** What may be laid out under the table (a row of controls, a title beside them): the table ends above them. */
  readonly under?: readonly HTMLElement[];
  /** Layouts to try (see Options.layouts); none: the widget's only layout. */
  readonly layouts?: readonly string[];
  /** Layouts to try when those do not reach zoom 1 (see Options.fallbackLayouts). */
  readonly fallbackLayouts?: readonly string[];
  /** Text that must not be cut (see Options.text). */
  readonly text?: HTMLElement | null;
  /**
   * The widget moved on a step (not resized): a table that still reaches full size in the layout it
   * has keeps it, so the room's eyes find the caption and the table where they were.
   */
  readonly keepLayout?: boolean;
  /** A fit found before for the same content: kept if it still fits, with no search. */
  readonly known?: Fitted | null;
  /**
   * The zoom below which the fit is of no use (a busy step's table tried alone): a layout that does
   * not reach it costs one layout, and when none does the search ends there (null, as if the table
   * scrolled: the caller shows something else before the browser paints).
   */
  readonly atLeast?: number | null;
}

/** A fit found by fitTable: the layout, whether the page's smaller print was needed, and the zoom. */
interface Fitted {
  readonly layout: string;
  readonly dense: boolean;
  readonly zoom: number;
}

/**
 * Scales `table` so that it ends above the bottom of `root`'s content box (and above `under`).
 * Returns the zoom used, or null when even the floor does not fit (then the table keeps its size
 * and `root` scrolls). Each zoom tried costs a layout of the widget, which is why the search starts
 * from the step before's zoom (tens of layouts made a step take most of a second on a long page).
 *
 * With several layouts, each is tried and the one with the largest zoom is kept (a short caption
 * across the top, a long one beside a tall table); the fallback layouts join in only when that zoom
 * is below 1, so a caption keeps its wider column wherever the table reaches full size. The room's
 * own type sizes (projector.css) that cannot fit in any layout even at the floor give way to the
 * page's smaller print (`data-dense`) before the table is given up to scrolling.
 */
export function fitTable(
  root: HTMLElement,
  table: HTMLElement,
  { from = null, under = [], layouts = [''], fallbackLayouts = [], text = null, keepLayout = false, known = null, atLeast = null }: FitOptions = {},
): Fitted | null {
  if (known && stillFits(root, table, known, under, text) && !roomForMore(root, table, known, under, text)) return known;
  let best: { layout: string; zoom: number } | null = null;
  let dense = false;
  // The step before's layout first: it usually wins again, and a layout that cannot beat the best
  // so far is dropped after one try (each zoom tried costs a layout of the whole widget).
  const shown = root.dataset.layout ?? '';
  const order = layouts.includes(shown) ? [shown, ...layouts.filter((l) => l !== shown)] : layouts;
  for (dense of [false, true]) {
    setDense(root, dense);
    const candidates = [...order, ...fallbackLayouts];
    for (const [i, layout] of candidates.entries()) {
      // The fallbacks only while the table is still below full size; the layout it has, if asked to
      // keep it and it reaches full size there (each other layout tried costs layouts of the widget).
      if (best !== null && best.zoom >= 1 && (i >= order.length || (keepLayout && best.layout === shown))) break;
      setLayout(root, layout);
      const zoom = bestZoom(root, table, from, under, text, best?.zoom ?? (atLeast === null ? null : atLeast - 0.01));
      if (zoom !== null && (best === null || zoom > best.zoom + 1e-6)) best = { layout, zoom };
    }
    // The page's smaller print is no use to a table that is wanted larger.
    if (best || atLeast !== null) break;
  }
  // Nothing fits (a phone held upright): the widget scrolls in its first layout, one column, not in
  // whichever layout was tried last (three columns at 360 px broke words in the middle).
  setLayout(root, best ? best.layout : (layouts[0] ?? ''));
  table.style.zoom = best ? String(best.zoom) : '';
  root.dataset.fit = best ? 'zoom' : 'scroll';
  return best ? { ...best, dense } : null;
}

/** Puts back a fit found before (see FitOptions.known); true if the table and the text still fit in it. */
function stillFits(root: HTMLElement, table: HTMLElement, known: Fitted, under: readonly HTMLElement[], text: HTMLElement | null): boolean {
  setDense(root, known.dense);
  setLayout(root, known.layout);
  const fits = fitsAt(root, table, known.zoom, under, text);
  if (fits) root.dataset.fit = 'zoom';
  return fits;
}

/**
 * Whether a fit found before now leaves room: its table fits a half step larger too (the search
 * found the zoom to within that, so a fit made on this screen never does), or it needed the page's
 * smaller print. The room grew since (a part of the step that was there at the first fit went, a
 * screen settled): the table is fitted afresh rather than kept small. One layout more per fit kept.
 */
function roomForMore(root: HTMLElement, table: HTMLElement, known: Fitted, under: readonly HTMLElement[], text: HTMLElement | null): boolean {
  if (known.dense) return true;
  if (known.zoom >= MAX_ZOOM) return false;
  const more = fitsAt(root, table, known.zoom + SCAN_STEP / 2, under, text);
  table.style.zoom = String(known.zoom);
  return more;
}

/** Whether the table, at `zoom`, ends above the room's bottom without scrolling sideways, and the text is whole. */
function fitsAt(root: HTMLElement, table: HTMLElement, zoom: number, under: readonly HTMLElement[], text: HTMLElement | null): boolean {
  table.style.zoom = String(zoom);
  const bottom = bottomFor(root, table, under);
  return tableEndsAbove(table, bottom) && !textCut(text, bottom);
}

/** Whether the table, at the zoom it has, ends above `bottom` and does not scroll sideways. */
function tableEndsAbove(table: HTMLElement, bottom: number): boolean {
  return table.getBoundingClientRect().bottom <= bottom + 0.5 && table.scrollWidth <= table.clientWidth + 1;
}

/** A widget's border box as a name, `1280x720`: what a fit was made for. */
function sizeName({ width, height }: { readonly width: number; readonly height: number }): string {
  return `${Math.round(width)}x${Math.round(height)}`;
}

function setLayout(root: HTMLElement, layout: string): void {
  if (layout) root.dataset.layout = layout;
  else delete root.dataset.layout;
}

function setDense(root: HTMLElement, dense: boolean): void {
  if (dense) root.dataset.dense = '';
  else delete root.dataset.dense;
}

/** Where the table must end: the bottom of the root's content box, or above what is laid out under the table. */
function bottomFor(root: HTMLElement, table: HTMLElement, under: readonly HTMLElement[]): number {
  const rootBox = root.getBoundingClientRect();
  const style = getComputedStyle(root);
  let bottom = rootBox.bottom - parseFloat(style.paddingBottom) - parseFloat(style.borderBottomWidth);
  // What is laid out under the table (not beside or above it) sets the limit, less the grid's gap.
  const t = table.getBoundingClientRect();
  for (const el of under) {
    const box = el.getClientRects().length ? el.getBoundingClientRect() : null;
    if (box && box.top >= t.top && box.left < t.right && box.right > t.left) bottom = Math.min(bottom, box.top - (parseFloat(style.rowGap) || 0));
  }
  return bottom;
}

/** The text must be whole and above the table's limit (its box does not depend on the table's zoom where the layout gives each its own area). */
function textCut(text: HTMLElement | null, bottom: number): boolean {
  return text !== null && (text.scrollHeight > text.clientHeight + 1 || text.getBoundingClientRect().bottom > bottom + 0.5);
}

/** The largest zoom at which the table fits in the layout the widget has now, or null (also when it cannot beat `toBeat`). */
function bestZoom(
  root: HTMLElement,
  table: HTMLElement,
  from: number | null,
  under: readonly HTMLElement[],
  text: HTMLElement | null,
  toBeat: number | null,
): number | null {
  // Measured at the zoom the table has: where the table's box starts and what is laid out under it
  // do not depend on its zoom (the layout gives the table its own area), and another zoom would
  // cost a layout of the whole table more (a new type size is shaped anew).
  const bottom = bottomFor(root, table, under);
  if (textCut(text, bottom)) return null;
  const fits = (zoom: number): boolean => {
    table.style.zoom = String(zoom);
    return tableEndsAbove(table, bottom);
  };
  if (toBeat !== null && !fits(toBeat + 0.01)) return null;
  const grid = gridZoom(fits, toBeat === null ? from : Math.max(from ?? 0, toBeat));
  return grid === null ? null : refine(fits, grid);
}

/** The grid of zooms tried first, largest first: MAX_ZOOM, MAX_ZOOM − SCAN_STEP, … down to MIN_ZOOM. */
const GRID = Array.from({ length: Math.floor((MAX_ZOOM - MIN_ZOOM) / SCAN_STEP + 1e-9) + 1 }, (_, i) => Math.round((MAX_ZOOM - i * SCAN_STEP) * 100) / 100);

/**
 * The largest zoom of the grid that fits, searched from the grid point at or below `from` (the
 * step before's zoom; none: 1): if it fits, up in strides that double (1, 2, 4 … grid points) until
 * one does not, else down the same way until one does; then bisected between the last two probes.
 * Whether a zoom fits is not quite monotonic (a smaller table may take a row more when a column is
 * lost), which is why the strides start at the next grid point rather than bisecting the whole
 * range. Each probe is a layout of the widget: walking the grid one point at a time took some 20
 * layouts to open an example and up to 27 on a step; doubling strides take a handful.
 */
function gridZoom(fits: (zoom: number) => boolean, from: number | null): number | null {
  const last = GRID.length - 1;
  let i = GRID.findIndex((z) => z <= (from ?? 1) + 1e-9);
  if (i < 0) i = last;
  // The grid runs from the largest zoom (index 0) down: up in zoom is down in index.
  if (fits(GRID[i]!)) {
    for (let good = i, stride = 1; good > 0; stride *= 2) {
      const probe = Math.max(0, good - stride);
      if (!fits(GRID[probe]!)) return GRID[largestFitting(fits, probe, good)]!;
      good = probe;
    }
    return GRID[0]!;
  }
  for (let bad = i, stride = 1; bad < last; stride *= 2) {
    const probe = Math.min(last, bad + stride);
    if (fits(GRID[probe]!)) return GRID[largestFitting(fits, bad, probe)]!;
    bad = probe;
  }
  return null;
}

/** Between a grid index whose zoom does not fit (`bad`) and a later one whose zoom does (`good`): a fitting index next to one that does not. */
function largestFitting(fits: (zoom: number) => boolean, bad: number, good: number): number {
  while (good - bad > 1) {
    const mid = (bad + good) >> 1;
    if (fits(GRID[mid]!)) good = mid;
    else bad = mid;
  }
  return good;
}

/** Bisects between a zoom of the grid that fits and the step above it, for the last few hundredths. */
function refine(fits: (zoom: number) => boolean, best: number): number {
  if (best >= MAX_ZOOM) return best;
  let lo = best;
  let hi = best + SCAN_STEP;
  for (let i = 0; i < BISECT_STEPS; i++) {
    const mid = (lo + hi) / 2;
    if (fits(mid)) lo = mid;
    else hi = mid;
  }
  return lo;
}

/**
 * Shrinks the type of `stage` (through `--bng-stage-scale` on `root`) until its content fits its
 * box, for a long caption beside the table. Returns the scale used.
 */
export function fitStage(root: HTMLElement, stage: HTMLElement): number {
  let scale = 1;
  root.style.removeProperty('--bng-stage-scale');
  while (stage.scrollHeight > stage.clientHeight + 1 && scale > MIN_STAGE_SCALE) {
    scale = Math.round((scale - 0.05) * 100) / 100;
    root.style.setProperty('--bng-stage-scale', String(scale));
  }
  return scale;
}

/**
 * With the table put away (a busy step's text), the text takes the screen: its type grows (through
 * `--bng-text-scale` on `root`, which the widget's CSS applies) to the largest of TEXT_SCALES at
 * which it stays whole, on the screen and clear of what is laid out with it (`others`: the
 * controls, the title), or stays as it is.
 */
function growText(root: HTMLElement, text: HTMLElement, others: readonly HTMLElement[]): void {
  const bottom = root.getBoundingClientRect().bottom;
  const clear = (box: DOMRect) =>
    others.every((el) => {
      const o = el.getBoundingClientRect();
      return Math.min(box.right, o.right) - Math.max(box.left, o.left) <= 0.5 || Math.min(box.bottom, o.bottom) - Math.max(box.top, o.top) <= 0.5;
    });
  for (const scale of TEXT_SCALES) {
    root.style.setProperty('--bng-text-scale', String(scale));
    const box = text.getBoundingClientRect();
    if (text.scrollHeight <= text.clientHeight + 1 && box.bottom <= bottom + 0.5 && root.scrollHeight <= root.clientHeight && clear(box)) return;
  }
  root.style.removeProperty('--bng-text-scale');
}

/** Tab and Shift+Tab go round the widget's controls (from the last to the first and back), never into the page under it. */
function tabAround(root: HTMLElement, e: KeyboardEvent): void {
  if (e.key !== 'Tab' || e.altKey || e.ctrlKey || e.metaKey) return;
  const stops = tabStops(root);
  if (stops.length === 0) return;
  const at = stops.indexOf(document.activeElement as HTMLElement);
  if (e.shiftKey && (at <= 0 || document.activeElement === root)) {
    e.preventDefault();
    stops[stops.length - 1]!.focus();
  } else if (!e.shiftKey && at === stops.length - 1) {
    e.preventDefault();
    stops[0]!.focus();
  }
}

/** The widget's controls that Tab can reach now, in order. */
function tabStops(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0 && !el.closest('[inert]'));
}

export function enterProjector(root: HTMLElement, { table, stage, under, layouts, fallbackLayouts, text, onLeave, onFit, shown, atLeast }: Options): Projection {
  const active = document.activeElement;
  const opener = active instanceof HTMLElement && root.contains(active) ? active : root;
  const html = document.documentElement;
  const pageOverflow = html.style.overflow;
  // The playground's root is not focusable by itself: it is while projected, so the focus has a home.
  const madeFocusable = !root.hasAttribute('tabindex');
  let done = false;

  let zoom: number | null = null;
  /** The widget's size the fits in `found` were made for (see the resize observer below). */
  let size = '';
  let queued = 0;
  /** The fits found on this screen, by what the widget showed (see Options.shown). */
  const found = new Map<string, Fitted>();
  /** `keepLayout`: a change of content (a step), not of size: see FitOptions. `resized`: for onFit. */
  const refit = (keepLayout = false, resized = false) => {
    cancelAnimationFrame(queued);
    queued = 0;
    // This fit covers every change made so far: the observer need not ask for another next frame.
    mutations.takeRecords();
    if (done) return;
    if (resized) found.clear();
    const s = stage?.();
    if (s) fitStage(root, s);
    const t = table();
    root.style.removeProperty('--bng-text-scale');
    if (!t) return;
    // A table put away (a busy step's text) has nothing to fit: the layout stays as it was, and the text grows.
    if (t.getClientRects().length === 0) {
      // The text alone never scrolls (its type grows or shrinks to fit), whatever the last table fit tried found.
      root.dataset.fit = 'zoom';
      const words = text?.();
      if (words) growText(root, words, under?.() ?? []);
      return;
    }
    const name = shown?.();
    const known = name === undefined || resized ? null : (found.get(name) ?? null);
    const floor = atLeast?.() ?? null;
    const fit = fitTable(root, t, {
      from: zoom,
      under: under?.() ?? [],
      layouts,
      fallbackLayouts,
      text: text?.() ?? null,
      keepLayout: keepLayout && zoom !== null,
      known,
      atLeast: floor,
    });
    if (name !== undefined && fit) found.set(name, fit);
    // Short of the zoom wanted: reported as 0, and the zoom of the step before is kept for the next search.
    if (floor !== null && !fit) return onFit?.(0, resized);
    zoom = fit?.zoom ?? null;
    onFit?.(zoom, resized);
  };
  // A step changes the widget in several batches (the step, then its phase map, its card names…):
  // scale once, in the frame's callbacks before it paints, so a step still never shows unscaled.
  const refitBeforePaint = () => {
    if (!queued && !done) queued = requestAnimationFrame(() => refit(true));
  };

  const leave = async (restoreFocus = true): Promise<void> => {
    if (done) return;
    done = true;
    document.removeEventListener('fullscreenchange', onFullscreenChange);
    root.removeEventListener('keydown', onKeyDown);
    root.removeEventListener('focusout', onFocusOut);
    resize.disconnect();
    mutations.disconnect();
    cancelAnimationFrame(queued);
    const exited = document.fullscreenElement === root ? document.exitFullscreen().catch(() => {}) : Promise.resolve();
    delete root.dataset.projector;
    delete root.dataset.fit;
    delete root.dataset.dense;
    delete root.dataset.layout;
    table()?.style.removeProperty('zoom');
    root.style.removeProperty('--bng-stage-scale');
    root.style.removeProperty('--bng-text-scale');
    html.style.overflow = pageOverflow;
    if (madeFocusable) root.removeAttribute('tabindex');
    onLeave?.();
    if (restoreFocus) (opener.isConnected ? opener : root).focus({ preventScroll: opener === root });
    await exited;
  };

  // Escape leaves; Tab and Shift+Tab go round the widget's controls instead of into the hidden page.
  // A closed list (the speed) keeps no use for Escape, so it leaves from there too; a text field keeps it.
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && (!isTypingTarget(e.target) || (e.target as Element).tagName === 'SELECT')) {
      e.preventDefault();
      void leave();
      return;
    }
    tabAround(root, e);
  };

  // A focused control that was disabled or removed drops the focus to the page: take it back.
  const onFocusOut = (e: FocusEvent) => {
    if (e.relatedTarget !== null) return;
    requestAnimationFrame(() => {
      const now = document.activeElement;
      if (!done && (now === null || now === document.body || now === html)) root.focus({ preventScroll: true });
    });
  };

  // The browser left full screen (its own Escape, or another page element took the screen).
  const onFullscreenChange = () => {
    if (root.dataset.projector === 'fullscreen' && document.fullscreenElement !== root) void leave();
  };

  // A resize is reported after layout and before paint: scale at once. A change of content, as it happens.
  const resize = new ResizeObserver((entries) => {
    const box = entries[entries.length - 1]!.borderBoxSize[0]!;
    const now = sizeName({ width: box.inlineSize, height: box.blockSize });
    const resized = now !== size;
    size = now;
    refit(false, resized);
  });
  const mutations = new MutationObserver(refitBeforePaint);

  if (madeFocusable) root.tabIndex = -1;
  root.dataset.projector = 'overlay';
  html.style.overflow = 'hidden';
  root.addEventListener('keydown', onKeyDown);
  root.addEventListener('focusout', onFocusOut);
  document.addEventListener('fullscreenchange', onFullscreenChange);
  resize.observe(root, { box: 'border-box' });
  mutations.observe(root, { childList: true, subtree: true, characterData: true });
  // The first fit's size: the observer's first report is a resize where it differs (full screen taking
  // effect that frame), as a fit kept from a smaller screen still fits a larger one, too small.
  size = sizeName(root.getBoundingClientRect());
  refit();
  root.focus({ preventScroll: true });

  if (document.fullscreenEnabled && typeof root.requestFullscreen === 'function')
    root.requestFullscreen({ navigationUI: 'hide' }).then(
      () => {
        if (done) {
          document.exitFullscreen().catch(() => {});
          return;
        }
        root.dataset.projector = 'fullscreen';
        root.focus({ preventScroll: true });
      },
      // Refused (no user gesture, a frame without permission): the overlay stays.
      () => {},
    );

  return { leave, refit: () => refit() };
}
