#!/usr/bin/env node
// Lints what an operator deploys with, since no Docker daemon runs here to try them (part of
// `npm run lint`):
//  - Dockerfile: dockerfile-utils, the validator of the Docker language server (the one VS Code's
//    Docker extension runs): instruction syntax, arguments and flags, JSON forms, stage names,
//    every problem it knows counted as an error. hadolint has no Debian or npm build we can run.
//  - docker-compose.yml: dclint, which checks it against the Compose Specification's JSON
//    schema and its own best-practice rules (explicit port interfaces, key order, ...); a
//    warning fails too.
// tests/unit/deploy.test.ts holds what these two do not know: our own rules for the image.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const { validate, ValidationSeverity } = require('dockerfile-utils');

let failed = false;
const everyProblemAnError = new Proxy({}, { get: () => ValidationSeverity.ERROR });
const diagnostics = validate(readFileSync('Dockerfile', 'utf8'), everyProblemAnError);
for (const d of diagnostics) {
  failed = true;
  console.error(`Dockerfile:${d.range.start.line + 1}:${d.range.start.character + 1}: ${d.message}`);
}
if (!diagnostics.length) console.log('dockerfile-utils: Dockerfile ok');

const dclint = spawnSync(
  process.execPath,
  [path.resolve('node_modules/dclint/bin/dclint.cjs'), 'docker-compose.yml', '--max-warnings', '0', '--color', 'false'],
  { encoding: 'utf8' },
);
if (dclint.status !== 0) {
  failed = true;
  console.error(`dclint: docker-compose.yml\n${dclint.stdout}${dclint.stderr}`);
} else console.log('dclint: docker-compose.yml ok');
process.exit(failed ? 1 : 0);
