// Lossless PNG optimisation for the screenshot baselines: oxipng (WebAssembly, from npm), its
// output checked to decode to the very pixels it was given. Results are kept by the input's
// hash in node_modules/.cache, so a picture already optimised once costs nothing again.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import optimise, { init } from '@jsquash/oxipng/optimise.js';
import { PNG } from 'pngjs';

const require = createRequire(import.meta.url);
const CACHE_DIR = path.resolve('node_modules/.cache/smartburn-png');
/** oxipng's level: 2 (its default) halves the time of 4 for about 2 % more bytes. */
const LEVEL = 2;

let ready;
const start = () =>
  (ready ??= (async () => {
    // In Node the WebAssembly is read from the package by path (a bundler would fetch it).
    const wasm = readFileSync(require.resolve('@jsquash/oxipng/codec/pkg/squoosh_oxipng_bg.wasm'));
    await init(await WebAssembly.compile(wasm));
  })());

/** The same pixels in the fewest bytes: `bytes` optimised, or `bytes` when that is not smaller. */
export async function optimisePng(bytes) {
  const key = createHash('sha256').update(bytes).digest('hex');
  const cached = path.join(CACHE_DIR, `${key}-l${LEVEL}.png`);
  if (existsSync(cached)) return readFileSync(cached);
  await start();
  const input = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  const output = Buffer.from(await optimise(input, { level: LEVEL, interlace: false, optimiseAlpha: false }));
  const before = PNG.sync.read(bytes);
  const after = PNG.sync.read(output);
  if (before.width !== after.width || before.height !== after.height || !before.data.equals(after.data))
    throw new Error('oxipng changed the pixels of a picture: not stored');
  const best = output.length < bytes.length ? output : bytes;
  mkdirSync(CACHE_DIR, { recursive: true });
  writeFileSync(cached, best);
  return best;
}
