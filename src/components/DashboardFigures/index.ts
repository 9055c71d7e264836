export { DashboardFigures } from './DashboardFigures';
export type { DashboardFiguresProps } from './DashboardFigures';
export { DashboardFiguresView, DashboardGrid } from './DashboardFiguresView';
export type { DashboardFiguresViewProps, DashboardGridProps } from './DashboardFiguresView';
