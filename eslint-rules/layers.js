// @ts-check
/**
 * Two tiny local ESLint rules.
 *
 * `layers/boundaries`: which folder may import which. Relative import specifiers are resolved
 * against the importing file, so the rule sees real paths (src/machine/…), not the spelling of
 * `../..`. Package imports are left to `no-restricted-imports` (see eslint.config.js). It checks
 * `import`, `import type`, `export … from` and `import()`.
 *
 *   - src/machine/** (the engine, pure) imports nothing from src/components/** or src/content/**;
 *   - src/components/** imports nothing from src/content/**;
 *   - a module folder src/machine/modules/<name>/ reaches another module only through its index
 *     (`../<other>/index.ts`, or `../<other>`), never `../<other>/anything-else.ts`;
 *   - src/machine/core/** imports nothing from src/machine/modules/**, except files named
 *     registry.ts (src/machine/modules/registry.ts is the one place that lists the modules);
 *   - within src/components/, the folders are layers (COMPONENT_LAYERS, lowest first): a folder
 *     imports from its own layer and those below, never one above ("an arrow running back up"); the
 *     folders set apart (COMPONENTS_APART: pages' own widgets) import only from shared/, and no layer
 *     imports them;
 *   - in src/components/modules/, each folder <id>/ holds one module's widgets: it imports no other
 *     module's folder, and no file outside it imports it, except modules/registry.ts, and only with
 *     a dynamic `import()` (so a module's widgets load on demand). The files directly in modules/
 *     (the registry, the widgets' types) are the modules layer's generic part.
 *
 * `layers/no-cycle`: no circle of imports within src/components/. The relative imports of every file
 * there (static, type-only and dynamic) are read with a regular expression, once per lint run (the
 * graph is kept a few seconds), and the file being linted is read from its own syntax tree; an
 * import that closes a circle is reported with the circle.
 *
 *   - the default card faces (src/machine/data/card-faces.ts) are read only by the data folder and the
 *     two core files that resolve a game's cards (core/cards-of.ts, core/table-cards.ts and its names, core/table-card-names.ts): every
 *     rule, widget and computer player asks the game (`cardsOf(state)`), so a table's own printed
 *     cards reach them all.
 *
 * The rules for core/ and modules/ only apply to files in those folders: on a layout without them
 * they never fire.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const ENGINE = 'src/machine/';
const MODULES = 'src/machine/modules/';
const CORE = 'src/machine/core/';
const COMPONENTS = 'src/components/';
const CONTENT = 'src/content/';
const WIDGET_REGISTRY = 'src/components/modules/registry.ts';
const CARD_FACES = 'src/machine/data/card-faces.ts';
/** The files that may read the default card faces: the data itself and where a game's cards are resolved. */
const FACE_READERS = ['src/machine/data/', 'src/machine/core/cards-of.ts', 'src/machine/core/table-cards.ts', 'src/machine/core/table-card-names.ts'];
/** The folders of src/components/, lowest layer first: each may import from its own and those before it. */
export const COMPONENT_LAYERS = ['shared', 'form', 'table', 'editor', 'modules', 'playground', 'example', 'coach'];
/** Folders of src/components/ beside the layers (used by pages only): they import only from shared/. */
export const COMPONENTS_APART = ['phase-map', 'reference', 'overrides', 'table-cards'];
const INDEX = /^(index(\.[cm]?[jt]sx?)?)?$/;

/**
 * The import's target as a project-relative path (forward slashes), or null for package imports
 * and targets outside the project.
 * @param {string} root
 * @param {string} file absolute path of the importing file
 * @param {string} spec
 */
function target(root, file, spec) {
  if (!spec.startsWith('./') && !spec.startsWith('../') && spec !== '.' && spec !== '..') return null;
  const rel = path
    .relative(root, path.resolve(path.dirname(file), spec))
    .split(path.sep)
    .join('/');
  return rel.startsWith('../') || path.isAbsolute(rel) ? null : rel;
}

/**
 * Why importing `to` from `from` breaks the layers of src/components/, or null when it is allowed
 * (both project-relative; only judged when both are in src/components/).
 * @param {string} from
 * @param {string} to
 * @param {{ readonly dynamic?: boolean }} [how] `dynamic`: an `import()`
 * @returns {string | null}
 */
export function componentViolation(from, to, how = {}) {
  if (!from.startsWith(COMPONENTS) || !to.startsWith(COMPONENTS)) return null;
  const own = from.slice(COMPONENTS.length).split('/');
  const other = to.slice(COMPONENTS.length).split('/');
  // Files directly in src/components/ (the pages' .astro entries) are above every layer.
  if (own.length === 1) return null;
  if (other.length === 1) return `src/components/${other[0]} is a page's entry: no widget imports it`;
  const [a, b] = [own[0] ?? '', other[0] ?? ''];
  // Module widget folders: modules/<id>/… (a file directly in modules/ is the layer's generic part).
  const moduleOf = (/** @type {string[]} */ parts) => (parts[0] === 'modules' && parts.length > 2 ? parts[1] : null);
  const [mine, theirs] = [moduleOf(own), moduleOf(other)];
  if (theirs !== null && mine !== theirs) {
    if (mine !== null) return `module widgets "${mine}" must not import module widgets "${theirs}" (each module's widgets stand alone)`;
    if (from !== WIDGET_REGISTRY) return `only ${WIDGET_REGISTRY} reaches a module's widgets (src/components/modules/${theirs}/): ask the registry`;
    if (!how.dynamic) return `${WIDGET_REGISTRY} loads a module's widgets on demand: import('./${theirs}/…'), not a static import`;
    return null;
  }
  if (mine !== null && to === WIDGET_REGISTRY) return `module widgets "${mine}" must not import the registry that loads them`;
  if (a === b) return null;
  for (const [folder, side] of /** @type {const} */ ([
    [a, 'importing'],
    [b, 'imported'],
  ]))
    if (!COMPONENT_LAYERS.includes(folder) && !COMPONENTS_APART.includes(folder))
      return `src/components/${folder}/ (the ${side} folder) is in no layer: add it to COMPONENT_LAYERS or COMPONENTS_APART in eslint-rules/layers.js`;
  if (COMPONENTS_APART.includes(a)) return b === 'shared' ? null : `src/components/${a}/ stands apart from the layers: it imports only from shared/`;
  if (COMPONENTS_APART.includes(b)) return `src/components/${b}/ stands apart from the layers (a page's own widgets): no layer imports it`;
  if (COMPONENT_LAYERS.indexOf(b) > COMPONENT_LAYERS.indexOf(a))
    return `${b}/ is above ${a}/ in the layers of src/components (${COMPONENT_LAYERS.join(' < ')}): an import must not run back up`;
  return null;
}

/**
 * Why importing `to` from `from` breaks a layer, or null when it is allowed (both project-relative).
 * @param {string} from
 * @param {string} to
 * @param {{ readonly dynamic?: boolean }} [how] `dynamic`: an `import()`
 * @returns {string | null}
 */
export function violation(from, to, how = {}) {
  const inside = (/** @type {string} */ p, /** @type {string} */ dir) => p.startsWith(dir) || p === dir.slice(0, -1);
  if (to === CARD_FACES && !FACE_READERS.some((r) => from === r || from.startsWith(r)))
    return "it reads the default card tables: read the game's cards instead (cardsOf(state), viewCards(view) or resolveCards), so a table's own printed cards apply";
  if (inside(from, ENGINE)) {
    if (inside(to, COMPONENTS)) return 'the engine (src/machine) is pure: it must not import from src/components';
    if (inside(to, CONTENT)) return 'the engine (src/machine) is pure: it must not import from src/content';
  } else if (inside(from, COMPONENTS) && inside(to, CONTENT)) {
    return 'components (src/components) must not import from the pages (src/content)';
  } else {
    const why = componentViolation(from, to, how);
    if (why) return why;
  }
  if (inside(from, MODULES) && inside(to, MODULES)) {
    const own = from.slice(MODULES.length).split('/');
    const other = to.slice(MODULES.length).split('/');
    // own.length === 1: a file directly in modules/ (registry.ts), not a module folder.
    if (own.length > 1 && other.length > 1 && own[0] !== other[0] && !INDEX.test(other.slice(1).join('/')))
      return `module "${own[0]}" may use module "${other[0]}" only through its index.ts (import '../${other[0]}/index.ts')`;
  }
  if (inside(from, CORE) && inside(to, MODULES) && path.posix.basename(from) !== 'registry.ts')
    return 'the engine core (src/machine/core) must not import from src/machine/modules (only a registry.ts may)';
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
const boundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep imports pointing the right way between src/machine, src/components, src/content and the engine modules' },
    schema: [],
    messages: { layer: 'Import of "{{spec}}" is not allowed here: {{why}}.' },
  },
  create(context) {
    const root = context.cwd;
    const file = context.filename;
    const from = path.relative(root, file).split(path.sep).join('/');
    if (from.startsWith('../')) return {};
    /**
     * @param {import('eslint').Rule.Node} node the import, export or import() that names the module
     * @param {{ type: string, value?: unknown } | null | undefined} source
     */
    const check = (node, source) => {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const to = target(root, file, source.value);
      const why = to === null ? null : violation(from, to, { dynamic: node.type === 'ImportExpression' });
      if (why) context.report({ node, messageId: 'layer', data: { spec: source.value, why } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};

/** Relative import specifiers in source text: `from '…'`, `import '…'`, `import('…')` (comments and all: a rough reading, enough for a graph). */
const IMPORT_SPEC = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"\n]*)\1/g;
const SOURCE_FILE = /\.(?:[cm]?[jt]sx?|astro)$/;
const TRIED_ENDINGS = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx', '/index.js'];

/**
 * The project-relative file a relative specifier of `from` names, if it is one of `files`.
 * @param {string} from project-relative
 * @param {string} spec
 * @param {ReadonlySet<string>} files
 */
function resolveIn(from, spec, files) {
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), spec.replace(/\?.*$/, '')));
  for (const ending of TRIED_ENDINGS) if (files.has(base + ending)) return base + ending;
  return null;
}

/**
 * The relative imports of the source `text` of `from`, as project-relative files of `files`.
 * @param {string} from
 * @param {string} text
 * @param {ReadonlySet<string>} files
 * @returns {string[]}
 */
export function importsIn(from, text, files) {
  const out = new Set();
  for (const m of text.matchAll(IMPORT_SPEC)) {
    const to = resolveIn(from, /** @type {string} */ (m[2]), files);
    if (to !== null) out.add(to);
  }
  return [...out];
}

/**
 * Every source file under `dir` (project-relative, forward slashes).
 * @param {string} root
 * @param {string} dir
 * @returns {string[]}
 */
function sourceFiles(root, dir) {
  /** @type {string[]} */
  const out = [];
  /** @param {string} rel */
  const walk = (rel) => {
    let names;
    try {
      names = readdirSync(path.join(root, rel));
    } catch {
      return;
    }
    for (const name of names) {
      const child = `${rel}/${name}`;
      if (statSync(path.join(root, child)).isDirectory()) walk(child);
      else if (SOURCE_FILE.test(name)) out.push(child);
    }
  };
  walk(dir.replace(/\/$/, ''));
  return out;
}

/**
 * The import graph of the files under `dir`: each file and the files it imports among them.
 * @param {string} root
 * @param {string} dir project-relative, e.g. 'src/components/'
 * @returns {Map<string, string[]>}
 */
export function importGraph(root, dir) {
  const files = sourceFiles(root, dir);
  const known = new Set(files);
  return new Map(files.map((f) => [f, importsIn(f, readFileSync(path.join(root, f), 'utf8'), known)]));
}

/**
 * A circle that the import `from` → `to` closes: the files from `from` round to `from` again
 * (shortest way back), or null when `to` never leads back to `from`.
 * @param {ReadonlyMap<string, readonly string[]>} graph
 * @param {string} from
 * @param {string} to
 * @returns {string[] | null}
 */
export function circleThrough(graph, from, to) {
  if (to === from) return [from, from];
  /** @type {Map<string, string>} */
  const cameFrom = new Map([[to, '']]);
  const queue = [to];
  while (queue.length > 0) {
    const at = /** @type {string} */ (queue.shift());
    for (const next of graph.get(at) ?? []) {
      if (next === from) {
        const way = [at];
        for (let p = cameFrom.get(at); p; p = cameFrom.get(p)) way.unshift(p);
        return [from, ...way, from];
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, at);
        queue.push(next);
      }
    }
  }
  return null;
}

/** How long one reading of the files serves (a lint run lints many files within it). */
const GRAPH_KEPT_MS = 3000;
/** @type {{ root: string, at: number, graph: Map<string, string[]> } | null} */
let kept = null;

/** @param {string} root */
function componentGraph(root) {
  if (!kept || kept.root !== root || Date.now() - kept.at > GRAPH_KEPT_MS) kept = { root, at: Date.now(), graph: importGraph(root, COMPONENTS) };
  return kept.graph;
}

/** @type {import('eslint').Rule.RuleModule} */
const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'No circle of imports within src/components' },
    schema: [],
    messages: { cycle: 'Import of "{{spec}}" closes a circle of imports: {{circle}}.' },
  },
  create(context) {
    const root = context.cwd;
    const file = context.filename;
    const from = path.relative(root, file).split(path.sep).join('/');
    if (!from.startsWith(COMPONENTS)) return {};
    /**
     * @param {import('eslint').Rule.Node} node
     * @param {{ type: string, value?: unknown } | null | undefined} source
     */
    const check = (node, source) => {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      if (!source.value.startsWith('./') && !source.value.startsWith('../')) return;
      const graph = componentGraph(root);
      const to = resolveIn(from, source.value, new Set(graph.keys()));
      const circle = to === null ? null : circleThrough(graph, from, to);
      if (circle) context.report({ node, messageId: 'cycle', data: { spec: source.value, circle: circle.map((f) => f.slice(COMPONENTS.length)).join(' → ') } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};

export default { meta: { name: 'layers' }, rules: { boundaries, 'no-cycle': noCycle } };
