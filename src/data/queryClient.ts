import { QueryClient } from '@tanstack/react-query';

/**
 * A QueryClient with the required defaults (docs/requirements.md §5.3): data never stale, no refetch on
 * window focus, no polling and no retries unless a hook asks for them.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // The fetch code loads with the first request that needs it (src/data/client.ts).
        queryFn: async (context) => (await import('./client')).getQueryFn({ on401: 'throw' })(context),
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
