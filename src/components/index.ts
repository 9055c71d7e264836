// One line per component folder; each folder's index.ts has named exports only.
export * from './Toast';
export * from './Tooltip';
export * from './Card';
export * from './StatCard';
export * from './StaleMark';
export * from './Freshness';
export * from './ErrorPanel';
export * from './DashboardGrid';
export * from './ActivityFeed';
export * from './DashboardSkeleton';
export * from './Typewriter';
export * from './Hero';
export * from './Header';
export * from './HowItWorks';
export * from './Footer';
export * from './MotionToggle';
export * from './Decorations';
