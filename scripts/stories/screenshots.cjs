// The screenshot check the stories (.storybook/test-runner.ts) and the docs pages
// (docsPages.mjs) share: a picture against its committed baseline, and what a failed check
// leaves for the review page (screenshotReport.mjs) and for `npm run screenshots:accept`.
// CommonJS, because the test-runner's Jest requires it.
const { createHash } = require('node:crypto');
const { existsSync, mkdirSync, readFileSync, writeFileSync } = require('node:fs');
const path = require('node:path');
const pixelmatch = require('pixelmatch');
const { PNG } = require('pngjs');

const SNAPSHOT_DIR = path.resolve('stories/__screenshots__');
/**
 * Every baseline: `{ id: { file, taken } }`, `file` the picture's file (`<file>.png`, shared by
 * the ids whose optimised pictures are equal byte for byte) and `taken` the SHA-256 of the PNG
 * Chromium made, which an unchanged story makes again byte for byte.
 */
const MANIFEST_FILE = path.join(SNAPSHOT_DIR, 'manifest.json');
const RESULTS_DIR = path.resolve('test-results/screenshots');
/** The new pictures of the checks that failed (or had no baseline), `<id>.png`. */
const ACTUAL_DIR = path.join(RESULTS_DIR, 'actual');
/** Why each of them failed, `<id>.json`: `{ id, differing, reason }`. */
const CHANGES_DIR = path.join(RESULTS_DIR, 'changes');
/** Pixels that may differ (after ignoring anti-aliasing) before a screenshot check fails. */
const MAX_DIFF_PIXELS = 24;
/** SCREENSHOT_STRICT=1: any differing pixel fails (to prove two runs render identical pixels). */
const STRICT = process.env.SCREENSHOT_STRICT === '1';

const readManifest = () => (existsSync(MANIFEST_FILE) ? JSON.parse(readFileSync(MANIFEST_FILE, 'utf8')) : {});
let manifestOfRun;
const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');

/** The file holding `id`'s baseline (its own, or the one it shares), or null. */
function baselineFile(id, manifest = (manifestOfRun ??= readManifest())) {
  const file = path.join(SNAPSHOT_DIR, `${manifest[id]?.file ?? id}.png`);
  return existsSync(file) ? file : null;
}

/**
 * `image` (PNG bytes) against `id`'s baseline: `{ status: 'same' | 'changed' | 'new', differing,
 * reason }`. The bytes the baseline was taken from pass at once, equal decoded pixels next (the
 * stored baselines are optimised), and only a real difference is diffed, all in this process.
 */
function compareScreenshot(id, image) {
  const file = baselineFile(id);
  if (!file) return { status: 'new', differing: null, reason: 'no baseline' };
  // Chromium encodes the same pixels into the same bytes: the picture the baseline was made from.
  if (sha256(image) === (manifestOfRun ??= readManifest())[id]?.taken) return { status: 'same', differing: 0 };
  const wanted = readFileSync(file);
  const want = PNG.sync.read(wanted);
  const got = PNG.sync.read(image);
  if (want.width !== got.width || want.height !== got.height) {
    const reason = `screenshot is ${got.width}x${got.height}, baseline ${want.width}x${want.height}`;
    return { status: 'changed', differing: null, reason };
  }
  if (got.data.equals(want.data)) return { status: 'same', differing: 0 };
  const differing = pixelmatch(want.data, got.data, null, got.width, got.height, {
    threshold: STRICT ? 0 : 0.1,
    includeAA: STRICT,
  });
  if (differing <= (STRICT ? 0 : MAX_DIFF_PIXELS)) return { status: 'same', differing };
  return { status: 'changed', differing, reason: `${differing} pixels differ from the baseline` };
}

/** Keeps a failed check's new picture and its reason for the review page and the accept command. */
function recordScreenshot(id, image, result) {
  mkdirSync(ACTUAL_DIR, { recursive: true });
  mkdirSync(CHANGES_DIR, { recursive: true });
  writeFileSync(path.join(ACTUAL_DIR, `${id}.png`), image);
  writeFileSync(path.join(CHANGES_DIR, `${id}.json`), JSON.stringify({ id, ...result }));
}

module.exports = {
  SNAPSHOT_DIR,
  MANIFEST_FILE,
  RESULTS_DIR,
  ACTUAL_DIR,
  CHANGES_DIR,
  readManifest,
  sha256,
  baselineFile,
  compareScreenshot,
  recordScreenshot,
};
