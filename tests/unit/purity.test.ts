import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// The engine must stay pure TypeScript: no UI code, no DOM, no hidden randomness.
const root = join(import.meta.dirname, '../../src/machine');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : path.endsWith('.ts') ? [path] : [];
  });
}

const FORBIDDEN_IMPORTS = /from\s+['"](preact|preact\/.*|@preact\/.*|astro|astro:.*|@astrojs\/.*|react|react-dom|\.\.\/components\/.*|\.\.\/\.\.\/components\/.*)['"]/;
const ALLOWED_PACKAGES = new Set(['xstate']);

describe('src/machine stays pure', () => {
  const files = sources(root);

  it('has sources to check', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  for (const file of files) {
    const name = relative(root, file);
    const text = readFileSync(file, 'utf8');
    it(`${name} imports no UI code`, () => {
      expect(text).not.toMatch(FORBIDDEN_IMPORTS);
      for (const m of text.matchAll(/from\s+['"]([^'"]+)['"]/g)) {
        const spec = m[1]!;
        if (spec.startsWith('.')) expect(spec, `${name} reaches outside the engine`).not.toMatch(/^\.\.\/\.\.\//);
        else expect(ALLOWED_PACKAGES.has(spec), `${name} imports package ${spec}`).toBe(true);
      }
    });
    it(`${name} uses no Math.random and no DOM globals`, () => {
      const code = text.replace(/\/\/.*$/gm, '').replace(/\/\*[\s\S]*?\*\//g, '');
      expect(code).not.toMatch(/Math\.random/);
      expect(code).not.toMatch(/\b(window|document|localStorage|navigator)\./);
      expect(code).not.toMatch(/\bDate\.now\(/);
    });
  }
});
