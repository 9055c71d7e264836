import type { StorybookConfig } from '@storybook/react-vite';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';

const root = (p: string) => fileURLToPath(new URL(`../${p}`, import.meta.url));

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs', 'msw-storybook-addon'],
  // The MSW service worker script lives in public/.
  staticDirs: ['../public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, {
      // Stories import the package by its name, as the app team does.
      resolve: {
        alias: [
          { find: /^@smartburn\/ui\/mocks$/, replacement: root('mocks/index.ts') },
          { find: /^@smartburn\/ui\/tokens\.(css|json)$/, replacement: root('src/theme/generated/tokens.$1') },
          { find: /^@smartburn\/ui$/, replacement: root('src/index.ts') },
        ],
      },
      plugins: [react({ jsxImportSource: '@emotion/react' })],
    });
  },
};
export default config;
