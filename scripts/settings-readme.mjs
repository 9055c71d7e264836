// Rewrites README.md's settings table from the schema (app/server/config.ts). Run with tsx:
// `npm run settings:readme`. app/server/settingsTable.test.ts fails when the README differs.
import { readFileSync, writeFileSync } from 'node:fs';
import { withSettingsTable } from '../app/server/settingsTable.ts';

const file = new URL('../README.md', import.meta.url);
const before = readFileSync(file, 'utf8');
const after = withSettingsTable(before);
writeFileSync(file, after);
console.log(before === after ? 'README.md: settings table already up to date' : 'README.md: settings table rewritten');
