// `npm run screenshots:accept`: the new pictures of the last story run (what the review page,
// test-results/screenshots/report.html, shows) become the committed baselines. Every baseline
// is stored losslessly optimised, and a picture equal byte for byte to another is stored once:
// stories/__screenshots__/manifest.json names each one's file (and the PNG it was taken from).
//   node scripts/stories/acceptScreenshots.mjs          accept the last run's new pictures
//   node scripts/stories/acceptScreenshots.mjs --all    optimise and de-duplicate every baseline
import { existsSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import screenshots from './screenshots.cjs';
import { optimisePng } from './optimisePng.mjs';

const { SNAPSHOT_DIR, MANIFEST_FILE, RESULTS_DIR, ACTUAL_DIR, CHANGES_DIR, readManifest, sha256 } = screenshots;

const pngsIn = (dir) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.png'))
        .map((f) => f.slice(0, -'.png'.length))
        .sort()
    : [];

/**
 * Every baseline: id -> `{ bytes, taken }`, its stored picture and the hash of Chromium's PNG (a
 * file not yet in the manifest is Chromium's PNG itself: the baselines from before it).
 */
function currentBaselines() {
  const manifest = readManifest();
  const all = new Map();
  for (const id of pngsIn(SNAPSHOT_DIR)) {
    const bytes = readFileSync(path.join(SNAPSHOT_DIR, `${id}.png`));
    all.set(id, { bytes, taken: manifest[id]?.taken ?? sha256(bytes) });
  }
  for (const [id, entry] of Object.entries(manifest)) {
    if (entry.file === id) continue;
    const shared = all.get(entry.file);
    if (!shared)
      throw new Error(`${path.relative('.', MANIFEST_FILE)}: ${id} is in ${entry.file}.png, which is missing`);
    all.set(id, { bytes: shared.bytes, taken: entry.taken });
  }
  return all;
}

/**
 * Writes `pictures` (id -> Chromium's PNG) as the baselines, each optimised (with `all`, every
 * baseline is optimised again), then stores every group of equal pictures once, under its
 * first id in order, and writes the manifest.
 */
export async function storeBaselines(pictures, { all: optimiseAll = false } = {}) {
  const all = currentBaselines();
  if (optimiseAll) for (const entry of all.values()) entry.bytes = await optimisePng(entry.bytes);
  for (const [id, png] of pictures) all.set(id, { bytes: await optimisePng(png), taken: sha256(png) });
  const owner = new Map();
  const manifest = {};
  for (const id of [...all.keys()].sort()) {
    const { bytes, taken } = all.get(id);
    const key = sha256(bytes);
    if (!owner.has(key)) owner.set(key, id);
    manifest[id] = { file: owner.get(key), taken };
  }
  const files = new Set(owner.values());
  for (const id of files) {
    const file = path.join(SNAPSHOT_DIR, `${id}.png`);
    const { bytes } = all.get(id);
    if (!existsSync(file) || !readFileSync(file).equals(bytes)) writeFileSync(file, bytes);
  }
  for (const id of pngsIn(SNAPSHOT_DIR)) if (!files.has(id)) unlinkSync(path.join(SNAPSHOT_DIR, `${id}.png`));
  writeFileSync(MANIFEST_FILE, `${JSON.stringify(manifest, null, 2)}\n`);
  return { stored: files.size, shared: all.size - files.size };
}

/**
 * The last run's new pictures (all of them, or only those that had no baseline) as baselines;
 * what is accepted leaves test-results/screenshots.
 */
export async function acceptScreenshots({ onlyNew = false } = {}) {
  const ids = pngsIn(ACTUAL_DIR).filter((id) => !onlyNew || !screenshots.baselineFile(id, readManifest()));
  const pictures = new Map(ids.map((id) => [id, readFileSync(path.join(ACTUAL_DIR, `${id}.png`))]));
  if (pictures.size) await storeBaselines(pictures);
  for (const id of ids) {
    rmSync(path.join(ACTUAL_DIR, `${id}.png`));
    rmSync(path.join(CHANGES_DIR, `${id}.json`), { force: true });
  }
  return ids;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--all')) {
    const { stored, shared } = await storeBaselines(new Map(), { all: true });
    console.log(`[screenshots] ${stored + shared} baselines optimised: ${stored} files, ${shared} sharing another's`);
  } else {
    const ids = await acceptScreenshots();
    if (!ids.length) {
      console.log('[screenshots] nothing to accept: the last story run left no new pictures');
      process.exit(0);
    }
    for (const id of ids) console.log(`[screenshots] accepted ${id}`);
    rmSync(RESULTS_DIR, { recursive: true, force: true });
    console.log(`[screenshots] ${ids.length} baseline(s) written to ${path.relative('.', SNAPSHOT_DIR)}: commit them`);
  }
}
