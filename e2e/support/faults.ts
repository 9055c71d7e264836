import type { Route } from '@playwright/test';

/** One way an API can misbehave, and what the visitor must read when it does. */
export interface Fault {
  name: string;
  /** Answer (or break) the intercepted request. */
  apply: (route: Route) => Promise<void>;
  /** Text the error message must contain ({path} is the endpoint); null when the answer is acceptable. */
  message: string | null;
  /** The server asked for this pause (Retry-After): the next poll must wait that long. */
  retryAfterMs?: number;
  /** What the refresh-failure toast adds about that pause. */
  toastNote?: string;
}

const NEVER = new Promise<void>(() => {});

/** After a Retry-After answer the next request comes at least the time asked, and less than this later (page clock). */
export const RETRY_AFTER_TOLERANCE_MS = 2_000;

export const FAULTS: Fault[] = [
  {
    name: 'HTTP 500',
    apply: (r) => r.fulfill({ status: 500, body: 'Internal Server Error: database down' }),
    message: '500: Internal Server Error: database down',
  },
  { name: 'HTTP 502', apply: (r) => r.fulfill({ status: 502, body: 'Bad Gateway' }), message: '502: Bad Gateway' },
  { name: 'HTTP 503', apply: (r) => r.fulfill({ status: 503, body: '' }), message: '503: Service Unavailable' },
  { name: 'HTTP 404', apply: (r) => r.fulfill({ status: 404, body: 'Not Found' }), message: '404: Not Found' },
  { name: 'HTTP 401', apply: (r) => r.fulfill({ status: 401, body: 'Unauthorized' }), message: '401: Unauthorized' },
  {
    name: 'HTTP 429 with Retry-After',
    apply: (r) => r.fulfill({ status: 429, headers: { 'Retry-After': '120' }, body: 'Too Many Requests' }),
    message: '429: Too Many Requests',
    retryAfterMs: 120_000,
    toastNote: 'next try in 2 minutes',
  },
  {
    name: 'connection refused',
    apply: (r) => r.abort('connectionrefused'),
    message: 'Network error: {path} could not be reached',
  },
  {
    name: 'connection reset',
    apply: (r) => r.abort('connectionreset'),
    message: 'Network error: {path} could not be reached',
  },
  { name: 'response never ends (10 s timeout)', apply: () => NEVER, message: 'Request to {path} timed out after 10 s' },
  {
    name: 'HTML error page instead of JSON',
    apply: (r) => r.fulfill({ status: 200, contentType: 'text/html', body: '<html><body><h1>Oops</h1></body></html>' }),
    message: 'Invalid JSON from {path}',
  },
  {
    name: 'truncated JSON',
    apply: (r) => r.fulfill({ status: 200, contentType: 'application/json', body: '{"currentBalance": 12' }),
    message: 'Invalid JSON from {path}',
  },
  {
    name: 'valid JSON of the wrong shape',
    apply: (r) =>
      r.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ unexpected: true, list: 'nope' }),
      }),
    message: 'Invalid response from {path}',
  },
  {
    name: 'empty body with 200',
    apply: (r) => r.fulfill({ status: 200, contentType: 'application/json', body: '' }),
    message: 'Invalid JSON from {path}',
  },
];

/** Extra unknown fields are accepted: the same data with fields added. */
export function withExtraFields(data: unknown): unknown {
  if (Array.isArray(data)) return data.map((item) => ({ ...item, _internal: { debug: true }, rank: 7 }));
  return { ...(data as object), _internal: { debug: true }, apiVersion: '9.9' };
}
