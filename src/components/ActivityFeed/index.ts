export { ActivityFeed } from './ActivityFeed';
export type { ActivityFeedProps } from './ActivityFeed';
export { ActivityFeedView } from './ActivityFeedView';
export type { ActivityFeedViewProps } from './ActivityFeedView';
export { ActivityItem, activityKind, ACTIVITY_COLORS } from './ActivityItem';
export type { ActivityItemProps, ActivityKind } from './ActivityItem';
