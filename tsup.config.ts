import { existsSync } from 'node:fs';
import { copyFile, cp, readFile } from 'node:fs/promises';
import path from 'node:path';
import { build as esbuild } from 'esbuild';
import { defineConfig, type Options } from 'tsup';

type EsbuildPlugin = NonNullable<Options['esbuildPlugins']>[number];
type TsupPlugin = NonNullable<Options['plugins']>[number];

/**
 * The package's public entry points, one line each; package.json's `exports` names the
 * same files (src/X -> dist/X, mocks/X -> dist/mocks/X). Adding an entry is one line here
 * and one `exports` entry there.
 */
const publicEntries = [
  'src/index.ts',
  'mocks/index.ts',
  // Node only (react-dom/server): no client module imports it, so no client bundle reaches it.
  // Its data half, src/server/data.ts, is what `exports["./server"]["react-server"]` names.
  'src/server/index.ts',
];

/** Where a source module lands in dist/, without extension: src/format/money.ts -> format/money. */
const outName = (file: string) => {
  const rel = path.relative(process.cwd(), file).replace(/\\/g, '/');
  return rel.replace(/^src\//, '').replace(/\.tsx?$/, '');
};

/** Every source module the public entries reach (issue 14: one output file per module). */
async function reachableModules(): Promise<Record<string, string>> {
  const { metafile } = await esbuild({
    entryPoints: publicEntries,
    bundle: true,
    write: false,
    metafile: true,
    outdir: 'out',
    packages: 'external',
    format: 'esm',
    jsx: 'automatic',
    jsxImportSource: '@emotion/react',
    logLevel: 'silent',
  });
  const modules = Object.keys(metafile.inputs).filter((f) => /^(src|mocks)\/.*\.tsx?$/.test(f));
  return Object.fromEntries(modules.map((f) => [outName(f), f]));
}

/** The source file a relative import names (extensionless, or a folder with an index). */
function resolveSource(dir: string, spec: string): string | undefined {
  const base = path.resolve(dir, spec);
  return [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((f) => existsSync(f));
}

/**
 * One output file per source module: each module is its own entry, and its relative imports
 * stay imports of the sibling output files (with their extension, as Node and strict ESM
 * bundlers require). A consumer's bundler then keeps only the modules an import reaches, and
 * each module keeps its own `"use client"` directive (esbuild preserves an entry's directives).
 */
const perModule: EsbuildPlugin = {
  name: 'per-module',
  setup(build) {
    const ext = build.initialOptions.format === 'cjs' ? '.cjs' : '.js';
    build.onResolve({ filter: /^\.\.?\// }, (args) => {
      if (args.kind === 'entry-point') return undefined;
      const target = resolveSource(args.resolveDir, args.path);
      if (!target) return undefined;
      const from = path.posix.dirname(outName(args.importer));
      let rel = path.posix.relative(from, outName(target));
      if (!rel.startsWith('.')) rel = `./${rel}`;
      return { path: rel + ext, external: true };
    });
  },
};

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
        // Block comments are matched whole and kept as they are: an annotation inside one
        // would close it early (a comment naming css() broke the build once).
        contents: source.replace(
          /\/\*[\s\S]*?\*\/|(?<![\w.$])(css|keyframes|createContext|memo|lazy|createToastStore|deferredModule)\(/g,
          (match, name: string | undefined) => (name ? `/* @__PURE__ */ ${name}(` : match),
        ),
        loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts',
      };
    });
  },
};

/**
 * esbuild compiles our sources (an ESM package) to CommonJS in "node mode": a default import
 * of a CommonJS package becomes its whole `module.exports`, as in Node's ESM. A CommonJS
 * consumer expects Babel's interop (`exports.default` when `__esModule` is set), which is what
 * `@emotion/cache` provides: without this, `createCache` is not a function under require().
 */
const commonJsInterop: TsupPlugin = {
  name: 'commonjs-default-interop',
  renderChunk(code) {
    if (this.format !== 'cjs') return undefined;
    return { code: code.replace(/__toESM\((require\("[^"]+"\)), 1\)/g, '__toESM($1)') };
  },
};

// Every peer and its subpaths stay external: the app team's copies are used.
const external = [
  // mocks/ imports the package by its name, as an app's tests do: it stays an import.
  /^@smartburn\/ui($|\/)/,
  /^react($|\/)/,
  /^react-dom($|\/)/,
  /^@tanstack\/react-query($|\/)/,
  /^@emotion\//,
  /^@radix-ui\//,
  /^msw($|\/)/,
  /^valibot($|\/)/,
  /^serialize-javascript($|\/)/,
];

export default defineConfig(async () => ({
  entry: await reachableModules(),
  // Types: one rolled-up declaration file per public entry (.d.ts and .d.cts).
  dts: { entry: Object.fromEntries(publicEntries.map((f) => [outName(f), f])) },
  format: ['esm', 'cjs'],
  splitting: false,
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  target: 'es2022',
  external,
  esbuildOptions(options) {
    options.jsx = 'automatic';
    options.jsxImportSource = '@emotion/react';
  },
  esbuildPlugins: [perModule, pureAnnotations],
  plugins: [commonJsInterop],
  // The design tokens as CSS custom properties and DTCG JSON, usable with no JavaScript at all
  // (exports "./tokens.css", "./tokens.json" and "./tokens/*"; generated by `npm run tokens`).
  async onSuccess() {
    for (const file of ['tokens.css', 'tokens.json']) await copyFile(`src/theme/generated/${file}`, `dist/${file}`);
    await cp('src/theme/generated/dtcg', 'dist/tokens', { recursive: true });
  },
}));
