// The Storybook docs pages (the MDX pages beside the stories, Getting started, the Changelog):
// each is opened in the system Chromium's headless shell, checked with axe (zero violations) and screenshot
// against its committed baseline, as the test-runner does for every story. The test-runner
// visits stories only, so scripts/test-stories.mjs runs this after it.
//   node scripts/stories/docsPages.mjs <storybook url> [--update] [filter]
import AxeBuilder from '@axe-core/playwright';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, SCREENSHOT_CHROMIUM_PATH } from '../chromium.mjs';
import screenshots from './screenshots.cjs';

const [url, ...rest] = process.argv.slice(2);
const update = rest.includes('--update');
const filter = rest.find((a) => !a.startsWith('--'));
const VIEWPORT = { width: 1280, height: 800 };

/**
 * Storybook's own doc blocks, not our content, each with the reason it is left out of axe.
 * Rules are switched off here only for these parts; our components are checked in full.
 */
const OUTSIDE_OUR_CONTENT = [
  // The props table's "Set object" / control toggles and its collapsed rows are Storybook UI.
  '.docblock-argstable',
  // The code panel under a Canvas ("Show code") and its copy button are Storybook UI.
  '.docblock-code-toggle',
  '.docs-story > div:last-child button',
  // Each story on a docs page has its own providers, so its own (empty) toast region; the app
  // and a single story have one. Several empty regions of one name are an artefact of the page.
  '[role="region"][aria-label^="Notifications"]',
];

/**
 * Rules a docs page breaks by being a docs page, each with the reason. Every story is still
 * checked alone, with every rule, by the test-runner.
 */
const DOCS_PAGE_ARTEFACTS = {
  'landmark-unique': 'a docs page shows one component in several states side by side, so its named region repeats',
  'landmark-no-duplicate-main': 'a page story has its main, and its docs page shows the page more than once',
  'landmark-no-duplicate-banner': "a page story has the page's header, and its docs page shows the page more than once",
  'landmark-no-duplicate-contentinfo':
    "a page story has the page's footer, and its docs page shows the page more than once",
  'heading-order': "Storybook's story titles (h3) sit between the embedded stories' own headings",
  'scrollable-region-focusable':
    "Storybook's story frame scrolls a story wider than the page (the 1200 px share image)",
};

const index = await (await fetch(`${url}/index.json`)).json();
const pages = Object.values(index.entries)
  .filter((e) => e.type === 'docs')
  .filter((e) => !filter || e.id.includes(filter) || (e.importPath ?? '').includes(filter))
  .sort((a, b) => a.id.localeCompare(b.id));
if (pages.length === 0) {
  console.error('[docs pages] no docs entries in the index');
  process.exit(1);
}

const browser = await chromium.launch({ executablePath: SCREENSHOT_CHROMIUM_PATH, args: CHROMIUM_ARGS });
const context = await browser.newContext({ viewport: VIEWPORT, reducedMotion: 'no-preference' });
const failures = [];
/** Pages checked again in a fresh load after failing in the shared preview. */
let reloaded = 0;

/**
 * The preview that docs pages are shown in one after another, as Storybook's manager does:
 * loading the preview takes about 1.3 s of the 3 s a fresh page takes to render here, and a
 * switch about 0.45 s (28 pages: 165 -> 89 s). What a page leaves behind can show in the next
 * (a 1280x1720 picture of a 1719 px page, once), so a page that fails there is checked again in
 * a fresh load, and only that result counts; --update records from fresh loads only.
 */
let shared = null;

/** A fresh preview showing the docs page. */
async function openFresh(entry) {
  const page = await context.newPage();
  await page.goto(`${url}/iframe.html?id=${entry.id}&viewMode=docs`, { waitUntil: 'networkidle' });
  return page;
}

/** The shared preview, switched to the docs page through Storybook's channel. */
async function openShared(entry) {
  if (!shared) {
    shared = await openFresh(entry);
    return shared;
  }
  await shared.evaluate(
    ({ id, timeout }) =>
      new Promise((resolve, reject) => {
        const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
        const timer = setTimeout(() => reject(new Error(`docs page ${id} not rendered in ${timeout} ms`)), timeout);
        const rendered = () => {
          clearTimeout(timer);
          channel.off('docsRendered', rendered);
          resolve();
        };
        channel.on('docsRendered', rendered);
        channel.emit('setCurrentStory', { storyId: id, viewMode: 'docs' });
      }),
    { id: entry.id, timeout: 30_000 },
  );
  await shared.waitForLoadState('networkidle');
  return shared;
}

/**
 * Shows one docs page (through `open`) and checks it: what fails is returned, with the files
 * that show it (written only when the failure counts).
 */
async function checkPage(entry, open) {
  const found = [];
  const files = [];
  const page = await open(entry);
  const errors = [];
  const onError = (error) => errors.push(String(error));
  page.on('pageerror', onError);
  try {
    await page.locator('#storybook-docs .sbdocs-content').waitFor({ timeout: 30_000 });
    // Every story on the page has rendered, and the self-hosted faces have loaded.
    await page.waitForFunction(() => !document.querySelector('#storybook-docs .sb-loader'), null, { timeout: 30_000 });
    await page.evaluate(async () => {
      await document.fonts.ready;
    });
    await page.waitForTimeout(300);
    if (errors.length) found.push(`${entry.id}: page errors: ${errors.join('; ')}`);

    const builder = new AxeBuilder({ page }).include('#storybook-docs').disableRules(Object.keys(DOCS_PAGE_ARTEFACTS));
    // One call per selector: an array would be read as a path into nested frames.
    for (const selector of OUTSIDE_OUR_CONTENT) builder.exclude(selector);
    const axe = await builder.analyze();
    for (const v of axe.violations) {
      found.push(`${entry.id}: axe ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    }

    // Our docs pages (MDX) are screenshot; the autodocs pages of the page stories are checked
    // with axe only: their full-page stories load the lower part as a chunk, so the page's
    // height depends on when it arrives, and each of those stories is screenshot alone.
    if (!entry.importPath?.endsWith('.mdx')) return { found, files, screenshot: false };
    const image = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
    compareWithBaseline(entry.id, image, found, files);
    return { found, files, screenshot: true };
  } finally {
    page.off('pageerror', onError);
  }
}

/**
 * The screenshot against its committed baseline, as the stories' (scripts/stories/screenshots.cjs):
 * a difference goes to `found`, and the picture to `files` (kept for the review page once the
 * page has failed in a fresh load too). With --update every differing picture is kept, and passes.
 */
function compareWithBaseline(id, image, found, files) {
  const result = screenshots.compareScreenshot(id, image);
  if (result.status === 'same') return;
  files.push([id, image, result]);
  if (update || (result.status === 'new' && !process.env.CI)) return;
  found.push(`${id}: ${result.reason}`);
}

/** Checks a page in a fresh load, which is closed after. */
async function checkFresh(entry) {
  let page = null;
  try {
    return await checkPage(entry, async () => (page = await openFresh(entry)));
  } finally {
    await page?.close();
  }
}

// One page at a time: the machine is busy already (2 at once: 78 s for 8 pages, against 76 s).
try {
  for (const entry of pages) {
    let result = null;
    if (!update) {
      try {
        result = await checkPage(entry, openShared);
      } catch {
        // Not shown in the shared preview: loaded afresh below.
      }
      if (!result || result.found.length) {
        reloaded += 1;
        await shared?.close().catch(() => {});
        shared = null;
        result = null;
      }
    }
    if (!result) {
      try {
        result = await checkFresh(entry);
      } catch (error) {
        // A page that does not load is reported with the others; the rest are still checked.
        result = { found: [`${entry.id}: ${error instanceof Error ? error.message : String(error)}`], files: [] };
      }
    }
    failures.push(...result.found);
    for (const [id, image, compared] of result.files) screenshots.recordScreenshot(id, image, compared);
    if (!result.found.length) console.log(`[docs pages] ${entry.id}: checked${result.screenshot ? '' : ' (axe)'}`);
  }
} finally {
  await browser.close();
}

if (failures.length) {
  console.error(
    `[docs pages] ${failures.length} failure(s):\n${failures.map((f) => `FAILED docs page ${f}`).join('\n')}`,
  );
  process.exit(1);
}
console.log(
  `[docs pages] ${pages.length} docs pages: axe clean, screenshots match (${reloaded} checked again in a fresh load)`,
);
