import { test, expect } from '@playwright/test';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { rawGet, rawRequest } from './support/rawHttp';
import { saveMeasurement } from './support/measurements';
import { startAppServer, startTestBackend } from './support/servers';

/**
 * The server of `npm start` against requests no browser would send (docs/requirements.md §9.5), over raw TCP so
 * nothing is normalised on the way: traversal never leaves dist-app, malformed and oversized
 * requests get a 4xx (never a 5xx or a hang), and the proxy only ever reaches API_ORIGIN's /api/.
 */

/** Control characters written as \uXXXX, everything else as sent. */
const visible = (s: string) =>
  [...s].map((c) => (c.charCodeAt(0) < 0x20 ? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}` : c)).join('');

/** What a leaked file outside dist-app would contain. */
const LEAKS = [/"name": "@smartburn\/ui"/, /root:x:0:0/, /createServer/, /\[core\]/, /"lockfileVersion"/];

const TRAVERSALS = [
  '/../package.json',
  '/../../../../etc/passwd',
  '/assets/../../package.json',
  '/%2e%2e/package.json',
  '/%2E%2E%2Fpackage.json',
  '/..%2fpackage.json',
  '/..%2f..%2fetc/passwd',
  '/assets/..%2f..%2fpackage.json',
  '/%252e%252e/package.json',
  '/%252e%252e%252fpackage.json',
  '/..\\package.json',
  '/..%5cpackage.json',
  '/assets\\..\\..\\package.json',
  '/.%2e/package.json',
  '/%c0%ae%c0%ae/package.json',
  '/..%c0%afpackage.json',
  '/index.html%00.js',
  '/%00/../package.json',
  '/package.json%00',
  '/\u0000/package.json',
  '//etc/passwd',
  '/.git/config',
  '/app/server.ts',
  '/dist-app/index.html',
  '/node_modules/react/package.json',
];

test('path traversal never serves anything outside the build folder', async ({ baseURL }) => {
  const answers: Array<{ request: string; status: number; leaked: boolean }> = [];
  for (const target of TRAVERSALS) {
    const res = await rawGet(baseURL!, target);
    answers.push({
      request: `GET ${visible(target)}`,
      status: res.status,
      leaked: LEAKS.some((l) => l.test(res.body)),
    });
    expect(res.status, `${target}`).toBeGreaterThanOrEqual(400);
    expect(res.status, `${target}`).toBeLessThan(500);
    for (const leak of LEAKS) expect(res.body, `${target} leaks ${leak}`).not.toMatch(leak);
  }
  // Files inside it are still served.
  expect((await rawGet(baseURL!, '/favicon.svg')).status).toBe(200);
  expect((await rawGet(baseURL!, '/./')).status).toBe(200);
  expect((await rawGet(baseURL!, '/./index.html')).status).toBe(308); // to '/'
  saveMeasurement('server-traversal', answers);
});

test('malformed, odd and oversized requests get a 4xx, never a 5xx, and the server keeps answering', async ({
  baseURL,
}) => {
  const host = `Host: ${new URL(baseURL!).host}\r\n`;
  const big = 'x'.repeat(200 * 1024);
  const cases: Array<[string, string, number | number[]]> = [
    ['POST to the API', `POST /api/dashboard HTTP/1.1\r\n${host}Content-Length: 2\r\nConnection: close\r\n\r\n{}`, 405],
    ['PUT to a page', `PUT / HTTP/1.1\r\n${host}Content-Length: 0\r\nConnection: close\r\n\r\n`, 405],
    ['DELETE an asset', `DELETE /favicon.svg HTTP/1.1\r\n${host}Connection: close\r\n\r\n`, 405],
    ['TRACE', `TRACE / HTTP/1.1\r\n${host}Connection: close\r\n\r\n`, 405],
    ['OPTIONS', `OPTIONS /api/trades HTTP/1.1\r\n${host}Connection: close\r\n\r\n`, 405],
    ['CONNECT', `CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n`, 405],
    ['an unknown method', `BREW /api/trades HTTP/1.1\r\n${host}Connection: close\r\n\r\n`, 400],
    [
      'a 200 KB body on POST',
      `POST /api/dashboard HTTP/1.1\r\n${host}Content-Length: ${big.length}\r\nConnection: close\r\n\r\n${big}`,
      413,
    ],
    [
      'a 200 KB chunked body',
      `POST /api/dashboard HTTP/1.1\r\n${host}Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n${big.length.toString(16)}\r\n${big}\r\n0\r\n\r\n`,
      413,
    ],
    [
      'a 200 KB body announced on GET',
      `GET /api/dashboard HTTP/1.1\r\n${host}Content-Length: ${big.length}\r\nConnection: close\r\n\r\n${big}`,
      413,
    ],
    ['a 5 000-character path', `GET /${'a'.repeat(5_000)} HTTP/1.1\r\n${host}Connection: close\r\n\r\n`, 414],
    [
      'a 20 000-character URL',
      `GET /api/dashboard?${'q=1&'.repeat(5_000)} HTTP/1.1\r\n${host}Connection: close\r\n\r\n`,
      431,
    ],
    ['a 100 KB header', `GET / HTTP/1.1\r\n${host}X-Big: ${'y'.repeat(100_000)}\r\nConnection: close\r\n\r\n`, 431],
    ['broken percent-encoding', `GET /%zz HTTP/1.1\r\n${host}Connection: close\r\n\r\n`, 400],
    ['a truncated UTF-8 escape', `GET /api/%E0%A4%A HTTP/1.1\r\n${host}Connection: close\r\n\r\n`, 400],
    ['an encoded NUL', `GET /index.html%00 HTTP/1.1\r\n${host}Connection: close\r\n\r\n`, 400],
    [
      'CRLF injection in the path',
      `GET /%0d%0aSet-Cookie:%20pwned=1 HTTP/1.1\r\n${host}Connection: close\r\n\r\n`,
      404,
    ],
    ['no Host header', `GET / HTTP/1.1\r\nConnection: close\r\n\r\n`, 400],
    ['an HTTP/9.9 request line', `GET / HTTP/9.9\r\n${host}\r\n`, [400, 505]],
    ['garbage instead of HTTP', `HELLO THERE\r\n\r\n`, 400],
    ['a bare * target', `GET * HTTP/1.1\r\n${host}Connection: close\r\n\r\n`, 400],
  ];
  const seen: Array<{ request: string; expected: number | number[]; status: number }> = [];
  for (const [name, request, expected] of cases) {
    const res = await rawRequest(baseURL!, request);
    seen.push({ request: name, expected, status: res.status });
    expect([expected].flat(), `${name} answered ${res.status}`).toContain(res.status);
    expect(res.head, `${name}: no header injected`).not.toMatch(/^set-cookie: pwned/im);
  }
  saveMeasurement('server-malformed', seen);
  const after = await fetch(`${baseURL}/api/dashboard`);
  expect(after.status).toBe(200);
});

test('proxy mode: whatever the path, requests reach only API_ORIGIN and only its /api/', async () => {
  const evil: string[] = [];
  const evilServer: Server = createServer((req, res) => {
    evil.push(`${req.method} ${req.url}`);
    res.end('evil');
  });
  await new Promise<void>((r) => evilServer.listen(0, '127.0.0.1', r));
  const evilHost = `127.0.0.1:${(evilServer.address() as AddressInfo).port}`;
  const backend = await startTestBackend({ '/api/trades': [{ pair: 'XAU/USD', profit: 1 }] });
  const app = await startAppServer({ API_ORIGIN: backend.url });
  try {
    const targets = [
      `//${evilHost}/api/trades`,
      `/api//${evilHost}/x`,
      `/api/@${evilHost}/x`,
      `/api/x@${evilHost}`,
      `/api/..%2f..%2f@${evilHost}`,
      `/api/%2F%2F${evilHost}`,
      `/api/\\\\${evilHost}`,
      `/api/../admin`,
      `/api/%2e%2e/admin`,
      `/api/..%2fadmin`,
      `/api/..%5cadmin`,
      `http://${evilHost}/api/trades`,
      `/api/trades?next=http://${evilHost}/`,
    ];
    const seen: Array<{ request: string; status: number }> = [];
    for (const target of targets) {
      const res = await rawGet(app.url, target);
      seen.push({ request: `GET ${target.replace(evilHost, 'EVIL')}`, status: res.status });
      expect(res.status, `${target} answered`).toBeGreaterThanOrEqual(200);
      expect(res.status, target).toBeLessThan(500);
      expect(res.body, target).not.toContain('evil');
    }
    // A forged Host header does not move the proxy either.
    const forged = await rawRequest(
      app.url,
      `GET /api/trades HTTP/1.1\r\nHost: ${evilHost}\r\nConnection: close\r\n\r\n`,
    );
    seen.push({ request: 'GET /api/trades with Host: EVIL', status: forged.status });
    // Writes are not relayed.
    const post = await rawRequest(
      app.url,
      `POST /api/trades HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}`,
    );
    seen.push({ request: 'POST /api/trades', status: post.status });
    expect(post.status).toBe(405);

    expect(evil, 'requests that reached another server').toEqual([]);
    const reached = backend.requests.map((r) => `${r.method} ${r.url}`);
    expect(reached.length).toBeGreaterThan(0);
    for (const r of reached) expect(r, 'the backend only sees GETs under /api/').toMatch(/^GET \/api\/(?!\.\.)/);
    saveMeasurement('server-proxy', { requests: seen, evilServerReceived: evil.length, backendReceived: reached });
  } finally {
    await app.stop();
    await backend.stop();
    evilServer.close();
  }
});
