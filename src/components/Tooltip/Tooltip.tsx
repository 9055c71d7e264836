import { css } from '@emotion/react';
import * as RadixTooltip from '@radix-ui/react-tooltip';
import type { ReactElement, ReactNode } from 'react';
import { colors, fontSizes, radii, shadows, space } from '../../theme';

export interface TooltipProps {
  /** What the tooltip says. */
  content: ReactNode;
  /** The trigger: one focusable element (a button or a link). */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
}

const content = css(`
  z-index: 50;
  max-width: 260px;
  padding: ${space[2]} ${space[3]};
  border-radius: ${radii.sm};
  border: 1px solid ${colors.borderGold};
  background: ${colors.surfaceRaised};
  color: ${colors.text};
  font-size: ${fontSizes.sm};
  line-height: 1.4;
  box-shadow: ${shadows.card};
`);

/**
 * A Radix tooltip: opens after 700 ms, 300 ms skip-delay (set once by SmartBurnProvider's
 * Tooltip.Provider), on hover and on keyboard focus.
 */
export function Tooltip({ content: text, children, side = 'top' }: TooltipProps) {
  return (
    <RadixTooltip.Root>
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <RadixTooltip.Content css={content} side={side} sideOffset={6} collisionPadding={8}>
          {text}
          <RadixTooltip.Arrow fill={colors.surfaceRaised} />
        </RadixTooltip.Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
}
