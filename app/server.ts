import http from 'node:http';
import { Hono } from 'hono';
import { getRequestListener } from '@hono/node-server';
import { readConfig } from './server/config';
import { createServer, metricsHandler } from './server/createServer';
import { describeStore, openHistoryStore } from './server/history/openStore';
import { gracefulShutdown } from './server/lifecycle';
import { createLogger } from './server/log';
import { createMetrics } from './server/metrics';
import { createNodeServer } from './server/nodeServer';

// `npm run serve` (node dist-server/server.mjs, built from this file) and `npm start`: serves the
// built app and answers /api/* (mocks by default, or API_ORIGIN). Every setting is read and
// checked here, before anything starts (app/server/config.ts, docs/requirements.md §12.1).
const result = readConfig(process.env);
if (!result.ok) {
  // One line per bad variable, no stack trace, exit 1: what an operator reads in a crash loop.
  for (const line of result.errors) process.stderr.write(`Configuration error: ${line}\n`);
  process.exit(1);
}
const config = result.config;
const logger = createLogger(config.logLevel);
if (!config.publicUrl) {
  logger.warn(
    { event: 'config_warning', variable: 'PUBLIC_URL' },
    'PUBLIC_URL is not set: link previews of / carry no og:image, og:url or canonical (crawlers need absolute URLs, and the Host header is not trusted for them). Set PUBLIC_URL=https://your.domain',
  );
}
const metrics = config.metrics ? createMetrics() : null;
// The history (docs/requirements.md §13.1): only in shared mode; API_CACHE=off opens no store.
let historyStore;
try {
  historyStore = config.apiCache === 'shared' ? openHistoryStore(config.history) : null;
} catch (error) {
  // An SQLite file that cannot be made or opened (a read-only DATA_DIR): one line, exit 1.
  process.stderr.write(
    `History error: cannot open the history under DATA_DIR=${JSON.stringify(config.history.dataDir)}: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
}
const app = createServer({
  distDir: config.distDir,
  apiOrigin: config.apiOrigin,
  scenario: config.scenario,
  seed: config.seed,
  apiCache: config.apiCache,
  warmUp: true,
  publicUrl: config.publicUrl,
  limits: config.limits,
  logger,
  metrics,
  metricsRoute: config.metricsPort === undefined,
  accessLog: config.accessLog,
  trustedProxies: config.trustedProxies,
  // THEME: dark (default), light, high-contrast or system (docs/requirements.md §8.4).
  theme: config.theme,
  history: historyStore ? { store: historyStore, retention: config.history.retention } : null,
});

// app/server/nodeServer.ts: security headers on Node's own answers too, one Host header, the
// slow-loris timeouts, a bound on requests per connection, CONNECT answered 405, keep-alive
// longer than the proxy's.
const server = await createNodeServer(app.fetch, {
  hostname: config.host,
  keepAliveTimeoutMs: config.limits.keepAliveTimeoutMs,
  logger,
});
const servers = [server];

const listen = (target: http.Server, port: number, what: string) =>
  new Promise<void>((resolve) => {
    target.once('error', (error: NodeJS.ErrnoException) => {
      logger.fatal(
        { event: 'listen_failed', port, code: error.code },
        `cannot listen on ${config.host}:${port} (${what}): ${error.code ?? error.message}`,
      );
      process.exit(1);
    });
    target.listen(port, config.host, () => resolve());
  });

await listen(server, config.port, 'PORT');
if (metrics && config.metricsPort !== undefined) {
  // METRICS_PORT: /metrics on a port of its own (the main port answers 404 for it).
  const metricsApp = new Hono().get('/metrics', metricsHandler(metrics));
  const metricsServer = http.createServer(getRequestListener(metricsApp.fetch));
  servers.push(metricsServer);
  await listen(metricsServer, config.metricsPort, 'METRICS_PORT');
}
const source = config.apiOrigin ?? `mock: ${config.scenario === 'live' ? 'live simulation' : config.scenario}`;
logger.info(
  {
    event: 'listening',
    url: `http://${config.host}:${config.port}/`,
    api: config.apiCache === 'off' ? 'pass-through' : 'shared snapshot',
    source,
    metrics: metrics ? (config.metricsPort ?? config.port) : 'off',
    history: historyStore ? describeStore(historyStore, config.history.dataDir) : 'off',
    node: process.version,
  },
  `SmartBurn dashboard running at http://${config.host}:${config.port}/ (API ${config.apiCache === 'off' ? `passed through to ${source}` : `shared snapshot of ${source}`})`,
);

const shutdown = gracefulShutdown({
  servers,
  control: app,
  drainDelayMs: config.limits.drainDelayMs,
  shutdownTimeoutMs: config.limits.shutdownTimeoutMs,
  logger,
  exit: (code) => process.exit(code),
});
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
