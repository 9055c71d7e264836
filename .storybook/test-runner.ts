import type { TestRunnerConfig } from '@storybook/test-runner';
import { getStoryContext, waitForPageReady } from '@storybook/test-runner';
import { injectAxe, checkA11y, configureAxe } from 'axe-playwright';
import { compareScreenshot, recordScreenshot } from '../scripts/stories/screenshots.cjs';

/**
 * Every story gets three checks:
 * 1. its play function (run by the test-runner itself);
 * 2. axe with zero violations; opt-outs only through `parameters.a11y` with a reason;
 * 3. a screenshot compared with the committed baseline in stories/__screenshots__
 *    (scripts/stories/screenshots.cjs; a failed one is kept for the review page).
 * Axe and the screenshot run in the default theme (dark, baseline `<story id>.png`), then in each
 * other theme by switching `<html data-theme>` with no reload (docs/requirements.md §8.4;
 * baseline `<story id>--theme-<name>.png`): every story at the default width, the pages at both.
 *
 * In the default theme axe is addon-a11y's own run, in the story's afterEach: with
 * `a11y.test: 'error'` (.storybook/preview.tsx) the test-runner fails the story on its report.
 * A theme changes colours only, so in the others axe runs just the rules that read colours.
 */

const DEFAULT_VIEWPORT = { width: 1280, height: 800 };
/** The themes checked after the default one (the `system` setting resolves to one of these). */
const OTHER_THEMES = ['light', 'high-contrast'] as const;

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- how Jest's matchers are typed
  namespace jest {
    interface Matchers<R> {
      /** The screenshot matches the story's committed baseline. */
      toMatchBaseline(id: string): R;
    }
  }
}

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
 * The screenshot against its baseline. A new story's picture passes (scripts/test-stories.mjs
 * stores it as its baseline) except in CI, where every story must have one.
 */
function toMatchBaseline(received: Buffer, id: string) {
  const result = compareScreenshot(id, received);
  // SCREENSHOTS_UPDATE (`--update`): every picture passes, and a differing one is stored after.
  const pass =
    result.status === 'same' || Boolean(process.env.SCREENSHOTS_UPDATE) || (result.status === 'new' && !process.env.CI);
  if (result.status !== 'same') recordScreenshot(id, received, result);
  return {
    pass,
    message: () =>
      `${id}: ${result.reason ?? 'matches its baseline'} (review: test-results/screenshots/report.html; ` +
      'accept: npm run screenshots:accept)',
  };
}

const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchBaseline });
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

    // Every theme's picture is taken before a difference fails the story, so the review page
    // shows all of them at once.
    const differences: unknown[] = [];
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
      try {
        expect(image).toMatchBaseline(snapshotId);
      } catch (difference) {
        differences.push(difference);
      }
    };

    await check(context.id);

    // The other themes at one width (the default); the pages at their phone width too.
    const width = story.parameters.testViewport?.width ?? DEFAULT_VIEWPORT.width;
    const themed = width === DEFAULT_VIEWPORT.width || context.id.startsWith('pages-');
    for (const theme of themed ? OTHER_THEMES : []) {
      await page.evaluate((name) => {
        document.documentElement.setAttribute('data-theme', name);
        // Colour transitions would otherwise be mid-way for axe's contrast check.
        for (const animation of document.getAnimations()) {
          if (animation instanceof CSSTransition) animation.finish();
        }
      }, theme);
      await check(`${context.id}--theme-${theme}`, { colourRules: true });
    }
    if (themed) await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    if (differences.length) throw differences[0];
  },
};

export default config;
