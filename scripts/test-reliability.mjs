#!/usr/bin/env node
// `npm run test:reliability`: runs the reliability suites in full (the fault matrix, hostile
// content, large data, a 24 h session, server hardening and attacks, load, audit), then writes
// docs/reliability.md from their results. Three parts, in scripts/reliability/: suites.mjs runs
// and records, results.mjs reads what a run left, render.mjs writes the document from those
// results and the limits the code states (limits.mjs). The document is never edited by hand.
// Exits non-zero when any suite failed; the document is written either way and says so.
//
//   --render-only   write the document again from the last run's results (no tests run)
// Environment: LONG_SESSION_HOURS (24), LOAD_CONNECTIONS (100), LOAD_SECONDS (10).
import { writeFileSync } from 'node:fs';
import { loadLimits } from './reliability/limits.mjs';
import { renderReport } from './reliability/render.mjs';
import { readResults } from './reliability/results.mjs';
import { runSuites } from './reliability/suites.mjs';

const OUT = 'test-results/reliability';
const DOC = 'docs/reliability.md';

if (!process.argv.includes('--render-only')) {
  runSuites(OUT, {
    longSessionHours: Number(process.env.LONG_SESSION_HOURS ?? 24),
    load: {
      connections: Number(process.env.LOAD_CONNECTIONS ?? 100),
      seconds: Number(process.env.LOAD_SECONDS ?? 10),
    },
  });
}
const results = readResults(OUT);
writeFileSync(DOC, renderReport(results, await loadLimits()));
console.log(`\nnpm audit: ${results.audit.summary}`);
console.log(`wrote ${DOC}`);
console.log('\n━━━ summary ━━━');
for (const s of results.steps)
  console.log(`${s.skipped ? 'SKIP' : s.ok ? 'PASS' : 'FAIL'}  ${s.name.padEnd(72)} ${s.seconds}s`);
process.exit(results.steps.every((s) => s.ok) ? 0 : 1);
