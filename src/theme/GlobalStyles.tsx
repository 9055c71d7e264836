'use client';

import { Global, css, __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
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
  const cache = useEmotionCache();
  // A server's style element holds them already, adopted by the cache (serverStyleTags.ts):
  // Emotion's <Global> would move it and write the rules again, restyling the whole page.
  if (cache?.inserted[globalCss.name] === true) return null;
  return <Global styles={globalCss} />;
}
