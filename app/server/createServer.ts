import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { bodyLimit } from 'hono/body-limit';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defaultBrand, type BrandConfig } from '@smartburn/ui';
import { createApi, type Api } from './api';
import { DEFAULT_CONFIG, type ServerConfig } from './config';
import { createHistory, type History } from './history';
import type { HistoryStore } from './history/store';
import { historyRoute } from './history/routes';
import { feedRoute } from './feedRoute';
import { createHtmlPages, type ServerEnv } from './htmlPages';
import { HISTORY_CSV_PATH, HISTORY_JSON_PATH } from './limits';
import { SHARE_IMAGE_PATH } from './linkPreview';
import { silentLogger, type Logger } from './log';
import { createMetrics, metricsHandler, type ServerMetrics } from './metrics';
import { internalError, onlyReads, rejectMalformed } from './requestGuards';
import { activityPages } from './activityPage';
import { ACTIVITY_PATH_PREFIX, FEED_PATH } from './pageLinks';
import { observeRequests, trustedProxies } from './requestLog';
import { securityHeaders } from './securityHeaders';
import { createShareImage, shareImageCorp, shareImageRoute } from './shareImage';
import { SITE_FILES, siteFileCaching } from './siteFiles';
import { staticFiles } from './staticFiles';
import { concreteTheme } from './theme';

/** What the server is given besides its settings: what tests replace, and what the process opens. */
export interface ServerDeps {
  /** Default: nothing is logged. */
  logger?: Logger;
  /**
   * The history's store (docs/requirements.md §13.1), opened from the settings; used in shared
   * mode only. Default none: no /api/history.
   */
  historyStore?: HistoryStore | null;
  /** The history's clock; default Date.now. */
  now?: () => number;
  /** The brand of the pages, the link previews and the share image; default the package's. */
  brand?: BrandConfig;
}

/** What the process around the app needs besides `fetch`: readiness and the start of a shutdown. */
export interface ServerControl {
  /** /readyz: the snapshot's first refresh has finished and no shutdown has begun. */
  ready(): boolean;
  /** Fills the shared snapshot at once, so the first visitor already gets the data (`npm start`). */
  warmUp(): void;
  /** From now on /readyz answers 503 and every answer says `Connection: close`. */
  startDraining(): void;
  /** After the last connection: stops the history's sampler and closes its store. */
  close(): Promise<void>;
  /** The server's metrics, none when they are off; served on the app unless they have a port of their own. */
  metrics: ServerMetrics | null;
}

/** The app: every route, in the order a request meets them. */
export function createServer(config: ServerConfig, deps: ServerDeps = {}) {
  const { logger = silentLogger, brand = defaultBrand } = deps;
  const metrics = config.metrics ? createMetrics() : null;
  const api = createApi(config, { logger, metrics });
  if (api.snapshot) metrics?.watchSnapshot(() => api.snapshot?.current());
  const history = startHistory(config, api, { ...deps, logger, metrics });
  const isTrusted = trustedProxies(config.trustedProxies);
  const pages = createHtmlPages(config, { brand, api, history, isTrusted });
  const shareImage = createShareImageFor(config, brand, logger);
  let draining = false;
  const control: ServerControl = {
    ready: () => !draining && (api.snapshot?.ready() ?? true) && (history?.ready() ?? true),
    warmUp: () => void api.snapshot?.refreshDue(0),
    startDraining: () => {
      draining = true;
    },
    close: async () => {
      await history?.close();
    },
    metrics,
  };
  const app = new Hono<ServerEnv>();

  // Request ids, the access log and the request histogram, around everything else.
  app.use('*', observeRequests({ logger, metrics, accessLog: config.accessLog, isTrusted, draining: () => draining }));
  // The share image is made to be shown on other sites: this runs after the same-origin CORP.
  app.use(SHARE_IMAGE_PATH, shareImageCorp);
  // The same headers on every answer, errors included (app/server/securityHeaders.ts).
  app.use('*', securityHeaders());
  app.use('*', compress());
  app.use('*', rejectMalformed(config.maxRequestBodyBytes));

  // The API (app/server/api.ts): its three endpoints, and in shared mode the history's two
  // (docs/requirements.md §13.2); every other path under /api/ is api.handle's 404.
  app.use(
    '/api/*',
    bodyLimit({ maxSize: config.maxRequestBodyBytes, onError: (c) => c.text('Payload too large', 413) }),
  );
  if (history) {
    app.all(HISTORY_JSON_PATH, historyRoute(history.service, 'json', { logger }));
    app.all(HISTORY_CSV_PATH, historyRoute(history.service, 'csv', { logger }));
  }
  app.all('/api/*', (c) => api.handle(c));

  app.use('*', onlyReads);
  // Probes (docs/requirements.md §12.2): never cached by anyone.
  app.get('/livez', (c) => c.text('ok', 200, { 'Cache-Control': 'no-store' }));
  app.get('/readyz', (c) => {
    c.header('Cache-Control', 'no-store');
    if (control.ready()) return c.text('ready');
    return c.text(draining ? 'shutting down' : 'starting: the first snapshot is not in yet', 503);
  });
  if (metrics && config.metricsPort === undefined) app.get('/metrics', metricsHandler(metrics));
  // The share card drawn from the shared snapshot (pass-through mode has none: the fallback card).
  app.get(
    SHARE_IMAGE_PATH,
    shareImageRoute(shareImage, {
      snapshot: () => api.snapshot?.current(),
      refresh: () => api.snapshot?.refreshDue(config.firstHtmlBudgetMs) ?? Promise.resolve(),
    }),
  );
  // The Atom feed of the recorded activities: only where the history keeps them.
  if (history && deps.historyStore)
    app.get(
      FEED_PATH,
      feedRoute({
        store: deps.historyStore,
        siteName: brand.siteName,
        publicUrl: config.publicUrl,
        explorerTxUrl: config.explorerTxUrl,
        logger,
      }),
    );
  // A page for every recorded activity (the history's), complete as HTML.
  if (history && deps.historyStore)
    app.get(
      `${ACTIVITY_PATH_PREFIX}:id`,
      activityPages({
        distDir: config.distDir,
        brand,
        theme: config.theme,
        publicUrl: config.publicUrl,
        explorerTxUrl: config.explorerTxUrl,
        store: deps.historyStore,
        logger,
        notFound: pages.notFound,
        isTrusted,
      }),
    );
  app.get('/', pages.home);
  // The app's route is '/', not the file: send the old-style address there (the router would
  // otherwise show the Not Found page for '/index.html').
  app.get('/index.html', (c) => c.redirect(`/${new URL(c.req.url).search}`, 308));
  // The built files, from memory (app/server/staticFiles.ts), the site's own small files kept a day.
  for (const file of SITE_FILES) app.use(file, siteFileCaching);
  app.use('*', staticFiles(config.distDir));
  // Everything else is the app's 404 page, with the HTTP status to match.
  app.notFound(pages.notFound);
  app.onError(internalError(logger));
  return Object.assign(app, control);
}

/**
 * The history, in shared mode only (pass-through keeps none: no store, no sampler, /api/history
 * is a 404). The live simulation's past is written into an empty store when the server answers
 * from it.
 */
function startHistory(
  config: ServerConfig,
  api: Api,
  { historyStore, now = Date.now, logger, metrics }: ServerDeps & { logger: Logger; metrics: ServerMetrics | null },
): History | null {
  if (!api.snapshot || !historyStore) return null;
  const live = !config.apiOrigin && config.mockScenario === 'live';
  const history = createHistory(
    {
      store: historyStore,
      retention: config,
      now,
      backfill: live ? { seed: config.mockSeed, startAt: now() } : undefined,
    },
    { snapshot: api.snapshot, logger, metrics },
  );
  history.start();
  return history;
}

/** The share card in the configured theme; the committed fallback card is drawn in the default one. */
function createShareImageFor(config: ServerConfig, brand: BrandConfig, logger: Logger) {
  const fallbackFile = path.join(config.distDir, 'og-fallback.png');
  const theme = concreteTheme(config.theme);
  const fallbackDrawn = theme === concreteTheme(DEFAULT_CONFIG.theme) && existsSync(fallbackFile);
  return createShareImage({
    brand,
    theme,
    fallbackPng: fallbackDrawn ? new Uint8Array(readFileSync(fallbackFile)) : undefined,
    onError: (error) =>
      logger.error(
        { event: 'share_image_failed', err: error instanceof Error ? error.message : String(error) },
        'share image: render failed, serving the fallback image',
      ),
  });
}
