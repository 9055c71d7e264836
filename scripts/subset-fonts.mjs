#!/usr/bin/env node
// `npm run fonts:subset`: the Japanese glyphs the library's own texts use, cut out of Noto Sans JP.
//
// @fontsource/noto-sans-jp ships the Japanese face as ~120 unicode-range slices per weight; the
// ~60 characters our page shows (typewriter, subtitle, status words, floating phrases, glitch
// glyphs; plus those of the mocks and stories) touch ~20 of them, ~280 KB of downloads, and the 124 @font-face rules alone are 200 KB
// of render-blocking CSS. This writes one small woff2 per weight holding exactly those
// characters, and the @font-face rules for them, into app/fonts/. Latin text keeps
// fontsource's latin file. Run it again when a text outside Latin-1 changes; the unit test
// app/fonts.test.ts fails until you do.
import { readFileSync, readdirSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';

const root = process.cwd();
const OUT = path.join(root, 'app/fonts');
const WEIGHTS = [400, 700];

/**
 * Where the texts come from: the library, its mock data, and the stories (a story's custom
 * brand or hostile fixture must not fall back to a system font either: screenshots would
 * then depend on the machine). Unit tests are left out.
 */
export const TEXT_FOLDERS = ['src', 'mocks', 'stories'];

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === '__screenshots__' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/** Characters outside Latin-1 and the General Punctuation block (fontsource's latin file has those). */
export function subsetCharacters() {
  const chars = new Set();
  for (const file of TEXT_FOLDERS.flatMap((f) => sourceFiles(path.join(root, f)))) {
    for (const c of readFileSync(file, 'utf8')) {
      const cp = c.codePointAt(0);
      if (cp > 0xff && !(cp >= 0x2000 && cp <= 0x206f)) chars.add(c);
    }
  }
  return [...chars].sort((a, b) => a.codePointAt(0) - b.codePointAt(0));
}

const hex = (c) => c.codePointAt(0).toString(16).toUpperCase().padStart(4, '0');
const FONTSOURCE = path.join(root, 'node_modules/@fontsource/noto-sans-jp');

/** fontsource's numbered unicode-range slices of a weight: [{ file, has(codePoint) }]. */
function slicesOf(weight) {
  const css = readFileSync(path.join(FONTSOURCE, `${weight}.css`), 'utf8');
  return [...css.matchAll(/url\(\.\/files\/(noto-sans-jp-\d+-\d+-normal\.woff2)\)[^}]*unicode-range:\s*([^;]+);/g)].map(
    ([, file, list]) => {
      const ranges = list.split(',').map((r) =>
        r
          .trim()
          .slice(2)
          .split('-')
          .map((h) => parseInt(h, 16)),
      );
      return {
        file: path.join(FONTSOURCE, 'files', file),
        has: (cp) => ranges.some(([a, b = a]) => cp >= a && cp <= b),
      };
    },
  );
}

/**
 * The characters grouped by the fontsource file to cut them from: the 'japanese' file (kana
 * and common kanji) for most, the numbered slice holding it for the rest (symbols,
 * half-width katakana). Characters no Noto Sans JP file has are left to the system.
 */
async function plan(weight, chars) {
  const japanese = path.join(FONTSOURCE, `files/noto-sans-jp-japanese-${weight}-normal.woff2`);
  const slices = slicesOf(weight);
  const groups = new Map();
  for (const c of chars) {
    const cp = c.codePointAt(0);
    const slice = slices.find((s) => s.has(cp));
    if (!slice) continue;
    const source = (await cmapOf(japanese)).has(cp) ? japanese : slice.file;
    groups.set(source, [...(groups.get(source) ?? []), c]);
  }
  return groups;
}

const cmaps = new Map();
/** The code points a font file maps (read with harfbuzz, which subset-font brings). */
async function cmapOf(file) {
  if (!cmaps.has(file)) {
    const { Blob, Face } = await import('harfbuzzjs');
    const { convert } = (await import('fontverter')).default;
    const face = new Face(new Blob(await convert(readFileSync(file), 'truetype')), 0);
    cmaps.set(file, new Set(face.collectUnicodes()));
  }
  return cmaps.get(file);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const chars = subsetCharacters();
  mkdirSync(OUT, { recursive: true });
  const rules = [];
  for (const weight of WEIGHTS) {
    const groups = await plan(weight, chars);
    let part = 0;
    for (const [source, group] of groups) {
      const font = await subsetFont(readFileSync(source), group.join(''), { targetFormat: 'woff2' });
      const file = `noto-sans-jp-subset-${weight}${part ? `-${part}` : ''}.woff2`;
      part++;
      writeFileSync(path.join(OUT, file), font);
      console.log(
        `${file}: ${group.join('')} (${group.length} characters from ${path.basename(source)}), ${font.length} bytes`,
      );
      rules.push(`@font-face {
  font-family: 'Noto Sans JP';
  font-style: normal;
  font-display: swap;
  font-weight: ${weight};
  src: url(./${file}) format('woff2');
  unicode-range: ${group.map((c) => `U+${hex(c)}`).join(',')};
}`);
    }
  }
  writeFileSync(
    path.join(OUT, 'noto-sans-jp-subset.css'),
    `/* Generated by scripts/subset-fonts.mjs from @fontsource/noto-sans-jp (SIL Open Font License 1.1). Do not edit. */\n${rules.join('\n')}\n`,
  );
}
