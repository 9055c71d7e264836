export { TrendRecords } from './TrendRecords';
export type { TrendRecordsProps } from './TrendRecords';
