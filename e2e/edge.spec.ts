import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { NGINX_BIN, startNginx, writeNginxConfig } from '../scripts/bench/nginx.mjs';
import { freePort } from './support/servers';
import { watchPageProblems } from './support/watch';
import { freshnessIndicator } from './support/hydration';

/**
 * docs/requirements.md §12.5: the page through the edge (deploy/nginx.conf, as an operator runs
 * it, over TLS) is one stored body for every visitor, each with a nonce of its own; the styles
 * Emotion inserts after hydration carry that nonce, so the CSP blocks none of them. Skipped
 * where nginx is not installed (npm run bench:scale installs it; so can apt-get install nginx).
 */
const hasNginx = existsSync(NGINX_BIN);
test.skip(!hasNginx, `${NGINX_BIN} is not installed`);
test.use({ ignoreHTTPSErrors: true });

let edge = '';
let plain = '';
let stop: (() => Promise<void>) | undefined;
let dir = '';

test.beforeAll(async () => {
  if (!hasNginx) return;
  const upstream = new URL(test.info().project.use.baseURL as string).host;
  dir = mkdtempSync(path.join(os.tmpdir(), 'smartburn-edge-'));
  // nginx's workers run as an unprivileged user when the tests run as root: let them in.
  chmodSync(dir, 0o755);
  const [tlsPort, httpPort] = [await freePort(), await freePort()];
  const paths = writeNginxConfig(path.join(dir, 'nginx'), {
    upstream,
    listen: `127.0.0.1:${tlsPort}`,
    listenHttp: `127.0.0.1:${httpPort}`,
    workers: 1,
  });
  edge = `https://127.0.0.1:${tlsPort}`;
  plain = `http://127.0.0.1:${httpPort}`;
  ({ stop } = await startNginx(paths, `${plain}/`));
});

test.afterAll(async () => {
  await stop?.();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test('plain HTTP redirects to HTTPS; HTTPS answers carry HSTS', async ({ request }) => {
  const res = await request.get(`${plain}/api/trades?x=1`, { maxRedirects: 0 });
  expect(res.status()).toBe(301);
  expect(res.headers().location).toBe('https://127.0.0.1/api/trades?x=1');
  const secure = await request.get(`${edge}/api/trades`);
  expect(secure.status()).toBe(200);
  expect(secure.headers()['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
});

test('/ is stored once at the edge and each answer gets a nonce of its own, in the page and the CSP', async ({
  request,
}) => {
  const loads = [];
  for (let i = 0; i < 4; i++) {
    const res = await request.get(`${edge}/`);
    expect(res.status()).toBe(200);
    const headers = res.headers();
    const html = await res.text();
    const cspNonce = /'nonce-([0-9a-f]{32})'/.exec(headers['content-security-policy'] ?? '')?.[1];
    expect(cspNonce).toBeTruthy();
    expect(html).toContain(`<meta name="csp-nonce" content="${cspNonce}"`);
    expect(html).not.toContain('__CSP_NONCE__');
    expect(headers['cache-control']).toBe('no-cache');
    loads.push({ nonce: cspNonce, cache: headers['x-cache-status'] });
  }
  expect(new Set(loads.map((l) => l.nonce)).size).toBe(4);
  // Fresh for a few seconds: the later loads are the stored body.
  expect(loads.slice(1).some((l) => l.cache === 'HIT')).toBe(true);
});

test("Emotion's styles inserted after hydration carry the edge's nonce: no CSP violation", async ({ page }) => {
  const problems = await watchPageProblems(page);
  const response = await page.goto(`${edge}/`);
  const nonce = /'nonce-([0-9a-f]{32})'/.exec((await response?.allHeaders())?.['content-security-policy'] ?? '')?.[1];
  expect(nonce).toBeTruthy();
  // Hydrated (the motion control answers: a press before hydration is replayed once React
  // listens), and the parts added when the page is idle are in: their styles are the ones only
  // the client inserts (Emotion takes over the server's style elements, serverStyleTags.ts).
  await page.getByRole('button', { name: /pause motion/i }).click();
  await expect(page.getByRole('button', { name: /resume motion/i })).toBeVisible({ timeout: 20_000 });
  await expect(freshnessIndicator(page)).toBeVisible();
  // Emotion's own elements (data-emotion; in production it adds rules to them through the CSSOM)
  // and every other style element carry the nonce of this answer.
  await expect(page.locator('style[data-emotion]')).not.toHaveCount(0);
  const nonces = await page.locator('style').evaluateAll((styles) => styles.map((s) => (s as HTMLStyleElement).nonce));
  expect(new Set(nonces)).toEqual(new Set([nonce]));
  expect(problems).toEqual([]);
  // Over HTTP/2: the page and everything it loaded came on the one connection's protocol.
  const protocols = await page.evaluate(() =>
    [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].map(
      (entry) => (entry as PerformanceResourceTiming).nextHopProtocol,
    ),
  );
  expect(protocols.length).toBeGreaterThan(5);
  expect(new Set(protocols)).toEqual(new Set(['h2']));
});
