import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import { createServer } from './server/createServer';
import { parsePublicUrl } from './server/linkPreview';

// `npm start`: serves the built app and answers /api/* (mocks by default, or API_ORIGIN).
const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOST ?? '127.0.0.1';
const publicUrl = parsePublicUrl(process.env.PUBLIC_URL);
if (!publicUrl) {
  console.warn(
    'PUBLIC_URL is not set: link previews of / carry no og:image, og:url or canonical (crawlers need absolute URLs, and the Host header is not trusted for them). Set PUBLIC_URL=https://your.domain',
  );
}
const app = createServer({
  distDir: process.env.DIST_DIR ?? 'dist-app',
  apiOrigin: process.env.API_ORIGIN || undefined,
  scenario: process.env.MOCK_SCENARIO || undefined,
  seed: process.env.MOCK_SEED ? Number(process.env.MOCK_SEED) : undefined,
  apiCache: apiCacheMode(process.env.API_CACHE),
  warmUp: true,
  publicUrl,
});

function apiCacheMode(value: string | undefined) {
  if (value === undefined || value === '' || value === 'shared') return 'shared';
  if (value === 'off') return 'off';
  throw new Error(
    `Unknown API_CACHE "${value}". Use "off" (per-request pass-through) or leave it unset (shared snapshot).`,
  );
}

const server = serve({ fetch: app.fetch, port, hostname }, (info) => {
  const source = process.env.API_ORIGIN
    ? process.env.API_ORIGIN
    : `mock: ${process.env.MOCK_SCENARIO || 'live simulation'}`;
  const api = process.env.API_CACHE === 'off' ? `passed through to ${source}` : `shared snapshot of ${source}`;
  console.log(`SmartBurn dashboard running at http://${hostname}:${info.port}/ (API ${api})`);
});

// Hardening of the Node server itself: a client must send its headers within 10 s and its
// whole request within 30 s (slow-loris), and a CONNECT gets a 405 rather than a dropped socket.
const http = server as Server;
http.headersTimeout = 10_000;
http.requestTimeout = 30_000;
http.on('connect', (_request, socket) => {
  socket.end('HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
});

function shutdown(signal: string) {
  console.log(`${signal} received, closing the server`);
  server.close(() => process.exit(0));
  // Pollers keep connections alive; do not wait for them forever.
  setTimeout(() => process.exit(0), 2_000).unref();
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
