export { LatestTradesCard } from './LatestTradesCard';
export type { LatestTradesCardProps } from './LatestTradesCard';
export { LatestTradesCardView, TradesCard } from './LatestTradesCardView';
export type { LatestTradesCardViewProps, TradesCardProps } from './LatestTradesCardView';
