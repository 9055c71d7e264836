// @vitest-environment node
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import type { QueryFunctionContext } from '@tanstack/react-query';
import { getQueryFn } from './client';
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

describe('createQueryClient', () => {
  it('has the spec defaults', () => {
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
