'use client';

import { css } from '@emotion/react';
import { forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import { ACTIVITY_FEED_MAX_ITEMS, RELATIVE_TIME_TICK_MS } from '../../constants';
import { useBrand } from '../../config';
import type { Activity } from '../../data/types';
import { splitBlockState, type BlockStateProps } from '../../data/useBlockState';
import { activityHref, explorerTxHref } from '../../format';
import { useNow } from '../../motion';
import { colors, fontSizes, fontWeights, letterSpacings, liveDot, radii, space, stackList } from '../../theme';
import { Card, CardBody, CardHeader, CardTitle } from '../Card';
import { BlockError } from '../ErrorPanel';
import { StaleMark } from '../StaleMark';
import { ActivityItem } from './ActivityItem';
import { newestActivities } from './newestActivities';

/** Props of ActivityFeedView: the activities and the block's load state to show; any attribute of its `section`. */
export interface ActivityFeedViewProps
  extends BlockStateProps, Omit<HTMLAttributes<HTMLElement>, 'title' | 'children'> {
  /** The activities, in any order; the newest are shown. */
  activities: readonly Activity[] | undefined;
  /** The feed's heading; default 'Live Activity Feed'. */
  title?: ReactNode;
  /** The text with no activities; default 'No recent activities to display'. */
  emptyText?: ReactNode;
  /** The inline error's title; default 'Activities could not be loaded'. */
  errorTitle?: string;
}

// The feed is a section of the page beside the figures, not one figure: a flat surface, roomier
// rows and its own gold heading set it apart from the figure cards.
const feed = css(`
  gap: ${space[4]};
  min-height: 0;
  overflow: visible;
  background: ${colors.surfaceRaised};
  &::before {
    content: none;
  }
`);
const head = css(`
  flex-wrap: wrap;
`);
const heading = css(`
  display: flex;
  align-items: center;
  gap: ${space[2]};
  font-size: ${fontSizes.lg};
  font-weight: ${fontWeights.bold};
  letter-spacing: ${letterSpacings.lg};
  text-transform: none;
  color: ${colors.gold};
`);
const body = css(`
  gap: ${space[4]};
`);
const muted = css(`
  margin: 0;
  padding: ${space[5]} 0;
  text-align: center;
  color: ${colors.textMuted};
`);
const countNote = css(`
  margin: 0;
  font-size: ${fontSizes.xs};
  color: ${colors.textMuted};
`);
const placeholder = css(`
  height: 72px;
  border-radius: ${radii.sm};
  background: ${colors.skeleton};
`);

const EMPTY: readonly Activity[] = [];

/**
 * The Live Activity Feed: the ACTIVITY_FEED_MAX_ITEMS newest activities by timestamp (whatever
 * order the API sends), newest first, so a 10 000-item answer never freezes the page; relative
 * times tick.
 */
export const ActivityFeedView = forwardRef<HTMLElement, ActivityFeedViewProps>(function ActivityFeedView(props, ref) {
  const [{ state, error, onRetry, retrying, stale = false, lastSuccessAt }, own] = splitBlockState(props);
  const {
    activities,
    title = 'Live Activity Feed',
    emptyText = 'No recent activities to display',
    errorTitle = 'Activities could not be loaded',
    ...rest
  } = own;
  const { locale, activityUrl, explorerTxUrl } = useBrand();
  const headingId = useId();
  const now = useNow(RELATIVE_TIME_TICK_MS);
  const all = activities ?? EMPTY;
  const shown = newestActivities(all, ACTIVITY_FEED_MAX_ITEMS);
  return (
    <Card
      ref={ref}
      as="section"
      css={feed}
      // Staleness shows as the mark in the header; the loss-red hairline is the figure cards' sign.
      state={state === 'loading' ? 'loading' : 'ready'}
      aria-labelledby={headingId}
      data-testid="activity-feed"
      {...rest}
    >
      <CardHeader css={head}>
        <CardTitle as="h2" id={headingId} css={heading}>
          <span css={liveDot} aria-hidden="true" />
          {title}
        </CardTitle>
        {stale ? <StaleMark lastSuccessAt={lastSuccessAt} /> : null}
      </CardHeader>
      <CardBody css={body}>
        {state === 'error' ? (
          <BlockError title={errorTitle} error={error} onRetry={onRetry} retrying={retrying} />
        ) : state === 'loading' ? (
          <div css={stackList}>
            {[0, 1, 2].map((i) => (
              <div key={i} css={placeholder} />
            ))}
          </div>
        ) : shown.length === 0 ? (
          <p css={muted}>{emptyText}</p>
        ) : (
          <>
            <ul css={stackList}>
              {withUniqueKeys(shown).map(([key, a]) => (
                <ActivityItem
                  key={key}
                  activity={a}
                  now={now}
                  locale={locale}
                  href={activityHref(activityUrl, a.id)}
                  explorerHref={explorerTxHref(explorerTxUrl, a.txHash)}
                />
              ))}
            </ul>
            {all.length > shown.length ? (
              <p css={countNote}>
                Showing the latest {shown.length} of {all.length.toLocaleString(locale)} activities
              </p>
            ) : null}
          </>
        )}
      </CardBody>
    </Card>
  );
});
ActivityFeedView.displayName = 'ActivityFeedView';

/** Keys from ids, made unique when an API repeats an id (React must never see duplicates). */
function withUniqueKeys(items: readonly Activity[]): Array<[string, Activity]> {
  const seen = new Map<string, number>();
  return items.map((a) => {
    const id = String(a.id);
    const n = seen.get(id) ?? 0;
    seen.set(id, n + 1);
    return [n === 0 ? id : `${id}~${n}`, a];
  });
}
