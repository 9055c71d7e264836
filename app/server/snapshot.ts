import { createHash } from 'node:crypto';
import { API_ENDPOINTS, FAILURE_CACHE_SECONDS, secondsLeft, sharedWindowSeconds, type ApiEndpointPath } from './limits';
import type { EndpointName, EndpointSnapshot, Snapshot } from './snapshotTypes';
import type { UpstreamAnswer } from './upstream';

/** Asks the upstream (the mocks or API_ORIGIN) for one endpoint. Must not reject. */
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
}

export interface SnapshotStore {
  /** The endpoint's shared answer; asks the upstream first (once, however many wait) when due. */
  answer(path: ApiEndpointPath): Promise<SharedAnswer>;
  /** Refreshes every endpoint that is due, waiting at most `budgetMs` for them. */
  refreshDue(budgetMs: number): Promise<void>;
  /** What the snapshot holds now, for the server-rendered page and the share image. */
  current(): Snapshot;
}

const decoder = new TextDecoder();

/**
 * One shared snapshot of the three endpoints (issue 13, docs/requirements.md §9.2). The upstream is asked
 * at most once per endpoint per window (single-flight: concurrent visitors wait for the same
 * request), and every visitor is answered from the result. A failure is kept for
 * FAILURE_CACHE_SECONDS and reaches the page as the failure it was; the last good data stays in
 * the snapshot for the server-rendered page.
 */
export function createSnapshotStore(upstream: Upstream, now: () => number = Date.now): SnapshotStore {
  const entries = Object.fromEntries(
    Object.keys(API_ENDPOINTS).map((path) => [path, { state: {}, expiresAt: 0 } satisfies Entry]),
  ) as Record<ApiEndpointPath, Entry>;
  let version = 0;

  function store(path: ApiEndpointPath, upstreamAnswer: UpstreamAnswer) {
    const entry = entries[path];
    const at = now();
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
      entry.state = { ...entry.state, failure: { status, message: `${status}: ${decoder.decode(body)}`, at } };
      entry.expiresAt = at + FAILURE_CACHE_SECONDS * 1000;
    }
    version += 1;
  }

  function refresh(path: ApiEndpointPath): Promise<void> {
    const entry = entries[path];
    entry.inflight ??= upstream(path)
      .catch(() => badGateway('Bad gateway: the API could not be asked.'))
      .then((answer) => store(path, answer))
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
  };
}

function badGateway(message: string): UpstreamAnswer {
  return {
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
