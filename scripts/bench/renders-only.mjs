#!/usr/bin/env node
// Only the render-count part of `npm run bench` (step 4 of scripts/bench.mjs), for checking
// whether a render or speed trick is needed: builds the app unminified (component names kept),
// serves it with app/server.ts and counts React renders per typewriter tick and per poll.
// Writes nothing under docs/: prints a table and the render and heap goals of the report, and the raw counts to
// .tmp/bench/renders.json (or the path in BENCH_RENDERS_OUT).
// Environment: BENCH_PORT (4321), BENCH_HEAP_MINUTES (1 here: the heap part is not the point),
// BENCH_SKIP_BUILD=1 to measure the last build again.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { measureRenders } from './renders.mjs';
import { CLOCK_ORIGINS, pollDataOrigins, renderGoals, rendersLine as line } from './report.mjs';
import { startServer } from './servers.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4321);
const HEAP_MINUTES = Number(process.env.BENCH_HEAP_MINUTES ?? 1);
const WORK = path.resolve('.tmp/bench');
const PROFILE_DIR = path.join(WORK, 'profile');
const OUT = path.resolve(process.env.BENCH_RENDERS_OUT ?? path.join(WORK, 'renders.json'));
const say = (s) => console.log(`[renders] ${s}`);
const run = (cmd, args) => execFileSync(cmd, args, { stdio: ['ignore', 'ignore', 'inherit'] });

if (process.env.BENCH_SKIP_BUILD !== '1') {
  say('building the app unminified');
  mkdirSync(WORK, { recursive: true });
  run('npx', [
    'vite',
    'build',
    '--config',
    'app/vite.config.ts',
    '--outDir',
    PROFILE_DIR,
    '--emptyOutDir',
    '--minify',
    'false',
    '--logLevel',
    'error',
  ]);
  run('node', ['scripts/prerender.mjs', PROFILE_DIR]);
}

const server = await startServer({ distDir: PROFILE_DIR, port: PORT });
try {
  const renders = await measureRenders({ url: server.url, heapMinutes: HEAP_MINUTES });
  mkdirSync(path.dirname(OUT), { recursive: true });
  writeFileSync(OUT, `${JSON.stringify(renders, null, 2)}\n`);

  // The same reading as docs/performance.md's "React renders" table.
  const tw = renders.typewriter.Typewriter;
  console.log(
    `6 s of motion: ${tw?.commits ?? 0} commits started by the typewriter (it types in CSS)${tw?.commits ? `: ${line({ Typewriter: tw }, tw.commits)}` : ''}`,
  );
  for (const p of renders.polls) {
    const data = Object.fromEntries(pollDataOrigins(p));
    const clocks = Object.fromEntries(Object.entries(p.origins).filter(([o]) => CLOCK_ORIGINS.includes(o)));
    console.log(
      `poll ${p.endpoint} ${p.data}: ${line(data, 1)}${Object.keys(clocks).length ? ` | own clocks (relative times, freshness, the history poll): ${line(clocks, 1)}` : ''}`,
    );
  }
  // The same goals as docs/performance.md's.
  for (const g of renderGoals(renders)) console.log(`goal "${g.goal}": ${g.met ? 'met' : 'NOT met'} (${g.measured})`);
  say(`raw counts in ${path.relative(process.cwd(), OUT)}`);
} finally {
  await server.stop();
}
