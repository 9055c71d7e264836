import { readFile } from 'node:fs/promises';
import { defineConfig, type Options } from 'tsup';

type EsbuildPlugin = NonNullable<Options['esbuildPlugins']>[number];

/**
 * Module-level style, context and lazy-component objects are pure: annotate their calls so a consumer's
 * bundler can drop the ones an import does not reach (what Emotion's Babel plugin does).
 * esbuild's own `pure` option only matches global names, not imported bindings.
 */
const pureAnnotations: EsbuildPlugin = {
  name: 'pure-annotations',
  setup(build) {
    build.onLoad({ filter: /[\\/](src|mocks)[\\/].*\.tsx?$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      return {
        contents: source.replace(
          /(?<![\w.$])(css|createContext|memo|lazy|createToastStore|deferredModule)\(/g,
          '/* @__PURE__ */ $1(',
        ),
        loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts',
      };
    });
  },
};

// Every peer and its subpaths stay external: the app team's copies are used.
const external = [
  /^react($|\/)/,
  /^react-dom($|\/)/,
  /^@tanstack\/react-query($|\/)/,
  /^@emotion\//,
  /^@radix-ui\//,
  /^msw($|\/)/,
  /^valibot($|\/)/,
  /^wouter($|\/)/,
  /^serialize-javascript($|\/)/,
];

const shared: Options = {
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  target: 'es2022',
  external,
  esbuildOptions(options) {
    options.jsx = 'automatic';
    options.jsxImportSource = '@emotion/react';
  },
  esbuildPlugins: [pureAnnotations],
};

export default defineConfig([
  {
    ...shared,
    entry: { index: 'src/index.ts' },
    outDir: 'dist',
    clean: true,
    // ESM chunks let a consumer's bundler drop what a one-component import does not use.
    splitting: true,
    // Components use hooks: keep them client components under React Server Components.
    banner: { js: '"use client";' },
  },
  {
    ...shared,
    entry: { index: 'mocks/index.ts' },
    outDir: 'dist/mocks',
    clean: false,
  },
  {
    // @smartburn/ui/server: Node only (react-dom/server), a build of its own so no client
    // bundle can reach it through a shared chunk.
    ...shared,
    entry: { index: 'src/server/index.ts' },
    outDir: 'dist/server',
    clean: false,
  },
]);
