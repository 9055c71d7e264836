// Reading what a run left in test-results/reliability: the run record (run.json, written by
// suites.mjs), the Vitest and Playwright JSON reports, and the figures the tests saved
// (e2e/support/measurements.ts). Whatever is missing reads as absent: a document can be
// rendered from a partial run (suites run on their own with Playwright or Vitest).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_PATH } from '../chromium.mjs';
import { spawnSync } from 'node:child_process';

const REPORTS = new Set(['run.json', 'vitest.json', 'playwright.json']);

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** The machine a run happens on, recorded with it (the document may be rendered elsewhere). */
export function machineInfo() {
  const chromium = existsSync(CHROMIUM_PATH)
    ? (spawnSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8' }).stdout || 'Chromium').trim()
    : 'Chromium (unknown version)';
  let playwright = '?';
  try {
    playwright = JSON.parse(readFileSync('node_modules/@playwright/test/package.json', 'utf8')).version;
  } catch {
    // left as '?'
  }
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown CPU',
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    chromium,
    playwright,
  };
}

/** Every Playwright test as { file, path (describe titles), title, status, ms }. */
function playwrightTests(report) {
  if (!report) return [];
  const out = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        const last = t.results?.at(-1);
        out.push({
          file: spec.file ?? suite.file,
          path: titles,
          title: spec.title,
          status: last?.status ?? 'not run',
          ms: last?.duration ?? 0,
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const file of report.suites ?? []) walk(file, []);
  return out;
}

function vitestTests(report) {
  if (!report) return [];
  return report.testResults.flatMap((file) =>
    file.assertionResults.map((a) => ({
      file: path.relative(process.cwd(), file.name),
      title: a.fullName,
      status: a.status,
      ms: Math.round(a.duration ?? 0),
    })),
  );
}

/** `npm audit --json` as the run recorded it: findings, or why it could not run. */
export function readAudit(audit) {
  if (!audit) return { ok: true, ran: false, recorded: false, summary: 'not run', stderrLines: [] };
  const { stdout, stderr, status } = audit;
  let report = null;
  try {
    report = JSON.parse(stdout);
  } catch {
    // not JSON: reported below as it came
  }
  if (report?.metadata?.vulnerabilities) {
    const v = report.metadata.vulnerabilities;
    const total = Object.values(v).reduce((a, b) => a + b, 0);
    const findings = Object.values(report.vulnerabilities ?? {}).map((f) => ({
      name: f.name,
      severity: f.severity,
      range: f.range,
      via: (f.via ?? []).map((x) => (typeof x === 'string' ? x : `${x.title} (${x.url})`)).join('; '),
      fix: f.fixAvailable ? 'fix available' : 'no fix available',
    }));
    return {
      ok: total === 0,
      ran: true,
      recorded: true,
      summary: total === 0 ? 'no known vulnerabilities' : `${total} findings`,
      counts: v,
      findings,
    };
  }
  const error =
    report?.message ??
    report?.error?.summary ??
    (stderr || stdout)
      .trim()
      .split('\n')
      .find((l) => /error/i.test(l)) ??
    `exit ${status}`;
  const stderrLines = (stderr ?? '').split('\n').filter((l) => l.trim() && !/Unknown (user|env) config/.test(l));
  return {
    ok: false,
    ran: false,
    recorded: true,
    summary: `the audit could not run: ${error}`,
    error,
    stderrLines,
    exitCode: status,
  };
}

function prodDependencies(prodTree) {
  try {
    const tree = JSON.parse(prodTree);
    const seen = new Set();
    const walk = (deps) => {
      for (const [name, d] of Object.entries(deps ?? {})) {
        if (!d.version) continue;
        seen.add(`${name}@${d.version}`);
        walk(d.dependencies);
      }
    };
    walk(tree.dependencies);
    return [...seen].sort();
  } catch {
    return [];
  }
}

/**
 * Everything a run left in `dir`: the run record (steps, audit, machine, parameters), every
 * test with its result, and the figures by name (`load-100x10s` for load-100x10s.json).
 */
export function readResults(dir) {
  const run = readJson(path.join(dir, 'run.json'));
  const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')) : [];
  const figures = {};
  for (const f of files) if (!REPORTS.has(f)) figures[f.replace(/\.json$/, '')] = readJson(path.join(dir, f));
  // Without a run record (suites run on their own), the results are as of their newest file.
  const newest = files.reduce((t, f) => Math.max(t, statSync(path.join(dir, f)).mtimeMs), 0);
  return {
    recorded: Boolean(run),
    startedAt: new Date(run?.startedAt ?? (newest || Date.now())),
    machine: run?.machine ?? machineInfo(),
    steps: run?.steps ?? [],
    params: run?.params ?? {},
    audit: readAudit(run?.audit),
    prodDependencies: prodDependencies(run?.prodTree),
    unit: vitestTests(readJson(path.join(dir, 'vitest.json'))),
    e2e: playwrightTests(readJson(path.join(dir, 'playwright.json'))),
    figures,
  };
}
