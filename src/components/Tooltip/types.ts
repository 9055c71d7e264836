import type { HTMLAttributes, ReactElement, ReactNode, Ref } from 'react';

/** Props of Tooltip: the trigger element, the text to show, and its open state; other attributes go to the trigger. */
export interface TooltipProps extends Omit<HTMLAttributes<HTMLElement>, 'content' | 'children'> {
  /** What the tooltip says. */
  content: ReactNode;
  /** The trigger: one focusable element (a button or a link). It receives the ref and the other attributes. */
  children: ReactElement;
  /** Where the popup sits; default `top`. */
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** Controlled: the popup is open. Use with `onOpenChange`. */
  open?: boolean;
  /** Uncontrolled: open at first; default `false`. */
  defaultOpen?: boolean;
  /** Called when the popup opens or closes (hover, focus, Escape). */
  onOpenChange?: (open: boolean) => void;
}

/** What Tooltip hands its popup once the popup's code has loaded. */
export interface TooltipPopupProps extends Pick<
  TooltipProps,
  'content' | 'children' | 'side' | 'open' | 'defaultOpen' | 'onOpenChange'
> {
  /** The trigger had keyboard focus before this replaced it: give the focus back. */
  restoreFocus?: boolean;
  /** Attributes for the trigger, merged into the child's own. */
  triggerProps?: Omit<HTMLAttributes<HTMLElement>, 'content' | 'children'>;
  /** The ref for the trigger element. */
  triggerRef?: Ref<HTMLElement>;
}
