#!/usr/bin/env node
// `npm run test:reliability`: runs the reliability suites in full (the fault matrix, hostile
// content, large data, a 24 h session, server hardening, load, audit), then writes
// docs/reliability.md from their results. The document is generated here, never by hand.
// Exits non-zero when any suite failed; the document is written either way and says so.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_PATH } from './chromium.mjs';

const OUT = 'test-results/reliability';
const DOC = 'docs/reliability.md';
const LONG_SESSION_HOURS = Number(process.env.LONG_SESSION_HOURS ?? 24);
const LOAD = {
  connections: Number(process.env.LOAD_CONNECTIONS ?? 100),
  seconds: Number(process.env.LOAD_SECONDS ?? 10),
};

const UNIT_FILES = [
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
const E2E_FILES = [
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

// --render-only: write the document again from the results of the last run (no tests run).
const renderOnly = process.argv.includes('--render-only');
let startedAt = new Date();
let steps = [];
let audit;
let prodTree;

if (renderOnly) {
  ({ startedAt, steps, audit, prodTree } = JSON.parse(readFileSync(path.join(OUT, 'run.json'), 'utf8')));
  startedAt = new Date(startedAt);
} else {
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  run('unit (reliability subset)', 'npx', [
    'vitest',
    'run',
    ...UNIT_FILES,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${OUT}/vitest.json`,
  ]);
  run(
    'e2e (fault matrix, hostile, large data, 24 h, server, load, headers)',
    'npx',
    ['playwright', 'test', ...E2E_FILES, '--reporter=list,json'],
    {
      PLAYWRIGHT_JSON_OUTPUT_FILE: `${OUT}/playwright.json`,
      RELIABILITY_MEASUREMENTS_DIR: OUT,
      LONG_SESSION_HOURS: String(LONG_SESSION_HOURS),
      LOAD_CONNECTIONS: String(LOAD.connections),
      LOAD_SECONDS: String(LOAD.seconds),
    },
  );
  console.log('\n━━━ npm audit --omit=dev ━━━');
  const auditStarted = Date.now();
  const a = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' });
  audit = {
    stdout: a.stdout,
    stderr: a.stderr,
    status: a.status,
    seconds: Math.round((Date.now() - auditStarted) / 1000),
  };
  prodTree = spawnSync('npm', ['ls', '--omit=dev', '--all', '--json'], { encoding: 'utf8' }).stdout;
  // Findings fail the run; an audit endpoint that cannot be reached does not (the document says so).
  const ran = readAudit(audit);
  steps.push({
    name: `npm audit --omit=dev${ran.ran ? '' : ' (could not run: no audit endpoint)'}`,
    ok: ran.ran ? ran.ok : true,
    skipped: !ran.ran,
    seconds: audit.seconds,
  });
  writeFileSync(path.join(OUT, 'run.json'), JSON.stringify({ startedAt, steps, audit, prodTree }));
}
const auditResult = readAudit(audit);
console.log(`npm audit: ${auditResult.summary}`);

writeFileSync(DOC, render());
console.log(`\nwrote ${DOC}`);
console.log('\n━━━ summary ━━━');
for (const s of steps)
  console.log(`${s.skipped ? 'SKIP' : s.ok ? 'PASS' : 'FAIL'}  ${s.name.padEnd(72)} ${s.seconds}s`);
process.exit(steps.every((s) => s.ok) ? 0 : 1);

function run(name, cmd, args, env = {}) {
  const started = Date.now();
  console.log(`\n━━━ ${name} ━━━`);
  const { status } = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  steps.push({ name, ok: status === 0, seconds: Math.round((Date.now() - started) / 1000) });
}

// ─── reading results ─────────────────────────────────────────────────────────────────────

function readJson(file, fallback = null) {
  try {
    return JSON.parse(readFileSync(path.join(OUT, file), 'utf8'));
  } catch {
    return fallback;
  }
}

function readAudit({ stdout, stderr, status }) {
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
  return { ok: false, ran: false, summary: `the audit could not run: ${error}`, error, stderrLines, exitCode: status };
}

function prodDependencies() {
  try {
    const tree = JSON.parse(prodTree);
    const seen = new Map();
    const walk = (deps) => {
      for (const [name, d] of Object.entries(deps ?? {})) {
        if (!d.version) continue;
        seen.set(`${name}@${d.version}`, true);
        walk(d.dependencies);
      }
    };
    walk(tree.dependencies);
    return [...seen.keys()].sort();
  } catch {
    return [];
  }
}

/** Every Playwright test as { file, path (describe titles), title, status, ms }. */
function playwrightTests() {
  const report = readJson('playwright.json');
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

function vitestTests() {
  const report = readJson('vitest.json');
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

// ─── rendering ───────────────────────────────────────────────────────────────────────────

function render() {
  const e2e = playwrightTests();
  const unit = vitestTests();
  const mark = (status) =>
    status === 'passed' ? 'pass' : status === 'skipped' ? 'skipped' : `**${status.toUpperCase()}**`;
  const inFile = (name) => e2e.filter((t) => t.file?.endsWith(name));
  const esc = (s) => String(s).replaceAll('|', '\\|').replaceAll('\n', ' ');
  const code = (s) => `\`${String(s).replaceAll('`', 'ˋ').replaceAll('|', '\\|')}\``;
  const lines = [];
  const p = (...l) => lines.push(...l);

  const e2ePassed = e2e.filter((t) => t.status === 'passed').length;
  const unitPassed = unit.filter((t) => t.status === 'passed').length;
  p(
    '# Reliability and security report',
    '',
    `Generated by \`npm run test:reliability\` (scripts/test-reliability.mjs) on ${startedAt.toISOString()}; do not edit by hand.`,
    '',
    `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GB RAM, ${os.type()} ${os.release()}, Node ${process.version}, ${chromiumVersion()}, Playwright ${packageVersion('@playwright/test')}. Shared with other work while it ran, so timings are indicative.`,
    '',
    '| suite | result | time |',
    '|---|---|---|',
    ...steps.map((s) => `| ${s.name} | ${s.skipped ? 'not run' : s.ok ? 'pass' : '**FAIL**'} | ${s.seconds} s |`),
    '',
    `End-to-end tests: ${e2ePassed} of ${e2e.length} passed. Unit tests: ${unitPassed} of ${unit.length} passed.`,
    '',
    "Stated limits (src/constants.ts): a request that has not answered in `REQUEST_TIMEOUT_MS` = 10 s is aborted and counts as a failure; a 429/503 `Retry-After` delays that endpoint's next poll, capped at `RETRY_AFTER_MAX_MS` = 10 min; the feed renders the newest `ACTIVITY_FEED_MAX_ITEMS` = 20 activities by timestamp; error bodies are cut at `ERROR_TEXT_MAX_CHARS` = 300 characters, toast texts at 120/400; over a day the heap after GC may grow by at most `LONG_SESSION_HEAP_GROWTH_LIMIT_BYTES` = 8 MB.",
    '',
  );

  // Fault matrix
  const faults = readJson('fault-cases.json', []);
  const matrix = inFile('reliability.spec.ts');
  const endpoints = ['/api/dashboard', '/api/trades', '/api/activities'];
  const cell = (endpoint, title) => {
    const t = matrix.find((m) => m.path.includes(endpoint) && m.title === title);
    return t ? mark(t.status) : 'not run';
  };
  p(
    '## 1. Fault matrix (e2e/reliability.spec.ts)',
    '',
    'Each endpoint, each fault, on the first load and on a background refresh, in Chromium against `npm start` with the page clock under test control. First load: the dashboard shows an error panel with the message and Retry; trades and the feed fail inline with Retry while the rest of the page renders. Refresh: the last good data stays on screen (compared before and after), the block is marked stale, one destructive toast per failure streak (a second failure raises none), and the next good poll removes the stale mark. Every case also checks that no `NaN`, `undefined`, `[object Object]` or `Infinity` reaches the screen.',
    '',
    `| fault | what the visitor reads | ${endpoints.map((e) => `${e} first load | ${e} refresh`).join(' | ')} |`,
    `|---|---|${endpoints.map(() => '---|---').join('|')}|`,
  );
  for (const f of faults) {
    const note = [
      f.message ? code(f.message) : 'accepted',
      f.retryAfterMs ? `next poll after ${f.retryAfterMs / 1000} s (Retry-After), toast says "${f.toastNote}"` : '',
    ]
      .filter(Boolean)
      .join('; ');
    p(
      `| ${esc(f.name)} | ${note} | ${endpoints.map((e) => `${cell(e, `first load: ${f.name}`)} | ${cell(e, `refresh: ${f.name}`)}`).join(' | ')} |`,
    );
  }
  p(
    `| extra unknown fields | accepted, page renders, no alert | ${endpoints.map((e) => `${cell(e, 'extra unknown fields are accepted')} | —`).join(' | ')} |`,
    '',
  );
  const matrixFailed = matrix.filter((m) => m.status !== 'passed');
  p(
    `${matrix.length} matrix tests, ${matrix.length - matrixFailed.length} passed${matrixFailed.length ? `; failed: ${matrixFailed.map((m) => `${m.path.join(' ')} ${m.title}`).join(', ')}` : ''}. \`{path}\` stands for the endpoint.`,
    '',
  );
  p(
    "**429 and Retry-After.** Honoured: after a 429 (or 503) with `Retry-After`, that endpoint's next poll waits the time asked (when longer than its interval), capped at 10 min whatever the header says; the toast names the wait; the normal interval resumes after the next answer. The matrix measures the gap on the page clock (120 s asked, next request after ≥ 120 s and < 122 s, twice).",
    '',
  );

  // Hostile content
  p('## 2. Hostile content (e2e/hostile.spec.ts)', '');
  p(
    '| case | result | time |',
    '|---|---|---|',
    ...inFile('hostile.spec.ts').map(
      (t) => `| ${esc([...t.path, t.title].join(' › '))} | ${mark(t.status)} | ${(t.ms / 1000).toFixed(1)} s |`,
    ),
    '',
  );
  for (const width of [375, 1280]) {
    const h = readJson(`hostile-${width}.json`);
    if (!h) continue;
    p(
      `At ${width} px the visitor saw: figures ${Object.entries(h.figures)
        .map(([k, v]) => `${k} ${code(v)}`)
        .join(
          ', ',
        )} (from 1e21, -0, 1e-9); trade profits ${h.profits.map(code).join(', ')} (1e21, -0, 1e-9); times ${Object.entries(
        h.times,
      )
        .map(([k, v]) => `${code(k)} → ${code(v)}`)
        .join(
          ', ',
        )}; a ${h.longTitle.chars}-character title clamped to ${h.longTitle.shownHeightPx} px with the full text in its \`title\`; \`invoice\\u202Egnp.exe\\u202C done\` shown as ${code(h.bidiOverrideShownAs)}; layout problems: ${h.layoutProblems.length}.`,
      '',
    );
  }
  p(
    'Payloads: `<img src=x onerror=…>`, `<script>`, `<svg onload>`, `javascript:` iframe and link, `<style>` in titles, descriptions, pair names and the token text; right-to-left overrides; zero-width characters; emoji with joiners and flags; combining marks; 10 000-character words and texts; duplicate ids; numbers 1e21, -0, 1e-9, -1e-9, `"Infinity"` and `"1e21"` as strings, `1e999` (parses to Infinity); timestamps `9999-12-31`, `1970-01-01`, `2026-13-45T99:99:99Z`, empty, and a number. Checked: `window.__pwned` never set, no dialog, no `img`/`iframe`/`script`/`on*` element made from content, zero CSP violations and console errors, no sideways overflow of the page, main, cards, feed items or toasts at 375 and 1280 px, no card taller than 600 px, no feed item taller than 320 px. `dangerouslySetInnerHTML`, `innerHTML`, `insertAdjacentHTML`, `document.write` and `eval` are forbidden by ESLint (`no-restricted-syntax`); a unit test proves the rule fires and that no source file uses `dangerouslySetInnerHTML`.',
    '',
  );

  // Large data
  const large = readJson('large-data.json');
  const baseline = readJson('large-data-baseline.json');
  p('## 3. Large data (e2e/large-data.spec.ts)', '');
  if (large) {
    p(
      `${large.activities.toLocaleString('en-US')} activities sent oldest first and ${large.trades.toLocaleString('en-US')} trades, real time (no fake clock). The feed shows the newest ${large.shownActivities} by timestamp, newest first, with "Showing the latest ${large.shownActivities} of 10,000 activities"; the trades card shows ${large.shownTrades}. Timings are measured, not asserted.`,
      '',
      '| | answer → on screen | long tasks in between | longest task | DOM elements |',
      '|---|---|---|---|---|',
      `| first load, 10 000 activities | ${large.firstLoad.answerToScreenMs} ms | ${large.firstLoad.longTasks} | ${large.firstLoad.longestTaskMs} ms | ${large.firstLoad.domNodes} |`,
      `| refresh, 10 000 new activities | ${large.refresh.answerToScreenMs} ms | ${large.refresh.longTasks} | ${large.refresh.longestTaskMs} ms | ${large.refresh.domNodes} |`,
      baseline
        ? `| baseline: live simulation, ${baseline.activities} activities | ${baseline.firstLoad.answerToScreenMs} ms | ${baseline.firstLoad.longTasks} | ${baseline.firstLoad.longestTaskMs} ms | ${baseline.firstLoad.domNodes} |`
        : '',
      '',
      `A click on the motion toggle right after the 10 000-item refresh took effect in ${large.clickAfterRefreshMs} ms (Playwright's click, actionability checks included).`,
      '',
    );
  } else p('No figures: the large-data test did not run to the end.', '');

  // Long session
  const ls = readJson(`long-session-${LONG_SESSION_HOURS}h.json`);
  p(`## 4. Long session: ${LONG_SESSION_HOURS} simulated hours (e2e/long-session.spec.ts)`, '');
  if (ls) {
    p(
      `The built page with motion on, polling the seeded live simulation (driven by the page's clock) on Playwright's paused clock, moved from one poll time to the next (${ls.steps.toLocaleString('en-US')} steps on a ${ls.gridMs / 1000} s grid); each step waits until every answer has arrived, so the fake clock can neither merge nor time out polls. ${ls.wallSeconds} s of wall time. Gaps other than the interval: the first after the page load (the clock ran in real time until it was paused), and now and then one where an answer was processed after the next step had begun (the poll timer restarts from the answer, so it shifts by under a step once). None is shorter than the interval (a duplicate timer would be) and none is a whole interval late (a lost poll would be).`,
      '',
      '| endpoint | interval | requests expected | requests made | shortest gap | longest gap | gaps between requests (page time) |',
      '|---|---|---|---|---|---|---|',
      ...Object.entries(ls.polls).map(
        ([ep, x]) =>
          `| ${ep} | ${{ '/api/dashboard': 30, '/api/trades': 15, '/api/activities': 20 }[ep]} s | ${x.expected} | ${x.actual} | ${(x.minGapMs / 1000).toFixed(1)} s | ${(x.maxGapMs / 1000).toFixed(1)} s | ${Object.entries(
            x.gapsSeconds ?? {},
          )
            .sort((a, b) => b[1] - a[1])
            .map(([g, n]) => `${g} s × ${n}`)
            .join(', ')} |`,
      ),
      '',
      `JS heap after GC (CDP \`HeapProfiler.collectGarbage\`, then \`Runtime.getHeapUsage\`): ${ls.heapAfterGcMb.map((h) => `${h.hour} h: ${h.mb} MB`).join(', ')}. Growth ${ls.heapGrowthMb} MB against a bound of ${ls.heapGrowthLimitMb} MB.`,
      '',
      `Toasts: ${ls.toastsShown} shown (new burns), at most ${ls.maxToastsAtOnce} on screen at once (watched with a MutationObserver, so none is missed between steps). Relative times at the end: ${ls.relativeTimesChecked} checked against the page's clock, ${ls.relativeTimesWrong.length} wrong (${ls.shownTimes.slice(0, 3).join(', ')} … ${ls.shownTimes.at(-1)}). Page time at the end: ${ls.pageTimeAtEnd}.`,
      '',
    );
  } else p('No figures: the long-session test did not run to the end.', '');
  const day = unit.find((t) => t.file.endsWith('longSession.test.tsx'));
  if (day)
    p(
      `Unit complement (src/data/longSession.test.tsx, fake timers, MSW): 24 h of the three hooks with a 500 every 97th answer: exactly 2 881 / 5 761 / 4 321 requests, stale data kept through failures, flat pending-timer count, no polls after unmount — ${mark(day.status)} in ${(day.ms / 1000).toFixed(1)} s. \`npm test\` runs this and a 1 h browser session.`,
      '',
    );

  // Server
  p('## 5. The server of `npm start` (e2e/server-hardening.spec.ts, app/server/*.test.ts)', '');
  p(
    '| test | result |',
    '|---|---|',
    ...[...inFile('server-hardening.spec.ts'), ...inFile('server.spec.ts')].map(
      (t) => `| ${esc(t.title)} | ${mark(t.status)} |`,
    ),
    '',
  );
  const traversal = readJson('server-traversal.json', []);
  if (traversal.length)
    p(
      'Path traversal, raw TCP (nothing normalised on the way):',
      '',
      '| request | status | leaked a file |',
      '|---|---|---|',
      ...traversal.map((r) => `| ${code(r.request)} | ${r.status} | ${r.leaked ? '**yes**' : 'no'} |`),
      '',
    );
  const malformed = readJson('server-malformed.json', []);
  if (malformed.length)
    p(
      'Malformed, odd and oversized requests:',
      '',
      '| request | expected | status |',
      '|---|---|---|',
      ...malformed.map((r) => `| ${esc(r.request)} | ${[r.expected].flat().join(' or ')} | ${r.status} |`),
      '',
    );
  const proxy = readJson('server-proxy.json');
  if (proxy)
    p(
      `Proxy mode (API_ORIGIN = a test backend; EVIL = a second server that must never be reached): requests that reached EVIL: **${proxy.evilServerReceived}**; the backend received only ${[...new Set(proxy.backendReceived)].map(code).join(', ')}.`,
      '',
      '| request | status |',
      '|---|---|',
      ...proxy.requests.map((r) => `| ${code(r.request)} | ${r.status} |`),
      '',
    );
  p(
    'Limits: bodies announced over 64 KB on any method → 413; paths over 2 048 characters → 414; headers over 16 KB → 431 (Node); broken percent-encoding or NUL → 400; methods other than GET/HEAD → 405 with `Allow`, also in proxy mode (no writes relayed); headers must arrive within 10 s and the whole request within 30 s.',
    '',
  );

  renderAttack({ p, inFile, mark, esc, code });

  // Load
  const load = readJson(`load-${LOAD.connections}x${LOAD.seconds}s.json`);
  p('## 6. Load (e2e/load.spec.ts, autocannon on loopback)', '');
  if (load) {
    p(
      `${load.connections} connections for ${load.seconds} s against \`npm start\` (mock API, live simulation), each cycling ${load.paths.map(code).join(', ')} with \`accept-encoding: gzip\`; the client runs on the same 2-core machine as the server.`,
      '',
      '| requests | requests/s | p50 | p90 | p99 | max | errors | timeouts | non-2xx |',
      '|---|---|---|---|---|---|---|---|---|',
      `| ${load.requests.toLocaleString('en-US')} | ${load.requestsPerSecond} | ${load.latencyMs.p50} ms | ${load.latencyMs.p90} ms | ${load.latencyMs.p99} ms | ${load.latencyMs.max} ms | ${load.errors} | ${load.timeouts} | ${load.non2xx} |`,
      '',
      `Status codes: ${Object.entries(load.statusCodes)
        .map(([c, n]) => `${c} × ${n}`)
        .join(
          ', ',
        )}. One open page polls 3 endpoints at 30/15/20 s, about 0.18 requests/s, so this rate is the steady load of about ${load.equivalentOpenPages.toLocaleString('en-US')} open pages.`,
      '',
    );
  } else p('No figures: the load test did not run to the end.', '');

  // Headers, CSP
  p('## 7. Security headers and CSP in the browser (e2e/page.spec.ts)', '');
  p(
    '| test | result |',
    '|---|---|',
    ...inFile('page.spec.ts')
      .filter((t) => /security|CSP|axe/i.test(t.title))
      .map((t) => `| ${esc(t.title)} | ${mark(t.status)} |`),
    '',
  );
  p(
    "CSP: `default-src 'self'; script-src 'self'; style-src 'self' 'nonce-…'` (a fresh nonce per response), `object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`, no `unsafe-inline` or `unsafe-eval`; plus `X-Content-Type-Options: nosniff`, `Referrer-Policy`, HSTS, `Permissions-Policy`, COOP/CORP. The hostile-content tests count CSP violations too: zero.",
    '',
  );

  // Audit
  p('## 8. `npm audit --omit=dev`', '');
  if (auditResult.ran) {
    p(`Result: ${auditResult.summary}.`, '');
    if (auditResult.findings.length)
      p(
        '| package | severity | range | advisory | fix |',
        '|---|---|---|---|---|',
        ...auditResult.findings.map(
          (f) => `| ${f.name} | ${f.severity} | ${esc(f.range)} | ${esc(f.via)} | ${f.fix} |`,
        ),
        '',
      );
  } else {
    p(
      `**The audit could not run here**: the registry this machine can reach does not serve npm's audit endpoint. \`npm audit --omit=dev\` exited ${auditResult.exitCode} with:`,
      '',
      '```',
      ...auditResult.stderrLines,
      '```',
      '',
      "So no vulnerability result is claimed. Run `npm audit --omit=dev` where registry.npmjs.org's audit API is reachable. For review meanwhile, the production dependency tree as installed:",
      '',
    );
  }
  const deps = prodDependencies();
  if (deps.length) p(deps.map(code).join(', '), '');

  // Unit tests
  p('## 9. Unit tests in this run', '');
  const byFile = new Map();
  for (const t of unit) byFile.set(t.file, [...(byFile.get(t.file) ?? []), t]);
  p(
    '| file | passed | failed |',
    '|---|---|---|',
    ...[...byFile].map(
      ([f, ts]) =>
        `| ${f} | ${ts.filter((t) => t.status === 'passed').length} | ${ts.filter((t) => t.status !== 'passed').length} |`,
    ),
    '',
  );
  const failedUnit = unit.filter((t) => t.status !== 'passed');
  if (failedUnit.length) p('Failed:', '', ...failedUnit.map((t) => `- ${t.file}: ${t.title}`), '');
  const failedE2e = e2e.filter((t) => t.status !== 'passed');
  if (failedE2e.length)
    p(
      '## Failed end-to-end tests',
      '',
      ...failedE2e.map((t) => `- ${t.file}: ${[...t.path, t.title].join(' › ')} (${t.status})`),
      '',
    );
  return `${lines
    .filter((l, i, a) => !(l === '' && a[i - 1] === ''))
    .join('\n')
    .trim()}\n`;
}

/** Section 5, continued: the server under attack (issue 17), from e2e/server-attack.spec.ts's figures. */
function renderAttack({ p, inFile, mark, esc, code }) {
  p(
    '### Under attack (e2e/server-attack.spec.ts, app/server/upstream.test.ts, staticFiles.test.ts, nodeServer.test.ts)',
    '',
  );
  p(
    '| test | result |',
    '|---|---|',
    ...inFile('server-attack.spec.ts').map((t) => `| ${esc([...t.path, t.title].join(' › '))} | ${mark(t.status)} |`),
    '',
  );
  const fd = readJson('server-attack-fd.json');
  if (fd)
    p(
      `**Pipelining, then hang up** (server on Node ${fd.node.replace(/^v/, '')}): ${fd.connections} connections each pipelined ${fd.pipelinedPerConnection} GETs of the largest file served, ${code(fd.asset)} (${fd.assetBytes.toLocaleString('en-US')} B), and hung up once the answers started. Open file descriptors of the server (\`/proc/<pid>/fd\`): **${fd.fdBefore} before, ${fd.fdPeak} at most while it ran, ${fd.fdAfter} after**. Then ${fd.normalAnswered} of ${fd.normalRequests} normal requests answered. Resident memory ${fd.rssBeforeMb} MB before, ${fd.rssAfterMb} MB after.`,
      '',
    );
  const limit = readJson('server-attack-pipelining-limit.json');
  if (limit) {
    const others = limit.otherStatuses.reduce((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});
    p(
      `**Requests per connection**: ${limit.sent.toLocaleString('en-US')} GETs pipelined on one connection: ${limit.answered200.toLocaleString('en-US')} answered 200 (the limit is ${limit.limit.toLocaleString('en-US')}), the last of them ${limit.lastAnswerClosesConnection ? 'with' : '**without**'} \`Connection: close\`; the rest: ${
        Object.entries(others)
          .map(([s, n]) => `${s} × ${n}`)
          .join(', ') || 'no answer'
      }.`,
      '',
    );
  }
  const range = readJson('server-attack-range.json', []);
  if (range.length)
    p(
      '**Range** is ignored (RFC 9110 lets a server send the whole file); never a 500 or a partial answer:',
      '',
      '| file | Range | status | bytes sent | whole file |',
      '|---|---|---|---|---|',
      ...range.map(
        (r) =>
          `| ${code(r.target)} | ${code(r.range)} | ${r.status} | ${r.bytes.toLocaleString('en-US')} | ${r.fullBytes.toLocaleString('en-US')} |`,
      ),
      '',
    );
  const files = readJson('server-attack-private-files.json', []);
  if (files.length)
    p(`**Not servable as files**: ${files.map((f) => `${code(f.target)} → ${f.status}`).join(', ')}.`, '');
  const errors = readJson('server-attack-errors.json');
  if (errors)
    p(
      `**Error answers of every kind** (Node's, the adapter's, ours), each checked for X-Frame-Options DENY, nosniff, HSTS and the CSP; stack traces in the server's log afterwards: **${errors.stackTracesInLog}**.`,
      '',
      '| request | expected | status | security headers |',
      '|---|---|---|---|',
      ...errors.answers.map(
        (r) => `| ${esc(r.request)} | ${r.expected} | ${r.status} | ${r.securityHeaders ? 'yes' : '**no**'} |`,
      ),
      '',
    );
  for (const mode of ['off', 'shared']) {
    const proxy = readJson(`server-attack-proxy-${mode}.json`);
    if (!proxy) continue;
    p(
      `**A hostile backend, \`API_CACHE=${mode}\`** (${mode === 'off' ? 'the case picked by the query, passed on' : 'the backend switched between cases, the snapshot asked afresh'}): what each answer became, which of the backend's headers reached the visitor, and how far the server's resident memory rose above where it was (\`VmHWM\` after a reset) while it answered.`,
      '',
      '| backend answered | status | text | type | backend headers passed | peak RSS growth |',
      '|---|---|---|---|---|---|',
      ...proxy.rows.map(
        (r) =>
          `| ${code(r.case)} | ${r.status} | ${esc(r.body.length > 90 ? `${r.body.slice(0, 90)}…` : r.body)} | ${code(r.contentType)} | ${r.leakedHeaders.length ? `**${r.leakedHeaders.join(', ')}**` : 'none'} | ${r.peakRssGrowthMb} MB |`,
      ),
      '',
    );
    const paths = readJson(`server-attack-paths-${mode}.json`);
    if (paths)
      p(
        `Paths outside the three endpoints, \`API_CACHE=${mode}\`: ${paths.requests.map((r) => `${code(r.request.replace(/^GET /, ''))} → ${r.status}`).join(', ')}. Of these the backend received: **${paths.backendReceived.length ? paths.backendReceived.map(code).join(', ') : 'none'}**.`,
        '',
      );
  }
  const fwd = readJson('server-attack-forwarded.json');
  if (fwd)
    p(
      `\`API_CACHE=off\`: the backend received \`X-Forwarded-For: ${fwd.xForwardedFor}\` and \`Forwarded: ${fwd.forwarded}\`; the visitor's cookie ${fwd.cookieForwarded ? 'went up' : '**did not go up**'}, the backend's \`Set-Cookie\` ${fwd.setCookieRelayed ? '**came back**' : 'did not come back'}; a conditional request answered 304 by the backend reached the visitor as ${fwd.conditional304}.`,
      '',
    );
  const down = readJson('server-attack-backend-down.json', []);
  if (down.length) p(`Backend down: ${down.map((d) => `\`${d.mode}\` → ${d.status} ${code(d.body)}`).join('; ')}.`, '');
}

function chromiumVersion() {
  const bin = CHROMIUM_PATH;
  if (!existsSync(bin)) return 'Chromium (unknown version)';
  const { stdout } = spawnSync(bin, ['--version'], { encoding: 'utf8' });
  return (stdout || 'Chromium').trim();
}

function packageVersion(name) {
  try {
    return JSON.parse(readFileSync(path.join('node_modules', name, 'package.json'), 'utf8')).version;
  } catch {
    return '?';
  }
}
