// @smartburn/ui/server: server rendering of the dashboard (issue 13). Node only; this entry is
// the only place react-dom/server is imported, so it never reaches a browser bundle.
export { renderDashboard, buildInitialState, serializeInitialState, DEFAULT_SERVER_LOCALE } from './renderDashboard';
export type { RenderDashboardOptions, RenderedDashboard, DashboardData, EndpointData } from './renderDashboard';
export { renderPage } from './renderPage';
export type { RenderedPage } from './renderPage';
export { INITIAL_STATE_ELEMENT_ID } from '../ssr/initialState';
export type { DashboardInitialState } from '../ssr/initialState';
