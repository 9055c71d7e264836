// @vitest-environment node
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, constants, deflateSync, gzipSync } from 'node:zlib';
import { UPSTREAM_MAX_BYTES } from './limits';
import { DEFAULT_CONFIG } from './config';
import { fetchUpstream, type ApiEndpointPath, type UpstreamOptions } from './upstream';

const timeoutMs = DEFAULT_CONFIG.upstreamTimeoutMs;

/**
 * fetchUpstream against a hostile backend on loopback (docs/requirements.md §9.6): each `?case=` is one way a
 * backend can answer; every one must end in a clear answer, never a rejection or a hang.
 */
const json = (body: unknown) => JSON.stringify(body);
const MB = 1024 * 1024;
/** One gzip member of 1 MB of zeros (about 1 KB): concatenated members are one valid gzip stream. */
const GZIP_MEMBER = gzipSync(Buffer.alloc(MB));
const BROTLI_BOMB = brotliCompressSync(Buffer.alloc(64 * MB), { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
const raw =
  (text: string): Handler =>
  (req) => {
    req.socket.end(text);
  };
const cases: Record<string, Handler> = {
  ok: (req, res) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(json({ ok: true, headers: req.headers }));
  },
  hostileHeaders: (_req, res) => {
    res.writeHead(200, {
      'content-type': 'application/json',
      etag: '"v1"',
      'last-modified': 'Mon, 23 Nov 2026 09:00:00 GMT',
      'cache-control': 'max-age=5',
      'retry-after': '7',
      connection: 'x-hop',
      'x-hop': 'hop-by-hop',
      'keep-alive': 'timeout=99',
      'proxy-authenticate': 'Basic realm="internal"',
      'set-cookie': 'session=backend; Path=/',
      server: 'internal-api/1.0',
      'access-control-allow-origin': '*',
      'access-control-allow-credentials': 'true',
      refresh: '0;url=https://evil.example/',
      link: '<https://evil.example/x.js>; rel=preload; as=script',
      'clear-site-data': '"*"',
      'alt-svc': 'h3=":443"',
      location: 'http://10.0.0.7:8080/internal',
      'x-powered-by': 'internal',
      'content-security-policy': "script-src 'unsafe-inline'",
      'x-internal-host': '10.0.0.7',
    });
    res.end(json({ ok: true }));
  },
  problemJson: (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/vnd.api+json' });
    res.end(json({ ok: true }));
  },
  javascript: (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/javascript' });
    res.end('alert(document.cookie)');
  },
  html: (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end('<script>alert(1)</script>');
  },
  noType: (_req, res) => res.end(json({ ok: true })),
  error503: (_req, res) => {
    res.writeHead(503, { 'content-type': 'text/html', 'retry-after': '30', 'set-cookie': 'x=1' });
    res.end('<h1>Maintenance</h1>');
  },
  error404json: (_req, res) => {
    res.writeHead(404, { 'content-type': 'application/problem+json' });
    res.end(json({ title: 'not here' }));
  },
  s204: (_req, res) => {
    res.writeHead(204);
    res.end();
  },
  s205: (_req, res) => {
    res.writeHead(205);
    res.end();
  },
  s206: (_req, res) => {
    res.writeHead(206, { 'content-type': 'application/json', 'content-range': 'bytes 0-1/10' });
    res.end('{}');
  },
  s304: (_req, res) => {
    res.writeHead(304, { etag: '"v1"', 'set-cookie': 'x=1' });
    res.end();
  },
  redirect: (_req, res) => {
    res.writeHead(302, { location: 'http://10.0.0.7/internal', 'content-type': 'application/json' });
    res.end('{}');
  },
  s101: raw('HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n'),
  s103: raw(
    'HTTP/1.1 103 Early Hints\r\nLink: <https://evil.example/x.js>; rel=preload\r\n\r\nHTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 11\r\nConnection: close\r\n\r\n{"ok":true}',
  ),
  s100only: raw('HTTP/1.1 100 Continue\r\n\r\n'),
  s600: raw(
    'HTTP/1.1 600 Beyond\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}',
  ),
  s999: raw('HTTP/1.1 999 Odd\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}'),
  garbage: raw('SSH-2.0-OpenSSH_9.6\r\n\r\n'),
  hangUp: (req) => req.socket.destroy(),
  trailer: (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', trailer: 'x-checksum' });
    res.write('{"ok":');
    res.write('true}');
    res.addTrailers({ 'x-checksum': 'abc' });
    res.end();
  },
  huge: (_req, res) => {
    // No Content-Length: the size is only known by reading.
    res.writeHead(200, { 'content-type': 'application/json' });
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    let sent = 0;
    const pump = () => {
      while (sent < 300 * MB) {
        sent += chunk.length;
        if (!res.write(chunk)) return void res.once('drain', pump);
      }
      res.end();
    };
    res.on('close', () => (sent = Infinity));
    pump();
  },
  oneMB: (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.write(Buffer.alloc(MB / 2, 0x20));
    res.end(Buffer.alloc(MB / 2, 0x20));
  },
  oneMBgzip: (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
    res.end(GZIP_MEMBER);
  },
  hugeDeclared: (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(300 * MB) });
    res.write('[');
  },
  gzipBomb: (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
    let sent = 0;
    const pump = () => {
      while (sent < 1024) {
        sent++;
        if (!res.write(GZIP_MEMBER)) return void res.once('drain', pump);
      }
      res.end();
    };
    res.on('close', () => (sent = Infinity));
    pump();
  },
  brotliBomb: (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'br' });
    res.end(BROTLI_BOMB);
  },
  gzipSmall: (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
    res.end(gzipSync(json({ zipped: true })));
  },
  deflateSmall: (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'deflate' });
    res.end(deflateSync(json({ deflated: true })));
  },
  gzipBroken: (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
    res.end(Buffer.from('this is not gzip at all'));
  },
  unknownCoding: (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip, gzip' });
    res.end(gzipSync(gzipSync('{}')));
  },
  cutShort: (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
    res.write('{"cut":');
    setTimeout(() => res.socket?.destroy(), 20);
  },
  silent: () => undefined,
  stall: (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.write('{"partial":');
  },
};

let backend: Server;
let origin: string;
const seen: Array<{ url: string; headers: IncomingMessage['headers']; socket: number }> = [];
const socketIds = new WeakMap<object, number>();
let nextSocket = 0;
let resets = 0;

beforeAll(async () => {
  backend = createServer((req, res) => {
    if (!socketIds.has(req.socket)) socketIds.set(req.socket, nextSocket++);
    seen.push({ url: req.url ?? '', headers: req.headers, socket: socketIds.get(req.socket) as number });
    const name = new URL(req.url ?? '/', 'http://x').searchParams.get('case') ?? 'ok';
    const reused = seen.filter((s) => s.socket === socketIds.get(req.socket)).length > 1;
    if (name === 'resetReused' && reused && resets === 0) {
      resets++;
      req.socket.destroy(); // a kept-alive connection that dies just as it is reused
      return;
    }
    (cases[name] ?? (cases.ok as Handler))(req, res);
  });
  backend.keepAliveTimeout = 60_000;
  await new Promise<void>((r) => backend.listen(0, '127.0.0.1', r));
  origin = `http://127.0.0.1:${(backend.address() as AddressInfo).port}`;
});
afterAll(() => {
  backend.closeAllConnections();
  backend.close();
});

const ask = (name: string, options: Partial<UpstreamOptions> = {}, path: ApiEndpointPath = '/api/dashboard') =>
  fetchUpstream(origin, path, { timeoutMs, search: `?case=${name}`, ...options });
const text = (body: Uint8Array) => new TextDecoder().decode(body);

describe('fetchUpstream', () => {
  it('passes a JSON answer with only the allowed headers', async () => {
    const res = await ask('hostileHeaders');
    expect(res.status).toBe(200);
    expect(text(res.body)).toBe('{"ok":true}');
    expect(Object.fromEntries(res.headers)).toEqual({
      'content-type': 'application/json',
      etag: '"v1"',
      'last-modified': 'Mon, 23 Nov 2026 09:00:00 GMT',
      'cache-control': 'max-age=5',
      'retry-after': '7',
      date: expect.any(String),
    });
  });

  it('accepts +json types', async () => {
    const res = await ask('problemJson');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.api+json');
  });

  it.each(['javascript', 'html', 'noType'])('answers a 200 that is not JSON (%s) with 502', async (name) => {
    const res = await ask(name);
    expect(res.status).toBe(502);
    expect(text(res.body)).toBe(
      'Bad gateway: the API answered with a body that is not JSON (Content-Type must be application/json).',
    );
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
  });

  it('passes error answers with their status and text, typed text/plain unless JSON, Retry-After kept', async () => {
    const down = await ask('error503');
    expect(down.status).toBe(503);
    expect(text(down.body)).toBe('<h1>Maintenance</h1>');
    expect(Object.fromEntries(down.headers)).toEqual({
      'content-type': 'text/plain; charset=utf-8',
      'retry-after': '30',
      date: expect.any(String),
    });
    const missing = await ask('error404json');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toBe('application/problem+json');
  });

  it.each([
    ['s204', 'Bad gateway: the API answered 204 with no content; the endpoint must answer JSON.'],
    ['s205', 'Bad gateway: the API answered 205 with no content; the endpoint must answer JSON.'],
    ['s206', 'Bad gateway: the API answered 206 Partial Content to a request for the whole answer.'],
    ['s304', 'Bad gateway: the API answered 304 Not Modified to a request that was not conditional.'],
    ['redirect', 'Bad gateway: the API answered with a redirect (302), which is not followed.'],
    ['s101', 'Bad gateway: the API tried to switch protocols.'],
    ['s100only', 'Bad gateway: the API closed the connection without answering.'],
    ['s600', 'Bad gateway: the API answered with an invalid status.'],
    ['s999', 'Bad gateway: the API answered with an invalid status.'],
    ['garbage', "Bad gateway: the API's answer is not valid HTTP."],
    ['hangUp', 'Bad gateway: the API closed the connection without answering.'],
    ['cutShort', 'Bad gateway: the API broke off its answer.'],
    ['gzipBroken', 'Bad gateway: the API broke off its answer.'],
    ['unknownCoding', "Bad gateway: the API's answer uses a content coding the server does not decode."],
  ])('maps %s to a clear 502', async (name, message) => {
    const res = await ask(name);
    expect(res.status).toBe(502);
    expect(text(res.body)).toBe(message);
    expect([...res.headers.keys()]).toEqual(['content-type']);
  });

  it('relays a 304 with its validators when the visitor asked conditionally', async () => {
    const res = await ask('s304', { requestHeaders: new Headers({ 'if-none-match': '"v1"' }) });
    expect(res.status).toBe(304);
    expect(res.body.byteLength).toBe(0);
    expect(res.headers.get('etag')).toBe('"v1"');
    expect(res.headers.has('set-cookie')).toBe(false);
    expect(seen.at(-1)?.headers['if-none-match']).toBe('"v1"');
  });

  it('reads through 103 Early Hints, and past a Trailer, to the whole answer', async () => {
    const hinted = await ask('s103');
    expect(hinted.status).toBe(200);
    expect(text(hinted.body)).toBe('{"ok":true}');
    expect(hinted.headers.has('link')).toBe(false);
    const trailed = await ask('trailer');
    expect(trailed.status).toBe(200);
    expect(text(trailed.body)).toBe('{"ok":true}');
    expect(trailed.headers.has('trailer')).toBe(false);
  });

  it('decodes gzip and deflate answers', async () => {
    expect(JSON.parse(text((await ask('gzipSmall')).body))).toEqual({ zipped: true });
    expect(JSON.parse(text((await ask('deflateSmall')).body))).toEqual({ deflated: true });
  });

  it.each(['huge', 'hugeDeclared', 'gzipBomb', 'brotliBomb'])(
    'cuts off an answer over the cap (%s) with a 502',
    async (name) => {
      const res = await ask(name);
      expect(res.status).toBe(502);
      expect(text(res.body)).toBe(`Bad gateway: the API's answer is larger than ${UPSTREAM_MAX_BYTES / MB} MB.`);
    },
  );

  it('holds an answer of exactly the cap, not one byte more', async () => {
    const res = await ask('oneMB', { maxBytes: MB });
    expect(res.status).toBe(200);
    expect(res.body.byteLength).toBe(MB);
    expect((await ask('oneMB', { maxBytes: MB - 1 })).status).toBe(502);
    expect((await ask('oneMBgzip', { maxBytes: MB })).status).toBe(200);
    expect((await ask('oneMBgzip', { maxBytes: MB - 1 })).status).toBe(502);
  });

  it('answers 504 when the backend says nothing, or stalls mid-body, past the timeout', async () => {
    for (const name of ['silent', 'stall']) {
      const started = Date.now();
      const res = await ask(name, { timeoutMs: 300 });
      expect(res.status).toBe(504);
      expect(text(res.body)).toBe('Gateway timeout: the API did not answer within 0.3 s.');
      expect(Date.now() - started).toBeLessThan(2_000);
    }
  });

  it('answers 502 naming no address when the backend is unreachable', async () => {
    const res = await fetchUpstream('http://127.0.0.1:9', '/api/trades', { timeoutMs });
    expect(res.status).toBe(502);
    expect(text(res.body)).toBe('Bad gateway: the API is unreachable.');
  });

  it('answers 502 for an API address it cannot ask, rather than throwing', async () => {
    expect(text((await fetchUpstream('not a url', '/api/trades', { timeoutMs })).body)).toBe(
      'Bad gateway: the API could not be asked (its address is not a URL).',
    );
    expect(text((await fetchUpstream('ftp://127.0.0.1', '/api/trades', { timeoutMs })).body)).toBe(
      'Bad gateway: the API could not be asked (only http and https are spoken).',
    );
  });

  it('sends X-Forwarded-For and Forwarded, keeping only well-formed addresses', async () => {
    await ask('ok', {
      clientIp: '::ffff:127.0.0.1',
      requestHeaders: new Headers({
        'x-forwarded-for': '203.0.113.9, <script>, 10.0.0.1\r',
        forwarded: 'for=198.51.100.7;proto=https, for=<evil>',
      }),
    });
    expect(seen.at(-1)?.headers['x-forwarded-for']).toBe('203.0.113.9, 10.0.0.1, 127.0.0.1');
    expect(seen.at(-1)?.headers.forwarded).toBe('for=198.51.100.7;proto=https, for=127.0.0.1');
    await ask('ok', { clientIp: '2001:db8::1' });
    expect(seen.at(-1)?.headers['x-forwarded-for']).toBe('2001:db8::1');
    expect(seen.at(-1)?.headers.forwarded).toBe('for="[2001:db8::1]"');
    await ask('ok');
    expect(seen.at(-1)?.headers['x-forwarded-for']).toBeUndefined();
  });

  it('forwards Cookie and Authorization only when asked to (API_CACHE=off)', async () => {
    const requestHeaders = new Headers({ cookie: 'session=1', authorization: 'Bearer t', 'user-agent': 'visitor' });
    await ask('ok', { requestHeaders });
    expect(seen.at(-1)?.headers).toMatchObject({ 'user-agent': 'visitor', accept: 'application/json' });
    expect(seen.at(-1)?.headers.cookie).toBeUndefined();
    expect(seen.at(-1)?.headers.authorization).toBeUndefined();
    await ask('ok', { requestHeaders, forwardCookies: true });
    expect(seen.at(-1)?.headers).toMatchObject({ cookie: 'session=1', authorization: 'Bearer t' });
  });

  it('never sends anything but the three endpoints, inside the origin', async () => {
    const before = seen.length;
    for (const path of ['/api/..;/admin', '/api/%2e%2e/admin', '/api/dashboard/../admin', '/admin']) {
      const res = await fetchUpstream(origin, path as ApiEndpointPath, { timeoutMs });
      expect(res.status, path).toBe(404);
    }
    expect((await fetchUpstream(origin, '/api/trades', { timeoutMs, search: '@evil.example' })).status).toBe(404);
    expect((await fetchUpstream(origin, '/api/trades', { timeoutMs, search: '?x=/../../admin' })).status).toBe(200);
    expect(seen.slice(before).map((s) => s.url)).toEqual(['/api/trades?x=/../../admin']);
    const prefixed = await fetchUpstream(`${origin}/v1/`, '/api/trades', { timeoutMs });
    expect(prefixed.status).toBe(200);
    expect(seen.at(-1)?.url).toBe('/v1/api/trades');
  });

  it('sends a GET again once when a kept-alive connection dies as it is reused', async () => {
    await ask('ok', {}, '/api/activities'); // leaves a kept-alive connection to reuse
    const res = await ask('resetReused', {}, '/api/activities');
    expect(res.status).toBe(200);
    expect(resets).toBe(1);
    expect(seen.filter((s) => s.url.includes('resetReused'))).toHaveLength(2);
  });
});
