import { getJestConfig } from '@storybook/test-runner';
import { CHROMIUM_ARGS, SCREENSHOT_CHROMIUM_PATH } from './scripts/chromium.mjs';

// The default Jest configuration comes from @storybook/test-runner; we only point its
// Playwright at the system Chromium without its browser UI, the one the screenshot baselines
// are recorded in (scripts/chromium.mjs; browser downloads do not work on our machines).
const testRunnerConfig = getJestConfig();

// Screenshots: the same glyph rasterising and colours on every machine.
const SCREENSHOT_ARGS = ['--font-render-hinting=none', '--force-color-profile=srgb'];

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...testRunnerConfig,
  testEnvironmentOptions: {
    'jest-playwright': {
      ...testRunnerConfig.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        executablePath: SCREENSHOT_CHROMIUM_PATH,
        args: [...CHROMIUM_ARGS, ...SCREENSHOT_ARGS],
      },
      contextOptions: { deviceScaleFactor: 1, reducedMotion: 'no-preference', locale: 'en-US', timezoneId: 'UTC' },
    },
  },
  // Each story is checked in three themes (axe and a screenshot each): .storybook/test-runner.ts.
  testTimeout: 90000,
};
