// The one place that says which Chromium our tools drive and with which flags: the
// Playwright end-to-end tests, the Storybook test-runner, the benchmark and the dev
// screenshot script all import it. Browser downloads do not work on our machines, so it is
// the system Chromium (Debian package `chromium`), or CHROMIUM_PATH when set.

/** The browser binary. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

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
