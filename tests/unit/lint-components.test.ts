/**
 * The layers of src/components (eslint-rules/layers.js: `layers/boundaries` on src/components, and
 * `layers/no-cycle`), checked on made-up imports: each snippet is linted as if it lived at the given
 * path with the project's own eslint.config.js, and the rules' functions are called on made-up paths
 * and graphs. An import running back up a layer, into another module's widgets or past the registry,
 * and an import closing a circle are reported; the layout's own imports are not.
 */
import { ESLint } from 'eslint';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
import layers, { circleThrough, COMPONENT_LAYERS, componentViolation, importsIn } from '../../eslint-rules/layers.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The findings of the two layer rules for `code` linted as the file `file` (relative to the project root). */
async function findings(file: string, code: string, lint = eslint, at = root): Promise<string[]> {
  const [result] = await lint.lintText(code, { filePath: path.join(at, file) });
  const messages = result?.messages ?? [];
  const fatal = messages.filter((m) => m.fatal);
  if (fatal.length > 0) throw new Error(`${file} did not parse: ${fatal.map((m) => m.message).join('; ')}`);
  return messages.filter((m) => m.ruleId === 'layers/boundaries' || m.ruleId === 'layers/no-cycle').map((m) => `${m.ruleId}: ${m.message}`);
}

describe('lint: the layers of src/components', { timeout: 30_000 }, () => {
  it('orders the folders shared < form < table < editor < modules < playground < example < coach', () => {
    expect(COMPONENT_LAYERS).toEqual(['shared', 'form', 'table', 'editor', 'modules', 'playground', 'example', 'coach']);
  });

  it.each([
    // running back up a layer
    ['src/components/table/Card.tsx', "import { shown } from '../playground/session.ts';", /run back up/],
    ['src/components/shared/format.ts', "import type { ZoneEdit } from '../table/types.ts';", /run back up/],
    ['src/components/table/Table.tsx', "import { useModuleWidgets } from '../modules/useModules.ts';", /run back up/],
    ['src/components/editor/zones.ts', "import type { Session } from '../playground/session.ts';", /run back up/],
    ['src/components/form/MoveForm.tsx', "const t = await import('../table/Table.tsx');", /run back up/],
    ['src/components/modules/puppets/PuppetStep.tsx', "import { shown } from '../../playground/session.ts';", /run back up/],
    // a module's widgets: only the registry reaches them, lazily; they stand alone
    ['src/components/editor/zones.ts', "import { roleZones } from '../modules/roles/zones.ts';", /only src\/components\/modules\/registry\.ts/],
    ['src/components/playground/PlaygroundWidget.tsx', "const p = await import('../modules/panic/PanicPanel.tsx');", /only src\/components\/modules\/registry\.ts/],
    ['src/components/modules/ModuleTable.tsx', "import { widgets } from './roles/index.tsx';", /only src\/components\/modules\/registry\.ts/],
    ['src/components/modules/registry.ts', "import { widgets } from './roles/index.tsx';", /not a static import/],
    ['src/components/modules/roles/zones.ts', "import { policyZones } from '../policy/zones.ts';", /must not import module widgets "policy"/],
    ['src/components/modules/roles/index.tsx', "import { useModuleWidgets } from '../registry.ts';", /must not import the registry/],
    // the folders apart, and a folder in no layer
    ['src/components/phase-map/build.ts', "import { Card } from '../table/Card.tsx';", /imports only from shared/],
    ['src/components/table/Card.tsx', "import { LINK_ALPHABET } from '../reference/link-alphabet.ts';", /no layer imports it/],
    ['src/components/widgets/Thing.tsx', "import { cardLabel } from '../shared/format.ts';", /in no layer/],
  ])('%s: %s is reported', async (file, code, why) => {
    // (a module importing its registry also closes a circle: `layers/no-cycle` says so too, below)
    const found = (await findings(file, code)).filter((f) => f.startsWith('layers/boundaries: '));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(why);
  });

  it.each([
    ['src/components/modules/registry.ts', "const roles = () => import('./roles/index.tsx');\nimport type { ModuleWidgets } from './types.ts';"],
    [
      'src/components/modules/roles/zones.ts',
      "import { cardChoices } from '../../editor/choices.ts';\nimport type { ZoneParts } from '../../editor/types.ts';\nimport type { MoveWords } from '../types.ts';",
    ],
    [
      'src/components/modules/roles/index.tsx',
      "import { RolesMiddle } from './Roles.tsx';\nimport { Card } from '../../table/Card.tsx';\nimport { cardLabel } from '../../shared/format.ts';",
    ],
    [
      'src/components/playground/PlaygroundWidget.tsx',
      "import { ModuleTable } from '../modules/ModuleTable.tsx';\nimport { useModuleParts } from '../modules/useModules.ts';",
    ],
    ['src/components/editor/zones.ts', "import type { ZoneKey } from '../table/types.ts';\nimport { cardLabel } from '../shared/format.ts';"],
    ['src/components/form/MoveForm.tsx', "import { RuleLink } from '../shared/RuleLink.tsx';"],
    ['src/components/example/WorkedExampleWidget.tsx', "import { ModuleTable } from '../modules/ModuleTable.tsx';\nimport { at } from '../playground/session.ts';"],
    ['src/components/phase-map/light.ts', "import { isTypingTarget } from '../shared/keys.ts';"],
    ['src/components/modules/puppets/PuppetStep.tsx', "import { Field } from '../../form/fields.tsx';\nimport { registerMoveLabels } from '../../form/moveLabels.ts';"],
  ])('%s: %s is allowed', async (file, code) => {
    expect(await findings(file, code)).toEqual([]);
  });

  it('judges module folders apart from the generic files beside them (componentViolation)', () => {
    const v = (from: string, to: string, dynamic = false) => componentViolation(`src/components/${from}`, `src/components/${to}`, { dynamic });
    expect(v('modules/registry.ts', 'modules/troublemakers/index.tsx', true)).toBeNull();
    expect(v('modules/registry.ts', 'modules/troublemakers/index.tsx')).toMatch(/not a static import/);
    expect(v('modules/troublemakers/zones.ts', 'modules/troublemakers/zoneKeys.ts')).toBeNull();
    expect(v('modules/troublemakers/zones.ts', 'modules/types.ts')).toBeNull();
    expect(v('modules/spaceProgram/Space.tsx', 'modules/roles/Roles.tsx')).toMatch(/must not import module widgets "roles"/);
    expect(v('table/Table.tsx', 'modules/roles/Roles.tsx', true)).toMatch(/only src\/components\/modules\/registry\.ts/);
    expect(v('table/PlayerBoard.tsx', 'table/types.ts')).toBeNull();
    expect(v('shared/useLazy.ts', 'playground/session.ts')).toMatch(/run back up/);
    // outside src/components, or a page's entry: not these rules' business
    expect(componentViolation('tests/unit/x.test.ts', 'src/components/modules/roles/zones.ts')).toBeNull();
    expect(v('Playground.astro', 'playground/PlaygroundWidget.tsx')).toBeNull();
  });
});

describe('lint: no circle of imports in src/components', { timeout: 30_000 }, () => {
  it('reports a made-up import that closes a circle with the files as they are', async () => {
    // Table.tsx imports Card.tsx: Card.tsx importing Table.tsx back makes a circle.
    const found = await findings('src/components/table/Card.tsx', "import type { TableProps } from './Table.tsx';");
    expect(found).toEqual([expect.stringMatching(/^layers\/no-cycle: .*circle of imports: table\/Card\.tsx → table\/Table\.tsx → table\/Card\.tsx/)]);
  });

  it('counts a dynamic import as an arrow of a circle', async () => {
    // PositionEditor.tsx → useModules.ts → registry.ts (on demand): the registry loading the editor, even on demand, closes a circle.
    const found = await findings('src/components/modules/registry.ts', "const e = () => import('../playground/PositionEditor.tsx');");
    expect(found.filter((f) => f.startsWith('layers/no-cycle'))).toEqual([
      expect.stringMatching(/modules\/registry\.ts → playground\/PositionEditor\.tsx → .*modules\/registry\.ts/),
    ]);
  });

  it("finds no circle in the project's own files", async () => {
    const found = await findings('src/components/table/Table.tsx', "import { Card } from './Card.tsx';\nimport type { ZoneEdit } from './types.ts';");
    expect(found).toEqual([]);
  });

  const dir = mkdtempSync(path.join(tmpdir(), 'lint-cycle-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reads the files on disk: a circle of three made-up files is reported where it closes', async () => {
    const at = (f: string) => path.join(dir, 'src/components', f);
    mkdirSync(at('shared'), { recursive: true });
    writeFileSync(at('shared/a.ts'), "import { b } from './b.ts';\nexport const a = b + 1;\n");
    writeFileSync(at('shared/b.ts'), "export { c as b } from './c.ts';\n");
    writeFileSync(at('shared/c.ts'), 'export const c = 1;\n');
    const lint = new ESLint({
      cwd: dir,
      overrideConfigFile: true,
      overrideConfig: [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser }, plugins: { layers }, rules: { 'layers/no-cycle': 'error' } }],
    });
    // c.ts as it is: no circle; c.ts importing a.ts: a → b → c → a.
    expect(await findings('src/components/shared/c.ts', 'export const c = 1;', lint, dir)).toEqual([]);
    expect(await findings('src/components/shared/c.ts', "import { a } from './a.ts';\nexport const c = a;", lint, dir)).toEqual([
      expect.stringMatching(/circle of imports: shared\/c\.ts → shared\/a\.ts → shared\/b\.ts → shared\/c\.ts/),
    ]);
  });

  it('finds the circle an import closes, the shortest way back (circleThrough, importsIn)', () => {
    const files = new Set(['x/a.ts', 'x/b.ts', 'x/c.ts', 'x/d.tsx']);
    expect(importsIn('x/a.ts', "import { b } from './b.ts';\nimport type { C } from './c';\nconst d = import('./d.tsx');\nimport '../y.css';", files)).toEqual([
      'x/b.ts',
      'x/c.ts',
      'x/d.tsx',
    ]);
    const graph = new Map([
      ['x/a.ts', ['x/b.ts']],
      ['x/b.ts', ['x/c.ts', 'x/d.tsx']],
      ['x/c.ts', ['x/a.ts']],
      ['x/d.tsx', []],
    ]);
    expect(circleThrough(graph, 'x/c.ts', 'x/a.ts')).toEqual(['x/c.ts', 'x/a.ts', 'x/b.ts', 'x/c.ts']);
    expect(circleThrough(graph, 'x/b.ts', 'x/d.tsx')).toBeNull();
    expect(circleThrough(graph, 'x/a.ts', 'x/a.ts')).toEqual(['x/a.ts', 'x/a.ts']);
  });
});
