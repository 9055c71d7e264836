// The public API of @smartburn/ui: named exports only.
export * from './constants';
export * from './theme';
export * from './config';
export * from './motion';
export * from './data';
export * from './format';
export * from './providers';
export * from './components';
export * from './pages';
export { preloadDeferred } from './deferred/preload';
export { DashboardApp } from './App';
export type { DashboardAppProps } from './App';
export { readInitialState, parseInitialState, INITIAL_STATE_ELEMENT_ID } from './ssr/initialState';
export type { DashboardInitialState } from './ssr/initialState';
