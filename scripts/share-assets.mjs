#!/usr/bin/env node
// `npm run share:assets`: the committed images of docs/requirements.md §6.4, drawn by the same code as the server.
//
//   docs/og-example.png            the share card of GET /og.png, from the live simulation's data
//                                  (seed 1, 10 minutes after the fixtures' reference time)
//   app/public/og-fallback.png     the brand-only card GET /og.png serves before any data arrives
//   app/public/icons/*.png         web app manifest icons (192, 512, maskable 512) and the
//   app/public/apple-touch-icon.png  apple-touch-icon (180), drawn from app/public/favicon.svg
//   app/public/favicon-32.png      the page's icon (32), drawn from app/public/favicon.svg: a PNG,
//                                  as Chrome draws an SVG icon in a document of its own, on the page's
//                                  main thread after the first paint. Unthrottled trace, 5 loads each:
//                                  that task 11-28 (median 17) ms; as a PNG 2-7 (median 5) ms.
//
// Run it again after changing the card (app/server/shareImage), the brand or the favicon; the
// unit tests fail while og-fallback.png (app/server/shareImage/shareImage.test.ts) or
// favicon-32.png (app/server/linkPreview.test.ts) is out of date.
import { renderAsync } from '@resvg/resvg-js';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const root = fileURLToPath(new URL('..', import.meta.url));
const at = (p) => path.join(root, p);
const load = (p) => tsImport(at(p), import.meta.url);

/** The favicon's motif on a full-bleed square, within the maskable safe zone (the centre circle of 80% diameter). */
export function maskableIconSvg(faviconSvg, size) {
  const inner = faviconSvg
    .replace(/^<svg[^>]*>/, '')
    .replace(/<\/svg>\s*$/, '')
    .replace(/<rect[^>]*\/>/, '');
  const background = /<rect[^>]*fill="([^"]+)"/.exec(faviconSvg)?.[1] ?? '#07070b';
  // The motif spans 48 of the favicon's 64 units; scaled to 60% of the icon it stays inside the zone.
  const scale = (size * 0.6) / 48;
  const offset = size / 2 - 32 * scale;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}"><rect width="${size}" height="${size}" fill="${background}"/><g transform="translate(${offset} ${offset}) scale(${scale})">${inner}</g></svg>`;
}

const png = async (svg, width) =>
  (await renderAsync(svg, { fitTo: { mode: 'width', value: width }, font: { loadSystemFonts: false } })).asPng();

export async function writeShareAssets() {
  const { createShareImage } = await load('app/server/shareImage/index.ts');
  const { defaultBrand } = await load('src/config/index.ts');
  const { createLiveSimulation, FIXTURE_NOW } = await load('mocks/index.ts');

  const image = createShareImage({ brand: defaultBrand });
  const receivedAt = FIXTURE_NOW + 10 * 60_000;
  const dashboard = createLiveSimulation(1, { startAt: FIXTURE_NOW }).snapshot(receivedAt).dashboard;
  const snapshot = {
    version: 1,
    endpoints: { dashboard: { good: { body: dashboard, receivedAt } }, trades: {}, activities: {} },
  };
  const written = [];
  const write = (file, bytes) => {
    mkdirSync(path.dirname(at(file)), { recursive: true });
    writeFileSync(at(file), bytes);
    written.push(`${file} (${bytes.byteLength} bytes)`);
  };
  write('docs/og-example.png', (await image.png(snapshot)).body);
  write('app/public/og-fallback.png', (await image.png(null)).body);

  const favicon = readFileSync(at('app/public/favicon.svg'), 'utf8');
  write('app/public/icons/icon-192.png', await png(favicon, 192));
  write('app/public/icons/icon-512.png', await png(favicon, 512));
  write('app/public/icons/icon-maskable-512.png', await png(maskableIconSvg(favicon, 512), 512));
  write('app/public/apple-touch-icon.png', await png(maskableIconSvg(favicon, 180), 180));
  write('app/public/favicon-32.png', await png(favicon, 32));
  return written;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const line of await writeShareAssets()) console.log(`wrote ${line}`);
}
