'use client';

import { css } from '@emotion/react';
import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { useMotion } from '../../motion';
import { PauseIcon, PlayIcon } from './icons';
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

/** The control's texts in its three states. */
export interface MotionToggleLabels {
  /** While motion runs; default 'Pause motion'. */
  pause: string;
  /** While paused; default 'Resume motion'. */
  resume: string;
  /** Under a reduced-motion preference; default 'Motion reduced'. */
  reduced: string;
}

/** Props of MotionToggle: its texts; any attribute of its `button`. */
export interface MotionToggleProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** The texts; default 'Pause motion', 'Resume motion', 'Motion reduced'. */
  labels?: Partial<MotionToggleLabels>;
}

/**
 * Pauses all decorative motion (WCAG 2.2.2). The choice lasts for the visit. Under a
 * reduced-motion preference decoration is already still, so the control says so.
 */
export const MotionToggle = forwardRef<HTMLButtonElement, MotionToggleProps>(function MotionToggle(
  { labels, onClick, ...rest },
  ref,
) {
  const { paused, setPaused, reducedMotion } = useMotion();
  return (
    <button
      ref={ref}
      type="button"
      css={button}
      aria-pressed={paused}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) setPaused(!paused);
      }}
      {...rest}
    >
      {paused ? <PlayIcon /> : <PauseIcon />}
      <span css={label}>
        {paused
          ? (labels?.resume ?? 'Resume motion')
          : reducedMotion
            ? (labels?.reduced ?? 'Motion reduced')
            : (labels?.pause ?? 'Pause motion')}
      </span>
    </button>
  );
});
MotionToggle.displayName = 'MotionToggle';
