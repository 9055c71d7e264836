// Byte counts of a built page: what its HTML loads before the app starts, and the rest.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** gzip at the level servers use by default (6) and brotli at its highest quality. */
export function compressedSizes(buffer) {
  return {
    raw: buffer.length,
    gzip: gzipSync(buffer).length,
    brotli: brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

const add = (a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli });
const ZERO = { raw: 0, gzip: 0, brotli: 0 };

/** Chunks a module imports statically (`import … from "./x.js"`, `import "./x.js"`), not `import()`. */
function staticImports(code) {
  return [...code.matchAll(/(?:\bfrom\s*|\bimport\s*)["'](\.{1,2}\/[^"']+\.js)["']/g)].map((m) => m[1]);
}

/**
 * The JavaScript `index.html` of `distDir` needs before the app runs: its module scripts,
 * its modulepreloads, the chunks its `sb-app-chunks` meta element names, and everything those
 * import statically. Returns the files and sizes.
 */
export function initialJs(distDir, htmlFile = 'index.html') {
  const html = readFileSync(path.join(distDir, htmlFile), 'utf8');
  const entries = [
    ...[...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]),
    // The app's chunks, which app/main.tsx preloads once the page is painted.
    ...[...html.matchAll(/<meta name="sb-app-chunks" content="([^"]*)"/g)].flatMap((m) => m[1].split(' ')),
  ].filter(Boolean);
  const files = new Set();
  const visit = (url) => {
    const file = path.join(distDir, url.replace(/^\//, ''));
    if (files.has(file)) return;
    files.add(file);
    for (const rel of staticImports(readFileSync(file, 'utf8'))) visit(path.posix.join(path.posix.dirname(url), rel));
  };
  entries.forEach(visit);
  let total = ZERO;
  const list = [...files].map((file) => {
    const sizes = compressedSizes(readFileSync(file));
    total = add(total, sizes);
    return { file: path.relative(distDir, file), ...sizes };
  });
  return { files: list, total };
}

/** Every JS file of the build that the initial set does not hold: loaded later, on demand. */
export function deferredJs(distDir) {
  const initial = new Set(initialJs(distDir).files.map((f) => f.file));
  const assets = path.join(distDir, 'assets');
  let total = ZERO;
  const list = readdirSync(assets)
    .filter((f) => f.endsWith('.js') && !initial.has(`assets/${f}`))
    .map((f) => {
      const sizes = compressedSizes(readFileSync(path.join(assets, f)));
      total = add(total, sizes);
      return { file: `assets/${f}`, ...sizes };
    });
  return { files: list, total };
}

export const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
