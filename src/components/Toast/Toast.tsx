'use client';

import { css } from '@emotion/react';
import * as RadixToast from '@radix-ui/react-toast';
import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_DIRECTION, TOAST_SWIPE_THRESHOLD_PX } from '../../constants';
import {
  colors,
  fonts,
  fontSizes,
  motion,
  mq,
  radii,
  shadows,
  space,
  clampLines,
  borderWidths,
  fontWeights,
  letterSpacings,
  lineHeights,
  zIndices,
} from '../../theme';
import { useToast } from './toastApi';

export { toast, useToast } from './toastApi';

const viewport = css(`
  position: fixed;
  z-index: ${zIndices.toast};
  bottom: 0;
  right: 0;
  left: 0;
  display: flex;
  flex-direction: column;
  gap: ${space[2]};
  margin: 0;
  padding: ${space[4]};
  list-style: none;
  outline: none;
  ${mq.sm} {
    left: auto;
    width: 400px;
  }
`);

const root = css(`
  position: relative;
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${space[1]} ${space[3]};
  padding: ${space[4]};
  border-radius: ${radii.md};
  border: ${borderWidths.hairline} solid ${colors.borderGold};
  border-left: ${borderWidths.bar} solid ${colors.gold};
  background: ${colors.surfaceRaised};
  box-shadow: ${shadows.card};
  color: ${colors.text};
  &[data-variant='destructive'] {
    background: ${colors.toastDestructiveBg};
    border-color: ${colors.toastDestructiveBorder};
  }
  &[data-swipe='move'] {
    transform: translateX(var(--radix-toast-swipe-move-x));
  }
  &[data-swipe='cancel'] {
    transform: translateX(0);
  }
  ${mq.motionOk} {
    &[data-state='open'] {
      animation: toast-in ${motion.durationBase} ${motion.easeOut};
    }
    &[data-swipe='end'] {
      animation: toast-out ${motion.durationFast} ${motion.easeOut} forwards;
    }
  }
  /* Movement only, no fade: a toast is readable from its first frame. */
  @keyframes toast-in {
    from {
      transform: translateY(12px);
    }
  }
  @keyframes toast-out {
    to {
      transform: translateX(calc(var(--radix-toast-swipe-end-x) + 40px));
      opacity: 0;
    }
  }
`);

// Texts are cut in the store; the clamps keep even a maximal toast to a few lines.
const title = css(`
  margin: 0;
  font-family: ${fonts.display};
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.semibold};
  letter-spacing: ${letterSpacings.sm};
  ${clampLines(2)}
`);
const description = css(`
  grid-column: 1 / 2;
  margin: 0;
  font-size: ${fontSizes.sm};
  color: ${colors.text};
  ${clampLines(4)}
`);
const close = css(`
  grid-row: 1 / span 2;
  grid-column: 2;
  align-self: start;
  width: 32px;
  height: 32px;
  border-radius: ${radii.round};
  border: ${borderWidths.hairline} solid ${colors.border};
  background: transparent;
  color: ${colors.text};
  font-size: ${fontSizes.icon};
  line-height: ${lineHeights.none};
  cursor: pointer;
  &:hover {
    border-color: ${colors.gold};
  }
`);

/**
 * The toast region: Radix Toast with the required settings (5000 ms, swipe right 50 px,
 * F8 focuses the region). SmartBurnProvider renders it through DeferredToaster
 * (src/deferred/parts.tsx), which loads this module when the page is idle after its first
 * paint, or at once for a toast.
 */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  return (
    <RadixToast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection={TOAST_SWIPE_DIRECTION}
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label="Notifications"
    >
      {toasts.map((t) => (
        <RadixToast.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => {
            if (!open) dismiss(t.id);
          }}
          type={t.variant === 'destructive' ? 'foreground' : 'background'}
          data-variant={t.variant}
          css={root}
        >
          <RadixToast.Title css={title}>{t.title}</RadixToast.Title>
          {t.description ? <RadixToast.Description css={description}>{t.description}</RadixToast.Description> : null}
          <RadixToast.Close css={close} aria-label="Dismiss notification">
            <span aria-hidden="true">×</span>
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport css={viewport} hotkey={[...TOAST_HOTKEY]} label="Notifications ({hotkey})" />
    </RadixToast.Provider>
  );
}
