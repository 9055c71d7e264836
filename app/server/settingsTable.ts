import { SETTINGS } from './config';

/** Where README.md's settings table sits; `npm run settings:readme` rewrites what is between. */
const START = '<!-- settings:start (generated from app/server/config.ts by npm run settings:readme) -->';
const END = '<!-- settings:end -->';

/** The README's settings table, one row per entry of SETTINGS, in their order. */
export function settingsTable(): string {
  const rows = Object.values(SETTINGS).map(
    (s) => `| \`${s.env}\` | ${'default' in s ? `\`${s.default}\`` : 'unset'} | ${s.doc} |`,
  );
  return ['| variable | default | effect |', '|---|---|---|', ...rows].join('\n');
}

/** `readme` with its settings table replaced by the generated one. Throws when the markers are missing. */
export function withSettingsTable(readme: string): string {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error(`README.md has no "${START}" … "${END}" markers`);
  return `${readme.slice(0, start + START.length)}\n${settingsTable()}\n${readme.slice(end)}`;
}
