// `npm run screenshots:accept`: the new pictures of the last story run (what the review page,
// test-results/screenshots/report.html, shows) become the committed baselines. Every baseline
// is stored losslessly optimised, and a picture equal byte for byte to another is stored once:
// stories/__screenshots__/aliases.json names the file it shares.
//   node scripts/stories/acceptScreenshots.mjs          accept the last run's new pictures
//   node scripts/stories/acceptScreenshots.mjs --all    optimise and de-duplicate every baseline
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import screenshots from './screenshots.cjs';
import { optimisePng } from './optimisePng.mjs';

const { SNAPSHOT_DIR, ALIASES_FILE, RESULTS_DIR, ACTUAL_DIR, CHANGES_DIR, readAliases } = screenshots;

const pngsIn = (dir) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.png'))
        .map((f) => f.slice(0, -'.png'.length))
        .sort()
    : [];

/** Every baseline id with the bytes of its picture (aliases resolved). */
function currentBaselines() {
  const aliases = readAliases();
  const all = new Map(pngsIn(SNAPSHOT_DIR).map((id) => [id, readFileSync(path.join(SNAPSHOT_DIR, `${id}.png`))]));
  for (const [id, target] of Object.entries(aliases)) {
    if (!all.has(target)) throw new Error(`${path.relative('.', ALIASES_FILE)}: ${id} -> ${target}, which has no file`);
    all.set(id, all.get(target));
  }
  return all;
}

/**
 * Writes `pictures` (id -> PNG bytes) as the baselines: each optimised, then every group of equal
 * pictures stored once (under its first id in order) and the others named in aliases.json.
 */
export async function storeBaselines(pictures) {
  const all = currentBaselines();
  for (const [id, bytes] of pictures) all.set(id, await optimisePng(bytes));
  const owner = new Map();
  const aliases = {};
  for (const id of [...all.keys()].sort()) {
    const key = createHash('sha256').update(all.get(id)).digest('hex');
    if (owner.has(key)) aliases[id] = owner.get(key);
    else owner.set(key, id);
  }
  const files = new Set(owner.values());
  for (const id of files) {
    const file = path.join(SNAPSHOT_DIR, `${id}.png`);
    if (!existsSync(file) || !readFileSync(file).equals(all.get(id))) writeFileSync(file, all.get(id));
  }
  for (const id of pngsIn(SNAPSHOT_DIR)) if (!files.has(id)) unlinkSync(path.join(SNAPSHOT_DIR, `${id}.png`));
  writeFileSync(ALIASES_FILE, `${JSON.stringify(aliases, null, 2)}\n`);
  return { stored: files.size, aliases: Object.keys(aliases).length };
}

/**
 * The last run's new pictures (all of them, or only those that had no baseline) as baselines;
 * what is accepted leaves test-results/screenshots.
 */
export async function acceptScreenshots({ onlyNew = false } = {}) {
  const aliases = readAliases();
  const ids = pngsIn(ACTUAL_DIR).filter(
    (id) => !onlyNew || !(aliases[id] ?? existsSync(path.join(SNAPSHOT_DIR, `${id}.png`))),
  );
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
    const before = currentBaselines();
    const { stored, aliases } = await storeBaselines(before);
    console.log(`[screenshots] ${before.size} baselines: ${stored} files, ${aliases} aliases of an equal picture`);
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
