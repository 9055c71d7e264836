#!/usr/bin/env node
// Story tests: build the static Storybook, serve it on a free loopback port, run the
// Storybook test-runner (play + axe + screenshot for every story) in the system Chromium,
// then the same axe and screenshot checks on every docs page (scripts/stories/docsPages.mjs).
//   node scripts/test-stories.mjs            build + test
//   node scripts/test-stories.mjs --update   re-record the screenshot baselines that differ
// A screenshot that differs from its baseline fails its story, and the run writes the review page
// test-results/screenshots/report.html; `npm run screenshots:accept` makes the pictures on it the
// new baselines. A new story's picture becomes its baseline at once (not in CI: there it fails).
//   SKIP_STORYBOOK_BUILD=1 ...               reuse the built folder
//   STORYBOOK_STATIC_DIR=.tmp/sb ...         build into another folder
//   STORYBOOK_TEST_PORT=4650 ...             serve on this loopback port (default: any free one)
//   extra args go to test-storybook (e.g. a story file path to filter)
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { stripVTControlCharacters } from 'node:util';
import sirv from 'sirv';
import { SCREENSHOT_CHROMIUM_PATH } from './chromium.mjs';
import { acceptScreenshots } from './stories/acceptScreenshots.mjs';
import screenshots from './stories/screenshots.cjs';
import { writeReport } from './stories/screenshotReport.mjs';

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

/** `FAILED story <title › name › test>: <first line of why>`, from the runner's `●` headings. */
const failedStories = [];

/**
 * test-storybook, its output passed on as it comes, with the failed tests noted from Jest's report
 * (a `● <story> › <test>` heading, then the reason): printed once more at the very end, because a
 * CI log is often read from its end, where the docs pages' lines would otherwise hide them.
 */
function runTestRunner(runnerArgs) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['test-storybook', ...runnerArgs], {
      stdio: ['inherit', 'inherit', 'pipe'],
      // With --update a differing screenshot passes, and is kept to be stored below.
      env: { ...process.env, ...(update ? { SCREENSHOTS_UPDATE: '1' } : {}) },
    });
    let partial = '';
    let heading = null;
    const take = (line) => {
      const text = stripVTControlCharacters(line).trim();
      const found = /^● (.+)$/.exec(text);
      if (found && found[1] !== 'Console') heading = found[1];
      else if (heading && text) {
        failedStories.push(`FAILED story ${heading}: ${text.slice(0, 300)}`);
        heading = null;
      }
    };
    child.stderr.on('data', (chunk) => {
      process.stderr.write(chunk);
      const lines = (partial + chunk.toString('utf8')).split('\n');
      partial = lines.pop();
      lines.forEach(take);
    });
    child.on('exit', (code, signal) => {
      take(partial);
      resolve(code ?? (signal ? 1 : 0));
    });
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

// Pictures of an earlier run would show on this run's review page.
rmSync(screenshots.RESULTS_DIR, { recursive: true, force: true });

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

const storiesCode = await runTestRunner([
  '--url',
  url,
  '--maxWorkers',
  process.env.STORY_WORKERS ?? '2',
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

const accepted = update || !process.env.CI ? await acceptScreenshots({ onlyNew: !update }) : [];
if (accepted.length) console.log(`[test-stories] ${accepted.length} baseline(s) written: look at them, then commit`);
const report = writeReport();
if (report)
  console.error(`[test-stories] screenshots differ; review them on ${report}, accept: npm run screenshots:accept`);

if (storiesCode) {
  const named = failedStories.length
    ? [...new Set(failedStories)]
    : [`FAILED stories: the test-runner exited with ${storiesCode}`];
  console.error(`\n[test-stories] the failed story tests once more:\n${named.join('\n')}`);
}
process.exit(storiesCode || docsCode);
