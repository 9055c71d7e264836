'use client';

import { POLL_ACTIVITIES_MS } from '../../constants';
import { usePolledQuery } from '../usePolledQuery';
import { activitiesQueryKey } from '../queryKeys';

/** GET /api/activities, every 20 s (docs/requirements.md §5.1). */
export function useActivities() {
  return usePolledQuery(
    activitiesQueryKey[0],
    () => import('../schemas').then((m) => m.activitiesSchema),
    POLL_ACTIVITIES_MS,
  );
}
