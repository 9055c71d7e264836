import type { Context, MiddlewareHandler } from 'hono';
import { SITE_FILE_MAX_AGE_SECONDS } from './limits';

/** Files of app/public that browsers, home screens and crawlers ask for by a fixed name (docs/requirements.md §6.5). */
export const SITE_FILES = [
  '/manifest.webmanifest',
  '/robots.txt',
  '/apple-touch-icon.png',
  '/og-fallback.png',
  '/icons/*',
] as const;

export const SITE_FILE_CACHE_CONTROL = `public, max-age=${SITE_FILE_MAX_AGE_SECONDS}`;

/**
 * A day in any cache, then a conditional request, which the static files answer with 304 while
 * the file's strong ETag still matches (app/server/staticFiles.ts). Use on SITE_FILES, before it.
 */
export const siteFileCaching: MiddlewareHandler = async (c: Context, next) => {
  await next();
  if (c.res.status === 200 || c.res.status === 304) c.res.headers.set('Cache-Control', SITE_FILE_CACHE_CONTROL);
};
