import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** A face for satori: it reads TTF, OTF and WOFF, not WOFF2 (satori's README). */
export interface ShareFont {
  name: string;
  data: Buffer;
  weight: 400 | 500 | 600 | 700 | 800;
  style: 'normal';
}

/** The families the card names in its styles. */
export const SHARE_FONT = {
  display: 'Orbitron',
  mono: 'JetBrains Mono',
  japanese: 'Noto Sans JP',
} as const;

const require = createRequire(import.meta.url);
const file = (specifier: string) => readFileSync(require.resolve(specifier));

/**
 * The Noto Sans JP slices (fontsource splits the face into ~120 unicode-range files per weight)
 * that hold any character of `text`, as WOFF files: the page self-hosts the same package
 * (docs/requirements.md §8.3), so the image never depends on a system font either.
 */
export function japaneseSlices(text: string, weight: 400 | 700): Buffer[] {
  const css = readFileSync(require.resolve(`@fontsource/noto-sans-jp/${weight}.css`), 'utf8');
  const codePoints = [...new Set([...text].map((c) => c.codePointAt(0) as number))];
  const picked: Buffer[] = [];
  for (const block of css.split('@font-face').slice(1)) {
    const woff = /url\(\.\/files\/([\w-]+\.woff)\) format\('woff'\)/.exec(block)?.[1];
    const range = /unicode-range:\s*([^;]+);/.exec(block)?.[1];
    if (!woff || !range) continue;
    const ranges = range.split(',').map((r) => {
      const [from, to = from] = r.trim().slice(2).split('-');
      return [parseInt(from as string, 16), parseInt(to as string, 16)] as const;
    });
    if (codePoints.some((cp) => ranges.some(([from, to]) => cp >= from && cp <= to))) {
      picked.push(file(`@fontsource/noto-sans-jp/files/${woff}`));
    }
  }
  return picked;
}

/**
 * The faces of the page's look, from the @fontsource packages the page already uses: Orbitron
 * (wordmark, labels), JetBrains Mono (figures), Noto Sans JP (the Japanese subtitle and the body
 * text). `japaneseText` says which Japanese glyphs to load.
 */
export function loadShareFonts(japaneseText: string): ShareFont[] {
  const font = (name: string, weight: ShareFont['weight'], data: Buffer): ShareFont => ({
    name,
    data,
    weight,
    style: 'normal',
  });
  return [
    font(SHARE_FONT.display, 800, file('@fontsource/orbitron/files/orbitron-latin-800-normal.woff')),
    font(SHARE_FONT.display, 600, file('@fontsource/orbitron/files/orbitron-latin-600-normal.woff')),
    font(SHARE_FONT.mono, 500, file('@fontsource/jetbrains-mono/files/jetbrains-mono-latin-500-normal.woff')),
    font(SHARE_FONT.japanese, 400, file('@fontsource/noto-sans-jp/files/noto-sans-jp-latin-400-normal.woff')),
    font(SHARE_FONT.japanese, 700, file('@fontsource/noto-sans-jp/files/noto-sans-jp-latin-700-normal.woff')),
    // satori keeps one face per family and weight, and looks for a missing glyph in the other
    // families: each slice gets a family of its own.
    ...japaneseSlices(japaneseText, 400).map((data, i) => font(`${SHARE_FONT.japanese} ${i + 1}`, 400, data)),
  ];
}
