import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { HISTORY_RANGES, historyCsvFileName, type HistoryRange, type HistoryResponse } from '@smartburn/ui';
import { fixtures } from './fixtures';
import { historyCsv, historyFixtures } from './history';

/** Handlers in named groups, one per endpoint, so a story can override one group. */
export interface HandlerGroups {
  dashboard: RequestHandler[];
  trades: RequestHandler[];
  activities: RequestHandler[];
  /** GET /api/history and /api/history.csv (docs/requirements.md §13); absent: nothing answers them. */
  history?: RequestHandler[];
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

/** The MSW path patterns of the history endpoints (any origin). */
export const HISTORY_PATHS = { json: '*/api/history', csv: '*/api/history.csv' } as const;

/** The `range` of a history request, or undefined when it is not one the API serves. */
const rangeOf = (request: Request): HistoryRange | undefined => {
  const range = new URL(request.url).searchParams.get('range');
  return (HISTORY_RANGES as readonly string[]).includes(range ?? '') ? (range as HistoryRange) : undefined;
};
const badRange = () =>
  new HttpResponse(`range must be one of ${HISTORY_RANGES.join(', ')}`, {
    status: 400,
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  });

/**
 * GET /api/history?range=… and /api/history.csv?range=… answered from one answer per range, as
 * the server answers them: JSON, the same points as a CSV download, and a 400 for a bad range.
 */
export function historyGroup(
  answers: Record<HistoryRange, HistoryResponse>,
  { wait = 0 }: { wait?: number } = {},
): RequestHandler[] {
  return [
    http.get(HISTORY_PATHS.json, async ({ request }) => {
      const range = rangeOf(request);
      if (wait) await delay(wait);
      return range ? HttpResponse.json(answers[range] as unknown as Record<string, unknown>) : badRange();
    }),
    http.get(HISTORY_PATHS.csv, ({ request }) => {
      const range = rangeOf(request);
      if (!range) return badRange();
      return new HttpResponse(historyCsv(answers[range]), {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="${historyCsvFileName(range, answers[range].to)}"`,
        },
      });
    }),
  ];
}

/** Both history endpoints answered by `answer` (a failure, a wait…), whatever the range. */
export const historyAnswering = (answer: Answer): RequestHandler[] => [
  http.get(HISTORY_PATHS.json, answer),
  http.get(HISTORY_PATHS.csv, answer),
];

/** The names of historyHandlers' groups. */
export type HistoryHandlerName = keyof typeof historyFixtures | 'noHistory' | 'error' | 'loading' | 'slow';

/**
 * The history endpoints in each state a chart must show, one handler group each, for a story or
 * test to put in place of `history`: the fixture sets of historyFixtures, and a server that
 * keeps no history (404, as with API_CACHE=off), a failure, an answer that never comes, a slow one.
 *
 * Typed by hand: an inferred type names msw's internal chunk files in the built declarations.
 */
export const historyHandlers: Record<HistoryHandlerName, RequestHandler[]> = {
  ...(Object.fromEntries(
    Object.entries(historyFixtures).map(([name, answers]) => [name, historyGroup(answers)]),
  ) as Record<keyof typeof historyFixtures, RequestHandler[]>),
  noHistory: historyAnswering(() => HttpResponse.json({ error: 'Not Found' }, { status: 404 })),
  error: historyAnswering(() => new HttpResponse('Internal Server Error: history store unavailable', { status: 500 })),
  loading: historyAnswering(async () => {
    await delay('infinite');
    return HttpResponse.json(null);
  }),
  // As slow as the scenarios' SLOW_RESPONSE_MS (scenarios.ts imports this module, not the other way).
  slow: historyGroup(historyFixtures.populated, { wait: 2_500 }),
};

/** The populated API: realistic fixtures. */
export const handlers: HandlerGroups = {
  ...groupsFrom({
    dashboard: json(fixtures.dashboard),
    trades: json(fixtures.trades),
    activities: json(fixtures.activities),
  }),
  history: historyGroup(historyFixtures.populated),
};

/** Flattened, for setupServer / setupWorker. */
export function allHandlers(groups: HandlerGroups): RequestHandler[] {
  return [...groups.dashboard, ...groups.trades, ...groups.activities, ...(groups.history ?? [])];
}

export { delay };
