// The one place that says which Chromium our tools drive and with which flags: the
// Playwright end-to-end tests, the Storybook test-runner, the benchmark and the dev
// screenshot script all import it. Browser downloads do not work on our machines, so it is
// the system Chromium (Debian package `chromium`), or CHROMIUM_PATH when set.

import { existsSync } from 'node:fs';

/** The browser binary. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * The same Chromium without its browser UI (Debian package `chromium-headless-shell`, the same
 * version): the end-to-end tests, the package's pages and the screenshot checks (stories, docs
 * pages) run in it: it starts and draws faster than the full browser (docs/performance.md, "Tooling").
 */
const SHELL = process.env.CHROMIUM_HEADLESS_SHELL_PATH || '/usr/bin/chromium-headless-shell';
/** For checks that take no screenshots: the full browser where the shell is not installed. */
export const HEADLESS_SHELL_PATH = existsSync(SHELL) ? SHELL : CHROMIUM_PATH;
/**
 * For the screenshot checks: the shell, with no fallback. The committed baselines are the
 * shell's pictures, and the full browser rasterises text a little differently (100-15 000 pixels
 * of a picture), so in the full browser every screenshot with text would fail.
 */
export const SCREENSHOT_CHROMIUM_PATH = SHELL;

/**
 * Headless, unsandboxed (we run as root in containers), and kept off the network: without the
 * background-networking, component-update and sync flags Chromium tries to reach hosts it cannot.
 */
export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
