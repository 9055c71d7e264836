import http, { type IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { getRequestListener, RequestError } from '@hono/node-server';
import { DEFAULT_CONFIG } from './config';
import { HEADERS_TIMEOUT_MS, MAX_REQUESTS_PER_CONNECTION, REQUEST_TIMEOUT_MS } from './limits';
import { silentLogger, type Logger } from './log';
import { baselineSecurityHeaders } from './securityHeaders';

type FetchCallback = Parameters<typeof getRequestListener>[0];

/**
 * The Node HTTP server around the app (`app.fetch`), hardened (docs/requirements.md §9.5 and §9.6):
 * - every answer carries the security headers, also those Node and the Hono adapter make
 *   themselves (400 for a request Node cannot parse or with no Host, 408, 431, 503, the 405 to
 *   CONNECT, the adapter's 400/500);
 * - a request with more than one Host header is answered 400 (which one would be meant?);
 * - a client must send its headers within HEADERS_TIMEOUT_MS and its request within
 *   REQUEST_TIMEOUT_MS (slow-loris);
 * - one connection carries at most MAX_REQUESTS_PER_CONNECTION requests, pipelined or not
 *   (Node's only bound on pipelining: it has no limit on how many may be queued at once);
 * - client-caused errors leave no stack trace in the log.
 */
export interface NodeServerOptions {
  hostname?: string;
  /** Idle time of a kept-alive connection: above the proxy's (the keep-alive setting). */
  keepAliveTimeoutMs?: number;
  logger?: Logger;
}

export async function createNodeServer(
  fetch: FetchCallback,
  { hostname, keepAliveTimeoutMs = DEFAULT_CONFIG.keepAliveTimeoutMs, logger = silentLogger }: NodeServerOptions = {},
) {
  const baseline = await baselineSecurityHeaders();

  // Node's own answers (400 without Host, 503 past the request limit, 417) start from these
  // headers; the adapter's writeHead sets Hono's (the same names, a CSP with a nonce) over them.
  class SecureResponse extends http.ServerResponse<IncomingMessage> {
    constructor(req: IncomingMessage) {
      super(req);
      for (const [name, value] of baseline) this.setHeader(name, value);
    }
  }

  const listener = getRequestListener(fetch, {
    hostname,
    errorHandler: (error) => {
      // The adapter could not make a Request of what the client sent (a backslash in the path).
      if (error instanceof RequestError) return plain(400, 'Bad request.');
      logger.error(
        { event: 'internal_error', err: error instanceof Error ? error.message : String(error) },
        'Internal error in the HTTP adapter',
      );
      return plain(500, 'Internal server error.');
    },
  });

  const server = http.createServer(
    {
      ServerResponse: SecureResponse,
      headersTimeout: HEADERS_TIMEOUT_MS,
      requestTimeout: REQUEST_TIMEOUT_MS,
    },
    (req, res) => {
      if (countHeader(req.rawHeaders, 'host') > 1) {
        res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8', connection: 'close' });
        res.end('Bad request: more than one Host header.');
        return;
      }
      void listener(req, res);
    },
  );
  server.maxRequestsPerSocket = MAX_REQUESTS_PER_CONNECTION;
  // The proxy in front must be the one to close an idle connection (docs/requirements.md §12.4).
  server.keepAliveTimeout = keepAliveTimeoutMs;

  // Node's answer to what it cannot parse, with the security headers (Node's default has none).
  server.on('clientError', (error: NodeJS.ErrnoException, duplex: Duplex) => {
    const socket = duplex as Socket;
    if (error.code === 'ECONNRESET' || !socket.writable || socket.bytesWritten > 0) {
      socket.destroy();
      return;
    }
    const [status, reason] =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request Header Fields Too Large']
        : error.code === 'HPE_CHUNK_EXTENSIONS_OVERFLOW'
          ? [413, 'Payload Too Large']
          : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
            ? [408, 'Request Timeout']
            : [400, 'Bad Request'];
    socket.end(rawAnswer(status, reason, baseline));
    socket.destroySoon();
  });
  // CONNECT gets a 405 rather than a dropped socket.
  server.on('connect', (_request: IncomingMessage, socket: Duplex) => {
    socket.end(rawAnswer(405, 'Method Not Allowed', [...baseline, ['Allow', 'GET, HEAD']]));
  });
  return server;
}

const plain = (status: number, text: string) =>
  new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } });

function countHeader(rawHeaders: string[], name: string): number {
  let count = 0;
  for (let i = 0; i < rawHeaders.length; i += 2) if (rawHeaders[i]?.toLowerCase() === name) count++;
  return count;
}

/** A whole HTTP/1.1 answer as bytes on the socket, for the answers made outside any request. */
function rawAnswer(status: number, reason: string, headers: Array<[string, string]>): string {
  const body = `${reason}.`;
  const lines = [
    `HTTP/1.1 ${status} ${reason}`,
    ...headers.map(([name, value]) => `${name}: ${value}`),
    'Content-Type: text/plain; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
  ];
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
}
