import type { FocusEvent, KeyboardEvent, PointerEvent } from 'react';
import { TREND_SCRUB_SLOP_PX } from '../../constants';
import { nearestIndex, type ScrubPoint } from '../TrendChart/scrubPoints';

/** What the scrub reads and sets: a chart's samples and axis, and the card's state. */
export interface ScrubTarget {
  points: readonly ScrubPoint[];
  from: number;
  to: number;
  active: number | undefined;
  setActive: (index: number | undefined) => void;
  /** Says the sample at `index` to assistive tech (once a key is let go). */
  announce: (index: number | undefined) => void;
}

/** A touch's start, until it turns out horizontal (a scrub) or vertical (the page scrolls). */
export interface Gesture {
  pointerId: number;
  x: number;
  y: number;
  scrubbing: boolean;
}

/**
 * The chart's handlers for a scrub: a pointer move (mouse, pen) or a horizontal touch drag
 * puts the crosshair on the nearest sample; lifting, cancelling or leaving hides it. Arrow keys
 * move sample by sample, Home and End go to the ends, Escape hides. Loaded on the first
 * interaction with a chart (TrendSeriesCard); `gesture` is the card's, kept between events.
 */
export function scrubHandlers(target: ScrubTarget, gesture: { current: Gesture | undefined }) {
  const at = (event: PointerEvent) => {
    const box = event.currentTarget.getBoundingClientRect();
    const share = box.width > 0 ? (event.clientX - box.left) / box.width : 0;
    return nearestIndex(target.points, target.from + Math.min(1, Math.max(0, share)) * (target.to - target.from));
  };
  const show = (index: number) => target.setActive(index < 0 ? undefined : index);
  const hide = () => {
    gesture.current = undefined;
    target.setActive(undefined);
  };
  const last = target.points.length - 1;
  return {
    onPointerDown(event: PointerEvent) {
      if (event.pointerType === 'mouse') return;
      gesture.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY, scrubbing: false };
    },
    onPointerMove(event: PointerEvent) {
      if (event.pointerType === 'mouse') return show(at(event));
      // A touch that began before this code arrived starts here.
      const g = (gesture.current ??= {
        pointerId: event.pointerId,
        x: event.clientX,
        y: event.clientY,
        scrubbing: false,
      });
      if (!g.scrubbing) {
        const dx = Math.abs(event.clientX - g.x);
        const dy = Math.abs(event.clientY - g.y);
        if (dx < TREND_SCRUB_SLOP_PX || dx <= dy) return;
        g.scrubbing = true;
      }
      show(at(event));
    },
    onPointerUp: hide,
    // The browser took the touch for a vertical scroll (touch-action: pan-y).
    onPointerCancel: hide,
    onPointerLeave(event: PointerEvent) {
      if (event.pointerType === 'mouse') hide();
    },
    onKeyDown(event: KeyboardEvent) {
      if (last < 0) return;
      const current = target.active;
      let next: number | undefined;
      if (event.key === 'ArrowLeft') next = current === undefined ? last : Math.max(0, current - 1);
      else if (event.key === 'ArrowRight') next = current === undefined ? last : Math.min(last, current + 1);
      else if (event.key === 'Home') next = 0;
      else if (event.key === 'End') next = last;
      else if (event.key === 'Escape' && current !== undefined) {
        event.preventDefault();
        target.announce(undefined);
        return hide();
      } else return;
      event.preventDefault();
      target.setActive(next);
    },
    // Said once the key is let go: a held arrow key moves the crosshair without a word per step.
    onKeyUp(event: KeyboardEvent) {
      if (['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) target.announce(target.active);
    },
    onBlur(_event: FocusEvent) {
      hide();
    },
  };
}
