'use client';

import { css } from '@emotion/react';
import { memo } from 'react';
import type { Activity } from '../../data/types';
import { formatRelativeTime, parseTimestamp } from '../../format';
import { colors, fontSizes, radii, space, spreadRow, clampLines, borderWidths, fontWeights } from '../../theme';

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

/** Props of ActivityItem: one activity and the time to measure its age from. */
export interface ActivityItemProps {
  activity: Activity;
  /** The current time, for "5 minutes ago". */
  now: number;
  locale?: string;
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

/**
 * One activity: title, description, relative time; left border colour by type. Content
 * from the API is rendered as text only; long text is clamped with the full text in `title`.
 */
export const ActivityItem = memo(function ActivityItem({ activity, now, locale }: ActivityItemProps) {
  const at = parseTimestamp(activity.timestamp);
  const kind = activityKind(activity.type);
  return (
    <li css={item} data-kind={kind} data-testid="activity-item">
      <div css={spreadRow}>
        <p css={title} title={activity.title.length > 80 ? activity.title : undefined}>
          {activity.title}
        </p>
        <time css={time} dateTime={Number.isNaN(at) ? undefined : new Date(at).toISOString()}>
          {formatRelativeTime(at, now, locale)}
        </time>
      </div>
      <p css={description} title={activity.description.length > 160 ? activity.description : undefined}>
        {activity.description}
      </p>
    </li>
  );
}, sameActivityItem);

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
    prev.locale === next.locale &&
    (a === b ||
      (a.id === b.id &&
        a.type === b.type &&
        a.title === b.title &&
        a.description === b.description &&
        a.timestamp === b.timestamp)) &&
    (prev.now === next.now ||
      formatRelativeTime(parseTimestamp(a.timestamp), prev.now, prev.locale) ===
        formatRelativeTime(parseTimestamp(b.timestamp), next.now, next.locale))
  );
}
