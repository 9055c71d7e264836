import { randomUUID } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import type { HttpBindings } from '@hono/node-server';
import type { Context, MiddlewareHandler } from 'hono';
import { API_ENDPOINTS, HISTORY_CSV_PATH, HISTORY_JSON_PATH } from './limits';
import { cutForLog, type Logger } from './log';
import type { ServerMetrics } from './metrics';
import { ACTIVITY_PATH_PREFIX, EMBED_PATH, FEED_PATH } from './pageLinks';
import { SITE_FILES } from './siteFiles';

/** Routes with a fixed path, as they appear in metrics and logs. */
const FIXED_ROUTES = new Set<string>([
  '/',
  '/og.png',
  '/index.html',
  '/livez',
  '/readyz',
  '/metrics',
  ...Object.keys(API_ENDPOINTS),
  HISTORY_JSON_PATH,
  HISTORY_CSV_PATH,
  FEED_PATH,
  EMBED_PATH,
  ...SITE_FILES.filter((file) => !file.endsWith('*')),
]);
const PREFIX_ROUTES = [
  '/assets/',
  '/api/',
  ACTIVITY_PATH_PREFIX,
  ...SITE_FILES.filter((f) => f.endsWith('/*')).map((f) => f.slice(0, -1)),
];

/**
 * The route template of a request (docs/requirements.md §12.3): the fixed paths as they are, a
 * folder of files as `/assets/*`, anything else `other`. Never the raw path, so a scan of a
 * million URLs makes no million time series.
 */
export function routeTemplate(path: string): string {
  if (FIXED_ROUTES.has(path)) return path;
  const prefix = PREFIX_ROUTES.find((p) => path.startsWith(p));
  return prefix ? `${prefix}*` : 'other';
}

/** The addresses whose X-Forwarded-For and X-Request-Id are believed (the trusted proxies setting). */
export function trustedProxies(entries: string[]): (address: string | undefined) => boolean {
  const list = new BlockList();
  for (const entry of entries) {
    if (entry === 'loopback') {
      list.addSubnet('127.0.0.0', 8, 'ipv4');
      list.addAddress('::1', 'ipv6');
      continue;
    }
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return (address) => {
    if (!address) return false;
    const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
    const family = isIP(plain);
    return family !== 0 && list.check(plain, family === 6 ? 'ipv6' : 'ipv4');
  };
}

const REQUEST_ID = /^[\w.:@+=/-]{1,128}$/;

export interface RequestObserverOptions {
  logger: Logger;
  metrics: ServerMetrics | null;
  accessLog: boolean;
  isTrusted: (address: string | undefined) => boolean;
  /** While true, every answer says `Connection: close`, so clients and proxies move to another instance. */
  draining: () => boolean;
}

/**
 * The first middleware of the server: gives each request an id (the trusted proxy's
 * X-Request-Id, else a fresh one; sent back as X-Request-Id), times it into the request
 * histogram and writes its access log line (level info, one line, no headers, the path cut
 * short). Client errors are info lines like any other answer: a scan or an attack adds lines
 * to the access log (which the access log setting turns off), never warnings or stack traces.
 */
export function observeRequests({
  logger,
  metrics,
  accessLog,
  isTrusted,
  draining,
}: RequestObserverOptions): MiddlewareHandler {
  return async (c: Context, next) => {
    const started = performance.now();
    const peer = (c.env as HttpBindings | undefined)?.incoming?.socket?.remoteAddress;
    const trusted = isTrusted(peer);
    const offered = trusted ? c.req.header('x-request-id') : undefined;
    const id = offered && REQUEST_ID.test(offered) ? offered : randomUUID();
    await next();
    c.res.headers.set('X-Request-Id', id);
    if (draining()) c.res.headers.set('Connection', 'close');
    const path = new URL(c.req.url).pathname;
    const route = routeTemplate(path);
    const seconds = (performance.now() - started) / 1000;
    metrics?.observeRequest(route, c.req.method, c.res.status, seconds);
    if (accessLog && route !== '/livez' && route !== '/readyz' && route !== '/metrics') {
      logger.info({
        event: 'request',
        reqId: id,
        method: c.req.method,
        path: cutForLog(path, 120),
        route,
        status: c.res.status,
        ms: Math.round(seconds * 10_000) / 10,
        ip: trusted ? clientAddress(c.req.header('x-forwarded-for'), peer, isTrusted) : peer,
      });
    }
  };
}

/**
 * The visitor's address behind trusted proxies: the last X-Forwarded-For entry not itself a
 * trusted proxy (entries left of it are the client's to write, and not believed).
 */
export function clientAddress(
  forwardedFor: string | undefined,
  peer: string | undefined,
  isTrusted: (address: string | undefined) => boolean,
): string | undefined {
  const chain = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => isIP(entry) !== 0);
  for (let i = chain.length - 1; i >= 0; i--) if (!isTrusted(chain[i])) return chain[i];
  return chain[0] ?? peer;
}
