// The files the library's own texts come from, for the font subsets (scripts/subset-fonts.mjs,
// scripts/subset-latin-fonts.mjs) and their tests (app/fonts.test.ts).
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Where the texts come from: the library, its mock data, and the stories (a story's custom
 * brand or hostile fixture must not fall back to a system font either: screenshots would
 * then depend on the machine). Unit tests are left out.
 */
export const TEXT_FOLDERS = ['src', 'mocks', 'stories'];

/** The TypeScript sources under `dir`, without tests and screenshots. */
export function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === '__screenshots__' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}
