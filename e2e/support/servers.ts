import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

export interface AppServer extends RunningServer {
  /** The server process itself (for /proc/<pid>/fd and /proc/<pid>/status). */
  pid: number;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
}

/** The Node that runs the app servers the tests start: this one, or APP_SERVER_NODE (e.g. a Node 24 binary). */
export const APP_SERVER_NODE = process.env.APP_SERVER_NODE || process.execPath;

/**
 * Starts another instance of the built server (`node dist-server/server.mjs`, serving dist-app:
 * the e2e web server's command built both), on `port` or a free one.
 */
export async function startAppServer(env: Record<string, string>, port?: number): Promise<AppServer> {
  port ??= await freePort();
  // A history of its own (docs/requirements.md §13.1), never the repository's ./data.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sb-e2e-data-'));
  const child: ChildProcess = spawn(APP_SERVER_NODE, ['dist-server/server.mjs'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const res = await fetch(`${url}/`);
      if (res.ok) break;
    } catch {
      // not up yet
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill();
      throw new Error(`app server did not start: ${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    pid: child.pid as number,
    output: () => output,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export interface TestBackend extends RunningServer {
  /** Every request the backend received. */
  requests: Array<{ method: string; url: string; cookie: string | undefined }>;
}

/** A tiny real backend for proxy-mode tests: answers the three endpoints with the given JSON. */
export async function startTestBackend(routes: Record<string, unknown>): Promise<TestBackend> {
  const requests: TestBackend['requests'] = [];
  const server: Server = createServer((req: IncomingMessage, res) => {
    requests.push({ method: req.method ?? '', url: req.url ?? '', cookie: req.headers.cookie });
    const path = (req.url ?? '').split('?')[0] ?? '';
    if (path in routes) {
      res.writeHead(200, { 'content-type': 'application/json', 'set-cookie': 'backend=seen; Path=/' });
      res.end(JSON.stringify(routes[path]));
    } else {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('Not found on test backend');
    }
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * A free loopback port: any the system gives, or with E2E_PORT_RANGE (e.g. `4552-4599`, for
 * machines where each person has a range of ports) the first free one of that range.
 */
export async function freePort(): Promise<number> {
  const range = /^(\d+)-(\d+)$/.exec(process.env.E2E_PORT_RANGE ?? '');
  const candidates = range
    ? Array.from({ length: Number(range[2]) - Number(range[1]) + 1 }, (_, i) => Number(range[1]) + i)
    : [0];
  for (const candidate of candidates) {
    const server = createServer();
    const listening = await new Promise<boolean>((resolve) => {
      server.once('error', () => resolve(false));
      server.listen(candidate, '127.0.0.1', () => resolve(true));
    });
    if (!listening) continue;
    const { port } = server.address() as AddressInfo;
    await new Promise((resolve) => server.close(resolve));
    if (!range || !claimed.has(port)) {
      claimed.add(port);
      return port;
    }
  }
  throw new Error(`no free port in E2E_PORT_RANGE=${process.env.E2E_PORT_RANGE}`);
}
/** Ports handed out in this run: a server may not have bound the last one yet when the next is asked for. */
const claimed = new Set<number>();
