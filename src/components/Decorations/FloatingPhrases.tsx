'use client';

import { css } from '@emotion/react';
import { useMemo } from 'react';
import { useMotion } from '../../motion';
import { alpha, fonts, motion, mq, fontWeights, zIndices } from '../../theme';
import { FLOATING_PHRASES } from './glitch';

const layer = css(`
  position: absolute;
  inset: 0;
  z-index: ${zIndices.decoration};
  overflow: hidden;
  pointer-events: none;
`);
const phrase = css(`
  position: absolute;
  font-family: ${fonts.japanese};
  font-weight: ${fontWeights.bold};
  color: ${alpha.gold7};
  white-space: nowrap;
  user-select: none;
  /* The phrase is drawn from an attribute: pure decoration, not text content. */
  &::before {
    content: attr(data-phrase);
  }
  ${mq.motionOk} {
    &[data-animate='true'] {
      animation: float-drift var(--drift-duration) ${motion.easeInOut} infinite alternate;
    }
  }
  @keyframes float-drift {
    from {
      transform: translateY(0);
    }
    to {
      transform: translateY(-40px);
    }
  }
`);

/** Decoration: faint Japanese phrases drifting behind the page. Hidden from screen readers. */
export function FloatingPhrases() {
  const { animate, random } = useMotion();
  // Positions from the (seedable) random source, chosen once.
  const placed = useMemo(
    () =>
      FLOATING_PHRASES.map((text, i) => ({
        text,
        top: `${Math.round((i / FLOATING_PHRASES.length) * 90 + random() * 8)}%`,
        left: `${Math.round(random() * 80)}%`,
        size: `${(1.2 + random() * 2.2).toFixed(2)}rem`,
        duration: `${Math.round(8 + random() * 10)}s`,
      })),
    [random],
  );
  return (
    <div css={layer} aria-hidden="true">
      {placed.map((p) => (
        <span
          key={p.text}
          css={phrase}
          lang="ja"
          data-animate={animate}
          style={{ top: p.top, left: p.left, fontSize: p.size, ['--drift-duration' as string]: p.duration }}
          data-phrase={p.text}
        />
      ))}
    </div>
  );
}
