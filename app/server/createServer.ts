import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import { HTTPException } from 'hono/http-exception';
import { bodyLimit } from 'hono/body-limit';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createApi, type ApiCacheMode } from './api';
import { defaultBrand, type BrandConfig, type ThemeSetting } from '@smartburn/ui';
import { createHistory, type HistoryOptions } from './history';
import { historyRoute } from './history/routes';
import { createHomePage, type PageHistory } from './homePage';
import { DEFAULT_LIMITS, type ServerLimits } from './config';
import {
  API_ENDPOINTS,
  EDGE_NONCE_FILL,
  EDGE_NONCE_HEADER,
  HISTORY_CSV_PATH,
  HISTORY_JSON_PATH,
  MAX_PATH_LENGTH,
  MAX_REQUEST_BODY_BYTES,
  sharedWindowSeconds,
} from './limits';
import { linkPreviewTags, NOINDEX_TAG, SHARE_IMAGE_PATH, withHeadTags } from './linkPreview';
import { silentLogger, type Logger } from './log';
import type { ServerMetrics } from './metrics';
import { observeRequests, trustedProxies } from './requestLog';
import type { HttpBindings } from '@hono/node-server';
import { securityHeaders } from './securityHeaders';
import { createShareImage, shareImageCorp, shareImageRoute } from './shareImage';
import { SITE_FILES, siteFileCaching } from './siteFiles';
import { staticFiles } from './staticFiles';
import { DEFAULT_THEME, concreteTheme, withTheme } from './theme';

export interface ServerOptions {
  /** Folder of the built app (vite build output), relative to the working directory. */
  distDir: string;
  /** Proxy /api/* to this origin instead of answering from the mocks. */
  apiOrigin?: string;
  /** Mock scenario when not proxying ('live' by default). */
  scenario?: string;
  seed?: number;
  /** `shared` (default): one cacheable snapshot for every visitor; `off`: per-request pass-through. */
  apiCache?: ApiCacheMode;
  /** Fill the shared snapshot at once, so the first visitor already gets the data (`npm start`). */
  warmUp?: boolean;
  /** PUBLIC_URL, parsed (linkPreview.ts): the absolute base of the link preview tags; none without it. */
  publicUrl?: string;
  /** The brand of the link previews and the share image; default the package's. */
  brand?: BrandConfig;
  /** The limits an operator may set (app/server/config.ts); each defaults to its constant. */
  limits?: Partial<ServerLimits>;
  /** Default: nothing is logged. */
  logger?: Logger;
  /** Default: none (no /metrics). */
  metrics?: ServerMetrics | null;
  /** Serve /metrics on this app (true), or leave it to a port of its own (false, METRICS_PORT). */
  metricsRoute?: boolean;
  /** One info line per request (ACCESS_LOG); default off. */
  accessLog?: boolean;
  /** TRUSTED_PROXIES, as app/server/config.ts reads them; default loopback. */
  trustedProxies?: string[];
  /** THEME: the pages' theme (`<html data-theme>`) and the share image's colours; default dark. */
  theme?: ThemeSetting;
  /**
   * The history's store and retention (docs/requirements.md §13.1), used in shared mode only;
   * default none (no /api/history). The live simulation's past is written into an empty store
   * when the server answers from it (no `apiOrigin`, scenario `live`).
   */
  history?: Omit<HistoryOptions, 'backfill'> | null;
}

/** What the process around the app needs besides `fetch`: readiness and the start of a shutdown. */
export interface ServerControl {
  /** /readyz: the snapshot's first refresh has finished and no shutdown has begun. */
  ready(): boolean;
  /** From now on /readyz answers 503 and every answer says `Connection: close`. */
  startDraining(): void;
  /** After the last connection: stops the history's sampler and closes its store. */
  close(): Promise<void>;
}

export { MAX_PATH_LENGTH, MAX_REQUEST_BODY_BYTES };

const NO_CACHE = 'no-cache';
/** The shortest window of the three endpoints (trades: 5 s): no page outlives it at the edge. */
const SHORTEST_WINDOW_SECONDS = Math.min(
  ...Object.values(API_ENDPOINTS).map(({ pollMs }) => sharedWindowSeconds(pollMs)),
);
const NONCE_PLACEHOLDER = /__CSP_NONCE__/g;

type Env = { Variables: { secureHeadersNonce?: string } };

export function createServer({
  distDir,
  apiOrigin,
  scenario,
  seed,
  apiCache,
  warmUp = false,
  publicUrl,
  brand = defaultBrand,
  limits: limitOverrides,
  logger = silentLogger,
  metrics = null,
  metricsRoute = true,
  accessLog = false,
  trustedProxies: trusted = ['loopback'],
  theme = DEFAULT_THEME,
  history: historyOptions = null,
}: ServerOptions) {
  const limits = { ...DEFAULT_LIMITS, ...limitOverrides };
  const templateHtml = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  // scripts/prerender.mjs writes the Not Found page's own first HTML; without it, index.html.
  const notFoundFile = path.join(distDir, '404.html');
  // Head tags that depend on the configuration, filled once here (docs/requirements.md §6.3).
  const previewTags = linkPreviewTags(brand, publicUrl);
  const indexHtml = withTheme(withHeadTags(templateHtml, previewTags), theme);
  const notFoundHtml = withTheme(
    withHeadTags(existsSync(notFoundFile) ? readFileSync(notFoundFile, 'utf8') : templateHtml, NOINDEX_TAG),
    theme,
  );
  const api = createApi({
    apiOrigin,
    scenario,
    seed,
    cache: apiCache,
    upstreamTimeoutMs: limits.upstreamTimeoutMs,
    retryBaseMs: limits.upstreamRetryBaseMs,
    retryMaxMs: limits.upstreamRetryMaxMs,
    logger,
    metrics,
  });
  if (api.snapshot) metrics?.watchSnapshot(() => api.snapshot?.current());
  // With API_CACHE=off there is no shared history: no store, no sampler, /api/history is a 404.
  const history =
    api.snapshot && historyOptions
      ? createHistory(
          {
            ...historyOptions,
            backfill:
              !apiOrigin && (scenario ?? 'live') === 'live'
                ? { seed: seed ?? 1, startAt: (historyOptions.now ?? Date.now)() }
                : undefined,
          },
          { snapshot: api.snapshot, logger, metrics },
        )
      : null;
  history?.start();
  const homePage = createHomePage({ distDir, brand, headTags: previewTags, theme });
  if (warmUp) void api.snapshot?.refreshDue(0);
  const fallbackFile = path.join(distDir, 'og-fallback.png');
  const shareTheme = concreteTheme(theme);
  const shareImage = createShareImage({
    brand,
    theme: shareTheme,
    // The committed fallback card is drawn in the default theme; another theme draws its own.
    fallbackPng:
      shareTheme === DEFAULT_THEME && existsSync(fallbackFile) ? new Uint8Array(readFileSync(fallbackFile)) : undefined,
    onError: (error) =>
      logger.error(
        { event: 'share_image_failed', err: error instanceof Error ? error.message : String(error) },
        'share image: render failed, serving the fallback image',
      ),
  });
  let draining = false;
  const control: ServerControl = {
    ready: () => !draining && (api.snapshot?.ready() ?? true) && (history?.ready() ?? true),
    startDraining: () => {
      draining = true;
    },
    close: async () => {
      await history?.close();
    },
  };
  const app = new Hono<Env>();
  const isTrusted = trustedProxies(trusted);

  // Request ids, the access log and the request histogram, around everything else.
  app.use('*', observeRequests({ logger, metrics, accessLog, isTrusted, draining: () => draining }));

  // The share image is made to be shown on other sites: this runs after the same-origin CORP.
  app.use(SHARE_IMAGE_PATH, shareImageCorp);
  // The same headers on every answer, errors included (app/server/securityHeaders.ts).
  app.use('*', securityHeaders());
  app.use('*', compress());
  app.use('*', rejectMalformed(limits.maxRequestBodyBytes));

  // The API: only its three endpoints, only GET and HEAD (the page only reads; the proxy never
  // relays writes with a visitor's cookies). Shared mode answers from one snapshot; API_CACHE=off
  // passes each request through (app/server/api.ts).
  app.use(
    '/api/*',
    bodyLimit({ maxSize: limits.maxRequestBodyBytes, onError: (c) => c.text('Payload too large', 413) }),
  );
  // The history (docs/requirements.md §13.2), shared mode only; every other path under /api/
  // (/api/history/…, /api/history.json) is api.handle's 404.
  if (history) {
    app.all(HISTORY_JSON_PATH, historyRoute(history.service, 'json', { logger }));
    app.all(HISTORY_CSV_PATH, historyRoute(history.service, 'csv', { logger }));
  }
  app.all('/api/*', (c) => api.handle(c));

  const page = (c: Context<Env>, status: 200 | 404, html = status === 404 ? notFoundHtml : indexHtml) => {
    c.header('Cache-Control', NO_CACHE);
    return c.html(html.replace(NONCE_PLACEHOLDER, c.get('secureHeadersNonce') ?? ''), status);
  };

  app.use('*', async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return methodNotAllowed(c);
    return next();
  });
  // Probes (docs/requirements.md §12.2): never cached by anyone.
  app.get('/livez', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.text('ok');
  });
  app.get('/readyz', (c) => {
    c.header('Cache-Control', 'no-store');
    if (control.ready()) return c.text('ready');
    return c.text(draining ? 'shutting down' : 'starting: the first snapshot is not in yet', 503);
  });
  if (metrics && metricsRoute) app.get('/metrics', metricsHandler(metrics));
  // The share card drawn from the shared snapshot (with API_CACHE=off there is none: the fallback card).
  app.get(
    SHARE_IMAGE_PATH,
    shareImageRoute(shareImage, {
      snapshot: () => api.snapshot?.current(),
      refresh: () => api.snapshot?.refreshDue(limits.firstHtmlBudgetMs) ?? Promise.resolve(),
    }),
  );
  // The first HTML is the dashboard server-rendered from the snapshot, or the skeleton while it
  // holds no data (docs/requirements.md §9.3); due refreshes get at most FIRST_HTML_BUDGET_MS.
  app.get('/', async (c) => {
    const [, pageHistory] = await Promise.all([
      api.snapshot?.refreshDue(limits.firstHtmlBudgetMs),
      history ? withinBudget(history.service.pageData(), limits.firstHtmlBudgetMs) : undefined,
    ]);
    const html = homePage.render(api.snapshot?.current(), pageHistory);
    // The edge's variant (docs/requirements.md §12.5): the placeholder stays for the edge to fill
    // per visitor, and the body may be kept while its data is fresh. Only for a trusted proxy:
    // anyone else could have a page with a known nonce stored by a cache that fills in nothing.
    const peer = (c.env as HttpBindings | undefined)?.incoming?.socket?.remoteAddress;
    if (c.req.header(EDGE_NONCE_HEADER) === EDGE_NONCE_FILL && isTrusted(peer)) {
      const fresh = api.snapshot?.freshForSeconds() ?? 0;
      c.header(
        'Cache-Control',
        fresh > 0 ? `public, max-age=${fresh}, stale-while-revalidate=${SHORTEST_WINDOW_SECONDS}` : NO_CACHE,
      );
      c.header('Vary', 'X-Edge-Nonce');
      return c.html(html, 200);
    }
    return page(c, 200, html);
  });
  // The app's route is '/', not the file: send the old-style address there (the router would
  // otherwise show the Not Found page for '/index.html').
  app.get('/index.html', (c) => c.redirect(`/${new URL(c.req.url).search}`, 308));
  // The built files, from memory (app/server/staticFiles.ts): no source maps, no HTML pages.
  // The site's own small files are kept a day (app/server/siteFiles.ts).
  for (const file of SITE_FILES) app.use(file, siteFileCaching);
  app.use('*', staticFiles(distDir));
  // Everything else is the app's 404 page, with the HTTP status to match.
  app.notFound((c) => page(c, 404));
  // A thrown error is the server's fault, never the client's: one line in the log, no stack
  // trace for anyone to flood it with, and a plain 500 (the security headers still apply).
  app.onError((error, c) => {
    if (error instanceof HTTPException) return error.getResponse();
    logger.error(
      {
        event: 'internal_error',
        method: c.req.method,
        path: new URL(c.req.url).pathname.slice(0, 120),
        err: error.message,
      },
      `Internal error answering ${c.req.method} ${new URL(c.req.url).pathname.slice(0, 120)}`,
    );
    return c.text('Internal server error', 500);
  });
  return Object.assign(app, control);
}

/** The history answer for the page, or undefined when the store does not answer within the budget. */
async function withinBudget(answer: Promise<PageHistory>, budgetMs: number): Promise<PageHistory | undefined> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      answer,
      new Promise<undefined>((resolve) => {
        timer = setTimeout(() => resolve(undefined), budgetMs);
      }),
    ]);
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

/** `GET /metrics` in Prometheus' text format, never cached. */
export function metricsHandler(metrics: ServerMetrics) {
  return async (c: Context) => {
    const body = await metrics.registry.metrics();
    return c.body(body, 200, { 'Content-Type': metrics.registry.contentType, 'Cache-Control': 'no-store' });
  };
}

function methodNotAllowed(c: Context<Env>) {
  c.header('Allow', 'GET, HEAD');
  return c.text('Method not allowed', 405);
}

/**
 * Requests no browser showing this page would send get a 4xx before any route sees them: a body
 * announced larger than MAX_REQUEST_BODY_BYTES on any method (413), a path longer than
 * MAX_PATH_LENGTH (414), a NUL byte or broken percent-encoding in the path (400).
 */
const rejectMalformed = (maxBodyBytes: number) => async (c: Context<Env>, next: () => Promise<void>) => {
  const length = c.req.header('content-length');
  if (length !== undefined && !(Number(length) <= maxBodyBytes)) return c.text('Payload too large', 413);
  const rawPath = new URL(c.req.url).pathname;
  if (rawPath.length > MAX_PATH_LENGTH) return c.text('URI too long', 414);
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return c.text('Bad request: malformed percent-encoding', 400);
  }
  if (decoded.includes('\0')) return c.text('Bad request: NUL in path', 400);
  return next();
};
