'use client';

import { useActivities } from '../../data';
import { useBlockState } from '../../data/useBlockState';
import { ActivityFeedView } from './ActivityFeedView';

/** Connected: GET /api/activities every 20 s into the Live Activity Feed (docs/requirements.md §3.6). */
export function ActivityFeed() {
  const { data, ...block } = useBlockState(useActivities());
  return <ActivityFeedView activities={data} {...block} />;
}
