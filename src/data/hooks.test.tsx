import { act, renderHook, waitFor } from '@testing-library/react';
import { focusManager } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { fixtures } from '../../mocks/fixtures';
import { lastSuccessAt, useActivities, useDashboard, useTrades } from './index';
import { createWrapper } from './testing';
import { RETRY_AFTER_MAX_MS } from '../constants';

const counts = { dashboard: 0, trades: 0, activities: 0 };
let tradesStatus = 200;
const server = setupServer(
  http.get('*/api/dashboard', () => {
    counts.dashboard++;
    return HttpResponse.json(fixtures.dashboard);
  }),
  http.get('*/api/trades', () => {
    counts.trades++;
    return tradesStatus === 200
      ? HttpResponse.json(fixtures.trades)
      : new HttpResponse('Internal Server Error: trade engine offline', { status: tradesStatus });
  }),
  http.get('*/api/activities', () => {
    counts.activities++;
    return HttpResponse.json(fixtures.activities);
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  counts.dashboard = counts.trades = counts.activities = 0;
  tradesStatus = 200;
});
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
  focusManager.setFocused(undefined);
});

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('polling hooks', () => {
  it.each([
    ['useDashboard', 30_000, 'dashboard', useDashboard],
    ['useTrades', 15_000, 'trades', useTrades],
    ['useActivities', 20_000, 'activities', useActivities],
  ] as const)('%s polls every %s ms', async (_, interval, key, hook) => {
    const { wrapper } = createWrapper();
    const { result } = renderHook(() => hook(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(counts[key]).toBe(1);
    await advance(interval - 100);
    expect(counts[key]).toBe(1);
    await advance(100);
    await waitFor(() => expect(counts[key]).toBe(2));
    await advance(interval * 3);
    await waitFor(() => expect(counts[key]).toBe(5));
  });

  it('uses the API base from config and the path from the key', async () => {
    const seen: string[] = [];
    server.events.on('request:start', ({ request }) => seen.push(request.url));
    const { wrapper } = createWrapper(undefined, 'http://api.test/prefix');
    server.use(http.get('http://api.test/prefix/api/trades', () => HttpResponse.json(fixtures.trades)));
    const { result } = renderHook(() => useTrades(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(seen).toContain('http://api.test/prefix/api/trades');
    server.events.removeAllListeners();
  });

  it('pauses polling while the tab is hidden and resumes when visible', async () => {
    const { wrapper } = createWrapper();
    const { result } = renderHook(() => useTrades(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    act(() => focusManager.setFocused(false));
    await advance(60_000);
    expect(counts.trades).toBe(1);
    act(() => focusManager.setFocused(true));
    await advance(15_000);
    await waitFor(() => expect(counts.trades).toBeGreaterThan(1));
  });

  it('keeps the last good data after a failed refresh and exposes the error', async () => {
    const { wrapper } = createWrapper();
    const { result } = renderHook(() => useTrades(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const goodData = result.current.data;
    const goodAt = lastSuccessAt(result.current);
    expect(goodAt).toBeTypeOf('number');

    tradesStatus = 500;
    await advance(15_000);
    await waitFor(() => expect(result.current.isRefetchError).toBe(true));
    expect(result.current.data).toBe(goodData);
    expect(lastSuccessAt(result.current)).toBe(goodAt);
    expect(result.current.error?.message).toBe('500: Internal Server Error: trade engine offline');

    tradesStatus = 200;
    await advance(15_000);
    await waitFor(() => expect(result.current.isRefetchError).toBe(false));
    expect(lastSuccessAt(result.current)).toBeGreaterThan(goodAt as number);
  });

  it('turns a malformed payload into a failed load naming the endpoint and field', async () => {
    server.use(http.get('*/api/dashboard', () => HttpResponse.json({ ...fixtures.dashboard, currentBalance: 'abc' })));
    const { wrapper } = createWrapper();
    const { result } = renderHook(() => useDashboard(), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.data).toBeUndefined();
    expect(result.current.error?.message).toBe(
      'Invalid response from /api/dashboard: currentBalance: expected a number, got "abc"',
    );
  });

  it('honours Retry-After on a 429: the next poll waits as asked, then the interval resumes', async () => {
    const { wrapper } = createWrapper();
    const { result } = renderHook(() => useTrades(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    server.use(
      http.get('*/api/trades', () => {
        counts.trades++;
        return new HttpResponse('Too Many Requests', { status: 429, headers: { 'Retry-After': '120' } });
      }),
    );
    await advance(15_000);
    await waitFor(() => expect(result.current.isRefetchError).toBe(true));
    expect(counts.trades).toBe(2);
    expect(result.current.data).toEqual(fixtures.trades);
    // Not at the usual 15 s, nor at 105 s: only once the 120 s asked for have passed.
    await advance(119_000);
    expect(counts.trades).toBe(2);
    server.resetHandlers();
    await advance(1_000);
    await waitFor(() => expect(counts.trades).toBe(3));
    await waitFor(() => expect(result.current.isRefetchError).toBe(false));
    // Back to every 15 s.
    await advance(15_000);
    await waitFor(() => expect(counts.trades).toBe(4));
  });

  it('caps an absurd Retry-After and ignores one it cannot read', async () => {
    let retryAfter = '99999999';
    server.use(
      http.get('*/api/activities', () => {
        counts.activities++;
        return new HttpResponse('busy', { status: 503, headers: { 'Retry-After': retryAfter } });
      }),
    );
    const { wrapper } = createWrapper();
    renderHook(() => useActivities(), { wrapper });
    await waitFor(() => expect(counts.activities).toBe(1));
    await advance(RETRY_AFTER_MAX_MS - 1_000);
    expect(counts.activities).toBe(1);
    retryAfter = 'whenever';
    await advance(1_000);
    await waitFor(() => expect(counts.activities).toBe(2));
    await advance(20_000);
    await waitFor(() => expect(counts.activities).toBe(3));
  });

  it('a malformed refresh keeps the last good data', async () => {
    const { wrapper } = createWrapper();
    const { result } = renderHook(() => useActivities(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    server.use(http.get('*/api/activities', () => HttpResponse.json({ not: 'a list' })));
    await advance(20_000);
    await waitFor(() => expect(result.current.isRefetchError).toBe(true));
    expect(result.current.data).toEqual(fixtures.activities);
  });
});
