// Shared set-up for the unit tests of connected components: an MSW server that answers one
// endpoint from a queue, and a render inside SmartBurnProvider with a fresh QueryClient.
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { FIXTURE_NOW } from '../../mocks/fixtures';
import { createQueryClient } from '../../src/data';
import { SmartBurnProvider } from '../../src/providers';

export type Answer = () => Response;

/**
 * An MSW server for `*{path}`, listening for the whole test file. Set `queue.answers` in each
 * test: they are given in order, and the last one repeats.
 */
export function answerQueue(path: string, ...others: RequestHandler[]) {
  const queue = { answers: [] as Answer[] };
  const server = setupServer(
    http.get(`*${path}`, () => (queue.answers.length > 1 ? queue.answers.shift()! : queue.answers[0]!)()),
    ...others,
  );
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  return queue;
}

export const okJson =
  (body: JsonBodyType): Answer =>
  () =>
    HttpResponse.json(body);
export const failWith =
  (status: number, text: string): Answer =>
  () =>
    new HttpResponse(text, { status });

/** Renders `ui` with every provider, the `en-US` locale and the clock frozen at the fixtures' time. */
export function renderConnected(ui: ReactNode, { history = false }: { history?: boolean } = {}) {
  const client = createQueryClient();
  render(
    <SmartBurnProvider
      queryClient={client}
      history={history}
      apiBase="http://api.test"
      brand={{ locale: 'en-US' }}
      motion={{ frozenAt: FIXTURE_NOW }}
    >
      {ui}
    </SmartBurnProvider>,
  );
  return client;
}
