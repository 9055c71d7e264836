export { TrendsSection } from './TrendsSection';
export type { TrendsSectionProps } from './TrendsSection';
export { TrendsSectionView } from './TrendsSectionView';
export type { TrendsSectionViewProps } from './TrendsSectionView';
export type { TrendSeriesKey } from './series';
