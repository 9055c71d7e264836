export { TrendCsvLink, historyCsvPath } from './TrendCsvLink';
export type { TrendCsvLinkProps } from './TrendCsvLink';
