#!/usr/bin/env node
// After `vite build` (part of `npm run build:app`): the Not Found page's first HTML, rendered at
// build time (404.html), so a visitor's browser paints it before any JavaScript has run.
//
//   node scripts/prerender.mjs [distDir]      default dist-app
//
// `/` is rendered by the server from its shared snapshot (app/server/homePage.ts, docs/requirements.md §9.2),
// with the built index.html, which this script leaves as it is, as its template. Both pages are
// made by the same document template: the built stylesheet inlined and the Emotion CSS of the
// markup in the head; every inline style carries the __CSP_NONCE__ placeholder that the server
// replaces per request (style-src 'self' 'nonce-…'); no inline script is added (script-src 'self').
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

export async function prerender(distDir = 'dist-app') {
  const { createDocumentTemplate, NONCE_PLACEHOLDER } = await tsImport('../app/server/homePage.ts', import.meta.url);
  const { renderPage } = await tsImport('../src/server/index.ts', import.meta.url);
  const document = createDocumentTemplate(distDir);
  const out = document.page({ shell: '*', ...renderPage('/404', { nonce: NONCE_PLACEHOLDER }) });
  writeFileSync(path.join(distDir, '404.html'), out);
  return [`404.html (/404): ${Buffer.byteLength(out)} bytes`];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const distDir = process.argv[2] ?? 'dist-app';
  for (const line of await prerender(distDir)) console.log(`prerendered ${distDir}/${line}`);
}
