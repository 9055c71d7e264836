export { DashboardSkeleton } from './DashboardSkeleton';
export type { DashboardSkeletonProps } from './DashboardSkeleton';
