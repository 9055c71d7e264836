export { StatCard } from './StatCard';
export type { StatCardProps, StatTone, StatVariant } from './StatCard';
export { STAT_VALUE_MAX_LINES, STAT_VALUE_TITLE_MIN_CHARS } from './sizes';
