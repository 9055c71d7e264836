// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ENV_NAMES } from './config';
import { settingsTable, withSettingsTable } from './settingsTable';

const readme = readFileSync(path.resolve(__dirname, '../../README.md'), 'utf8');

describe("README's settings table", () => {
  it('is the one the schema writes (run npm run settings:readme after changing a setting)', () => {
    expect(withSettingsTable(readme) === readme, 'README.md differs: run npm run settings:readme').toBe(true);
  });

  it('has one row per variable, in the schema order', () => {
    const rows = [...settingsTable().matchAll(/^\| `([A-Z_]+)` \|/gm)].map((m) => m[1]);
    expect(rows).toEqual(ENV_NAMES);
  });

  it('refuses a README without the markers rather than appending a table', () => {
    expect(() => withSettingsTable('# no table here\n')).toThrow(/markers/);
  });
});
