#!/usr/bin/env node
// @ts-check
// Size budget of the built site (`dist/`). For every page it lists the JavaScript and CSS the page
// loads and prints their gzip sizes, split into "ours" (the widgets' islands) and "Starlight/Astro"
// (everything else: the framework's scripts and search's), with the total JavaScript of each page
// on first paint (ours and theirs, inline scripts included); the search part is also shown alone. It follows <script src>, inline module scripts' imports, <link rel=stylesheet>,
// <link rel=modulepreload>, inline <style>, and each Astro island's component-url and renderer-url,
// with their static imports, recursively.
//
// Budgets (exit 1 when one is broken):
//   - a page without widgets loads no JavaScript of ours, and TEXT_PAGE_BUDGET bytes gzipped or less
//     in all (Starlight's and Astro's scripts, search's, inline scripts);
//   - the playground island (Preact, the engine with Level 1's rules, the UI, the Preact renderer:
//     everything the island's component-url and renderer-url load statically) stays under
//     PLAYGROUND_BUDGET bytes gzipped. What it loads later by dynamic import is listed and added up
//     beside it: the link code and "Try any move" (fetched right after the first screen), the other
//     levels' rules (before a game above Level 1 is shown) and the panels (when first opened). Past
//     ALL_PANELS_WARNING in all they give a warning, not a failure.
//   (No XState ships: the statechart reaches the browser as a plain table.)
//
// usage: node scripts/budget.mjs [--dist DIR] [--json]
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/**
 * 54.5 KB (of 1000 bytes), gzipped: the playground's first download, measured at 53.4 KB since
 * terser minifies the build (54.5 KB with esbuild, when the focused phase map's slot tipped it 3
 * bytes over). It was
 * 54.0 KB until the suit symbols and the step controls became inline SVG (0.7 KB): as font glyphs
 * they showed as empty boxes where no symbol font is installed. It was
 * 52.0 KB until a table's printed card names, stand-in marks and saved cards reached the table: every
 * name now comes from the game's cards (the name checks, 1.0 KB), the table marks what is only our
 * stand-in (0.4 KB), and the first game reads the saved cards (0.3 KB). It was
 * 50.9 KB until the "Your table's cards" page became a third island sharing the engine with the
 * playground and the worked examples: Preact and the engine's core now sit in chunks of their own,
 * shared by all three, so each page caches them once, at 1.6 KB of chunk seams in this download
 * (measured on builds of 190bde0 and the merge of the page). It was 47.2 KB until a table's own printed cards joined the core (the checks of the record, with a reason
 * for each refusal, at 2.9 KB the bulk; the game's cards resolved over the defaults; the defaults
 * moved out of the data records: 3.6 KB, measured against 8f0b948 built the same way), since every
 * rule now reads its card facts from the game and a new game checks the table's record. Before
 * that it was measured at 46.7 KB. It was
 * 48.7 KB until Level 1's field words and domains moved out of the rules into the move form's chunk
 * (src/machine/forms.ts: 48.6 to 47.4 KB) and the history's list began to load with "Try any move"
 * (StepControls stay: 47.4 to 46.7 KB); 48.5 KB until the playground widget's 444-line function
 * was split into hooks and sections of one job each (the props passed between them: 0.6 KB, 48.0
 * to 48.6 KB, measured on builds of bfe004d and 7113035). It was 47.5 KB until Level 1's
 * move families described their own fields and words for the move form (each field's domain and
 * label, each family's group and button, and the few domains Level 1 uses: 1.0 KB, measured; the
 * form's machinery itself loads with the form). It was 45 KB until the
 * two-player rules joined the core (which seats are Puppets and who decides for them, the Puppet's
 * steps in the statechart, the two-player setup and their rule titles: 1.2 KB, measured), since any
 * game, a Level 1 one included, may seat Puppets; 46.5 KB until the expansion's Space Program
 * (the `modules` option and its checks, the new-game link's list of modules, seats out of the game
 * in turn order, the launch step in the statechart, its rule titles, and the result of a game won
 * in space: 1.0 KB, measured against the previous commit built the same way). Its table parts and
 * steps load on demand.
 */
export const PLAYGROUND_BUDGET = 54_500;
/** 120 KB, gzipped: the playground with everything it can load on demand (a warning, to notice growth). */
const ALL_PANELS_WARNING = 120_000;
/** 10 KB, gzipped: all the JavaScript a text page (one without widgets) loads on first paint. */
export const TEXT_PAGE_BUDGET = 10_000;
/** Our CSS classes and keyframes all start with this (see src/components/shared/widgets.css). */
const OUR_CSS = /\bbng-/;
const PLAYGROUND_COMPONENT = /PlaygroundWidget/;
/** Vite's runtime chunks, shared by islands and Starlight's scripts alike. */
const VITE_RUNTIME = /\/_astro\/preload-helper\.[\w-]+\.js$/;
/** Search's scripts: Starlight's Search component (or our override of it) and Pagefind's files. */
const SEARCH_JS = /\/_astro\/Search\.astro_astro_type_script_[\w.-]+\.js$|^\/pagefind\//;
/** …and when Vite inlines the component's script (small enough), the inline script that defines it. */
const SEARCH_INLINE = /customElements\.define\(\s*["']site-search["']/;

/** @param {string} text */
const gz = (text) => (text.length === 0 ? 0 : gzipSync(text).length);

/**
 * Every HTML page under dist, as paths relative to dist.
 * @param {string} dist
 */
function htmlFiles(dist) {
  /** @type {string[]} */
  const out = [];
  /** @param {string} dir */
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (name !== '_astro' && name !== 'pagefind') walk(path);
      } else if (name.endsWith('.html')) out.push(relative(dist, path).split(sep).join('/'));
    }
  };
  walk(dist);
  return out.sort();
}

/** @param {string} file */
function pageUrl(file) {
  return `/${file.replace(/(^|\/)index\.html$/, '$1')}`;
}

/** @param {string} tag @param {string} name @returns {string | null} */
const attr = (tag, name) => {
  const m = tag.match(new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i'));
  return m ? (m[2] ?? m[3] ?? m[4] ?? '').replace(/&amp;/g, '&') : null;
};

/**
 * Static import specifiers of an ES module (minified or not); dynamic import() is not followed.
 * @param {string} code
 * @returns {string[]}
 */
function staticImports(code) {
  const specs = new Set();
  const re = /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?(["'])([^"'\n]+)\1/g;
  for (const m of code.matchAll(re)) specs.add(m[2]);
  // minified: import{a as b}from"./x.js" / export{a}from"./x.js" / import"./x.js"
  for (const m of code.matchAll(/\b(?:from|import)\s*"(\.{0,2}\/[^"]+\.m?js)"/g)) specs.add(m[1]);
  return [...specs];
}

/**
 * Modules an ES module loads later, on demand (`import("./x.js")`).
 * @param {string} code
 * @returns {string[]}
 */
function dynamicImports(code) {
  return [...new Set([...code.matchAll(/\bimport\(\s*["'](\.{0,2}\/[^"']+\.m?js)["']\s*\)/g)].map((m) => m[1] ?? ''))];
}

export function analyse(distDir = 'dist') {
  const dist = resolve(distDir);
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`No built site in ${dist}: run \`npm run build\` first.`);
  /** @type {Map<string, string | null>} */
  const cache = new Map();
  /** @param {string} url @returns {string | null} */
  const read = (url) => {
    const path = join(dist, (url.split('?')[0] ?? '').split('#')[0] ?? '');
    if (!cache.has(path)) cache.set(path, existsSync(path) && statSync(path).isFile() ? readFileSync(path, 'utf8') : null);
    return cache.get(path) ?? null;
  };
  /** @param {string} spec @param {string} from @returns {string | null} */
  const resolveUrl = (spec, from) => (/^[a-z]+:\/\//i.test(spec) || spec.startsWith('//') ? null : new URL(spec, `http://site${from}`).pathname);

  /** A JS file and every file it imports statically, as site URLs. */
  /** @param {Iterable<string | null>} urls @returns {Set<string>} */
  const closure = (urls) => {
    const seen = new Set();
    const stack = [...urls];
    while (stack.length > 0) {
      const url = stack.pop();
      if (!url || seen.has(url)) continue;
      const code = read(url);
      if (code === null) continue;
      seen.add(url);
      for (const spec of staticImports(code)) {
        const next = resolveUrl(spec, url);
        if (next) stack.push(next);
      }
    }
    return seen;
  };

  const pages = htmlFiles(dist).map((file) => {
    const html = readFileSync(join(dist, file), 'utf8');
    const from = `/${file}`;
    const islandJs = new Set();
    const otherJs = new Set();
    const css = new Set();
    let inlineJs = '';
    let inlineSearchJs = '';
    let inlineCss = '';
    const islands = [];
    for (const m of html.matchAll(/<astro-island\b[^>]*>/g)) {
      const component = attr(m[0], 'component-url');
      const renderer = attr(m[0], 'renderer-url');
      const urls = [component, renderer].filter(/** @returns {u is string} */ (u) => Boolean(u)).map((u) => resolveUrl(u, from));
      urls.forEach((u) => islandJs.add(u));
      islands.push({ component: component ?? '', files: closure(urls), own: closure(component ? [resolveUrl(component, from)] : []) });
    }
    for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
      const src = attr(`<x ${m[1]}>`, 'src');
      if (src) {
        const u = resolveUrl(src, from);
        if (u) otherJs.add(u);
      } else {
        const type = attr(`<x ${m[1]}>`, 'type');
        if (type && !/module|javascript/.test(type)) continue; // JSON, speculation rules…
        const body = m[2] ?? '';
        inlineJs += body;
        if (SEARCH_INLINE.test(body)) inlineSearchJs += body;
        if (type === 'module')
          for (const spec of staticImports(body)) {
            const u = resolveUrl(spec, from);
            if (u) otherJs.add(u);
          }
      }
    }
    for (const m of html.matchAll(/<link\b[^>]*>/g)) {
      const rel = (attr(m[0], 'rel') ?? '').toLowerCase();
      const href = attr(m[0], 'href');
      const u = href ? resolveUrl(href, from) : null;
      if (!u) continue;
      if (rel === 'stylesheet' && (attr(m[0], 'media') ?? 'all') !== 'print') css.add(u);
      else if (rel === 'modulepreload') otherJs.add(u);
    }
    for (const m of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)) inlineCss += m[1];
    const ours = new Set([...closure([...islandJs])].filter((u) => !VITE_RUNTIME.test(u)));
    const theirs = [...closure([...otherJs]), ...closure([...islandJs])].filter((u, i, all) => !ours.has(u) && all.indexOf(u) === i);
    return { file, url: pageUrl(file), islands, ours, theirs, css: [...css], inlineJs, inlineSearchJs, inlineCss };
  });

  // Our JavaScript is whatever any island anywhere loads, except Vite's own small runtime helpers
  // that Starlight's scripts share (a file of ours that Starlight's scripts load is a leak).
  const oursSiteWide = new Set(pages.flatMap((p) => [...p.ours]).filter((u) => !VITE_RUNTIME.test(u)));
  /** @param {Iterable<string>} urls */
  const size = (urls) => [...urls].reduce((t, u) => t + gz(read(u) ?? ''), 0);

  const rows = pages.map((p) => {
    // CSS: split every stylesheet (and inline <style>) into top-level blocks; blocks that mention
    // our `bng-` classes are ours, the rest Starlight's and Astro's.
    let cssOurs = '';
    let cssTheirs = '';
    for (const text of [...p.css.map((u) => read(u) ?? ''), p.inlineCss])
      for (const block of cssBlocks(text)) {
        if (OUR_CSS.test(block)) cssOurs += block;
        else cssTheirs += block;
      }
    const playground = p.islands.find((i) => PLAYGROUND_COMPONENT.test(i.component));
    // Panels the playground loads when first opened: their own files beyond the first download.
    // (The renderer's own on-demand import, Preact signals, only loads for signal props: not ours.)
    // Followed through the on-demand files too (the move builder loads the odds of a Buy later still).
    const later = new Set();
    if (playground) {
      const queue = [...playground.own];
      const seen = new Set(queue);
      while (queue.length > 0) {
        const u = /** @type {string} */ (queue.pop());
        for (const spec of dynamicImports(read(u) ?? '')) {
          const next = resolveUrl(spec, u);
          if (next)
            for (const f of closure([next]))
              if (!playground.files.has(f) && !seen.has(f)) {
                seen.add(f);
                later.add(f);
                queue.push(f);
              }
        }
      }
    }
    const leaked = p.islands.length === 0 ? p.theirs.filter((u) => oursSiteWide.has(u)) : [];
    return {
      page: p.url,
      islands: p.islands.length,
      jsOurs: size(p.ours),
      jsTheirs: size(p.theirs) + gz(p.inlineJs),
      jsSearch: size(closure(p.theirs.filter((u) => SEARCH_JS.test(u)))) + gz(p.inlineSearchJs),
      jsTotal: size(p.ours) + size(p.theirs) + gz(p.inlineJs),
      cssOurs: gz(cssOurs),
      cssTheirs: gz(cssTheirs),
      files: { ours: [...p.ours].sort(), theirs: p.theirs.sort(), css: p.css },
      playgroundIsland: playground ? size(playground.files) : null,
      playgroundFiles: playground ? [...playground.files].sort() : [],
      playgroundOnDemand: playground ? size(later) : null,
      playgroundOnDemandFiles: [...later].sort(),
      leakedJs: leaked,
    };
  });

  const problems = [];
  const warnings = [];
  for (const r of rows) {
    if (r.islands === 0 && (r.jsOurs > 0 || r.leakedJs.length > 0))
      problems.push(`${r.page} has no widget but loads JavaScript of ours: ${r.leakedJs.join(', ') || r.files.ours.join(', ')}`);
    if (r.islands === 0 && r.jsTotal > TEXT_PAGE_BUDGET)
      problems.push(`${r.page} has no widget but loads ${kb(r.jsTotal)} of JavaScript gzipped, over the ${kb(TEXT_PAGE_BUDGET)} budget of a text page`);
    if (r.playgroundIsland !== null && r.playgroundIsland >= PLAYGROUND_BUDGET)
      problems.push(`${r.page}: the playground island is ${kb(r.playgroundIsland)} gzipped, over the ${kb(PLAYGROUND_BUDGET)} budget`);
    else if (r.playgroundIsland !== null && r.playgroundIsland + (r.playgroundOnDemand ?? 0) >= ALL_PANELS_WARNING)
      warnings.push(
        `${r.page}: with the panels it loads on demand the playground reaches ${kb(r.playgroundIsland + (r.playgroundOnDemand ?? 0))} gzipped (the island itself: ${kb(r.playgroundIsland)})`,
      );
  }
  const playgroundPages = rows.filter((r) => r.playgroundIsland !== null);
  return { rows, problems, warnings, playgroundPages, budget: PLAYGROUND_BUDGET, textPageBudget: TEXT_PAGE_BUDGET };
}

/**
 * Top-level blocks of a stylesheet (rules and at-rules), comments dropped.
 * @param {string} text
 */
function cssBlocks(text) {
  const src = text.replace(/\/\*[\s\S]*?\*\//g, '');
  const blocks = [];
  let depth = 0;
  let start = 0;
  let quote = null;
  for (let i = 0; i < src.length; i++) {
    const ch = src[i];
    if (quote) {
      if (ch === '\\') i++;
      else if (ch === quote) quote = null;
      continue;
    }
    if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '{') depth++;
    else if (ch === '}') {
      depth--;
      if (depth === 0) {
        blocks.push(src.slice(start, i + 1));
        start = i + 1;
      }
    } else if (ch === ';' && depth === 0) {
      blocks.push(src.slice(start, i + 1)); // @import, @charset, @layer a, b;
      start = i + 1;
    }
  }
  if (src.slice(start).trim()) blocks.push(src.slice(start));
  return blocks;
}

/** @param {number} bytes */
export function kb(bytes) {
  return `${(bytes / 1000).toFixed(1)} KB`;
}

function main() {
  const args = process.argv.slice(2);
  const distArg = args.includes('--dist') ? args[args.indexOf('--dist') + 1] : join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
  const result = analyse(distArg);
  if (args.includes('--json')) {
    console.log(JSON.stringify(result, null, 2));
  } else {
    /** @param {string | number} s @param {number} n */
    const pad = (s, n) => String(s).padEnd(n);
    /** @param {number} b */
    const num = (b) => kb(b).padStart(9);
    console.log(`gzip sizes per page (JS and CSS it loads on first paint; JS total: at most ${kb(result.textPageBudget)} on a page without widgets)`);
    console.log(
      `${pad('page', 28)}${pad('islands', 8)}${'JS ours'.padStart(9)} ${'JS Starlight/Astro'.padStart(18)} ${'(search)'.padStart(9)} ${'JS total'.padStart(9)} ${'CSS ours'.padStart(9)} ${'CSS Starlight/Astro'.padStart(19)}`,
    );
    for (const r of result.rows)
      console.log(
        `${pad(r.page, 28)}${pad(r.islands, 8)}${num(r.jsOurs)} ${num(r.jsTheirs).padStart(18)} ${num(r.jsSearch)} ${num(r.jsTotal)} ${num(r.cssOurs)} ${num(r.cssTheirs).padStart(19)}`,
      );
    for (const r of result.playgroundPages) {
      const island = r.playgroundIsland ?? 0;
      const onDemand = r.playgroundOnDemand ?? 0;
      const total = island + onDemand;
      console.log(`\nplayground island on ${r.page}: ${kb(island)} gzipped (budget ${kb(result.budget)}); ${kb(total)} with its on-demand panels`);
      console.log(`  the island (first download):`);
      for (const f of r.playgroundFiles) console.log(`    ${f}`);
      console.log(`  loaded on demand (link code, move builder, other levels, panels) ${kb(onDemand)}:`);
      for (const f of r.playgroundOnDemandFiles) console.log(`    ${f}`);
    }
  }
  for (const w of result.warnings) console.warn(`\nwarning: ${w}`);
  if (result.problems.length > 0) {
    console.error(`\nBUDGET BROKEN:\n${result.problems.map((p) => `  - ${p}`).join('\n')}`);
    process.exit(1);
  }
  if (result.playgroundPages.length === 0) console.warn('\nnote: no page embeds the playground, so its budget was not measured.');
  console.log('\nAll budgets hold.');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
