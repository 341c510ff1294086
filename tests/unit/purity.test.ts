import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

// The engine must stay pure TypeScript: no UI code, no DOM, no hidden randomness.
const root = resolve(import.meta.dirname, '../../src/machine');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : path.endsWith('.ts') ? [path] : [];
  });
}

/** Packages the engine may import; everything else (preact, astro, UI libraries) is refused. */
const ALLOWED_PACKAGES = new Set(['xstate']);
const UI_PACKAGES = /^(preact|preact\/.*|@preact\/.*|astro|astro:.*|@astrojs\/.*|react|react-dom|react\/.*)$/;

/** Every module specifier the file imports or re-exports (static `from '…'`, side-effect `import '…'`, dynamic `import('…')`). */
function specifiers(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/\bfrom\s+['"]([^'"]+)['"]/g)) out.push(m[1]!);
  for (const m of text.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm)) out.push(m[1]!);
  for (const m of text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) out.push(m[1]!);
  return out;
}

/** Whether `path` lies inside the engine folder. */
const insideEngine = (path: string) => path === root || path.startsWith(root + sep);

/** The code without comments (so prose about "decision windows" or `window.` in a comment does not count). */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

/** DOM and browser globals the engine must not touch. */
const DOM_GLOBALS = ['window', 'document', 'localStorage', 'sessionStorage', 'navigator'] as const;

/** Whether the file binds `name` itself (a parameter or a variable), so `name.x` is not the global. */
function bindsLocally(code: string, name: string): boolean {
  return new RegExp(`\\b(const|let|var|function)\\s+${name}\\b|[(,]\\s*${name}\\s*[:,)=?]|\\b${name}\\s*=>`).test(code);
}

describe('src/machine stays pure', () => {
  const files = sources(root);

  it('has sources to check', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it('the import resolution sees the nested module folders', () => {
    // A module two folders down reaches the core with ../../core: still inside the engine.
    expect(insideEngine(resolve(root, 'modules/panic', '../../core/state.ts'))).toBe(true);
    expect(insideEngine(resolve(root, 'modules/panic', '../../../components/x.ts'))).toBe(false);
    expect(insideEngine(resolve(root, 'core', '../../components/x.ts'))).toBe(false);
  });

  for (const file of files) {
    const name = relative(root, file);
    const text = readFileSync(file, 'utf8');
    it(`${name} imports no UI code and nothing outside the engine`, () => {
      for (const spec of specifiers(text)) {
        expect(spec, `${name} imports UI code (${spec})`).not.toMatch(UI_PACKAGES);
        if (spec.startsWith('.')) {
          const target = resolve(dirname(file), spec);
          expect(insideEngine(target), `${name} reaches outside the engine: ${spec} → ${relative(root, target)}`).toBe(true);
          expect(relative(root, target).split(sep)[0], `${name} imports UI code (${spec})`).not.toMatch(/^(components|pages|layouts)$/);
        } else {
          expect(ALLOWED_PACKAGES.has(spec), `${name} imports package ${spec}`).toBe(true);
        }
      }
    });
    it(`${name} uses no Math.random and no DOM globals`, () => {
      const code = withoutComments(text);
      expect(code).not.toMatch(/\bMath\.random\b/);
      expect(code).not.toMatch(/\bDate\.now\(/);
      for (const global of DOM_GLOBALS) {
        if (bindsLocally(code, global)) continue; // e.g. a decision window passed as `window`
        expect(code, `${name} uses ${global}`).not.toMatch(new RegExp(`\\b${global}\\s*[.[]|\\bglobalThis\\.${global}\\b`));
      }
      expect(code).not.toMatch(/\blocalStorage\b/);
    });
  }
});
