// Start and stop instances of the real app server for the benchmarks: the sources
// (app/server.ts, through tsx) by default, or a built one (dist-server/server.mjs, plain node).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Every server started here that has not exited yet, ready or not. */
const started = new Set();

/** Stops every server started here, also one still starting (for a bench that is interrupted). */
export function stopAllServers() {
  return Promise.all(
    [...started].map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
}

/**
 * Serves `distDir` with app/server.ts (Hono: compression, security headers, the mock API
 * with the live simulation, `/` server-rendered from the shared snapshot) on `port`, or with
 * `script` instead (the bare page's static server), and waits until it answers.
 */
export async function startServer({ distDir, port, env = {}, script = 'app/server.ts' }) {
  const url = `http://127.0.0.1:${port}/`;
  const busy = await fetch(url).then(
    () => true,
    () => false,
  );
  if (busy) throw new Error(`port ${port} is in use: stop what runs there or set BENCH_PORT`);
  const args = /\.tsx?$/.test(script) ? ['--import', 'tsx', script] : [script];
  // A history of its own (docs/requirements.md §13.1), never the repository's ./data.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sb-bench-data-'));
  const child = spawn(process.execPath, args, {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DIST_DIR: distDir, DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.add(child);
  child.once('exit', () => {
    started.delete(child);
    rmSync(dataDir, { recursive: true, force: true });
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  // Generous: tsx compiles app/server.ts at start, slowly on a busy machine.
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.ok) break;
    } catch {
      // not up yet
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill();
      throw new Error(`server for ${distDir} did not start on port ${port}:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    /** SIGTERM, then the exit code once it has exited (a server drains first). */
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(child.exitCode);
        child.once('exit', (code) => resolve(code));
        child.kill('SIGTERM');
      }),
  };
}
