import { themeNames, themeValues, type ThemeName, type ThemeSetting } from '@smartburn/ui';

/** The theme whose raw values stand for a setting where a browser cannot choose (an image): `system` is the default theme. */
export function concreteTheme(theme: ThemeSetting): ThemeName {
  return theme === 'system' ? themeNames[0] : theme;
}

const pageColour = (theme: ThemeName) => themeValues[theme].color.surface.page;

/**
 * The page with its theme: `<html data-theme>`, which the inlined tokens.css reads from the first
 * paint (no flash of another theme), and the browser's `theme-color` to match (two, by colour
 * scheme, for `system`).
 */
export function withTheme(html: string, theme: ThemeSetting): string {
  const themeColor =
    theme === 'system'
      ? `<meta name="theme-color" media="(prefers-color-scheme: light)" content="${pageColour('light')}" />\n    <meta name="theme-color" media="(prefers-color-scheme: dark)" content="${pageColour('dark')}" />`
      : `<meta name="theme-color" content="${pageColour(theme)}" />`;
  if (!/<html[\s>]/.test(html)) throw new Error('withTheme: the page has no <html> element');
  return html
    .replace(
      /<html([^>]*)>/,
      (_, attributes: string) => `<html${attributes.replace(/\s+data-theme="[^"]*"/, '')} data-theme="${theme}">`,
    )
    .replace(/<meta name="theme-color"[^>]*>/, themeColor);
}
