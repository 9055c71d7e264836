import type { TestRunnerConfig } from '@storybook/test-runner';
import { getStoryContext, waitForPageReady } from '@storybook/test-runner';
import { injectAxe, checkA11y, configureAxe } from 'axe-playwright';
import { toMatchImageSnapshot } from 'jest-image-snapshot';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Every story gets three checks:
 * 1. its play function (run by the test-runner itself);
 * 2. axe with zero violations; opt-outs only through `parameters.a11y` with a reason;
 * 3. a screenshot compared with the committed baseline in stories/__screenshots__.
 * Axe and the screenshot run in the default theme (dark, baseline `<story id>.png`), then in each
 * other theme by switching `<html data-theme>` with no reload (docs/requirements.md §8.4;
 * baseline `<story id>--theme-<name>.png`): every story at the default width, the pages at both.
 *
 * In the default theme axe is addon-a11y's own run, in the story's afterEach: with
 * `a11y.test: 'error'` (.storybook/preview.tsx) the test-runner fails the story on its report.
 * A theme changes colours only, so in the others axe runs just the rules that read colours.
 */

const DEFAULT_VIEWPORT = { width: 1280, height: 800 };
/** Pixels that may differ (after ignoring anti-aliasing) before a screenshot check fails. */
const SCREENSHOT_MAX_DIFF_PIXELS = 24;
/** SCREENSHOT_STRICT=1: any differing pixel fails (to prove two runs render identical pixels). */
const STRICT = process.env.SCREENSHOT_STRICT === '1';
/** The themes checked after the default one (the `system` setting resolves to one of these). */
const OTHER_THEMES = ['light', 'high-contrast'] as const;
const SNAPSHOT_DIR = path.resolve(process.cwd(), 'stories/__screenshots__');
const DIFF_DIR = path.resolve(process.cwd(), 'test-results/screenshot-diffs');

declare module 'storybook/internal/csf' {
  interface Parameters {
    /** Width (and optional height) the test-runner renders and screenshots this story at. */
    testViewport?: { width: number; height?: number };
    /** Skip the screenshot (with a reason), e.g. for a story whose point is a never-ending load. */
    screenshot?: { disable: true; reason: string };
  }
}

/** The axe rules whose result depends on colours: the only ones a theme can change. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * addon-a11y runs axe in the story's own afterEach as well; two runs at once make axe
 * throw "Axe is already running". Wait for the other run and try again.
 */
async function withAxeFree(check: () => Promise<void>, attempts = 20): Promise<void> {
  for (let i = 1; ; i++) {
    try {
      return await check();
    } catch (error) {
      if (i >= attempts || !String(error).includes('Axe is already running')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }
}

/**
 * Chromium encodes the same pixels into the same PNG bytes, so a screenshot equal byte for byte to
 * its baseline passes as it is; any other goes to jest-image-snapshot, which decodes and diffs both
 * in a child process (about 0.5 s a picture here). DashboardPage's stories, 40 of 42 pictures
 * equal: 69 s -> 50 s on one worker.
 */
function toMatchScreenshot(
  this: { snapshotState: { matched: number } },
  received: Buffer,
  options: { customSnapshotIdentifier: string },
) {
  const baseline = path.join(SNAPSHOT_DIR, `${options.customSnapshotIdentifier}.png`);
  if (existsSync(baseline) && received.equals(readFileSync(baseline))) {
    this.snapshotState.matched += 1;
    return { pass: true, message: () => `${options.customSnapshotIdentifier} is its baseline, byte for byte` };
  }
  return toMatchImageSnapshot.call(this as never, received, options);
}

const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot: toMatchScreenshot });
  },
  async preVisit(page, context) {
    // Render at the story's own width from the start (layout may depend on it).
    const story = await getStoryContext(page, context);
    await page.setViewportSize({ ...DEFAULT_VIEWPORT, ...story.parameters.testViewport });
    await injectAxe(page);
  },
  async postVisit(page, context) {
    const story = await getStoryContext(page, context);
    const a11y = story.parameters.a11y ?? {};

    const check = async (snapshotId: string, { colourRules = false } = {}) => {
      if (colourRules && !a11y.disable && a11y.test !== 'off') {
        const rules: { id: string; enabled?: boolean }[] = a11y.config?.rules ?? [];
        const off = new Set(rules.filter((rule) => rule.enabled === false).map((rule) => rule.id));
        await configureAxe(page, { rules });
        await withAxeFree(() =>
          checkA11y(page, '#storybook-root', {
            detailedReport: true,
            detailedReportOptions: { html: true },
            // Report violations only; a passing story prints nothing.
            verbose: false,
            axeOptions: {
              ...a11y.options,
              runOnly: { type: 'rule', values: COLOUR_RULES.filter((id) => !off.has(id)) },
            },
          }),
        );
      }

      if (story.parameters.screenshot?.disable) return;
      await waitForPageReady(page);
      // Fonts are self-hosted; wait until every face the story uses has loaded.
      await page.evaluate(async () => {
        await document.fonts.ready;
      });
      const image = await page.screenshot({
        fullPage: true,
        animations: 'disabled',
        caret: 'hide',
        // The page's lower sections are drawn only near the viewport (content-visibility: auto,
        // docs/requirements.md §11.4); the whole page is drawn for its picture.
        style: '* { content-visibility: visible !important; }',
      });
      expect(image).toMatchImageSnapshot({
        customSnapshotsDir: SNAPSHOT_DIR,
        customDiffDir: DIFF_DIR,
        customSnapshotIdentifier: snapshotId,
        // Anti-aliasing differences (browser patch releases) are ignored and a few stray
        // pixels tolerated; one changed digit or a 1 px shift of a small element is above that.
        comparisonMethod: 'pixelmatch',
        customDiffConfig: STRICT ? { threshold: 0, includeAA: true } : { threshold: 0.1, includeAA: false },
        failureThreshold: STRICT ? 0 : SCREENSHOT_MAX_DIFF_PIXELS,
        failureThresholdType: 'pixel',
        storeReceivedOnFailure: true,
      });
    };

    await check(context.id);

    // The other themes at one width (the default); the pages at their phone width too.
    const width = story.parameters.testViewport?.width ?? DEFAULT_VIEWPORT.width;
    if (width !== DEFAULT_VIEWPORT.width && !context.id.startsWith('pages-')) return;
    for (const theme of OTHER_THEMES) {
      await page.evaluate((name) => {
        document.documentElement.setAttribute('data-theme', name);
        // Colour transitions would otherwise be mid-way for axe's contrast check.
        for (const animation of document.getAnimations()) {
          if (animation instanceof CSSTransition) animation.finish();
        }
      }, theme);
      await check(`${context.id}--theme-${theme}`, { colourRules: true });
    }
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
  },
};

export default config;
