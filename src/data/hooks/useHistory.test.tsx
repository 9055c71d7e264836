import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { useState } from 'react';
import { historyFixtures } from '../../../mocks/history';
import { POLL_HISTORY_MS } from '../../constants';
import type { HistoryRange } from '../historyTypes';
import { createWrapper } from '../testing';
import { useHistory } from './useHistory';

const seen: string[] = [];
let status = 200;
let hold: Promise<void> | undefined;
const server = setupServer(
  http.get('http://api.test/api/history', async ({ request }) => {
    seen.push(new URL(request.url).search);
    await hold;
    if (status !== 200) return new HttpResponse('Not Found', { status });
    const range = new URL(request.url).searchParams.get('range') as HistoryRange;
    return HttpResponse.json(historyFixtures.populated[range] as unknown as Record<string, unknown>);
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  seen.length = 0;
  status = 200;
  hold = undefined;
});
afterEach(() => vi.useRealTimers());

const advance = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

describe('useHistory (docs/requirements.md §13.3)', () => {
  it('asks for its range and polls it every POLL_HISTORY_MS', async () => {
    const { wrapper } = createWrapper();
    const { result } = renderHook(() => useHistory('7d'), { wrapper });
    await waitFor(() => expect(result.current.data?.range).toBe('7d'));
    expect(seen).toEqual(['?range=7d']);
    await advance(POLL_HISTORY_MS - 100);
    expect(seen).toHaveLength(1);
    await advance(100);
    await waitFor(() => expect(seen).toHaveLength(2));
  });

  it('keeps the previous range on screen while the next one loads, then shows it', async () => {
    const { wrapper } = createWrapper();
    const { result } = renderHook(
      () => {
        const [range, setRange] = useState<HistoryRange>('24h');
        return { query: useHistory(range), setRange };
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.query.data?.range).toBe('24h'));
    let release!: () => void;
    hold = new Promise((resolve) => (release = resolve));
    act(() => result.current.setRange('30d'));
    await waitFor(() => expect(result.current.query.isFetching).toBe(true));
    expect(result.current.query.data?.range).toBe('24h');
    expect(result.current.query.isPlaceholderData).toBe(true);
    release();
    await waitFor(() => expect(result.current.query.data?.range).toBe('30d'));
    expect(result.current.query.isPlaceholderData).toBe(false);
    expect(seen).toEqual(['?range=24h', '?range=30d']);
  });

  it('stops polling on a 404: the server keeps no history', async () => {
    status = 404;
    const { wrapper } = createWrapper();
    const { result } = renderHook(() => useHistory(), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    await advance(POLL_HISTORY_MS * 3);
    expect(seen).toEqual(['?range=24h']);
  });

  it('keeps polling after another failure', async () => {
    status = 503;
    const { wrapper } = createWrapper();
    const { result } = renderHook(() => useHistory(), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    await advance(POLL_HISTORY_MS * 2);
    await waitFor(() => expect(seen).toHaveLength(3));
  });
});
