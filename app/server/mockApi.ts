import { getResponse, type RequestHandler } from 'msw';
import { createLiveSimulation, createScenario, type ScenarioName } from '@smartburn/ui/mocks';
import type { ServerConfig } from './config';

export type MockApi = (request: Request) => Promise<Response>;

/**
 * Answers `/api/*` from the same MSW handlers that Storybook and the tests use, so the
 * running app, the stories and the tests agree on what the API says.
 */
export function createMockApi({ mockScenario, mockSeed }: Pick<ServerConfig, 'mockScenario' | 'mockSeed'>): MockApi {
  const handlers = resolveHandlers(mockScenario, mockSeed);
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

function resolveHandlers(scenario: ServerConfig['mockScenario'], seed: number): RequestHandler[] {
  if (scenario === 'live') {
    const sim = createLiveSimulation(seed);
    return [...sim.dashboard, ...sim.trades, ...sim.activities];
  }
  const groups = createScenario(scenario as ScenarioName);
  return [...groups.dashboard, ...groups.trades, ...groups.activities];
}
