// The review page of a story run's screenshot changes, test-results/screenshots/report.html:
// reg-cli's report (baseline, new picture and diff, side by side, as a slider or blended) of
// every picture that failed its check, each named by its story, theme and differing pixels.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import screenshots from './screenshots.cjs';

const { RESULTS_DIR, ACTUAL_DIR, CHANGES_DIR, baselineFile } = screenshots;
export const REPORT_FILE = path.join(RESULTS_DIR, 'report.html');
const REPORT_DIR = path.join(RESULTS_DIR, 'report');

/** The failed checks the last run recorded: `{ id, status, differing, reason }`, by id. */
export function recordedChanges() {
  if (!existsSync(CHANGES_DIR)) return [];
  return readdirSync(CHANGES_DIR)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(path.join(CHANGES_DIR, f), 'utf8')))
    .sort((a, b) => a.id.localeCompare(b.id));
}

/** What the report calls a picture: the story (and theme) id, then why it failed. */
const itemName = (change) =>
  `${change.id} (${change.differing === null ? change.reason : `${change.differing} pixels differ`}).png`;

/** Writes the report of the recorded changes; returns its path, or null when there are none. */
export function writeReport() {
  const changes = recordedChanges();
  rmSync(REPORT_DIR, { recursive: true, force: true });
  rmSync(REPORT_FILE, { force: true });
  if (!changes.length) return null;
  const [actual, expected, diff] = ['actual', 'expected', 'diff'].map((d) => path.join(REPORT_DIR, d));
  for (const dir of [actual, expected]) mkdirSync(dir, { recursive: true });
  for (const change of changes) {
    copyFileSync(path.join(ACTUAL_DIR, `${change.id}.png`), path.join(actual, itemName(change)));
    const baseline = baselineFile(change.id);
    if (baseline) copyFileSync(baseline, path.join(expected, itemName(change)));
  }
  // -I: the checks have already failed the run; reg-cli only draws the diffs and the page.
  const reg = spawnSync(
    'npx',
    ['reg-cli', actual, expected, diff, '-R', REPORT_FILE, '-J', path.join(REPORT_DIR, 'reg.json'), '-I', '-C', '1'],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (reg.status !== 0) throw new Error(`reg-cli exited with ${reg.status}`);
  return REPORT_FILE;
}
