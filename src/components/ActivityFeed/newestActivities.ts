import type { Activity } from '../../data/types';
import { parseTimestamp } from '../../format';

/**
 * The `count` newest activities by timestamp, newest first, whatever order the API sent
 * them in. Activities with the same time keep their order; those whose timestamp is not a
 * date come after every dated one (they read "unknown time"). One parse per item, so a
 * 10 000-item answer costs milliseconds.
 */
export function newestActivities(activities: readonly Activity[], count: number): Activity[] {
  if (count <= 0) return [];
  const dated = activities.map((activity, index) => {
    const at = parseTimestamp(activity.timestamp);
    return { activity, index, at: Number.isNaN(at) ? -Infinity : at };
  });
  dated.sort((a, b) => (b.at === a.at ? a.index - b.index : b.at > a.at ? 1 : -1));
  return dated.slice(0, count).map((d) => d.activity);
}
