'use client';

import { cloneElement, useContext, useRef, type FocusEvent, type ReactElement } from 'react';
import { TooltipPopupContext } from './popupContext';
import type { TooltipProps } from './types';

type FocusHandlers = { onFocus?: (e: FocusEvent<HTMLElement>) => void; onBlur?: (e: FocusEvent<HTMLElement>) => void };

/**
 * A tooltip on a button or link: opens after 700 ms (300 ms skip-delay) on hover and on
 * keyboard focus. The trigger renders at once; the popup's code (Radix Tooltip and its
 * positioning library) loads when the page is idle after its first paint
 * (TooltipPopupContext). If the trigger has keyboard focus when the popup code arrives, it
 * keeps it.
 */
export function Tooltip({ content, children, side = 'top' }: TooltipProps) {
  const Popup = useContext(TooltipPopupContext);
  const focused = useRef(false);
  if (Popup) {
    return (
      <Popup content={content} side={side} restoreFocus={focused.current}>
        {children}
      </Popup>
    );
  }
  const own = (children as ReactElement<FocusHandlers>).props;
  return cloneElement(children as ReactElement<FocusHandlers>, {
    onFocus: (e: FocusEvent<HTMLElement>) => {
      focused.current = true;
      own.onFocus?.(e);
    },
    onBlur: (e: FocusEvent<HTMLElement>) => {
      focused.current = false;
      own.onBlur?.(e);
    },
  });
}
