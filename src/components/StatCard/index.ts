export { StatCard, cardCss, cardTitleCss } from './StatCard';
export type { StatCardProps, StatTone } from './StatCard';
