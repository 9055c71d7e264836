#!/usr/bin/env node
// `npm test`: every check, in order; runs them all and exits non-zero if any failed.
// A step marked `alongside` runs at the same time as the step after it, its output held and
// printed when it ends: typecheck and lint are one process each (one core of our two); the
// package step's npm installs wait on the registry, and the ops step waits on real history
// samples and restarts, so each leaves a core to its partner (docs/performance.md, "Tooling").
// A CI log is often read from its end only: the last lines of each failed step's output are
// printed again just before the summary.
import { spawn } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';

/** How much of a failed step's output is printed again, just before the summary. */
const FAILED_TAIL_LINES = 150;
/** The bytes of each step's output kept for that (its last ones). */
const KEPT_BYTES = 256 * 1024;

/** At most this many of a failed step's `failed` lines are named under the summary. */
const NAMED_FAILURES = 12;

// `failed`: the lines in which a step names what failed (vitest's "FAIL file > test", the story
// and budget scripts' "FAILED ..." and "FAIL ...", Playwright's "1) [project] › file › test");
// they are repeated under the summary, the part of a CI log that is read for sure.
const steps = [
  { name: 'typecheck', args: ['run', '--silent', 'typecheck'], alongside: true, failed: /error TS\d+/ },
  { name: 'lint', args: ['run', '--silent', 'lint'] },
  { name: 'unit', args: ['run', '--silent', 'test:unit'], alongside: true, failed: /^FAIL\s/ },
  { name: 'package', args: ['run', '--silent', 'test:package'] },
  // Built once: the budget, ops and e2e steps read this build (SKIP_APP_BUILD).
  { name: 'build', args: ['run', '--silent', 'build:site'], builds: true },
  { name: 'budget', args: ['run', '--silent', 'test:budget'], failed: /^FAIL / },
  { name: 'ops', args: ['run', '--silent', 'test:ops'], alongside: true },
  { name: 'stories', args: ['run', '--silent', 'test:stories'], failed: /^FAILED / },
  { name: 'e2e', args: ['run', '--silent', 'test:e2e'], failed: /^\d+\) \[/ },
];

function runStep({ name, args, failed }, { hold = false } = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    // Piped (to keep its end), so colours only when our own output is a terminal.
    const env = process.stdout.isTTY ? { ...process.env, FORCE_COLOR: '1' } : process.env;
    const child = spawn('npm', args, { stdio: ['ignore', 'pipe', 'pipe'], env });
    const held = [];
    let kept = [];
    let keptBytes = 0;
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk) => {
        if (hold) held.push(chunk);
        else (stream === child.stdout ? process.stdout : process.stderr).write(chunk);
        kept.push(chunk);
        keptBytes += chunk.length;
        while (keptBytes - kept[0].length > KEPT_BYTES) keptBytes -= kept.shift().length;
      });
    }
    child.on('close', (code, signal) => {
      if (hold) {
        console.log(`\n━━━ ${name} (ran alongside the next step) ━━━`);
        process.stdout.write(Buffer.concat(held));
      }
      const ok = code === 0 && !signal;
      const lines = ok ? [] : Buffer.concat(kept).toString('utf8').split('\n');
      kept = [];
      const plain = failed ? lines.map((line) => stripVTControlCharacters(line).trim()) : [];
      const named = [...new Set(plain.filter((line) => failed.test(line)))];
      resolve({
        name,
        ok,
        tail: lines.slice(-FAILED_TAIL_LINES).join('\n'),
        named,
        seconds: Math.round((Date.now() - started) / 1000),
      });
    });
  });
}

const only = process.env.TEST_STEPS?.split(',');
const results = [];
let alongside = null;
for (const step of steps) {
  if (only && !only.includes(step.name)) continue;
  if (step.alongside) {
    console.log(`\n━━━ ${step.name} (started; its output follows when it ends) ━━━`);
    alongside = runStep(step, { hold: true });
    continue;
  }
  console.log(`\n━━━ ${step.name} ━━━`);
  const result = await runStep(step);
  results.push(result);
  if (step.builds && result.ok) process.env.SKIP_APP_BUILD = '1';
  if (alongside) {
    results.push(await alongside);
    alongside = null;
  }
}
if (alongside) results.push(await alongside);

const failed = results.filter((r) => !r.ok);
for (const r of failed) {
  console.log(`\n━━━ ${r.name} failed; the last ${FAILED_TAIL_LINES} lines of its output ━━━\n${r.tail}`);
}
console.log('\n━━━ summary ━━━');
for (const r of results) {
  console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name.padEnd(10)} ${r.seconds}s`);
  for (const line of r.named.slice(0, NAMED_FAILURES)) console.log(`        ${line}`);
  if (r.named.length > NAMED_FAILURES) console.log(`        and ${r.named.length - NAMED_FAILURES} more`);
}
console.log(`steps: ${results.length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length ? 1 : 0);
