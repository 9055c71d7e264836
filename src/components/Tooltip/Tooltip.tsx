'use client';

import {
  cloneElement,
  forwardRef,
  useEffect,
  useRef,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
} from 'react';
import { useTooltipPopup } from './popupContext';
import { composeRefs, mergeTriggerProps, refOf } from './triggerProps';
import type { TooltipProps } from './types';

/**
 * A tooltip on a button or link: opens after 700 ms (300 ms skip-delay) on hover and on
 * keyboard focus, or when `open` says so. The trigger renders at once and is the component's
 * root: the ref and any other attribute go to it. The popup's code (Radix Tooltip and its
 * positioning library) loads when the pointer or the focus first reaches a trigger,
 * or when `open`/`defaultOpen` asks for it (useTooltipPopup), well inside the 700 ms delay;
 * until then no popup shows. If the trigger has keyboard focus when the popup code arrives, it
 * keeps it.
 */
export const Tooltip = forwardRef<HTMLElement, TooltipProps>(function Tooltip(
  { content, children, side = 'top', open, defaultOpen, onOpenChange, ...triggerProps },
  ref,
) {
  const { Popup, request } = useTooltipPopup();
  const focused = useRef(false);
  const wantsOpen = open === true || (open === undefined && defaultOpen === true);
  useEffect(() => {
    if (wantsOpen) request();
  }, [wantsOpen, request]);
  if (Popup) {
    return (
      <Popup
        content={content}
        side={side}
        open={open}
        defaultOpen={defaultOpen}
        onOpenChange={onOpenChange}
        restoreFocus={focused.current}
        triggerProps={triggerProps}
        triggerRef={ref}
      >
        {children}
      </Popup>
    );
  }
  const child = children as ReactElement<Record<string, unknown>>;
  const props = mergeTriggerProps(
    {
      ...triggerProps,
      onPointerEnter: (e: PointerEvent<HTMLElement>) => {
        request();
        triggerProps.onPointerEnter?.(e);
      },
      onFocus: (e: FocusEvent<HTMLElement>) => {
        focused.current = true;
        request();
        triggerProps.onFocus?.(e);
      },
      onBlur: (e: FocusEvent<HTMLElement>) => {
        focused.current = false;
        triggerProps.onBlur?.(e);
      },
    },
    child.props,
  );
  return cloneElement(child, { ...props, ref: composeRefs(refOf(child), ref) });
});
Tooltip.displayName = 'Tooltip';
