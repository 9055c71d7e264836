import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { toastStore } from '../../components/Toast/toastStore';
import { BrandProvider } from '../../config';
import { ApiError } from '../../data';
import { useRefreshFailureToast, type WatchedQuery } from './useRefreshFailureToast';

afterEach(() => act(() => toastStore.reset()));

const wrapper = ({ children }: { children: ReactNode }) => (
  <BrandProvider brand={{ locale: 'en-US' }}>{children}</BrandProvider>
);
const good: WatchedQuery = { isRefetchError: false, isError: false, error: null };
const refreshFailed = (error: Error): WatchedQuery => ({ isRefetchError: true, isError: true, error });
const titles = () => toastStore.getSnapshot().map((t) => [t.variant, t.title, t.description]);

describe('useRefreshFailureToast', () => {
  it('toasts once per failure streak; a good poll ends the streak', () => {
    const { rerender } = renderHook(({ query }) => useRefreshFailureToast(query, 'latest trades', 15_000), {
      wrapper,
      initialProps: { query: good },
    });
    expect(titles()).toEqual([]);
    rerender({ query: refreshFailed(new ApiError(500, '500: Internal Server Error')) });
    expect(titles()).toEqual([
      ['destructive', "Couldn't refresh latest trades", '500: Internal Server Error. Showing the last data received.'],
    ]);
    act(() => toastStore.reset());
    rerender({ query: refreshFailed(new ApiError(502, '502: Bad Gateway')) });
    expect(titles()).toEqual([]);
    rerender({ query: good });
    rerender({ query: refreshFailed(new ApiError(503, '503: Service Unavailable')) });
    expect(titles()).toEqual([
      ['destructive', "Couldn't refresh latest trades", '503: Service Unavailable. Showing the last data received.'],
    ]);
  });

  it('says when the next try is when the server asked us to wait', () => {
    const { rerender } = renderHook(({ query }) => useRefreshFailureToast(query, 'activity feed', 20_000), {
      wrapper,
      initialProps: { query: good },
    });
    rerender({ query: refreshFailed(new ApiError(429, '429: Too Many Requests', 120_000)) });
    expect(titles()).toEqual([
      [
        'destructive',
        "Couldn't refresh activity feed",
        '429: Too Many Requests. Showing the last data received. The server asked us to wait; next try in 2 minutes.',
      ],
    ]);
  });

  it('says nothing for a failed first load: that shows in its block', () => {
    renderHook(() => useRefreshFailureToast({ isRefetchError: false, isError: true, error: new Error('x') }, 'x', 1), {
      wrapper,
    });
    expect(titles()).toEqual([]);
  });
});
