import { colorTokenPaths, themeValues, type ColorName, type ThemeName } from './tokens';

/** Minimum contrast of every text pair in each theme: WCAG AA, and AAA for high-contrast. */
export const minimumContrast: Record<ThemeName, number> = { dark: 4.5, light: 4.5, 'high-contrast': 7 };

/** The raw `#rrggbb` value of a colour of `colors` in a theme (for contrast checks, images, swatches). */
export function themeColor(theme: ThemeName, name: ColorName): string {
  let at: unknown = themeValues[theme].color;
  for (const key of colorTokenPaths[name].split('.')) at = (at as Record<string, unknown>)[key];
  if (typeof at !== 'string') throw new Error(`colors.${name} has no value in theme ${theme}`);
  return at;
}

/** A theme's colours under the names of `colors`, as raw `#rrggbb` values (for what reads no CSS variables). */
export type ThemePalette = Record<ColorName, string>;

/** Every colour of `colors` in one theme, as raw `#rrggbb` values. */
export function themePalette(theme: ThemeName): ThemePalette {
  return Object.fromEntries(
    (Object.keys(colorTokenPaths) as ColorName[]).map((name) => [name, themeColor(theme, name)]),
  ) as ThemePalette;
}
