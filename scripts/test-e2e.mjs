#!/usr/bin/env node
// `npm run test:e2e`: the end-to-end suites in two Playwright runs at once, one per project
// (playwright.config.ts): `shared` against `npm run serve` as visitors get it, `passthrough`
// against the same build with API_CACHE=off. The app and the server are built once, first.
// The suites mostly wait (page clocks, poll intervals, timeouts), so the two runs share the
// machine's cores well: one after the other, they took 10.3 min here (passthrough 5.3 of it).
//   node scripts/test-e2e.mjs                 build, then both projects
//   E2E_SKIP_BUILD=1 node scripts/test-e2e.mjs   reuse dist-app/ and dist-server/
//   extra args go to both Playwright runs (e.g. a spec file, -g 'a title')
import { spawn } from 'node:child_process';

const PROJECTS = ['shared', 'passthrough'];
const args = process.argv.slice(2);

function run(cmd, cmdArgs, env = {}, prefix = '') {
  return new Promise((resolve) => {
    const child = spawn(cmd, cmdArgs, {
      stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    if (prefix) {
      // Whole lines, each marked with its run, so the two logs stay readable side by side.
      for (const stream of [child.stdout, child.stderr]) {
        let rest = '';
        stream.setEncoding('utf8');
        stream.on('data', (chunk) => {
          const lines = (rest + chunk).split('\n');
          rest = lines.pop() ?? '';
          for (const line of lines) process.stdout.write(`${prefix} ${line}\n`);
        });
        stream.on('end', () => rest && process.stdout.write(`${prefix} ${rest}\n`));
      }
    }
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Each run's own share of E2E_PORT_RANGE (e2e/support/servers.ts), so their servers never meet. */
function portRanges() {
  const range = /^(\d+)-(\d+)$/.exec(process.env.E2E_PORT_RANGE ?? '');
  if (!range) return PROJECTS.map(() => ({}));
  const [from, to] = [Number(range[1]), Number(range[2])];
  const half = Math.floor((to - from + 1) / 2);
  return [{ E2E_PORT_RANGE: `${from}-${from + half - 1}` }, { E2E_PORT_RANGE: `${from + half}-${to}` }];
}

if (!process.env.E2E_SKIP_BUILD) {
  const code =
    (await run('npm', ['run', '--silent', 'build:app'])) || (await run('npm', ['run', '--silent', 'build:server']));
  if (code) process.exit(code);
}
const ranges = portRanges();
const codes = await Promise.all(
  PROJECTS.map((project, i) =>
    run(
      'npx',
      ['playwright', 'test', `--project=${project}`, ...args],
      { E2E_PROJECT: project, ...ranges[i] },
      `[${project}]`,
    ),
  ),
);
process.exit(codes.some(Boolean) ? 1 : 0);
