import { act, renderHook } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { fixtures } from '../../mocks/fixtures';
import { POLL_ACTIVITIES_MS, POLL_DASHBOARD_MS, POLL_TRADES_MS } from '../constants';
import { useActivities, useDashboard, useTrades } from './index';
import { createWrapper } from './testing';
import { LONG_SESSION_DAY_MS as DAY_MS, LONG_SESSION_FAIL_EVERY as FAIL_EVERY } from '../../tests/support/longSession';

/**
 * A day of polling at the hook level (docs/requirements.md §11.3, long session), on fake timers: the request
 * count of each endpoint matches its interval exactly (no pile-up, no lost polls), failures on
 * the way do not add or drop polls, and the number of pending timers stays flat (no duplicate
 * timers). The browser version of this (e2e/long-session.spec.ts) adds memory and the screen.
 */

/**
 * Time moves a minute per step; inside a step the fake clock fires each timer in order and
 * lets the answers arrive in between, so a step may hold several polls without merging them.
 */
const STEP_MS = 60_000;

const counts = { dashboard: 0, trades: 0, activities: 0 };
const answer = (key: keyof typeof counts, data: unknown) => () => {
  counts[key]++;
  return counts[key] % FAIL_EVERY === 0
    ? new HttpResponse('Internal Server Error', { status: 500 })
    : HttpResponse.json(data as Record<string, unknown>);
};
const server = setupServer(
  http.get('*/api/dashboard', answer('dashboard', fixtures.dashboard)),
  http.get('*/api/trades', answer('trades', fixtures.trades)),
  http.get('*/api/activities', answer('activities', fixtures.activities)),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] }));
afterEach(() => vi.useRealTimers());

function useAllThree() {
  return { dashboard: useDashboard(), trades: useTrades(), activities: useActivities() };
}

it('polls each endpoint exactly at its interval for 24 h, with a flat timer count', { timeout: 120_000 }, async () => {
  const { wrapper } = createWrapper();
  let sawStale = false;
  const { result, unmount } = renderHook(
    () => {
      const all = useAllThree();
      if (all.trades.isRefetchError && all.trades.data) sawStale = true;
      return all;
    },
    { wrapper },
  );
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
  expect(
    result.current.activities.isSuccess && result.current.trades.isSuccess && result.current.dashboard.isSuccess,
  ).toBe(true);
  expect(counts).toEqual({ dashboard: 1, trades: 1, activities: 1 });
  const timersAtStart = vi.getTimerCount();

  const timerCounts: number[] = [];
  for (let t = STEP_MS; t <= DAY_MS; t += STEP_MS) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(STEP_MS);
    });
    if (t % (60 * 60 * 1000) === 0) timerCounts.push(vi.getTimerCount());
  }

  // One request at mount plus one per interval: 2 881, 5 761 and 4 321.
  expect(counts).toEqual({
    dashboard: 1 + DAY_MS / POLL_DASHBOARD_MS,
    trades: 1 + DAY_MS / POLL_TRADES_MS,
    activities: 1 + DAY_MS / POLL_ACTIVITIES_MS,
  });
  // Failures happened on the way (stale data kept on screen), and did not add or drop polls.
  expect(sawStale).toBe(true);
  // The data survived the failures and the last poll was good (5 761 is not a multiple of 97).
  await vi.waitFor(() => expect(result.current.trades.isRefetchError).toBe(false));
  expect(result.current.trades.data).toEqual(fixtures.trades);
  // Hour after hour no more timers are pending than at the start, give or take the request
  // timeouts of polls still in flight (one per endpoint): nothing piles up.
  expect(Math.max(...timerCounts)).toBeLessThanOrEqual(timersAtStart + 3);
  expect(Math.min(...timerCounts)).toBeGreaterThanOrEqual(timersAtStart - 3);

  // Unmounted, the page stops polling.
  unmount();
  const before = { ...counts };
  await act(async () => {
    await vi.advanceTimersByTimeAsync(10 * 60_000);
  });
  expect(counts).toEqual(before);
});
