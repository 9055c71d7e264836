import { createServer } from './server/createServer';
import { parsePublicUrl } from './server/linkPreview';
import { createNodeServer } from './server/nodeServer';
import { parseTheme } from './server/theme';

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
  // THEME: dark (default), light, high-contrast or system (docs/requirements.md §8.4).
  theme: parseTheme(process.env.THEME),
});

function apiCacheMode(value: string | undefined) {
  if (value === undefined || value === '' || value === 'shared') return 'shared';
  if (value === 'off') return 'off';
  throw new Error(
    `Unknown API_CACHE "${value}". Use "off" (per-request pass-through) or leave it unset (shared snapshot).`,
  );
}

// app/server/nodeServer.ts: security headers on Node's own answers too, one Host header, the
// slow-loris timeouts, a bound on requests per connection, CONNECT answered 405.
const server = await createNodeServer(app.fetch, { hostname });
server.listen(port, hostname, () => {
  const source = process.env.API_ORIGIN
    ? process.env.API_ORIGIN
    : `mock: ${process.env.MOCK_SCENARIO || 'live simulation'}`;
  const api = process.env.API_CACHE === 'off' ? `passed through to ${source}` : `shared snapshot of ${source}`;
  console.log(`SmartBurn dashboard running at http://${hostname}:${port}/ (API ${api})`);
});

function shutdown(signal: string) {
  console.log(`${signal} received, closing the server`);
  server.close(() => process.exit(0));
  // Pollers keep connections alive; do not wait for them forever.
  setTimeout(() => process.exit(0), 2_000).unref();
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
