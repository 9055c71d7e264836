export * from './DashboardPage';
