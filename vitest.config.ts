import { defineConfig } from 'vitest/config';

/** Unit test files that need a module graph of their own: named `*.isolated.test.ts`. */
const ISOLATED = 'tests/unit/**/*.isolated.test.ts';

// The quick engine tests (unit tests, seconds: run them all the time), the property tests (random
// games, slower), the site (checks that read the built site in dist/), and the browser tests, which
// drive the built site in Chromium. Timeouts are explicit, set for a machine with two cores.
//
// `isolate: false`: the test files of a worker share one module graph, so the engine and its data
// are imported and compiled once per worker, not once per file (measured on two cores: the unit
// tests 75 s → 26 s, the site checks 38 s → 26 s). A file that changes module state puts it back
// (installModules(DEFAULT_MODULES) in afterAll); a file that needs a fresh graph (vi.mock, or the
// engine before all-levels.ts loads) is named *.isolated.test.ts and runs in `quick-isolated`.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'quick',
          include: ['tests/unit/**/*.test.ts'],
          exclude: [ISOLATED],
          environment: 'node',
          isolate: false,
          // Both cores (Vitest's default leaves one free): measured 88 s with one worker, 60 s with two.
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'quick-isolated',
          include: [ISOLATED],
          environment: 'node',
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
          isolate: false,
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
          isolate: false,
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
          // A failed browser test runs once more before the lane fails: now and then headless
          // Chromium stops drawing a page for half a minute on the loaded two-core machine (a click
          // then waits out its 30 s for the frame that says the button holds still). A test that
          // fails for a reason of ours fails twice; one that passes the second time is printed
          // with "(retry x1)", to look into.
          retry: 1,
          isolate: false,
          // Two files at a time, both driving the lane's one Chromium (each page in a renderer
          // process of its own, see setup/global.ts). A test spends much of its time waiting on
          // the round trips between Node and Chromium, which the other file fills: eight files took
          // 178 s one at a time and 150 s two at a time; three at a time, 166 s.
          maxWorkers: 2,
        },
      },
    ],
  },
});
