// @smartburn/ui/server: server rendering of the dashboard (docs/requirements.md §9.3). Node only; this entry is
// the only place react-dom/server is imported, so it never reaches a browser bundle.
export { renderDashboard } from './renderDashboard';
export type { RenderDashboardOptions, RenderedDashboard } from './renderDashboard';
export { buildInitialState, serializeInitialState, DEFAULT_SERVER_LOCALE } from './data';
export type { DashboardData, EndpointData } from './data';
export { renderPage } from './renderPage';
export type { RenderedPage } from './renderPage';
/** One recorded activity's page, complete as HTML (docs/requirements.md §14). */
export { renderActivityPage } from './renderActivityPage';
export type { RenderActivityPageOptions } from './renderActivityPage';
export type { ActivityPageProps, ActivityPageActivity, ActivityPageFigures } from '../pages/ActivityPage/ActivityPage';
export { INITIAL_STATE_ELEMENT_ID } from '../ssr/initialState';
export type { DashboardInitialState } from '../ssr/initialState';
// The main entry's types that the options above name.
export type { DashboardAppProps } from '../App';
export type { BrandConfig } from '../config/defaults';
export type { ThemeName, ThemeSetting } from '../theme/tokens';
