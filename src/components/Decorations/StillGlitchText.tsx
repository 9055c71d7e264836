'use client';

import type { GlitchTextProps } from './GlitchText';
import { glitchRealCss, glitchWrapCss } from './glitchStyles';

/**
 * GlitchText standing still, in the same boxes: what a figure shows until the decorations'
 * code has loaded (src/deferred/parts.tsx), so swapping them moves nothing.
 */
export function StillGlitchText({ text }: GlitchTextProps) {
  return (
    <span css={glitchWrapCss}>
      <span css={glitchRealCss} data-glitching={false}>
        {text}
      </span>
    </span>
  );
}
