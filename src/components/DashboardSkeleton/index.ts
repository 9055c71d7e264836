export { DashboardSkeleton } from './DashboardSkeleton';
