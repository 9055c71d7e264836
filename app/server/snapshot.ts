import { createHash } from 'node:crypto';
import { DEFAULT_CONFIG, type ServerConfig } from './config';
import { API_ENDPOINTS, FAILURE_CACHE_SECONDS, secondsLeft, sharedWindowSeconds, type ApiEndpointPath } from './limits';
import { cutForLog, silentLogger, type Logger } from './log';
import { upstreamOutcome, type ServerMetrics } from './metrics';
import type { EndpointName, EndpointSnapshot, Snapshot } from './snapshotTypes';
import type { UpstreamAnswer } from './upstream';

/** Asks the upstream (the mocks or the backend) for one endpoint. Must not reject. */
export type Upstream = (path: ApiEndpointPath) => Promise<UpstreamAnswer>;

/** What every visitor gets for an endpoint until the entry's window ends. */
export interface SharedAnswer {
  status: number;
  /** Content-Type, Cache-Control, and ETag (good answers) or Retry-After (failures). */
  headers: Headers;
  body: Uint8Array;
  /** Set on good answers: the strong validator of `body`. */
  etag?: string;
}

interface Entry {
  answer?: SharedAnswer;
  state: EndpointSnapshot;
  /** Until then the entry's answer is served without asking the upstream. */
  expiresAt: number;
  inflight?: Promise<void>;
  /** Failed upstream answers in a row (the retry delay doubles with each). */
  failuresInRow: number;
  /** When the current failure streak began (for the recovery's log line). */
  failingSince?: number;
}

/**
 * The retry settings: after a failure, ask again no sooner than the base delay, doubling per
 * failure in a row, never waiting longer than the maximum (Retry-After included). Default: the
 * settings' defaults.
 */
export interface SnapshotOptions extends Partial<Pick<ServerConfig, 'upstreamRetryBaseMs' | 'upstreamRetryMaxMs'>> {
  now?: () => number;
  /** Where upstream trouble is reported: one line when it starts, one when it ends. */
  logger?: Logger;
  metrics?: ServerMetrics | null;
}

export interface SnapshotStore {
  /** The endpoint's shared answer; asks the upstream first (once, however many wait) when due. */
  answer(path: ApiEndpointPath): Promise<SharedAnswer>;
  /** Refreshes every endpoint that is due, waiting at most `budgetMs` for them. */
  refreshDue(budgetMs: number): Promise<void>;
  /** What the snapshot holds now, for the server-rendered page and the share image. */
  current(): Snapshot;
  /** True once every endpoint has been asked once (answered or failed): /readyz. */
  ready(): boolean;
  /**
   * How long a page rendered from the snapshot now stays fresh, in whole seconds: what is left of
   * the soonest-ending window (never more than the shortest window), FAILURE_CACHE_SECONDS while
   * an endpoint is failing, 0 while one has never answered.
   */
  freshForSeconds(): number;
}

const decoder = new TextDecoder();

/**
 * One shared snapshot of the three endpoints (docs/requirements.md §9.2). The upstream is asked
 * at most once per endpoint per window (single-flight: concurrent visitors wait for the same
 * request), and every visitor is answered from the result. A failure is kept for
 * FAILURE_CACHE_SECONDS and reaches the page as the failure it was; the last good data stays in
 * the snapshot for the server-rendered page.
 */
export function createSnapshotStore(
  upstream: Upstream,
  nowOrOptions: (() => number) | SnapshotOptions = {},
): SnapshotStore {
  const options = typeof nowOrOptions === 'function' ? { now: nowOrOptions } : nowOrOptions;
  const {
    now = Date.now,
    upstreamRetryBaseMs: retryBaseMs = DEFAULT_CONFIG.upstreamRetryBaseMs,
    upstreamRetryMaxMs: retryMaxMs = DEFAULT_CONFIG.upstreamRetryMaxMs,
    logger = silentLogger,
    metrics = null,
  } = options;
  const entries = Object.fromEntries(
    Object.keys(API_ENDPOINTS).map((path) => [path, { state: {}, expiresAt: 0, failuresInRow: 0 } satisfies Entry]),
  ) as Record<ApiEndpointPath, Entry>;
  let version = 0;

  function store(path: ApiEndpointPath, upstreamAnswer: UpstreamAnswer, startedAt: number) {
    const entry = entries[path];
    const at = now();
    const endpoint = API_ENDPOINTS[path].name;
    metrics?.observeUpstream(
      endpoint,
      upstreamOutcome(upstreamAnswer.status, upstreamAnswer.generated === true),
      (at - startedAt) / 1000,
    );
    const good =
      upstreamAnswer.status >= 200 && upstreamAnswer.status < 300 ? parseJson(upstreamAnswer.body) : undefined;
    if (good) {
      const windowSeconds = sharedWindowSeconds(API_ENDPOINTS[path].pollMs);
      const etag = `"${createHash('sha256').update(upstreamAnswer.body).digest('base64url').slice(0, 32)}"`;
      entry.answer = {
        status: 200,
        headers: new Headers({
          'content-type': 'application/json; charset=utf-8',
          'cache-control': `public, max-age=${windowSeconds}, stale-while-revalidate=${windowSeconds}`,
          etag,
        }),
        body: upstreamAnswer.body,
        etag,
      };
      entry.state = { good: { body: good.value, receivedAt: at } };
      entry.expiresAt = at + windowSeconds * 1000;
      if (entry.failingSince !== undefined) {
        logger.info(
          { event: 'upstream_recovered', endpoint, downForMs: at - entry.failingSince, failures: entry.failuresInRow },
          `upstream ${path} recovered after ${Math.round((at - entry.failingSince) / 1000)} s`,
        );
      }
      entry.failuresInRow = 0;
      entry.failingSince = undefined;
    } else {
      const status = upstreamAnswer.status >= 200 && upstreamAnswer.status < 300 ? 502 : upstreamAnswer.status;
      const body =
        status === upstreamAnswer.status
          ? upstreamAnswer.body
          : badGateway('Bad gateway: the API answered with a body that is not JSON.').body;
      const headers = new Headers({
        'content-type':
          status === upstreamAnswer.status
            ? (upstreamAnswer.headers.get('content-type') ?? 'text/plain; charset=utf-8')
            : 'text/plain; charset=utf-8',
        'cache-control': `public, max-age=${FAILURE_CACHE_SECONDS}`,
      });
      const retryAfter = upstreamAnswer.headers.get('retry-after');
      if (retryAfter) headers.set('retry-after', retryAfter);
      entry.answer = { status, headers, body };
      // The page's message format: '{status}: {body text}'.
      const message = `${status}: ${decoder.decode(body)}`;
      entry.state = { ...entry.state, failure: { status, message, at } };
      entry.failuresInRow += 1;
      entry.expiresAt = at + retryDelay(entry.failuresInRow, retryAfter, at);
      if (entry.failingSince === undefined) {
        entry.failingSince = at;
        logger.warn(
          { event: 'upstream_failing', endpoint, status, reason: cutForLog(message), latencyMs: at - startedAt },
          `upstream ${path} failing: ${cutForLog(message, 120)}`,
        );
      }
    }
    version += 1;
  }

  /** Exponential backoff from the base delay, or the upstream's Retry-After when longer; at most the maximum. */
  function retryDelay(failuresInRow: number, retryAfter: string | null, at: number): number {
    const backoff = retryBaseMs * 2 ** Math.min(failuresInRow - 1, 30);
    return Math.min(retryMaxMs, Math.max(backoff, retryAfterMs(retryAfter, at) ?? 0));
  }

  function refresh(path: ApiEndpointPath): Promise<void> {
    const entry = entries[path];
    const startedAt = now();
    entry.inflight ??= upstream(path)
      .catch(() => badGateway('Bad gateway: the API could not be asked.'))
      .then((answer) => store(path, answer, startedAt))
      .finally(() => {
        entry.inflight = undefined;
      });
    return entry.inflight;
  }

  const isDue = (entry: Entry) => entry.answer === undefined || now() >= entry.expiresAt;

  return {
    async answer(path) {
      const entry = entries[path];
      if (isDue(entry)) await refresh(path);
      const answer = entry.answer as SharedAnswer;
      // A cache may keep the answer only for what is left of the snapshot's window, so an edge
      // copy never outlives the snapshot it came from (nginx ignores an Age header).
      // A failure keeps its FAILURE_CACHE_SECONDS: the retry delay is the upstream's rest, not the page's.
      if (!answer.etag) return answer;
      const left = secondsLeft(entry.expiresAt, now());
      const headers = new Headers(answer.headers);
      headers.set('cache-control', answer.headers.get('cache-control')!.replace(/max-age=\d+/, `max-age=${left}`));
      return { ...answer, headers };
    },
    async refreshDue(budgetMs) {
      const due = (Object.keys(entries) as ApiEndpointPath[]).filter((path) => isDue(entries[path]));
      if (due.length === 0) return;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.all(due.map(refresh)),
        new Promise<void>((resolve) => {
          timer = setTimeout(resolve, budgetMs);
        }),
      ]);
      clearTimeout(timer);
    },
    current() {
      const endpoints = {} as Record<EndpointName, EndpointSnapshot>;
      for (const [path, { name }] of Object.entries(API_ENDPOINTS)) {
        endpoints[name] = entries[path as ApiEndpointPath].state;
      }
      return { version, endpoints };
    },
    ready() {
      return Object.values(entries).every((entry) => entry.answer !== undefined);
    },
    freshForSeconds() {
      const at = now();
      let seconds = Infinity;
      for (const [path, entry] of Object.entries(entries)) {
        const window = sharedWindowSeconds(API_ENDPOINTS[path as ApiEndpointPath].pollMs);
        const left = !entry.answer
          ? 0
          : entry.answer.etag
            ? Math.min(window, secondsLeft(entry.expiresAt, at))
            : FAILURE_CACHE_SECONDS;
        seconds = Math.min(seconds, left);
      }
      return seconds;
    },
  };
}

/** Retry-After (RFC 9110 10.2.3) in milliseconds from `at`: delay-seconds or an HTTP date. */
export function retryAfterMs(value: string | null, at: number): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - at);
}

function badGateway(message: string): UpstreamAnswer {
  return {
    generated: true,
    status: 502,
    headers: new Headers({ 'content-type': 'text/plain; charset=utf-8' }),
    body: new TextEncoder().encode(message),
  };
}

function parseJson(body: Uint8Array): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(decoder.decode(body)) };
  } catch {
    return undefined;
  }
}
