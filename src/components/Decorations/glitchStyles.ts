import { css } from '@emotion/react';

/** GlitchText's boxes, shared with its still stand-in so that swapping them moves nothing. */
export const glitchWrapCss = css(`
  position: relative;
  display: inline-block;
  max-width: 100%;
`);
export const glitchRealCss = css(`
  /* Transparent, not hidden: the real text stays in the accessibility tree. */
  &[data-glitching='true'] {
    color: transparent;
  }
`);
