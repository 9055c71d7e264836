// The reference pages' server in `npm run bench` (the bare React page, and our page with its
// scripts stripped): the same Hono static serving, gzip and security headers as app/server.ts,
// nothing else. (app/server.ts renders our dashboard into any build's index.html, so the
// reference pages cannot be served by it.)
//
// The security headers are ours because they cost every page the same: with
// Cross-Origin-Opener-Policy the browser starts the page in a renderer process of its own, and
// Lighthouse counts that process's start-up as the page's work (docs/performance.md, "Tooling").
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { serveStatic } from '@hono/node-server/serve-static';
import { securityHeaders } from '../../app/server/securityHeaders';

/** A nonce attribute or the csp-nonce meta element's content, as they stand in a served page. */
const NONCES = /(\snonce=")[^"]*(")|(<meta name="csp-nonce" content=")[^"]*(")/g;

/**
 * The page's index.html with the nonces it was fetched with replaced by `nonce`, so its inline
 * styles are the ones this answer's Content-Security-Policy allows.
 */
export function withNonce(html: string, nonce: string): string {
  return html.replace(NONCES, (_match, attr?: string, attrEnd?: string, meta?: string, metaEnd?: string) =>
    attr ? `${attr}${nonce}${attrEnd}` : `${meta}${nonce}${metaEnd}`,
  );
}

type Env = { Variables: { secureHeadersNonce?: string } };

/** The reference server's app for the built page in `distDir`. */
export function createReferenceServer(distDir: string) {
  const indexHtml = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const app = new Hono<Env>();
  app.use('*', securityHeaders());
  app.use('*', compress());
  const page = (c: import('hono').Context<Env>) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(withNonce(indexHtml, c.get('secureHeadersNonce') ?? ''));
  };
  app.get('/', page);
  app.get('/index.html', page);
  app.use('*', serveStatic({ root: distDir }));
  return app;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename ?? '');
if (isMain) {
  //   DIST_DIR=… PORT=… node --import tsx scripts/bench/referenceServer.ts
  const { serve } = await import('@hono/node-server');
  const distDir = process.env.DIST_DIR;
  if (!distDir) throw new Error('DIST_DIR is not set');
  const server = serve({
    fetch: createReferenceServer(distDir).fetch,
    port: Number(process.env.PORT),
    hostname: '127.0.0.1',
  });
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
}
