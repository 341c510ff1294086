import { defineConfig } from 'vitest/config';

// Three projects: the engine (unit and property tests, fast, no browser), the site (checks that
// read the built site in dist/), and the browser tests, which drive the built site in Chromium.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'engine',
          include: ['tests/unit/**/*.test.ts', 'tests/property/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'site',
          include: ['tests/site/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/browser/setup/global.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // One Chromium at a time: the machine has two cores.
          fileParallelism: false,
        },
      },
    ],
  },
});
