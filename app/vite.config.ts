import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { mockApiPlugin } from './server/viteMockApi';

const root = (p: string) => fileURLToPath(new URL(`../${p}`, import.meta.url));

// The app imports '@smartburn/ui' by its package name, as the app team does; in this repo
// the name resolves to the library's source.
export default defineConfig({
  root: root('app'),
  publicDir: root('app/public'),
  resolve: {
    alias: [
      { find: /^@smartburn\/ui\/mocks$/, replacement: root('mocks/index.ts') },
      { find: /^@smartburn\/ui$/, replacement: root('src/index.ts') },
      // Not needed with React 19 (0.4 KB gzip of first-view JavaScript).
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: root('app/shims/use-sync-external-store.ts'),
      },
    ],
  },
  plugins: [react({ jsxImportSource: '@emotion/react' }), mockApiPlugin()],
  build: {
    outDir: root('dist-app'),
    emptyOutDir: true,
    // Source maps stay in dist-app for our own debugging, with no sourceMappingURL comment in
    // the scripts: the server never serves them (they carry the app's full source; issue 17).
    sourcemap: 'hidden',
    target: 'es2022',
    // Fonts as files, never data: URIs (the CSP allows font-src 'self' only).
    assetsInlineLimit: 0,
    // Every browser we serve supports <link rel="modulepreload">: no polyfill in the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      treeshake: {
        // Emotion imports hoist-non-react-statics (and through it react-is) for withTheme
        // only, which the app does not use; as CommonJS they would be kept for their
        // possible side effects. They have none: 1.2 KB gzip of first-view JavaScript.
        moduleSideEffects: [{ test: /node_modules[\\/](hoist-non-react-statics|react-is)[\\/]/, sideEffects: false }],
      },
    },
  },
  server: { port: Number(process.env.PORT ?? 5173), host: process.env.HOST ?? '127.0.0.1' },
});
