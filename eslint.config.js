// @ts-check
// ESLint 9 flat config: `npm run lint`. typescript-eslint's `recommended` set (not the type-checked
// presets: linting stays quick on two cores, and tsc already does the type-aware work), plus the
// project's dependency directions (see eslint-rules/layers.js). Formatting is Prettier's job.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import layers from './eslint-rules/layers.js';

/** Packages the engine must never import: it is pure, with no UI and no site framework. */
const UI_AND_SITE_PACKAGES = ['preact', 'preact/*', '@preact/*', 'astro', 'astro/*', 'astro:*', '@astrojs/*'];

export default defineConfig([
  // .astro and .mdx files are not linted (they would need eslint-plugin-astro / eslint-plugin-mdx);
  // `astro check`-style checking of them is left to the build.
  globalIgnores(['dist/', '.astro/', 'node_modules/', 'public/', 'test-results/', 'coverage/']),
  {
    files: ['**/*.{js,mjs,cjs,ts,tsx}'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    languageOptions: { globals: { ...globals.node } },
    plugins: { layers },
    rules: {
      'layers/boundaries': 'error',
      'layers/no-cycle': 'error',
      // tsc checks these already (noUnusedLocals, strict): no second report from ESLint.
      'no-unused-vars': 'off',
      '@typescript-eslint/no-unused-vars': 'off',
    },
  },
  {
    // The widgets run in the browser. A component or hook over 150 lines does several jobs: split
    // it into hooks and sections that each do one (issue 24).
    files: ['src/components/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: { 'max-lines-per-function': ['error', { max: 150, skipBlankLines: false, skipComments: false }] },
  },
  {
    // What every widget's table and the playground's first download import of the engine: api.ts,
    // never index.ts, which installs every level's rules and would bring them all into the first
    // download (see src/machine/level1.ts and `npm run budget`). Lazy panels may import index.ts.
    files: [
      'src/components/table/**/*.{ts,tsx}',
      'src/components/shared/**/*.{ts,tsx}',
      'src/components/form/moveLabels.ts',
      'src/components/modules/*.{ts,tsx}',
      'src/components/playground/{PlaygroundWidget,HistoryPanel,LastMove,LegalMoves,LinkErrorPanel,ShareLink,OnDemand,useLazyParts}.tsx',
      'src/components/playground/{ToolbarSection,LinkFeedbackSection,PlayLayoutSection,noGameScreen}.tsx',
      'src/components/playground/{session,links,useLinks,useHashLink,useShortcuts,usePlaygroundSession,useProjector,gameActions}.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/machine/index.ts'],
              allowTypeImports: true,
              message:
                'Import the engine from machine/api.ts here: index.ts installs every level, which the playground loads only on demand (see src/machine/level1.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/machine/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: UI_AND_SITE_PACKAGES,
              message: 'The engine (src/machine) is pure: no Preact, Astro or Starlight imports.',
            },
          ],
        },
      ],
    },
  },
]);
