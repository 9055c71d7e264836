'use client';

import { css } from '@emotion/react';
import { forwardRef, memo, type LiHTMLAttributes } from 'react';
import type { Activity } from '../../data/types';
import { formatRelativeTime, parseTimestamp } from '../../format';
import {
  colors,
  fontSizes,
  radii,
  space,
  spreadRow,
  clampLines,
  borderWidths,
  fontWeights,
  visuallyHidden,
} from '../../theme';

export type ActivityKind = 'burn' | 'trade' | 'reinvest' | 'other';

/** burn, trade and reinvest have a colour each; any other type shares one (docs/requirements.md §3.6). */
export function activityKind(type: string): ActivityKind {
  return type === 'burn' || type === 'trade' || type === 'reinvest' ? type : 'other';
}

export const ACTIVITY_COLORS: Record<ActivityKind, string> = {
  burn: colors.activityBurn,
  trade: colors.activityTrade,
  reinvest: colors.activityReinvest,
  other: colors.activityOther,
};

/** Props of ActivityItem: one activity and the time to measure its age from; any attribute of its `li`. */
export interface ActivityItemProps extends Omit<LiHTMLAttributes<HTMLLIElement>, 'children'> {
  /** The activity to show. */
  activity: Activity;
  /** The current time, for "5 minutes ago". */
  now: number;
  /** The locale of the relative time; default the runtime's. */
  locale?: string;
  /** The activity's own page: the title links to it; default no link. */
  href?: string;
  /** The activity's transaction on a block explorer: a "View transaction" link; default none. */
  explorerHref?: string;
}

const item = css(`
  display: grid;
  gap: ${space[1]};
  padding: ${space[3]} ${space[4]};
  border-radius: ${radii.sm};
  border-left: ${borderWidths.bar} solid ${colors.activityOther};
  background: ${colors.surface};
  min-width: 0;
  &[data-kind='burn'] {
    border-left-color: ${ACTIVITY_COLORS.burn};
  }
  &[data-kind='trade'] {
    border-left-color: ${ACTIVITY_COLORS.trade};
  }
  &[data-kind='reinvest'] {
    border-left-color: ${ACTIVITY_COLORS.reinvest};
  }
`);
const title = css(`
  margin: 0;
  font-size: ${fontSizes.md};
  font-weight: ${fontWeights.bold};
  color: ${colors.text};
  min-width: 0;
  ${clampLines(3)}
`);
const time = css(`
  flex: none;
  font-size: ${fontSizes.xs};
  color: ${colors.textMuted};
  white-space: nowrap;
`);
const description = css(`
  margin: 0;
  font-size: ${fontSizes.sm};
  color: ${colors.textMuted};
  ${clampLines(4)}
`);
// The title keeps its look as a link; the underline on hover and focus tells it is one.
const titleLink = css(`
  color: inherit;
  text-decoration: none;
  &:hover,
  &:focus-visible {
    text-decoration: underline;
  }
`);
const txLink = css(`
  justify-self: start;
  font-size: ${fontSizes.xs};
  color: ${colors.textMuted};
  text-decoration: underline;
  &:hover,
  &:focus-visible {
    color: ${colors.text};
  }
`);

/**
 * One activity: title, description, relative time; left border colour by type. Content
 * from the API is rendered as text only; long text is clamped with the full text in `title`.
 */
export const ActivityItem = memo(
  forwardRef<HTMLLIElement, ActivityItemProps>(function ActivityItem(
    { activity, now, locale, href, explorerHref, ...rest },
    ref,
  ) {
    const at = parseTimestamp(activity.timestamp);
    const kind = activityKind(activity.type);
    return (
      <li ref={ref} css={item} data-kind={kind} data-testid="activity-item" {...rest}>
        <div css={spreadRow}>
          <p css={title} title={activity.title.length > 80 ? activity.title : undefined}>
            {href ? (
              <a css={titleLink} href={href}>
                {activity.title}
              </a>
            ) : (
              activity.title
            )}
          </p>
          <time css={time} dateTime={Number.isNaN(at) ? undefined : new Date(at).toISOString()}>
            {formatRelativeTime(at, now, locale)}
          </time>
        </div>
        <p css={description} title={activity.description.length > 160 ? activity.description : undefined}>
          {activity.description}
        </p>
        {explorerHref ? (
          // Another site: no referrer details beyond the origin, and no handle on this window.
          <a css={txLink} href={explorerHref} target="_blank" rel="noopener noreferrer">
            View transaction<span css={visuallyHidden}> (opens in a new tab)</span>
          </a>
        ) : null}
      </li>
    );
  }),
  sameActivityItem,
);
ActivityItem.displayName = 'ActivityItem';

/**
 * Re-render an item only when what it shows changes: its fields (a poll that prepends one
 * activity gives every older item a new object, with the same content) or its time text
 * (the clock ticks every 30 s; most items still read the same "… ago").
 * Bench: without it (plain memo or none) ActivityItem ×20 per new activity and per clock tick; with it ×1, and ×7–14 per tick.
 */
export function sameActivityItem(prev: ActivityItemProps, next: ActivityItemProps): boolean {
  const a = prev.activity;
  const b = next.activity;
  return (
    sameOtherProps(prev, next) &&
    prev.locale === next.locale &&
    prev.href === next.href &&
    prev.explorerHref === next.explorerHref &&
    (a === b ||
      (a.id === b.id &&
        a.type === b.type &&
        a.title === b.title &&
        a.description === b.description &&
        a.timestamp === b.timestamp &&
        a.txHash === b.txHash)) &&
    (prev.now === next.now ||
      formatRelativeTime(parseTimestamp(a.timestamp), prev.now, prev.locale) ===
        formatRelativeTime(parseTimestamp(b.timestamp), next.now, next.locale))
  );
}

const OWN_PROPS = new Set(['activity', 'now', 'locale', 'href', 'explorerHref']);

/** The attributes passed through to the `li` (className, style, handlers...), compared one by one. */
function sameOtherProps(prev: ActivityItemProps, next: ActivityItemProps): boolean {
  const prevKeys = Object.keys(prev).filter((k) => !OWN_PROPS.has(k));
  const nextKeys = Object.keys(next).filter((k) => !OWN_PROPS.has(k));
  const before = prev as unknown as Record<string, unknown>;
  const after = next as unknown as Record<string, unknown>;
  return prevKeys.length === nextKeys.length && prevKeys.every((k) => Object.is(before[k], after[k]));
}
