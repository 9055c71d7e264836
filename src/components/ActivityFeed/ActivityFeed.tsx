'use client';

import { forwardRef } from 'react';
import { useActivities } from '../../data';
import { useBlockState, type BlockStateProps } from '../../data/useBlockState';
import { ActivityFeedView, type ActivityFeedViewProps } from './ActivityFeedView';

/** Props of ActivityFeed: everything its view takes but the data and load state, which come from the API. */
export type ActivityFeedProps = Omit<ActivityFeedViewProps, 'activities' | keyof BlockStateProps>;

/** Connected: GET /api/activities every 20 s into the Live Activity Feed (docs/requirements.md §3.6). */
export const ActivityFeed = forwardRef<HTMLElement, ActivityFeedProps>(function ActivityFeed(props, ref) {
  const { data, ...block } = useBlockState(useActivities());
  return <ActivityFeedView ref={ref} {...props} activities={data} {...block} />;
});
ActivityFeed.displayName = 'ActivityFeed';
