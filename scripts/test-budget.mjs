#!/usr/bin/env node
// `npm run test:budget` (a step of `npm test`): byte budgets, checked on sizes so the result
// never depends on the machine's speed.
// - initial JavaScript of the page (dist-app/index.html, built by `npm run build:app`):
//   at most INITIAL_JS_BUDGET_GZIP_BYTES gzip;
// - the one-component import share is measured and enforced by the package step
//   (scripts/test-package.mjs, docs/package-size.json); repeated here for the overview.
// SKIP_APP_BUILD=1 reuses dist-app (`npm test` builds it once for the steps that need it).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { INITIAL_JS_BUDGET_GZIP_BYTES, ONE_COMPONENT_MAX_SHARE } from './budgets.mjs';
import { deferredJs, initialJs, kb } from './bench/bytes.mjs';

const distDir = 'dist-app';
if (!process.env.SKIP_APP_BUILD)
  execFileSync('npm', ['run', '--silent', 'build:app'], { stdio: ['ignore', 'ignore', 'inherit'] });

const failures = [];
const initial = initialJs(distDir);
const later = deferredJs(distDir);
console.log('initial JavaScript (what index.html loads before the app runs):');
for (const f of initial.files)
  console.log(`  ${f.file.padEnd(40)} ${kb(f.gzip).padStart(9)} gzip ${kb(f.brotli).padStart(9)} brotli`);
console.log(
  `  total ${kb(initial.total.gzip)} gzip, ${kb(initial.total.brotli)} brotli; budget ${kb(INITIAL_JS_BUDGET_GZIP_BYTES)} gzip`,
);
console.log(
  `loaded after the first view: ${later.files.length} chunks, ${kb(later.total.gzip)} gzip (${later.files.map((f) => f.file.replace(/^assets\//, '')).join(', ')})`,
);
if (initial.total.gzip > INITIAL_JS_BUDGET_GZIP_BYTES) {
  failures.push(
    `initial JavaScript is ${kb(initial.total.gzip)} gzip, over the ${kb(INITIAL_JS_BUDGET_GZIP_BYTES)} budget`,
  );
}
if (later.files.length === 0)
  failures.push(
    'no chunk is loaded after the first view: the toast region, tooltips and decorations are in the initial JavaScript',
  );

if (existsSync('docs/package-size.json')) {
  const size = JSON.parse(readFileSync('docs/package-size.json', 'utf8'));
  console.log(
    `one-component import (${size.oneComponent}): ${kb(size.oneComponentGzipBytes)} gzip = ${(size.share * 100).toFixed(1)}% of the library; budget ${ONE_COMPONENT_MAX_SHARE * 100}% (enforced by the package step)`,
  );
  if (size.share > ONE_COMPONENT_MAX_SHARE)
    failures.push(`docs/package-size.json: one-component share ${size.share} over ${ONE_COMPONENT_MAX_SHARE}`);
}

if (failures.length) {
  for (const f of failures) console.error(`FAIL ${f}`);
  process.exit(1);
}
console.log('byte budgets: ok');
