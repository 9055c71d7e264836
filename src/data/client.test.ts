// @vitest-environment node
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import type { QueryFunctionContext } from '@tanstack/react-query';
import { ApiError, getQueryFn, parseRetryAfter } from './client';
import { ERROR_TEXT_MAX_CHARS, RETRY_AFTER_MAX_MS } from '../constants';
import { createQueryClient } from './queryClient';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const ctx = (path: string) =>
  ({ queryKey: [path], signal: new AbortController().signal }) as unknown as QueryFunctionContext;

describe('getQueryFn', () => {
  it('GETs baseUrl + queryKey[0] with credentials and parses JSON', async () => {
    let seen: Request | undefined;
    server.use(
      http.get('http://api.test/api/trades', ({ request }) => {
        seen = request;
        return HttpResponse.json([{ pair: 'XAU/USD', profit: 1 }]);
      }),
    );
    const data = await getQueryFn({ baseUrl: 'http://api.test' })(ctx('/api/trades'));
    expect(data).toEqual([{ pair: 'XAU/USD', profit: 1 }]);
    expect(seen?.method).toBe('GET');
    expect(seen?.credentials).toBe('include');
    expect(new URL(seen?.url ?? '').pathname).toBe('/api/trades');
  });

  it('throws "{status}: {body}" on a non-2xx status', async () => {
    server.use(http.get('*/api/x', () => new HttpResponse('pool database unavailable', { status: 500 })));
    await expect(getQueryFn({ baseUrl: 'http://api.test' })(ctx('/api/x'))).rejects.toThrow(
      '500: pool database unavailable',
    );
  });

  it('throws "{status}: {statusText}" when the body is empty', async () => {
    server.use(http.get('*/api/x', () => new HttpResponse(null, { status: 503, statusText: 'Service Unavailable' })));
    await expect(getQueryFn({ baseUrl: 'http://api.test' })(ctx('/api/x'))).rejects.toThrow(
      /^503: Service Unavailable$/,
    );
  });

  it('throws on 401 by default and returns null with on401: returnNull', async () => {
    server.use(http.get('*/api/x', () => new HttpResponse('Unauthorized', { status: 401 })));
    await expect(getQueryFn({ baseUrl: 'http://api.test' })(ctx('/api/x'))).rejects.toThrow('401: Unauthorized');
    await expect(getQueryFn({ baseUrl: 'http://api.test', on401: 'throw' })(ctx('/api/x'))).rejects.toThrow(
      '401: Unauthorized',
    );
    await expect(getQueryFn({ baseUrl: 'http://api.test', on401: 'returnNull' })(ctx('/api/x'))).resolves.toBeNull();
  });

  it('names an unparsable JSON body', async () => {
    server.use(http.get('*/api/x', () => new HttpResponse('<html>oops</html>', { status: 200 })));
    await expect(getQueryFn({ baseUrl: 'http://api.test' })(ctx('/api/x'))).rejects.toThrow('Invalid JSON from /api/x');
  });

  it('times out a request that never answers', async () => {
    server.use(
      http.get('*/api/x', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    await expect(getQueryFn({ baseUrl: 'http://api.test', timeoutMs: 50 })(ctx('/api/x'))).rejects.toThrow(
      'Request to /api/x timed out after 0.05 s',
    );
  });

  it('reports a network failure clearly', async () => {
    server.use(http.get('*/api/x', () => HttpResponse.error()));
    await expect(getQueryFn({ baseUrl: 'http://api.test' })(ctx('/api/x'))).rejects.toThrow(
      'Network error: /api/x could not be reached',
    );
  });
});

/** The error a request to `path` fails with. */
async function failureOf(path: string): Promise<unknown> {
  try {
    await getQueryFn({ baseUrl: 'http://api.test' })(ctx(path));
  } catch (error) {
    return error;
  }
  throw new Error(`${path} did not fail`);
}

describe('error answers', () => {
  it('cuts a very long error body (an HTML error page) so the message stays readable', async () => {
    const page = `<html><body>${'<p>stack trace line</p>'.repeat(5_000)}</body></html>`;
    server.use(http.get('*/api/x', () => new HttpResponse(page, { status: 500 })));
    const error = await failureOf('/api/x');
    expect(error).toBeInstanceOf(ApiError);
    const message = (error as ApiError).message;
    expect(message.startsWith(`500: ${page.slice(0, 40)}`)).toBe(true);
    expect(message).toHaveLength('500: '.length + ERROR_TEXT_MAX_CHARS + 1);
    expect(message.endsWith('…')).toBe(true);
  });

  it.each([
    [429, '120', 120_000],
    [503, '30', 30_000],
    [429, '0', 0],
    [429, '99999999', RETRY_AFTER_MAX_MS],
    [429, 'soon', undefined],
    [500, '120', undefined],
  ])('status %s with Retry-After %s -> retryAfterMs %s', async (status, header, expected) => {
    server.use(
      http.get('*/api/x', () => new HttpResponse('Slow down', { status, headers: { 'Retry-After': header } })),
    );
    const error = (await failureOf('/api/x')) as ApiError;
    expect(error.message).toBe(`${status}: Slow down`);
    expect(error.retryAfterMs).toBe(expected);
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-01-15T12:00:00Z');
  it('reads delta-seconds and HTTP dates, capped, never negative', () => {
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter(' 5 ', now)).toBe(5_000);
    expect(parseRetryAfter('Thu, 15 Jan 2026 12:02:00 GMT', now)).toBe(120_000);
    expect(parseRetryAfter('Thu, 15 Jan 2026 11:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('Fri, 31 Dec 9999 23:59:59 GMT', now)).toBe(RETRY_AFTER_MAX_MS);
    expect(parseRetryAfter(`1${'0'.repeat(30)}`, now)).toBe(RETRY_AFTER_MAX_MS);
  });
  it('ignores what it does not understand', () => {
    for (const bad of [null, '', '-5', '1.5', 'Infinity', 'NaN', '12abc', '1e3']) {
      expect(parseRetryAfter(bad, now), String(bad)).toBeUndefined();
    }
  });
});

describe('createQueryClient', () => {
  it('has the required defaults', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.staleTime).toBe(Infinity);
    expect(defaults.queries?.refetchOnWindowFocus).toBe(false);
    expect(defaults.queries?.refetchInterval).toBe(false);
    expect(defaults.queries?.retry).toBe(false);
    expect(defaults.mutations?.retry).toBe(false);
    expect(typeof defaults.queries?.queryFn).toBe('function');
  });

  it('its default query function throws on 401', async () => {
    server.use(http.get('*/api/me', () => new HttpResponse('Unauthorized', { status: 401 })));
    const client = createQueryClient();
    const original = globalThis.fetch;
    // The default has no base URL: resolve the same-origin path against the test host.
    globalThis.fetch = (input, init) => original(new URL(String(input), 'http://api.test'), init);
    try {
      await expect(client.fetchQuery({ queryKey: ['/api/me'] })).rejects.toThrow('401: Unauthorized');
    } finally {
      globalThis.fetch = original;
    }
  });
});
