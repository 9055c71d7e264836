'use client';

import type { QueryClient } from '@tanstack/react-query';
import { Route, Router, Switch } from 'wouter';
import type { BrandConfig } from './config';
import type { ThemeSetting } from './theme';
import { DashboardPage } from './pages/DashboardPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { SmartBurnProvider } from './providers';
import type { DashboardInitialState } from './ssr/initialState';

/** Props of DashboardApp; every one is optional. */
export interface DashboardAppProps {
  /** Origin (and optional prefix) of the API; default same origin. */
  apiBase?: string;
  /** Brand overrides: product name, Japanese subtitle, social links, locale. */
  brand?: Partial<BrandConfig>;
  /** Your own QueryClient; default `createQueryClient()` with the required defaults (docs/requirements.md §5.3). */
  queryClient?: QueryClient;
  /** Locale for numbers and times; default the browser's. */
  locale?: string;
  /** Host the app under a sub-path, e.g. '/pool'. */
  basePath?: string;
  /** CSP nonce for Emotion's style elements. */
  nonce?: string;
  /**
   * Theme: `dark` (default), `light`, `high-contrast` or `system`. A server page sets it on
   * `<html data-theme>` instead, so the background follows and nothing flashes.
   */
  theme?: ThemeSetting;
  /**
   * The request path when rendering on a server; default `basePath + '/'` there (the
   * dashboard). The browser always routes by its own location.
   */
  ssrPath?: string;
  /**
   * The server render's state, to hydrate its markup: `renderDashboard` of
   * `@smartburn/ui/server` makes it, `readInitialState()` reads it from the page.
   */
  initialState?: DashboardInitialState;
}

/** The whole routed app: every provider, '/' -> DashboardPage, anything else -> NotFoundPage. */
export function DashboardApp({
  apiBase,
  brand,
  queryClient,
  locale,
  basePath = '',
  nonce,
  theme,
  ssrPath,
  initialState,
}: DashboardAppProps) {
  return (
    <SmartBurnProvider
      apiBase={apiBase}
      brand={brand}
      queryClient={queryClient}
      locale={locale}
      nonce={nonce}
      theme={theme}
      initialState={initialState}
    >
      <Router base={basePath} ssrPath={ssrPath ?? (typeof window === 'undefined' ? `${basePath}/` : undefined)}>
        <Switch>
          <Route path="/" component={DashboardPage} />
          <Route>
            <NotFoundPage href={`${basePath}/`} />
          </Route>
        </Switch>
      </Router>
    </SmartBurnProvider>
  );
}
