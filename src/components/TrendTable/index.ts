export { TrendTable } from './TrendTable';
export type { TrendTableProps, TrendTableColumns } from './TrendTable';
