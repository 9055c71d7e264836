'use client';

import { css } from '@emotion/react';
import { ACTIVITY_FEED_MAX_ITEMS, RELATIVE_TIME_TICK_MS } from '../../constants';
import { useBrand } from '../../config';
import type { Activity } from '../../data/types';
import type { BlockStateProps } from '../../data/useBlockState';
import { useNow } from '../../motion';
import { colors, fonts, fontSizes, liveDot, radii, shadows, space, stackList, letterSpacings } from '../../theme';
import { BlockError } from '../ErrorPanel';
import { StaleMark } from '../StaleMark';
import { ActivityItem } from './ActivityItem';
import { newestActivities } from './newestActivities';

/** Props of ActivityFeedView: the activities and the block's load state to show. */
export interface ActivityFeedViewProps extends BlockStateProps {
  /** The activities, in any order; the newest are shown. */
  activities: readonly Activity[] | undefined;
}

const section = css(`
  display: grid;
  gap: ${space[4]};
  padding: ${space[5]};
  border-radius: ${radii.lg};
  background: ${colors.surfaceRaised};
  box-shadow: ${shadows.card};
  min-width: 0;
`);
const head = css(`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space[2]};
`);
const heading = css(`
  margin: 0;
  display: flex;
  align-items: center;
  gap: ${space[2]};
  font-family: ${fonts.display};
  font-size: ${fontSizes.lg};
  letter-spacing: ${letterSpacings.lg};
  color: ${colors.gold};
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
export function ActivityFeedView({ activities, ...block }: ActivityFeedViewProps) {
  const { state, stale = false, lastSuccessAt } = block;
  const { locale } = useBrand();
  const now = useNow(RELATIVE_TIME_TICK_MS);
  const all = activities ?? EMPTY;
  const shown = newestActivities(all, ACTIVITY_FEED_MAX_ITEMS);
  return (
    <section
      css={section}
      aria-labelledby="activity-feed-heading"
      data-testid="activity-feed"
      aria-busy={state === 'loading'}
    >
      <div css={head}>
        <h2 id="activity-feed-heading" css={heading}>
          <span css={liveDot} aria-hidden="true" />
          Live Activity Feed
        </h2>
        {stale ? <StaleMark since={lastSuccessAt} /> : null}
      </div>
      {state === 'error' ? (
        <BlockError title="Activities could not be loaded" {...block} />
      ) : state === 'loading' ? (
        <div css={stackList}>
          {[0, 1, 2].map((i) => (
            <div key={i} css={placeholder} />
          ))}
        </div>
      ) : shown.length === 0 ? (
        <p css={muted}>No recent activities to display</p>
      ) : (
        <>
          <ul css={stackList}>
            {withUniqueKeys(shown).map(([key, a]) => (
              <ActivityItem key={key} activity={a} now={now} locale={locale} />
            ))}
          </ul>
          {all.length > shown.length ? (
            <p css={countNote}>
              Showing the latest {shown.length} of {all.length.toLocaleString(locale)} activities
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}

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
