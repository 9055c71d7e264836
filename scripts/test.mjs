#!/usr/bin/env node
// `npm test`: every check, in order; runs them all and exits non-zero if any failed.
import { spawnSync } from 'node:child_process';

const steps = [
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['unit', 'npm', ['run', '--silent', 'test:unit']],
  ['package', 'npm', ['run', '--silent', 'test:package']],
  ['budget', 'npm', ['run', '--silent', 'test:budget']],
  ['ops', 'npm', ['run', '--silent', 'test:ops']],
  ['stories', 'npm', ['run', '--silent', 'test:stories']],
  ['e2e', 'npm', ['run', '--silent', 'test:e2e']],
];

const only = process.env.TEST_STEPS?.split(',');
const results = [];
for (const [name, cmd, args] of steps) {
  if (only && !only.includes(name)) continue;
  const started = Date.now();
  console.log(`\n━━━ ${name} ━━━`);
  const { status } = spawnSync(cmd, args, { stdio: 'inherit' });
  results.push({ name, ok: status === 0, seconds: Math.round((Date.now() - started) / 1000) });
}

console.log('\n━━━ summary ━━━');
for (const r of results) console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name.padEnd(10)} ${r.seconds}s`);
const failed = results.filter((r) => !r.ok).length;
console.log(`steps: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
