// @vitest-environment node
import { Hono } from 'hono';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer } from './createServer';
import { createLogger } from './log';
import { createNodeServer } from './nodeServer';
import { baselineSecurityHeaders, securityHeaders } from './securityHeaders';
import { DEFAULT_CONFIG } from './config';

/** The Node server around the app (docs/requirements.md §9.6): the answers Node and the adapter make themselves. */
let root: string;
let server: Server;
let port: number;
const logLines: string[] = [];
const logger = createLogger('info', { write: (line: string) => void logLines.push(line) });

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'sb-node-'));
  const dist = path.join(root, 'dist-app');
  mkdirSync(dist, { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), '<html><body>app<div id="root"></div></body></html>');
  const app = createServer(
    {
      ...DEFAULT_CONFIG,
      distDir: path.relative(process.cwd(), dist),
      mockScenario: 'populated',
      accessLog: false,
    },
    { logger },
  );
  app.get('/boom', () => {
    throw new Error('a bug of ours');
  });
  server = await createNodeServer(app.fetch);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
  return () => {
    server.close();
    rmSync(root, { recursive: true, force: true });
  };
});

function raw(request: string): Promise<{ status: number; head: string; body: string }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let data = '';
    socket.on('data', (d) => (data += d.toString('latin1')));
    socket.on('close', () => {
      const [head = '', ...body] = data.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), head, body: body.join('\r\n\r\n') });
    });
    socket.on('error', () => undefined);
    socket.setTimeout(3_000, () => socket.destroy());
    socket.write(request);
  });
}

const host = 'Host: 127.0.0.1\r\n';
describe('createNodeServer', () => {
  it.each([
    ['garbage', 400, 'HELLO\r\n\r\n'],
    ['no Host', 400, 'GET / HTTP/1.1\r\nConnection: close\r\n\r\n'],
    ['two Host headers', 400, `GET / HTTP/1.1\r\n${host}${host}Connection: close\r\n\r\n`],
    ['a 100 KB header', 431, `GET / HTTP/1.1\r\n${host}X-Big: ${'y'.repeat(100_000)}\r\n\r\n`],
    ['an unknown Expect', 417, `GET / HTTP/1.1\r\n${host}Expect: tea\r\nConnection: close\r\n\r\n`],
    ['CONNECT', 405, 'CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n'],
    ['a backslash in the path', 400, `GET /a\\b HTTP/1.1\r\n${host}Connection: close\r\n\r\n`],
    ['a bug of ours', 500, `GET /boom HTTP/1.1\r\n${host}Connection: close\r\n\r\n`],
    ['a good request', 200, `GET / HTTP/1.1\r\n${host}Connection: close\r\n\r\n`],
  ])('answers %s with %i and the security headers', async (_, status, request) => {
    const res = await raw(request);
    expect(res.status).toBe(status);
    expect(res.head).toMatch(/^x-frame-options: DENY$/im);
    expect(res.head).toMatch(/^x-content-type-options: nosniff$/im);
    expect(res.head).toMatch(/^content-security-policy: .*frame-ancestors 'none'/im);
    expect(res.head).toMatch(/^strict-transport-security: /im);
  });

  it('logs a server error as one line, without a stack trace, and shows the client none', async () => {
    logLines.length = 0;
    const res = await raw(`GET /boom HTTP/1.1\r\n${host}Connection: close\r\n\r\n`);
    expect(res.body).toBe('Internal server error');
    expect(res.body).not.toMatch(/a bug of ours/);
    expect(logLines).toHaveLength(1);
    expect(logLines[0]).not.toMatch(/\n./);
    const line = JSON.parse(logLines[0] as string) as Record<string, unknown>;
    expect(line).toMatchObject({ level: 'error', msg: 'Internal error answering GET /boom', err: 'a bug of ours' });
    expect(JSON.stringify(line)).not.toMatch(/stack|at .*\.ts:\d+/);
  });

  it('gives answers made outside Hono the same headers as Hono’s, less the style nonce', async () => {
    const hono = await new Hono()
      .use(securityHeaders())
      .get('*', (c) => c.text('x'))
      .request('/');
    const fromHono = Object.fromEntries(
      [...hono.headers]
        .filter(([name]) => name !== 'content-type')
        .map(([n, v]) => [n, v.replace(/ 'nonce-[^']+'/, '')]),
    );
    expect(Object.fromEntries(await baselineSecurityHeaders())).toEqual(fromHono);
  });
});
