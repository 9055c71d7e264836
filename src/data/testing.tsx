// Test helpers for the data layer (not exported from the package).
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiConfigProvider } from './ApiConfig';
import { createQueryClient } from './queryClient';

export function createWrapper(client: QueryClient = createQueryClient(), baseUrl = 'http://api.test') {
  return {
    client,
    wrapper: ({ children }: { children: ReactNode }) => (
      <ApiConfigProvider baseUrl={baseUrl}>
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      </ApiConfigProvider>
    ),
  };
}
