'use client';

import { createContext, useContext, useMemo, type ReactNode } from 'react';

export interface ApiConfig {
  /** Prefix of every API path; '' means the page's own origin (docs/requirements.md §5.1). */
  baseUrl: string;
  /**
   * The API also serves GET /api/history (this package's server; the spec's API has three
   * endpoints): only then does the page ask for it and show its trends (docs/requirements.md §13.4).
   */
  history: boolean;
}

const ApiConfigContext = createContext<ApiConfig>({ baseUrl: '', history: false });

export function ApiConfigProvider({
  baseUrl = '',
  history = false,
  children,
}: {
  baseUrl?: string;
  history?: boolean;
  children: ReactNode;
}) {
  const value = useMemo(() => ({ baseUrl: baseUrl.replace(/\/$/, ''), history }), [baseUrl, history]);
  return <ApiConfigContext.Provider value={value}>{children}</ApiConfigContext.Provider>;
}

export function useApiConfig(): ApiConfig {
  return useContext(ApiConfigContext);
}
