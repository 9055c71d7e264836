export { DashboardGrid } from './DashboardGrid';
export type { DashboardGridProps } from './DashboardGrid';
export { TradesCard } from './TradesCard';
export type { TradesCardProps } from './TradesCard';
export { LatestTradesCard } from './LatestTradesCard';
