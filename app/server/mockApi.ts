import { getResponse, type RequestHandler } from 'msw';
import { createLiveSimulation, createScenario, scenarioNames, type ScenarioName } from '@smartburn/ui/mocks';

export interface MockApiOptions {
  /** A scenario from mocks/ (MOCK_SCENARIO); default: the seeded live simulation. */
  scenario?: string;
  /** Seed of the live simulation (MOCK_SEED). */
  seed?: number;
}

export type MockApi = (request: Request) => Promise<Response>;

/**
 * Answers `/api/*` from the same MSW handlers that Storybook and the tests use, so the
 * running app, the stories and the tests agree on what the API says.
 */
export function createMockApi({ scenario = 'live', seed = 1 }: MockApiOptions = {}): MockApi {
  const handlers = resolveHandlers(scenario, seed);
  return async (request) => {
    const response = await getResponse(handlers, request);
    return (
      response ??
      new Response(JSON.stringify({ error: `No mock for ${new URL(request.url).pathname}` }), {
        status: 404,
        headers: { 'content-type': 'application/json' },
      })
    );
  };
}

function resolveHandlers(scenario: string, seed: number): RequestHandler[] {
  if (scenario === 'live') {
    const sim = createLiveSimulation(seed);
    return [...sim.dashboard, ...sim.trades, ...sim.activities];
  }
  if (!(scenarioNames as readonly string[]).includes(scenario)) {
    throw new Error(`Unknown MOCK_SCENARIO "${scenario}". Use "live" or one of: ${scenarioNames.join(', ')}`);
  }
  const groups = createScenario(scenario as ScenarioName);
  return [...groups.dashboard, ...groups.trades, ...groups.activities];
}
