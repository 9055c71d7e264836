import type { StorybookConfig } from '@storybook/react-vite';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import remarkGfm from 'remark-gfm';

const root = (p: string) => fileURLToPath(new URL(`../${p}`, import.meta.url));

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: [
    '@storybook/addon-a11y',
    // MDX 3 reads CommonMark; the docs pages' tables (anatomy and tokens) are GitHub-flavoured.
    {
      name: '@storybook/addon-docs',
      options: { mdxPluginOptions: { mdxCompileOptions: { remarkPlugins: [remarkGfm] } } },
    },
    'msw-storybook-addon',
  ],
  // The MSW service worker script lives in public/.
  staticDirs: ['../public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Props tables: react-docgen-typescript follows types into other files (a component's
  // types.ts) and through forwardRef; props inherited from React's DOM types are left out, so a
  // table lists what the component itself declares (the docs pages say which element's
  // attributes it passes on).
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      tsconfigPath: root('tsconfig.json'),
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      // Union members in one order: docgen's own order changed from one build to the next (the
      // Freshness docs page's 'status' row differed in CI).
      shouldSortUnions: true,
      propFilter: (prop) => !prop.parent || !/node_modules/.test(prop.parent.fileName),
    },
  },
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
