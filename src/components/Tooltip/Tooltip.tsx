'use client';

import { cloneElement, useRef, type FocusEvent, type PointerEvent, type ReactElement } from 'react';
import { useTooltipPopup } from './popupContext';
import type { TooltipProps } from './types';

type TriggerHandlers = {
  onFocus?: (e: FocusEvent<HTMLElement>) => void;
  onBlur?: (e: FocusEvent<HTMLElement>) => void;
  onPointerEnter?: (e: PointerEvent<HTMLElement>) => void;
};

/**
 * A tooltip on a button or link: opens after 700 ms (300 ms skip-delay) on hover and on
 * keyboard focus. The trigger renders at once; the popup's code (Radix Tooltip and its
 * positioning library, 14 KB gzip) loads when the pointer or the focus first reaches a trigger
 * (useTooltipPopup), well inside the 700 ms delay. If the trigger has keyboard focus when
 * the popup code arrives, it keeps it.
 */
export function Tooltip({ content, children, side = 'top' }: TooltipProps) {
  const { Popup, request } = useTooltipPopup();
  const focused = useRef(false);
  if (Popup) {
    return (
      <Popup content={content} side={side} restoreFocus={focused.current}>
        {children}
      </Popup>
    );
  }
  const own = (children as ReactElement<TriggerHandlers>).props;
  return cloneElement(children as ReactElement<TriggerHandlers>, {
    onPointerEnter: (e: PointerEvent<HTMLElement>) => {
      request();
      own.onPointerEnter?.(e);
    },
    onFocus: (e: FocusEvent<HTMLElement>) => {
      focused.current = true;
      request();
      own.onFocus?.(e);
    },
    onBlur: (e: FocusEvent<HTMLElement>) => {
      focused.current = false;
      own.onBlur?.(e);
    },
  });
}
