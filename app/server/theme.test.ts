// @vitest-environment node
import { concreteTheme, withTheme } from './theme';

const page = `<!doctype html>
<html lang="en" data-theme="dark">
  <head>
    <meta name="theme-color" content="#07070b" />
  </head>
  <body></body>
</html>`;

describe('concreteTheme', () => {
  it('draws images in dark for system (an image cannot follow the viewer)', () => {
    expect(concreteTheme('system')).toBe('dark');
    expect(concreteTheme('light')).toBe('light');
  });
});

describe('withTheme', () => {
  it('sets <html data-theme> once and the page colour as theme-color', () => {
    const html = withTheme(page, 'light');
    expect(html).toContain('<html lang="en" data-theme="light">');
    expect(html.match(/data-theme=/g)).toHaveLength(1);
    expect(html).toContain('<meta name="theme-color" content="#faf7ef" />');
  });
  it('adds the attribute to a page without one', () => {
    expect(
      withTheme('<html lang="en"><head><meta name="theme-color" content="#000"></head></html>', 'high-contrast'),
    ).toBe(
      '<html lang="en" data-theme="high-contrast"><head><meta name="theme-color" content="#000000" /></head></html>',
    );
  });
  it('gives system a theme-color per colour scheme', () => {
    const html = withTheme(page, 'system');
    expect(html).toContain('media="(prefers-color-scheme: light)" content="#faf7ef"');
    expect(html).toContain('media="(prefers-color-scheme: dark)" content="#07070b"');
  });
});
