import { alpha, colors, themeNames, themeValues, varNames, vars } from './tokens';
import { contrastPairs } from './contrastPairs';
import { contrastRatio } from './contrast';
import { minimumContrast, themeColor, themePalette } from './themeColors';

describe.each(themeNames)('theme %s: text contrast', (theme) => {
  it.each(contrastPairs)(`%s on %s reaches the theme's minimum`, (text, background) => {
    const ratio = contrastRatio(themeColor(theme, text), themeColor(theme, background));
    expect(ratio).toBeGreaterThanOrEqual(minimumContrast[theme]);
  });
});

describe.each(themeNames)('theme %s: the raw palette', (theme) => {
  it('has every colour of `colors`, each the theme value', () => {
    const palette = themePalette(theme);
    expect(Object.keys(palette).sort()).toEqual(Object.keys(colors).sort());
    for (const [name, value] of Object.entries(palette)) {
      expect(value).toBe(themeColor(theme, name as keyof typeof colors));
      expect(value).toMatch(/^#[0-9a-f]{6}$/i);
    }
  });
});

describe('contrast rules', () => {
  it('are AA (4.5:1) for dark and light, AAA (7:1) for high-contrast', () => {
    expect(minimumContrast).toEqual({ dark: 4.5, light: 4.5, 'high-contrast': 7 });
  });
  it('cover every text colour on every surface, the destructive toast and text on gold', () => {
    expect(contrastPairs).toHaveLength(8 * 3 + 2);
    expect(contrastPairs).toContainEqual(['textMuted', 'surfaceRaised']);
    expect(contrastPairs).toContainEqual(['text', 'toastDestructiveBg']);
  });
  it('computes the known black/white ratio', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
  });
});

describe('the dark theme keeps the gold look', () => {
  it.each([
    ['background', '#07070b'],
    ['surface', '#11111a'],
    ['text', '#f3f1ea'],
    ['gold', '#f2c14e'],
    ['neon', '#3be0f0'],
    ['loss', '#ff6b6b'],
  ] as const)('%s is %s', (name, hex) => {
    expect(themeColor('dark', name)).toBe(hex);
  });
});

/** Every leaf of a nested object, as [path, value]. */
const leaves = (node: object, path: string[] = []): Array<[string, unknown]> =>
  Object.entries(node).flatMap(([key, child]) =>
    child !== null && typeof child === 'object'
      ? leaves(child as object, [...path, key])
      : [[[...path, key].join('.'), child]],
  );

describe('components get CSS custom properties', () => {
  it('vars (built at run time) names the same custom property as the generator, for every token', () => {
    const names = Object.fromEntries(leaves(varNames));
    const references = leaves(vars);
    expect(references.length).toBeGreaterThan(100);
    for (const [path, reference] of references) expect(reference, path).toBe(`var(${String(names[path])})`);
  });

  it.each(Object.entries(colors))('colors.%s is a var(--sb-color-…) reference', (_, value) => {
    expect(value).toMatch(/^var\(--sb-color-[a-z0-9-]+\)$/);
  });
});

describe.each(themeNames)('theme %s: alpha variants', (theme) => {
  it.each(Object.keys(alpha))('%s is its colour at the opacity its name says', (name) => {
    const [, base, percent] = /^([a-zA-Z]+?)(\d+)$/.exec(name) ?? [];
    const hex = themeColor(theme, base as keyof typeof colors);
    expect(hex).toMatch(/^#[0-9a-f]{6}$/);
    const channels = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
    const value = themeValues[theme].color.alpha[name as keyof typeof alpha];
    expect(value).toBe(`rgba(${channels.join(', ')}, ${Number(percent) / 100})`);
  });
});
