import http from 'node:http';
import { Hono } from 'hono';
import { getRequestListener } from '@hono/node-server';
import { envName, readConfig } from './server/config';
import { createServer } from './server/createServer';
import { describeStore, openHistoryStore } from './server/history/openStore';
import { gracefulShutdown } from './server/lifecycle';
import { createLogger } from './server/log';
import { metricsHandler } from './server/metrics';
import { createNodeServer } from './server/nodeServer';

// `npm run serve` (node dist-server/server.mjs, built from this file) and `npm start`: serves the
// built app and answers /api/* (mocks by default, or a backend). Every setting is read and
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
  const variable = envName('publicUrl');
  logger.warn(
    { event: 'config_warning', variable },
    `${variable} is not set: link previews of / carry no og:image, og:url or canonical (crawlers need absolute URLs, and the Host header is not trusted for them). Set ${variable}=https://your.domain`,
  );
}
// The history (docs/requirements.md §13.1): only in shared mode; pass-through opens no store.
let historyStore;
try {
  historyStore = config.apiCache === 'shared' ? openHistoryStore(config) : null;
} catch (error) {
  // An SQLite file that cannot be made or opened (a read-only data folder): one line, exit 1.
  process.stderr.write(
    `History error: cannot open the history under ${envName('dataDir')}=${JSON.stringify(config.dataDir)}: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
}
const app = createServer(config, { logger, historyStore });
app.warmUp();

// app/server/nodeServer.ts: security headers on Node's own answers too, one Host header, the
// slow-loris timeouts, a bound on requests per connection, CONNECT answered 405, keep-alive
// longer than the proxy's.
const server = await createNodeServer(app.fetch, {
  hostname: config.host,
  keepAliveTimeoutMs: config.keepAliveTimeoutMs,
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

await listen(server, config.port, envName('port'));
if (app.metrics && config.metricsPort !== undefined) {
  // /metrics on a port of its own (the main port answers 404 for it).
  const metricsApp = new Hono().get('/metrics', metricsHandler(app.metrics));
  const metricsServer = http.createServer(getRequestListener(metricsApp.fetch));
  servers.push(metricsServer);
  await listen(metricsServer, config.metricsPort, envName('metricsPort'));
}
const source = config.apiOrigin ?? `mock: ${config.mockScenario === 'live' ? 'live simulation' : config.mockScenario}`;
logger.info(
  {
    event: 'listening',
    url: `http://${config.host}:${config.port}/`,
    api: config.apiCache === 'off' ? 'pass-through' : 'shared snapshot',
    source,
    metrics: app.metrics ? (config.metricsPort ?? config.port) : 'off',
    history: historyStore ? describeStore(historyStore, config) : 'off',
    node: process.version,
  },
  `SmartBurn dashboard running at http://${config.host}:${config.port}/ (API ${config.apiCache === 'off' ? `passed through to ${source}` : `shared snapshot of ${source}`})`,
);

const shutdown = gracefulShutdown({
  servers,
  control: app,
  drainDelayMs: config.drainDelayMs,
  shutdownTimeoutMs: config.shutdownTimeoutMs,
  logger,
  exit: (code) => process.exit(code),
});
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
