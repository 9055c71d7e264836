#!/usr/bin/env node
// Story tests: build the static Storybook, serve it on a free loopback port, run the
// Storybook test-runner (play + axe + screenshot for every story) in the system Chromium,
// then the same axe and screenshot checks on every docs page (scripts/stories/docsPages.mjs).
//   node scripts/test-stories.mjs            build + test
//   node scripts/test-stories.mjs --update   re-record screenshot baselines
//   SKIP_STORYBOOK_BUILD=1 ...               reuse the built folder
//   STORYBOOK_STATIC_DIR=.tmp/sb ...         build into another folder
//   STORYBOOK_TEST_PORT=4650 ...             serve on this loopback port (default: any free one)
//   extra args go to test-storybook (e.g. a story file path to filter)
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import sirv from 'sirv';
import { SCREENSHOT_CHROMIUM_PATH } from './chromium.mjs';

const args = process.argv.slice(2);
const update = args.includes('--update');
const passThrough = args.filter((a) => a !== '--update');
// Separate output folders let several people build and test at once.
const outDir = process.env.STORYBOOK_STATIC_DIR ?? 'storybook-static';

function run(cmd, cmdArgs, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, cmdArgs, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

if (!existsSync(SCREENSHOT_CHROMIUM_PATH)) {
  // The baselines are this browser's pictures; any other would fail every screenshot with text.
  console.error(
    `[test-stories] ${SCREENSHOT_CHROMIUM_PATH} is missing: install Debian's chromium-headless-shell ` +
      '(.ci/run does), or set CHROMIUM_HEADLESS_SHELL_PATH',
  );
  process.exit(1);
}

if (!process.env.SKIP_STORYBOOK_BUILD) {
  const code = await run('npx', ['storybook', 'build', '--quiet', '-o', outDir]);
  if (code !== 0) process.exit(code);
}

const serve = sirv(outDir, { dev: false, etag: true });
const server = createServer((req, res) =>
  serve(req, res, () => {
    res.statusCode = 404;
    res.end('Not found');
  }),
);
await new Promise((resolve) => server.listen(Number(process.env.STORYBOOK_TEST_PORT ?? 0), '127.0.0.1', resolve));
const { port } = server.address();
const url = `http://127.0.0.1:${port}`;
console.log(`[test-stories] serving ${outDir} at ${url}`);

const storiesCode = await run('npx', [
  'test-storybook',
  '--url',
  url,
  '--maxWorkers',
  process.env.STORY_WORKERS ?? '2',
  ...(update ? ['-u'] : []),
  ...(process.env.CI && !update ? ['--ci'] : []),
  ...passThrough,
]);
// Docs pages: all of them, or, when a stories file is named, the page of that component.
const storiesFile = passThrough.find((a) => /\.stories\.tsx?$/.test(a));
const docsFilter = storiesFile
  ? `-${storiesFile
      .split('/')
      .pop()
      .replace(/\.stories\.tsx?$/, '')
      .toLowerCase()}--`
  : undefined;
const docsCode =
  storiesFile && !docsFilter
    ? 0
    : await run('node', [
        'scripts/stories/docsPages.mjs',
        url,
        ...(update ? ['--update'] : []),
        ...(docsFilter ? [docsFilter] : []),
      ]);
server.close();
process.exit(storiesCode || docsCode);
