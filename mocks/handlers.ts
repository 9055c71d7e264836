import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { fixtures } from './fixtures';

/** Handlers in named groups, one per endpoint, so a story can override one group. */
export interface HandlerGroups {
  dashboard: RequestHandler[];
  trades: RequestHandler[];
  activities: RequestHandler[];
}

// A wildcard origin matches in the browser, in Node tests and in the server's getResponse.
/** The MSW path pattern of each endpoint (any origin). */
export const API_PATHS = {
  dashboard: '*/api/dashboard',
  trades: '*/api/trades',
  activities: '*/api/activities',
} as const;

/** The three endpoints: dashboard, trades, activities. */
export type Endpoint = keyof typeof API_PATHS;

/** The same answer for every endpoint: a status with a text body, a delay, never... */
export type Answer = () => Response | Promise<Response>;

/** MSW handler groups (one per endpoint) from one answer function per endpoint. */
export function groupsFrom(answers: Record<Endpoint, Answer>): HandlerGroups {
  return {
    dashboard: [http.get(API_PATHS.dashboard, answers.dashboard)],
    trades: [http.get(API_PATHS.trades, answers.trades)],
    activities: [http.get(API_PATHS.activities, answers.activities)],
  };
}

export const json = (data: unknown) => () => HttpResponse.json(data as Record<string, unknown>);

/** The populated API: realistic fixtures. */
export const handlers: HandlerGroups = groupsFrom({
  dashboard: json(fixtures.dashboard),
  trades: json(fixtures.trades),
  activities: json(fixtures.activities),
});

/** Flattened, for setupServer / setupWorker. */
export function allHandlers(groups: HandlerGroups): RequestHandler[] {
  return [...groups.dashboard, ...groups.trades, ...groups.activities];
}

export { delay };
