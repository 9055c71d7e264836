'use client';

import { css } from '@emotion/react';
import * as RadixTooltip from '@radix-ui/react-tooltip';
import { useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { composeRefs } from './triggerProps';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../../constants';
import { colors, fontSizes, radii, shadows, space, borderWidths, lineHeights, zIndices } from '../../theme';
import type { TooltipPopupProps } from './types';

const content = css(`
  z-index: ${zIndices.tooltip};
  max-width: 260px;
  padding: ${space[2]} ${space[3]};
  border-radius: ${radii.sm};
  border: ${borderWidths.hairline} solid ${colors.borderGold};
  background: ${colors.surfaceRaised};
  color: ${colors.text};
  font-size: ${fontSizes.sm};
  line-height: ${lineHeights.snug};
  box-shadow: ${shadows.card};
`);

/**
 * Skip-delay across every tooltip of the page (300 ms, docs/requirements.md §7.2): once one has opened, the next
 * opens at once, until 300 ms after the last one closed. Radix keeps this state in its
 * Provider; ours lives here so that no provider has to wrap the app before this chunk loads.
 */
const skipDelay = (() => {
  let skipping = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();
  const set = (next: boolean) => {
    if (next === skipping) return;
    skipping = next;
    listeners.forEach((l) => l());
  };
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    get: () => skipping,
    opened() {
      clearTimeout(timer);
      set(true);
    },
    closed() {
      clearTimeout(timer);
      timer = setTimeout(() => set(false), TOOLTIP_SKIP_DELAY_MS);
    },
  };
})();

/**
 * The Radix tooltip (opens after 700 ms, 300 ms skip-delay, on hover and on keyboard
 * focus). Loaded after the first paint by Tooltip; positioning code (floating-ui) included.
 */
export function TooltipPopup({
  content: text,
  children,
  side = 'top',
  open,
  defaultOpen,
  onOpenChange,
  restoreFocus = false,
  triggerProps,
  triggerRef,
}: TooltipPopupProps) {
  const skipping = useSyncExternalStore(skipDelay.subscribe, skipDelay.get, () => false);
  // Typed as Radix types it; with asChild it is whatever element the trigger is.
  const trigger = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (restoreFocus) trigger.current?.focus();
    // Only when this replaces the plain trigger, not when the prop changes later.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <RadixTooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={0}>
      <RadixTooltip.Root
        delayDuration={skipping ? 0 : TOOLTIP_DELAY_MS}
        open={open}
        defaultOpen={defaultOpen}
        onOpenChange={(next) => {
          if (next) skipDelay.opened();
          else skipDelay.closed();
          onOpenChange?.(next);
        }}
      >
        <RadixTooltip.Trigger asChild {...triggerProps} ref={composeRefs(trigger, triggerRef)}>
          {children}
        </RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content css={content} side={side} sideOffset={6} collisionPadding={8}>
            {text}
            <RadixTooltip.Arrow fill={colors.surfaceRaised} />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
