// @vitest-environment node
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { layout } from '../../src/theme';

/**
 * Colours, motion and layout come from src/theme (CONTRIBUTING.md, "Style it with tokens"). Outside the theme, no source file
 * of the library writes a colour, an easing or an animation time of its own.
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

const rawColour = (line: string) => RAW_COLOUR.test(line);
const rawMotion = (line: string) => RAW_MOTION.test(MOTION_DECLARATION.exec(line)?.[1] ?? '');
const rawPageWidth = (line: string) => new RegExp(`max-width:\\s*${layout.pageMaxWidth}px`).test(line);

describe('tokens in the library', () => {
  it('writes no colour outside src/theme (add a named token, e.g. an alpha variant)', () => {
    expect(offences(rawColour)).toEqual([]);
  });

  it('writes no animation time or easing outside src/theme (use `motion`)', () => {
    expect(offences(rawMotion)).toEqual([]);
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
  ])('finds %s', (_, line, bad) => {
    expect(bad(line)).toBe(true);
  });

  it.each([
    ['an in-page link', "href: '#dashboard'"],
    ['a token', 'animation: live-pulse ${motion.loopPulse} ${motion.easeInOut} infinite;'],
    ['a CSS variable', 'animation: drift var(--drift-duration) ${motion.easeInOut} infinite alternate;'],
    ['a keyframes name with a digit', 'animation: fade-2s-out ${motion.durationFast};'],
  ])('lets %s through', (_, line) => {
    expect(rawColour(line) || rawMotion(line) || rawPageWidth(line)).toBe(false);
  });
});
