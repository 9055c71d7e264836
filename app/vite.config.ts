import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { mockApiPlugin } from './server/viteMockApi';

const root = (p: string) => fileURLToPath(new URL(`../${p}`, import.meta.url));

/** The chunks (codeSplitting groups below) whose functions the start-up calls nearly all of. */
const COMPILED_ON_LOAD = ['react-dom', 'start'];
/** V8's explicit compile hint (Chrome 136+): the magic comment must open the file. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

// The app imports '@smartburn/ui' by its package name, as the app team does; in this repo
// the name resolves to the library's source.
export default defineConfig({
  root: root('app'),
  publicDir: root('app/public'),
  resolve: {
    alias: [
      { find: /^@smartburn\/ui\/mocks$/, replacement: root('mocks/index.ts') },
      { find: /^@smartburn\/ui\/tokens\.(css|json)$/, replacement: root('src/theme/generated/tokens.$1') },
      { find: /^@smartburn\/ui$/, replacement: root('src/index.ts') },
    ],
  },
  plugins: [
    react({ jsxImportSource: '@emotion/react' }),
    mockApiPlugin(),
    entryAtLowPriority(),
    appChunksAfterPaint(),
    compileHintsChecked(),
  ],
  build: {
    outDir: root('dist-app'),
    emptyOutDir: true,
    // Source maps stay in dist-app for our own debugging, with no sourceMappingURL comment in
    // the scripts: the server never serves them (they carry the app's full source; docs/requirements.md §9.6).
    sourcemap: 'hidden',
    target: 'es2022',
    // Fonts as files, never data: URIs (the CSP allows font-src 'self' only).
    assetsInlineLimit: 0,
    // Vite preloads nothing itself: app/main.tsx preloads the app's chunks once the page is
    // painted (appChunksAfterPaint below), and a deferred chunk loads its few imports when it runs.
    // Vite still wraps each dynamic import in its preload helper: it has no public switch for that.
    modulePreload: false,
    rolldownOptions: {
      treeshake: {
        // Emotion imports hoist-non-react-statics (and through it react-is) for withTheme
        // only, which the app does not use; as CommonJS they would be kept for their
        // possible side effects. They have none.
        moduleSideEffects: [{ test: /node_modules[\\/](hoist-non-react-statics|react-is)[\\/]/, sideEffects: false }],
      },
      // The app (app/start.tsx and everything it imports) in one chunk but React DOM, which
      // app/main.tsx evaluates in a task before it (split further, the same code compresses
      // worse). The deferred parts stay chunks of their own.
      output: {
        // V8's explicit compile hint on the two chunks the start-up runs (React DOM, the app): Chrome
        // compiles all their functions off the main thread as they stream in, not one by one on it as
        // hydration first calls them.
        // (Undefined for the others: an empty string would still add an empty line. Its type says string.)
        postBanner: (chunk) => (COMPILED_ON_LOAD.includes(chunk.name) ? COMPILE_HINT : undefined) as string,
        codeSplitting: {
          groups: [
            // Vite's dynamic-import wrapper, which app/main.tsx uses too, stays out of it: in the
            // app's chunk, the entry would import that chunk before the first paint.
            { name: 'preload-helper', test: /vite[\\/]preload-helper/, priority: 2 },
            // React DOM in a chunk of its own, evaluated in a task before the app's (app/main.tsx).
            { name: 'react-dom', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
            { name: 'start', test: /[\\/]app[\\/]start\.tsx$/, priority: 1 },
          ],
        },
      },
    },
  },
  server: { port: Number(process.env.PORT ?? 5173), host: process.env.HOST ?? '127.0.0.1' },
});

/**
 * app/main.tsx imports app/start.tsx (the app) only once the server's HTML is painted. This names
 * that chunk and the chunks it imports (not those the entry imports itself) in a meta element:
 * main.tsx preloads them all at once when the page is painted, so nothing but the tiny entry is
 * fetched before the first paint and the app still comes in one round trip, not a waterfall.
 */
function appChunksAfterPaint(): Plugin {
  return {
    name: 'app-chunks-after-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const chunks = Object.values(bundle ?? {}).filter((c) => c.type === 'chunk');
        const start = chunks.find((c) => c.moduleIds.some((id) => id.endsWith('/app/start.tsx')));
        const entry = chunks.find((c) => c.isEntry);
        if (!start || !entry) throw new Error('app-chunks-after-paint: no chunk for app/start.tsx or no entry');
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName) || entry.imports.includes(fileName)) return;
          files.add(fileName);
          chunks.find((c) => c.fileName === fileName)?.imports.forEach(visit);
        };
        visit(start.fileName);
        return [
          {
            tag: 'meta',
            attrs: { name: 'sb-app-chunks', content: [...files].map((file) => `/${file}`).join(' ') },
            injectTo: 'head' as const,
          },
          // The entry's own imports (a few hundred bytes) at low priority too: as imports of a
          // module script they would be fetched at high priority, which the first paint then waits on.
          ...entry.imports.map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, fetchpriority: 'low', href: `/${file}` },
            injectTo: 'head' as const,
          })),
        ];
      },
    },
  };
}

/**
 * The entry script at low priority, like its own imports (appChunksAfterPaint): the first paint is
 * the server's HTML and waits on no script (a module script is deferred anyway; at its default
 * high priority Lighthouse's simulation still counts its download before the paint). Vite drops
 * the attribute when written in index.html, so it is set on the built tag.
 */
function entryAtLowPriority(): Plugin {
  const entry = /<script type="module" crossorigin src="/;
  return {
    name: 'entry-at-low-priority',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!entry.test(html)) throw new Error('entry-at-low-priority: no entry script in index.html');
        return html.replace(entry, '<script type="module" crossorigin fetchpriority="low" src="');
      },
    },
  };
}

/** Fails the build when a chunk of COMPILED_ON_LOAD is missing or does not open with the compile hint. */
function compileHintsChecked(): Plugin {
  return {
    name: 'compile-hints-checked',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const name of COMPILED_ON_LOAD) {
        const chunk = Object.values(bundle).find((c) => c.type === 'chunk' && c.name === name);
        if (chunk?.type !== 'chunk' || !chunk.code.startsWith(`${COMPILE_HINT}\n`)) {
          throw new Error(`compile-hints-checked: no chunk "${name}" opening with ${COMPILE_HINT}`);
        }
      }
    },
  };
}
