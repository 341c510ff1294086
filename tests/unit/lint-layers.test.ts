/**
 * The dependency directions of eslint.config.js (eslint-rules/layers.js and the engine's
 * no-restricted-imports), checked on small made-up files: each snippet is linted as if it lived at
 * the given path, which need not exist (src/machine/core and src/machine/modules may not yet).
 */
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

const LAYER_RULES = new Set(['layers/boundaries', 'no-restricted-imports']);

/** The layer findings for `code` linted as the file `path` (relative to the project root). */
async function layerFindings(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${path}` });
  const messages = result?.messages ?? [];
  const fatal = messages.filter((m) => m.fatal);
  if (fatal.length > 0) throw new Error(`${path} did not parse: ${fatal.map((m) => m.message).join('; ')}`);
  return messages.filter((m) => m.ruleId !== null && LAYER_RULES.has(m.ruleId)).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('lint: dependency directions', { timeout: 30_000 }, () => {
  it.each([
    ['src/machine/game.ts', "import { formatCash } from '../components/shared/format.ts';"],
    ['src/machine/rules/buy.ts', "import type { Props } from '../../components/table/Card.tsx';"],
    ['src/machine/rules/buy.ts', "export { default } from '../../content/docs/cards.mdx';"],
    ['src/machine/game.ts', "import { h } from 'preact';"],
    ['src/machine/game.ts', "import { useState } from 'preact/hooks';"],
    ['src/machine/view.ts', "import type { Signal } from '@preact/signals';"],
    ['src/machine/link.ts', "import { defineConfig } from 'astro/config';"],
    ['src/machine/link.ts', "import { getCollection } from 'astro:content';"],
    ['src/machine/index.ts', "import starlight from '@astrojs/starlight';"],
    ['src/machine/core/state.ts', "import { formatCash } from '../../components/shared/format.ts';"],
    ['src/components/table/Card.tsx', "import Cards from '../../content/docs/cards.mdx';"],
    ['src/components/Playground.ts', "const page = await import('../content/docs/playground.mdx');"],
    // a module reaches into another module's internals
    ['src/machine/modules/buy/apply.ts', "import { rebelIcons } from '../crisis/rebels.ts';"],
    ['src/machine/modules/buy/apply.ts', "export * from '../crisis/internal/steps.ts';"],
    ['src/machine/modules/buy/index.ts', "export type { Crisis } from '../crisis/types.ts';"],
    ['src/machine/modules/buy/deep/apply.ts', "const crisis = await import('../../crisis/rebels.ts');"],
    // the core depends on no module (only a registry.ts may list them)
    ['src/machine/core/game.ts', "import { buy } from '../modules/buy/index.ts';"],
    ['src/machine/core/game.ts', "import { MODULES } from '../modules/registry.ts';"],
    ['src/machine/core/phases/turn.ts', "import type { BuyMove } from '../../modules/buy/moves.ts';"],
    // the default card faces: rules, widgets and computer players read the game's cards instead
    ['src/machine/modules/panic/rules.ts', "import { PANIC_TYPES } from '../../data/card-faces.ts';"],
    ['src/machine/core/zones.ts', "import { BILLIONAIRE_SPACES } from '../data/card-faces.ts';"],
    ['src/players/needs.ts', "import { ASSET_TYPES } from '../machine/data/card-faces.ts';"],
    ['src/components/table/Market.tsx', "import { MARKET_NUMBERS } from '../../machine/data/card-faces.ts';"],
    ['src/components/table/Market.tsx', "const faces = await import('../../machine/data/card-faces.ts');"],
  ])('%s: %s is reported', async (path, code) => {
    const findings = await layerFindings(path, code);
    expect(findings).toHaveLength(1);
    // packages are no-restricted-imports' business, paths the layers rule's
    expect(findings[0]).toMatch(/from '\./.test(code) || /import\('\./.test(code) ? /^layers\/boundaries: / : /^no-restricted-imports: /);
  });

  it.each([
    // today's layout
    ['src/machine/game.ts', "import { setup } from 'xstate';\nimport { ASSETS } from './data/assets.ts';\nimport type { GameState } from './state.ts';"],
    ['src/machine/core/cards-of.ts', "import { PANIC_TYPES } from '../data/card-faces.ts';"],
    ['src/machine/core/table-cards.ts', "import { MARKET_NUMBERS } from '../data/card-faces.ts';"],
    ['src/machine/rules/buy.ts', "import type { Move } from '../moves.ts';\nimport { CARDS } from '../data/cards.ts';"],
    ['src/components/table/Card.tsx', "import { cardInfo } from '../../machine/index.ts';\nimport { useState } from 'preact/hooks';"],
    ['src/components/WorkedExample.ts', "import { EXAMPLES } from '../examples/index.ts';"],
    ['src/examples/level-1.ts', "import { createGame } from '../machine/index.ts';"],
    ['src/content.config.ts', "import { defineCollection } from 'astro:content';"],
    ['tests/unit/example.test.ts', "import { play } from '../../src/machine/index.ts';\nimport { Card } from '../../src/components/table/Card.tsx';"],
    // the target layout
    ['src/machine/modules/buy/apply.ts', "import { rebelIcons } from '../crisis/index.ts';\nimport { spaces } from '../crisis';"],
    ['src/machine/modules/buy/apply.ts', "import type { GameState } from '../../core/state.ts';\nimport { CARDS } from '../../data/cards.ts';"],
    ['src/machine/modules/buy/apply.ts', "import { helper } from './helpers.ts';\nimport { step } from './steps/one.ts';"],
    ['src/machine/modules/buy/steps/one.ts', "import { helper } from '../helpers.ts';\nimport { rebelIcons } from '../../crisis/index.ts';"],
    ['src/machine/modules/registry.ts', "import { buy } from './buy/index.ts';\nimport { crisis } from './crisis/index.ts';"],
    ['src/machine/core/registry.ts', "import { MODULES } from '../modules/registry.ts';"],
    ['src/machine/core/game.ts', "import { ASSETS } from '../data/assets.ts';\nimport { createActor } from 'xstate';\nimport type { Move } from './moves.ts';"],
    ['src/machine/index.ts', "export { play } from './core/game.ts';\nexport { rebelIcons } from './modules/crisis/index.ts';"],
  ])('%s: %s is allowed', async (path, code) => {
    expect(await layerFindings(path, code)).toEqual([]);
  });
});
