// @vitest-environment node
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

// The Japanese subset (app/fonts/) must hold every character outside Latin-1 and General
// Punctuation that the texts of the library, its mocks and its stories use; otherwise that
// character would show in a system font. `npm run fonts:subset` regenerates it.
const root = path.resolve(__dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === '__screenshots__' ? [] : sources(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/** Code points of the @font-face rules of a weight in a stylesheet (unicode-range lists and ranges). */
function coverage(css: string, weight: number): (cp: number) => boolean {
  const faces = css.split('@font-face').filter((f) => f.includes(`font-weight: ${weight};`));
  const ranges = faces.flatMap((f) =>
    (/unicode-range:\s*([^;]+);/.exec(f)?.[1] ?? '')
      .split(',')
      .filter(Boolean)
      .map((r) =>
        r
          .trim()
          .slice(2)
          .split('-')
          .map((h) => parseInt(h, 16)),
      ),
  );
  return (cp) => ranges.some(([a, b = a]) => cp >= (a as number) && cp <= (b as number));
}

describe('Noto Sans JP subset', () => {
  const css = readFileSync(path.join(root, 'app/fonts/noto-sans-jp-subset.css'), 'utf8');

  it('points every @font-face at a local woff2 file', () => {
    const files = [...css.matchAll(/url\(\.\/([^)]+)\)/g)].map((m) => m[1] as string);
    expect(files.length).toBeGreaterThanOrEqual(2);
    for (const file of files) expect(statSync(path.join(root, 'app/fonts', file)).size).toBeGreaterThan(500);
  });

  // Segments of one family and weight cost every layout that meets their characters a font
  // cache look-up each, and a relayout each as they arrive (scripts/subset-fonts.mjs).
  it.each([400, 700])('is one file at weight %i', (weight) => {
    expect(css.split('@font-face').filter((f) => f.includes(`font-weight: ${weight};`))).toHaveLength(1);
  });

  it.each([400, 700])('covers, at weight %i, every character of our texts that Noto Sans JP has', (weight) => {
    const used = new Set<number>();
    for (const file of ['src', 'mocks', 'stories'].flatMap((f) => sources(path.join(root, f)))) {
      for (const c of readFileSync(file, 'utf8')) {
        const cp = c.codePointAt(0) as number;
        if (cp > 0xff && !(cp >= 0x2000 && cp <= 0x206f)) used.add(cp);
      }
    }
    const fontsource = readFileSync(path.join(root, `node_modules/@fontsource/noto-sans-jp/${weight}.css`), 'utf8');
    const notoHas = coverage(fontsource, weight);
    const subsetHas = coverage(css, weight);
    const wanted = [...used].filter(notoHas);
    expect(wanted.length).toBeGreaterThan(20);
    const missing = wanted.filter((cp) => !subsetHas(cp)).map((cp) => String.fromCodePoint(cp));
    expect(missing, 'characters missing from the subset: run npm run fonts:subset').toEqual([]);
  });
});

describe('local stand-ins for the web fonts (app/fonts/fallbacks.css)', () => {
  it('is the output of scripts/font-fallbacks.mjs (npm run fonts:fallbacks)', async () => {
    const { fallbackCss, FALLBACKS_FILE } = await import('../scripts/font-fallbacks.mjs');
    expect(readFileSync(path.join(root, FALLBACKS_FILE), 'utf8')).toBe(fallbackCss());
  });

  it('is named in the token stacks right after each web font, so text waits in it', async () => {
    const { FALLBACKS, fallbackFamily } = await import('../scripts/font-fallbacks.mjs');
    const tokens = readFileSync(path.join(root, 'src/theme/generated/tokens.css'), 'utf8');
    for (const { family } of FALLBACKS)
      expect(tokens).toMatch(new RegExp(`['"]?${family}['"]?, ['"]${fallbackFamily(family)}['"]`));
  });
});
