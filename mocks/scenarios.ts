import { delay, http, HttpResponse } from 'msw';
import type { HistoryRange } from '@smartburn/ui';
import { fixtures } from './fixtures';
import {
  groupsFrom,
  HISTORY_PATHS,
  historyAnswering,
  historyGroup,
  json,
  type Answer,
  type Endpoint,
  type HandlerGroups,
} from './handlers';
import { historyFixtures } from './history';

/** Every scenario of `scenarios`, by name. */
export const scenarioNames = [
  'populated',
  'empty',
  'loading',
  'slow',
  'error',
  'unauthorized',
  'malformed',
  'flaky',
  'huge',
] as const;
/** The name of a scenario. */
export type ScenarioName = (typeof scenarioNames)[number];

/** How long the `slow` scenario takes to answer. */
export const SLOW_RESPONSE_MS = 2_500;

const populated: Record<Endpoint, unknown> = {
  dashboard: fixtures.dashboard,
  trades: fixtures.trades,
  activities: fixtures.activities,
};

const malformed: Record<Endpoint, unknown> = {
  dashboard: { ...fixtures.dashboard, currentBalance: 'abc' },
  trades: { pair: 'XAU/USD', profit: 12 },
  activities: [{ id: 1, type: 'burn', description: 'no title', timestamp: '2026-01-15T11:00:00Z' }],
};

function each(make: (endpoint: Endpoint) => Answer): HandlerGroups {
  return groupsFrom({ dashboard: make('dashboard'), trades: make('trades'), activities: make('activities') });
}

/** Fresh handlers for a scenario (fresh state: `flaky` counts its own requests), history included. */
export function createScenario(name: ScenarioName): HandlerGroups {
  return { ...endpointGroups(name), history: historyScenario(name) };
}

/** The history endpoints in a scenario: the same story as the other three (empty: a fresh server with no sample yet). */
function historyScenario(name: ScenarioName) {
  switch (name) {
    case 'populated':
      return historyGroup(historyFixtures.populated);
    case 'empty':
      return historyGroup(historyFixtures.empty);
    case 'slow':
      return historyGroup(historyFixtures.populated, { wait: SLOW_RESPONSE_MS });
    case 'huge':
      return historyGroup(historyFixtures.huge);
    case 'malformed':
      return historyAnswering(json({ ...historyFixtures.populated['24h'], points: [{ at: 'yesterday' }] }));
    case 'flaky': {
      let count = 0;
      // The first request succeeds, then every other one fails.
      return [
        http.get(HISTORY_PATHS.json, ({ request }) => {
          const range = (new URL(request.url).searchParams.get('range') ?? '24h') as HistoryRange;
          return count++ % 2 === 0
            ? HttpResponse.json(historyFixtures.populated[range] as unknown as Record<string, unknown>)
            : new HttpResponse('Service Unavailable: upstream flapping', { status: 503 });
        }),
      ];
    }
    case 'loading':
      return historyAnswering(async () => {
        await delay('infinite');
        return HttpResponse.json(null);
      });
    case 'error':
      return historyAnswering(
        () => new HttpResponse('Internal Server Error: history store unavailable', { status: 500 }),
      );
    case 'unauthorized':
      return historyAnswering(() => new HttpResponse('Unauthorized', { status: 401 }));
  }
}

function endpointGroups(name: ScenarioName): HandlerGroups {
  switch (name) {
    case 'populated':
      return each((e) => json(populated[e]));
    case 'empty':
      return each((e) => json(fixtures.empty[e]));
    case 'loading':
      return each(() => async () => {
        await delay('infinite');
        return HttpResponse.json(null);
      });
    case 'slow':
      return each((e) => async () => {
        await delay(SLOW_RESPONSE_MS);
        return HttpResponse.json(populated[e] as Record<string, unknown>);
      });
    case 'error':
      return each(() => () => new HttpResponse('Internal Server Error: pool database unavailable', { status: 500 }));
    case 'unauthorized':
      return each(() => () => new HttpResponse('Unauthorized', { status: 401 }));
    case 'malformed':
      return each((e) => json(malformed[e]));
    case 'flaky':
      return each((e) => {
        let count = 0;
        // The first request succeeds, then every other one fails.
        return () =>
          count++ % 2 === 0
            ? HttpResponse.json(populated[e] as Record<string, unknown>)
            : new HttpResponse('Service Unavailable: upstream flapping', { status: 503 });
      });
    case 'huge':
      return each((e) => json(fixtures.huge[e]));
  }
}

/** Every scenario, prebuilt (shared state for `flaky`; use createScenario for a fresh one). */
export const scenarios = Object.fromEntries(scenarioNames.map((n) => [n, createScenario(n)])) as Record<
  ScenarioName,
  HandlerGroups
>;
