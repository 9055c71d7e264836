'use client';

import { css } from '@emotion/react';
import { forwardRef, useEffect, useState, type HTMLAttributes } from 'react';
import { STATUS_WORD_INTERVAL_MS } from '../../constants';
import { useInstanceRandom, useMotion } from '../../motion';
import { alpha, colors, fonts, radii, borderWidths, fontSizes, lineHeights, space } from '../../theme';
import { STATUS_WORDS } from './glitch';

const chip = css(`
  display: inline-block;
  padding: ${space.px} ${space[2]};
  border-radius: ${radii.round};
  border: ${borderWidths.hairline} solid ${alpha.neon35};
  color: ${colors.neon};
  font-family: ${fonts.japanese};
  font-size: ${fontSizes['2xs']};
  line-height: ${lineHeights.badge};
  white-space: nowrap;
`);

/** Props of StatusWord: any attribute of its `span` (the word itself is chosen at random). */
export interface StatusWordProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /**
   * Tells this word from the others on the page (a card's index, say): under a seeded motion
   * source (`createSeededRandom`) the same key shows the same words in every run, however the
   * page loads. Default: its place in the tree, stable in a server render only.
   */
  randomKey?: string | number;
}

/** Decoration: a Japanese status word on a card, changing now and then. Hidden from screen readers. */
export const StatusWord = forwardRef<HTMLSpanElement, StatusWordProps>(function StatusWord(
  { randomKey, ...props },
  ref,
) {
  const { animate } = useMotion();
  const random = useInstanceRandom(randomKey);
  const [index, setIndex] = useState(() => Math.floor(random() * STATUS_WORDS.length));
  useEffect(() => {
    if (!animate) return;
    const id = setInterval(() => setIndex(Math.floor(random() * STATUS_WORDS.length)), STATUS_WORD_INTERVAL_MS);
    return () => clearInterval(id);
  }, [animate, random]);
  return (
    <span ref={ref} css={chip} lang="ja" aria-hidden="true" {...props}>
      {STATUS_WORDS[index]}
    </span>
  );
});
StatusWord.displayName = 'StatusWord';
