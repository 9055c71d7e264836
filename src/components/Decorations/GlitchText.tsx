'use client';

import { css } from '@emotion/react';
import { forwardRef, useEffect, useState, type HTMLAttributes } from 'react';
import { GLITCH_FLICKER_MS, GLITCH_MIN_INTERVAL_MS } from '../../constants';
import { useInstanceRandom, useMotion } from '../../motion';
import { shadows } from '../../theme';
import { glitchText } from './glitch';
import { glitchRealCss as real, glitchWrapCss as wrap } from './glitchStyles';

/** Props of GlitchText: the real text; any attribute of its `span`. */
export interface GlitchTextProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The real value: always the accessible text and what is laid out. */
  text: string;
}

const overlay = css(`
  position: absolute;
  inset: 0;
  color: inherit;
  text-shadow: ${shadows.textGlitch};
  pointer-events: none;
  white-space: inherit;
`);

/**
 * Decoration: now and then a few characters of a value flicker to glitch glyphs for
 * GLITCH_FLICKER_MS, at most once every GLITCH_MIN_INTERVAL_MS (well under 3 flashes a
 * second, WCAG 2.3.1). The real text stays in place for screen readers and layout.
 */
export const GlitchText = forwardRef<HTMLSpanElement, GlitchTextProps>(function GlitchText({ text, ...rest }, ref) {
  const { animate } = useMotion();
  const random = useInstanceRandom();
  const [glitched, setGlitched] = useState<string | null>(null);

  useEffect(() => {
    if (!animate) {
      setGlitched(null);
      return;
    }
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      timer = setTimeout(
        () => {
          setGlitched(glitchText(text, random));
          timer = setTimeout(() => {
            setGlitched(null);
            schedule();
          }, GLITCH_FLICKER_MS);
        },
        GLITCH_MIN_INTERVAL_MS + random() * GLITCH_MIN_INTERVAL_MS * 3,
      );
    };
    schedule();
    return () => clearTimeout(timer);
  }, [animate, random, text]);

  return (
    <span ref={ref} css={wrap} {...rest}>
      <span css={real} data-glitching={glitched !== null}>
        {text}
      </span>
      {glitched !== null ? (
        <span css={overlay} aria-hidden="true">
          {glitched}
        </span>
      ) : null}
    </span>
  );
});
GlitchText.displayName = 'GlitchText';
