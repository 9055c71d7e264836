import type { ReactElement, ReactNode } from 'react';

/** Props of Tooltip: the trigger element and the text to show. */
export interface TooltipProps {
  /** What the tooltip says. */
  content: ReactNode;
  /** The trigger: one focusable element (a button or a link). */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
}

export interface TooltipPopupProps extends TooltipProps {
  /** The trigger had keyboard focus before this replaced it: give the focus back. */
  restoreFocus?: boolean;
}
