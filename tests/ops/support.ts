import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../e2e/support/servers';

/**
 * docs/requirements.md §12: the built server (dist-server/server.mjs) started with `node` from a
 * pruned install (OPS_DIR: scripts/test-ops.mjs made it with `npm prune --omit=dev`), as the
 * Dockerfile's run stage and `npm run serve` start it.
 */
export const OPS_DIR = process.env.OPS_DIR ?? '';
export const SERVER = 'dist-server/server.mjs';

export interface Running {
  url: string;
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<number | null>;
}

const dataDirs: string[] = [];
/** A fresh history folder, removed after the suite. */
export function tempDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'sb-ops-data-'));
  dataDirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

export function spawnServer(env: Record<string, string>): Running {
  const child = spawn(process.execPath, [SERVER], {
    cwd: OPS_DIR,
    // Only what the test sets, on top of PATH: no variable of the test runner leaks in. A fresh
    // history folder unless the test names one (never the install's ./data).
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      DATA_DIR: tempDataDir(),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (d) => (stdout += d));
  child.stderr?.on('data', (d) => (stderr += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { url: `http://127.0.0.1:${env.PORT}`, child, stdout: () => stdout, stderr: () => stderr, exited };
}

export async function startServer(env: Record<string, string> = {}): Promise<Running> {
  const port = String(await freePort());
  const server = spawnServer({ PORT: port, ...env });
  const deadline = Date.now() + 30_000;
  for (;;) {
    const ready = await fetch(`${server.url}/readyz`).then(
      (res) => res.status === 200,
      () => false,
    );
    if (ready) return server;
    if (server.child.exitCode !== null || Date.now() > deadline) {
      server.child.kill('SIGKILL');
      throw new Error(`the built server did not become ready:\n${server.stdout()}${server.stderr()}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

export const jsonLines = (text: string) =>
  text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);

const started: Running[] = [];
afterAll(async () => {
  for (const server of started) if (server.child.exitCode === null) server.child.kill('SIGKILL');
});
export const start = async (env: Record<string, string> = {}) => {
  const server = await startServer(env);
  started.push(server);
  return server;
};
