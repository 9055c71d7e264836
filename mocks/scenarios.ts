import { delay, HttpResponse } from 'msw';
import { fixtures } from './fixtures';
import { groupsFrom, json, type Answer, type Endpoint, type HandlerGroups } from './handlers';

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

/** Fresh handlers for a scenario (fresh state: `flaky` counts its own requests). */
export function createScenario(name: ScenarioName): HandlerGroups {
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
