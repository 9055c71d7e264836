export * from './DashboardPage';
export * from './NotFoundPage';
