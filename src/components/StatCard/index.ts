export { StatCard, cardCss, cardTitleCss } from './StatCard';
export type { StatCardProps, StatTone } from './StatCard';
export { CARD_MIN_HEIGHT, GRID_GAP, STAT_VALUE_MAX_LINES, STAT_VALUE_TITLE_MIN_CHARS } from './sizes';
