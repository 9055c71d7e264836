#!/usr/bin/env node
// `npm run test:ops` (a step of `npm test`): what the Dockerfile does, outside a container.
//  1 builds the app and the server, as the Dockerfile's build stage;
//  2 makes a copy of this install (hard links, so it takes seconds) and runs
//    `npm prune --omit=dev` in it, as the build stage does before the run stage copies
//    node_modules;
//  3 puts dist-app and dist-server into the copy and runs tests/ops against it: the built
//    server started with `node` from the pruned install (probes, metrics, logs, settings,
//    SIGTERM).
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const say = (s) => console.log(`[test:ops] ${s}`);
const run = (cmd, args, options = {}) => execFileSync(cmd, args, { stdio: 'inherit', ...options });
const started = Date.now();

// SKIP_APP_BUILD: `npm test` built both once, for this step, the budget step and the e2e step.
if (!process.env.SKIP_APP_BUILD)
  for (const build of ['build:app', 'build:server']) run('npm', ['run', '--silent', build]);

// Outside the repository: the stories step runs beside this one, and its test-runner (Jest) maps
// every file under the repository, where a second package.json named @smartburn/ui collides.
const dir = mkdtempSync(path.join(tmpdir(), 'smartburn-ops-'));
mkdirSync(path.join(dir, 'app'), { recursive: true });
for (const file of ['package.json', 'package-lock.json', 'app/package.json']) cpSync(file, path.join(dir, file));
// Hard links take seconds; they need the copy on the same file system as node_modules.
const sameFileSystem = statSync(dir).dev === statSync('node_modules').dev;
run('cp', [sameFileSystem ? '-al' : '-a', 'node_modules', path.join(dir, 'node_modules')]);
run('npm', ['prune', '--omit=dev', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir });
cpSync('dist-app', path.join(dir, 'dist-app'), { recursive: true });
cpSync('dist-server', path.join(dir, 'dist-server'), { recursive: true });
say(`pruned install ready in ${Math.round((Date.now() - started) / 1000)} s: ${dir}`);

let status = 0;
try {
  run('npx', ['vitest', 'run', '--config', 'tests/ops/vitest.config.ts'], { env: { ...process.env, OPS_DIR: dir } });
} catch (error) {
  status = error.status ?? 1;
}
rmSync(dir, { recursive: true, force: true });
process.exit(status);
