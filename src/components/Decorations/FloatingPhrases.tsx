'use client';

import { css } from '@emotion/react';
import { forwardRef, useMemo, type HTMLAttributes } from 'react';
import { useInstanceRandom, useMotion } from '../../motion';
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

/** Props of FloatingPhrases: any attribute of its layer's `div`. */
export type FloatingPhrasesProps = Omit<HTMLAttributes<HTMLDivElement>, 'children'>;

/** Decoration: faint Japanese phrases drifting behind the page. Hidden from screen readers. */
export const FloatingPhrases = forwardRef<HTMLDivElement, FloatingPhrasesProps>(function FloatingPhrases(props, ref) {
  const { animate } = useMotion();
  // One layer a page: its name keeps its positions the same in every seeded run.
  const random = useInstanceRandom('FloatingPhrases');
  // Positions from its own (seedable) random source, chosen once.
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
    <div ref={ref} css={layer} aria-hidden="true" {...props}>
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
});
FloatingPhrases.displayName = 'FloatingPhrases';
