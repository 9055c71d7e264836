import { getJestConfig } from '@storybook/test-runner';

// The default Jest configuration comes from @storybook/test-runner; we only point its
// Playwright at the system Chromium (browser downloads do not work on our machines).
const testRunnerConfig = getJestConfig();

export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--font-render-hinting=none',
  '--force-color-profile=srgb',
];

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...testRunnerConfig,
  testEnvironmentOptions: {
    'jest-playwright': {
      ...testRunnerConfig.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
        args: CHROMIUM_ARGS,
      },
      contextOptions: { deviceScaleFactor: 1, reducedMotion: 'no-preference', locale: 'en-US', timezoneId: 'UTC' },
    },
  },
  testTimeout: 30000,
};
