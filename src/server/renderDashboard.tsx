import type { DashboardAppProps } from '../App';
import { INITIAL_STATE_ELEMENT_ID } from '../ssr/initialState';
import { buildInitialState, DEFAULT_SERVER_LOCALE, serializeInitialState, type DashboardData } from './data';
import { renderPage, type RenderedPage } from './renderPage';

/** Options of renderDashboard: the data, and the DashboardApp props the browser will hydrate with. */
export interface RenderDashboardOptions extends Omit<
  DashboardAppProps,
  'ssrPath' | 'initialState' | 'queryClient' | 'locale'
> {
  data: DashboardData;
  /**
   * Locale of the server's render (numbers and relative times). The browser hydrates in this
   * locale, then switches to its own unless the app fixes one. Default `en-US`.
   */
  locale?: string;
  /** The render time relative times are computed from (ms since the epoch); default now. */
  now?: number;
}

/** What renderDashboard returns: the markup, its critical CSS and the data block. */
export interface RenderedDashboard extends RenderedPage {
  /**
   * True: `html` is the dashboard with the data. False: there was no usable dashboard data
   * (or an endpoint has not answered at all), so `html` is the loading skeleton, `stateScript`
   * is empty, and the page loads its data in the browser as a client-only page would.
   */
  hasData: boolean;
  /**
   * The data block for the document, `<script type="application/json" id="…">`: the query cache
   * the browser hydrates with. Not executable (a CSP of `script-src 'self'` is enough), and
   * escaped so no string in it can end the element early.
   */
  stateScript: string;
}

/**
 * Renders the dashboard at '/' with the given data, as the browser would once that data had
 * arrived (docs/requirements.md §9.3): the header, hero, the eight cards with their figures, the latest trades,
 * the feed, how-it-works and the footer, with a failed last refresh shown as the stale mark.
 * Every body is validated against the package's schemas first; a malformed one counts as
 * absent and is never rendered. Without usable dashboard data it renders the loading
 * skeleton, exactly as a page without data starts.
 *
 * The browser hydrates `html` with `DashboardApp initialState={readInitialState()}`.
 */
export function renderDashboard({
  data,
  locale = DEFAULT_SERVER_LOCALE,
  now = Date.now(),
  ...props
}: RenderDashboardOptions): RenderedDashboard {
  const initialState = buildInitialState(data, { renderedAt: now, locale });
  if (!initialState) return { ...renderPage('/', props), hasData: false, stateScript: '' };
  return {
    ...renderPage('/', { ...props, initialState }),
    hasData: true,
    stateScript: `<script type="application/json" id="${INITIAL_STATE_ELEMENT_ID}">${serializeInitialState(initialState)}</script>`,
  };
}
