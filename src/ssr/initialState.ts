import type { DehydratedState } from '@tanstack/react-query';
import { ApiError } from '../data/apiError';

/** The id of the page's data block: `<script type="application/json" id="…">`. */
export const INITIAL_STATE_ELEMENT_ID = 'smartburn-initial-state';

/**
 * What a server render hands to the browser's first render (docs/requirements.md §9.3): the query cache it
 * rendered from, when it rendered, and in which locale. Built by `renderDashboard` of
 * `@smartburn/ui/server`; read with `readInitialState()` and passed to `DashboardApp`.
 */
export interface DashboardInitialState {
  /** TanStack Query's dehydrated cache of the three endpoints, each with when it was received. */
  queries: DehydratedState;
  /** The server's render time (ms since the epoch): the clock of the first render. */
  renderedAt: number;
  /** The locale of the server's render (BCP 47). */
  locale: string;
  /** The server serves GET /api/history (it rendered with `DashboardData.history`): the page may ask for it. */
  history?: boolean;
  /**
   * @deprecated Ignored: the browser formats the amounts in `locale`, as the server did.
   */
  moneyTexts?: Record<string, string>;
}

/** How a failed load travels in the data block: JSON has no Error objects. */
export interface SerializedApiError {
  name: 'ApiError';
  status: number;
  message: string;
}

const isSerializedApiError = (value: unknown): value is SerializedApiError =>
  typeof value === 'object' &&
  value !== null &&
  (value as SerializedApiError).name === 'ApiError' &&
  typeof (value as SerializedApiError).status === 'number' &&
  typeof (value as SerializedApiError).message === 'string';

const reviveError = (value: unknown) =>
  isSerializedApiError(value) ? new ApiError(value.status, value.message) : value;

/**
 * The state from the text of the data block, failed loads as ApiError again; undefined when
 * the text is not such a state.
 */
export function parseInitialState(json: string): DashboardInitialState | undefined {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return undefined;
  }
  const state = value as Partial<DashboardInitialState> | null;
  if (
    typeof state !== 'object' ||
    state === null ||
    typeof state.renderedAt !== 'number' ||
    typeof state.locale !== 'string' ||
    !Array.isArray(state.queries?.queries)
  ) {
    return undefined;
  }
  if (state.history !== true) delete state.history;
  for (const query of state.queries.queries) {
    query.state.error = reviveError(query.state.error) as Error | null;
    query.state.fetchFailureReason = reviveError(query.state.fetchFailureReason) as Error | null;
  }
  return state as DashboardInitialState;
}

/** The server's initial state from the page's data block, if the page has one. */
export function readInitialState(doc: Document = document): DashboardInitialState | undefined {
  const text = doc.getElementById(INITIAL_STATE_ELEMENT_ID)?.textContent;
  return text ? parseInitialState(text) : undefined;
}
