import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { fixtures } from '../../mocks/fixtures';
import { useTrades } from './hooks/useTrades';
import { createWrapper } from './testing';
import { blockStatus, useBlockState, type QueryFlags } from './useBlockState';

// /api/trades answers from this queue, in order; the last answer repeats. A `hold` answer
// waits until released, to look at a Retry while it runs.
let answers: Array<() => Response | Promise<Response>> = [];
let release: () => void = () => {};
const hold = (then: () => Response) => () =>
  new Promise<Response>((resolve) => {
    release = () => resolve(then());
  });
const ok = () => HttpResponse.json(fixtures.trades);
const fail = (status: number, text: string) => () => new HttpResponse(text, { status });
const server = setupServer(http.get('*/api/trades', () => (answers.length > 1 ? answers.shift()! : answers[0]!)()));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

function renderBlock() {
  const { client, wrapper } = createWrapper();
  const hook = renderHook(() => useBlockState(useTrades()), { wrapper });
  return { client, ...hook };
}

describe('useBlockState', () => {
  it('is loading, then ready with the data and nothing stale', async () => {
    answers = [ok];
    const { result } = renderBlock();
    expect(result.current).toMatchObject({ state: 'loading', data: undefined, stale: false, retrying: false });
    await waitFor(() => expect(result.current.state).toBe('ready'));
    expect(result.current).toMatchObject({
      data: fixtures.trades,
      error: undefined,
      stale: false,
      lastSuccessAt: undefined,
      retrying: false,
    });
  });

  it('shows a failed first load with its message; a Retry keeps the message and says it is retrying', async () => {
    answers = [fail(503, 'trade engine offline'), hold(ok)];
    const { result } = renderBlock();
    await waitFor(() => expect(result.current.state).toBe('error'));
    expect(result.current).toMatchObject({ error: '503: trade engine offline', retrying: false, data: undefined });
    act(() => result.current.onRetry());
    await waitFor(() => expect(result.current.retrying).toBe(true));
    expect(result.current).toMatchObject({ state: 'error', error: '503: trade engine offline' });
    act(() => release());
    await waitFor(() => expect(result.current.state).toBe('ready'));
    expect(result.current).toMatchObject({ data: fixtures.trades, error: undefined, retrying: false });
  });

  it('a failed Retry shows the new message', async () => {
    answers = [fail(503, 'trade engine offline'), fail(500, 'still down')];
    const { result } = renderBlock();
    await waitFor(() => expect(result.current.error).toBe('503: trade engine offline'));
    act(() => result.current.onRetry());
    await waitFor(() => expect(result.current.error).toBe('500: still down'));
    expect(result.current).toMatchObject({ state: 'error', retrying: false });
  });

  it('keeps the last good data, stale since its success, when a refresh fails; a good refresh clears it', async () => {
    answers = [ok, fail(500, 'Internal Server Error'), ok];
    const { client, result } = renderBlock();
    await waitFor(() => expect(result.current.state).toBe('ready'));
    const receivedAt = client.getQueryState(['/api/trades'])?.dataUpdatedAt;
    await act(() => client.refetchQueries({ queryKey: ['/api/trades'] }));
    await waitFor(() => expect(result.current.stale).toBe(true));
    expect(result.current).toMatchObject({
      state: 'ready',
      data: fixtures.trades,
      stale: true,
      lastSuccessAt: receivedAt,
      error: undefined,
    });
    await act(() => client.refetchQueries({ queryKey: ['/api/trades'] }));
    await waitFor(() => expect(result.current.stale).toBe(false));
    expect(result.current).toMatchObject({ state: 'ready', lastSuccessAt: undefined });
  });
});

describe('blockStatus', () => {
  const flags = (f: Partial<QueryFlags>): QueryFlags => ({
    isSuccess: false,
    isRefetchError: false,
    isError: false,
    isFetched: false,
    isFetching: false,
    ...f,
  });
  it.each([
    ['a first load under way', 'loading', flags({ isFetching: true })],
    ['data', 'ready', flags({ isSuccess: true, isFetched: true })],
    ['data, refetching', 'ready', flags({ isSuccess: true, isFetched: true, isFetching: true })],
    ['data after a failed refresh', 'ready', flags({ isError: true, isRefetchError: true, isFetched: true })],
    ['a failed first load', 'error', flags({ isError: true, isFetched: true })],
    ['the Retry of a failed first load', 'error', flags({ isFetched: true, isFetching: true })],
  ] as const)('%s is %s', (_, status, query) => {
    expect(blockStatus(query)).toBe(status);
  });
});
