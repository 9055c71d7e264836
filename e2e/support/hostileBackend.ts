import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { constants, createBrotliCompress, gzipSync } from 'node:zlib';
import type { RunningServer } from './servers';

/**
 * A backend that answers the way no backend should (docs/requirements.md §9.6): each case is one way. The case is
 * `?case=<name>` on the request (API_CACHE=off passes the query on), else `current` (the shared
 * snapshot asks without a query).
 */
export interface HostileBackend extends RunningServer {
  current: HostileCase;
  requests: Array<{ url: string; case: HostileCase; headers: IncomingHttpHeaders }>;
}

const MB = 1024 * 1024;
/** Headers a backend must never get to the visitor through us. */
export const HOSTILE_HEADERS: Record<string, string> = {
  connection: 'x-hop',
  'x-hop': 'hop-by-hop, named in Connection',
  'keep-alive': 'timeout=99',
  'proxy-authenticate': 'Basic realm="internal"',
  'set-cookie': 'session=from-backend; Path=/',
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
};

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
const raw =
  (text: string): Handler =>
  (req) => {
    req.socket.end(text);
  };
/** Streams `chunk` `times` times, honouring back-pressure, and stops when the client goes. */
function stream(res: ServerResponse, chunk: Buffer, times: number) {
  let sent = 0;
  res.on('close', () => (sent = Infinity));
  const pump = () => {
    while (sent < times) {
      sent++;
      if (!res.write(chunk)) return void res.once('drain', pump);
    }
    res.end();
  };
  pump();
}
/** One gzip member of 1 MB of zeros (about 1 KB); 1 024 of them are a valid 1 GB gzip stream. */
const GZIP_MEMBER = gzipSync(Buffer.alloc(MB));
let brotliBomb: Promise<Buffer> | undefined;
/** 256 MB of zeros as brotli (a few hundred bytes), made once, a megabyte at a time. */
function makeBrotliBomb(): Promise<Buffer> {
  brotliBomb ??= new Promise((resolve) => {
    const br = createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
    const out: Buffer[] = [];
    br.on('data', (d: Buffer) => out.push(d));
    br.on('end', () => resolve(Buffer.concat(out)));
    const zeros = Buffer.alloc(MB);
    let written = 0;
    const write = () => {
      while (written < 256) {
        written++;
        if (!br.write(zeros)) return void br.once('drain', write);
      }
      br.end();
    };
    write();
  });
  return brotliBomb;
}

export const HOSTILE_CASES = {
  ok: (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('[{"pair":"XAU/USD","profit":1}]');
  },
  hostileHeaders: (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', etag: '"backend-v1"', ...HOSTILE_HEADERS });
    res.end('[{"pair":"XAU/USD","profit":2}]');
  },
  javascript: (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/javascript' });
    res.end('alert(document.cookie)');
  },
  html: (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end('<script>alert(1)</script>');
  },
  huge300MB: (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    stream(res, Buffer.alloc(MB, 0x20), 300);
  },
  gzipBomb1GB: (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
    stream(res, GZIP_MEMBER, 1024);
  },
  brotliBomb256MB: (_req, res) => {
    void makeBrotliBomb().then((body) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'br' });
      res.end(body);
    });
  },
  status204: (_req, res) => {
    res.writeHead(204, HOSTILE_HEADERS);
    res.end();
  },
  status205: (_req, res) => {
    res.writeHead(205);
    res.end();
  },
  status304: (req, res) => {
    res.writeHead(304, { etag: '"backend-v1"', 'set-cookie': 'x=1' });
    res.end();
  },
  trailer: (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', trailer: 'x-checksum' });
    res.write('[{"pair":"XAU/USD",');
    res.write('"profit":3}]');
    res.addTrailers({ 'x-checksum': 'abc' });
    res.end();
  },
  earlyHints103: raw(
    'HTTP/1.1 103 Early Hints\r\nLink: <https://evil.example/x.js>; rel=preload\r\n\r\nHTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 31\r\nConnection: close\r\n\r\n[{"pair":"XAU/USD","profit":4}]',
  ),
  continue100Only: raw('HTTP/1.1 100 Continue\r\n\r\n'),
  switching101: raw('HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n'),
  status600: raw(
    'HTTP/1.1 600 Beyond\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}',
  ),
  redirect302: (_req, res) => {
    res.writeHead(302, { location: 'http://10.0.0.7:8080/internal', 'content-type': 'application/json' });
    res.end('{}');
  },
  error503: (_req, res) => {
    res.writeHead(503, { 'content-type': 'text/html', 'retry-after': '30', ...HOSTILE_HEADERS, connection: 'close' });
    res.end('<h1>Maintenance</h1>');
  },
} satisfies Record<string, Handler>;
export type HostileCase = keyof typeof HOSTILE_CASES;

export async function startHostileBackend(): Promise<HostileBackend> {
  const backend: Partial<HostileBackend> = { current: 'ok', requests: [] };
  const server = createServer((req, res) => {
    const asked = new URL(req.url ?? '/', 'http://backend').searchParams.get('case');
    const name = (asked && asked in HOSTILE_CASES ? asked : backend.current) as HostileCase;
    backend.requests?.push({ url: req.url ?? '', case: name, headers: req.headers });
    HOSTILE_CASES[name](req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  backend.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  backend.stop = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return backend as HostileBackend;
}
