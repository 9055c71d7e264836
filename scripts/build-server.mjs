#!/usr/bin/env node
// `npm run build:server`: app/server.ts as plain JavaScript in dist-server/, run with `node`
// (`npm run serve`): no tsx, no Vite, no TypeScript at run time.
//
// Everything written in JavaScript is bundled in (Hono and its Node adapter, React's server
// renderer, Emotion, the package's own src/ and mocks/, msw's request matching, satori, pino,
// prom-client, valibot), so the server does not depend on how node_modules is laid out and
// starts without resolving hundreds of files. What cannot be bundled stays outside:
//  - @resvg/resvg-js and better-sqlite3 (the history's default store), native addons (one binary
//    per platform and Node version): dependencies of app/package.json (the private @smartburn/app
//    workspace), so `npm prune --omit=dev` keeps them while the published @smartburn/ui never
//    lists them; `pg` (Postgres) is plain JavaScript and bundled, its optional native binding
//    `pg-native` left out (never loaded: the pure-JavaScript client is used);
//  - the share image's font files, read at run time: the few it reads are copied into
//    dist-server/node_modules/@fontsource/*, where the bundle's require.resolve finds them.
import { build } from 'esbuild';
import { cpSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const OUT = 'dist-server';
/** Packages the server loads at run time from node_modules (native code): app/package.json lists them. */
export const SERVER_EXTERNALS = ['@resvg/resvg-js', 'better-sqlite3'];
/** Optional modules a bundled package may ask for but that are never installed or loaded. */
const NEVER_LOADED = ['pg-native'];

rmSync(OUT, { recursive: true, force: true });
const result = await build({
  entryPoints: { server: 'app/server.ts' },
  outdir: OUT,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  // The package's production build of React and friends.
  define: { 'process.env.NODE_ENV': '"production"' },
  jsx: 'automatic',
  jsxImportSource: '@emotion/react',
  external: [...SERVER_EXTERNALS, ...NEVER_LOADED],
  // CommonJS packages inside an ES module bundle still call require() for Node's built-ins.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  sourcemap: 'linked',
  legalComments: 'linked',
  metafile: true,
  logLevel: 'warning',
});
writeFileSync(path.join(OUT, 'meta.json'), JSON.stringify(result.metafile));

// The share image's faces (app/server/shareImage/fonts.ts resolves them as package files).
const fonts = [
  ['@fontsource/orbitron', (f) => /^orbitron-latin-(600|800)-normal\.woff$/.test(f)],
  ['@fontsource/jetbrains-mono', (f) => f === 'jetbrains-mono-latin-500-normal.woff'],
  // Latin 400/700, and every 400 slice: which Japanese slices the card needs depends on the text.
  ['@fontsource/noto-sans-jp', (f) => /-(400|700)-normal\.woff$/.test(f) && (/-400-/.test(f) || /latin-700/.test(f))],
];
for (const [name, wanted] of fonts) {
  const from = path.join('node_modules', name);
  const to = path.join(OUT, 'node_modules', name);
  mkdirSync(path.join(to, 'files'), { recursive: true });
  for (const file of ['package.json', 'LICENSE', '400.css']) {
    try {
      cpSync(path.join(from, file), path.join(to, file));
    } catch {
      // not every package has a 400.css
    }
  }
  for (const file of readdirSync(path.join(from, 'files')).filter(wanted))
    cpSync(path.join(from, 'files', file), path.join(to, 'files', file));
}
const bytes = Object.values(result.metafile.outputs).reduce((sum, o) => sum + o.bytes, 0);
console.log(
  `build:server: ${OUT}/server.mjs (${(bytes / 1024 / 1024).toFixed(1)} MB with source map); external: ${SERVER_EXTERNALS.join(', ')}`,
);
