'use client';

import { Global, css } from '@emotion/react';
import { colors, fonts, borderWidths, lineHeights } from './tokens';

const globalCss = css(`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    -webkit-text-size-adjust: 100%;
    scroll-behavior: smooth;
  }
  @media (prefers-reduced-motion: reduce) {
    html {
      scroll-behavior: auto;
    }
  }
  body {
    margin: 0;
    background: ${colors.background};
    color: ${colors.text};
    font-family: ${fonts.body};
    line-height: ${lineHeights.body};
    -webkit-font-smoothing: antialiased;
    text-rendering: optimizeLegibility;
  }
  a {
    color: inherit;
  }
  :focus-visible {
    outline: ${borderWidths.focus} solid ${colors.focus};
    outline-offset: 3px;
  }
`);

/** Page-wide base styles: dark background, body font, visible focus ring. */
export function GlobalStyles() {
  return <Global styles={globalCss} />;
}
