export { TrendChart } from './TrendChart';
export type { TrendChartProps, TrendChartVariant, TrendValueFormat, TrendBurn } from './types';
export type { SeriesPoint } from './scale';
