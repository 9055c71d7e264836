'use client';

import { css } from '@emotion/react';
import { useMotion } from '../../motion';
import { breakpoints, colors, fonts, fontSizes, radii, space, visuallyHiddenRules, borderWidths } from '../../theme';

const button = css(`
  display: inline-flex;
  align-items: center;
  gap: ${space[2]};
  min-height: 40px;
  padding: 0 ${space[3]};
  border-radius: ${radii.round};
  border: ${borderWidths.hairline} solid ${colors.border};
  background: ${colors.surface};
  color: ${colors.text};
  font-family: ${fonts.body};
  font-size: ${fontSizes.xs};
  cursor: pointer;
  &:hover {
    border-color: ${colors.gold};
  }
  min-width: 40px;
  justify-content: center;
  &[aria-pressed='true'] {
    border-color: ${colors.gold};
    color: ${colors.gold};
  }
`);

// On phones the label is for screen readers only; the icon shows.
const label = css(`
  @media (max-width: ${breakpoints.sm - 1}px) {
    ${visuallyHiddenRules}
  }
`);

/**
 * Pauses all decorative motion (WCAG 2.2.2). The choice lasts for the visit. Under a
 * reduced-motion preference decoration is already still, so the control says so.
 */
export function MotionToggle() {
  const { paused, setPaused, reducedMotion } = useMotion();
  return (
    <button type="button" css={button} aria-pressed={paused} onClick={() => setPaused(!paused)}>
      <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
      <span css={label}>{paused ? 'Resume motion' : reducedMotion ? 'Motion reduced' : 'Pause motion'}</span>
    </button>
  );
}
