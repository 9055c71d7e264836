import type { Context, MiddlewareHandler } from 'hono';
import { etag } from 'hono/etag';
import { SITE_FILE_MAX_AGE_SECONDS } from './limits';

/** Files of app/public that browsers, home screens and crawlers ask for by a fixed name (issue 16). */
export const SITE_FILES = [
  '/manifest.webmanifest',
  '/robots.txt',
  '/favicon.svg',
  '/apple-touch-icon.png',
  '/og-fallback.png',
  '/icons/*',
] as const;

export const SITE_FILE_CACHE_CONTROL = `public, max-age=${SITE_FILE_MAX_AGE_SECONDS}`;

const strongEtag = etag();

/**
 * A day in any cache, then a conditional request: a strong ETag of the file's bytes, and 304 when
 * it still matches. Use on SITE_FILES, before the static file handler.
 */
export const siteFileCaching: MiddlewareHandler = async (c: Context, next) => {
  await strongEtag(c, next);
  if (c.res.status === 200 || c.res.status === 304) c.res.headers.set('Cache-Control', SITE_FILE_CACHE_CONTROL);
};
