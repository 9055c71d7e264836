import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH } from './scripts/chromium.mjs';

const PORT = Number(process.env.E2E_PORT ?? 4310);
/** The same build served with API_CACHE=off (per-request pass-through), on the next port. */
const PASSTHROUGH_PORT = PORT + 1;
/**
 * The shared server's history (docs/requirements.md §13.1): a fresh, empty folder each run, so
 * the page shows the live simulation's seeded past and never the repository's ./data. Made once,
 * in the process that starts the web servers (the workers load this file too, with their own).
 */
const DATA_DIR = (process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'sb-e2e-data-')));

/**
 * Suites that steer the page's own requests (route interception, Playwright's clock) need every
 * poll to reach the server as it is made: they run against API_CACHE=off, where the first HTML
 * is the skeleton and each request is answered afresh. Everything else runs against `npm start`
 * as visitors get it (the shared snapshot and the server-rendered first view).
 */
const PASSTHROUGH_SUITES = [
  'data.spec.ts',
  'hostile.spec.ts',
  'large-data.spec.ts',
  'long-session.spec.ts',
  'reliability.spec.ts',
  'live-status.spec.ts',
];

export default defineConfig({
  testDir: 'e2e',
  // Its own folder: Playwright empties outputDir, and the story screenshot diffs live in test-results/.
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  // One test at a time per project, the two projects side by side: their servers are separate
  // processes and neither project's tests touch the other's (the specs that start servers of
  // their own are all in 'shared').
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  // Waiting for what the page shows: machines of our kind differ by 3x and more. A passing check
  // returns as soon as it holds.
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    locale: 'en-US',
    timezoneId: 'UTC',
    launchOptions: { executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_ARGS },
    // A trace of each failing test, locally. Not in CI: its run is a fresh clone that keeps no
    // files, and recording every test's trace slows the suite (re-run a failure here with it).
    trace: process.env.CI ? 'off' : 'retain-on-failure',
  },
  projects: [
    {
      name: 'shared',
      testIgnore: PASSTHROUGH_SUITES,
      workers: 1,
      use: { browserName: 'chromium', baseURL: `http://127.0.0.1:${PORT}` },
    },
    {
      name: 'passthrough',
      testMatch: PASSTHROUGH_SUITES,
      workers: 1,
      use: { browserName: 'chromium', baseURL: `http://127.0.0.1:${PASSTHROUGH_PORT}` },
    },
  ],
  // The built server as an operator runs it (`npm run serve`: node dist-server/server.mjs, no
  // tsx or Vite), after building the app and the server (SKIP_APP_BUILD: `npm test` built them
  // once already), then the same build again with API_CACHE=off. Playwright starts them in this order.
  webServer: [
    {
      command: `${process.env.SKIP_APP_BUILD ? '' : 'npm run build:site && '}npm run serve`,
      url: `http://127.0.0.1:${PORT}/`,
      // PUBLIC_URL: the link preview tags carry absolute URLs that e2e/share.spec.ts can fetch.
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        MOCK_SEED: '7',
        PUBLIC_URL: `http://127.0.0.1:${PORT}`,
        DATA_DIR,
      } as Record<string, string>,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      stdout: 'ignore' as const,
    },
    {
      command: 'node dist-server/server.mjs',
      url: `http://127.0.0.1:${PASSTHROUGH_PORT}/`,
      env: { PORT: String(PASSTHROUGH_PORT), HOST: '127.0.0.1', MOCK_SEED: '7', API_CACHE: 'off' } as Record<
        string,
        string
      >,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'ignore' as const,
    },
  ],
});
