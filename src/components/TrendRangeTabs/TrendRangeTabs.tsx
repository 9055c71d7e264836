'use client';

import { css } from '@emotion/react';
import { forwardRef, useId, useRef, useState, type HTMLAttributes, type KeyboardEvent } from 'react';
import { HISTORY_DEFAULT_RANGE, HISTORY_RANGES } from '../../constants';
import type { HistoryRange } from '../../data/historyTypes';
import { borderWidths, colors, fonts, fontSizes, fontWeights, letterSpacings, radii, space } from '../../theme';

/** The visible name of each range on its tab. */
export const RANGE_LABELS: Record<HistoryRange, string> = {
  '24h': '24 hours',
  '7d': '7 days',
  '30d': '30 days',
  '90d': '90 days',
  '1y': '1 year',
  all: 'All',
};

/** The id of a range's tab, for the panel's `aria-labelledby`: `{idPrefix}-tab-{range}`. */
export const rangeTabId = (idPrefix: string, range: HistoryRange) => `${idPrefix}-tab-${range}`;

/** Props of TrendRangeTabs: the ranges, the selected one (controlled or not) and the panel; any attribute of its tablist `div`. */
export interface TrendRangeTabsProps extends Omit<HTMLAttributes<HTMLDivElement>, 'defaultValue' | 'onChange'> {
  /** The ranges offered, in order; default HISTORY_RANGES (24h, 7d, 30d, 90d, 1y, all). */
  ranges?: readonly HistoryRange[];
  /** The selected range (controlled); pair with `onValueChange`. */
  value?: HistoryRange;
  /** The range selected first when uncontrolled; default HISTORY_DEFAULT_RANGE (24h). */
  defaultValue?: HistoryRange;
  /** Called with the range the visitor selects (click, Enter or Space on a tab). */
  onValueChange?: (range: HistoryRange) => void;
  /** Each range's tab text; default '24 hours', '7 days', '30 days'. */
  labels?: Partial<Record<HistoryRange, string>>;
  /** The id of the tab panel the tabs control (`aria-controls`). */
  panelId?: string;
  /** Prefix of the tabs' ids (see `rangeTabId`); default one from useId. */
  idPrefix?: string;
}

// On a phone the ranges may not all fit on one row: they wrap inside the pill rather than
// widening the page.
const list = css(`
  display: inline-flex;
  flex-wrap: wrap;
  max-width: 100%;
  gap: ${space[1]};
  padding: ${space[1]};
  border-radius: ${radii.round};
  border: ${borderWidths.hairline} solid ${colors.border};
  background: ${colors.surface};
`);
const tab = css(`
  min-height: 36px;
  padding: 0 ${space[3]};
  border: 0;
  border-radius: ${radii.round};
  background: transparent;
  color: ${colors.textMuted};
  font-family: ${fonts.display};
  font-size: ${fontSizes.xs};
  font-weight: ${fontWeights.semibold};
  letter-spacing: ${letterSpacings.md};
  white-space: nowrap;
  cursor: pointer;
  &:hover {
    color: ${colors.gold};
  }
  &[aria-selected='true'] {
    background: ${colors.gold};
    color: ${colors.background};
    cursor: default;
  }
`);

/**
 * The time-range selector of the trends (docs/requirements.md §13.3): a WAI-ARIA tablist.
 * Arrow Left/Right move the focus along the tabs (wrapping), Home and End to the first and last;
 * Enter, Space or a click selects (manual activation: each selection fetches a range, so
 * moving the focus alone does not). Only the selected tab is in the Tab order.
 */
export const TrendRangeTabs = forwardRef<HTMLDivElement, TrendRangeTabsProps>(function TrendRangeTabs(
  {
    ranges = HISTORY_RANGES,
    value,
    defaultValue = HISTORY_DEFAULT_RANGE,
    onValueChange,
    labels,
    panelId,
    idPrefix,
    ...rest
  },
  ref,
) {
  const ownId = useId();
  const prefix = idPrefix ?? ownId;
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const selected = value ?? uncontrolled;
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);

  const select = (range: HistoryRange) => {
    if (value === undefined) setUncontrolled(range);
    if (range !== selected) onValueChange?.(range);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = ranges.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined;
    if (target === undefined) return;
    event.preventDefault();
    tabs.current[target]?.focus();
  };

  return (
    <div ref={ref} role="tablist" aria-label="Time range" css={list} {...rest}>
      {ranges.map((range, index) => (
        <button
          key={range}
          ref={(element) => void (tabs.current[index] = element)}
          type="button"
          role="tab"
          id={rangeTabId(prefix, range)}
          css={tab}
          aria-selected={range === selected}
          aria-controls={panelId}
          tabIndex={range === selected ? 0 : -1}
          onClick={() => select(range)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {labels?.[range] ?? RANGE_LABELS[range]}
        </button>
      ))}
    </div>
  );
});
TrendRangeTabs.displayName = 'TrendRangeTabs';
