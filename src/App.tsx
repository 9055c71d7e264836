'use client';

import type { QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
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
  /**
   * The API serves GET /api/history too (this package's server does; the spec's three
   * endpoints do not): only then does the page ask for it and show its Trends section.
   * Default: what `initialState` says, else false.
   */
  history?: boolean;
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

/** Whether `pathname` is the dashboard's: `basePath` itself or with a trailing slash (any case, as URLs are matched). */
function isDashboardPath(pathname: string, basePath: string): boolean {
  if (!pathname.toLowerCase().startsWith(basePath.toLowerCase())) return false;
  const rest = pathname.slice(basePath.length);
  return rest === '' || rest === '/';
}

function subscribeToHistory(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
}

/**
 * The path: the browser's own (also while hydrating: the server rendered the same one), or on a
 * server the one it renders (`ssrPath`, default the dashboard's). Two routes need no router
 * library, whose bytes would count against what a phone may fetch at load (docs/requirements.md §11.4).
 */
function usePathname(ssrPath: string | undefined, basePath: string): string {
  const browserPath = () => window.location.pathname;
  return useSyncExternalStore(
    subscribeToHistory,
    browserPath,
    () => ssrPath ?? (typeof window === 'undefined' ? `${basePath}/` : browserPath()),
  );
}

/** The page of the path: the dashboard at `basePath + '/'`, the Not Found page anywhere else. */
function Routes({ basePath, ssrPath }: { basePath: string; ssrPath: string | undefined }) {
  const pathname = usePathname(ssrPath, basePath);
  return isDashboardPath(pathname, basePath) ? <DashboardPage /> : <NotFoundPage href={`${basePath}/`} />;
}

/** The whole routed app: every provider, '/' -> DashboardPage, anything else -> NotFoundPage. */
export function DashboardApp({ basePath = '', ssrPath, ...providerProps }: DashboardAppProps) {
  // Every other prop is the provider's.
  return (
    <SmartBurnProvider {...providerProps}>
      <Routes basePath={basePath} ssrPath={ssrPath} />
    </SmartBurnProvider>
  );
}
