import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Where tests leave figures for `npm run test:reliability` to put in docs/reliability.md
 * (outside Playwright's outputDir, which it empties). Tests report figures; they never
 * assert on timings.
 */
export const MEASUREMENTS_DIR = process.env.RELIABILITY_MEASUREMENTS_DIR ?? 'test-results/reliability';

export function saveMeasurement(name: string, data: unknown) {
  mkdirSync(MEASUREMENTS_DIR, { recursive: true });
  writeFileSync(path.join(MEASUREMENTS_DIR, `${name}.json`), `${JSON.stringify(data, null, 2)}\n`);
}
