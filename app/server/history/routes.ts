import type { Context } from 'hono';
import { HISTORY_RANGES, HISTORY_SAMPLE_MS, historyCsvFileName } from '@smartburn/ui';
import { matchesEtag } from '../api';
import { secondsLeft, sharedWindowSeconds } from '../limits';
import { cutForLog, type Logger } from '../log';
import { isHistoryRange } from './answer';
import type { HistoryBody, HistoryService } from './service';
import { sampleSlot } from './store';

/** One window of the history's answers: a third of the sampling interval (10 s). */
export const HISTORY_WINDOW_SECONDS = sharedWindowSeconds(HISTORY_SAMPLE_MS);

const plain = (c: Context, status: 400 | 404 | 405 | 503, text: string) => {
  c.header('Cache-Control', 'no-store');
  return c.text(text, status);
};

/**
 * GET /api/history and GET /api/history.csv (docs/requirements.md §13.2). Answers are shared
 * like the other endpoints': `public`, max-age = what is left until the next sample (at most one
 * window), stale-while-revalidate one window, a strong ETag and 304 on If-None-Match. The query
 * string's `range` picks the answer; every other parameter is ignored.
 */
export function historyRoute(
  service: HistoryService,
  format: 'json' | 'csv',
  { now = Date.now, logger }: { now?: () => number; logger: Logger },
) {
  return async (c: Context): Promise<Response> => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      c.header('Allow', 'GET, HEAD');
      return plain(c, 405, 'Method not allowed');
    }
    const ranges = c.req.queries('range') ?? [];
    const range = ranges[0];
    if (ranges.length !== 1 || !isHistoryRange(range))
      return plain(
        c,
        400,
        `Bad request: range must be one of ${HISTORY_RANGES.join(', ')} (for example ${new URL(c.req.url).pathname}?range=${HISTORY_RANGES[0]}).`,
      );
    let answer;
    try {
      answer = await service.answer(range);
    } catch (error) {
      logger.error(
        { event: 'history_read_failed', range, err: cutForLog(error instanceof Error ? error.message : String(error)) },
        'history: reading the store failed',
      );
      return plain(c, 503, 'Service unavailable: the history could not be read.');
    }
    const { bytes, etag }: HistoryBody = answer[format];
    const { to } = answer.response;
    const at = now();
    const maxAge = Math.min(HISTORY_WINDOW_SECONDS, secondsLeft((sampleSlot(at) + 1) * HISTORY_SAMPLE_MS, at));
    const headers = new Headers({
      'cache-control': `public, max-age=${maxAge}, stale-while-revalidate=${HISTORY_WINDOW_SECONDS}`,
      etag,
      vary: 'Accept-Encoding',
    });
    if (matchesEtag(c.req.header('if-none-match'), etag)) return new Response(null, { status: 304, headers });
    headers.set(
      'content-type',
      format === 'json' ? 'application/json; charset=utf-8' : 'text/csv; charset=utf-8; header=present',
    );
    if (format === 'csv') headers.set('content-disposition', `attachment; filename="${historyCsvFileName(range, to)}"`);
    return new Response(c.req.method === 'HEAD' ? null : (bytes as Uint8Array<ArrayBuffer>), { status: 200, headers });
  };
}
