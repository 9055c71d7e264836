import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './client';

/**
 * A QueryClient with the required defaults (docs/requirements.md §5.3): data never stale, no refetch on
 * window focus, no polling and no retries unless a hook asks for them.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
