// Running the reliability suites in full and recording the run (run.json) next to the results
// the tests leave in the same folder. Nothing here reads results or writes the document.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { machineInfo, readAudit } from './results.mjs';

export const UNIT_FILES = [
  'src/data/longSession.test.tsx',
  'src/data/hooks.test.tsx',
  'src/data/client.test.ts',
  'src/data/schemas.test.ts',
  'src/components/ActivityFeed/newestActivities.test.ts',
  'src/components/Toast/toastStore.test.ts',
  'src/pages/DashboardPage/useNewBurnToast.test.ts',
  'src/format/money.test.ts',
  'src/format/relativeTime.test.ts',
  'src/format/text.test.ts',
  'app/server/createServer.test.ts',
  'app/server/proxy.test.ts',
  'app/server/upstream.test.ts',
  'app/server/staticFiles.test.ts',
  'app/server/nodeServer.test.ts',
  'tests/unit/noRawHtml.test.ts',
];
export const E2E_FILES = [
  'e2e/reliability.spec.ts',
  'e2e/hostile.spec.ts',
  'e2e/large-data.spec.ts',
  'e2e/long-session.spec.ts',
  'e2e/server-hardening.spec.ts',
  'e2e/server-attack.spec.ts',
  'e2e/load.spec.ts',
  'e2e/server.spec.ts',
  'e2e/page.spec.ts',
  'e2e/data.spec.ts',
];

/**
 * Runs the unit subset, the end-to-end suites (with `params`: LONG_SESSION_HOURS,
 * LOAD_CONNECTIONS, LOAD_SECONDS) and `npm audit --omit=dev`, from an empty `dir`, and records
 * the run in `dir`/run.json. Returns the steps ({ name, ok, skipped?, seconds }).
 */
export function runSuites(dir, params) {
  const startedAt = new Date();
  const steps = [];
  const run = (name, cmd, args, env = {}) => {
    const started = Date.now();
    console.log(`\n━━━ ${name} ━━━`);
    const { status } = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    steps.push({ name, ok: status === 0, seconds: Math.round((Date.now() - started) / 1000) });
  };
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  run('unit (reliability subset)', 'npx', [
    'vitest',
    'run',
    ...UNIT_FILES,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${dir}/vitest.json`,
  ]);
  run(
    'e2e (fault matrix, hostile, large data, long session, server, load, headers)',
    'npx',
    ['playwright', 'test', ...E2E_FILES, '--reporter=list,json'],
    {
      PLAYWRIGHT_JSON_OUTPUT_FILE: `${dir}/playwright.json`,
      RELIABILITY_MEASUREMENTS_DIR: dir,
      LONG_SESSION_HOURS: String(params.longSessionHours),
      LOAD_CONNECTIONS: String(params.load.connections),
      LOAD_SECONDS: String(params.load.seconds),
    },
  );
  console.log('\n━━━ npm audit --omit=dev ━━━');
  const auditStarted = Date.now();
  const a = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' });
  const audit = {
    stdout: a.stdout,
    stderr: a.stderr,
    status: a.status,
    seconds: Math.round((Date.now() - auditStarted) / 1000),
  };
  const prodTree = spawnSync('npm', ['ls', '--omit=dev', '--all', '--json'], { encoding: 'utf8' }).stdout;
  // Findings fail the run; an audit endpoint that cannot be reached does not (the document says so).
  const result = readAudit(audit);
  steps.push({
    name: `npm audit --omit=dev${result.ran ? '' : ' (could not run: no audit endpoint)'}`,
    ok: result.ran ? result.ok : true,
    skipped: !result.ran,
    seconds: audit.seconds,
  });
  writeFileSync(
    path.join(dir, 'run.json'),
    JSON.stringify({ startedAt, steps, audit, prodTree, machine: machineInfo(), params }),
  );
  return steps;
}
