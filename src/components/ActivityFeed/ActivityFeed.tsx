import { useActivities } from '../../data';
import { ActivityFeedView } from './ActivityFeedView';

/** Connected: GET /api/activities every 20 s into the Live Activity Feed. */
export function ActivityFeed() {
  const activities = useActivities();
  const state = activities.data ? 'ready' : activities.isError ? 'error' : 'loading';
  return (
    <ActivityFeedView
      activities={activities.data}
      state={state}
      error={activities.error?.message}
      onRetry={() => void activities.refetch()}
      retrying={activities.isFetching}
      stale={activities.isRefetchError}
      lastSuccessAt={activities.lastSuccessAt}
    />
  );
}
