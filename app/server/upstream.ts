import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import type { Readable, Transform } from 'node:stream';
import zlib from 'node:zlib';
import { API_ENDPOINTS, FORWARDED_MAX_ENTRIES, UPSTREAM_MAX_BYTES, type ApiEndpointPath } from './limits';

export type { ApiEndpointPath } from './limits';

/** An upstream answer, read in full: status, the headers allowed through, the body. */
export interface UpstreamAnswer {
  status: number;
  headers: Headers;
  body: Uint8Array;
  /** Made by us (a 502 or 504 saying why), not sent by the upstream. */
  generated?: boolean;
}
export interface UpstreamOptions {
  /** For the whole exchange, headers and body (the upstream timeout setting). */
  timeoutMs: number;
  /** Query string to pass on ('' or '?a=b'). */
  search?: string;
  /** The visitor's request headers; only some are forwarded (see FORWARDED_REQUEST_HEADERS). */
  requestHeaders?: Headers;
  /** True only in pass-through mode: the visitor's Cookie and Authorization go upstream. */
  forwardCookies?: boolean;
  /** The address that connected to us, for X-Forwarded-For / Forwarded. */
  clientIp?: string;
  /** Default UPSTREAM_MAX_BYTES, counted after decompression (and on the wire). */
  maxBytes?: number;
}

/*
 * What passes between the visitor and the backend (docs/requirements.md §9.6):
 *
 * - Upstream: Accept (always application/json), Accept-Language, User-Agent, the validators
 *   If-None-Match / If-Modified-Since when the visitor sent them, and X-Forwarded-For and
 *   Forwarded: the address that connected to us appended to what the visitor sent (only
 *   well-formed addresses and elements, the last FORWARDED_MAX_ENTRIES: anyone can write
 *   these). Cookie and Authorization only with `forwardCookies` (pass-through, docs/requirements.md §9.2). The
 *   shared snapshot calls without `clientIp`: its requests are made for every visitor at once,
 *   so naming whichever visitor happened to trigger one would be wrong.
 * - Back: Content-Type, ETag, Last-Modified, Cache-Control, Retry-After and Date, nothing else.
 *   No Set-Cookie in either mode: in shared mode one visitor's session would reach others; in
 *   pass-through mode the visitor's cookies still go upstream (the session comes from the app's own
 *   login), but the backend cannot plant cookies on the dashboard's origin. The callers decide
 *   Cache-Control (pass-through answers no-store, the snapshot computes its own).
 * - A good answer is 2xx with a JSON type (`application/json` or `+json`); any other 2xx type is
 *   a 502, so a `text/javascript` or `text/html` answer never reaches the page's origin. Error
 *   answers (4xx/5xx) pass with their status and text (the page shows `{status}: {text}`), typed
 *   text/plain unless they are JSON. 204, 205, 206, redirects, a 304 to a request that was not
 *   conditional, 101, and statuses outside 100-599 become a 502 saying so.
 * - Bodies are streamed through the decoder and counted: past `maxBytes` the connection is
 *   dropped and the answer is a 502, so a huge answer or a gzip bomb costs at most `maxBytes`
 *   of memory.
 * - No answer text names the backend's address (it is internal).
 */
const FORWARDED_REQUEST_HEADERS = ['accept-language', 'user-agent', 'if-none-match', 'if-modified-since'];
const CREDENTIAL_HEADERS = ['cookie', 'authorization'];
const PASSED_BACK = ['content-type', 'etag', 'last-modified', 'cache-control', 'retry-after', 'date'];
const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;
/** One Forwarded element (RFC 7239): `for=`, `by=`, `proto=`, `host=` pairs, tokens or quoted. */
const FORWARDED_ELEMENT =
  /^(?:for|by|proto|host)=(?:[!#$%&'*+.^_`|~\w-]+|"[^"\\\r\n]{0,100}")(?:;(?:for|by|proto|host)=(?:[!#$%&'*+.^_`|~\w-]+|"[^"\\\r\n]{0,100}"))*$/i;

const encoder = new TextEncoder();
const answer = (status: number, message: string): UpstreamAnswer => ({
  generated: true,
  status,
  headers: new Headers({ 'content-type': 'text/plain; charset=utf-8' }),
  body: encoder.encode(message),
});
const badGateway = (why: string) => answer(502, `Bad gateway: ${why}`);

/**
 * One GET of an API endpoint at `origin`. Never rejects: every failure is a 502 or 504 answer
 * whose text names no internal address.
 */
export function fetchUpstream(
  origin: string,
  path: ApiEndpointPath,
  options: UpstreamOptions,
): Promise<UpstreamAnswer> {
  const { search = '', timeoutMs, maxBytes = UPSTREAM_MAX_BYTES } = options;
  // The path is typed, but it comes from a URL: check again that it is one of the three and
  // that origin + path + query stays in origin's /api/ folder.
  let target: URL | null;
  try {
    target = Object.hasOwn(API_ENDPOINTS, path) ? proxyTarget(origin, `http://x${path}${search}`) : null;
  } catch {
    return Promise.resolve(badGateway('the API could not be asked (its address is not a URL).'));
  }
  if (!target || (search !== '' && !search.startsWith('?')))
    return Promise.resolve(answer(404, 'Not found: the API has no such endpoint.'));
  if (target.protocol !== 'http:' && target.protocol !== 'https:')
    return Promise.resolve(badGateway('the API could not be asked (only http and https are spoken).'));
  const url = target;
  const headers = requestHeaders(options);
  return new Promise((resolve) => {
    let settled = false;
    let current: http.ClientRequest | undefined;
    const finish = (result: UpstreamAnswer, keepSocket = false) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (!keepSocket) current?.destroy();
      resolve(result);
    };
    const timer = setTimeout(
      () => finish(answer(504, `Gateway timeout: the API did not answer within ${timeoutMs / 1000} s.`)),
      timeoutMs,
    );
    const send = (retry: boolean) => {
      const client = url.protocol === 'https:' ? https : http;
      const req = client.request(url, { method: 'GET', headers });
      let responded = false;
      let connected = false;
      current = req;
      req.on('socket', (socket) => {
        if (socket.connecting) socket.once('connect', () => (connected = true));
        else connected = true;
      });
      // Whatever happens to the answer, readAnswer has read it in full or dropped the connection.
      req.on('response', (res) => {
        responded = true;
        void readAnswer(res, headers, maxBytes)
          .catch(() => {
            res.destroy();
            return badGateway('the API broke off its answer.');
          })
          .then((result) => finish(result, true));
      });
      // 101: the backend wants another protocol. Nothing of it reaches the visitor.
      req.on('upgrade', (_res, socket) => {
        socket.destroy();
        finish(badGateway('the API tried to switch protocols.'));
      });
      req.on('error', (error: NodeJS.ErrnoException) => {
        if (settled || responded) return; // readAnswer reports what happened to the body
        // A kept-alive connection the backend closed just as we reused it: a GET may be sent again.
        if (retry && req.reusedSocket && error.code === 'ECONNRESET') return send(false);
        finish(
          badGateway(
            error.code?.startsWith('HPE_')
              ? "the API's answer is not valid HTTP."
              : connected
                ? 'the API closed the connection without answering.'
                : 'the API is unreachable.',
          ),
        );
      });
      req.end();
    };
    send(true);
  });
}

function requestHeaders({ requestHeaders, forwardCookies = false, clientIp }: UpstreamOptions): Record<string, string> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-encoding': 'gzip, deflate, br',
  };
  for (const name of [...FORWARDED_REQUEST_HEADERS, ...(forwardCookies ? CREDENTIAL_HEADERS : [])]) {
    const value = requestHeaders?.get(name);
    if (value) headers[name] = value;
  }
  const peer = clientIp ? normaliseIp(clientIp) : undefined;
  if (peer) {
    const chain = (requestHeaders?.get('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => normaliseIp(entry.trim()))
      .filter((entry): entry is string => entry !== undefined)
      .slice(-FORWARDED_MAX_ENTRIES);
    headers['x-forwarded-for'] = [...chain, peer].join(', ');
    const elements = (requestHeaders?.get('forwarded') ?? '')
      .split(',')
      .map((element) => element.trim())
      .filter((element) => element !== '' && FORWARDED_ELEMENT.test(element))
      .slice(-FORWARDED_MAX_ENTRIES);
    headers.forwarded = [...elements, `for=${isIP(peer) === 6 ? `"[${peer}]"` : peer}`].join(', ');
  }
  return headers;
}

/** An IP address as it should be forwarded (IPv4-mapped IPv6 as IPv4), or undefined when it is none. */
function normaliseIp(value: string): string | undefined {
  const ip = value.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  return isIP(ip) ? ip : undefined;
}

async function readAnswer(
  res: IncomingMessage,
  sent: Record<string, string>,
  maxBytes: number,
): Promise<UpstreamAnswer> {
  const status = res.statusCode ?? 0;
  const reject = (why: string) => {
    res.destroy();
    return badGateway(why);
  };
  if (status < 100 || status > 599) return reject('the API answered with an invalid status.');
  if (status === 204 || status === 205)
    return reject(`the API answered ${status} with no content; the endpoint must answer JSON.`);
  if (status === 206) return reject('the API answered 206 Partial Content to a request for the whole answer.');
  if (status === 304) {
    if (!sent['if-none-match'] && !sent['if-modified-since'])
      return reject('the API answered 304 Not Modified to a request that was not conditional.');
    res.resume();
    return { status: 304, headers: passedBack(res, false), body: new Uint8Array() };
  }
  if (status >= 300 && status < 400)
    return reject(`the API answered with a redirect (${status}), which is not followed.`);
  const type = res.headers['content-type'] ?? '';
  const isJson = JSON_TYPE.test(type);
  if (status < 300 && !isJson)
    return reject('the API answered with a body that is not JSON (Content-Type must be application/json).');
  const length = Number(res.headers['content-length']);
  if (length > maxBytes) return reject(`the API's answer is larger than ${formatBytes(maxBytes)}.`);

  const coding = (res.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
  const decoder = decoderFor(coding);
  if (decoder === null) return reject("the API's answer uses a content coding the server does not decode.");
  const body = await readCapped(res, decoder, maxBytes);
  if (body === 'too large') return badGateway(`the API's answer is larger than ${formatBytes(maxBytes)}.`);
  if (body === 'broken') return badGateway('the API broke off its answer.');
  return { status, headers: passedBack(res, isJson), body };
}

/** The decoder for a Content-Encoding: undefined for none, null for one we do not read. */
function decoderFor(coding: string): Transform | undefined | null {
  switch (coding) {
    case '':
    case 'identity':
      return undefined;
    case 'gzip':
    case 'x-gzip':
      return zlib.createGunzip();
    case 'deflate':
      return zlib.createInflate();
    case 'br':
      return zlib.createBrotliDecompress();
    default:
      return null;
  }
}

/**
 * Reads the body through `decoder`, counting the bytes on the wire and the decoded ones; past
 * `maxBytes` it stops and drops the connection. zlib honours back-pressure, so a bomb is
 * inflated a chunk at a time and never further than the cap.
 */
async function readCapped(
  res: IncomingMessage,
  decoder: Transform | undefined,
  maxBytes: number,
): Promise<Uint8Array | 'too large' | 'broken'> {
  let tooLarge = false;
  let source: Readable = res;
  if (decoder) {
    source = res.pipe(decoder);
    let wire = 0;
    res.on('data', (chunk: Buffer) => {
      wire += chunk.length;
      if (wire > maxBytes) {
        tooLarge = true;
        decoder.destroy();
      }
    });
    // A broken connection ends the decoder's input, not its output: pass the error on.
    res.on('error', (error) => decoder.destroy(error));
    res.on('aborted', () => decoder.destroy(new Error('aborted')));
  }
  const chunks: Buffer[] = [];
  let total = 0;
  let broken = false;
  try {
    for await (const chunk of source as AsyncIterable<Buffer>) {
      total += chunk.length;
      if (total > maxBytes) {
        tooLarge = true;
        break;
      }
      chunks.push(chunk);
    }
  } catch {
    broken = true;
  }
  if (tooLarge || broken || !res.complete) {
    res.destroy();
    decoder?.destroy();
    return tooLarge ? 'too large' : 'broken';
  }
  return new Uint8Array(Buffer.concat(chunks, total));
}

function passedBack(res: IncomingMessage, isJson: boolean): Headers {
  const headers = new Headers();
  for (const name of PASSED_BACK) {
    const value = res.headers[name];
    if (typeof value === 'string' && value !== '') headers.set(name, value);
  }
  // Error texts are passed as plain text unless they are JSON: whatever type the backend named,
  // nothing under /api/ can run as a script or render as a page.
  if (res.statusCode !== 304)
    headers.set('content-type', isJson ? (res.headers['content-type'] as string) : 'text/plain; charset=utf-8');
  return headers;
}

const formatBytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/**
 * The backend URL for an incoming request URL, or null when it would leave `origin` or its
 * `/api/` folder. Dot segments are resolved first (`/api/../admin` is `/admin`: refused), and
 * encoded slashes, backslashes and dots are refused outright, so the backend cannot decode
 * its way out either.
 */
export function proxyTarget(origin: string, requestUrl: string): URL | null {
  const base = new URL(origin);
  const basePath = base.pathname.replace(/\/$/, '');
  const incoming = new URL(requestUrl);
  if (/%(2f|5c|2e|00)|\\/i.test(incoming.pathname)) return null;
  let target: URL;
  try {
    target = new URL(base.origin + basePath + incoming.pathname + incoming.search);
  } catch {
    return null;
  }
  if (target.origin !== base.origin || !target.pathname.startsWith(`${basePath}/api/`)) return null;
  return target;
}
