import { defineConfig } from 'vitest/config';

// Four projects: the quick engine tests (unit tests, seconds: run them all the time), the property
// tests (random games, slower), the site (checks that read the built site in dist/), and the
// browser tests, which drive the built site in Chromium. Timeouts are explicit, set for a machine
// with two cores.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'quick',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          // Both cores (Vitest's default leaves one free): measured 88 s with one worker, 60 s with two.
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'property',
          include: ['tests/property/**/*.test.ts'],
          environment: 'node',
          // Each property runs many whole random games.
          testTimeout: 120_000,
          // Pure computation: two workers on two cores, 276 s with one, 153 s with two.
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'site',
          include: ['tests/site/**/*.test.ts'],
          environment: 'node',
          // Parsing every built page takes a few seconds on two cores (the first test to read a page
          // pays for it); the link check walks every link of every page.
          testTimeout: 30_000,
          hookTimeout: 30_000,
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
