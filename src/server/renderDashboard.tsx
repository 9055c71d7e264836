import { dehydrate, type QueryKey } from '@tanstack/react-query';
import serialize from 'serialize-javascript';
import * as v from 'valibot';
import type { DashboardAppProps } from '../App';
import { ERROR_TEXT_MAX_CHARS } from '../constants';
import { ApiError } from '../data/client';
import { activitiesQueryKey } from '../data/hooks/useActivities';
import { dashboardQueryKey } from '../data/hooks/useDashboard';
import { tradesQueryKey } from '../data/hooks/useTrades';
import { createQueryClient } from '../data/queryClient';
import { activitiesSchema, dashboardSummarySchema, tradesSchema } from '../data/schemas';
import { truncateText } from '../format/text';
import { INITIAL_STATE_ELEMENT_ID, type DashboardInitialState, type SerializedApiError } from '../ssr/initialState';
import { renderPage, type RenderedPage } from './renderPage';

/** What a server knows of one endpoint (the three are `/api/dashboard`, `/api/trades`, `/api/activities`). */
export interface EndpointData {
  /** The last good answer's parsed JSON body and when it was received (ms since the epoch). */
  good?: { body: unknown; receivedAt: number };
  /** Set when the last refresh failed: its HTTP status, its `{status}: {text}` message, and when. */
  failure?: { status: number; message: string; at: number };
}

/** The data to render the dashboard with, per endpoint; a missing endpoint has not answered yet. */
export interface DashboardData {
  dashboard?: EndpointData;
  trades?: EndpointData;
  activities?: EndpointData;
}

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

/** Every endpoint of the page: its query key (the request path) and its response schema. */
const ENDPOINTS = [
  ['dashboard', dashboardQueryKey, dashboardSummarySchema],
  ['trades', tradesQueryKey, tradesSchema],
  ['activities', activitiesQueryKey, activitiesSchema],
] as const;

/** The default locale of a server render: a server has no visitor's browser to ask. */
export const DEFAULT_SERVER_LOCALE = 'en-US';

/**
 * Renders the dashboard at '/' with the given data, as the browser would once that data had
 * arrived (issue 13): the header, hero, the eight cards with their figures, the latest trades,
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

/**
 * The query cache the page would hold after these answers, or undefined when the page would
 * still show its skeleton: no valid dashboard data, or trades or activities not answered yet.
 */
export function buildInitialState(
  data: DashboardData,
  { renderedAt, locale }: { renderedAt: number; locale: string },
): DashboardInitialState | undefined {
  const client = createQueryClient();
  let complete = true;
  for (const [name, queryKey, schema] of ENDPOINTS) {
    const { good, failure } = data[name] ?? {};
    const valid = good && v.safeParse(schema, good.body);
    const hasGood = Boolean(valid?.success);
    if (good && valid?.success) client.setQueryData(queryKey, valid.output, { updatedAt: good.receivedAt });
    if (failure) setFailed(client, queryKey, failure);
    if (name === 'dashboard' ? !hasGood : !hasGood && !failure) complete = false;
  }
  if (!complete) return undefined;
  return { queries: dehydrate(client, { shouldDehydrateQuery: () => true }), renderedAt, locale };
}

/** The state a failed fetch leaves: the error, and the last good data (if any) kept. */
function setFailed(
  client: ReturnType<typeof createQueryClient>,
  queryKey: QueryKey,
  { status, message, at }: NonNullable<EndpointData['failure']>,
) {
  const error = new ApiError(status, clientMessage(status, message));
  const query = client.getQueryCache().build(client, { queryKey });
  query.setState({
    status: 'error',
    error,
    errorUpdatedAt: at,
    errorUpdateCount: query.state.errorUpdateCount + 1,
    fetchFailureCount: 1,
    fetchFailureReason: error,
    fetchStatus: 'idle',
  });
}

/** The message as the browser's own request would have made it: `{status}: {text}`, text cut. */
function clientMessage(status: number, message: string): string {
  const prefix = `${status}: `;
  const text = message.startsWith(prefix) ? message.slice(prefix.length) : message;
  return `${prefix}${truncateText(text.trim(), ERROR_TEXT_MAX_CHARS)}`;
}

const plainError = (error: unknown): SerializedApiError | unknown =>
  error instanceof ApiError ? { name: 'ApiError', status: error.status, message: error.message } : error;

/**
 * The state as JSON for a `<script type="application/json">` element. serialize-javascript
 * (isJSON) writes `<`, `>`, `/`, U+2028 and U+2029 as \u escapes, so neither `</script>` nor
 * `<!--` in any string can end or change the element (TanStack Query's SSR guide warns about
 * plain JSON.stringify); JSON.parse reads it back exactly.
 */
export function serializeInitialState(state: DashboardInitialState): string {
  const queries = state.queries.queries.map((query) => ({
    ...query,
    state: {
      ...query.state,
      error: plainError(query.state.error),
      fetchFailureReason: plainError(query.state.fetchFailureReason),
    },
  }));
  return serialize({ ...state, queries: { ...state.queries, queries } }, { isJSON: true });
}
