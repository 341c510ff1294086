// @ts-check
/**
 * A tiny local ESLint rule, `layers/boundaries`: which folder may import which. Relative import
 * specifiers are resolved against the importing file, so the rule sees real paths (src/machine/…),
 * not the spelling of `../..`. Package imports are left to `no-restricted-imports` (see
 * eslint.config.js). It checks `import`, `import type`, `export … from` and `import()`.
 *
 *   - src/machine/** (the engine, pure) imports nothing from src/components/** or src/content/**;
 *   - src/components/** imports nothing from src/content/**;
 *   - a module folder src/machine/modules/<name>/ reaches another module only through its index
 *     (`../<other>/index.ts`, or `../<other>`), never `../<other>/anything-else.ts`;
 *   - src/machine/core/** imports nothing from src/machine/modules/**, except files named
 *     registry.ts (src/machine/modules/registry.ts is the one place that lists the modules).
 *
 * The rules for core/ and modules/ only apply to files in those folders: on a layout without them
 * they never fire.
 */
import path from 'node:path';

const ENGINE = 'src/machine/';
const MODULES = 'src/machine/modules/';
const CORE = 'src/machine/core/';
const COMPONENTS = 'src/components/';
const CONTENT = 'src/content/';
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
 * Why importing `to` from `from` breaks a layer, or null when it is allowed (both project-relative).
 * @param {string} from
 * @param {string} to
 * @returns {string | null}
 */
function violation(from, to) {
  const inside = (/** @type {string} */ p, /** @type {string} */ dir) => p.startsWith(dir) || p === dir.slice(0, -1);
  if (inside(from, ENGINE)) {
    if (inside(to, COMPONENTS)) return 'the engine (src/machine) is pure: it must not import from src/components';
    if (inside(to, CONTENT)) return 'the engine (src/machine) is pure: it must not import from src/content';
  } else if (inside(from, COMPONENTS) && inside(to, CONTENT)) {
    return 'components (src/components) must not import from the pages (src/content)';
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
      const why = to === null ? null : violation(from, to);
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

export default { meta: { name: 'layers' }, rules: { boundaries } };
