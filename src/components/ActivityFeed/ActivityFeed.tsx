'use client';

import { useActivities } from '../../data';
import { ActivityFeedView } from './ActivityFeedView';

/** Connected: GET /api/activities every 20 s into the Live Activity Feed. */
export function ActivityFeed() {
  const activities = useActivities();
  const state = activities.data ? 'ready' : activities.isError ? 'error' : 'loading';
  const stale = activities.isRefetchError;
  // Fetch progress and the success timestamp are read only when shown (see LatestTradesCard).
  return (
    <ActivityFeedView
      activities={activities.data}
      state={state}
      error={activities.error?.message}
      onRetry={() => void activities.refetch()}
      retrying={state === 'error' ? activities.isFetching : false}
      stale={stale}
      lastSuccessAt={stale ? activities.lastSuccessAt : undefined}
    />
  );
}
