'use client';

import { QueryClientProvider, hydrate, type QueryClient } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { BrandProvider, type BrandConfig } from '../config';
import { ApiConfigProvider, createQueryClient } from '../data';
import { MotionProvider, type MotionProviderProps } from '../motion';
import { ThemeProvider, type ThemeSetting } from '../theme';
import { DeferredToaster, DeferredTooltips, DeferredTypewriterLoop } from '../deferred/parts';
import { InitialRenderContext } from '../ssr/hydration';
import type { DashboardInitialState } from '../ssr/initialState';

/** Props of SmartBurnProvider; all but children are optional. */
export interface SmartBurnProviderProps {
  children: ReactNode;
  /** Brand overrides (name, Japanese subtitle, social links, locale). */
  brand?: Partial<BrandConfig>;
  /** Locale for numbers and times; overrides `brand.locale`. Default: the browser's. */
  locale?: string;
  /** Origin (and optional path prefix) of the API; default same origin. */
  apiBase?: string;
  /**
   * The API serves GET /api/history too (this package's server does; the spec's three
   * endpoints do not): only then are the trends asked for and shown. Default: what
   * `initialState` says (the server that rendered the page), else false.
   */
  history?: boolean;
  /** A QueryClient of your own; default `createQueryClient()`. */
  queryClient?: QueryClient;
  /** CSP nonce for Emotion's style elements. */
  nonce?: string;
  /** Theme of the children (ThemeProvider's `theme`); default: the nearest `[data-theme]` ancestor's, else dark. */
  theme?: ThemeSetting;
  /** Motion settings: frozen clock, random source, forced reduced motion. */
  motion?: Omit<MotionProviderProps, 'children'>;
  /**
   * The state a server render used (`renderDashboard` of `@smartburn/ui/server`, read in the
   * browser with `readInitialState()`): its data goes into the query cache before the first
   * render, and that render uses the server's clock and locale, so it hydrates the server's
   * markup as it is.
   */
  initialState?: DashboardInitialState;
}

/**
 * Every provider a SmartBurn component needs: theme, brand, API, data cache, motion, the
 * toast region and the tooltip popups (each shares the page-wide 700 ms delay and 300 ms
 * skip-delay by itself). The toast region and the popups load after the page's first paint
 * (src/deferred/parts.tsx).
 */
export function SmartBurnProvider({
  children,
  brand,
  locale,
  apiBase,
  history,
  queryClient,
  nonce,
  theme,
  motion,
  initialState,
}: SmartBurnProviderProps) {
  const [ownClient] = useState(() => queryClient ?? createQueryClient());
  const client = queryClient ?? ownClient;
  // Before the first render reads the cache. Hydrated queries keep when they were received, and
  // data is never stale by the spec's defaults: nothing is fetched again until the first poll.
  useMemo(() => initialState && hydrate(client, initialState.queries), [client, initialState]);
  const initialRender = useMemo(
    () => ({ renderedAt: initialState?.renderedAt, locale: initialState?.locale }),
    [initialState],
  );
  const brandValue = useMemo(() => (locale ? { ...brand, locale } : brand), [brand, locale]);
  return (
    <InitialRenderContext.Provider value={initialRender}>
      <ThemeProvider nonce={nonce} theme={theme}>
        <BrandProvider brand={brandValue}>
          <ApiConfigProvider baseUrl={apiBase} history={history ?? initialState?.history ?? false}>
            <QueryClientProvider client={client}>
              <MotionProvider {...motion}>
                <DeferredTooltips>
                  <DeferredTypewriterLoop>{children}</DeferredTypewriterLoop>
                </DeferredTooltips>
                <DeferredToaster />
              </MotionProvider>
            </QueryClientProvider>
          </ApiConfigProvider>
        </BrandProvider>
      </ThemeProvider>
    </InitialRenderContext.Provider>
  );
}
