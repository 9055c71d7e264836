// The data half of @smartburn/ui/server (docs/requirements.md §9.3): the query cache a server render starts
// from and its serialized form. No React DOM and no Emotion here, so a React Server Component
// may import it: package.json maps `@smartburn/ui/server` to this module under the
// `react-server` condition (docs/requirements.md §10.2: a Next.js page passes this state to DashboardApp).
import { dehydrate, type QueryKey } from '@tanstack/react-query';
import serialize from 'serialize-javascript';
import * as v from 'valibot';
import { ERROR_TEXT_MAX_CHARS, HISTORY_DEFAULT_RANGE } from '../constants';
import { ApiError } from '../data/client';
import { activitiesQueryKey, dashboardQueryKey, historyQueryKey, tradesQueryKey } from '../data/queryKeys';
import { createQueryClient } from '../data/queryClient';
import { activitiesSchema, dashboardSummarySchema, historySchema, tradesSchema } from '../data/schemas';
import { truncateText } from '../format/text';
import type { DashboardInitialState, SerializedApiError } from '../ssr/initialState';

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
  /** GET /api/history?range=HISTORY_DEFAULT_RANGE (a HistoryResponse); absent where the server keeps no history. */
  history?: EndpointData;
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
  seedHistory(client, data.history);
  return {
    queries: dehydrate(client, { shouldDehydrateQuery: () => true }),
    renderedAt,
    locale,
    // The page asks for history only where its server says it serves it (a 404 says it does not).
    ...(data.history && data.history.failure?.status !== 404 ? { history: true } : {}),
  };
}

/**
 * The default range's history (docs/requirements.md §13.4), under the key the page's trends read
 * first, so the first HTML has the charts and the browser asks for nothing before the visitor
 * picks another range. Optional: absent (or malformed) history leaves the page complete, and
 * the trends load in the browser; a failure is seeded as one (a 404 hides the section).
 */
function seedHistory(client: ReturnType<typeof createQueryClient>, history: EndpointData | undefined) {
  if (!history) return;
  const queryKey = historyQueryKey(HISTORY_DEFAULT_RANGE);
  const { good, failure } = history;
  const valid = good && v.safeParse(historySchema, good.body);
  if (good && valid?.success && valid.output.range === HISTORY_DEFAULT_RANGE) {
    client.setQueryData(queryKey, valid.output, { updatedAt: good.receivedAt });
  }
  if (failure) setFailed(client, queryKey, failure);
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
