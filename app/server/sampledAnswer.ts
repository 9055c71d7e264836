import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { HISTORY_SAMPLE_MS } from '@smartburn/ui';
import { matchesEtag } from './api';
import { HISTORY_WINDOW_SECONDS } from './history/routes';
import { sampleSlot } from './history/store';
import { secondsLeft } from './limits';

/**
 * What the pages made from the history (the feed, the activity pages) may be kept for, as the
 * history's own answers: public, until the next sample (at most one window), then stale for one
 * window while a cache asks again.
 */
export function sampledCacheControl(now: number): string {
  const maxAge = Math.min(HISTORY_WINDOW_SECONDS, secondsLeft((sampleSlot(now) + 1) * HISTORY_SAMPLE_MS, now));
  return `public, max-age=${maxAge}, stale-while-revalidate=${HISTORY_WINDOW_SECONDS}`;
}

/** A strong validator of a body. */
export const etagOf = (body: string | Uint8Array) =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;

/**
 * A cacheable answer: `cacheControl`, a strong ETag and 304 on a matching If-None-Match, no body
 * for HEAD. `status` 404 answers are cacheable too (an unknown id stays unknown until the next sample).
 */
export function cacheableAnswer(
  c: Context,
  {
    body,
    contentType,
    cacheControl,
    status = 200,
  }: { body: string; contentType: string; cacheControl: string; status?: 200 | 404 },
): Response {
  const etag = etagOf(body);
  const headers = new Headers({ 'cache-control': cacheControl, etag, vary: 'Accept-Encoding' });
  if (status === 200 && matchesEtag(c.req.header('if-none-match'), etag))
    return new Response(null, { status: 304, headers });
  headers.set('content-type', contentType);
  return new Response(c.req.method === 'HEAD' ? null : body, { status, headers });
}
