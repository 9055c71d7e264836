import { Global, css } from '@emotion/react';
import { colors, fonts } from './tokens';

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
    line-height: 1.5;
    -webkit-font-smoothing: antialiased;
    text-rendering: optimizeLegibility;
  }
  a {
    color: inherit;
  }
  :focus-visible {
    outline: 2px solid ${colors.focus};
    outline-offset: 3px;
  }
  .sb-visually-hidden {
    position: absolute !important;
    width: 1px;
    height: 1px;
    padding: 0;
    margin: -1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
    border: 0;
  }
`);

/** Page-wide base styles: dark background, body font, visible focus ring. */
export function GlobalStyles() {
  return <Global styles={globalCss} />;
}
