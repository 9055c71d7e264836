export { TrendRangeTabs, RANGE_LABELS, rangeTabId } from './TrendRangeTabs';
export type { TrendRangeTabsProps } from './TrendRangeTabs';
