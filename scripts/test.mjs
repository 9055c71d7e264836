#!/usr/bin/env node
// `npm test`: every check, in order; runs them all and exits non-zero if any failed.
// A step marked `alongside` runs at the same time as the step after it, its output held and
// printed when it ends:
// - typecheck and lint are one process each (one core of our two): 67 s one after the other,
//   44 s together (clean-clone CI run here);
// - unit shares the machine with package, whose npm installs wait on the registry: 399 s one
//   after the other, 216 s together;
// - the ops step mostly waits (real 30-s history samples, restarts), so it shares the machine
//   with the stories step instead of adding its two and a half minutes.
import { spawn } from 'node:child_process';

const steps = [
  { name: 'typecheck', args: ['run', '--silent', 'typecheck'], alongside: true },
  { name: 'lint', args: ['run', '--silent', 'lint'] },
  { name: 'unit', args: ['run', '--silent', 'test:unit'], alongside: true },
  { name: 'package', args: ['run', '--silent', 'test:package'] },
  { name: 'budget', args: ['run', '--silent', 'test:budget'] },
  { name: 'ops', args: ['run', '--silent', 'test:ops'], alongside: true },
  { name: 'stories', args: ['run', '--silent', 'test:stories'] },
  { name: 'e2e', args: ['run', '--silent', 'test:e2e'] },
];

function runStep({ name, args }, { hold = false } = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', args, { stdio: hold ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const held = [];
    if (hold) for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => held.push(chunk));
    child.on('exit', (code, signal) => {
      if (hold) {
        console.log(`\n━━━ ${name} (ran alongside the next step) ━━━`);
        process.stdout.write(Buffer.concat(held));
      }
      resolve({ name, ok: code === 0 && !signal, seconds: Math.round((Date.now() - started) / 1000) });
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
  results.push(await runStep(step));
  if (alongside) {
    results.push(await alongside);
    alongside = null;
  }
}
if (alongside) results.push(await alongside);

console.log('\n━━━ summary ━━━');
for (const r of results) console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name.padEnd(10)} ${r.seconds}s`);
const failed = results.filter((r) => !r.ok).length;
console.log(`steps: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
