import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import { HTTPException } from 'hono/http-exception';
import { bodyLimit } from 'hono/body-limit';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createApi, type ApiCacheMode } from './api';
import { defaultBrand, type BrandConfig, type ThemeSetting } from '@smartburn/ui';
import { createHomePage } from './homePage';
import { FIRST_HTML_BUDGET_MS, MAX_PATH_LENGTH, MAX_REQUEST_BODY_BYTES } from './limits';
import { linkPreviewTags, NOINDEX_TAG, SHARE_IMAGE_PATH, withHeadTags } from './linkPreview';
import { securityHeaders } from './securityHeaders';
import { createShareImage, shareImageCorp, shareImageRoute } from './shareImage';
import { SITE_FILES, siteFileCaching } from './siteFiles';
import { staticFiles } from './staticFiles';
import { DEFAULT_THEME, concreteTheme, withTheme } from './theme';

export interface ServerOptions {
  /** Folder of the built app (vite build output), relative to the working directory. */
  distDir: string;
  /** Proxy /api/* to this origin instead of answering from the mocks. */
  apiOrigin?: string;
  /** Mock scenario when not proxying ('live' by default). */
  scenario?: string;
  seed?: number;
  /** `shared` (default): one cacheable snapshot for every visitor; `off`: per-request pass-through. */
  apiCache?: ApiCacheMode;
  /** Fill the shared snapshot at once, so the first visitor already gets the data (`npm start`). */
  warmUp?: boolean;
  /** PUBLIC_URL, parsed (linkPreview.ts): the absolute base of the link preview tags; none without it. */
  publicUrl?: string;
  /** The brand of the link previews and the share image; default the package's. */
  brand?: BrandConfig;
  /** THEME: the pages' theme (`<html data-theme>`) and the share image's colours; default dark. */
  theme?: ThemeSetting;
}

export { MAX_PATH_LENGTH, MAX_REQUEST_BODY_BYTES };

const NO_CACHE = 'no-cache';
const NONCE_PLACEHOLDER = /__CSP_NONCE__/g;

type Env = { Variables: { secureHeadersNonce?: string } };

export function createServer({
  distDir,
  apiOrigin,
  scenario,
  seed,
  apiCache,
  warmUp = false,
  publicUrl,
  brand = defaultBrand,
  theme = DEFAULT_THEME,
}: ServerOptions) {
  const templateHtml = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  // scripts/prerender.mjs writes the Not Found page's own first HTML; without it, index.html.
  const notFoundFile = path.join(distDir, '404.html');
  // Head tags that depend on the configuration, filled once here (issue 16).
  const previewTags = linkPreviewTags(brand, publicUrl);
  const indexHtml = withTheme(withHeadTags(templateHtml, previewTags), theme);
  const notFoundHtml = withTheme(
    withHeadTags(existsSync(notFoundFile) ? readFileSync(notFoundFile, 'utf8') : templateHtml, NOINDEX_TAG),
    theme,
  );
  const api = createApi({ apiOrigin, scenario, seed, cache: apiCache });
  const homePage = createHomePage({ distDir, brand, headTags: previewTags, theme });
  if (warmUp) void api.snapshot?.refreshDue(0);
  const fallbackFile = path.join(distDir, 'og-fallback.png');
  const shareTheme = concreteTheme(theme);
  const shareImage = createShareImage({
    brand,
    theme: shareTheme,
    // The committed fallback card is drawn in the default theme; another theme draws its own.
    fallbackPng:
      shareTheme === DEFAULT_THEME && existsSync(fallbackFile) ? new Uint8Array(readFileSync(fallbackFile)) : undefined,
  });
  const app = new Hono<Env>();

  // The share image is made to be shown on other sites: this runs after the same-origin CORP.
  app.use(SHARE_IMAGE_PATH, shareImageCorp);
  // The same headers on every answer, errors included (app/server/securityHeaders.ts).
  app.use('*', securityHeaders());
  app.use('*', compress());
  app.use('*', rejectMalformed);

  // The API: only its three endpoints, only GET and HEAD (the page only reads; the proxy never
  // relays writes with a visitor's cookies). Shared mode answers from one snapshot; API_CACHE=off
  // passes each request through (app/server/api.ts).
  app.use('/api/*', bodyLimit({ maxSize: MAX_REQUEST_BODY_BYTES, onError: (c) => c.text('Payload too large', 413) }));
  app.all('/api/*', (c) => api.handle(c));

  const page = (c: Context<Env>, status: 200 | 404, html = status === 404 ? notFoundHtml : indexHtml) => {
    c.header('Cache-Control', NO_CACHE);
    return c.html(html.replace(NONCE_PLACEHOLDER, c.get('secureHeadersNonce') ?? ''), status);
  };

  app.use('*', async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return methodNotAllowed(c);
    return next();
  });
  // The share card drawn from the shared snapshot (with API_CACHE=off there is none: the fallback card).
  app.get(
    SHARE_IMAGE_PATH,
    shareImageRoute(shareImage, {
      snapshot: () => api.snapshot?.current(),
      refresh: () => api.snapshot?.refreshDue(FIRST_HTML_BUDGET_MS) ?? Promise.resolve(),
    }),
  );
  // The first HTML is the dashboard server-rendered from the snapshot, or the skeleton while it
  // holds no data (issue 13); due refreshes get at most FIRST_HTML_BUDGET_MS.
  app.get('/', async (c) => {
    await api.snapshot?.refreshDue(FIRST_HTML_BUDGET_MS);
    return page(c, 200, homePage.render(api.snapshot?.current()));
  });
  // The app's route is '/', not the file: send the old-style address there (the router would
  // otherwise show the Not Found page for '/index.html').
  app.get('/index.html', (c) => c.redirect(`/${new URL(c.req.url).search}`, 308));
  // The built files, from memory (app/server/staticFiles.ts): no source maps, no HTML pages.
  // The site's own small files are kept a day (app/server/siteFiles.ts).
  for (const file of SITE_FILES) app.use(file, siteFileCaching);
  app.use('*', staticFiles(distDir));
  // Everything else is the app's 404 page, with the HTTP status to match.
  app.notFound((c) => page(c, 404));
  // A thrown error is the server's fault, never the client's: one line in the log, no stack
  // trace for anyone to flood it with, and a plain 500 (the security headers still apply).
  app.onError((error, c) => {
    if (error instanceof HTTPException) return error.getResponse();
    console.error(`Internal error answering ${c.req.method} ${new URL(c.req.url).pathname}: ${error.message}`);
    return c.text('Internal server error', 500);
  });
  return app;
}

function methodNotAllowed(c: Context<Env>) {
  c.header('Allow', 'GET, HEAD');
  return c.text('Method not allowed', 405);
}

/**
 * Requests no browser showing this page would send get a 4xx before any route sees them: a body
 * announced larger than MAX_REQUEST_BODY_BYTES on any method (413), a path longer than
 * MAX_PATH_LENGTH (414), a NUL byte or broken percent-encoding in the path (400).
 */
async function rejectMalformed(c: Context<Env>, next: () => Promise<void>) {
  const length = c.req.header('content-length');
  if (length !== undefined && !(Number(length) <= MAX_REQUEST_BODY_BYTES)) return c.text('Payload too large', 413);
  const rawPath = new URL(c.req.url).pathname;
  if (rawPath.length > MAX_PATH_LENGTH) return c.text('URI too long', 414);
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return c.text('Bad request: malformed percent-encoding', 400);
  }
  if (decoded.includes('\0')) return c.text('Bad request: NUL in path', 400);
  return next();
}
