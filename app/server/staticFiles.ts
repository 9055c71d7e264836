import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompress, gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress';
import { getMimeType } from 'hono/utils/mime';

/** Hashed file names change with their content, so they can be cached for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Anything else is revalidated (cheaply: ETag, 304). */
const REVALIDATE = 'no-cache';

type Coding = 'br' | 'gzip';
interface StaticFile {
  type: string;
  cacheControl: string;
  identity: Representation;
  gzip?: Representation;
  /** Filled in when its background compression ends. */
  br?: Representation;
}
interface Representation {
  body: Uint8Array<ArrayBuffer>;
  etag: string;
}

/**
 * Not served, whatever the build writes: source maps (the app's full source; they stay in the
 * build folder for our own debugging), the HTML pages (createServer answers `/` and the 404 page
 * itself, with a CSP nonce filled in), and dot-files.
 */
const isPrivate = (urlPath: string) =>
  urlPath.endsWith('.map') || urlPath === '/index.html' || urlPath === '/404.html' || /\/\./.test(urlPath);

/**
 * The built app served from memory (docs/requirements.md §9.6): every file is read, hashed and compressed once
 * at start, so no request holds a file open (a file stream per request is what leaked file
 * descriptors when pipelined requests queued behind a dead connection), and a request for a file
 * costs no disk access. Strong ETags per representation (304 on If-None-Match), `Vary:
 * Accept-Encoding` on files with compressed forms, immutable caching for /assets/*. `Range` is
 * ignored: the answer is always the whole file (RFC 9110 14.2 lets a server do so). A rebuild
 * needs a restart (`npm start` does both).
 */
export function staticFiles(distDir: string): MiddlewareHandler {
  const files = loadStaticFiles(distDir);
  return async (c, next) => {
    const method = c.req.method;
    if (method !== 'GET' && method !== 'HEAD') return next();
    let urlPath: string;
    try {
      urlPath = decodeURIComponent(new URL(c.req.url).pathname);
    } catch {
      return next();
    }
    const file = files.get(urlPath);
    if (!file) return next();
    const coding = pickCoding(c.req.header('accept-encoding'), file);
    const representation = coding ? (file[coding] as Representation) : file.identity;
    const headers: Record<string, string> = {
      'Cache-Control': file.cacheControl,
      ETag: representation.etag,
      'Accept-Ranges': 'none',
    };
    if (file.gzip) headers.Vary = 'Accept-Encoding';
    const tags = [file.identity, file.gzip, file.br].flatMap((r) => (r ? [r.etag] : []));
    if (matches(c.req.header('if-none-match'), tags)) return c.body(null, 304, headers);
    headers['Content-Type'] = file.type;
    headers['Content-Length'] = String(representation.body.byteLength);
    if (coding) headers['Content-Encoding'] = coding;
    return c.body(representation.body, 200, headers);
  };
}

/** Every servable file of `distDir`, by URL path. */
export function loadStaticFiles(distDir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  const pending: Array<[StaticFile, Uint8Array]> = [];
  for (const entry of readdirSync(distDir, { recursive: true, withFileTypes: true })) {
    // Regular files only: a symbolic link could point out of the folder.
    if (!entry.isFile()) continue;
    const absolute = path.join(entry.parentPath, entry.name);
    const urlPath = `/${path.relative(distDir, absolute).split(path.sep).join('/')}`;
    if (isPrivate(urlPath)) continue;
    const body = new Uint8Array(readFileSync(absolute));
    const type = getMimeType(urlPath) ?? 'application/octet-stream';
    const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
    const file: StaticFile = {
      type,
      cacheControl: urlPath.startsWith('/assets/') ? IMMUTABLE : REVALIDATE,
      identity: { body, etag: `"${hash}"` },
    };
    if (COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type)) {
      const gzip = gzipSync(body);
      if (gzip.byteLength < body.byteLength) {
        file.gzip = { body: new Uint8Array(gzip), etag: `"${hash}-gz"` };
        pending.push([file, body]);
      }
    }
    files.set(urlPath, file);
  }
  // Brotli at its default quality is far slower than gzip, so it runs in the background (zlib's
  // thread pool) and does not hold up the start; until a file's is ready, clients that accept br get gzip.
  for (const [file, body] of pending) {
    brotliCompress(body, (error, br) => {
      if (!error && br.byteLength < (file.gzip?.body.byteLength ?? Infinity))
        file.br = { body: new Uint8Array(br), etag: file.identity.etag.replace(/"$/, '-br"') };
    });
  }
  return files;
}

/** br, then gzip, whichever the client accepts with the higher q (br on a tie); else none. */
function pickCoding(acceptEncoding: string | undefined, file: StaticFile): Coding | undefined {
  if (!acceptEncoding || !file.gzip) return undefined;
  const q: Record<string, number> = {};
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const weight = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    q[name.trim()] = weight === undefined ? 1 : Number(weight) || 0;
  }
  const of = (name: Coding) => q[name] ?? q['*'] ?? 0;
  if (file.br && of('br') > 0 && of('br') >= of('gzip')) return 'br';
  if (of('gzip') > 0) return 'gzip';
  return undefined;
}

/** If-None-Match, weak comparison (RFC 9110 13.1.2): `*`, or one of the file's tags, W/ or not. */
function matches(ifNoneMatch: string | undefined, tags: string[]): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tags.includes(tag.trim().replace(/^W\//, '')));
}
