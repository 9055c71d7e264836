// Servers the package step starts (the mock API, next start, static file servers), each
// stopped by the step, and the Chromium check of a consumer page.
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import sirv from 'sirv';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH } from '../chromium.mjs';

/** Starts `node args…` in its own process group; resolves once `url` answers 200. */
export async function startNode(args, { cwd, env, url, timeoutMs = 60_000 }) {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited (${child.exitCode}):\n${output}`);
    try {
      if ((await fetch(url)).status === 200) return { stop, output: () => output };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      stop();
      throw new Error(`${args.join(' ')} did not answer ${url} within ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Serves a directory (a Vite build) on 127.0.0.1:port. */
export function serveStatic(dir, port) {
  const server = createServer(sirv(dir, { dev: false, etag: true }));
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () => resolve({ stop: () => new Promise((r) => server.close(r)) })),
  );
}

export const launchChromium = () => chromium.launch({ executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_ARGS });

/**
 * Opens `url`, waits for every text of `texts` to show, and returns what the console and the
 * page reported: any error (a failed hydration is one: React #418), failed request, or request
 * for /api/history.
 */
export async function openAndCheck(browser, url, { texts, screenshot }) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
  const problems = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || (m.type() === 'warning' && /hydrat|did not match/i.test(m.text())))
      problems.push(`console.${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('requestfailed', (r) => problems.push(`request failed: ${r.url()} ${r.failure()?.errorText ?? ''}`));
  // The consumers' API has the spec's three endpoints: the package asks for history only when told.
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/history')) problems.push(`history requested: ${r.url()}`);
  });
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`HTTP ${r.status()}: ${r.url()}`);
  });
  try {
    await page.goto(url, { waitUntil: 'load' });
    // The first one shown: a text may also sit in a closed part (the Trends table's <details>).
    for (const text of texts)
      await page.getByText(text, { exact: true }).filter({ visible: true }).first().waitFor({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    if (screenshot) await page.screenshot({ path: screenshot });
  } catch (error) {
    problems.push(`while waiting for the page: ${error.message.split('\n')[0]}`);
  } finally {
    await page.close();
  }
  return problems;
}
