'use client';

import { createContext, useContext, useMemo, type ReactNode } from 'react';

export interface ApiConfig {
  /** Prefix of every API path; '' means the page's own origin (docs/requirements.md §5.1). */
  baseUrl: string;
}

const ApiConfigContext = createContext<ApiConfig>({ baseUrl: '' });

export function ApiConfigProvider({ baseUrl = '', children }: { baseUrl?: string; children: ReactNode }) {
  const value = useMemo(() => ({ baseUrl: baseUrl.replace(/\/$/, '') }), [baseUrl]);
  return <ApiConfigContext.Provider value={value}>{children}</ApiConfigContext.Provider>;
}

export function useApiConfig(): ApiConfig {
  return useContext(ApiConfigContext);
}
