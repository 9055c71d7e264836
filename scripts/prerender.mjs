#!/usr/bin/env node
// After `vite build` (part of `npm run build:app`): the first HTML of each route, rendered at
// build time, so a visitor's browser paints the page shell before any JavaScript has run.
//
//   node scripts/prerender.mjs [distDir]      default dist-app
//
// For '/' (index.html) and the Not Found page (404.html) it
// - server-renders DashboardApp (src/ssr/renderPage.tsx): on '/' the loading skeleton,
//   since no data has loaded yet; app/main.tsx hydrates it;
// - puts the Emotion CSS of that markup in the head, and inlines the built stylesheet
//   (the @font-face rules), so painting needs no request after the HTML;
// - preloads the fonts of the first view and, on '/', the three API answers, so they
//   download while the JavaScript does instead of after it has run.
// Every inline style carries the __CSP_NONCE__ placeholder that the server replaces per
// request (style-src 'self' 'nonce-…'); no inline script is added (script-src 'self').
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const NONCE = '__CSP_NONCE__';

/** Font files the first view paints with (the wordmark and heading face, the body face). */
export const PRELOADED_FONTS = [
  /\/orbitron-latin-800-normal-[\w-]+\.woff2$/,
  /\/noto-sans-jp-latin-400-normal-[\w-]+\.woff2$/,
];

const ROUTES = [
  { path: '/', file: 'index.html', shell: '/', preloadApi: true },
  { path: '/404', file: '404.html', shell: '*', preloadApi: false },
];

export async function prerender(distDir = 'dist-app') {
  const { renderPage } = await tsImport('../src/ssr/renderPage.tsx', import.meta.url);
  const { dashboardQueryKey, tradesQueryKey, activitiesQueryKey } = await tsImport(
    '../src/data/index.ts',
    import.meta.url,
  );
  const template = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  if (!template.includes('<div id="root"></div>'))
    throw new Error(`${distDir}/index.html has no empty #root: prerendered already?`);

  // The built stylesheet, inlined; its font URLs are absolute (/assets/...), so they still resolve.
  const fontUrls = [];
  let page = template.replace(/<link rel="stylesheet"[^>]*?href="(\/assets\/[^"]+\.css)"[^>]*>/g, (_, href) => {
    const css = readFileSync(path.join(distDir, href), 'utf8');
    fontUrls.push(...[...css.matchAll(/url\((\/assets\/[^)]+\.woff2)\)/g)].map((m) => m[1]));
    return `<style nonce="${NONCE}">${css.trim()}</style>`;
  });
  const fontPreloads = [...new Set(fontUrls)]
    .filter((url) => PRELOADED_FONTS.some((re) => re.test(url)))
    .map((url) => `<link rel="preload" href="${url}" as="font" type="font/woff2" crossorigin>`);
  if (fontPreloads.length !== PRELOADED_FONTS.length) {
    throw new Error(
      `expected ${PRELOADED_FONTS.length} font files to preload, found: ${fontPreloads.join(' ') || 'none'}`,
    );
  }
  // The query function fetches with credentials: 'include'; a preload matches only with the same mode.
  const apiPreloads = [dashboardQueryKey, tradesQueryKey, activitiesQueryKey].map(
    ([url]) => `<link rel="preload" href="${url}" as="fetch" crossorigin="use-credentials">`,
  );

  const written = [];
  for (const route of ROUTES) {
    const { html, styleTags } = renderPage(route.path, { nonce: NONCE });
    const preloads = [...fontPreloads, ...(route.preloadApi ? apiPreloads : [])].join('\n    ');
    const out = page
      .replace(/(\s*)<script type="module"/, `$1${preloads}$1${styleTags}$1<script type="module"`)
      .replace('<div id="root"></div>', `<div id="root" data-shell="${route.shell}">${html}</div>`);
    writeFileSync(path.join(distDir, route.file), out);
    written.push(`${route.file} (${route.path}): ${Buffer.byteLength(out)} bytes`);
  }
  return written;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const distDir = process.argv[2] ?? 'dist-app';
  for (const line of await prerender(distDir)) console.log(`prerendered ${distDir}/${line}`);
}
