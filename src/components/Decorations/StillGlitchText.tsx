'use client';

import { forwardRef } from 'react';
import type { GlitchTextProps } from './GlitchText';
import { glitchRealCss, glitchWrapCss } from './glitchStyles';

/**
 * GlitchText standing still, in the same boxes: what a figure shows until the decorations'
 * code has loaded (src/deferred/parts.tsx), so swapping them moves nothing.
 */
export const StillGlitchText = forwardRef<HTMLSpanElement, GlitchTextProps>(function StillGlitchText(
  { text, ...rest },
  ref,
) {
  return (
    <span ref={ref} css={glitchWrapCss} {...rest}>
      <span css={glitchRealCss} data-glitching={false}>
        {text}
      </span>
    </span>
  );
});
StillGlitchText.displayName = 'StillGlitchText';
