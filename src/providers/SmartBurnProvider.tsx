'use client';

import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { BrandProvider, type BrandConfig } from '../config';
import { ApiConfigProvider, createQueryClient } from '../data';
import { MotionProvider, type MotionProviderProps } from '../motion';
import { ThemeProvider } from '../theme';
import { DeferredToaster } from '../components/Toast/DeferredToaster';

/** Props of SmartBurnProvider; all but children are optional. */
export interface SmartBurnProviderProps {
  children: ReactNode;
  /** Brand overrides (name, Japanese subtitle, social links, locale). */
  brand?: Partial<BrandConfig>;
  /** Locale for numbers and times; overrides `brand.locale`. Default: the browser's. */
  locale?: string;
  /** Origin (and optional path prefix) of the API; default same origin. */
  apiBase?: string;
  /** A QueryClient of your own; default `createQueryClient()`. */
  queryClient?: QueryClient;
  /** CSP nonce for Emotion's style elements. */
  nonce?: string;
  /** Motion settings: frozen clock, random source, forced reduced motion. */
  motion?: Omit<MotionProviderProps, 'children'>;
}

/**
 * Every provider a SmartBurn component needs: theme, brand, API, data cache, motion, and the
 * toast region. Tooltips need no provider: each shares the page-wide 700 ms delay and 300 ms
 * skip-delay by itself. The toast region loads after the page's first paint.
 */
export function SmartBurnProvider({
  children,
  brand,
  locale,
  apiBase,
  queryClient,
  nonce,
  motion,
}: SmartBurnProviderProps) {
  const [ownClient] = useState(() => queryClient ?? createQueryClient());
  const client = queryClient ?? ownClient;
  const brandValue = useMemo(() => (locale ? { ...brand, locale } : brand), [brand, locale]);
  return (
    <ThemeProvider nonce={nonce}>
      <BrandProvider brand={brandValue}>
        <ApiConfigProvider baseUrl={apiBase}>
          <QueryClientProvider client={client}>
            <MotionProvider {...motion}>
              {children}
              <DeferredToaster />
            </MotionProvider>
          </QueryClientProvider>
        </ApiConfigProvider>
      </BrandProvider>
    </ThemeProvider>
  );
}
