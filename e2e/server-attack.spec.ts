import { test, expect } from '@playwright/test';
// Every case is checked with expect.soft: one run names every case that fails, not only the first.
import { execFileSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { MAX_REQUESTS_PER_CONNECTION, UPSTREAM_MAX_BYTES } from '../app/server/limits';
import { HISTORY_SAMPLE_MS } from '../src/constants';
import { HOSTILE_HEADERS, startHostileBackend, type HostileBackend, type HostileCase } from './support/hostileBackend';
import { saveMeasurement } from './support/measurements';
import { openFds, peakRssMb, resetPeakRss, rssMb } from './support/processStats';
import { rawGet, rawRequest, type RawResponse } from './support/rawHttp';
import { APP_SERVER_NODE, freePort, startAppServer, type AppServer } from './support/servers';

/**
 * The server of `npm start` under attack (docs/requirements.md §9.6), over raw TCP where it matters: pipelined
 * requests that hang up leave no file descriptor open, Range never breaks a file, every error
 * answer carries the security headers, and a hostile backend gets nothing but a JSON body through
 * to a visitor, in both API modes, with the server's memory bounded.
 */

/** How much the server's resident memory may grow while it refuses oversized answers. */
const RSS_GROWTH_LIMIT_MB = 64;
const STACK_TRACE = /^\s+at .+:\d+:\d+\)?$/m;
const MB = 1024 * 1024;

/** Every error answer must carry these (the security headers of app/server/securityHeaders.ts). */
function securityHeadersOf(head: string) {
  const get = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1]?.trim();
  return {
    frameOptions: get('x-frame-options'),
    nosniff: get('x-content-type-options') === 'nosniff',
    csp: get('content-security-policy') ?? '',
    hsts: !!get('strict-transport-security'),
  };
}
function expectSecurityHeaders(head: string, what: string) {
  const h = securityHeadersOf(head);
  expect.soft(h.frameOptions, `${what}: X-Frame-Options`).toBe('DENY');
  expect.soft(h.nosniff, `${what}: nosniff`).toBe(true);
  expect.soft(h.csp, `${what}: CSP`).toContain("frame-ancestors 'none'");
  expect.soft(h.csp, `${what}: CSP`).toContain("script-src 'self'");
  expect.soft(h.hsts, `${what}: HSTS`).toBe(true);
}
const hasSecurityHeaders = (head: string) => {
  const h = securityHeadersOf(head);
  return h.frameOptions === 'DENY' && h.nosniff && h.csp.includes("frame-ancestors 'none'") && h.hsts;
};

/** The status, headers and at most `cap` bytes of the body (a bigger answer is not read further). */
async function getCapped(url: string, headers: Record<string, string> = {}, cap = 64 * 1024) {
  let res: Response;
  try {
    res = await fetch(url, { headers });
  } catch (error) {
    // The server dropped the connection without an answer: status 0.
    return { status: 0, headers: new Headers(), body: `no answer: ${(error as Error).cause ?? error}` };
  }
  const reader = res.body?.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    while (reader && size < cap) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.byteLength;
    }
  } catch {
    // cut off mid-body: what came is the answer
  }
  await reader?.cancel().catch(() => undefined);
  return { status: res.status, headers: res.headers, body: Buffer.concat(chunks).toString('utf8').slice(0, cap) };
}

/** The built assets by size, largest first (dist-app was built by `npm start`). */
function assetsBySize() {
  const dir = 'dist-app/assets';
  return readdirSync(dir)
    .map((name) => ({ url: `/assets/${name}`, bytes: statSync(path.join(dir, name)).size }))
    .sort((a, b) => b.bytes - a.bytes);
}

async function waitFor(condition: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
}

test.describe('static files', () => {
  let app: AppServer;
  test.beforeAll(async () => {
    app = await startAppServer({});
  });
  test.afterAll(async () => {
    await app.stop();
  });

  test('pipelined requests for the largest file, then a hang-up, leave no file descriptor open', async () => {
    test.setTimeout(120_000);
    // The largest file the server serves (before the hardening of docs/requirements.md §9.6 it was a 1.8 MB source map).
    let asset: { url: string; bytes: number } | undefined;
    for (const candidate of assetsBySize()) {
      if ((await rawGet(app.url, candidate.url)).status === 200) {
        asset = candidate;
        break;
      }
    }
    expect(asset, 'a served asset').toBeDefined();
    const { url, bytes } = asset as { url: string; bytes: number };
    await new Promise((r) => setTimeout(r, 500));
    const fdBefore = openFds(app.pid);
    const rssBefore = rssMb(app.pid);
    const CONNECTIONS = 50;
    const PIPELINED = 100;
    const request = `GET ${url} HTTP/1.1\r\nHost: ${new URL(app.url).host}\r\n\r\n`.repeat(PIPELINED);
    const { port } = new URL(app.url);
    let fdPeak = fdBefore;
    const sockets = await Promise.all(
      Array.from(
        { length: CONNECTIONS },
        () =>
          new Promise<number>((resolve) => {
            const socket = net.connect(Number(port), '127.0.0.1');
            let received = 0;
            socket.on('error', () => resolve(received));
            socket.on('data', (d) => {
              received += d.length;
              // Hang up as soon as the answers start coming, leaving ~100 queued behind.
              if (received > 64 * 1024) {
                fdPeak = Math.max(fdPeak, openFds(app.pid));
                socket.destroy();
                resolve(received);
              }
            });
            socket.setTimeout(10_000, () => {
              socket.destroy();
              resolve(received);
            });
            socket.write(request);
          }),
      ),
    );
    // Every client is gone; the server must let go of everything it opened for them.
    await waitFor(() => openFds(app.pid) <= fdBefore, 10_000);
    const fdAfter = openFds(app.pid);
    const normal = await Promise.all(
      Array.from({ length: 40 }, async (_, i) => (await fetch(`${app.url}${i % 2 ? '/' : url}`)).status),
    );
    const answered = normal.filter((s) => s === 200).length;
    saveMeasurement('server-attack-fd', {
      node: execFileSync(APP_SERVER_NODE, ['--version'], { encoding: 'utf8' }).trim(),
      asset: url,
      assetBytes: bytes,
      connections: CONNECTIONS,
      pipelinedPerConnection: PIPELINED,
      bytesReceivedBeforeHangUp: sockets.reduce((a, b) => a + b, 0),
      fdBefore,
      fdPeak,
      fdAfter,
      rssBeforeMb: Math.round(rssBefore),
      rssAfterMb: Math.round(rssMb(app.pid)),
      normalRequests: normal.length,
      normalAnswered: answered,
    });
    expect.soft(fdAfter, `open file descriptors: ${fdBefore} before, ${fdAfter} after`).toBeLessThanOrEqual(fdBefore);
    expect.soft(answered).toBe(normal.length);
  });

  test(`one connection carries at most ${MAX_REQUESTS_PER_CONNECTION} requests, pipelined or not`, async () => {
    const extra = 20;
    const host = new URL(app.url).host;
    const res = await rawRequest(
      app.url,
      `GET /favicon.svg HTTP/1.1\r\nHost: ${host}\r\n\r\n`.repeat(MAX_REQUESTS_PER_CONNECTION + extra),
      20_000,
    );
    const whole = `${res.head}\r\n\r\n${res.body}`;
    const statuses = [...whole.matchAll(/^HTTP\/1\.1 (\d{3})/gm)].map((m) => Number(m[1]));
    const answers = whole.split(/(?=^HTTP\/1\.1 \d{3})/m);
    const ok = statuses.filter((s) => s === 200).length;
    const last200 = answers.filter((a) => a.startsWith('HTTP/1.1 200')).at(-1) ?? '';
    const others = answers.filter((a) => !a.startsWith('HTTP/1.1 200'));
    saveMeasurement('server-attack-pipelining-limit', {
      limit: MAX_REQUESTS_PER_CONNECTION,
      sent: MAX_REQUESTS_PER_CONNECTION + extra,
      answered200: ok,
      otherStatuses: others.map((a) => Number(a.slice(9, 12))),
      lastAnswerClosesConnection: /^connection: close/im.test(last200),
    });
    expect.soft(ok).toBe(MAX_REQUESTS_PER_CONNECTION);
    expect.soft(last200).toMatch(/^connection: close/im);
    for (const other of others) {
      expect.soft(other.slice(0, 12)).toBe('HTTP/1.1 503');
      expectSecurityHeaders(other, '503 past the limit');
    }
    expect.soft((await fetch(`${app.url}/favicon.svg`)).status).toBe(200);
  });

  test('Range is ignored: the whole file with 200, never a 500 or a partial answer, nothing in the log', async () => {
    const js = assetsBySize().find((a) => a.url.endsWith('.js') && !a.url.endsWith('.map')) as {
      url: string;
      bytes: number;
    };
    const ranges = [
      'bytes=5000-100',
      'bytes=-10',
      'bytes=0-0,5-6',
      'bytes=abc',
      'bytes=0-99',
      `bytes=${js.bytes + 10}-`,
      'bytes=0-0,-1,0-0,-1',
    ];
    const seen: Array<{
      target: string;
      range: string;
      status: number;
      bytes: number;
      fullBytes: number;
      contentRange: string | null;
    }> = [];
    for (const target of [js.url, '/favicon.svg', '/']) {
      const full = await fetch(`${app.url}${target}`, { headers: { 'accept-encoding': 'identity' } });
      const fullBody = Buffer.from(await full.arrayBuffer());
      for (const range of ranges) {
        const res = await rawGet(app.url, target, `Range: ${range}\r\nAccept-Encoding: identity\r\n`);
        const contentRange = /^content-range: (.*)$/im.exec(res.head)?.[1] ?? null;
        const body = Buffer.from(res.body, 'latin1');
        seen.push({ target, range, status: res.status, bytes: body.length, fullBytes: fullBody.length, contentRange });
        expect.soft(res.status, `${target} ${range}`).toBe(200);
        expect.soft(contentRange, `${target} ${range}`).toBeNull();
        if (target !== '/') expect.soft(body.equals(fullBody), `${target} ${range}: the whole file`).toBe(true);
        else expect.soft(body.length, `${target} ${range}`).toBeGreaterThan(1000);
      }
    }
    saveMeasurement('server-attack-range', seen);
    expect.soft(app.output()).not.toMatch(STACK_TRACE);
  });

  test('no source map is served, /404.html is the 404 page, HTML files are pages', async () => {
    const maps = readdirSync('dist-app/assets').filter((f) => f.endsWith('.map'));
    const seen: Array<{ target: string; status: number }> = [];
    for (const map of maps) {
      const res = await rawGet(app.url, `/assets/${map}`);
      seen.push({ target: `/assets/${map}`, status: res.status });
      expect.soft(res.status, map).toBe(404);
      expect.soft(res.body.includes('"sourcesContent"'), `${map}: the app's source`).toBe(false);
    }
    for (const js of readdirSync('dist-app/assets').filter((f) => f.endsWith('.js'))) {
      const res = await rawGet(app.url, `/assets/${js}`);
      expect.soft(res.body.includes('sourceMappingURL'), `${js} points at no source map`).toBe(false);
    }
    const notFound = await rawGet(app.url, '/404.html');
    seen.push({ target: '/404.html', status: notFound.status });
    expect.soft(notFound.status).toBe(404);
    expect.soft(notFound.head).toMatch(/^cache-control: no-cache/im);
    expect.soft(notFound.body).not.toContain('__CSP_NONCE__');
    const nonce = /'nonce-([^']+)'/.exec(notFound.head)?.[1];
    expect.soft(nonce).toBeTruthy();
    expect.soft(notFound.body).toContain(`nonce="${nonce}"`);
    expectSecurityHeaders(notFound.head, '/404.html');
    saveMeasurement('server-attack-private-files', seen);
  });

  test('every kind of error answer carries the security headers; two Host headers are a 400; no stack trace in the log', async () => {
    const host = `Host: ${new URL(app.url).host}\r\n`;
    const cases: Array<[string, string, number]> = [
      ['garbage instead of HTTP (Node)', 'HELLO THERE\r\n\r\n', 400],
      ['an HTTP/9.9 request line (Node)', `GET / HTTP/9.9\r\n${host}\r\n`, 400],
      ['no Host header (Node)', 'GET / HTTP/1.1\r\nConnection: close\r\n\r\n', 400],
      ['two Host headers', `GET / HTTP/1.1\r\n${host}Host: evil.example\r\nConnection: close\r\n\r\n`, 400],
      ['two Host headers, same value', `GET / HTTP/1.1\r\n${host}${host}Connection: close\r\n\r\n`, 400],
      ['a 100 KB header (Node)', `GET / HTTP/1.1\r\n${host}X-Big: ${'y'.repeat(100_000)}\r\n\r\n`, 431],
      ['an unknown Expect (Node)', `GET / HTTP/1.1\r\n${host}Expect: teapot\r\nConnection: close\r\n\r\n`, 417],
      ['a backslash in the path (adapter)', `GET /..\\package.json HTTP/1.1\r\n${host}Connection: close\r\n\r\n`, 400],
      ['broken percent-encoding', `GET /%zz HTTP/1.1\r\n${host}Connection: close\r\n\r\n`, 400],
      ['a 5 000-character path', `GET /${'a'.repeat(5_000)} HTTP/1.1\r\n${host}Connection: close\r\n\r\n`, 414],
      [
        'a body announced over 64 KB',
        `GET / HTTP/1.1\r\n${host}Content-Length: 100000\r\nConnection: close\r\n\r\n`,
        413,
      ],
      ['PUT', `PUT / HTTP/1.1\r\n${host}Content-Length: 0\r\nConnection: close\r\n\r\n`, 405],
      ['CONNECT (Node)', 'CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n', 405],
      ['an unknown page', `GET /no/such/page HTTP/1.1\r\n${host}Connection: close\r\n\r\n`, 404],
      ['an unknown API path', `GET /api/admin HTTP/1.1\r\n${host}Connection: close\r\n\r\n`, 404],
      [
        'a source map',
        `GET ${assetsBySize().find((a) => a.url.endsWith('.map'))?.url ?? '/x.map'} HTTP/1.1\r\n${host}Connection: close\r\n\r\n`,
        404,
      ],
    ];
    const seen: Array<{ request: string; expected: number; status: number; securityHeaders: boolean }> = [];
    for (const [name, request, expected] of cases) {
      const res = await rawRequest(app.url, request);
      seen.push({ request: name, expected, status: res.status, securityHeaders: hasSecurityHeaders(res.head) });
      expect.soft(res.status, name).toBe(expected);
      expectSecurityHeaders(res.head, name);
    }
    const ok = await rawGet(app.url, '/');
    expect.soft(ok.status).toBe(200);
    expectSecurityHeaders(ok.head, 'GET /');
    saveMeasurement('server-attack-errors', {
      answers: seen,
      stackTracesInLog: (app.output().match(new RegExp(STACK_TRACE, 'gm')) ?? []).length,
    });
    expect.soft(app.output()).not.toMatch(STACK_TRACE);
  });
});

/**
 * What a hostile backend's answers become, per case, in each API mode. `?case=` picks the
 * backend's behaviour in API_CACHE=off (the query is passed on); in shared mode the backend's
 * `current` case is set and the snapshot's window left to pass.
 */
interface Expected {
  status: number;
  /** The answer's text, exactly, or a pattern. */
  body: string | RegExp;
}
const TOO_LARGE = `Bad gateway: the API's answer is larger than ${UPSTREAM_MAX_BYTES / MB} MB.`;
const NOT_JSON = 'Bad gateway: the API answered with a body that is not JSON (Content-Type must be application/json).';
const PROXY_CASES: Array<[HostileCase, Expected]> = [
  ['javascript', { status: 502, body: NOT_JSON }],
  ['html', { status: 502, body: NOT_JSON }],
  ['huge300MB', { status: 502, body: TOO_LARGE }],
  ['gzipBomb1GB', { status: 502, body: TOO_LARGE }],
  ['brotliBomb256MB', { status: 502, body: TOO_LARGE }],
  [
    'status204',
    { status: 502, body: 'Bad gateway: the API answered 204 with no content; the endpoint must answer JSON.' },
  ],
  [
    'status205',
    { status: 502, body: 'Bad gateway: the API answered 205 with no content; the endpoint must answer JSON.' },
  ],
  [
    'status304',
    { status: 502, body: 'Bad gateway: the API answered 304 Not Modified to a request that was not conditional.' },
  ],
  ['continue100Only', { status: 502, body: 'Bad gateway: the API closed the connection without answering.' }],
  ['switching101', { status: 502, body: 'Bad gateway: the API tried to switch protocols.' }],
  ['status600', { status: 502, body: 'Bad gateway: the API answered with an invalid status.' }],
  ['redirect302', { status: 502, body: 'Bad gateway: the API answered with a redirect (302), which is not followed.' }],
  ['error503', { status: 503, body: '<h1>Maintenance</h1>' }],
  // Good answers last: in shared mode they are kept for the endpoint's whole window.
  ['trailer', { status: 200, body: '[{"pair":"XAU/USD","profit":3}]' }],
  ['earlyHints103', { status: 200, body: '[{"pair":"XAU/USD","profit":4}]' }],
  ['hostileHeaders', { status: 200, body: '[{"pair":"XAU/USD","profit":2}]' }],
];
/** The first case with a good answer: the ones after it are good too. */
const FIRST_GOOD_CASE = PROXY_CASES.find(([, expected]) => expected.status === 200)?.[0];
/** Shared mode: good answers are kept for their endpoint's window, so each uses its own endpoint. */
const SHARED_ENDPOINT: Partial<Record<HostileCase, string>> = {
  earlyHints103: '/api/activities',
  hostileHeaders: '/api/dashboard',
};
/**
 * Shared mode: the history sampler asks for the dashboard and the feed at the start of each
 * HISTORY_SAMPLE_MS slot. Run during a good case, it would keep that case's answer for an endpoint
 * a later good case is meant to ask the backend for (a clean-clone CI run: hostileHeaders got
 * earlyHints103's answer from the cache). So the good cases, a few seconds in all, start at a
 * slot's start and this long after it, once its run is done.
 */
const AFTER_SLOT_START_MS = 2_000;
/** How long the good cases take at most (three, each at least 1.2 s after the last answer). */
const GOOD_CASES_SPAN_MS = 8_000;

/** Waits, if a sampling slot would start during the good cases, until after it has started. */
async function outOfTheSamplersWay() {
  const intoSlot = Date.now() % HISTORY_SAMPLE_MS;
  if (intoSlot >= AFTER_SLOT_START_MS && intoSlot + GOOD_CASES_SPAN_MS <= HISTORY_SAMPLE_MS) return;
  const wait = (HISTORY_SAMPLE_MS - intoSlot + AFTER_SLOT_START_MS) % HISTORY_SAMPLE_MS;
  await new Promise((r) => setTimeout(r, wait));
}
/**
 * Every header an /api/ answer may carry: the allowlist of upstream headers, our security
 * headers, and HTTP's own framing. Anything else came from the backend and must not pass.
 */
const API_ANSWER_HEADERS = new Set([
  ...['content-type', 'etag', 'last-modified', 'cache-control', 'retry-after', 'date'],
  ...['content-security-policy', 'cross-origin-opener-policy', 'cross-origin-resource-policy', 'origin-agent-cluster'],
  ...['permissions-policy', 'referrer-policy', 'strict-transport-security', 'x-content-type-options'],
  ...['x-dns-prefetch-control', 'x-download-options', 'x-frame-options', 'x-permitted-cross-domain-policies'],
  ...[
    'x-xss-protection',
    // Ours: the request's id (docs/requirements.md §12.3).
    'x-request-id',
    'connection',
    'keep-alive',
    'content-length',
    'transfer-encoding',
    'content-encoding',
    'vary',
  ],
]);
const BIG_CASES: HostileCase[] = ['huge300MB', 'gzipBomb1GB', 'brotliBomb256MB'];
/** Paths no backend may ever see: only the three endpoints exist. */
const NEVER_UPSTREAM = [
  '/api/..;/admin',
  '/api/dashboard/..;/admin',
  '/api/..;/..;/admin',
  '/api/%2e%2e;/admin',
  '/api/%2e%2e/admin',
  '/api/%252e%252e/admin',
  '/api/%252e%252e%252fadmin',
  '/api/%25252e%25252e/admin',
  '/api/%EF%BC%8E%EF%BC%8E/admin',
  '/api/\uff0e\uff0e/admin',
  '/api/%E2%80%A4%E2%80%A4/admin',
  '/api/%C0%AE%C0%AE/admin',
  '/api/dashboard%2f..%2f..%2fadmin',
  '/api/dashboard/%2e%2e/',
  '/api/dashboard;jsessionid=1',
  '/api/dashboard/',
  '/api/DASHBOARD',
  '/api/admin',
  '/api/',
];
const ENDPOINT_URL = /^\/api\/(dashboard|trades|activities)(\?case=\w+)?$/;

for (const mode of ['off', 'shared'] as const) {
  test.describe(`API_CACHE=${mode} against a hostile backend`, () => {
    let backend: HostileBackend;
    let app: AppServer;
    test.beforeAll(async () => {
      backend = await startHostileBackend();
      backend.current = 'error503'; // a failure: the warm-up's answer is kept only a second
      // No backoff after failures in a row (docs/requirements.md §12.4): each case's failure is
      // asked for again after a second, as the test steps through them.
      app = await startAppServer({
        API_ORIGIN: backend.url,
        UPSTREAM_RETRY_MAX_MS: '1000',
        ...(mode === 'off' ? { API_CACHE: 'off' } : {}),
      });
    });
    test.afterAll(async () => {
      await app.stop();
      await backend.stop();
    });

    test('headers, types, statuses and sizes: each answer clear, only allowed headers, memory bounded', async () => {
      test.setTimeout(180_000);
      const rows: Array<Record<string, unknown>> = [];
      let lastAnswerAt = Date.now();
      for (const [name, expected] of PROXY_CASES) {
        let target = `/api/trades?case=${name}`;
        // Counted from before the wait: in shared mode the history sampler (every 30 s) may be the
        // one that asks the backend for this case, and the visitor then gets that same answer.
        const asked = backend.requests.length;
        if (mode === 'shared') {
          if (name === FIRST_GOOD_CASE) await outOfTheSamplersWay();
          // The snapshot asks again once the last answer's window is over (a failure: 1 s; a
          // good answer: the endpoint's window, so each good case uses another endpoint).
          backend.current = name;
          target = SHARED_ENDPOINT[name] ?? '/api/trades';
          await new Promise((r) => setTimeout(r, Math.max(0, lastAnswerAt + 1_200 - Date.now())));
        }
        resetPeakRss(app.pid);
        const rssBefore = rssMb(app.pid);
        const res = await getCapped(`${app.url}${target}`, { cookie: 'session=visitor' });
        lastAnswerAt = Date.now();
        const peakGrowth = peakRssMb(app.pid) - rssBefore;
        const reached = backend.requests.slice(asked);
        // Ours may carry some of the same names (Connection, Keep-Alive, CSP): the backend's values must not pass.
        const leaked = Object.entries(HOSTILE_HEADERS)
          .filter(([h, value]) => res.headers.get(h)?.includes(value))
          .map(([h]) => h);
        for (const h of res.headers.keys()) if (!API_ANSWER_HEADERS.has(h) && !leaked.includes(h)) leaked.push(h);
        rows.push({
          case: name,
          status: res.status,
          body: res.body.slice(0, 120),
          contentType: res.headers.get('content-type'),
          leakedHeaders: leaked,
          peakRssGrowthMb: Math.round(peakGrowth * 10) / 10,
          upstreamRequests: reached.length,
        });
        expect
          .soft(
            reached.map((r) => r.case),
            `${name}: the request reached the backend`,
          )
          .toContain(name);
        expect.soft(res.status, name).toBe(expected.status);
        if (typeof expected.body === 'string') expect.soft(res.body, name).toBe(expected.body);
        else expect.soft(res.body, name).toMatch(expected.body);
        expect.soft(leaked, `${name}: headers that must not pass`).toEqual([]);
        expect.soft(res.headers.get('content-type'), name).toMatch(/^(application\/json|text\/plain)/);
        expect.soft(res.headers.get('x-frame-options'), name).toBe('DENY');
        if (BIG_CASES.includes(name))
          expect.soft(peakGrowth, `${name}: peak RSS growth in MB`).toBeLessThan(RSS_GROWTH_LIMIT_MB);
      }
      const headersCase = rows.find((r) => r.case === 'hostileHeaders');
      expect.soft(headersCase?.leakedHeaders).toEqual([]);
      saveMeasurement(`server-attack-proxy-${mode}`, { rows, rssAfterMb: Math.round(rssMb(app.pid)) });
      expect.soft(app.output()).not.toMatch(STACK_TRACE);
    });

    test('paths outside the three endpoints (..;, encoded and full-width dots) never reach the backend', async () => {
      const asked = backend.requests.length;
      const seen: Array<{ request: string; status: number }> = [];
      for (const target of NEVER_UPSTREAM) {
        const res: RawResponse = await rawGet(app.url, target);
        seen.push({ request: `GET ${target}`, status: res.status });
        expect.soft([400, 404], `${target} answered ${res.status}`).toContain(res.status);
        expectSecurityHeaders(res.head, target);
      }
      const reached = backend.requests.slice(asked).map((r) => r.url);
      for (const url of reached) expect.soft(url, 'only the three endpoints reach the backend').toMatch(ENDPOINT_URL);
      saveMeasurement(`server-attack-paths-${mode}`, { requests: seen, backendReceived: reached });
    });

    if (mode === 'off') {
      test('X-Forwarded-For and Forwarded arrive; cookies go up, Set-Cookie never comes back; a conditional 304 passes', async () => {
        const asked = backend.requests.length;
        const res = await fetch(`${app.url}/api/trades?case=hostileHeaders`, {
          headers: { cookie: 'session=visitor', 'x-forwarded-for': '203.0.113.9' },
        });
        expect.soft(res.status).toBe(200);
        expect.soft(res.headers.get('set-cookie')).toBeNull();
        // The backend's validator passes (weakened by our own gzip of the body: W/).
        expect.soft(res.headers.get('etag')).toMatch(/^(W\/)?"backend-v1"$/);
        const got = backend.requests[asked]?.headers ?? {};
        expect.soft(got['x-forwarded-for']).toBe('203.0.113.9, 127.0.0.1');
        expect.soft(got.forwarded).toBe('for=127.0.0.1');
        expect.soft(got.cookie).toBe('session=visitor');
        const conditional = await fetch(`${app.url}/api/trades?case=status304`, {
          headers: { 'if-none-match': '"backend-v1"' },
        });
        expect.soft(conditional.status).toBe(304);
        expect.soft(conditional.headers.get('etag')).toBe('"backend-v1"');
        expect.soft(conditional.headers.get('set-cookie')).toBeNull();
        saveMeasurement('server-attack-forwarded', {
          xForwardedFor: got['x-forwarded-for'],
          forwarded: got.forwarded,
          cookieForwarded: got.cookie === 'session=visitor',
          setCookieRelayed: res.headers.has('set-cookie'),
          conditional304: conditional.status,
        });
      });
    }
  });
}

test('a backend that is down: the 502 names no internal address, in either mode', async () => {
  const deadPort = await freePort();
  const seen: Array<{ mode: string; status: number; body: string }> = [];
  for (const mode of ['off', 'shared']) {
    const app = await startAppServer({
      API_ORIGIN: `http://127.0.0.1:${deadPort}`,
      ...(mode === 'off' ? { API_CACHE: 'off' } : {}),
    });
    try {
      const res = await rawGet(app.url, '/api/dashboard');
      seen.push({ mode, status: res.status, body: res.body });
      expect.soft(res.status).toBe(502);
      expect.soft(res.body).toBe('Bad gateway: the API is unreachable.');
      expect.soft(res.body).not.toContain(String(deadPort));
      expectSecurityHeaders(res.head, `${mode}: 502`);
    } finally {
      await app.stop();
    }
  }
  saveMeasurement('server-attack-backend-down', seen);
});
