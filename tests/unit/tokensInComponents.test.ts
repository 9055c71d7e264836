// @vitest-environment node
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { layout } from '../../src/theme';

/**
 * Colours, motion and layout come from src/theme, and so do type, space, radii, border widths,
 * shadows and z-index (docs/requirements.md §8.4). Outside the theme, no source file of the
 * library writes a value of its own for them.
 */

const root = path.resolve(__dirname, '../..');
const themeDir = path.join(root, 'src/theme');

const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return full === themeDir ? [] : sources(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });

/** `file:line: text` for every line of the library's sources that `bad` finds something in. */
function offences(bad: (line: string) => boolean): string[] {
  return sources(path.join(root, 'src')).flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, i) => (bad(line) ? [`${path.relative(root, file)}:${i + 1}: ${line.trim()}`] : [])),
  );
}

const RAW_COLOUR = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|hwb|oklch|oklab|lab|lch)\(/i;
const MOTION_DECLARATION = /^\s*(?:animation|transition)[\w-]*\s*:\s*([^;]*)/;
const RAW_MOTION =
  /(?<![\w-])\d+(?:\.\d+)?m?s\b|\b(?:ease|ease-in|ease-out|ease-in-out|linear)\b|steps\(|cubic-bezier\(/;

/** Declarations whose value must be a token: type, space, radii, borders, shadows, stacking. */
const TOKEN_DECLARATION =
  /^\s*(?:font|font-weight|font-size|font-family|line-height|letter-spacing|z-index|border-radius|box-shadow|text-shadow|gap|row-gap|column-gap|padding[\w-]*|margin[\w-]*|border(?:-top|-right|-bottom|-left)?|outline)\s*:\s*([^;]*)/;
/** A number in what is left of a value once its `${token}` and `var(--x)` parts are taken out (0 and 100% aside). */
const RAW_NUMBER = /(?<![\w.-])-?(?:[1-9]\d*|0?\.\d+)(?:\.\d+)?(?:px|rem|em|vw|vh)?(?![\w%])/;

const rawColour = (line: string) => RAW_COLOUR.test(line);
const rawTokenValue = (line: string) => {
  const value = TOKEN_DECLARATION.exec(line)?.[1];
  if (value === undefined) return false;
  return RAW_NUMBER.test(value.replace(/\$\{[^}]*\}/g, ' ').replace(/var\([^)]*\)/g, ' '));
};
const rawMotion = (line: string) => RAW_MOTION.test(MOTION_DECLARATION.exec(line)?.[1] ?? '');
const rawPageWidth = (line: string) => new RegExp(`max-width:\\s*${layout.pageMaxWidth}px`).test(line);

describe('tokens in the library', () => {
  it('writes no colour outside src/theme (add a named token, e.g. an alpha variant)', () => {
    expect(offences(rawColour)).toEqual([]);
  });

  it('writes no animation time or easing outside src/theme (use `motion`)', () => {
    expect(offences(rawMotion)).toEqual([]);
  });

  it('writes no font weight, size or family, line height, letter spacing, z-index, radius, shadow, space or border width outside src/theme', () => {
    expect(offences(rawTokenValue)).toEqual([]);
  });

  it("writes the page's width only through layout.pageMaxWidth", () => {
    expect(offences(rawPageWidth)).toEqual([]);
  });

  it.each([
    ['a hex colour', 'color: #f2c14e;', rawColour],
    ['a short hex colour', "background: '#fff'", rawColour],
    ['an rgba() colour', 'background: rgba(7, 7, 11, 0.88);', rawColour],
    ['an animation time', 'animation: live-pulse 2s infinite;', rawMotion],
    ['an easing keyword', 'animation: drift var(--d) ease-in-out infinite;', rawMotion],
    ['a cubic-bezier()', 'transition: opacity ${motion.durationBase} cubic-bezier(0.16, 1, 0.3, 1);', rawMotion],
    ['a millisecond time', 'transition-duration: 150ms;', rawMotion],
    ['the page width', 'max-width: 1200px;', rawPageWidth],
    ['a font weight', '  font-weight: 700;', rawTokenValue],
    ['a line height', '  line-height: 1.4;', rawTokenValue],
    ['a letter spacing', '  letter-spacing: 0.05em;', rawTokenValue],
    ['a z-index', '  z-index: 100;', rawTokenValue],
    ['a font size', '  font-size: 18px;', rawTokenValue],
    ['a radius', '  border-radius: 4px;', rawTokenValue],
    ['a padding beside a token', '  padding: 2px ${space[2]};', rawTokenValue],
    ['a border width', '  border: 1px solid ${colors.border};', rawTokenValue],
    ['a font shorthand', '  font: 700 12px/1 ${fonts.body};', rawTokenValue],
    ['a shadow', '  box-shadow: 0 0 12px ${alpha.neon45};', rawTokenValue],
  ])('finds %s', (_, line, bad) => {
    expect(bad(line)).toBe(true);
  });

  it.each([
    ['an in-page link', "href: '#dashboard'"],
    ['a token', 'animation: live-pulse ${motion.loopPulse} ${motion.easeInOut} infinite;'],
    ['a CSS variable', 'animation: drift var(--drift-duration) ${motion.easeInOut} infinite alternate;'],
    ['a keyframes name with a digit', 'animation: fade-2s-out ${motion.durationFast};'],
    ['token weights and sizes', '  font: ${fontWeights.bold} ${fontSizes.xs}/${lineHeights.none} ${fonts.body};'],
    ['a zero margin and a token', '  margin: 0 ${space[2]} ${space.half} 0;'],
    ['a border of tokens', '  border: ${borderWidths.hairline} solid ${colors.border};'],
    ['a z-index token', '  z-index: ${zIndices.toast};'],
    ['a width (a box size, not a token)', '  width: 400px;'],
  ])('lets %s through', (_, line) => {
    expect(rawColour(line) || rawMotion(line) || rawPageWidth(line) || rawTokenValue(line)).toBe(false);
  });
});
